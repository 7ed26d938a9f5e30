"""What a person does on Tote's pages, in their words: fill in a form, press its button, read what is shown."""

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, seconds=10):
    # A script may replace what a condition is reading (the box choices as they are typed into): that is a reason to
    # look again, not a failure.
    return WebDriverWait(browser, seconds, ignored_exceptions=(StaleElementReferenceException,))


def fill(browser, fields):
    for field_id, value in fields.items():
        element = browser.find_element(By.ID, field_id)
        element.clear()
        element.send_keys(value)


def submit(browser, field_id):
    """Submits the form that holds the given field, as pressing its button does, and waits for the next page."""
    form = browser.find_element(By.ID, field_id).find_element(By.XPATH, "./ancestor::form")
    press(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))


def press(browser, button):
    """Presses a button that sends a form, and waits until the browser shows the page that answers it."""
    page = browser.find_element(By.TAG_NAME, "html")
    button.click()
    wait(browser).until(lambda _: is_gone(page))


def is_gone(element):
    """Whether the page that held the element was replaced. Chromium answers for a node of a page it is leaving
    either that the element is stale or, in the middle of the navigation, that the node belongs to no document."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in (error.msg or ""):
            return True
        raise


def add_box(browser, title, location=None):
    """Sends the boxes page's form that adds a box; the browser is then on the new box's page."""
    fill(browser, {"box-title": title, **({"box-location": location} if location else {})})
    submit(browser, "box-title")


def send_to_room(browser, base_url, title, room):
    """Adds a box and gives it a room of the new home on its page; answers the new box's number."""
    browser.get(base_url + "/boxes")
    add_box(browser, title)
    fill(browser, {"box-room": room})
    press(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save for the move']"))
    wait_for_text(browser, f"For the {room}")
    return browser.find_element(By.CSS_SELECTOR, "h1 .box-number").text.lstrip("#")


def add_item(browser, title, quantity=None):
    """Sends the box page's form that adds an item."""
    fill(browser, {"item-title": title, **({"item-quantity": quantity} if quantity else {})})
    submit(browser, "item-title")


def main_text(browser):
    return browser.find_element(By.ID, "main").text


def wait_for_text(browser, text, seconds=10):
    wait(browser, seconds).until(expected_conditions.text_to_be_present_in_element((By.ID, "main"), text))


def wait_for_path(browser, path, seconds=10):
    wait(browser, seconds).until(lambda driver: driver.current_url.split("?")[0].endswith(path))


PASSWORD = "correct horse battery staple"


def log_in(browser, base_url, username):
    browser.get(base_url + "/login")
    fill(browser, {"login-username": username, "login-password": PASSWORD})
    submit(browser, "login-username")
    wait_for_path(browser, "/boxes")


def accept(browser, link, username):
    browser.get(link)
    fields = {field.get_attribute("id") for field in browser.find_elements(By.CSS_SELECTOR, "form input")}
    prefix = next(name for name in fields if name and name.endswith("username"))[: -len("username")]
    fill(browser, {prefix + "username": username, prefix + "display-name": username.title(),
                   prefix + "password": PASSWORD})
    submit(browser, prefix + "username")
    wait_for_path(browser, "/boxes")


def invite(owner, base_url, role):
    owner.get(base_url + "/members")
    owner.find_element(By.ID, "invite-role").send_keys(role)
    submit(owner, "invite-role")
    return owner.find_element(By.CSS_SELECTOR, "a.secret").get_attribute("href")


