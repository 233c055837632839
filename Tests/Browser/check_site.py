#!/usr/bin/env python3
"""Opens every page of a built Plumb site in headless Chromium and checks that
every view box of every figure is where the solver put it.

usage: check_site.py PLUMB SITE_DIR CONTENT_DIR SCREENSHOT_DIR [PAGE ...]

With PAGEs (paths relative to SITE_DIR, such as guide/stack-views.html), only
those are checked, and the self-checks that need a kind of figure those pages
may lack (variants, translations) are left out.

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
of every page at both widths go to SCREENSHOT_DIR. A colour an author gives
a view, a scroll view or the root is painted, a UIKit system colour in the
scheme's own value; a scroll view's subview reaching outside its frame is
under the off-screen veil. Every overlay label
(.plumb-mark) must be at least 11 px and overlap no other label of its panel
and no text (a view's text, a view's or guide's name), and have a contrast of
at least 4.5:1 against what is behind it, in the light and the dark scheme.
At 320 px (a phone narrower than the theme's narrowest column, where a
panel scrolls rather than shrink below the scale its labels were placed for)
and at 820 px (an iPad's column beside the page list) every overlay label is
checked the same way, and must also not be cut at the left, where no
scrolling reaches; with the frames' min-width removed at 320 some label must
then crowd another. A view's text is at least 11 px (a layout too wide for a phone's column
scrolls sideways instead of shrinking). On a phone the page
list is behind the Pages button and the table of contents folded; nothing is
wider than the screen. No table of the text is wider than its column at
1280; at 390 one may be only inside a .table-wrap that scrolls and is no
wider than the column.

Every live panel (.plumb-live) is then set, as a reader's drag would set it,
to 40 random widths in its range (not integers), to its two ends and to
0.05 pt either side of every piece boundary (data-live-breaks), and every
[data-view] box is compared with `plumb solve SOURCE --width W --json` (one
fresh solve per width) within 0.5 px. Views the figure marks ambiguous are
where the solver happened to put them and are not compared. Finally the check
checks itself: one slope in one panel's CSS is made 1 % steeper, and the same
comparison must then fail.

Every width stop of every live panel (input[type=radio][data-live-width]) is
chosen by a click on its label at both viewport widths, as a tap on a phone
would: the panel's content box must then be exactly that width and every
box the fresh solve's at it; "Fit" must give the drag handle back. One stop
made to claim a width 7 pt off must then fail. At each stop the live
overlay is checked too: every spacing mark shown (.plumb-live-spacing)
spans exactly the two anchors its data-from and data-to name, in the fresh
solve's frames (within 0.5 px), its number or formula in W ("0.5 W − 110")
equals the distance between them at W, and no shown label overlaps another,
a view's text or the status line. One mark moved 3 px must then fail.
The marks of issue 30 are held to the source and the solver too: a view
given `alignmentInsets=T,L,B,R` in its block draws its alignment rectangle
(.plumb-alignment-rect) at its solved frame inset by exactly those; a hidden
arranged view (`hidden=true` under a `stack`) gets a pinch
(.plumb-hidden-ghost) at its solved, squeezed frame and a label naming it; a
device breakpoint draws its sensor housing (.plumb-island, .plumb-notch) in
the inset where the hardware is: across the top of a portrait phone, upright
at the middle of the left side of a landscape one. On the live panels, at
every width stop, a scroll view's subview reaching outside its frame is
under the off-screen veil. Each of these checks one broken mark on purpose
(moved 5 px, or the veil removed) and must then fail.
Pages in another language (`zh-Hans/guide/x.html`, from
`content/guide/x.zh-Hans.md`) are checked the same way, and must say their
language (`<html lang>`), link only existing pages as their hreflang
alternates, and draw every Chinese or Japanese character with a font that
has it: on a machine with no CJK font (this one: `fc-list :lang=zh` is
empty) that is the shipped Droid Sans Fallback, as Chromium reports through
CSS.getPlatformFontsForNode. A character drawn in a font without it is a box.
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
# From this viewport width on, every table fits its column.
WIDE_SCREEN = 1024

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
    """{(block line, variant, width, direction): {view: (x, y, w, h) in root space}}: variant 0 is
    the block as written, K its K-th named variant (`variants[K - 1]`)."""
    out = subprocess.run([plumb, "solve", source, "--json"], capture_output=True, text=True)
    document = json.loads(out.stdout)
    DEVICES.clear()
    frames = {}
    for b in document["blocks"]:
        for k, solved in enumerate([b] + b.get("variants", [])):
            for bp in solved["breakpoints"]:
                frames[(b["line"], k, bp["width"], bp["direction"])] = absolute_frames(bp["frames"], bp.get("boundsOrigins", {}))
                if "device" in bp:
                    DEVICES[(b["line"], k, bp["width"], bp["direction"])] = (bp["device"], bp["width"], bp["height"])
    return frames


# (block line, variant, width, direction) -> (device name, width, height), for device breakpoints.
DEVICES = {}


def show_variant(driver, element):
    """Shows the variant tab an element of a figure is in, as a reader would (a click on its tab).
    Returns the variant's index (0: the block as written, or no variants)."""
    variant = driver.execute_script("return arguments[0].closest('.plumb-variant')", element)
    index = 0
    if variant is not None:
        index = int(variant.get_attribute("data-variant-index"))
        tabs = driver.execute_script("return arguments[0].parentElement", variant)
        radio = tabs.find_element(By.CSS_SELECTOR, f":scope > input[data-variant-index='{index}']")
        if not radio.is_selected():
            click_label(driver, tabs, radio)
    return index


def show_panel(driver, panel):
    """Makes a breakpoint panel visible as a reader would: a click on its variant's tab, then on its
    breakpoint's tab. Returns the variant's index (0: the block as written, or no variants)."""
    index = show_variant(driver, panel)
    if not panel.is_displayed():
        group = driver.execute_script("return arguments[0].parentElement", panel)
        siblings = group.find_elements(By.CSS_SELECTOR, ":scope > .plumb-panel")
        radio = group.find_elements(By.CSS_SELECTOR, ":scope > input")[siblings.index(panel)]
        click_label(driver, group, radio)
    return index


def click_label(driver, parent, radio):
    label = parent.find_element(By.CSS_SELECTOR, f":scope > label[for='{radio.get_attribute('id')}']")
    driver.execute_script("arguments[0].scrollIntoView()", label)
    label.click()


VISIBLE_BOXES = """
const canvas = arguments[0], k = canvas.getBoundingClientRect(), out = {};
for (const el of canvas.querySelectorAll('[data-view]')) {
  const b = el.getBoundingClientRect();
  out[el.dataset.view] = [b.x - k.x, b.y - k.y, b.width, b.height];
}
return out;
"""


def variant_mismatches(driver, figure, line, frames):
    """Clicks every variant tab of a figure and compares every box of the drawing then shown with
    `plumb solve --json`'s solution of that variant: (tabs, boxes compared, problems)."""
    tabs, boxes, problems = 0, 0, []
    for group in figure.find_elements(By.CSS_SELECTOR, ".plumb-variants"):
        for radio in group.find_elements(By.CSS_SELECTOR, ":scope > input[data-variant-index]"):
            k = int(radio.get_attribute("data-variant-index"))
            click_label(driver, group, radio)
            shown = [v for v in group.find_elements(By.CSS_SELECTOR, ":scope > .plumb-variant") if v.is_displayed()]
            tabs += 1
            if len(shown) != 1:
                problems.append(f"figure {line}, variant tab {k}: {len(shown)} variants shown")
                continue
            for panel in shown[0].find_elements(By.CSS_SELECTOR, ".plumb-panel"):
                if not panel.is_displayed():
                    group_of = driver.execute_script("return arguments[0].parentElement", panel)
                    siblings = group_of.find_elements(By.CSS_SELECTOR, ":scope > .plumb-panel")
                    click_label(driver, group_of, group_of.find_elements(By.CSS_SELECTOR, ":scope > input")[siblings.index(panel)])
                width, direction = float(panel.get_attribute("data-width")), panel.get_attribute("data-direction")
                want = frames.get((line, k, width, direction))
                if want is None:
                    problems.append(f"figure {line}, variant tab {k}, {width:g}: no solved variant")
                    continue
                canvas = panel.find_element(By.CSS_SELECTOR, ".plumb-canvas")
                scale = driver.execute_script("return arguments[0].getBoundingClientRect().width", canvas) / width
                for name, r in driver.execute_script(VISIBLE_BOXES, canvas).items():
                    got = [v / scale for v in r]
                    boxes += 1
                    if name not in want or any(abs(g - w) > TOLERANCE for g, w in zip(got, want[name])):
                        problems.append(f"figure {line}, variant tab {k} ({radio.get_attribute('data-variant')}), {width:g}, "
                                        f"view {name}: drawn {[round(v, 3) for v in got]}, solved {want.get(name)}")
        # Back to the first tab, as the page opens.
        first = group.find_element(By.CSS_SELECTOR, ":scope > input")
        click_label(driver, group, first)
    return tabs, boxes, problems


