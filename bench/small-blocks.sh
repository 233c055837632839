#!/usr/bin/env bash
# Small blocks, whole program against kiwi (issue 32 §5): one chain block of
# 100 and of 1,000 variables (25 and 250 views, bench/lib/chain-block.py)
# solved by `plumb solve --json` at its three breakpoints, against
# `kiwi_bench --block VIEWS`, which builds the same system in kiwi's C++
# core, solves it at the same widths and prints every frame. Both are whole
# processes, start-up included: at this size start-up and the pipeline
# around the engine (lexing, lowering, analysis, JSON) are what a user waits
# for. Prints wall-clock medians (interleaved rounds), instructions retired
# (callgrind) and peak memory.
#
#   bench/small-blocks.sh [--rounds N] [--no-count] [--raw FILE]
#   --raw FILE  also append `workload<TAB>tool<TAB>seconds<TAB>instructions<TAB>maxKB`
#               lines to FILE (bench/all.sh's table reads them)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=5; count=yes; raw=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --no-count) count=no; shift ;;
    --raw) raw="$2"; shift 2 ;;
    *) echo "usage: bench/small-blocks.sh [--rounds N] [--no-count] [--raw FILE]" >&2; exit 2 ;;
  esac
done
. bench/lib/kiwi.sh
ensure_kiwi_bench
plumb="$(scripts/release-plumb.sh)"
. bench/lib/instructions.sh
[ "$count" = yes ] && { ensure_valgrind || count=no; }
out=bench/.out/small-blocks
mkdir -p "$out"

# run_timed FILE COMMAND...: wall seconds and max RSS (KB) of one run, tab-separated.
run_timed() {
  local file="$1"; shift
  /usr/bin/time -f '%e %M' -o "$file.time" "$@" > /dev/null 2>&1 || true
  local t0 t1
  t0=$(date +%s%N); "$@" > /dev/null 2>&1 || true; t1=$(date +%s%N)
  printf '%s\t%s\n' "$(python3 -c "print(($t1 - $t0) / 1e9)")" "$(awk '{print $2}' "$file.time")"
}

printf '%-22s %12s %12s %8s %14s %14s %8s %10s %10s\n' workload kiwi plumb ratio "kiwi instr" "plumb instr" ratio "kiwi mem" "plumb mem"
for views in 25 250; do
  name="block $((4 * views)) variables"
  file="$out/chain-$views.md"
  python3 bench/lib/chain-block.py "$views" > "$file"
  kt=(); pt=(); km=0; pm=0
  for ((r = 1; r <= rounds; r++)); do
    IFS=$'\t' read -r t m < <(run_timed "$out/k" "$kiwi_bench" --block "$views"); kt+=("$t"); km=$m
    IFS=$'\t' read -r t m < <(run_timed "$out/p" "$plumb" solve "$file" --json); pt+=("$t"); pm=$m
  done
  ki=-; pi=-
  if [ "$count" = yes ]; then
    ki=$(instructions "$kiwi_bench" --block "$views")
    pi=$(instructions "$plumb" solve "$file" --json)
  fi
  python3 - "$name" "$ki" "$pi" "$km" "$pm" "$raw" "${kt[*]}" "${pt[*]}" <<'PY'
import statistics, sys
name, ki, pi, km, pm, raw, kt, pt = sys.argv[1:]
k = statistics.median(map(float, kt.split())); p = statistics.median(map(float, pt.split()))
ir = f"{int(pi) / int(ki):.2f}" if ki != "-" and pi != "-" else "-"
m = lambda v: "-" if v == "-" else f"{int(v) / 1e6:.1f} M"
print(f"{name:22} {k*1e3:9.1f} ms {p*1e3:9.1f} ms {p / k:8.2f} {m(ki):>14} {m(pi):>14} {ir:>8} {int(km)/1024:7.1f} MB {int(pm)/1024:7.1f} MB")
if raw:
    with open(raw, "a") as f:
        f.write(f"{name}\tkiwi\t{k}\t{ki}\t{km}\n{name}\tplumb\t{p}\t{pi}\t{pm}\n")
PY
done
echo "(whole programs, start-up included; median of $rounds interleaved rounds; instructions: callgrind, one run)"
