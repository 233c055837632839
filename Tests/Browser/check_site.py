#!/usr/bin/env python3
"""Opens every page of a built Plumb site in headless Chromium and checks that
every view box of every figure is where the solver put it.

usage: check_site.py PLUMB SITE_DIR CONTENT_DIR SCREENSHOT_DIR

For each page and each viewport width (390 and 1280 CSS px), every figure
panel is shown (its CSS tab clicked when it is behind one), and each
[data-view] element's rectangle, relative to its canvas and divided by the
canvas's scale (rendered width / breakpoint width), must equal the frame that
`plumb solve --json` reports, within 0.5 px. Every label's, button's and
field's text must be drawn as the solver measured it: a single line as wide
as its data-text-width (truncated or not), a wrapping label in
data-text-lines lines, each no wider than its box, so text measured in one
font and drawn in another, or wrapped differently, fails. The page must log no console
error, contain no <script>, and load nothing from another site. Screenshots
of every page at both widths go to SCREENSHOT_DIR.
"""
import json
import os
import subprocess
import sys

os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

TOLERANCE = 0.5
WIDTHS = (390, 1280)

# The drawn text of a .plumb-text element: its width and the number of lines
# it takes, against the room its box gives (all in CSS px).
TEXT_EXTENT = """
const el = arguments[0], cs = getComputedStyle(el), box = el.getBoundingClientRect();
const range = document.createRange(); range.selectNodeContents(el);
const rects = Array.from(range.getClientRects()).filter(r => r.width > 0);
const tops = new Set(rects.map(r => Math.round(r.top)));
const width = rects.length ? Math.max(...rects.map(r => r.right)) - Math.min(...rects.map(r => r.left)) : 0;
return [width, box.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight), tops.size,
        el.dataset.textWidth ? parseFloat(el.dataset.textWidth) : null,
        el.dataset.textLines ? parseInt(el.dataset.textLines) : null, el.textContent];
"""


def solver_frames(plumb, source):
    """{(block line, width, direction): {view: (x, y, w, h) in root space}}"""
    out = subprocess.run([plumb, "solve", source, "--json"], capture_output=True, text=True)
    document = json.loads(out.stdout)
    frames = {}
    for block in document["blocks"]:
        for bp in block["breakpoints"]:
            local = bp["frames"]
            absolute = {}

            def resolve(name):
                if name == "root":
                    return (0.0, 0.0)
                if name in absolute:
                    return absolute[name][:2]
                f = local[name]
                px, py = resolve(f["parent"])
                absolute[name] = (px + f["x"], py + f["y"], f["width"], f["height"])
                return absolute[name][:2]

            for name in local:
                resolve(name)
            frames[(block["line"], bp["width"], bp["direction"])] = absolute
    return frames


def main():
    plumb, site, content, shots = sys.argv[1:5]
    os.makedirs(shots, exist_ok=True)
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=opts, service=Service(executable_path="/usr/bin/chromedriver"))
    failures = []
    checked = 0
    texts_checked = 0
    pages = sorted(os.path.relpath(os.path.join(d, f), site)
                   for d, _, files in os.walk(site) for f in files if f.endswith(".html"))
    try:
        for page in pages:
            html = open(os.path.join(site, page), encoding="utf-8").read()
            if "<script" in html.lower():
                failures.append(f"{page}: contains a <script>")
            for attribute in ("src=\"http", "href=\"http", "url(http", "src=\"//", "href=\"//"):
                if attribute in html and "stylesheet" in html.split(attribute)[0][-200:]:
                    failures.append(f"{page}: loads from another site")
            source = os.path.join(content, page[:-5] + ".md")
            frames = solver_frames(plumb, source) if os.path.exists(source) else {}
            for width in WIDTHS:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
                driver.get("file://" + os.path.abspath(os.path.join(site, page)))
                driver.execute_script("return document.fonts.ready")
                broken = driver.execute_script(
                    "return Array.from(document.fonts).filter(f => f.status === 'error').map(f => f.family)")
                if broken:
                    failures.append(f"{page} @{width}px: fonts that did not load: {broken}")
                for figure in driver.find_elements(By.CSS_SELECTOR, "figure[data-block]"):
                    line = int(figure.get_attribute("data-block"))
                    panels = figure.find_elements(By.CSS_SELECTOR, ".plumb-panel")
                    for index, panel in enumerate(panels):
                        if not panel.is_displayed():
                            label = figure.find_element(By.CSS_SELECTOR, f"label[for='fig-{line}-tab-{index}']")
                            driver.execute_script("arguments[0].scrollIntoView()", label)
                            label.click()
                        bp_width = float(panel.get_attribute("data-width"))
                        direction = panel.get_attribute("data-direction")
                        expected = frames.get((line, bp_width, direction))
                        if expected is None:
                            failures.append(f"{page}: figure at line {line}, width {bp_width}: no solver frames")
                            continue
                        canvas = panel.find_element(By.CSS_SELECTOR, ".plumb-canvas")
                        # getBoundingClientRect, not WebDriver's rect: that one is rounded.
                        canvas_width = driver.execute_script("return arguments[0].getBoundingClientRect().width", canvas)
                        scale = canvas_width / bp_width
                        for element in panel.find_elements(By.CSS_SELECTOR, "[data-view]"):
                            name = element.get_attribute("data-view")
                            r = driver.execute_script(
                                "const b = arguments[0].getBoundingClientRect(), k = arguments[1].getBoundingClientRect();"
                                "return [b.x - k.x, b.y - k.y, b.width, b.height];", element, canvas)
                            got = [v / scale for v in r]
                            want = expected.get(name)
                            checked += 1
                            if want is None or any(abs(g - w) > TOLERANCE for g, w in zip(got, want)):
                                failures.append(f"{page} @{width}px: figure {line}, {bp_width:g} {direction}, view {name}: "
                                                f"drawn {[round(v, 3) for v in got]}, solved {want}")
                            for text in element.find_elements(By.XPATH, "./*[contains(@class, 'plumb-text')]"):
                                drawn, room, lines, measured, measured_lines, words = driver.execute_script(TEXT_EXTENT, text)
                                texts_checked += 1
                                problem = None
                                # Chromium places each glyph on a 1/64 px grid: allow that
                                # per character on top of half a pixel.
                                slack = TOLERANCE + len(words) / 64
                                if measured is not None and abs(drawn - measured * scale) > slack:
                                    problem = f"drawn {drawn / scale:.3f} wide, measured {measured}"
                                if measured_lines is not None and (lines != measured_lines or drawn > room + TOLERANCE * scale):
                                    problem = (f"drawn in {lines} lines {drawn / scale:.3f} wide, measured {measured_lines} lines "
                                               f"in a box {room / scale:.3f} wide")
                                if problem:
                                    failures.append(f"{page} @{width}px: figure {line}, {bp_width:g} {direction}, view {name}: "
                                                    f"text {words!r} {problem}")
                for entry in driver.get_log("browser"):
                    if entry.get("level") == "SEVERE":
                        failures.append(f"{page} @{width}px: console error: {entry.get('message')}")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
                driver.get("file://" + os.path.abspath(os.path.join(site, page)))
                name = page.replace("/", "_")[:-5]
                driver.save_screenshot(os.path.join(shots, f"{name}-{width}.png"))
    finally:
        driver.quit()
    for f in failures:
        print("FAIL:", f)
    print(f"browser check: {len(pages)} pages, {checked} view boxes and {texts_checked} texts at {len(WIDTHS)} widths, "
          f"{len(failures)} failures; screenshots in {shots}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
