"""Moving day on the boxes page, on the inventory the story in test_shared_inventory.py left: boxes ticked in the list
get a room and a status in one change, the counts lead to them, and a printed label, decoded as a phone's camera
would, opens its box for someone who has to log in first."""

import re
import subprocess
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By

from label_video import label_picture
from pages import (
    PASSWORD, add_box, add_item, fill, log_in, main_text, press, submit, wait, wait_for_path, wait_for_text)


def test_ticked_boxes_change_together_and_their_counts_lead_to_them(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    titles = ["Porch boots", "Porch umbrellas", "Porch doormat"]
    for title in titles:
        owner.get(base_url + "/boxes")
        add_box(owner, title)
    owner.get(base_url + "/boxes?q=porch")
    for title in titles:
        owner.find_element(By.CSS_SELECTOR, f"input[type=checkbox][aria-label$='{title}']").click()
    fill(owner, {"change-room": "Porch"})
    owner.find_element(By.ID, "change-status").send_keys("sealed")
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Change boxes']"))
    assert "Changed 3 boxes." in owner.find_element(By.ID, "flash").text
    assert "/boxes?q=porch" in owner.current_url
    owner.get(base_url + "/boxes")
    owner.find_element(By.XPATH, "//summary[normalize-space()='Find, filter and sort']").click()
    press(owner, owner.find_element(By.XPATH, "//a[contains(@class, 'chip') and starts-with(normalize-space(), 'Porch')]"))
    wait_for_text(owner, "3 boxes for the Porch.")
    rows = owner.find_elements(By.CSS_SELECTOR, "ul.boxes .box-moving")
    assert [row.text for row in rows] == ["For the Porch · sealed"] * 3


def decoded_label(base_url, session_cookie, box):
    """The text of the QR code on a box's printed label, cut from the sheet as the print page serves it and drawn to
    pixels (label_video.py), read by zbarimg, as a phone's camera reads the paper."""
    with tempfile.TemporaryDirectory() as directory:
        picture = Path(directory, "label.png")
        label_picture(base_url, session_cookie, box).save(picture)
        read = subprocess.run(["zbarimg", "--quiet", "--raw", str(picture)], check=True, capture_output=True,
                              text=True)
    return read.stdout.strip()


def test_a_scanned_label_opens_its_box_after_logging_in(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes?q=porch+doormat")
    box = owner.find_element(By.CSS_SELECTOR, "ul.boxes a.box-row").get_attribute("href").rsplit("/", 1)[1]
    address = decoded_label(base_url, owner.get_cookie("tote_session")["value"], box)
    # The box's page, with the key of the box that tells it from box of the same number in another inventory.
    assert re.fullmatch(rf"{re.escape(base_url)}/boxes/{box}\?k=[0-9a-f]{{8}}", address), address

    phone = make_browser()
    phone.get(address)
    wait_for_path(phone, "/login")
    fill(phone, {"login-username": "ann", "login-password": PASSWORD})
    submit(phone, "login-username")
    wait_for_path(phone, f"/boxes/{box}")
    wait_for_text(phone, "Porch doormat")


def test_items_ticked_on_a_box_s_page_move_together_and_come_back_with_undo(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    add_box(owner, "Shed odds")
    shed = owner.current_url.split("?")[0]
    for title in ["Rake", "Hose", "Trowel"]:
        add_item(owner, title)
    owner.get(base_url + "/boxes")
    add_box(owner, "Garden bench box")
    bench = owner.current_url.split("?")[0].rsplit("/", 1)[1]
    owner.get(shed)
    for title in ["Rake", "Trowel"]:
        owner.find_element(By.CSS_SELECTOR, f"input.item-tick[aria-label$='{title}']").click()
    fill(owner, {"ticked-destination": bench})
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Move them']"))
    wait_for_flash(owner, "Moved 2 items from box")
    assert "Rake" not in main_text(owner) and "Hose" in main_text(owner)
    press(owner, owner.find_element(By.XPATH, "//div[@id='flash']//button[normalize-space()='Undo']"))
    wait_for_text(owner, "Rake")
    assert "Trowel" in main_text(owner)

    for title in ["Hose", "Trowel"]:
        owner.find_element(By.CSS_SELECTOR, f"input.item-tick[aria-label$='{title}']").click()
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Remove them']"))
    wait_for_flash(owner, "Removed 2 items from box")
    assert "Trowel" not in main_text(owner)
    press(owner, owner.find_element(By.XPATH, "//div[@id='flash']//button[normalize-space()='Undo']"))
    wait_for_text(owner, "Trowel")
    assert "Hose" in main_text(owner)


def wait_for_flash(browser, text):
    """Waits until the message above the page says `text`."""
    wait(browser).until(lambda _: text in browser.find_element(By.ID, "flash").text)
