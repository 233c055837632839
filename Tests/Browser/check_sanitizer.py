#!/usr/bin/env python3
"""Checks what Plumb publishes from raw HTML and SVG files with parsers that
are not Plumb's: html5lib (the WHATWG tree builder in Python) and expat (the
XML parser browsers' SVG documents are read with), then in headless Chromium.

usage: check_sanitizer.py PLUMB

- html5lib: every page of the page fuzz corpus and its regressions
  (Tests/Fuzz/corpus/page, Tests/Fuzz/regressions/page: the red team's
  vectors are the sanitizer-*.md ones) goes through `plumb sanitize`, and the
  output, parsed as a browser parses a body, must hold no script element, no
  on* attribute, no srcdoc, no URL attribute (SVG animation values, to, from
  and by included) whose scheme is not http, https or mailto, no iframe,
  object, embed, base, meta, form, animation or foreignObject, no style
  sheet that imports or fetches, and no SVG attribute that, read as CSS
  once its escapes are decoded (`\\75rl(`), loads a file (url() other than
  `#id`, image-set(), src()…). Parsed inside the page's <main>, the output
  must leave the template's next element (a footer) where the template put
  it: raw HTML cannot swallow the rest of the page.
- expat: every Tests/Browser/svg-vectors/*.svg through `plumb sanitize --svg`
  must be well-formed XML with the same properties.
- templates: a site whose templates/page.html holds a script, an on*
  attribute, a javascript: URL, a frame, a base URL, a refresh, an object
  or a preloaded script must fail to build (at the template's line and
  column) and leave the previous site as it was; a site with a benign
  custom template must build, and html5lib must find nothing that could
  run in any of its pages (meta and link allowed, but no refresh and no
  link that loads a script).
- Chromium: a site built from the vectors (the pages whose Markdown has no
  error, the SVG files beside them) is served on loopback; every page and
  every SVG is opened, every element clicked, and nothing may have run:
  every vector's payload writes localStorage and document.title. The check
  checks itself first: a page that does run the payload must be caught.
"""
import glob
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree

import html5lib

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PAYLOAD = "localStorage.setItem('pwned','1');document.title='PWNED'"

FORBIDDEN = {"script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "form",
             "button", "textarea", "select", "template", "noscript", "noembed", "noframes", "xmp", "plaintext",
             "math", "foreignobject", "animate", "set", "animatemotion", "animatetransform", "animatecolor",
             "handler", "listener", "image", "feimage", "portal"}
URL_ATTRIBUTES = {"href", "src", "srcset", "poster", "cite", "action", "formaction", "data", "background",
                  "longdesc", "usemap", "codebase", "classid", "ping", "lowsrc", "dynsrc"}
ANIMATION_VALUES = {"values", "to", "from", "by"}
SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.\-]*):")
SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"
# SVG attributes that are text for people or names; a browser reads every
# other one of an SVG element as CSS (fill, mask, clip-path, transform, width).
SVG_TEXT_ATTRIBUTES = {"id", "class", "title", "alt", "lang", "role", "dir"}
# CSS functions that load a file: url() anywhere but `#id`, and the image ones.
FETCHING_FUNCTION = re.compile(r"(?<![a-z0-9_-])(url\((?!\s*['\"]?\s*#)|src\(|image\(|(-webkit-)?image-set\(|cross-fade\(|element\()")

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def local(name):
    """`{namespace}name` (etree) or `prefix:name` to a lowercase local name."""
    return name.rsplit("}", 1)[-1].rsplit(":", 1)[-1].lower()


def url_scheme(value):
    """The scheme a browser reads: C0 controls and spaces trimmed at both
    ends, tabs and newlines removed anywhere (the URL standard)."""
    stripped = value.strip("".join(chr(c) for c in range(0x21)))
    stripped = re.sub(r"[\t\n\r]", "", stripped)
    match = SCHEME.match(stripped)
    return match.group(1).lower() if match else None


