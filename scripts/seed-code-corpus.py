#!/usr/bin/env python3
"""Seeds the `code` fuzz target (Tests/Fuzz/corpus/code) from the code
snippets the project already has: the guide's code blocks (`swift layout`
fences, and the Code tabs its figures offer, as the committed site/ shows
them) and the multi-line string literals of Tests/PlumbCodeTests.

Each seed is one byte naming the reader (Sources/PlumbFuzz/FuzzHarness+Code.swift
takes it modulo 3: '0' Swift, '1' SnapKit, '2' Objective-C) and then the
code. Names are a hash of the content, so running it again adds only what
is new.   usage: scripts/seed-code-corpus.py
"""
import hashlib
import html
import pathlib
import re
import textwrap

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "Tests/Fuzz/corpus/code"
MAX = 4096  # scripts/fuzz.sh's -max_len


def dialect(code, fence_word=None):
    if fence_word in ("objc", "objective-c", "objectivec") or "alloc]" in code or "@implementation" in code or "[NSLayoutConstraint" in code:
        return "2"
    return "1" if ".snp." in code else "0"


def snippets():
    for page in sorted((root / "content").rglob("*.md")):
        text = page.read_text()
        for m in re.finditer(r"^(`{3,})(swift|objc|objective-c|objectivec) layout[^\n]*\n(.*?)^\1", text, re.M | re.S):
            yield page.name, dialect(m.group(3), m.group(2)), m.group(3)
    # The figures' generated code, one seed per dialect panel.
    for page in sorted((root / "site/guide").glob("*.html")):
        for m in re.finditer(r'<div class="plumb-code-panel" data-dialect="([a-z-]+)"><pre><code[^>]*>(.*?)</code></pre>', page.read_text(), re.S):
            code = html.unescape(re.sub(r"<[^>]+>", "", m.group(2)))
            yield page.stem + "-" + m.group(1), {"objc": "2", "snapkit": "1"}.get(m.group(1), "0"), code
    for test in sorted((root / "Tests/PlumbCodeTests").glob("*.swift")):
        for m in re.finditer(r'"""\n(.*?)\n[ \t]*"""', test.read_text(), re.S):
            code = textwrap.dedent(m.group(1))
            # Interpolated literals are built by the test, not seen as written.
            if "\\(" in code or not re.search(r"UI[A-Z]|snp\.|alloc\]|Anchor", code):
                continue
            yield test.name, dialect(code), code + "\n"


written = 0
for source, byte, code in snippets():
    data = (byte + code).encode()
    if len(data) > MAX:
        continue
    name = out / f"{pathlib.Path(source).stem}-{hashlib.sha1(data).hexdigest()[:10]}"
    if not name.exists():
        name.write_bytes(data)
        written += 1
print(f"seed-code-corpus: {written} new seeds in {out.relative_to(root)}")
