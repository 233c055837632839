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
of every page at both widths go to SCREENSHOT_DIR. Every overlay label
(.plumb-mark) must be at least 11 px and overlap no other label of its panel
and no text (a view's text, a view's or guide's name). On a phone the page
list is behind the Pages button and the table of contents folded; nothing is
wider than the screen.

Every live panel (.plumb-live) is then set, as a reader's drag would set it,
to 40 random widths in its range (not integers), to its two ends and to
0.05 pt either side of every piece boundary (data-live-breaks), and every
[data-view] box is compared with `plumb solve SOURCE --width W --json` (one
fresh solve per width) within 0.5 px. Views the figure marks ambiguous are
where the solver happened to put them and are not compared. Finally the check
checks itself: one slope in one panel's CSS is made 1 % steeper, and the same
comparison must then fail.
"""
import json
import os
import random
import re
import subprocess
import sys

import chromium
from selenium.webdriver.common.by import By

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
    return {(b["line"], bp["width"], bp["direction"]): absolute_frames(bp["frames"])
            for b in document["blocks"] for bp in b["breakpoints"]}


LIVE_RANDOM_WIDTHS = 40
# Chromium lays out on a 1/64 px grid: a width 0.01 from a boundary may land
# on it; 0.05 cannot.
LIVE_BOUNDARY_STEP = 0.05

LIVE_BOXES = """
// A tree that changes with the size class holds one canvas per class, only
// the one of the width shown displayed: its boxes are the ones compared.
const panel = arguments[0], canvas = [...panel.querySelectorAll('.plumb-canvas')].find(c => c.getClientRects().length > 0);
const k = canvas.getBoundingClientRect();
const out = {};
for (const el of canvas.querySelectorAll('[data-view]')) {
  if (el.classList.contains('plumb-ambiguous')) continue;
  const b = el.getBoundingClientRect();
  out[el.dataset.view] = [b.x - k.x, b.y - k.y, b.width, b.height];
}
return out;
"""


def absolute_frames(local):
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
    return absolute


def solve_at(plumb, source, width, cache):
    """{(block line, direction): {view: frame in root space}} at one width, solved fresh."""
    key = (source, width)
    if key not in cache:
        out = subprocess.run([plumb, "solve", source, "--width", repr(width), "--json"], capture_output=True, text=True)
        document = json.loads(out.stdout)
        cache[key] = {(b["line"], bp["direction"]): absolute_frames(bp["frames"])
                      for b in document["blocks"] for bp in b["breakpoints"]}
    return cache[key]


def live_widths(panel, rng):
    low, high = float(panel.get_attribute("data-live-min")), float(panel.get_attribute("data-live-max"))
    widths = [low, high] + [rng.uniform(low, high) for _ in range(LIVE_RANDOM_WIDTHS)]
    for b in (panel.get_attribute("data-live-breaks") or "").split():
        widths += [w for w in (float(b) - LIVE_BOUNDARY_STEP, float(b) + LIVE_BOUNDARY_STEP) if low <= w <= high]
    return widths


def live_mismatches(driver, plumb, source, panel, line, direction, widths, cache):
    """(widths checked, boxes checked, failures) for one live panel."""
    failures, boxes = [], 0
    for w in widths:
        driver.execute_script("arguments[0].style.width = arguments[1] + 'px'", panel, w)
        drawn = driver.execute_script(LIVE_BOXES, panel)
        expected = solve_at(plumb, source, w, cache).get((line, direction))
        if expected is None:
            failures.append(f"figure {line}: no solver frames at width {w}")
            continue
        for name, got in drawn.items():
            want = expected.get(name)
            boxes += 1
            if want is None:
                failures.append(f"figure {line}, live at {w:.4f}: view {name} is not in the solution")
                continue
            # A negative size is drawn empty, as in the snapshots.
            want = (want[0], want[1], max(want[2], 0), max(want[3], 0))
            if any(abs(g - x) > TOLERANCE for g, x in zip(got, want)):
                failures.append(f"figure {line}, live at {w:.4f}: view {name} drawn {[round(v, 3) for v in got]}, "
                                f"solved {[round(v, 3) for v in want]}")
    return len(widths), boxes, failures


def steepen_one_slope(driver, figure):
    """Makes the steepest `cqw` term of the figure's live CSS 1 % steeper; True if there was one."""
    return driver.execute_script("""
const style = arguments[0].querySelector('.plumb-live-panel > style');
if (!style) return false;
let best = null;
for (const m of style.textContent.matchAll(/([0-9.]+)cqw/g)) {
  if (!best || parseFloat(m[1]) > parseFloat(best[1])) best = m;
}
if (!best || parseFloat(best[1]) < 10) return false;
const text = style.textContent;
style.textContent = text.slice(0, best.index) + (parseFloat(best[1]) * 1.01) + 'cqw' + text.slice(best.index + best[0].length);
return true;
""", figure)


# Every overlay label of a panel as drawn: its rectangle and font size, and
# the rectangles of every text the labels must keep clear of (each view's
# text as laid out, the names of plain views and guides).
LABEL_LAYOUT = """
const panel = arguments[0];
const rect = r => [r.left, r.top, r.right, r.bottom];
const labels = Array.from(panel.querySelectorAll('.plumb-mark')).map(el =>
  [el.textContent, rect(el.getBoundingClientRect()), parseFloat(getComputedStyle(el).fontSize)]);
const texts = [];
for (const el of panel.querySelectorAll('.plumb-text, .plumb-name, .plumb-guide-name')) {
  const range = document.createRange(); range.selectNodeContents(el);
  const box = el.closest('[data-view],[data-guide]').getBoundingClientRect();
  for (const r of range.getClientRects()) {
    // A view's text is clipped by its box (overflow: hidden): what shows is
    // inside it, though a line's glyph area may reach past the line box.
    const clip = el.classList.contains('plumb-text');
    const l = clip ? Math.max(r.left, box.left) : r.left, rr = clip ? Math.min(r.right, box.right) : r.right;
    const t = clip ? Math.max(r.top, box.top) : r.top, b = clip ? Math.min(r.bottom, box.bottom) : r.bottom;
    if (rr - l > 0.5 && b - t > 0.5) texts.push([el.textContent, [l, t, rr, b]]);
  }
}
return [labels, texts];
"""


def label_problems(driver, panel):
    """Overlay labels at least 11 px, overlapping no other label and no text."""
    labels, texts = driver.execute_script(LABEL_LAYOUT, panel)
    problems = []

    def overlap(a, b):
        return min(a[2], b[2]) - max(a[0], b[0]) > TOLERANCE and min(a[3], b[3]) - max(a[1], b[1]) > TOLERANCE

    for i, (text, r, size) in enumerate(labels):
        if size < 11:
            problems.append(f"label '{text}' is {size}px")
        for other, r2, _ in labels[i + 1:]:
            if overlap(r, r2):
                problems.append(f"labels '{text}' and '{other}' overlap")
        for words, r2 in texts:
            if overlap(r, r2):
                problems.append(f"label '{text}' covers the text '{words}'")
    return problems, len(labels)


def reading_problems(driver, width):
    """The page reads on this screen: nothing wider than the viewport; on a
    phone the page list is behind the Pages button (which opens it) and the
    table of contents is folded above the text; on a wide screen both are
    beside the text."""
    problems = []
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    if overflow > 0:
        problems.append(f"the page is {overflow}px wider than the screen")
    button = driver.find_elements(By.CSS_SELECTOR, ".nav-button")
    sidebar = driver.find_elements(By.CSS_SELECTOR, ".sidebar")
    inline_toc = driver.find_elements(By.CSS_SELECTOR, ".toc-inline")
    side_toc = driver.find_elements(By.CSS_SELECTOR, "aside.toc")
    if not button or not sidebar:
        return problems + ["no Pages button or no page list"]
    if width < 768:
        if not button[0].is_displayed() or sidebar[0].is_displayed():
            problems.append("on a phone the page list is not behind the Pages button")
        else:
            button[0].click()
            if not sidebar[0].is_displayed():
                problems.append("the Pages button does not open the page list")
            elif sidebar[0].rect["y"] > button[0].rect["y"] + 200:
                problems.append("the opened page list is not at the top")
            button[0].click()
        if inline_toc and (not inline_toc[0].is_displayed() or inline_toc[0].get_attribute("open") is not None):
            problems.append("the table of contents is not folded above the text")
    else:
        if button[0].is_displayed() or not sidebar[0].is_displayed():
            problems.append("on a wide screen the page list is not beside the text")
        if inline_toc and inline_toc[0].is_displayed():
            problems.append("on a wide screen the folded table of contents shows")
        if side_toc and not side_toc[0].is_displayed():
            problems.append("on a wide screen the table of contents is hidden")
    return problems


def main():
    plumb, site, content, shots = sys.argv[1:5]
    os.makedirs(shots, exist_ok=True)
    driver = chromium.start("--hide-scrollbars", console_log=True)
    failures = []
    checked = 0
    texts_checked = 0
    labels_checked = 0
    live_panels = live_widths_checked = live_boxes = 0
    mutation_caught = None
    rng = random.Random(20261123)
    solve_cache = {}
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
                failures.extend(f"{page} @{width}px: {p}" for p in reading_problems(driver, width))
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
                        problems, count = label_problems(driver, panel)
                        labels_checked += count
                        failures.extend(f"{page} @{width}px: figure {line}, {bp_width:g} {direction}: {p}" for p in problems)
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
                if width == max(WIDTHS) and os.path.exists(source):
                    for figure in driver.find_elements(By.CSS_SELECTOR, "figure[data-block]"):
                        line = int(figure.get_attribute("data-block"))
                        for panel in figure.find_elements(By.CSS_SELECTOR, ".plumb-live"):
                            direction = panel.get_attribute("dir") or "ltr"
                            widths = live_widths(panel, rng)
                            n, boxes, problems = live_mismatches(driver, plumb, source, panel, line, direction, widths, solve_cache)
                            live_panels += 1
                            live_widths_checked += n
                            live_boxes += boxes
                            failures += [f"{page}: {p}" for p in problems]
                            if mutation_caught is None and not problems and steepen_one_slope(driver, figure):
                                _, _, caught = live_mismatches(driver, plumb, source, panel, line, direction, widths, solve_cache)
                                mutation_caught = (f"{page} figure {line}", len(caught))
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
    if live_panels and (mutation_caught is None or mutation_caught[1] == 0):
        failures.append(f"self-check: a live slope made 1 % steeper was not caught ({mutation_caught})")
    for f in failures:
        print("FAIL:", f)
    if mutation_caught:
        print(f"self-check: one slope 1 % steeper in {mutation_caught[0]} failed {mutation_caught[1]} box comparisons")
    print(f"live panels: {live_panels}, {live_widths_checked} widths, {live_boxes} view boxes compared")
    print(f"browser check: {len(pages)} pages, {checked} view boxes, {texts_checked} texts and {labels_checked} overlay labels "
          f"at {len(WIDTHS)} widths, {len(failures)} failures; screenshots in {shots}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
