"""Finding a box and an item as a person types, on the inventory the story in test_shared_inventory.py left."""

from selenium.webdriver.common.by import By

from pages import add_box, log_in, wait, wait_for_text


def results_text(browser):
    return browser.find_element(By.ID, "find-results").text


def test_results_follow_the_typing_and_mark_what_matched(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    add_box(owner, "Winter clothes", "Attic")
    owner.get(base_url + "/find")
    field = owner.find_element(By.ID, "find-q")
    field.send_keys("inter")
    # No button is pressed: the results follow the text after a short pause, and the address keeps it.
    wait(owner).until(lambda browser: "Winter clothes" in results_text(browser))
    assert owner.current_url.endswith("/find?q=inter")
    assert "inter" in [mark.text for mark in owner.find_elements(By.CSS_SELECTOR, "#find-results mark")]
    assert owner.find_element(By.ID, "find-q") == field, "the field is the one typed into, focus and all"
    field.clear()
    field.send_keys("ettl")
    wait(owner).until(lambda browser: "Kettle" in results_text(browser))
    assert "Winter clothes" not in results_text(owner)
    assert owner.current_url.endswith("/find?q=ettl")
    owner.find_element(By.PARTIAL_LINK_TEXT, "Kettle").click()
    wait(owner).until(lambda browser: "/items/" in browser.current_url)
    # A typo in a long word is forgiven, and a reload shows what the address says.
    owner.get(base_url + "/find?q=kettel")
    wait_for_text(owner, "showing what matches “kettle”")
    assert "Kettle" in results_text(owner)
