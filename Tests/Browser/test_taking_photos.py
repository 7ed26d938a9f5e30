"""Photos taken while packing, on the inventory the story in test_shared_inventory.py left: three photos taken on a
box's page, one after another, shown as thumbnails there and in search results, each made small by the browser."""

import io
import os
import tempfile

from PIL import Image, ImageDraw
from selenium.webdriver.common.by import By

from pages import add_box, log_in, wait


def camera_photo(folder, name, colour):
    """A photo as large as a phone's camera takes, 4000 × 3000 pixels."""
    image = Image.new("RGB", (4000, 3000), colour)
    ImageDraw.Draw(image).ellipse((800, 600, 3200, 2400), fill=(255, 255, 255))
    path = os.path.join(folder, name)
    image.save(path, "JPEG", quality=85)
    return path


def natural_size(browser, image):
    return browser.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", image)


def loaded(browser, images):
    return images and all(browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
                          for image in images)


def test_three_photos_taken_on_a_box_page_show_as_thumbnails_there_and_in_search(base_url, make_browser):
    folder = tempfile.TemporaryDirectory()
    owner = make_browser()
    log_in(owner, base_url, "robin")
    owner.get(base_url + "/boxes")
    add_box(owner, "Bathroom shelf", "Upstairs")
    box_page = owner.current_url.split("?")[0]
    camera = owner.find_element(By.CSS_SELECTOR, "input[type=file][capture=environment]")
    assert camera.get_attribute("accept") == "image/*"

    for count, colour in enumerate([(200, 40, 40), (40, 160, 60), (40, 60, 200)], start=1):
        camera = owner.find_element(By.CSS_SELECTOR, "input[type=file][capture=environment]")
        camera.send_keys(camera_photo(folder.name, f"photo-{count}.jpg", colour))
        # Taking the photo sends it: the page comes back with it among the thumbnails.
        wait(owner, 30).until(lambda browser: len(browser.find_elements(By.CSS_SELECTOR, ".photo-tile img")) == count)
        assert "Added 1 photo to box" in owner.find_element(By.ID, "flash").text

    thumbnails = owner.find_elements(By.CSS_SELECTOR, ".photo-tile img")
    wait(owner).until(lambda browser: loaded(browser, thumbnails))
    for thumbnail in thumbnails:
        assert max(natural_size(owner, thumbnail)) <= 400, "the thumbnail was not made small"
    assert "Cover" in owner.find_element(By.CSS_SELECTOR, ".photo-tiles").text

    owner.find_elements(By.CSS_SELECTOR, ".photo-tile a")[0].click()
    wait(owner).until(lambda browser: "/photos/" in browser.current_url)
    photo = owner.find_element(By.TAG_NAME, "img")
    wait(owner).until(lambda browser: loaded(browser, [photo]))
    assert natural_size(owner, photo) == [2000, 1500], "the photo was not made small before it was sent"

    owner.get(base_url + "/find?q=bathroom")
    results = owner.find_elements(By.CSS_SELECTOR, "#find-results img.result-thumb")
    assert len(results) == 1
    wait(owner).until(lambda browser: loaded(browser, results))
    owner.get(box_page)
    assert len(owner.find_elements(By.CSS_SELECTOR, ".photo-tile img")) == 3
