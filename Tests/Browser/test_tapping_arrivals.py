"""Moving day on two phones at once, on the inventory the story in test_shared_inventory.py left: boxes get a room
on their pages, and at the new home one phone checks a box off while the other sees it without reloading."""

from selenium.webdriver.common.by import By

from pages import log_in, press, send_to_room, wait, wait_for_text


def test_two_phones_check_boxes_off_at_the_door(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    send_to_room(owner, base_url, "Bathroom towels", "Bathroom")
    send_to_room(owner, base_url, "Bathroom mirror", "Bathroom")
    helper = make_browser()
    log_in(helper, base_url, "ann")
    for phone in (owner, helper):
        phone.get(base_url + "/arrivals")
        phone.find_element(By.PARTIAL_LINK_TEXT, "Bathroom").click()
        wait_for_text(phone, "0 of 2 boxes arrived")
    buttons = owner.find_elements(By.CSS_SELECTOR, "button.arrive")
    assert len(buttons) == 2
    press(owner, buttons[0])
    wait_for_text(owner, "1 of 2 boxes arrived")
    # The other phone, untouched, follows.
    wait_for_text(helper, "1 of 2 boxes arrived", seconds=15)
    assert len(helper.find_elements(By.CSS_SELECTOR, "button.arrive")) == 1
    press(helper, helper.find_element(By.CSS_SELECTOR, "button.arrive"))
    wait_for_text(owner, "2 of 2 boxes arrived", seconds=15)
    owner.get(base_url + "/arrivals")
    assert "Bathroom" in owner.find_element(By.ID, "main").text
    wait(owner).until(lambda browser: browser.find_elements(By.CSS_SELECTOR, "progress"))
