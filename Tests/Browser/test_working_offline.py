"""Moving day without a signal, on the inventory the earlier stories left: Tote installs as an app, pages opened
before open with the network cut, and changes made offline are kept on the phone, survive a reload and reach the
server exactly once when the network returns, where another phone sees them live."""

import json
import urllib.request

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from pages import add_box, add_item, log_in, main_text, press, send_to_room, wait, wait_for_text


def controlled(browser):
    """Waits until the service worker answers this page's requests (from the second page opened on)."""
    wait(browser, 60).until(lambda b: b.execute_script("return !!navigator.serviceWorker.controller") or b.refresh())


def conditions(offline):
    return {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


def set_page_offline(browser, offline):
    """Cuts the network, or gives it back, for the page alone."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", conditions(offline))


def set_offline(browser, offline):
    """Cuts the network, or gives it back, for the page and for the service worker, which is a target of its own:
    as a phone in a basement has none for either. The worker's emulation lasts as long as the session that set it,
    so the network comes back by ending that session."""
    set_page_offline(browser, offline)
    if not offline:
        for session in WORKER_SESSIONS.pop(browser.session_id, []):
            browser.execute_cdp_cmd("Target.detachFromTarget", {"sessionId": session})
        return
    targets = browser.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]
    workers = [target["targetId"] for target in targets if target["type"] == "service_worker"]
    assert workers, "no service worker is running"
    for worker in workers:
        session = browser.execute_cdp_cmd("Target.attachToTarget", {"targetId": worker, "flatten": False})["sessionId"]
        WORKER_SESSIONS.setdefault(browser.session_id, []).append(session)
        commands = (("Network.enable", {}), ("Network.emulateNetworkConditions", conditions(True)))
        for number, (method, params) in enumerate(commands):
            message = json.dumps({"id": number + 1, "method": method, "params": params})
            browser.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})


WORKER_SESSIONS = {}


def worker_believes_offline(browser, base_url):
    """Waits until the service worker has heard the page say it is offline: a page never kept then answers with the
    worker's own offline page instead of the server's. (The page's word reaches the worker as a message, which a form
    posted at once could overtake.)"""

    def answered_offline(b):
        b.get(base_url + "/account")
        return "This page is not on this phone" in b.find_element(By.TAG_NAME, "body").text

    wait(browser, 60).until(answered_offline)


def banner(browser):
    """The offline banner's text; empty while the page is being replaced (a kept page reloads itself once the
    network is back)."""
    try:
        return browser.find_element(By.ID, "offline").text
    except WebDriverException:
        return ""


def test_tote_installs_as_an_app(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    controlled(phone)
    errors = phone.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
    assert errors == []
    manifest = phone.execute_cdp_cmd("Page.getAppManifest", {})
    assert manifest["errors"] == []
    assert manifest["url"] == base_url + "/manifest.webmanifest"
    with urllib.request.urlopen(base_url + "/favicon.ico") as answer:
        assert answer.headers["Content-Type"] == "image/x-icon"
        assert answer.read(4) == b"\x00\x00\x01\x00"


def test_changes_made_offline_arrive_once(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    controlled(phone)
    send_to_room(phone, base_url, "Pans and pots", "Cellar")
    add_item(phone, "Colander")
    wait_for_text(phone, "Colander")
    box = phone.current_url.split("?")[0]
    phone.get(box)
    phone.get(base_url + "/arrivals?room=Cellar")
    wait_for_text(phone, "0 of 1 box arrived")
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(box)
    wait_for_text(helper, "Colander")

    set_offline(phone, True)
    phone.get(box)
    wait_for_text(phone, "Colander")
    assert "You are offline. This page is as it was at" in banner(phone)
    add_item(phone, "Frying pan")
    wait(phone).until(lambda b: "1 change waiting to be sent" in banner(b))
    phone.get(base_url + "/arrivals?room=Cellar")
    press(phone, phone.find_element(By.CSS_SELECTOR, "button.arrive"))
    wait(phone).until(lambda b: "2 changes waiting to be sent" in banner(b))
    phone.refresh()
    wait(phone).until(lambda b: "2 changes waiting to be sent" in banner(b))
    assert "Add “Frying pan” in box" in banner(phone)
    assert "Frying pan" not in helper.find_element(By.ID, "main").text

    set_offline(phone, False)
    wait(phone, 60).until(
        lambda b: "waiting" not in banner(b) and "1 of 1 box arrived" in b.find_element(By.ID, "main").text
    )
    wait_for_text(helper, "Frying pan", seconds=60)
    phone.get(box)
    items = [row.text for row in phone.find_elements(By.CSS_SELECTOR, "#main li") if "Frying pan" in row.text]
    assert len(items) == 1


def test_a_box_added_offline_takes_its_items_and_gets_its_number_when_it_reaches_the_server(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    controlled(phone)
    phone.get(base_url + "/boxes")
    helper = make_browser()
    log_in(helper, base_url, "ann")
    helper.get(base_url + "/boxes")

    set_offline(phone, True)
    phone.get(base_url + "/boxes")
    add_box(phone, "Truck overflow")
    wait_for_text(phone, "New box (not yet numbered)")
    assert "Truck overflow" in phone.find_element(By.TAG_NAME, "h1").text
    add_item(phone, "Garden hose")
    wait_for_text(phone, "Garden hose")
    add_item(phone, "Watering can", quantity="2")
    wait_for_text(phone, "Watering can")
    wait(phone).until(lambda b: "3 changes waiting to be sent" in banner(b))
    assert "Add “Garden hose” in the new box “Truck overflow”" in banner(phone)
    phone.refresh()
    wait_for_text(phone, "Watering can")
    assert "Garden hose" in phone.find_element(By.ID, "main").text
    pending = phone.current_url
    phone.get(base_url + "/boxes")
    wait(phone).until(lambda b: "Add a box “Truck overflow” (not yet numbered)" in banner(b))
    phone.find_element(By.LINK_TEXT, "Add a box “Truck overflow” (not yet numbered)").click()
    wait_for_text(phone, "Garden hose")
    assert "Truck overflow" not in helper.find_element(By.ID, "main").text

    set_offline(phone, False)
    wait(phone, 60).until(lambda b: "/pending/" not in b.current_url and "Garden hose" in main_text(b))
    number = phone.current_url.split("?")[0].rsplit("/", 1)[1]
    assert number.isdigit(), phone.current_url
    assert "Watering can" in main_text(phone)
    wait_for_text(helper, "Truck overflow", seconds=60)
    helper.get(base_url + "/boxes/" + number)
    wait_for_text(helper, "Watering can")
    items = [row.text for row in helper.find_elements(By.CSS_SELECTOR, "ul.items li")]
    assert len(items) == 2, items
    phone.get(pending)
    wait(phone).until(lambda b: b.current_url.split("?")[0].endswith("/boxes/" + number))


def test_a_change_that_no_longer_applies_is_shown_and_dropped_by_a_tap(base_url, make_browser):
    phone = make_browser()
    log_in(phone, base_url, "robin")
    controlled(phone)
    phone.get(base_url + "/boxes")
    add_box(phone, "Winter coats")
    box = phone.current_url.split("?")[0]
    # Only the page is cut off here, as a test that emulates no network for the page alone does: the page's word
    # that it is offline holds for the service worker too.
    set_page_offline(phone, True)
    wait(phone).until(lambda b: "You are offline" in banner(b))
    worker_believes_offline(phone, base_url)
    phone.get(box)
    wait(phone).until(lambda b: "You are offline" in banner(b))
    add_item(phone, "Scarf")
    wait(phone).until(lambda b: "1 change waiting to be sent" in banner(b))

    helper = make_browser()
    log_in(helper, base_url, "robin")
    helper.get(box)
    press(helper, helper.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Remove box')]"))

    set_page_offline(phone, False)
    wait(phone, 60).until(lambda b: "The server did not make these changes" in banner(b))
    assert "Add “Scarf” in box" in banner(phone)
    assert "no box" in banner(phone)
    phone.find_element(By.XPATH, "//div[@id='offline']//button[normalize-space()='Drop']").click()
    wait(phone).until(lambda b: "Scarf" not in banner(b))
    phone.refresh()
    assert "Scarf" not in banner(phone)


def test_a_kept_inventory_opens_boxes_finds_and_takes_items_never_opened_on_the_phone(base_url, make_browser):
    other = make_browser()
    log_in(other, base_url, "ann")
    other.get(base_url + "/boxes")
    add_box(other, "Crème brûlée dishes")
    add_item(other, "Ramekins ＸＬ")
    wait_for_text(other, "Ramekins")
    box = other.current_url.split("?")[0]

    phone = make_browser()
    log_in(phone, base_url, "robin")
    controlled(phone)
    phone.get(base_url + "/boxes")
    phone.find_element(By.XPATH, "//button[normalize-space()='Keep this inventory on this phone']").click()
    wait(phone, 60).until(lambda b: b.find_element(By.ID, "keep-copy").text.startswith("Kept "))

    set_offline(phone, True)
    phone.get(box)
    wait_for_text(phone, "Ramekins ＸＬ")
    assert "Crème brûlée dishes" in phone.find_element(By.TAG_NAME, "h1").text
    assert "You are offline" in banner(phone)
    phone.get(base_url + "/find?q=CREME+brulee")
    wait_for_text(phone, "Crème brûlée dishes")
    phone.get(base_url + "/find?q=xl")
    wait_for_text(phone, "1 match for “xl”")
    phone.find_element(By.PARTIAL_LINK_TEXT, "Ramekins").click()
    wait_for_text(phone, "In box #")
    assert "Crème brûlée dishes" in phone.find_element(By.ID, "main").text
    phone.get(box)
    wait_for_text(phone, "Ramekins ＸＬ")
    add_item(phone, "Sauce boat")
    wait(phone).until(lambda b: "1 change waiting to be sent" in banner(b))
    assert "Add “Sauce boat” in box" in banner(phone)
    set_offline(phone, False)
    wait(phone, 60).until(lambda b: "waiting" not in banner(b))
    other.get(box)
    wait_for_text(other, "Sauce boat")
    items = [row.text for row in other.find_elements(By.CSS_SELECTOR, "ul.items li") if "Sauce boat" in row.text]
    assert len(items) == 1
