#!/usr/bin/env bash
# Output growth (issue 32 §3): plain generated sites of 1,000 and 10,000
# pages in one section (bench/site/generate.py --plain), built cold; prints
# the output's size, the sidebar's bytes on a page in the middle, and the
# growth exponent log(size ratio) / log(10). Linear output is 1.00; a
# sidebar listing every page on every page made it about 2.
#
#   bench/navigation.sh [PLUMB]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
plumb=${1:-}
if [ -z "$plumb" ]; then
  plumb="$(scripts/release-plumb.sh)"
fi
out=bench/.out/navigation
mkdir -p "$out"
printf '%-8s %14s %14s %16s\n' "pages" "output" "per page" "sidebar (middle)"
previous=""
for n in 1000 10000; do
  site="$out/site-$n"
  rm -rf "$site"
  python3 bench/site/generate.py "$n" "$site" --plain
  (cd "$site" && "$plumb" build --no-cache --output public >/dev/null 2>&1)
  bytes=$(du -sb "$site/public" | cut -f1)
  middle=$(printf 'page-%05d.html' $((n / 2)))
  nav=$(python3 - "$site/public/posts/$middle" <<'PY'
import sys
html = open(sys.argv[1], encoding="utf-8").read()
start = html.find('<nav class="sidebar"')
print(len(html[start:html.find("</nav>", start) + 6].encode()))
PY
)
  printf '%-8s %11.1f MB %11.1f KB %13.1f KB\n' "$n" "$(python3 -c "print($bytes / 1e6)")" "$(python3 -c "print($bytes / $n / 1e3)")" "$(python3 -c "print($nav / 1e3)")"
  [ -n "$previous" ] && echo "growth exponent 1,000 → 10,000: $(python3 -c "import math; print(f'{math.log($bytes / $previous) / math.log(10):.2f}')")"
  previous=$bytes
done