def last_two_variants_differ(figure, line, frames):
    """Whether the solver gives a figure's last two variants different frames somewhere: swapping
    two drawings that are alike (a variant that only lets text hang out of an unchanged box) can
    show nothing, so the self-check needs two that differ."""
    count = len(figure.find_elements(By.CSS_SELECTOR, ".plumb-variants > .plumb-variant"))
    if count < 2:
        return False
    a, b = count - 2, count - 1
    keys = {(w, d) for (l, k, w, d) in frames if l == line and k in (a, b)}
    return any(frames.get((line, a, w, d)) != frames.get((line, b, w, d)) for (w, d) in keys)


def swap_two_variants(driver, figure):
    """The check's own check: the drawings of a figure's last two variants change places, so each
    tab shows another variant's solution. Returns whether the figure has two to swap."""
    return driver.execute_script("""
const all = arguments[0].querySelectorAll('.plumb-variants > .plumb-variant');
if (all.length < 2) return false;
const a = all[all.length - 2], b = all[all.length - 1];
a.parentNode.insertBefore(b, a);
return true;""", figure)


LIVE_RANDOM_WIDTHS = 40
# Chromium lays out on a 1/64 px grid: a width 0.01 from a boundary may land
# on it; 0.05 cannot.
LIVE_BOUNDARY_STEP = 0.05

LIVE_BOXES = """
// A tree that changes with the size class holds one canvas per class, only
// the one of the width shown displayed: its boxes are the ones compared.
// arguments[1], when given, is a width to give the panel first: one
// WebDriver round trip per width instead of two (each costs ~20 ms).
const panel = arguments[0];
if (arguments.length > 1) panel.style.width = arguments[1] + 'px';
const canvas = [...panel.querySelectorAll('.plumb-canvas')].find(c => c.getClientRects().length > 0);
const k = canvas.getBoundingClientRect();
const out = {};
for (const el of canvas.querySelectorAll('[data-view]')) {
  if (el.classList.contains('plumb-ambiguous')) continue;
  const b = el.getBoundingClientRect();
  out[el.dataset.view] = [b.x - k.x, b.y - k.y, b.width, b.height];
}
return out;
"""


def absolute_frames(local, bounds_origins=None):
    """Each view's rectangle on the canvas: its frame's origin is in its
    superview's bounds, so a superview whose bounds origin is moved
    (`contentOffset`, from `plumb solve --json`'s `boundsOrigins`) shows it
    that much up and left."""
    absolute = {}
    origins = bounds_origins or {}

    def resolve(name):
        if name == "root":
            return (0.0, 0.0)
        if name in absolute:
            return absolute[name][:2]
        f = local[name]
        px, py = resolve(f["parent"])
        shift = origins.get(f["parent"], {"x": 0, "y": 0})
        px, py = px - shift["x"], py - shift["y"]
        # A negative size (the articles' VFL label, a mirrored anchorWithOffset) is one
        # UIKit keeps and draws empty; the figure's box is as empty: CSS has no negative width.
        absolute[name] = (px + f["x"], py + f["y"], max(0.0, f["width"]), max(0.0, f["height"]))
        return absolute[name][:2]

    for name in local:
        resolve(name)
    return absolute


def solve_at(plumb, source, width, cache):
    """{(block line, direction): {view: frame in root space}} at one width, solved fresh."""
    solve_widths(plumb, source, [width], cache)
    return cache[(source, width)]


def solve_widths(plumb, source, widths, cache):
    """Solves SOURCE fresh at every width of WIDTHS not yet in CACHE, in one
    `plumb solve --width W --width W' ...` run: a process per width cost
    about 0.1 s of start-up each, several minutes over a full check."""
    todo = [w for w in dict.fromkeys(widths) if (source, w) not in cache]
    if not todo:
        return
    arguments = [a for w in todo for a in ("--width", repr(w))]
    out = subprocess.run([plumb, "solve", source, *arguments, "--budget", "0", "--json"], capture_output=True, text=True)
    document = json.loads(out.stdout)
    for w in todo:
        cache[(source, w)] = {}
    for b in document["blocks"]:
        # A block of a fixed width answers with its own width whatever was
        # asked: that one drawing stands for every requested width.
        answered = {bp["width"] for bp in b["breakpoints"]}
        fixed = not all(any(abs(a - w) < 1e-9 for a in answered) for w in todo)
        for bp in b["breakpoints"]:
            frames = absolute_frames(bp["frames"], bp.get("boundsOrigins", {}))
            matching = todo if fixed else [w for w in todo if abs(bp["width"] - w) < 1e-9]
            for w in matching:
                cache[(source, w)][(b["line"], bp["direction"])] = frames


def live_widths(panel, rng):
    low, high = float(panel.get_attribute("data-live-min")), float(panel.get_attribute("data-live-max"))
    # Chromium lays out in 1/64 px units: a width such as 375.0108 is drawn
    # as 375.0 and so on the wrong side of a break at 375 that the CSS states
    # exactly. Random widths are taken on that grid; the widths just either
    # side of each break are added below, a whole step away.
    widths = [low, high] + [round(rng.uniform(low, high) * 64) / 64 for _ in range(LIVE_RANDOM_WIDTHS)]
    for b in (panel.get_attribute("data-live-breaks") or "").split():
        widths += [w for w in (float(b) - LIVE_BOUNDARY_STEP, float(b) + LIVE_BOUNDARY_STEP) if low <= w <= high]
    return widths


def live_mismatches(driver, plumb, source, panel, line, direction, widths, cache):
    """(widths checked, boxes checked, failures) for one live panel."""
    failures, boxes = [], 0
    if show_variant(driver, panel) != 0:
        return 0, 0, [f"figure {line}: a live panel in a variant's tab, which this check cannot solve"]
    solve_widths(plumb, source, widths, cache)
    for w in widths:
        n, problems = boxes_at(driver, plumb, source, panel, line, direction, w, cache, "live", resize=True)
        boxes += n
        failures += problems
    return len(widths), boxes, failures


def boxes_at(driver, plumb, source, panel, line, direction, w, cache, how, resize=False):
    """(boxes checked, failures): every [data-view] box of a live panel against a fresh solve at W
    (with RESIZE, the panel is first made W wide)."""
    failures, boxes = [], 0
    drawn = driver.execute_script(LIVE_BOXES, panel, w) if resize else driver.execute_script(LIVE_BOXES, panel)
    expected = solve_at(plumb, source, w, cache).get((line, direction))
    if expected is None:
        return 0, [f"figure {line}: no solver frames at width {w}"]
    for name, got in drawn.items():
        want = expected.get(name)
        boxes += 1
        if want is None:
            failures.append(f"figure {line}, {how} at {w:.4f}: view {name} is not in the solution")
            continue
        # A negative size is drawn empty, as in the snapshots.
        want = (want[0], want[1], max(want[2], 0), max(want[3], 0))
        if any(abs(g - x) > TOLERANCE for g, x in zip(got, want)):
            failures.append(f"figure {line}, {how} at {w:.4f}: view {name} drawn {[round(v, 3) for v in got]}, "
                            f"solved {[round(v, 3) for v in want]}")
    return boxes, failures


