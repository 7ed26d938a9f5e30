"""Every page, on a phone and on a laptop, checked by axe-core for accessibility and for fitting the screen.
Runs after the story in test_shared_inventory.py, on the inventory it left behind (it resizes its browsers itself,
so it checks both screens in each run of scripts/test-browser)."""

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from pages import invite, log_in, press

VIEWPORTS = {"phone": (390, 844), "laptop": (1280, 900)}
SERIOUS = ("serious", "critical")


def problems(browser):
    """Serious accessibility violations of the page shown, and whether it is wider than the window."""
    axe = Axe(browser)
    axe.inject()
    results = axe.run()
    found = [f"{violation['id']} ({violation['impact']}): {violation['help']} at "
             + ", ".join(node["target"][0] for node in violation["nodes"][:3])
             for violation in results["violations"] if violation["impact"] in SERIOUS]
    if not results["passes"]:
        found.append("axe checked nothing")
    wide = browser.execute_script("""
        var width = document.documentElement.clientWidth;
        return Array.prototype.slice.call(document.querySelectorAll("body *"))
            .filter(function (e) { return e.getBoundingClientRect().right > width + 1; })
            .map(function (e) { return e.tagName + "." + e.className + "#" + e.id; }).slice(0, 3);""")
    if wide:
        found.append("wider than the window: " + ", ".join(wide))
    return found


def test_every_page_is_accessible_on_a_phone_and_a_laptop(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes/1")
    item = owner.find_element(By.CSS_SELECTOR, "a.item-title").get_attribute("href")
    link = invite(owner, base_url, "viewer")
    owner.get(base_url + "/members")
    press(owner, owner.find_element(By.XPATH, "//button[normalize-space()='Make share link']"))
    made = {"made share link": problems(owner)}
    shared = owner.find_element(By.CSS_SELECTOR, "#new-share-link ~ p a.secret").get_attribute("href")
    pages = ["/boxes", "/boxes/1", item, "/boxes/1/remove", "/find?q=ket", "/find?q=bathroom", "/find?q=1", "/find?q=kettel", "/find?q=nothing-like-this",
             "/boxes?room=Porch&status=sealed", "/boxes?status=flying",
             "/arrivals", "/arrivals?room=Bathroom", "/labels", "/labels/print?boxes=1-9999", "/labels/print?boxes=1", "/transfers", "/history",
             "/members", "/members/leave", "/account", "/inventories", "/boxes/go?number=9999", "/no/such/page"]
    newcomer = make_browser()
    report = made
    for name, (width, height) in VIEWPORTS.items():
        for browser in (owner, newcomer):
            browser.set_window_size(width, height)
        for page in pages:
            owner.get(page if page.startswith("http") else base_url + page)
            report[f"{name} {page}"] = problems(owner)
        for page in ("/login", link, shared, shared + "/boxes/1", shared + "/find?q=ket", shared + "/boxes/9999"):
            newcomer.get(page if page.startswith("http") else base_url + page)
            report[f"{name} logged out {page}"] = problems(newcomer)
        # A page with a message and its Undo.
        owner.get(base_url + "/boxes/1")
        owner.find_element(By.CSS_SELECTOR, "a.item-title").click()
        press(owner, owner.find_element(By.XPATH, "//form[contains(@class, 'details')]//button[normalize-space()='Save']"))
        report[f"{name} after a change"] = problems(owner)
    assert {page: found for page, found in report.items() if found} == {}
