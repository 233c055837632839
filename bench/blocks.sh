#!/usr/bin/env bash
# Block-size growth: `plumb bench blocks` (its stage-by-stage timings), then
# a chain of N views (v[i].top == v[i-1].bottom + 2, same leading, same
# size) solved by `plumb solve --json` at four breakpoints for N = 250 to
# 4,000: the median wall clock of three runs and the instructions retired
# (callgrind, bench/lib/instructions.sh), each with its ratio to the size
# before. Linear cost doubles with N; the instruction ratios show it without
# the noise of a shared machine. Target: N = 2,000 in under 0.2 s.
#
#   bench/blocks.sh [--no-count]
set -euo pipefail
cd "$(dirname "$0")/.."
count=yes
[ "${1:-}" = --no-count ] && count=no
scripts/setup.sh >/dev/null
plumb="$(scripts/release-plumb.sh)"
. bench/lib/instructions.sh
[ "$count" = yes ] && { ensure_valgrind || count=no; }
out=bench/.out/blocks
mkdir -p "$out"
"$plumb" bench blocks
echo
printf '%-8s %12s %8s %16s %8s\n' "views" "median" "ratio" "instructions" "ratio"
previous_t=""; previous_i=""
for n in 250 500 1000 2000 4000; do
  file="$out/chain-$n.md"
  python3 - "$n" > "$file" <<'PY'
import sys
n = int(sys.argv[1])
print("```layout\ncanvas 375xauto\nbreakpoints 320 375 768 1024")
for i in range(n):
    print(f"view v{i}")
print("v0.top == root.top + 2\nv0.leading == root.leading + 8\nv0.width == 100\nv0.height == 20")
for i in range(1, n):
    print(f"v{i}.top == v{i-1}.bottom + 2\nv{i}.leading == v{i-1}.leading\nv{i}.width == v{i-1}.width\nv{i}.height == v{i-1}.height")
print("```")
PY
  times=()
  for _ in 1 2 3; do
    t0=$(date +%s%N); "$plumb" solve "$file" --json > /dev/null; t1=$(date +%s%N)
    times+=($(( (t1 - t0) / 1000 )))
  done
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
  i="-"
  [ "$count" = yes ] && i=$(instructions "$plumb" solve "$file" --json)
  rt="" ; ri=""
  [ -n "$previous_t" ] && rt=$(python3 -c "print(f'{$t / $previous_t:.2f}')")
  [ -n "$previous_i" ] && [ "$i" != - ] && ri=$(python3 -c "print(f'{$i / $previous_i:.2f}')")
  printf '%-8s %9.1f ms %8s %14s %8s\n' "$n" "$(python3 -c "print($t / 1000)")" "$rt" "$( [ "$i" = - ] && echo - || python3 -c "print(f'{$i / 1e6:.1f} M')")" "$ri"
  previous_t=$t; [ "$i" != - ] && previous_i=$i
done
echo "(each row: 4 breakpoints; linear growth is a ratio of about 2.00 per row)"
