"""Moving day with the scanner, on the inventory the earlier stories left: a phone's camera films Tote's own printed
labels one after another (Chromium's fake camera playing a video made of them). Headless Chromium on Linux has no
BarcodeDetector, so every frame is read by the server, as it is for an iPhone."""

import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import _browser
from label_video import frames, label_picture, write_y4m
from pages import add_box, fill, log_in, press, send_to_room, submit, wait, wait_for_path, wait_for_text
from test_working_offline import banner, controlled, set_offline

ROOMS = ["Kitchen", "Bedroom", "Study", "Bathroom", "Hall", "Kitchen", "Attic", "Bedroom", "Garage", "Study"]

# What the scan screen shows, recorded each time it changes, so that no scan goes unseen however quickly the next
# one follows.
RECORD_RESULTS = """
window.scanned = [];
var result = document.getElementById('scan-result');
new MutationObserver(function () {
  var entry = ['.scan-number', '.scan-room', '.scan-message'].map(function (part) {
    return result.querySelector(part).textContent;
  }).join(' | ');
  if (window.scanned[window.scanned.length - 1] !== entry) { window.scanned.push(entry); }
}).observe(result, { subtree: true, childList: true, characterData: true });
"""


@pytest.fixture(scope="module")
def labels(base_url, tmp_path_factory):
    """Ten boxes, each for a room, and one box of the owner's second inventory, where the editor is no member: their
    numbers, and a video of their labels, the ten in order and the stranger last."""
    owner = _browser()
    try:
        log_in(owner, base_url, "robin")
        boxes = [send_to_room(owner, base_url, f"Moving crate {index + 1}", room) for index, room in enumerate(ROOMS)]
        cookies = lambda: "".join(f"; {c['name']}={c['value']}" for c in owner.get_cookies() if c["name"] != "tote_session")
        session = owner.get_cookie("tote_session")["value"]
        pictures = [label_picture(base_url, session, box, cookies()) for box in boxes]
        owner.get(base_url + "/inventories")
        fill(owner, {"inventory-name": "Storage unit"})
        submit(owner, "inventory-name")
        wait_for_path(owner, "/boxes")
        assert owner.find_element(By.CSS_SELECTOR, ".inventory-name").text == "Storage unit"
        add_box(owner, "Winter tyres")
        stranger = owner.find_element(By.CSS_SELECTOR, "h1 .box-number").text.lstrip("#")
        pictures.append(label_picture(base_url, session, stranger, cookies()))
        owner.get(base_url + "/inventories")
        switch_back = "//button[starts-with(normalize-space(), 'Switch to') and not(contains(., 'Storage unit'))]"
        press(owner, owner.find_element(By.XPATH, switch_back))
        wait_for_path(owner, "/boxes")
    finally:
        owner.quit()
    video = tmp_path_factory.mktemp("camera") / "labels.y4m"
    write_y4m(video, frames(pictures))
    return {"boxes": boxes, "stranger": stranger, "video": str(video)}


def start_scanning(phone, base_url, mode):
    phone.get(base_url + "/scan")
    phone.find_element(By.CSS_SELECTOR, f"input[name=mode][value={mode}]").click()
    phone.execute_script(RECORD_RESULTS)
    start = phone.find_element(By.ID, "scan-start")
    wait(phone).until(lambda _: start.is_enabled())
    start.click()


def type_number(phone, box):
    """Types a box's number into the scan screen, as for a torn label; the screen stays where it is."""
    fill(phone, {"scan-number": box})
    phone.find_element(By.CSS_SELECTOR, "#scan-typed button[type=submit]").click()


def test_in_open_mode_the_first_label_opens_its_box(base_url, make_browser, labels):
    phone = make_browser(camera=labels["video"])
    log_in(phone, base_url, "ann")
    start_scanning(phone, base_url, "open")
    wait_for_path(phone, f"/boxes/{labels['boxes'][0]}", seconds=60)
    wait_for_text(phone, "Moving crate 1")


def test_in_arrived_mode_each_label_checks_its_box_in_and_shows_its_room_while_another_phone_watches(
    base_url, make_browser, labels
):
    watcher = make_browser()
    log_in(watcher, base_url, "robin")
    watcher.get(base_url + "/arrivals?room=Study")
    wait_for_text(watcher, "0 of 2 boxes arrived")
    phone = make_browser(camera=labels["video"])
    log_in(phone, base_url, "ann")
    start_scanning(phone, base_url, "arrived")

    def arrivals(browser):
        return [entry for entry in browser.execute_script("return window.scanned") if "arrived." in entry]

    wait(phone, 120).until(lambda b: len(arrivals(b)) >= len(labels["boxes"]))
    expected = [f"#{box} | → {room} | Box #{box} arrived." for box, room in zip(labels["boxes"], ROOMS)]
    assert arrivals(phone)[: len(expected)] == expected
    # The other phone's Arrivals page, never reloaded, followed.
    wait_for_text(watcher, "2 of 2 boxes arrived", seconds=30)
    # The stranger's label, last in the video, is named and changes nothing.
    wait(phone, 120).until(
        lambda b: any(f"This label (box #{labels['stranger']}) is from another inventory; nothing was changed" in e
                      for e in b.execute_script("return window.scanned"))
    )
    # The count of the move, and a second round of the same labels changes nothing.
    assert "to go" in phone.find_element(By.CSS_SELECTOR, ".scan-count").text or "All" in phone.find_element(
        By.CSS_SELECTOR, ".scan-count").text
    wait(phone, 120).until(
        lambda b: any("was arrived already; nothing was changed" in e for e in b.execute_script("return window.scanned"))
    )
    watcher.get(base_url + "/history")
    history = watcher.find_element(By.ID, "main").text
    for box in labels["boxes"]:
        assert history.count(f"#{box} Moving crate") >= 1


