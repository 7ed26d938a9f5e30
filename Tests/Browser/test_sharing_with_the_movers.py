"""An owner shares one room's boxes with the movers through a link: a logged-out browser sees exactly those boxes,
cannot change anything, and the moment the link is withdrawn it stops working and an open page says so."""

import subprocess
import tempfile
import time
from pathlib import Path

from selenium.webdriver.common.by import By

from pages import add_item, fill, log_in, main_text, press, send_to_room, submit, wait, wait_for_text


def test_a_link_for_one_room_shows_its_boxes_changes_nothing_and_stops_when_withdrawn(base_url, make_browser):
    owner = make_browser()
    log_in(owner, base_url, "robin")
    hallway = [send_to_room(owner, base_url, title, "Hallway cupboard") for title in ("Hat stand", "Shoe rack")]
    add_item(owner, "Brass shoehorn")
    wait_for_text(owner, "Brass shoehorn")
    elsewhere = send_to_room(owner, base_url, "Globe", "Study nook")

    # The owner makes a link for the hallway cupboard on the members page; it is shown once, as an address and a QR
    # code.
    owner.get(base_url + "/members")
    owner.find_element(By.CSS_SELECTOR, "input[name=scope][value=room]").click()
    fill(owner, {"share-room": "Hallway cupboard", "share-note": "For the movers"})
    owner.find_element(By.ID, "share-expires").send_keys("7 days")
    submit(owner, "share-room")
    link = owner.find_element(By.CSS_SELECTOR, "#new-share-link ~ p a.secret").get_attribute("href")
    assert "/s/" in link
    with tempfile.TemporaryDirectory() as folder:
        code = Path(folder) / "code.png"
        code.write_bytes(owner.find_element(By.CSS_SELECTOR, ".share-code svg").screenshot_as_png)
        decoded = subprocess.run(["zbarimg", "--quiet", "--raw", str(code)], capture_output=True, text=True).stdout
    assert decoded.strip() == link

    # A logged-out browser sees exactly the cupboard's boxes, and a box with its items, and nothing of the members.
    movers = make_browser()
    movers.get(link)
    wait_for_text(movers, "Hat stand")
    listed = [row.text for row in movers.find_elements(By.CSS_SELECTOR, "ul.boxes .box-number")]
    assert listed == [f"#{number}" for number in hallway]
    assert "Globe" not in main_text(movers) and "Kitchen" not in main_text(movers)
    assert "Robin" not in movers.page_source and "/history" not in movers.page_source
    assert movers.find_elements(By.CSS_SELECTOR, "form[method=post]") == []
    press(movers, movers.find_element(By.CSS_SELECTOR, f"a[href$='/boxes/{hallway[1]}']"))
    wait_for_text(movers, "Brass shoehorn")
    assert movers.find_elements(By.ID, "item-title") == []

    # It refuses every write: a form posted to the link's pages, or to a member's, changes nothing.
    statuses = movers.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const body = new URLSearchParams({title: "Stolen"});
        Promise.all([location.pathname + "/items", location.pathname + "/remove", "/boxes", "/boxes/1/items"]
            .map(path => fetch(path, {method: "POST", body, redirect: "manual"}).then(r => r.status)))
            .then(done);
    """)
    assert all(status in (0, 403, 404, 405) for status in statuses), statuses
    movers.get(f"{link}/boxes/{elsewhere}")
    assert "no box" in main_text(movers).lower() or "not found" in movers.title.lower()
    owner.get(f"{base_url}/boxes/{hallway[1]}")
    assert "Stolen" not in main_text(owner)

    # The movers keep a box open; it follows the owner's changes.
    movers.get(f"{link}/boxes/{hallway[1]}")
    wait_for_text(movers, "Brass shoehorn")
    add_item(owner, "Boot brush")
    wait_for_text(movers, "Boot brush", seconds=15)

    # When the owner withdraws the link, the very next request through it is refused, and the open page says it
    # stopped.
    owner.get(base_url + "/members")
    withdraw = owner.find_element(By.XPATH, "//ul[@class='share-links']//button[normalize-space()='Withdraw']")
    press(owner, withdraw)
    withdrawn = time.monotonic()
    ended = movers.find_element(By.ID, "live-ended")
    wait(movers, 15).until(lambda _: ended.is_displayed())
    print(f"the open page said the link was withdrawn {time.monotonic() - withdrawn:.2f} s after the owner's answer")
    assert "withdrawn" in ended.text
    reader = make_browser()
    reader.get(f"{link}/boxes/{hallway[1]}")
    assert "Brass shoehorn" not in reader.page_source and "not valid" in reader.page_source