def css_unescaped(value):
    """A CSS value with its escapes decoded (CSS Syntax 4.3.7): a backslash
    and one to six hex digits (and one white space after them) is that code
    point; a backslash and any other character is the character; comments go."""
    def decode(match):
        text = match.group(0)[1:]
        hexdigits = re.match(r"[0-9a-fA-F]{1,6}", text)
        if hexdigits:
            code = int(hexdigits.group(0), 16)
            return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd"
        return text
    value = re.sub(r"\\([0-9a-fA-F]{1,6}[ \t\n\r\f]?|[^0-9a-fA-F\n])", decode, value)
    return re.sub(r"/\*.*?(\*/|$)", "", value, flags=re.S)


def svg_value_fetches(element, attribute, value, in_svg):
    """Whether an attribute a browser reads as CSS loads a file."""
    if not in_svg or attribute in SVG_TEXT_ATTRIBUTES or attribute.startswith(("aria-", "data-")):
        return False
    return FETCHING_FUNCTION.search(css_unescaped(value).lower()) is not None


def tree_problems(root, where, svg_file=False):
    """What in a parsed tree could run a script."""
    problems = []
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue  # comments
        name = local(element.tag)
        in_svg = svg_file or element.tag.startswith(SVG_NAMESPACE)
        if name in FORBIDDEN:
            problems.append(f"{where}: a <{name}> element")
        if name == "style":
            css = (element.text or "").lower()
            if "@import" in css or "url(" in css or "expression(" in css:
                problems.append(f"{where}: a style sheet that fetches")
        for attribute, value in element.attrib.items():
            a = local(attribute)
            if a.startswith("on"):
                problems.append(f"{where}: <{name} {a}=...>")
            if a in ("srcdoc", "formaction", "action"):
                problems.append(f"{where}: <{name} {a}=...>")
            if a in URL_ATTRIBUTES:
                candidates = [c.strip().split(" ")[0] for c in value.split(",")] if a == "srcset" else [value]
                for url in candidates:
                    scheme = url_scheme(url)
                    if scheme is not None and scheme not in ("http", "https", "mailto"):
                        problems.append(f"{where}: <{name} {a}=\"{value[:60]}\"> ({scheme}:)")
            if svg_value_fetches(name, a, value, in_svg):
                problems.append(f"{where}: <{name} {a}=\"{value[:60]}\"> (CSS that loads a file)")
            if a in ANIMATION_VALUES and "script:" in re.sub(r"[\x00-\x20]", "", value.lower()):
                problems.append(f"{where}: <{name} {a}=\"{value[:60]}\">")
            if name == "meta" and a == "http-equiv":
                problems.append(f"{where}: <meta http-equiv>")
    return problems


def sanitize(plumb, data, svg=False):
    result = subprocess.run([plumb, "sanitize"] + (["--svg"] if svg else []), input=data,
                            capture_output=True, timeout=120)
    return result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")


def check_pages_with_html5lib(plumb):
    files = sorted(glob.glob(os.path.join(REPO, "Tests/Fuzz/corpus/page/*.md"))
                   + glob.glob(os.path.join(REPO, "Tests/Fuzz/regressions/page/*.md")))
    check(any("sanitizer-" in f for f in files), "the red team's vectors are missing from the page corpus")
    vectors = 0
    for path in files:
        name = os.path.relpath(path, REPO)
        status, body, _ = sanitize(plumb, open(path, "rb").read())
        if status != 0:
            continue  # not UTF-8: nothing is published
        vectors += "sanitizer-" in name
        fragment = html5lib.parseFragment(body, container="div", treebuilder="etree", namespaceHTMLElements=False)
        failures.extend(tree_problems(fragment, name))
        # Inside the template: the footer after <main> must stay the body's child.
        document = html5lib.parse("<!DOCTYPE html><html><body><main>" + body + "</main><footer id=\"after\">x</footer></body></html>",
                                  treebuilder="etree", namespaceHTMLElements=False)
        body_element = document.find("body")
        check(body_element is not None and any(child.get("id") == "after" for child in body_element),
              f"{name}: the raw HTML swallows what follows the page body")
    print(f"html5lib: {len(files)} corpus pages ({vectors} of them the red team's vectors) checked")


