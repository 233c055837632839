#!/usr/bin/env bash
# Site build benchmark: Plumb against Hugo (Debian's package) on the same
# synthetic site (bench/site/generate.py: N pages of ~600 words, a Swift code
# block and three layout blocks at four breakpoints each; Hugo gets the
# layout blocks as plain code; Plumb builds with its real theme, whose sidebar
# lists every page, and Hugo's templates list every page the same way).
#
#   bench/site.sh [--pages N] [--rounds R] [--count-pages M | --no-count]
#   bench/site.sh --plain [--pages N] ...   (issue 32: N = 10000 is the target)
#   --raw FILE  also append `workload<TAB>tool<TAB>seconds<TAB>instructions<TAB>maxKB[<TAB>note]`
#               lines to FILE (bench/all.sh --sites reads them into its one table)
#
# --plain: the plain-pages workload instead (no layout blocks): sites of
# N/10 and N pages, Plumb's cold build against Hugo's with a bounded sidebar
# it caches (partialCached, see generate.py), and how time, peak memory and
# the output's size grow from N/10 to N (exponent 1.00 is linear).
#
# Per round, interleaved: Plumb's cold build (no cache, no previous site),
# Plumb's rebuild after one page changed, and Hugo's build (public/ removed
# first). Prints medians, the ratio Plumb/Hugo and peak memory (max RSS).
# Then the instructions each retires (callgrind, bench/lib/instructions.sh)
# on the same kind of site with M pages (default 100: callgrind runs about
# 50× slower, and both costs grow linearly with the pages).
set -euo pipefail
cd "$(dirname "$0")/.."
pages=1000
rounds=3
count_pages=100
plain=0
raw=""
while [ $# -gt 0 ]; do
  case "$1" in
    --pages) pages="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --count-pages) count_pages="$2"; shift 2 ;;
    --no-count) count_pages=0; shift ;;
    --plain) plain=1; shift ;;
    --raw) raw="$2"; shift 2 ;;
    *) echo "usage: bench/site.sh [--plain] [--pages N] [--rounds R] [--count-pages M | --no-count] [--raw FILE]" >&2; exit 2 ;;
  esac
done
scripts/setup.sh >/dev/null
if ! command -v hugo >/dev/null 2>&1; then
  echo "bench: apt-get install hugo" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends hugo >&2
fi
plumb="$(scripts/release-plumb.sh)"
if [ "$plain" = 1 ]; then
  . bench/site/plain.sh
  exit 0
fi
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

counts=$(mktemp)
. bench/lib/instructions.sh
if [ "$count_pages" -gt 0 ] && ensure_valgrind; then
  small="bench/.out/site-count-$count_pages"
  rm -rf "$small"
  python3 bench/site/generate.py "$count_pages" "$small"
  echo "counting instructions on $count_pages pages ..." >&2
  echo "plumb-cold $(instructions --cd "$small" "$plumb" build)" >> "$counts"
  echo "One more sentence." >> "$small/content/posts/page-$(printf %05d $((count_pages / 2))).md"
  echo "plumb-rebuild $(instructions --cd "$small" "$plumb" build)" >> "$counts"
  echo "hugo $(instructions --cd "$small" hugo --quiet)" >> "$counts"
fi

python3 - "$results" "$pages" "$rounds" "$counts" "$count_pages" "$raw" <<'PY'
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
counts = dict(l.split() for l in open(sys.argv[4]) if l.strip())
if counts:
    print(f"instructions retired on {sys.argv[5]} pages (callgrind, all threads; noise does not move these)")
    for name, label in (("plumb-cold", "Plumb cold build"), ("plumb-rebuild", "Plumb rebuild, one page changed"), ("hugo", "Hugo (blocks as plain code)")):
        v = counts.get(name, "-")
        print(f"  {label:30} {int(v) / 1e9:8.3f} G" if v != "-" else f"  {label:30} not counted (callgrind failed)")
    if counts.get("hugo", "-") != "-" and counts.get("plumb-cold", "-") != "-":
        print(f"  Plumb cold / Hugo by instructions: {int(counts['plumb-cold']) / int(counts['hugo']):.2f}")
if sys.argv[6]:
    pages, counted = int(sys.argv[2]), sys.argv[5]
    note = f"instructions on {counted} pages" if counts else ""
    with open(sys.argv[6], "a") as f:
        for name, tool, label in (("plumb-cold", "plumb", "cold build"), ("hugo", "hugo", "cold build"),
                                  ("plumb-rebuild", "plumb", "one page changed")):
            row = f"site {pages:,} pages x 3 blocks, {label}"
            f.write(f"{row}\t{tool}\t{med(name)}\t{counts.get(name, '-')}\t{max(k for _, k in by[name])}\t{note}\n")
PY
rm -f "$results" "$counts"
