"""Headless Chromium through Debian's chromium and chromedriver, for the
browser checks (selenium offline: no driver download, no statistics)."""
import os

os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402


def start(*arguments, console_log=False):
    """A headless Chromium; `arguments` are extra command-line switches;
    `console_log` keeps the page's console for the check to read."""
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage") + arguments:
        opts.add_argument(a)
    if console_log:
        opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(options=opts, service=Service(executable_path="/usr/bin/chromedriver"))
