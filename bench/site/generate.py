#!/usr/bin/env python3
"""Writes a synthetic site of N pages for bench/site.sh: each page has front
matter, about 600 words of prose in three sections (headings, paragraphs,
lists, inline code), a Swift code block, and three layout blocks solved at
four breakpoints each. Deterministic (random.Random(42)).

usage: generate.py N DIR [--plain]

--plain: no layout blocks (the 10,000-page and navigation-growth workloads).
"""
import os
import random
import sys

WORDS = ("layout constraint anchor view label stack spacing priority width height leading trailing margin guide "
         "content size frame solver figure breakpoint hugging resistance intrinsic baseline center edge axis").split()


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    words[0] = words[0].capitalize()
    if n > 6:
        words[3] = "**" + words[3] + "**"
        words[6] = "`" + words[6] + "`"
    return " ".join(words) + "."


def paragraph(rng, words):
    out, count = [], 0
    while count < words:
        n = rng.randint(8, 16)
        out.append(sentence(rng, n))
        count += n
    return " ".join(out)


def blocks(i):
    return [
        f"""```layout
# A label beside a field, page {i}
canvas 375x80
breakpoints 320 375 768 1024
label name "Name {i}" hugging.h=251
field input intrinsic=-x34
name.leading == root.margins.leading
input.leading == name.trailing + system
input.trailing == root.margins.trailing
name.centerY == root.centerY
input.centerY == name.centerY
```""",
        f"""```layout
# Buttons in a stack, page {i}
canvas 375x60
breakpoints 320 375 768 1024
stack row spacing=8 distribution=fillEqually
  button a "Cancel"
  button b "Save {i}"
  button c "Help"
row.leading == root.margins.leading
row.trailing == root.margins.trailing
row.centerY == root.centerY
```""",
        f"""```layout
# A card with a wrapping title, page {i}
canvas 375xauto
breakpoints 320 375 768 1024
view card
  label title "A title for page {i} that wraps at narrow widths" lines=0
card.leading == root.leading + 16
card.trailing == root.trailing - 16
card.top == root.top + 16
card.bottom == root.bottom - 16
title.edges == card.edges + 12
```""",
    ]


def page(rng, i, plain=False):
    b = ["", "", ""] if plain else blocks(i)
    sections = []
    for s in range(3):
        text = f"## Section {s + 1}\n\n{paragraph(rng, 95)}\n\n### Details\n\n{paragraph(rng, 60)}\n\n"
        if s == 0:
            text += "\n".join(f"- {sentence(rng, 5)}" for _ in range(5)) + "\n\n"
            text += "```swift\nlet row = UIStackView(arrangedSubviews: [label, field])\nrow.axis = .horizontal\nrow.spacing = 8\n" \
                    "NSLayoutConstraint.activate([\n    row.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n])\n```\n\n"
        if s == 2:
            text += "\n".join(f"{k + 1}. {sentence(rng, 6)}" for k in range(4)) + "\n\n"
        text += b[s] + "\n\n"
        sections.append(text)
    return f"---\ntitle: \"Page {i}\"\n---\n\n# Page {i}\n\n" + "".join(sections)


# --plain (the 10,000-page workload): Plumb's sidebar is bounded there (the
# sections, and a window of about 50 pages around the current one, with a
# contents page per section). Hugo gets the same bounded sidebar, cached
# (partialCached) once per block of 50 pages rather than drawn per page, so
# neither writes N links on every page and neither pays for it per page.
PLAIN_SINGLE = (
    '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
    '{{ $n := strings.TrimLeft "0" (strings.TrimPrefix "page-" .File.BaseFileName) }}{{ $i := 0 }}{{ if $n }}{{ $i = int $n }}{{ end }}'
    '<body><nav><a href="{{ .Site.Home.RelPermalink }}posts/">All pages</a>'
    '{{ partialCached "window.html" (div $i 50) (div $i 50) }}</nav>'
    '<h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n')
PLAIN_WINDOW = (
    '{{ $pages := sort site.RegularPages "File.BaseFileName" }}'
    '<ul>{{ range first 50 (after (mul . 50) $pages) }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>\n')


def main():
    n, folder = int(sys.argv[1]), sys.argv[2]
    plain = "--plain" in sys.argv[3:]
    rng = random.Random(42)
    posts = os.path.join(folder, "content", "posts")
    os.makedirs(posts, exist_ok=True)
    for i in range(n):
        with open(os.path.join(posts, f"page-{i:05d}.md"), "w") as f:
            f.write(page(rng, i, plain))
    # `_index.md`: Hugo would take an index.md as a bundle holding every post.
    with open(os.path.join(folder, "content", "_index.md"), "w") as f:
        f.write("---\ntitle: Bench\n---\n\n# Bench\n\nA synthetic site.\n")
    with open(os.path.join(folder, "plumb.json"), "w") as f:
        f.write('{"title": "Bench", "breakpoints": [320, 375, 768, 1024]}\n')
    # Hugo: the reference configuration of ../shared/reference/measurements.md.
    with open(os.path.join(folder, "hugo.toml"), "w") as f:
        f.write('baseURL = "https://example.org/"\ntitle = "Anchor"\n'
                'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n')
    # Plumb builds with its real theme (a sidebar listing every page, the
    # current one marked); Hugo's templates below list every page the same way,
    # so both do the same page work.
    layouts = os.path.join(folder, "layouts", "_default")
    os.makedirs(layouts, exist_ok=True)
    with open(os.path.join(layouts, "single.html"), "w") as f:
        f.write(PLAIN_SINGLE if plain else
                '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
                '<body><nav><ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}"'
                '{{ if eq . $ }} aria-current="page"{{ end }}>{{ .Title }}</a></li>{{ end }}</ul></nav>'
                '<h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n')
    if plain:
        partials = os.path.join(folder, "layouts", "partials")
        os.makedirs(partials, exist_ok=True)
        with open(os.path.join(partials, "window.html"), "w") as f:
            f.write(PLAIN_WINDOW)
    with open(os.path.join(layouts, "list.html"), "w") as f:
        f.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
                '<body><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n')


if __name__ == "__main__":
    main()
