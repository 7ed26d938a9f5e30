"""Bringing a Homebox export in from the browser and following the import as it runs, on the inventory the story in
test_shared_inventory.py left."""

import os
import tempfile

from selenium.webdriver.common.by import By

from pages import log_in, main_text, press, wait, wait_for_text


def test_an_owner_imports_a_homebox_file_and_follows_it_to_its_report(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    owner.find_element(By.LINK_TEXT, "Import or export").click()
    folder = tempfile.TemporaryDirectory()
    path = os.path.join(folder.name, "homebox.csv")
    with open(path, "w", encoding="utf-8") as file:
        file.write("HB.import_ref,HB.location,HB.name,HB.quantity,HB.purchase_price\n"
                   "w1,Loft / Crate 7,Snow boots,2,40\nw2,Loft / Crate 7,Sledge,1,\n")
    owner.find_element(By.ID, "import-file").send_keys(path)
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Import']"))
    wait_for_text(owner, "Import done")
    text = main_text(owner)
    assert "Imported 2 rows: 2 boxes and 2 items added" in text
    assert "HB.purchase_price (1 row)" in text
    owner.get(base_url + "/find?q=sledge")
    wait(owner).until(lambda browser: "Crate 7" in main_text(browser))