def check_svgs_with_expat(plumb):
    files = sorted(glob.glob(os.path.join(REPO, "Tests/Browser/svg-vectors/*.svg")))
    check(len(files) >= 4, "Tests/Browser/svg-vectors holds fewer than 4 files")
    for path in files:
        name = os.path.relpath(path, REPO)
        status, svg, errors = sanitize(plumb, open(path, "rb").read(), svg=True)
        if status != 0:
            check(": error:" in errors, f"{name}: refused without an error")
            continue
        try:
            root = ElementTree.fromstring(svg)
        except ElementTree.ParseError as e:
            failures.append(f"{name}: the published SVG is not well-formed XML ({e})")
            continue
        check(local(root.tag) == "svg", f"{name}: the published root is <{local(root.tag)}>")
        failures.extend(tree_problems(root, name, svg_file=True))
    print(f"expat: {len(files)} SVG files checked")


def serve(folder):
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=folder, **k)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.handle_error = lambda *a: None  # a browser closing a 404's connection early is no failure
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


CLICK_EVERYTHING = """
// Links to the site's other pages are not followed: a run there would be
// blamed on this page. Any other link (a script URL) is followed.
document.addEventListener('click', e => {
  const a = e.target.closest && e.target.closest('a');
  if (a && typeof a.href === 'string' && /^https?:/.test(a.href)) e.preventDefault();
}, true);
for (const el of Array.from(document.querySelectorAll('*'))) {
  try { el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window})); } catch (e) {}
  try { if (el.click) el.click(); } catch (e) {}
  try { el.dispatchEvent(new Event('focus')); el.dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); } catch (e) {}
}
"""

RAN = "return [document.title, window.localStorage.getItem('pwned')];"


def ran_in_chromium(driver, url):
    """Whether anything at `url` ran the payload (after every click)."""
    driver.get(url)
    driver.execute_script("window.localStorage.clear();")
    driver.get(url)
    time.sleep(0.6)  # SVG animations start at 0 s; handlers fire on load
    if driver.current_url == url:
        driver.execute_script(CLICK_EVERYTHING)
        time.sleep(0.3)
    driver.get(url)  # a click that navigated comes back: storage is the origin's
    title, stored = driver.execute_script(RAN)
    return title == "PWNED" or stored is not None


# A theme template's own markup (the red team's find: it was published as
# written). Each vector, in templates/page.html, must stop the build.
TEMPLATE_VECTORS = [
    "<script>alert(1)</script>",
    "<img src=\"a.png\" alt=\"\" onload=\"alert(1)\">",
    "<body onload=\"alert(1)\">",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"&#x20;java&#x09;script:alert(1)\">x</a>",
    "<iframe src=\"https://example.com\"></iframe>",
    "<base href=\"https://example.com/\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">",
    "<object data=\"a.swf\"></object>",
    "<embed src=\"a.swf\">",
    "<link rel=\"preload\" as=\"script\" href=\"a.js\">",
    "<link rel=\"modulepreload\" href=\"a.js\">",
    "<scr{{! hidden }}ipt>alert(1)</script>",
    "<a href=\"java{{page.title}}script:alert(1)\">x</a>",
    # A value where what a page supplies would make an attribute or a URL
    # (with that value: the control below puts it in).
    ("<div title={{page.title}}>x</div>", "x onmouseover=alert(1)"),
    ("<a href=\"{{page.description}}\">x</a>", "javascript:alert(1)"),
    ("<div title=\"{{{page.content}}}\">x</div>", "<p>\" onmouseover=\"alert(1)</p>"),
]
# Link relations that fetch a script or a document to run (what html5lib's
# tree cannot tell by element name alone).
SCRIPT_LINKS = {"preload", "modulepreload", "prefetch", "prerender", "import", "serviceworker"}