def stop_mismatches(driver, plumb, source, panel, line, direction, cache, overlay):
    """(stops checked, boxes checked, failures) for one live panel's width stops.
    `overlay` counts the live marks checked ("marks") and keeps what the
    check caught when one was misplaced on purpose ("caught").

    Each stop is chosen as a reader would, by its label (a click, as a tap
    on a phone): the panel's content box must then be the width the stop's
    data-live-width names, and every box the layout solved fresh at that
    width. "Fit" then gives the panel back to the column and the drag handle.
    """
    holder = panel.find_element(By.XPATH, "./ancestor::div[contains(@class, 'plumb-live-panel')]")
    stops = holder.find_elements(By.CSS_SELECTOR, "input[type=radio][data-live-width]")
    failures, boxes = [], 0
    # A live panel in a variant's tab is used as a reader uses it: with
    # that tab shown (another check may have left another one chosen). The
    # fresh solves below are the block as written, so only its panel can be
    # checked against them.
    if show_variant(driver, panel) != 0:
        return 0, 0, [f"figure {line}: a live panel in a variant's tab, which this check cannot solve"]
    driver.execute_script("arguments[0].style.width = ''", panel)
    solve_widths(plumb, source, [float(stop.get_attribute("data-live-width")) for stop in stops], cache)
    for stop in stops:
        w = float(stop.get_attribute("data-live-width"))
        label = holder.find_element(By.CSS_SELECTOR, f"label[for='{stop.get_attribute('id')}']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", label)
        label.click()
        if not stop.is_selected():
            failures.append(f"figure {line}: the stop labelled {label.text!r} was not chosen by a click on its label")
            continue
        content = driver.execute_script(
            "const s = getComputedStyle(arguments[0]);"
            "return arguments[0].clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)", panel)
        if abs(content - w) > TOLERANCE:
            failures.append(f"figure {line}, stop {w:g}: the panel's content box is {content:.3f} px wide")
        n, problems = boxes_at(driver, plumb, source, panel, line, direction, w, cache, "stop")
        boxes += n
        failures += problems
        outside, problems = offscreen_problems(driver, panel)
        overlay["outside"] += outside
        failures += [f"figure {line}, stop {w:g}: {p}" for p in problems]
        if overlay["unveiled"] is None and outside and not problems and unveil_one(panel):
            overlay["unveiled"] = (f"figure {line} at {w:g}", len(offscreen_problems(driver, panel)[1]))
            driver.execute_script("for (const v of arguments[0].querySelectorAll('.plumb-offscreen')) v.style.display = ''", panel)
        frames = solve_at(plumb, source, w, cache).get((line, direction))
        if frames is not None:
            n, problems = live_mark_problems(driver, panel, frames, w, direction)
            overlay["marks"] += n
            failures += [f"figure {line}, stop {w:g}: {p}" for p in problems]
            if overlay["caught"] is None and n and not problems and misplace_one_mark(panel):
                _, caught = live_mark_problems(driver, panel, frames, w, direction)
                overlay["caught"] = (f"figure {line} at {w:g}", len(caught))
                driver.execute_script("for (const m of arguments[0].querySelectorAll('.plumb-live-spacing')) m.style.translate = ''", panel)
    fit = holder.find_elements(By.CSS_SELECTOR, "input[type=radio]:not([data-live-width])")
    if stops and fit:
        holder.find_element(By.CSS_SELECTOR, f"label[for='{fit[0].get_attribute('id')}']").click()
        if driver.execute_script("return getComputedStyle(arguments[0]).resize", panel) == "none":
            failures.append(f"figure {line}: after 'Fit' the panel cannot be dragged")
    elif not stops:
        failures.append(f"figure {line}: a live panel without width stops (its only control on a phone)")
    return len(stops), boxes, failures


# The live overlay as drawn at the width shown: every spacing mark of the
# canvas displayed (its rectangle, anchors, label text and rectangle), the
# labels' and texts' rectangles, and the status line's, relative to the canvas.
LIVE_MARKS = """
// arguments[1], when given, is a width to give the panel first: one
// WebDriver round trip per width instead of two (each costs ~20 ms).
const panel = arguments[0];
if (arguments.length > 1) panel.style.width = arguments[1] + 'px';
const canvas = [...panel.querySelectorAll('.plumb-canvas')].find(c => c.getClientRects().length > 0);
const k = canvas.getBoundingClientRect();
const rect = r => [r.left - k.x, r.top - k.y, r.right - k.x, r.bottom - k.y];
const marks = [];
for (const el of canvas.querySelectorAll('.plumb-live-spacing')) {
  if (!el.getClientRects().length) continue;
  const label = el.querySelector('.plumb-mark');
  marks.push({horizontal: el.classList.contains('plumb-h'), from: el.dataset.from, to: el.dataset.to, box: rect(el.getBoundingClientRect()),
              text: label ? label.textContent : null, label: label ? rect(label.getBoundingClientRect()) : null,
              size: label ? parseFloat(getComputedStyle(label).fontSize) : null});
}
const texts = [];
for (const el of canvas.querySelectorAll('.plumb-text, .plumb-name, .plumb-guide-name')) {
  if (!el.getClientRects().length) continue;
  const range = document.createRange(); range.selectNodeContents(el);
  const box = el.closest('[data-view]').getBoundingClientRect();
  for (const r of range.getClientRects()) {
    // Drawn text only: a view's text is clipped by its box.
    const clip = el.classList.contains('plumb-text');
    const l = clip ? Math.max(r.left, box.left) : r.left, rr = clip ? Math.min(r.right, box.right) : r.right;
    const t = clip ? Math.max(r.top, box.top) : r.top, b = clip ? Math.min(r.bottom, box.bottom) : r.bottom;
    if (rr - l > 0.5 && b - t > 0.5) texts.push([el.textContent, [l - k.x, t - k.y, rr - k.x, b - k.y]]);
  }
}
const status = canvas.parentElement.querySelector(':scope > .plumb-live-status');
if (status && status.getClientRects().length) texts.push(['the status line', rect(status.getBoundingClientRect())]);
return {marks, texts, height: k.height};
"""


def anchor_position(frames, name, anchor, width, height, direction):
    """Where `name.anchor` is in the root's space, from the solver's frames
    (the root is 0, 0, W, its drawn height)."""
    x, y, w, h = (0.0, 0.0, width, height) if name == "root" else frames[name]
    rtl = direction == "rtl"
    return {"left": x, "right": x + w, "leading": x + w if rtl else x, "trailing": x if rtl else x + w,
            "centerX": x + w / 2, "top": y, "bottom": y + h, "centerY": y + h / 2}[anchor]


def label_value(text, width):
    """A live label's length: a number ("−20", "12.5"), or a formula in W
    ("W − 98", "0.5 W + 4", "−W") evaluated at `width`."""
    text = text.replace("\u2212", "-").strip()
    formula = re.fullmatch(r"(-?)([0-9.]*) ?W(?: ([+-]) ([0-9.]+))?", text)
    if not formula:
        return float(text)
    sign, slope, op, constant = formula.groups()
    value = (-1 if sign else 1) * (float(slope) if slope else 1.0) * width
    if op:
        value += float(constant) if op == "+" else -float(constant)
    return value


# A label's number is rounded to a tenth.
LABEL_NUMBER_TOLERANCE = 0.06


def live_mark_problems(driver, panel, frames, width, direction):
    """(marks checked, failures) for the live overlay at the width shown."""
    drawn = driver.execute_script(LIVE_MARKS, panel)
    problems = []

    def overlap(a, b):
        return min(a[2], b[2]) - max(a[0], b[0]) > TOLERANCE and min(a[3], b[3]) - max(a[1], b[1]) > TOLERANCE

    for m in drawn["marks"]:
        ends = []
        for ref in (m["from"], m["to"]):
            name, _, anchor = ref.rpartition(".")
            if name != "root" and name not in frames:
                problems.append(f"mark {m['from']} to {m['to']}: {name} is not in the solution")
                break
            ends.append(anchor_position(frames, name, anchor, width, drawn["height"], direction))
        if len(ends) < 2:
            continue
        low, high = sorted(ends)
        box = m["box"]
        got = (box[0], box[2]) if m["horizontal"] else (box[1], box[3])
        if abs(got[0] - low) > TOLERANCE or abs(got[1] - high) > TOLERANCE:
            problems.append(f"mark {m['from']} to {m['to']} at {width:g}: drawn from {got[0]:.3f} to {got[1]:.3f}, "
                            f"the anchors are at {low:.3f} and {high:.3f}")
        if m["text"] is not None:
            try:
                value = label_value(m["text"], width)
            except ValueError:
                problems.append(f"mark {m['from']} to {m['to']}: the label {m['text']!r} is no number or formula in W")
                continue
            if abs(abs(value) - (high - low)) > LABEL_NUMBER_TOLERANCE:
                problems.append(f"mark {m['from']} to {m['to']} at {width:g}: labelled {m['text']!r} ({value:.3f}), "
                                f"the solver's distance is {high - low:.3f}")
            if m["size"] < SMALLEST_TEXT_PX:
                problems.append(f"live label {m['text']!r} is {m['size']}px")
    labelled = [m for m in drawn["marks"] if m["text"] is not None]
    for i, m in enumerate(labelled):
        for other in labelled[i + 1:]:
            if overlap(m["label"], other["label"]):
                problems.append(f"at {width:g}, live labels {m['text']!r} and {other['text']!r} overlap")
        for words, r in drawn["texts"]:
            if overlap(m["label"], r):
                problems.append(f"at {width:g}, live label {m['text']!r} covers {words!r}")
    return len(drawn["marks"]), problems