def test_undo_puts_a_scanned_box_back(base_url, make_browser, labels):
    phone = make_browser()
    log_in(phone, base_url, "ann")
    box = labels["boxes"][0]
    start_scanning(phone, base_url, "sealed")
    type_number(phone, box)
    wait(phone).until(lambda b: f"Box #{box} sealed." in b.find_element(By.ID, "scan-result").text)
    phone.find_element(By.ID, "scan-undo").click()
    wait(phone).until(lambda b: f"Undone: box #{box} is arrived again." in b.find_element(By.ID, "scan-result").text)
    phone.get(base_url + f"/boxes/{box}")
    assert "arrived" in phone.find_element(By.CSS_SELECTOR, ".box-moving").text


def test_numbers_typed_without_a_network_wait_and_arrive_once(base_url, make_browser, labels):
    phone = make_browser()
    log_in(phone, base_url, "ann")
    controlled(phone)
    start_scanning(phone, base_url, "loaded")
    boxes = labels["boxes"][1:4]
    set_offline(phone, True)
    for box in boxes:
        type_number(phone, box)
        wait(phone).until(lambda b: f"#{box}" in b.find_element(By.ID, "scan-result").text)
    wait(phone).until(lambda b: "3 changes waiting to be sent" in banner(b))
    phone.refresh()
    wait(phone).until(lambda b: "3 changes waiting to be sent" in banner(b))
    set_offline(phone, False)
    wait(phone, 60).until(lambda b: "waiting" not in banner(b))
    for box in boxes:
        phone.get(base_url + f"/history?box={box}")
        history = phone.find_element(By.ID, "main").text
        assert history.count("loaded") == 1, history


def test_in_move_mode_a_box_then_where_it_goes_packs_it_and_undo_takes_it_out_again(base_url, make_browser, labels):
    phone = make_browser()
    log_in(phone, base_url, "ann")
    box, into = labels["boxes"][4], labels["boxes"][5]
    start_scanning(phone, base_url, "move")
    type_number(phone, box)
    wait(phone).until(lambda b: "Now scan where it goes" in b.find_element(By.ID, "scan-result").text)
    assert "Moving crate 5" in phone.find_element(By.ID, "scan-result").text
    type_number(phone, into)
    wait(phone).until(
        lambda b: f"Box #{box} Moving crate 5 is now in #{into} Moving crate 6." in b.find_element(By.ID, "scan-result").text)
    phone.get(base_url + f"/boxes/{box}")
    wait_for_text(phone, f"#{into} Moving crate 6")
    start_scanning(phone, base_url, "move")
    type_number(phone, into)
    wait(phone).until(lambda b: "Now scan where it goes" in b.find_element(By.ID, "scan-result").text)
    type_number(phone, box)
    wait(phone).until(lambda b: "which is inside it; nothing was moved" in b.find_element(By.ID, "scan-result").text)
    type_number(phone, box)
    wait(phone).until(lambda b: "Now scan where it goes" in b.find_element(By.ID, "scan-result").text)
    type_number(phone, labels["boxes"][6])
    wait(phone).until(lambda b: f"is now in #{labels['boxes'][6]}" in b.find_element(By.ID, "scan-result").text)
    phone.find_element(By.ID, "scan-undo").click()
    wait(phone).until(lambda b: f"Undone: box #{box} is back where it was." in b.find_element(By.ID, "scan-result").text)
    phone.get(base_url + f"/boxes/{box}")
    wait_for_text(phone, f"#{into} Moving crate 6")


def test_a_move_scanned_without_a_network_waits_and_is_made_once(base_url, make_browser, labels):
    phone = make_browser()
    log_in(phone, base_url, "ann")
    controlled(phone)
    box, into = labels["boxes"][7], labels["boxes"][8]
    start_scanning(phone, base_url, "move")
    set_offline(phone, True)
    type_number(phone, box)
    wait(phone).until(lambda b: "Now scan where it goes" in b.find_element(By.ID, "scan-result").text)
    type_number(phone, into)
    wait(phone).until(
        lambda b: f"No network: box #{box} will go into #{into} when it returns." in b.find_element(By.ID, "scan-result").text)
    wait(phone).until(lambda b: "1 change waiting to be sent" in banner(b))
    set_offline(phone, False)
    wait(phone, 60).until(lambda b: "waiting" not in banner(b))
    phone.get(base_url + f"/history?box={box}")
    history = phone.find_element(By.ID, "main").text
    assert history.count(f"Packed box #{box} Moving crate 8 into #{into} Moving crate 9") == 1, history
