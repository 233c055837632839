#!/usr/bin/env python3
"""Latin words in a page's figures, outside code, read by html5lib.

Reads an HTML page on stdin and prints one line per text node inside a
<figure class="plumb-figure"> that holds a run of four or more Latin
letters, as "CLASS<TAB>TEXT". Left out, as the author's or the code's own
words rather than Plumb's: <code>, <pre>, <style>; view and guide names and
the text a view shows (.plumb-name, .plumb-guide-name, .plumb-text); the
author's caption (<figcaption>); the tabs that name a dialect or a
variant (<label>); the kind of a diagnostic (.plumb-kind: the `expect`
keyword); and tokens in the layout language's notation (name.anchor) or
quoted ('...'). PlumbSiteTests' FigureLanguageTests runs it: an
independent parser, not the project's own markup code.
"""
import re
import sys

import html5lib

SKIPPED_TAGS = {"code", "pre", "style", "script", "figcaption", "label"}
SKIPPED_CLASSES = {"plumb-name", "plumb-guide-name", "plumb-text", "plumb-kind"}
NOTATION = re.compile(r"'[^']*'|[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_.][A-Za-z0-9_.]*")
WORD = re.compile(r"[A-Za-z]{4,}")


def skipped(element):
    classes = set((element.get("class") or "").split())
    return element.tag in SKIPPED_TAGS or bool(classes & SKIPPED_CLASSES)


def texts(element):
    """The element's runs of text; a <wbr> (a break opportunity inside a
    word) does not end a run."""
    if skipped(element):
        return
    run = element.text or ""
    for child in element:
        if child.tag == "wbr":
            run += child.tail or ""
            continue
        if run:
            yield element, run
        yield from texts(child)
        run = child.tail or ""
    if run:
        yield element, run


def main():
    document = html5lib.parse(sys.stdin.read(), namespaceHTMLElements=False)
    allowed = {word.lower() for word in sys.argv[1:]}
    for figure in document.iter("figure"):
        if "plumb-figure" not in (figure.get("class") or "").split():
            continue
        for element, text in texts(figure):
            prose = NOTATION.sub(" ", text)
            words = [w for w in WORD.findall(prose) if w.lower() not in allowed]
            if words:
                print(f"{element.get('class') or element.tag}\t{text.strip()}")


if __name__ == "__main__":
    main()