def misplace_one_mark(panel):
    """Moves one shown live mark 3 px along its line; True if one was shown."""
    return panel.parent.execute_script("""
const canvas = [...arguments[0].querySelectorAll('.plumb-canvas')].find(c => c.getClientRects().length > 0);
const mark = canvas && [...canvas.querySelectorAll('.plumb-live-spacing')].find(m => m.getClientRects().length > 0);
if (!mark) return false;
mark.style.translate = mark.classList.contains('plumb-h') ? '3px 0' : '0 3px';
return true;
""", panel)


def mislabel_one_stop(panel):
    """Makes one stop claim a width 7 pt wider than the one it sets; True if there was a stop."""
    return panel.parent.execute_script("""
const holder = arguments[0].closest('.plumb-live-panel');
const stop = holder && holder.querySelector('input[data-live-width]');
if (!stop) return false;
stop.dataset.liveWidth = String(parseFloat(stop.dataset.liveWidth) + 7);
return true;
""", panel)


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
const frame = panel.querySelector('.plumb-frame');
// What a reader can scroll to starts at the page's left edge and at the left
// edge of every ancestor that clips (a panel scrolling sideways).
let reach = 0;
for (let e = panel; e; e = e.parentElement)
  if (getComputedStyle(e).overflowX !== 'visible') reach = Math.max(reach, e.getBoundingClientRect().left);
return [labels, texts, frame ? rect(frame.getBoundingClientRect()) : null, reach];
"""


def label_problems(driver, panel):
    """Overlay labels at least 11 px, overlapping no other label and no text,
    and inside their figure's frame (a label hanging below it covers the
    legend or the prose that follows) and not left of where a reader can
    scroll to."""
    labels, texts, frame, reach = driver.execute_script(LABEL_LAYOUT, panel)
    problems = []

    def overlap(a, b):
        return min(a[2], b[2]) - max(a[0], b[0]) > TOLERANCE and min(a[3], b[3]) - max(a[1], b[1]) > TOLERANCE

    for i, (text, r, size) in enumerate(labels):
        if size < 11:
            problems.append(f"label '{text}' is {size}px")
        if frame and r[3] > frame[3] + TOLERANCE:
            problems.append(f"label '{text}' hangs {r[3] - frame[3]:.1f}px below its figure")
        if r[2] > r[0] and r[0] < reach - TOLERANCE:
            problems.append(f"label '{text}' is cut {reach - r[0]:.1f}px at the left, where no scrolling reaches")
        for other, r2, _ in labels[i + 1:]:
            if overlap(r, r2):
                problems.append(f"labels '{text}' and '{other}' overlap")
        for words, r2 in texts:
            if overlap(r, r2):
                problems.append(f"label '{text}' covers the text '{words}'")
    return problems, len(labels)


LABEL_COLOURS = """
const out = [];
for (const el of document.querySelectorAll('.plumb-mark')) {
  const figure = el.closest('.plumb-figure'), canvas = el.closest('.plumb-canvas') || figure;
  out.push([el.textContent, getComputedStyle(el).color, getComputedStyle(canvas).backgroundColor,
            getComputedStyle(figure).getPropertyValue('--plumb-fill').trim()]);
}
return out;
"""


def parse_colour(text):
    """(r, g, b) from 'rgb(…)', 'rgba(…)', '#rrggbb' or a grey 'oklch(L 0 0)'."""
    text = text.strip()
    if text.startswith("oklch("):
        # The figure's text-on-fill colour is an achromatic OKLCH: its linear
        # luminance is L³.
        lightness = float(re.findall(r"[0-9.]+", text)[0])
        linear = lightness ** 3
        v = 255 * (12.92 * linear if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055)
        return (v, v, v)
    if text.startswith("#"):
        return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))
    return tuple(float(v) for v in re.findall(r"[0-9.]+", text)[:3])


def contrast(a, b):
    """WCAG 2 contrast ratio of two sRGB colours."""
    def luminance(c):
        linear = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


MIN_CONTRAST = 4.5


VIEW_TEXT_ON_FILL = """
const out = [];
for (const el of document.querySelectorAll('.plumb-panel .plumb-label > .plumb-text, .plumb-live .plumb-label > .plumb-text')) {
  if (el.offsetParent === null || !el.textContent.trim()) continue;
  let box = el.parentElement, fill = null;
  while (box && !box.classList.contains('plumb-canvas')) {
    const bg = getComputedStyle(box).backgroundColor;
    if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') { fill = bg; break; }
    box = box.parentElement;
  }
  if (fill && box !== el.parentElement.closest('.plumb-canvas')) out.push([el.textContent.trim(), getComputedStyle(el).color, fill]);
}
return out;
"""

FILLED_BUTTONS = """
return Array.from(document.querySelectorAll('.plumb-button.plumb-filled')).filter(el => el.offsetParent !== null).map(el =>
  [el.textContent.trim(), getComputedStyle(el.querySelector('.plumb-text') || el).color, getComputedStyle(el).backgroundColor]);
