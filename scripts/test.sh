#!/usr/bin/env bash
# Runs every test: installs what is missing (scripts/setup.sh --test), then
# `swift test`, then the site checks: the committed site/ must be what
# `plumb build` makes from content/ now, and headless Chromium must draw every
# figure's boxes where the solver put them, and `plumb serve` must answer
# HTTP safely and reload an open page on save (Tests/Browser/check_serve.py), and
# what raw HTML and SVG files become must hold no script for html5lib, expat and
# Chromium (Tests/Browser/check_sanitizer.py), and the GFM extensions must give
# the GFM spec's examples' HTML, compared by html5lib (Tests/Spec/check_gfm_examples.py); then a bounded fuzz campaign (30 s
# on blocks, 30 s on pages, 30 s on code blocks, from the saved corpus; PLUMB_FUZZ_SECONDS changes
# it, 0 skips it) that fails on any crash. CI (.ci/run) calls exactly this.
# Every Swift test is XCTest, so the empty Swift Testing pass is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, so that a failing setup stops here (set -e, pipefail).
python_line=$(scripts/setup.sh --test | tail -n 1)
export "${python_line?}"
swift test --disable-swift-testing "$@"

plumb="$(swift build --show-bin-path)/plumb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "site: building content/ into a scratch folder"
"$plumb" build --no-cache --output "$work/site"
if ! diff -r site "$work/site" >/dev/null; then
  diff -r site "$work/site" | head -20 >&2
  echo "site: site/ is stale: run scripts/build-site.sh and commit site/" >&2
  exit 1
fi
echo "site: site/ is up to date"
shots="$PWD/.build/browser-screenshots"
"${PLUMB_PYTHON:-python3}" Tests/Browser/check_site.py "$plumb" "$work/site" content "$shots"
"${PLUMB_PYTHON:-python3}" Tests/Browser/check_serve.py "$plumb"
"${PLUMB_PYTHON:-python3}" Tests/Browser/check_sanitizer.py "$plumb"
"${PLUMB_PYTHON:-python3}" Tests/Spec/check_gfm_examples.py "$plumb"

seconds=${PLUMB_FUZZ_SECONDS:-30}
if [ "$seconds" != 0 ]; then
  scripts/fuzz.sh block --seconds "$seconds"
  scripts/fuzz.sh page --seconds "$seconds"
  scripts/fuzz.sh code --seconds "$seconds"
fi