def template_page(vector):
    return ("<!DOCTYPE html>\n<html lang=\"{{site.language}}\">\n<head><meta charset=\"utf-8\"><title>{{page.title}}</title>"
            "<link rel=\"stylesheet\" href=\"{{assets}}site.css\"></head>\n<body>\n" + vector
            + "\n<main>{{{page.content}}}</main>\n</body>\n</html>\n")


def document_problems(root, where):
    """tree_problems for a whole document: a template's <meta> and <link>
    are its own, but not a refresh nor a link that loads a script."""
    problems = [p for p in tree_problems(root, where) if not p.endswith((": a <meta> element", ": a <link> element"))]
    for element in root.iter("link"):
        rels = set(element.get("rel", "").lower().split())
        if rels & SCRIPT_LINKS:
            problems.append(f"{where}: <link rel=\"{element.get('rel')}\">")
    return problems


def published_problems(site):
    """What html5lib finds that could run in any page of a built site."""
    problems = []
    for folder, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                document = html5lib.parse(open(path, "rb").read(), treebuilder="etree", namespaceHTMLElements=False)
                problems += document_problems(document, os.path.relpath(path, site))
    return problems


def build_with_template(plumb, work, page, partials=None):
    for relative, text in [("templates/page.html", page)] + sorted((partials or {}).items()):
        os.makedirs(os.path.dirname(os.path.join(work, relative)), exist_ok=True)
        with open(os.path.join(work, relative), "w") as f:
            f.write(text)
    return subprocess.run([plumb, "build", "--no-cache", "--output", "site"], cwd=work, capture_output=True, text=True, timeout=600)


def snapshot(folder):
    out = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            out[os.path.relpath(path, folder)] = open(path, "rb").read()
    return out


