"""Browsers for the end-to-end tests: headless Chromium driven by Selenium, against a running `tote serve`."""

import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("TOTE_URL")
    if not url:
        pytest.fail("TOTE_URL is not set: run these tests with scripts/test-browser")
    return url.rstrip("/")


# The screens the tests run on: scripts/test-browser runs every test on each.
VIEWPORTS = {"phone": "390,844", "laptop": "1280,900"}


def _browser(camera=None):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    size = VIEWPORTS[os.environ.get("TOTE_VIEWPORT", "phone")]
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--window-size={size}"):
        options.add_argument(argument)
    if camera:
        # A camera that films the video file, allowed without asking.
        for argument in ("--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
                         f"--use-file-for-fake-video-capture={camera}"):
            options.add_argument(argument)
    driver = webdriver.Chrome(
        service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options
    )
    driver.implicitly_wait(0)
    return driver


@pytest.fixture
def make_browser():
    """Starts as many independent browsers (separate cookie jars) as a test asks for; `camera` names a .y4m video
    that the browser's camera films."""
    browsers = []

    def make(camera=None):
        browser = _browser(camera)
        browsers.append(browser)
        return browser

    yield make
    for browser in browsers:
        browser.quit()
