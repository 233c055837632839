#!/usr/bin/env python3
"""Checks Plumb's GFM extensions (strikethrough, autolinks, task lists,
footnotes) against the spec's own examples, with a parser that is not
Plumb's: each example's Markdown goes through `plumb sanitize` (a page's
body as published), and its HTML and the spec's expected HTML are both
parsed by html5lib and compared as trees.

usage: check_gfm_examples.py PLUMB

The comparison normalises only what does not change what a reader gets:
white space between and around elements, attribute order, a boolean
attribute's value (`disabled=""` is `disabled`), percent-encoding in an
href (`%C3%A5` is `å`), the `aria-label` Plumb adds to a footnote's link
back (the spec's `↩` alone says nothing to a screen reader), and the
`<div class="table-wrap">` Plumb puts around a table so that it scrolls on
a phone. Examples whose difference is Plumb's rule are listed in
DEVIATIONS with the reason, and must still differ only there.
"""
import html5lib
import os
import re
import subprocess
import sys
from urllib.parse import unquote

HERE = os.path.dirname(os.path.abspath(__file__))
FENCE = "`" * 32

# Paragraphs of an example's expected HTML that Plumb writes otherwise, on
# purpose: replaced by what Plumb writes before comparing.
DEVIATIONS = {
    # The site links only to http, https and mailto URLs (URLPolicy): an
    # ftp: address stays text.
    '<p>Anonymous FTP is available at <a href="ftp://foo.bar.baz">ftp://foo.bar.baz</a>.</p>':
        '<p>Anonymous FTP is available at ftp://foo.bar.baz.</p>',
}


def examples(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].startswith(FENCE + " example"):
            name = lines[i][len(FENCE) + 9:]
            j = lines.index(FENCE, i + 1)
            body = lines[i + 1:j]
            dot = body.index(".")
            markdown = "\n".join(body[:dot]).replace("→", "\t") + "\n"
            expected = "\n".join(body[dot + 1:]).replace("→", "\t")
            yield f"{name} (line {i + 1})", markdown, expected
            i = j
        i += 1


def canonical(html):
    """A tree as nested tuples: (tag, sorted attributes, children) and text."""
    fragment = html5lib.parseFragment(html, treebuilder="etree", namespaceHTMLElements=False)

    def text(t):
        return re.sub(r"\s+", " ", t or "")

    def attributes(element):
        out = []
        for name, value in element.attrib.items():
            if name == "aria-label":
                continue
            if name == "href":
                value = unquote(value)
            out.append((name, value))
        return tuple(sorted(out))

    def children(element):
        out = []
        if text(element.text).strip():
            out.append(text(element.text).strip())
        for child in element:
            if child.tag == "div" and child.get("class") == "table-wrap":
                out.extend(children(child))
            else:
                out.append((child.tag, attributes(child), tuple(children(child))))
            if text(child.tail).strip():
                out.append(text(child.tail).strip())
        return out

    return tuple(children(fragment))


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    plumb = os.path.abspath(sys.argv[1])
    failures = []
    count = 0
    for name, markdown, expected in examples(os.path.join(HERE, "gfm-extension-examples.txt")):
        count += 1
        result = subprocess.run([plumb, "sanitize"], input=markdown.encode("utf-8"), capture_output=True, timeout=60)
        if result.returncode != 0:
            failures.append(f"{name}: plumb sanitize failed: {result.stderr.decode()[-500:]}")
            continue
        if expected.strip() == "<IGNORE>":
            continue  # the spec asks only that it does not crash
        for spec, plumbs in DEVIATIONS.items():
            expected = expected.replace(spec, plumbs)
        got = result.stdout.decode("utf-8")
        if canonical(got) != canonical(expected):
            failures.append(f"{name}:\n--- markdown\n{markdown}--- expected\n{expected}\n--- plumb\n{got}")
    for f in failures:
        print(f"check_gfm_examples: FAIL {f}", file=sys.stderr)
    if failures:
        print(f"check_gfm_examples: {len(failures)} of {count} examples differ", file=sys.stderr)
        sys.exit(1)
    print(f"check_gfm_examples: ok ({count} examples)")


if __name__ == "__main__":
    main()