def check_templates(plumb):
    """Every vector in a template stops the build and leaves the previous
    site as it was; a benign custom template builds, and html5lib finds
    nothing that could run in any of its pages."""
    work = tempfile.mkdtemp(prefix="plumb-template-")
    try:
        os.makedirs(os.path.join(work, "content", "guide"))
        with open(os.path.join(work, "plumb.json"), "w") as f:
            json.dump({"title": "Template vectors"}, f)
        with open(os.path.join(work, "content", "index.md"), "w") as f:
            f.write("# Home\n\nHello.\n")
        with open(os.path.join(work, "content", "guide", "a.md"), "w") as f:
            f.write("# A\n\nText.\n")
        benign_head = ("<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
                       "<meta property=\"og:title\" content=\"{{page.title}}\">\n<title>&lt;script&gt; {{page.title}}</title>\n"
                       "<link rel=\"icon\" href=\"{{assets}}icon.png\"><link rel=\"stylesheet\" href=\"{{assets}}site.css\">\n"
                       "{{#alternates}}<link rel=\"alternate\" hreflang=\"{{hreflang}}\" href=\"{{url}}\">{{/alternates}}\n</head>\n")
        benign = ("<!DOCTYPE html>\n<html lang=\"{{site.language}}\">\n{{> head}}\n<body data-theme=\"plain\">\n"
                  "<input type=\"checkbox\" id=\"t\" aria-label=\"Pages\"><label for=\"t\">Pages</label>\n"
                  "<header><nav aria-label=\"Main\"><a href=\"{{home}}\">Home</a> <a href=\"mailto:a@example.com\">Mail</a></nav></header>\n"
                  "{{> nav}}\n<main><details open><summary>More</summary>x</details><article>{{{page.content}}}</article></main>\n"
                  "<footer><!-- <script>x</script> --></footer>\n</body>\n</html>\n")
        build = build_with_template(plumb, work, benign, {"templates/partials/head.html": benign_head})
        check(build.returncode == 0, f"a benign custom template did not build: {build.stderr[-2000:]}")
        if build.returncode != 0:
            return
        site = os.path.join(work, "site")
        check(os.path.exists(os.path.join(site, "guide", "a.html")), "the benign template's site has no guide/a.html")
        problems = published_problems(site)
        failures.extend(problems)
        check("data-theme=\"plain\"" in open(os.path.join(site, "index.html")).read(), "the benign template was not used")
        before = snapshot(site)
        os.remove(os.path.join(work, "templates", "partials", "head.html"))
        for vector, value in [v if isinstance(v, tuple) else (v, "") for v in TEMPLATE_VECTORS]:
            # The check's own control: html5lib finds each vector once it
            # is published, its template tag replaced with what a page
            # could supply (or nothing, as when a value is empty).
            shown = re.sub(r"\{\{\{?[^}]*\}?\}\}", lambda _: value, vector, count=1)
            published = re.sub(r"\{\{\{?[^}]*\}?\}\}", "", template_page(shown))
            check(document_problems(html5lib.parse(published, treebuilder="etree", namespaceHTMLElements=False), "x"),
                  f"html5lib does not see the template vector {vector!r} as something that runs")
            build = build_with_template(plumb, work, template_page(vector))
            check(build.returncode != 0, f"a template holding {vector!r} built; html5lib finds: {published_problems(site)[:3]}")
            check("templates/page.html:5:1: error:" in build.stderr, f"{vector!r}: no error at templates/page.html:5:1: {build.stderr[-600:]}")
            check(snapshot(site) == before, f"a template holding {vector!r} changed the previous site")
        print(f"templates: a benign custom template builds clean ({len(before)} files read by html5lib); "
              f"{len(TEMPLATE_VECTORS)} template vectors checked")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_in_chromium(plumb):
    import chromium
    work = tempfile.mkdtemp(prefix="plumb-sanitizer-")
    try:
        content = os.path.join(work, "content")
        os.makedirs(os.path.join(content, "img"))
        with open(os.path.join(work, "plumb.json"), "w") as f:
            json.dump({"title": "Sanitizer vectors"}, f)
        pages = []
        for path in sorted(glob.glob(os.path.join(REPO, "Tests/Fuzz/corpus/page/sanitizer-*.md"))):
            data = open(path, "rb").read()
            _, _, errors = sanitize(plumb, data)
            if ": error:" in errors:
                continue  # Markdown links refused with an error stop a build; html5lib checked them
            shutil.copy(path, content)
            pages.append(os.path.basename(path)[:-3] + ".html")
        svgs = sorted(glob.glob(os.path.join(REPO, "Tests/Browser/svg-vectors/*.svg")))
        for path in svgs:
            shutil.copy(path, os.path.join(content, "img"))
        with open(os.path.join(content, "index.md"), "w") as f:
            f.write("# Vectors\n\n" + "".join(f"![{os.path.basename(p)}](img/{os.path.basename(p)})\n\n" for p in svgs))
        site = os.path.join(work, "site")
        build = subprocess.run([plumb, "build", "--no-cache", "--output", site], cwd=work, capture_output=True, text=True, timeout=600)
        check(build.returncode == 0, f"the vectors' site did not build: {build.stderr[-2000:]}")
        if build.returncode != 0:
            return
        # The check's own control: a page that runs the payload must be caught.
        with open(os.path.join(site, "control.html"), "w") as f:
            f.write(f"<!DOCTYPE html><title>t</title><a href=\"javascript:{PAYLOAD}\">x</a>")
        server = serve(site)
        root = f"http://127.0.0.1:{server.server_address[1]}/"
        driver = chromium.start()
        try:
            check(ran_in_chromium(driver, root + "control.html"), "the check does not notice a script that runs (control page)")
            targets = ["index.html"] + pages + ["img/" + os.path.basename(p) for p in svgs]
            for target in targets:
                check(not ran_in_chromium(driver, root + target), f"Chromium: {target} ran the payload")
            print(f"chromium: {len(targets)} pages and SVG files opened and clicked through, nothing ran")
        finally:
            driver.quit()
            server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    plumb = os.path.abspath(sys.argv[1])
    check_pages_with_html5lib(plumb)
    check_svgs_with_expat(plumb)
    check_templates(plumb)
    check_in_chromium(plumb)
    for f in failures:
        print(f"check_sanitizer: FAIL {f}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print("check_sanitizer: ok")


if __name__ == "__main__":
    main()
