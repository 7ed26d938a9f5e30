"""Printing labels on the inventory the story in test_shared_inventory.py left: a label printer's label that lists
what is in the box, from the form to the page to print, the way back, and the PNG a printer that takes images needs,
read back by an independent decoder."""

import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from pages import log_in, main_text, press, wait, wait_for_path


def test_a_label_printers_label_lists_the_box_and_saves_as_a_png(base_url, make_browser, tmp_path):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/labels")
    owner.find_element(By.ID, "labels-boxes").send_keys("1")
    Select(owner.find_element(By.ID, "labels-paper")).select_by_value("62x100mm")
    contents = owner.find_element(By.ID, "labels-contents")
    contents.clear()
    contents.send_keys("all")
    press(owner, owner.find_element(By.CSS_SELECTOR, "form.labels-form button[type=submit]"))

    wait_for_path(owner, "/labels/print")
    assert owner.find_element(By.TAG_NAME, "h1").text == "Box labels"
    assert "1 label of 62 × 100 mm, one a page." in owner.find_element(By.CSS_SELECTOR, "header").text
    assert "Print at 100 %" in owner.find_element(By.CSS_SELECTOR, "header").text
    assert owner.find_element(By.ID, "print").is_displayed()
    drawn = owner.find_element(By.CSS_SELECTOR, "section.sheet svg").get_attribute("outerHTML")
    assert 'width="62mm" height="100mm"' in drawn and ">Kettle</text>" in drawn

    # The button draws the label at 300 dots an inch and saves it; the test reads what the browser saved.
    owner.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    owner.find_element(By.CSS_SELECTOR, "button.png").click()
    saved = tmp_path / "box-1.png"
    wait(owner).until(lambda _: saved.exists() and saved.stat().st_size > 0 and not list(tmp_path.glob("*.crdownload")))
    png = saved.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert (width, height) == (732, 1181), "62 × 100 mm at 300 dots an inch"
    decoded = subprocess.run(["zbarimg", "--quiet", "--raw", str(saved)], capture_output=True, text=True).stdout
    assert decoded.strip().startswith(base_url + "/boxes/1?k="), decoded

    # The way back keeps what was chosen.
    press(owner, owner.find_element(By.LINK_TEXT, "Back to the labels form"))
    wait_for_path(owner, "/labels")
    assert Select(owner.find_element(By.ID, "labels-paper")).first_selected_option.get_attribute("value") == "62x100mm"
    assert owner.find_element(By.ID, "labels-contents").get_attribute("value") == "all"
    assert "Print labels" in main_text(owner)
