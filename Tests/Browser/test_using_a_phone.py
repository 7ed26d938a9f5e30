"""The pages on a phone's screen, on the inventory the earlier stories left: a box shows on the boxes list's first
screen, one Save keeps a box's title, location and note together, a tap on Arrivals is never lost when the other
phone's change arrives in the middle of it, and an item typed into a box someone removes meanwhile keeps its text and
goes into another box."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from pages import add_box, fill, log_in, press, send_to_room, wait, wait_for_path, wait_for_text


def test_the_boxes_list_shows_a_box_and_add_a_box_on_its_first_screen(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    phone.get(base_url + "/boxes")
    height = phone.execute_script("return window.innerHeight")
    first_box = phone.find_element(By.CSS_SELECTOR, "ul.boxes li")
    bottom = phone.execute_script("var r = arguments[0].getBoundingClientRect(); return r.bottom;", first_box)
    assert bottom <= height, f"the first box ends at {bottom} px on a screen {height} px high"
    add = phone.find_element(By.LINK_TEXT, "Add a box")
    assert phone.execute_script("return arguments[0].getBoundingClientRect().bottom", add) <= height
    add.click()
    wait(phone).until(lambda b: b.current_url.endswith("#add-box"))


def test_one_save_keeps_a_boxs_title_location_and_note(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    phone.get(base_url + "/boxes")
    add_box(phone, "Desk drawer")
    fill(phone, {"box-title": "Desk drawers", "box-location": "Study, left wall", "box-note": "Keys inside"})
    press(phone, phone.find_element(By.XPATH, "//form[contains(@class, 'details')]//button[normalize-space()='Save']"))
    wait_for_text(phone, "Desk drawers")
    assert "Study, left wall" in phone.find_element(By.CSS_SELECTOR, "p.box-meta").text
    assert phone.find_element(By.CSS_SELECTOR, "p.note").text == "Keys inside"


def test_a_tap_on_arrivals_is_not_lost_to_the_other_phones_change(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    mine = send_to_room(phone, base_url, "Garden tools", "Shed")
    theirs = send_to_room(phone, base_url, "Garden hose", "Shed")
    other = make_browser()
    log_in(other, base_url, "ann")
    for browser in (phone, other):
        browser.get(base_url + "/arrivals?room=Shed")
        wait_for_text(browser, "0 of 2 boxes arrived")

    def arrive_button(browser, number):
        return browser.find_element(
            By.XPATH, f"//form[.//input[@name='box' and @value='{number}']]//button[contains(@class, 'arrive')]"
        )

    # The finger is down on the button of one box when the other phone checks off the other box.
    ActionChains(phone).click_and_hold(arrive_button(phone, mine)).perform()
    press(other, arrive_button(other, theirs))
    # The phone has the other's change: shown, or kept until the finger lifts.
    wait(phone, 60).until(
        lambda b: b.find_element(By.ID, "main").get_attribute("data-deferred") == "yes"
        or "1 of 2 boxes arrived" in b.find_element(By.ID, "main").text
    )
    page = phone.find_element(By.TAG_NAME, "html")
    ActionChains(phone).release().perform()
    wait(phone, 30).until(lambda b: page != b.find_element(By.TAG_NAME, "html"))
    wait_for_text(phone, "2 of 2 boxes arrived", seconds=30)


def test_an_item_typed_into_a_box_removed_meanwhile_goes_into_another_box(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    phone.get(base_url + "/boxes")
    add_box(phone, "Hall shelf")
    shelf = phone.find_element(By.CSS_SELECTOR, "h1 .box-number").text.lstrip("#")
    phone.get(base_url + "/boxes")
    add_box(phone, "Hall cupboard")
    cupboard = phone.current_url.split("?")[0]
    phone.find_element(By.ID, "item-title").send_keys("Umbrella")

    other = make_browser()
    log_in(other, base_url, "robin")
    other.get(cupboard)
    press(other, other.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Remove box')]"))

    wait(phone, 60).until(lambda b: b.find_elements(By.ID, "other-box"))
    assert phone.find_element(By.ID, "item-title").get_attribute("value") == "Umbrella"
    phone.find_element(By.ID, "other-box").send_keys(shelf)
    phone.find_element(By.ID, "item-title").send_keys(Keys.ENTER)
    wait_for_path(phone, f"/boxes/{shelf}")
    wait_for_text(phone, "Umbrella")


def test_the_move_field_finds_boxes_as_it_is_typed_into(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    phone.get(base_url + "/find?q=umbrella")
    phone.find_element(By.PARTIAL_LINK_TEXT, "Umbrella").click()
    wait_for_text(phone, "Move to box")
    shelf = phone.current_url.split("/items/")[0].rsplit("/", 1)[1]
    phone.get(base_url + "/boxes")
    add_box(phone, "Garden shed, top shelf")
    wanted = phone.find_element(By.CSS_SELECTOR, "h1 .box-number").text.lstrip("#")
    phone.get(base_url + f"/boxes/{shelf}")
    phone.find_element(By.PARTIAL_LINK_TEXT, "Umbrella").click()
    wait_for_text(phone, "Move to box")
    phone.find_element(By.ID, "item-move-field").send_keys("shed top")
    wait(phone, 30).until(
        lambda b: wanted in [o.get_attribute("value") for o in b.find_elements(By.CSS_SELECTOR, "#box-choices option")]
    )
    phone.find_element(By.ID, "item-move-field").clear()
    phone.find_element(By.ID, "item-move-field").send_keys(wanted)
    press(phone, phone.find_element(By.XPATH, "//button[normalize-space()='Move']"))
    wait_for_path(phone, f"/boxes/{shelf}")
