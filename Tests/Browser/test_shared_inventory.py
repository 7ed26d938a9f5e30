"""One story in order, on one fresh server: the owner sets Tote up, two people share the inventory and see each
other's changes live; then a viewer can only look, and someone who is no longer a member sees nothing."""

import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from pages import (PASSWORD, accept, add_box, add_item, fill, invite, is_gone, log_in, main_text, press, submit, wait,
                   wait_for_path, wait_for_text)


def test_two_people_share_an_inventory_and_see_changes_live(base_url, make_browser):
    owner = make_browser()

    # Given a fresh Tote, the first visit leads to the setup page, which creates the owner.
    owner.get(base_url + "/")
    wait_for_path(owner, "/setup")
    fill(owner, {"setup-username": "robin", "setup-display-name": "Robin", "setup-password": PASSWORD,
                 "setup-inventory": "Our flat"})
    submit(owner, "setup-username")
    wait_for_path(owner, "/boxes")
    assert "Our flat" in owner.find_element(By.CLASS_NAME, "inventory-name").text

    # When the owner adds a box and an item in it,
    add_box(owner, "Kitchen", "Garage, shelf 3")
    wait_for_path(owner, "/boxes/1")
    add_item(owner, "Kettle")
    wait_for_text(owner, "Kettle")

    # then the search box on every page finds it by the beginning of a word.
    fill(owner, {"search-q": "ket"})
    submit(owner, "search-q")
    wait_for_path(owner, "/find")
    assert "Kettle" in main_text(owner)
    assert "Kitchen" in main_text(owner)

    # Given the owner invites an editor, who accepts in a second browser,
    link = invite(owner, base_url, "editor")
    editor = make_browser()
    accept(editor, link, "sam")

    # and the editor keeps box #1 open,
    editor.get(base_url + "/boxes/1")
    wait_for_text(editor, "Kettle")
    editor.execute_script("window.toteTestMarker = 'same page';")

    # when the owner adds an item to that box,
    owner.get(base_url + "/boxes/1")
    add_item(owner, "Teapot")
    wait_for_text(owner, "Teapot")

    # then it appears in the editor's page without a reload.
    wait_for_text(editor, "Teapot", seconds=15)
    assert editor.execute_script("return window.toteTestMarker") == "same page"

    # And a change the editor makes appears live for the owner, too.
    owner.execute_script("window.toteTestMarker = 'owner page';")
    add_item(editor, "Sugar bowl")
    wait_for_text(owner, "Sugar bowl", seconds=15)
    assert owner.execute_script("return window.toteTestMarker") == "owner page"