"""

# A filled button's title is large text on a control: WCAG's 3:1 (UIKit's own
# white on systemBlue is 4.0:1).
MIN_BUTTON_CONTRAST = 3


def contrast_problems(driver):
    """Every overlay label at least 4.5:1 against what is behind it: its own
    backing (85 % of the canvas) over the canvas, or over a view's fill,
    whichever is worse."""
    problems = []
    for text, colour, canvas, fill in driver.execute_script(LABEL_COLOURS):
        ink, paper = parse_colour(colour), parse_colour(canvas)
        behind = [paper]
        if fill:
            under = parse_colour(fill)
            behind.append(tuple(0.85 * p + 0.15 * u for p, u in zip(paper, under)))
        worst = min(contrast(ink, b) for b in behind)
        if worst < MIN_CONTRAST:
            problems.append(f"label '{text}' has contrast {worst:.2f}:1 ({colour} on {canvas})")
    # A label's text on the fill of the view it sits in (an author's colour):
    # 4.5:1 in both schemes (the chat bubble's text measured 1.02:1 in dark).
    for text, colour, fill in driver.execute_script(VIEW_TEXT_ON_FILL):
        ratio = contrast(parse_colour(colour), parse_colour(fill))
        if "rgba" not in fill and ratio < MIN_CONTRAST:
            problems.append(f"the text '{text[:30]}' has contrast {ratio:.2f}:1 on its view's fill ({colour} on {fill})")
    for text, colour, fill in driver.execute_script(FILLED_BUTTONS):
        ratio = contrast(parse_colour(colour), parse_colour(fill))
        if "rgba(0, 0, 0, 0)" not in fill and ratio < MIN_BUTTON_CONTRAST:
            problems.append(f"filled button '{text}' has contrast {ratio:.2f}:1 ({colour} on {fill})")
    return problems


# Each view (and canvas) that sets its own colour, and the colour it is
# painted: the inline value, and the light and dark values of light-dark().
PAINTED = """
const out = [];
for (const el of document.querySelectorAll('.plumb-canvas[style*="background:"], [data-view][style*="--plumb-own-fill:"]')) {
  const style = el.getAttribute('style');
  const m = style.match(/(?:--plumb-own-fill|background):(light-dark\((#[0-9a-f]+),(#[0-9a-f]+)\)|#[0-9a-f]{6}(?![0-9a-f]))/);
  if (!m) continue;
  // A view with alignment insets paints its alignment rectangle (the
  // picture); the rest of its frame is the hatched ornament.
  const painted = el.classList.contains('plumb-aligned-content') ? el.querySelector('.plumb-alignment-rect') : el;
  out.push([el.dataset.view || 'canvas', getComputedStyle(painted || el).backgroundColor, m[2] || m[1], m[3] || m[1]]);
}
return out;
"""


# UIKit's system colours, light to dark, from Apple's Human Interface
# Guidelines (Color, Specifications: iOS system colors and system grays,
# Default), written here apart from the figure's table so that a colour
# drawn in its light value on a dark page is caught. (An author's own hex
# equal to one of these would be held to it too; the guide has none.)
SYSTEM_DARK = {
    "#007aff": "#0a84ff", "#ff3b30": "#ff453a", "#34c759": "#30d158", "#ff9500": "#ff9f0a", "#ffcc00": "#ffd60a",
    "#ff2d55": "#ff375f", "#af52de": "#bf5af2", "#30b0c7": "#40c8e0", "#5856d6": "#5e5ce6", "#00c7be": "#66d4cf",
    "#32ade6": "#64d2ff", "#aeaeb2": "#636366", "#c7c7cc": "#48484a", "#d1d1d6": "#3a3a3c", "#e5e5ea": "#2c2c2e",
    "#f2f2f7": "#1c1c1e",
}


def paint_problems(driver, scheme):
    """Every colour an author gives a view, a scroll view or the root is
    painted, and a UIKit system colour (light-dark()) in the scheme's own
    value: a scroll view's colour was silently dropped, and systemGray6
    stayed light on a dark page."""
    problems = []
    for view, painted, light, dark in driver.execute_script(PAINTED):
        dark = SYSTEM_DARK.get(light, dark)
        want = parse_colour(dark if scheme == "dark" else light)
        got = parse_colour(painted)
        if "rgba(0, 0, 0, 0)" in painted or any(abs(a - b) > 1 for a, b in zip(got, want)):
            problems.append(f"{view} is painted {painted}, not its {scheme} colour {dark if scheme == 'dark' else light}")
    return problems


# Each scroll view's subviews' rectangles outside its frame, and the veils
# over its off-screen content: in the snapshots and live panels of the page,
# or in one live panel (arguments[0]) at the width it is set to.
OFFSCREEN = """
const out = [], root = arguments[0];
const scrolls = root ? root.querySelectorAll('.plumb-scroll') : document.querySelectorAll('.plumb-panel .plumb-scroll, .plumb-live .plumb-scroll');
for (const s of scrolls) {
  if (!s.offsetParent) continue;
  const f = s.getBoundingClientRect();
  const veils = Array.from(s.querySelectorAll(':scope > .plumb-offscreen')).map(v => v.getBoundingClientRect());
  const never = Array.from(s.querySelectorAll(':scope > .plumb-unreachable')).map(v => v.getBoundingClientRect());
  const extent = s.querySelector(':scope > .plumb-content-extent');
  const content = extent && extent.getClientRects().length ? extent.getBoundingClientRect() : null;
  const inside = (r, v) => v.left <= r.left + 1 && v.top <= r.top + 1 && v.right >= r.right - 1 && v.bottom >= r.bottom - 1;
  // Every view under the scroll view (a grandchild too) but a nested scroll view's content.
  for (const c of s.querySelectorAll('[data-view]')) {
    if (c.parentElement.closest('.plumb-scroll') !== s) continue;
    const r = c.getBoundingClientRect();
    const outside = r.right > f.right + 1 || r.bottom > f.bottom + 1 || r.left < f.left - 1 || r.top < f.top - 1;
    if (!outside || r.width < 1 || r.height < 1) continue;
    let covered = veils.some(v => inside(r, v));
    // What hangs below both the frame and the content size can never be
    // scrolled to: the snapshots veil it again (not the live panels).
    const floor = content ? Math.max(f.bottom, content.bottom) : Infinity;
    if (covered && !root && r.bottom > floor + 1) {
      const strip = {left: Math.max(r.left, f.left, content.left), right: r.right, top: Math.max(r.top, floor), bottom: r.bottom};
      covered = strip.right - strip.left < 1 || never.some(v => inside(strip, v));
    }
    out.push([s.dataset.view, c.dataset.view, covered]);
  }
}
return out;
"""


def offscreen_problems(driver, panel=None):
    """A scroll view's content outside its frame is under a veil (drawn
    dimmed, off screen), never drawn as if on screen: on the whole page, or
    in one live panel at the width it shows. Returns (subviews outside
    checked, failures)."""
    found = driver.execute_script(OFFSCREEN, panel)
    return len(found), [f"scroll view {scroll}: {view} reaches outside its frame with no off-screen veil over it"
                        for scroll, view, covered in found if not covered]


def unveil_one(panel):
    """Hides one live scroll view's shown veil; True if one was shown."""
    return panel.parent.execute_script("""
const veil = [...arguments[0].querySelectorAll('.plumb-scroll > .plumb-offscreen')].find(v => v.getClientRects().length > 0);
if (!veil) return false;
veil.style.display = 'none';
return true;
""", panel)


def block_source(source, line):
    """The lines of the layout block whose fence is line `line` of `source`."""
    out = []
    for text in open(source, encoding="utf-8").read().split("\n")[line:]:
        if text.strip().startswith("```"):
            break
        out.append(text)
    return out


def declared_insets(block):
    """{view: (top, left, bottom, right)} for each `alignmentInsets=T,L,B,R` a
    layout block declares, and for each view a Swift block makes from a class
    of its own whose `alignmentRectInsets` override returns
    `UIEdgeInsets(top:left:bottom:right:)` (read here by pattern, apart from
    Plumb's code reader)."""
    out = {}
    for text in block:
        m = re.match(r"\s*\w+\s+(\w+)\b.*\balignmentInsets=(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)", text)
        if m:
            out[m.group(1)] = tuple(float(m.group(i)) for i in range(2, 6))
    code = "\n".join(block)
    classes = {}
    for m in re.finditer(r"class\s+(\w+)\s*:[^{]*\{(.*?)\n\}", code, re.S):
        i = re.search(r"alignmentRectInsets[^{]*\{[^}]*UIEdgeInsets\(top:\s*(-?[\d.]+),\s*left:\s*(-?[\d.]+),\s*"
                      r"bottom:\s*(-?[\d.]+),\s*right:\s*(-?[\d.]+)\)", m.group(2), re.S)
        if i:
            classes[m.group(1)] = tuple(float(i.group(k)) for k in range(1, 5))
    for m in re.finditer(r"\blet\s+(\w+)\s*=\s*(\w+)\(\)", code):
        if m.group(2) in classes:
            out[m.group(1)] = classes[m.group(2)]
    return out


def hidden_arranged(block):
    """Views declared `hidden=true` directly under a `stack` line (its arranged views)."""
    out = []
    for i, text in enumerate(block):
        m = re.match(r"(\s+)\w+\s+(\w+)\b.*\bhidden=true\b", text)
        if not m:
            continue
        for above in reversed(block[:i]):
            indent = len(above) - len(above.lstrip())
            if above.strip() and indent < len(m.group(1)):
                if above.strip().startswith("stack "):
                    out.append(m.group(2))
                break
    return out


# The issue-30 marks of a breakpoint panel, relative to its canvas, in px:
# each view's alignment rectangle, the hidden views' pinches and labels, and
# the device's sensor housing.
MARKS_30 = """
const panel = arguments[0], canvas = panel.querySelector('.plumb-canvas'), k = canvas.getBoundingClientRect();
const rel = r => [r.left - k.x, r.top - k.y, r.width, r.height];
const rects = {};
for (const v of canvas.querySelectorAll('[data-view]')) {
  const a = v.querySelector(':scope > .plumb-alignment-rect');
  if (a) rects[v.dataset.view] = rel(a.getBoundingClientRect());
}
return {rects, ghosts: [...canvas.querySelectorAll('.plumb-hidden-ghost')].map(g => rel(g.getBoundingClientRect())),
        labels: [...panel.querySelectorAll('.plumb-hidden-label')].map(l => l.textContent),
        housings: [...canvas.querySelectorAll('.plumb-island, .plumb-notch')].map(h => rel(h.getBoundingClientRect()))};
"""

# No iPhone's safe-area inset on the side of its sensor housing is more than this (pt).
HOUSING_INSET = 62
# Apple's published screen sizes in points, portrait (a device named NAME-landscape is turned).
IPHONE_SCREENS = {"iphone-se": (320, 568), "iphone-se-3": (375, 667), "iphone-13-mini": (375, 812),
                  "iphone-15": (393, 852), "iphone-15-pro-max": (430, 932)}


def marks30_problems(driver, panel, scale, expected, block, device):
    """({kind: marks checked}, failures) for one breakpoint panel's alignment
    rectangles, hidden-view pinches and sensor housing, against the block's
    source and the solver's frames (`expected`, in points)."""
    drawn = driver.execute_script(MARKS_30, panel)
    counts, problems = {"rect": 0, "ghost": 0, "housing": 0}, []
    for name, (top, left, bottom, right) in declared_insets(block).items():
        f = expected.get(name)
        if f is None:
            continue
        counts["rect"] += 1
        want = (f[0] + left, f[1] + top, f[2] - left - right, f[3] - top - bottom)
        got = drawn["rects"].get(name)
        if got is None:
            problems.append(f"{name} has alignmentInsets but no alignment rectangle is drawn")
        elif any(abs(g / scale - w) > TOLERANCE for g, w in zip(got, want)):
            problems.append(f"{name}'s alignment rectangle is drawn at {[round(g / scale, 3) for g in got]}, "
                            f"its frame inset by its alignmentInsets is {want}")
    for name in hidden_arranged(block):
        f = expected.get(name)
        # A hidden arranged view takes no length along its stack's axis; one
        # the solver did not squeeze is not hidden in this panel's tree (a
        # size class may declare it again).
        if f is None or min(f[2], f[3]) > TOLERANCE:
            continue
        counts["ghost"] += 1
        cx, cy = f[0] + f[2] / 2, f[1] + f[3] / 2
        pinch = [g for g in drawn["ghosts"] if g[0] / scale - TOLERANCE <= cx <= (g[0] + g[2]) / scale + TOLERANCE
                 and g[1] / scale - TOLERANCE <= cy <= (g[1] + g[3]) / scale + TOLERANCE and min(g[2], g[3]) / scale <= 8]
        if not pinch:
            problems.append(f"hidden {name}: no pinch at its squeezed frame {f}")
        if not any(name in label for label in drawn["labels"]):
            problems.append(f"hidden {name}: no label names it")
    if device and device[0].startswith("iphone"):
        name = device[0]
        landscape = name.endswith("-landscape")
        w, h = IPHONE_SCREENS.get(name[:-len("-landscape")] if landscape else name, (device[1], device[2]))
        if landscape:
            w, h = h, w
        housings = [[v / scale for v in r] for r in drawn["housings"]]
        counts["housing"] += len(housings)
        if landscape and "-se" not in name and len(housings) != 1:
            problems.append(f"{name}: {len(housings)} sensor housings drawn, not one")
        for x, y, hw, hh in housings:
            upright, middle = (hh > hw, abs(y + hh / 2 - h / 2)) if landscape else (hw > hh, abs(x + hw / 2 - w / 2))
            edge = x + hw if landscape else y + hh
            if not upright or middle > TOLERANCE or edge > HOUSING_INSET:
                side = "upright at the middle of the left side" if landscape else "across the top, centred"
                problems.append(f"{name}: the sensor housing at {[round(v, 3) for v in (x, y, hw, hh)]} is not {side}, "
                                f"inside the {HOUSING_INSET}-pt inset")
    return counts, problems


def break_one_mark30(panel, kind):
    """Moves one drawn mark of `kind` 5 px right and down; True if there was one."""
    selector = {"rect": ".plumb-alignment-rect", "ghost": ".plumb-hidden-ghost", "housing": ".plumb-island, .plumb-notch"}[kind]
    return panel.parent.execute_script("""
const mark = arguments[0].querySelector(arguments[1]);
if (!mark) return false;
mark.style.translate = '5px 5px';
return true;
""", panel, selector)


def restore_marks30(panel):
    panel.parent.execute_script("""
for (const m of arguments[0].querySelectorAll('.plumb-alignment-rect, .plumb-hidden-ghost, .plumb-island, .plumb-notch')) m.style.translate = '';
""", panel)


SMALLEST_TEXT_PX = 11


def small_text_problems(driver, panel):
    """A view's text is drawn at 11 px at least: a layout too wide for the
    column keeps that scale and scrolls sideways instead of shrinking."""
    sizes = driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('.plumb-text')).filter(e => e.textContent.trim())"
        ".map(e => [e.textContent, parseFloat(getComputedStyle(e).fontSize)])", panel)
    # Chromium computes the cqw font sizes to a few thousandths of a pixel.
    return [f"view text {text!r} drawn at {px:.2f} px" for text, px in sizes if px < SMALLEST_TEXT_PX - 0.01]


# Every table of the page's text (a figure's constraint table is the
# figure's): its width, its column's, and, if the theme wraps it, the
# wrapper's width and whether the wrapper scrolls.
MEASURE_TABLES = """
return [...document.querySelectorAll('article table')].filter(t => !t.closest('figure') && t.getClientRects().length).map(t => {
  const wrap = t.closest('.table-wrap'), column = (wrap || t).parentElement;
  const style = getComputedStyle(column);
  const inner = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {text: t.innerText.trim().slice(0, 40).replace(/\\s+/g, ' '), table: t.getBoundingClientRect().width, column: inner,
          wrap: wrap ? wrap.getBoundingClientRect().width : null,
          scrolls: wrap ? ['auto', 'scroll'].includes(getComputedStyle(wrap).overflowX) : false};
});
"""


def table_problems(driver, width):
    """No table is wider than its column. On a phone one may be, inside a
    .table-wrap that is no wider than the column and is the one that
    scrolls (the page's own width is checked by reading_problems); on a
    wide screen none may, since a scrolled table hides whole columns there
    (the cheat sheet's was 1,657 px in a 737 px column)."""
    problems = []
    for t in driver.execute_script(MEASURE_TABLES):
        if t["table"] <= t["column"] + 0.5:
            continue
        if width >= WIDE_SCREEN:
            problems.append(f"the table '{t['text']}' is {t['table']:.0f}px wide in a {t['column']:.0f}px column on a wide screen")
        elif t["wrap"] is None:
            problems.append(f"the table '{t['text']}' is {t['table']:.0f}px wide in a {t['column']:.0f}px column, with no .table-wrap to scroll it")
        elif t["wrap"] > t["column"] + 0.5 or not t["scrolls"]:
            problems.append(f"the table '{t['text']}' is {t['table']:.0f}px wide and its .table-wrap ({t['wrap']:.0f}px) "
                            f"{'does not scroll' if not t['scrolls'] else 'is wider than the ' + format(t['column'], '.0f') + 'px column'}")
    return problems


def reading_problems(driver, width):
    """The page reads on this screen: nothing wider than the viewport; on a
    phone the page list is behind the Pages button (which opens it) and the
    table of contents is folded above the text; on a wide screen both are
    beside the text."""
    problems = []
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    if overflow > 0:
        problems.append(f"the page is {overflow}px wider than the screen")
    problems += table_problems(driver, width)
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


# Elements whose own text has wide (CJK) characters, marked for CDP, with
# how many such characters each has.
MARK_CJK_TEXT = """
const wide = /[\u2e80-\u2fdf\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60]/g;
const out = []; let i = 0;
for (const el of document.querySelectorAll('body *')) {
  // Drawn text only: not inside a closed <details> (a figure's Source).
  if (!el.getClientRects().length || !el.checkVisibility({visibilityProperty: true})) continue;
  const own = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join('');
  const count = (own.match(wide) || []).length;
  if (count) { el.setAttribute('data-cjk-probe', String(i)); out.push([i, count, own.trim().slice(0, 30)]); i++; }
}
return out;
"""

# Fonts that draw Han characters (a reader's machine may have any of these;
# this one has only the shipped one).
CJK_FONTS = re.compile(r"Droid Sans Fallback|CJK|Source Han|PingFang|Hiragino|YaHei|WenQuanYi|Noto Sans SC|Heiti|SimSun|SimHei", re.I)


def language_source(content, page):
    """`zh-Hans/guide/x.html` → `content/guide/x.zh-Hans.md` (a translation
    sits in its language's folder); `guide/x.html` → `content/guide/x.md`."""
    plain = os.path.join(content, page[:-5] + ".md")
    first, _, rest = page.partition("/")
    translated = os.path.join(content, rest[:-5] + "." + first + ".md") if rest else None
    if translated and os.path.exists(translated):
        return translated, first
    return plain, None


def boxed_characters(driver):
    """Elements whose wide characters are drawn (in part) by a font that is
    not a CJK font: on a machine without one, boxes."""
    problems = []
    marked = driver.execute_script(MARK_CJK_TEXT)
    if not marked:
        return problems, 0
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    for index, count, text in marked:
        node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": f"[data-cjk-probe='{index}']"})["nodeId"]
        fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        drawn = sum(f["glyphCount"] for f in fonts if CJK_FONTS.search(f["familyName"]))
        if drawn < count:
            used = ", ".join(f"{f['familyName']} ({f['glyphCount']})" for f in fonts)
            problems.append(f"'{text}': {count} CJK characters, {drawn} drawn by a CJK font (fonts: {used})")
    return problems, len(marked)


# Lines of Chinese or Japanese prose as the browser broke them: the first
# character of every line after the first, with the text around the break.
# A character inside <code> is quoted, not punctuation of the sentence.
LINE_STARTS = """
const closers = '\uFF1A\uFF0C\u3002\u3001\uFF1B\uFF01\uFF1F\uFF09\u300D\u300F\u3011\u300B\u2019\u201D';
const root = arguments[0] || document.querySelector('main');
const out = [];
for (const el of root.querySelectorAll('p, li, td, th, dd, figcaption, blockquote')) {
  if (el.closest('pre, .plumb-canvas, .plumb-sr')) continue;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let n, top = null, before = '';
  while ((n = walker.nextNode())) {
    if (n.parentElement.closest('p, li, td, th, dd, figcaption, blockquote') !== el) continue;
    for (let i = 0; i < n.data.length; i++) {
      const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
      const rect = r.getClientRects()[0];
      if (!rect || !n.data[i].trim() || '\\u2060\\u200B\\uFEFF'.includes(n.data[i])) continue;
      if (top !== null && rect.top > top + 4 && closers.includes(n.data[i]) && !n.parentElement.closest('code'))
        out.push(before.slice(-12) + ' | ' + n.data.slice(i, i + 8));
      if (top === null || rect.top > top + 4) top = rect.top;
      before += n.data[i];
    }
  }
}
return out;
"""


def line_start_problems(driver):
    """Chinese typesetting never starts a line with closing punctuation
    (，。：）…): a browser does when a code span fills the line before it,
    unless the page glues the two (PageBody's cjk-glue)."""
    return [f"a line starts with closing punctuation: '{p}'" for p in driver.execute_script(LINE_STARTS, None)]


def line_start_self_check(driver):
    """The line-start check checks itself: a paragraph exactly as wide as
    its code span, with a "：" after it and no glue, must be caught."""
    box = driver.execute_script("""
      const box = document.createElement('div'); box.lang = 'zh-Hans';
      box.innerHTML = '<p style="display:inline-block"><code>UIImage.withAlignmentRectInsets(_:)</code>：让图片自己带上内边距</p>';
      document.querySelector('main').prepend(box);
      const p = box.firstChild;
      p.style.width = (p.querySelector('code').getBoundingClientRect().width + 1) + 'px';
      p.style.display = 'block';
      return box;""")
    found = driver.execute_script(LINE_STARTS, box)
    driver.execute_script("arguments[0].remove()", box)
    return len(found)


def language_problems(driver, site, page, language):
    """A translated page says its language and links existing alternates."""
    problems = []
    lang = driver.execute_script("return document.documentElement.lang")
    if language and lang != language:
        problems.append(f"<html lang=\"{lang}\"> in the {language} folder")
    for href in driver.execute_script(
            "return Array.from(document.querySelectorAll('link[rel=alternate][hreflang]')).map(l => l.getAttribute('href'))"):
        target = os.path.normpath(os.path.join(os.path.dirname(os.path.join(site, page)), href))
        if not os.path.exists(target):
            problems.append(f"hreflang alternate {href} does not exist")
    return problems


# Screens other than the two every check runs at, where only the overlay
# labels are checked: a 320-px phone (a 288-px column, narrower than the
# theme's narrowest the labels are placed for) and an iPad's 820 (side-by-side
# panels in a column narrowed by the page list).
LABEL_WIDTHS = (320, 820)

UNPIN_FRAMES = """
let n = 0;
for (const f of document.querySelectorAll('.plumb-frame')) if (f.style.minWidth) { f.style.minWidth = ''; n++; }
return n;
"""


def other_screen_label_problems(driver, site, pages):
    """Every overlay label of every panel at LABEL_WIDTHS, as label_problems
    checks them. Then the check checks itself: the frames' min-width (what
    keeps a drawing at the scale its labels were placed for) removed on the
    pages at 320 until one shows crowded labels."""
    failures, labels, caught = [], 0, None

    def load(page, width):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        driver.get("file://" + os.path.abspath(os.path.join(site, page)))
        return driver.find_elements(By.CSS_SELECTOR, "figure[data-block] .plumb-panel")

    def panel_problems(panels):
        found, count = [], 0
        for panel in panels:
            show_panel(driver, panel)
            problems, n = label_problems(driver, panel)
            count += n
            line = driver.execute_script("return arguments[0].closest('figure').dataset.block", panel)
            found += [f"figure {line}, {panel.get_attribute('data-width')}: {p}" for p in problems]
        return found, count

    for width in LABEL_WIDTHS:
        for page in pages:
            found, count = panel_problems(load(page, width))
            labels += count
            failures += [f"{page} @{width}px: {p}" for p in found]
    for page in pages:
        if caught is not None or failures:
            break
        panels = load(page, LABEL_WIDTHS[0])
        if panels and driver.execute_script(UNPIN_FRAMES):
            found, _ = panel_problems(panels)
            if found:
                caught = (page, len(found))
    return failures, labels, caught


def main():
    plumb, site, content, shots = sys.argv[1:5]
    only = sys.argv[5:]
    os.makedirs(shots, exist_ok=True)
    driver = chromium.start("--hide-scrollbars", console_log=True)
    failures = []
    checked = 0
    texts_checked = 0
    labels_checked = 0
    live_panels = live_widths_checked = live_boxes = 0
    stops_checked = stop_boxes = 0
    labels_contrast = 0
    overlay = {"marks": 0, "caught": None, "outside": 0, "unveiled": None}
    # Per kind of issue-30 mark: [marks checked, (where one was broken on purpose, failures it caused)].
    marks30 = {"rect": [0, None], "ghost": [0, None], "housing": [0, None]}
    mutation_caught = stop_mutation_caught = variant_mutation_caught = None
    variant_tabs = variant_boxes = 0
    cjk_texts = translated_pages = 0
    line_starts_checked, line_start_caught = 0, None
    rng = random.Random(20261123)
    solve_cache = {}
    pages = sorted(os.path.relpath(os.path.join(d, f), site)
                   for d, _, files in os.walk(site) for f in files if f.endswith(".html"))
    if only:
        missing = [p for p in only if p not in pages]
        if missing:
            print(f"check_site: no such pages in {site}: {missing}", file=sys.stderr)
            return 2
        pages = only
    try:
        for page in pages:
            html = open(os.path.join(site, page), encoding="utf-8").read()
            if "<script" in html.lower():
                failures.append(f"{page}: contains a <script>")
            for attribute in ("src=\"http", "href=\"http", "url(http", "src=\"//", "href=\"//"):
                if attribute in html and "stylesheet" in html.split(attribute)[0][-200:]:
                    failures.append(f"{page}: loads from another site")
            source, language = language_source(content, page)
            translated_pages += 1 if language else 0
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
                for scheme in ("dark", "light"):
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    found = contrast_problems(driver) + paint_problems(driver, scheme)
                    labels_contrast += len(driver.find_elements(By.CSS_SELECTOR, ".plumb-mark"))
                    failures.extend(f"{page} @{width}px, {scheme}: {p}" for p in found)
                failures.extend(f"{page} @{width}px: {p}" for p in offscreen_problems(driver)[1])
                failures.extend(f"{page} @{width}px: {p}" for p in language_problems(driver, site, page, language))
                if driver.execute_script("return document.documentElement.lang").startswith(("zh", "ja")):
                    problems = line_start_problems(driver)
                    line_starts_checked += 1
                    failures.extend(f"{page} @{width}px: {p}" for p in problems)
                    if line_start_caught is None:
                        line_start_caught = line_start_self_check(driver)
                boxed, count = boxed_characters(driver)
                cjk_texts += count
                failures.extend(f"{page} @{width}px: {p}" for p in boxed)
                for figure in driver.find_elements(By.CSS_SELECTOR, "figure[data-block]"):
                    line = int(figure.get_attribute("data-block"))
                    panels = figure.find_elements(By.CSS_SELECTOR, ".plumb-panel")
                    for panel in panels:
                        variant = show_panel(driver, panel)
                        bp_width = float(panel.get_attribute("data-width"))
                        direction = panel.get_attribute("data-direction")
                        expected = frames.get((line, variant, bp_width, direction))
                        if expected is None:
                            failures.append(f"{page}: figure at line {line}, width {bp_width}: no solver frames")
                            continue
                        problems, count = label_problems(driver, panel)
                        problems += small_text_problems(driver, panel)
                        if os.path.exists(source):
                            block = block_source(source, line)
                            canvas_px = driver.execute_script(
                                "return arguments[0].querySelector('.plumb-canvas').getBoundingClientRect().width", panel)
                            device = DEVICES.get((line, variant, bp_width, direction))
                            counts, found = marks30_problems(driver, panel, canvas_px / bp_width, expected, block, device)
                            problems += found
                            for kind, n in counts.items():
                                marks30[kind][0] += n
                                if n and not found and marks30[kind][1] is None and break_one_mark30(panel, kind):
                                    _, caught = marks30_problems(driver, panel, canvas_px / bp_width, expected, block, device)
                                    marks30[kind][1] = (f"{page} figure {line}, {bp_width:g}", len(caught))
                                    restore_marks30(panel)
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
                                if text.get_attribute("data-text-truncated") is not None and not words.endswith("…"):
                                    problem = "is marked truncated but does not end with '…'"
                                if problem:
                                    failures.append(f"{page} @{width}px: figure {line}, {bp_width:g} {direction}, view {name}: "
                                                    f"text {words!r} {problem}")
                if os.path.exists(source):
                    for figure in driver.find_elements(By.CSS_SELECTOR, "figure[data-block]"):
                        line = int(figure.get_attribute("data-block"))
                        for panel in figure.find_elements(By.CSS_SELECTOR, ".plumb-live"):
                            direction = panel.get_attribute("dir") or "ltr"
                            n, boxes, problems = stop_mismatches(driver, plumb, source, panel, line, direction, solve_cache, overlay)
                            stops_checked += n
                            stop_boxes += boxes
                            failures += [f"{page} @{width}px: {p}" for p in problems]
                            if stop_mutation_caught is None and n and not problems and mislabel_one_stop(panel):
                                _, _, caught = stop_mismatches(driver, plumb, source, panel, line, direction, solve_cache, overlay)
                                stop_mutation_caught = (f"{page} figure {line}", len(caught))
                if os.path.exists(source):
                    for figure in driver.find_elements(By.CSS_SELECTOR, "figure[data-block]:has(.plumb-variants)"):
                        line = int(figure.get_attribute("data-block"))
                        n, boxes, problems = variant_mismatches(driver, figure, line, frames)
                        variant_tabs += n
                        variant_boxes += boxes
                        failures += [f"{page} @{width}px: {p}" for p in problems]
                        if (variant_mutation_caught is None and n and not problems and last_two_variants_differ(figure, line, frames)
                                and swap_two_variants(driver, figure)):
                            _, _, caught = variant_mismatches(driver, figure, line, frames)
                            variant_mutation_caught = (f"{page} figure {line}", len(caught))
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
        other_found, other_labels, unpinned_caught = other_screen_label_problems(driver, site, pages)
        failures += other_found
    finally:
        driver.quit()
    if not only and not other_found and unpinned_caught is None:
        failures.append("self-check: frames without their min-width at 320 px crowded no label, so that check checked nothing")
    if live_panels and (mutation_caught is None or mutation_caught[1] == 0):
        failures.append(f"self-check: a live slope made 1 % steeper was not caught ({mutation_caught})")
    if stops_checked and (stop_mutation_caught is None or stop_mutation_caught[1] == 0):
        failures.append(f"self-check: a stop claiming a width 7 pt off was not caught ({stop_mutation_caught})")
    if variant_tabs and (variant_mutation_caught is None or variant_mutation_caught[1] == 0):
        failures.append(f"self-check: two variants' drawings swapped were not caught ({variant_mutation_caught})")
    if stops_checked and (overlay["caught"] is None or overlay["caught"][1] == 0):
        failures.append(f"self-check: a live mark moved 3 px was not caught ({overlay['caught']})")
    for kind, what in (("rect", "an alignment rectangle"), ("ghost", "a hidden view's pinch"), ("housing", "a sensor housing")):
        checked_marks, caught = marks30[kind]
        if checked_marks and (caught is None or caught[1] == 0):
            failures.append(f"self-check: {what} moved 5 px was not caught ({caught})")
        if not only and not checked_marks:
            failures.append(f"self-check: no {what} was checked, so its check checked nothing")
    if overlay["outside"] and (overlay["unveiled"] is None or overlay["unveiled"][1] == 0):
        failures.append(f"self-check: a live scroll view's veil removed was not caught ({overlay['unveiled']})")
    if not only and overlay["outside"] == 0:
        failures.append("self-check: no live scroll view had content outside its frame at a stop, so the live veil check checked nothing")
    if variant_tabs == 0 and not only:
        failures.append("self-check: no variant tab was checked, so the variant check checked nothing")
    # The contrast check checks itself: the light scheme's orange before it was darkened measured 3.46:1.
    if contrast((0xc7, 0x77, 0x00), (255, 255, 255)) >= MIN_CONTRAST:
        failures.append("self-check: #c77700 on white passed the contrast check")
    if line_starts_checked and not line_start_caught:
        failures.append("self-check: a \"：\" after a code span that fills its line, unglued, was not caught")
    if not only and line_starts_checked == 0:
        failures.append("self-check: no Chinese page's line starts were checked, so that check checked nothing")
    if not only and (translated_pages == 0 or cjk_texts == 0):
        failures.append("self-check: no translated page or no CJK text was checked, so the language checks checked nothing")
    for f in failures:
        print("FAIL:", f)
    if stop_mutation_caught:
        print(f"self-check: a stop 7 pt off in {stop_mutation_caught[0]} failed {stop_mutation_caught[1]} comparisons")
    if variant_mutation_caught:
        print(f"self-check: two variants swapped in {variant_mutation_caught[0]} failed {variant_mutation_caught[1]} comparisons")
    if overlay["caught"]:
        print(f"self-check: a live mark moved 3 px in {overlay['caught'][0]} failed {overlay['caught'][1]} checks")
    print(f"live overlay: {overlay['marks']} spacing marks checked at the width stops")
    print(f"live scroll content: {overlay['outside']} subviews outside their scroll view's frame at the stops, each under the veil")
    if overlay["unveiled"]:
        print(f"self-check: a live veil removed in {overlay['unveiled'][0]} failed {overlay['unveiled'][1]} checks")
    for kind, what in (("rect", "alignment rectangles"), ("ghost", "hidden-view pinches"), ("housing", "sensor housings")):
        checked_marks, caught = marks30[kind]
        print(f"{what}: {checked_marks} checked" + (f"; one moved 5 px in {caught[0]} failed {caught[1]} checks" if caught else ""))
    print(f"variants: {variant_tabs} tabs clicked, {variant_boxes} view boxes compared with their variant's solution")
    print(f"overlay labels at {', '.join(map(str, LABEL_WIDTHS))} px: {other_labels} checked"
          + (f"; frames without their min-width crowded {unpinned_caught[1]} in {unpinned_caught[0]}" if unpinned_caught else ""))
    if mutation_caught:
        print(f"self-check: one slope 1 % steeper in {mutation_caught[0]} failed {mutation_caught[1]} box comparisons")
    print(f"live panels: {live_panels}, {live_widths_checked} widths, {live_boxes} view boxes compared; "
          f"overlay labels' contrast: {labels_contrast} in both schemes; "
          f"width stops: {stops_checked} chosen by their labels at {len(WIDTHS)} widths, {stop_boxes} view boxes compared")
    print(f"languages: {translated_pages} translated pages; {cjk_texts} CJK texts checked for boxes; "
          f"line starts checked on {line_starts_checked} Chinese page renderings"
          + (f" (self-check: an unglued '：' caught {line_start_caught} time(s))" if line_start_caught is not None else ""))
    print(f"browser check: {len(pages)} pages, {checked} view boxes, {texts_checked} texts and {labels_checked} overlay labels "
          f"at {len(WIDTHS)} widths, {len(failures)} failures; screenshots in {shots}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
