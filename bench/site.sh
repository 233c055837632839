#!/usr/bin/env bash
# Site build benchmark: Plumb against Hugo (Debian's package) on the same
# synthetic site (bench/site/generate.py: N pages of ~600 words, a Swift code
# block and three layout blocks at four breakpoints each; Hugo gets the
# layout blocks as plain code; Plumb builds with its real theme, whose sidebar
# lists every page, and Hugo's templates list every page the same way).
#
#   bench/site.sh [--pages N] [--rounds R]
#
# Per round, interleaved: Plumb's cold build (no cache, no previous site),
# Plumb's rebuild after one page changed, and Hugo's build (public/ removed
# first). Prints medians, the ratio Plumb/Hugo and peak memory (max RSS).
set -euo pipefail
cd "$(dirname "$0")/.."
pages=1000
rounds=3
while [ $# -gt 0 ]; do
  case "$1" in
    --pages) pages="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    *) echo "usage: bench/site.sh [--pages N] [--rounds R]" >&2; exit 2 ;;
  esac
done
scripts/setup.sh >/dev/null
if ! command -v hugo >/dev/null 2>&1; then
  echo "bench: apt-get install hugo" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends hugo >&2
fi
swift build -c release --product plumb >&2
plumb="$(swift build -c release --show-bin-path)/plumb"
site="bench/.out/site-$pages"
rm -rf "$site"
python3 bench/site/generate.py "$pages" "$site"
results=$(mktemp)

measure() {   # name, folder, command...: prints "name seconds kilobytes"
  local name=$1 dir=$2; shift 2
  local t0 t1 memfile
  memfile=$(mktemp)
  t0=$(date +%s%N)
  (cd "$dir" && /usr/bin/time -o "$memfile" -f "%M" "$@" >/dev/null 2>&1) || { echo "bench: $name failed" >&2; exit 1; }
  t1=$(date +%s%N)
  echo "$name $(( (t1 - t0) / 1000 )) $(tail -n 1 "$memfile")" >> "$results"
  rm -f "$memfile"
}

for r in $(seq 1 "$rounds"); do
  rm -rf "$site/site" "$site/.plumb-cache"
  measure plumb-cold "$site" "$plumb" build
  echo "One more sentence, round $r." >> "$site/content/posts/page-$(printf %05d $((pages / 2))).md"
  measure plumb-rebuild "$site" "$plumb" build
  rm -rf "$site/public" "$site/resources"
  measure hugo "$site" hugo --quiet
done

python3 - "$results" "$pages" "$rounds" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
by = {}
for name, micros, kb in rows:
    by.setdefault(name, []).append((int(micros) / 1e6, int(kb)))
def med(name): return statistics.median(s for s, _ in by[name])
def mem(name): return max(k for _, k in by[name]) / 1024
print(f"site build, {sys.argv[2]} pages (3 layout blocks x 4 breakpoints each), median of {sys.argv[3]} interleaved rounds")
print(f"  {'':30} {'time':>9} {'peak memory':>12}")
for name, label in (("plumb-cold", "Plumb cold build"), ("plumb-rebuild", "Plumb rebuild, one page changed"), ("hugo", "Hugo (blocks as plain code)")):
    print(f"  {label:30} {med(name):8.3f}s {mem(name):9.0f} MB   rounds: {', '.join(f'{s:.3f}' for s, _ in by[name])}")
print(f"  Plumb cold / Hugo: {med('plumb-cold') / med('hugo'):.2f}   (target: 1.00 or less)")
print(f"  Plumb rebuild: {med('plumb-rebuild') * 1000:.0f} ms   (target: under 100 ms)")
PY
rm -f "$results"