def test_a_viewer_looks_and_a_stranger_sees_nothing(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    viewer_link = invite(owner, base_url, "viewer")
    viewer = make_browser()
    accept(viewer, viewer_link, "vic")

    # A viewer sees box #1 and its items, but no form to change them.
    viewer.get(base_url + "/boxes/1")
    wait_for_text(viewer, "Kettle")
    assert viewer.find_elements(By.ID, "item-title") == []
    assert viewer.find_elements(By.CSS_SELECTOR, "form[action$='/remove']") == []

    # Someone removed from the inventory (a stranger now) is refused box #1 and finds nothing.
    stranger_link = invite(owner, base_url, "editor")
    stranger = make_browser()
    accept(stranger, stranger_link, "zoe")
    owner.get(base_url + "/members")
    owner.find_element(By.LINK_TEXT, "Remove Zoe…").click()
    wait_for_text(owner, "Remove Zoe (@zoe) from Our flat?")
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Remove Zoe']"))
    assert "Zoe" not in main_text(owner)
    stranger.get(base_url + "/boxes/1")
    assert "Kettle" not in stranger.page_source
    stranger.get(base_url + "/find?q=ket")
    assert "Kettle" not in stranger.page_source


def test_typing_survives_a_colleagues_change(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    helper = make_browser()
    accept(helper, invite(owner, base_url, "editor"), "ann")
    helper.get(base_url + "/boxes/1")
    wait_for_text(helper, "Kettle")

    # Given the helper has typed a title and moved on to the quantity, without sending the form yet,
    fill(helper, {"item-title": "Linen napkins"})
    helper.find_element(By.ID, "item-quantity").click()

    # when the owner adds an item to the same box,
    owner.get(base_url + "/boxes/1")
    add_item(owner, "Colander")
    wait_for_text(owner, "Colander")

    # then the helper's page waits, keeps what was typed, and says a change is waiting.
    waiting = helper.find_element(By.ID, "live-waiting")
    wait(helper, 15).until(lambda _: waiting.is_displayed())
    assert waiting.text.startswith("1 new change")
    assert helper.find_element(By.ID, "item-title").get_attribute("value") == "Linen napkins"
    assert "Colander" not in main_text(helper)

    # "Show" brings the change in and keeps the typed title; sending it adds the helper's item for everyone.
    waiting.find_element(By.TAG_NAME, "button").click()
    wait_for_text(helper, "Colander")
    assert helper.find_element(By.ID, "item-title").get_attribute("value") == "Linen napkins"
    assert not waiting.is_displayed()
    submit(helper, "item-title")
    wait_for_text(owner, "Linen napkins", seconds=15)


def test_a_box_is_filled_by_typing_one_title_after_another(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    add_box(owner, "Books")
    wait_for_text(owner, "This box is empty")

    # One tap into the title, then each item is its title and Enter: the form is ready again after each.
    owner.find_element(By.ID, "item-title").click()
    titles = ["Atlas", "Cookbook", "Diary", "Novel", "Poems"]
    for title in titles:
        field = owner.switch_to.active_element
        assert field.get_attribute("id") == "item-title"
        page = owner.find_element(By.TAG_NAME, "html")
        field.send_keys(title + Keys.ENTER)
        wait(owner).until(lambda _: is_gone(page))
        wait_for_text(owner, "Added item")
        assert title in owner.find_element(By.CLASS_NAME, "confirmation").text

    text = main_text(owner)
    assert all(title in text for title in titles)
    assert "5 items" in text

    # The header stays short (on a phone, 390 by 844, at most 150 px; on a laptop a fifth of the window), and the add
    # form's title and quantity are on the first screen, under the confirmation.
    header = owner.execute_script("return document.querySelector('header.top').getBoundingClientRect().height")
    width, height = owner.execute_script("return [window.innerWidth, window.innerHeight]")
    assert header <= (150 if width < 600 else height / 5)
    quantity = owner.find_element(By.ID, "item-quantity")
    assert owner.execute_script("return arguments[0].getBoundingClientRect().bottom <= window.innerHeight", quantity)


def test_a_form_is_sent_once(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes/1")
    wait_for_text(owner, "Kettle")

    # A second submission of the same form while the first is on its way (a double click) is cancelled.
    cancelled = owner.execute_script("""
        var form = document.getElementById("item-title").form;
        var events = [0, 1].map(function () { return new Event("submit", { bubbles: true, cancelable: true }); });
        events.forEach(function (event) { form.dispatchEvent(event); });
        return events.map(function (event) { return event.defaultPrevented; });
    """)
    assert cancelled == [False, True]


def test_after_a_refused_form_the_page_is_at_its_own_address_and_stays_live(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(base_url + "/boxes/1")
    wait_for_text(helper, "Kettle")

    # Given a form the server refuses (a quantity that is no number),
    add_item(helper, "Spoons", "lots")
    wait_for_text(helper, "Quantity must be a whole number")

    # the address bar shows the box's own address, not the one the form posted to,
    wait_for_path(helper, "/boxes/1")

    # and a change someone else makes still shows up.
    owner.get(base_url + "/boxes/1")
    add_item(owner, "Whisk")
    wait_for_text(helper, "Whisk", seconds=15)

    # Reloading the page shows the message again, with what was typed filled in.
    helper.refresh()
    assert "Quantity must be a whole number" in helper.find_element(By.ID, "flash").text
    assert helper.find_element(By.ID, "item-title").get_attribute("value") == "Spoons"
    assert helper.find_element(By.ID, "item-quantity").get_attribute("value") == "lots"


def test_a_box_removed_while_someone_looks_at_it_says_so(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    add_box(owner, "Spare")
    spare = owner.current_url
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(spare)
    wait_for_text(helper, "Spare")

    press(owner, owner.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Remove box')]"))

    notice = helper.find_element(By.ID, "live-notice")
    wait(helper, 15).until(lambda _: notice.is_displayed())
    assert notice.text == "This page is no longer there: someone removed it."


def test_a_removed_box_is_confirmed_and_put_back_by_undo(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    add_box(owner, "Linen")
    add_item(owner, "Sheets")
    add_item(owner, "Towels")
    linen = owner.current_url.split("?")[0]

    # Removing a box with items asks once more, naming what goes with it.
    owner.find_element(By.PARTIAL_LINK_TEXT, "and its items").click()
    wait_for_text(owner, "and the 2 items in it?")
    press(owner, owner.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Remove box')]"))
    wait_for_path(owner, "/boxes")

    # The list says what happened; the message has the focus, so its Undo is one Tab away.
    flash = owner.find_element(By.ID, "flash")
    assert "with its 2 items" in flash.text
    assert owner.switch_to.active_element == flash
    press(owner, flash.find_element(By.XPATH, ".//button[normalize-space()='Undo']"))

    # Undo leads back to the box, with both items where they were, and says so.
    assert owner.current_url == linen
    assert "Put back box" in owner.find_element(By.ID, "flash").text
    assert "Sheets" in main_text(owner) and "Towels" in main_text(owner)
    owner.refresh()
    assert owner.find_elements(By.ID, "flash") == []


def test_text_typed_when_the_session_ended_comes_back_after_logging_in(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes/1")
    fill(owner, {"item-title": "Oven gloves", "item-quantity": "6"})

    # Meanwhile the session ends: the same person logs out everywhere from another device.
    elsewhere = make_browser()
    log_in(elsewhere, base_url, "robin")
    elsewhere.get(base_url + "/account")
    press(elsewhere, elsewhere.find_element(By.XPATH, "//button[normalize-space()='Log out everywhere']"))

    submit(owner, "item-title")
    wait_for_path(owner, "/login")
    assert "Your session had ended" in owner.find_element(By.ID, "flash").text
    fill(owner, {"login-username": "robin", "login-password": PASSWORD})
    submit(owner, "login-username")
    wait_for_path(owner, "/boxes/1")
    assert owner.find_element(By.ID, "item-title").get_attribute("value") == "Oven gloves"
    assert owner.find_element(By.ID, "item-quantity").get_attribute("value") == "6"
    assert "Oven gloves" not in main_text(owner).split("Items", 1)[1], "nothing was added before it was sent again"


def test_a_box_page_is_fetched_again_only_for_changes_in_that_box(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    add_box(owner, "Quiet box")
    quiet = owner.current_url.split("?")[0]
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(quiet)
    wait_for_text(helper, "Quiet box")
    fetches = "return performance.getEntriesByType('resource').filter(function (e) {" \
              " return e.initiatorType === 'fetch'; }).length"

    # A change in another box costs this page nothing.
    owner.get(base_url + "/boxes/1")
    add_item(owner, "Egg cups")
    wait_for_text(owner, "Egg cups")
    time.sleep(2)
    assert helper.execute_script(fetches) == 0
    assert not helper.find_element(By.ID, "live-notice").is_displayed()

    # A change in this box shows at once.
    owner.get(quiet)
    add_item(owner, "Lanterns")
    wait_for_text(helper, "Lanterns", seconds=15)
    assert helper.execute_script(fetches) >= 1


def test_a_box_packed_into_another_shows_on_that_box_s_page_at_once_and_leaves_it_when_taken_out(
        base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    add_box(owner, "Pallet for the van")
    pallet = owner.current_url.split("?")[0]
    owner.get(base_url + "/boxes")
    add_box(owner, "Lamp in a crate")
    lamp = owner.current_url.split("?")[0]
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(pallet)
    wait_for_text(helper, "Pallet for the van")

    fill(owner, {"box-pack": pallet.rsplit("/", 1)[1]})
    submit(owner, "box-pack")
    wait_for_text(owner, "Packed in")
    wait_for_text(helper, "Lamp in a crate", seconds=15)
    assert "In it:" in main_text(helper)

    owner.get(lamp)
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Take it out']"))
    wait(helper, 15).until(lambda _: "Lamp in a crate" not in main_text(helper))
