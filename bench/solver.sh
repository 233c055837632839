#!/usr/bin/env bash
# Plumb's constraint engine against kiwi's C++ core on the same workloads
# (issue 2; definitions in Sources/plumb/Bench/SolverWorkloads.swift and
# bench/kiwi/kiwi_bench.cpp). Rounds are interleaved (kiwi, plumb, kiwi, ...)
# because wall-clock time on these shared machines drifts by ±30-50 %; the
# table shows each side's median and the ratio Plumb/kiwi.
#
# Then instructions retired (valgrind's callgrind, installed when missing;
# see bench/lib/instructions.sh) for each workload group in both programs,
# less what each program retires running no workload at all. Noise does not
# move these: they are the ratios to compare between commits.
#
# usage: bench/solver.sh [--rounds N] [--large] [--only NAME] [--count-all | --no-count]
#   --rounds N   interleaved rounds (default 5)
#   --count-all  also count W2 30x30 and W3, which build the 30x30 grid: kiwi
#                takes about 26 s for that, some 20 minutes under callgrind
#   --no-count   wall clock only
#   --large      also W1 with N = 10,000, once each: kiwi needs about 16 minutes
#                and 5 GB of memory for it (it is cubic there)
#   --only NAME  only workloads starting with NAME (W1, "W2 10", "W2 30", W3, enaml)
#
# kiwi is compiled from the headers in the kiwisolver sdist, downloaded with pip
# into bench/.out/ (ignored by git, never committed).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=5; large=(); only=(); count=groups
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --large) large=(--large); shift ;;
    --only) only=(--only "$2"); shift 2 ;;
    --count-all) count=all; shift ;;
    --no-count) count=none; shift ;;
    *) echo "bench/solver.sh: unknown option '$1' (see the header of this script)" >&2; exit 2 ;;
  esac
done

out=bench/.out
mkdir -p "$out"
python=$(command -v python3)
if ! ls "$out"/kiwisolver-*/kiwi/kiwi.h >/dev/null 2>&1; then
  echo "fetching the kiwisolver sdist (kiwi's C++ headers) ..." >&2
  "$python" -m pip download --quiet --no-binary :all: --no-deps kiwisolver -d "$out" >&2
  tar -xzf "$out"/kiwisolver-*.tar.gz -C "$out"
fi
kiwi_src=$(ls -d "$out"/kiwisolver-*/ | head -n 1)
kiwi_version=$(basename "$kiwi_src" | sed 's/kiwisolver-//')
if [ ! -x "$out/kiwi_bench" ] || [ bench/kiwi/kiwi_bench.cpp -nt "$out/kiwi_bench" ]; then
  echo "compiling kiwi $kiwi_version (g++ -O2) ..." >&2
  g++ -std=c++17 -O2 -I "$kiwi_src" bench/kiwi/kiwi_bench.cpp -o "$out/kiwi_bench"
fi
echo "building plumb (release) ..." >&2
plumb="$(scripts/release-plumb.sh)"

raw="$out/solver-raw.tsv"
: > "$raw"
for ((r = 1; r <= rounds; r++)); do
  echo "round $r/$rounds: kiwi ..." >&2
  "$out/kiwi_bench" --rounds 1 "${only[@]}" | sed 's/^/kiwi\t/' >> "$raw"
  echo "round $r/$rounds: plumb ..." >&2
  "$plumb" bench solver --raw --rounds 1 "${only[@]}" | sed 's/^/plumb\t/' >> "$raw"
done
if [ ${#large[@]} -gt 0 ]; then
  echo "W1 N=10,000: plumb ..." >&2
  "$plumb" bench solver --raw --rounds 0 --large --only W1 | sed 's/^/plumb\t/' >> "$raw"
  echo "W1 N=10,000: kiwi (about 16 minutes) ..." >&2
  "$out/kiwi_bench" --rounds 0 --large --only W1 | sed 's/^/kiwi\t/' >> "$raw"
fi

counts="$out/solver-instructions.tsv"
: > "$counts"
. bench/lib/instructions.sh
if [ "$count" != none ] && ensure_valgrind; then
  groups=("W1" "W2 10" "enaml")
  [ "$count" = all ] && groups+=("W2 30" "W3")
  kiwi_base=$(instructions "$out/kiwi_bench" --rounds 1 --only NONE)
  plumb_base=$(instructions "$plumb" bench solver --raw --rounds 1 --only NONE)
  for g in "${groups[@]}"; do
    if [ ${#only[@]} -gt 0 ] && [[ "$g" != "${only[1]}"* && "${only[1]}" != "$g"* ]]; then continue; fi
    echo "counting instructions: $g ..." >&2
    k=$(instructions "$out/kiwi_bench" --rounds 1 --only "$g")
    p=$(instructions "$plumb" bench solver --raw --rounds 1 --only "$g")
    if [ "$k" = - ] || [ "$p" = - ] || [ "$kiwi_base" = - ] || [ "$plumb_base" = - ]; then
      echo "bench: callgrind failed on $g: not counted" >&2; continue
    fi
    printf '%s\t%s\t%s\n' "$g" "$((k - kiwi_base))" "$((p - plumb_base))" >> "$counts"
  done
fi

"$python" - "$raw" "$rounds" "$kiwi_version" "$counts" <<'PY'
import statistics, sys
raw, rounds, version = sys.argv[1], sys.argv[2], sys.argv[3]
samples, order = {}, []
for line in open(raw):
    tool, workload, seconds = line.rstrip("\n").split("\t")
    if workload not in order:
        order.append(workload)
    samples.setdefault((tool, workload), []).append(float(seconds))
def fmt(s):
    return f"{s:.3f} s" if s >= 1 else f"{s*1e3:.2f} ms" if s >= 1e-3 else f"{s*1e6:.2f} µs"
print(f"Plumb vs kiwi {version} (C++, g++ -O2): median of {rounds} interleaved rounds, wall clock")
print(f"{'workload':44} {'kiwi':>12} {'plumb':>12} {'plumb/kiwi':>11}")
for w in order:
    k, p = samples.get(("kiwi", w)), samples.get(("plumb", w))
    if not k or not p:
        continue
    mk, mp = statistics.median(k), statistics.median(p)
    print(f"{w:44} {fmt(mk):>12} {fmt(mp):>12} {mp / mk:>11.3f}")
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[4]) if l.strip()]
if rows:
    print()
    print("Instructions retired per workload group (callgrind; each program's start-up subtracted).")
    print("Trust these for plumb/kiwi and for changes between commits; wall clock above is what a user waits.")
    print(f"{'group (all its workloads, one round)':44} {'kiwi':>12} {'plumb':>12} {'plumb/kiwi':>11}")
    for g, k, p in rows:
        print(f"{g:44} {int(k)/1e6:>10.2f} M {int(p)/1e6:>10.2f} M {int(p) / int(k):>11.3f}")
    counted = {g for g, _, _ in rows}
    if "W3" not in counted:
        print("(W2 30x30 and W3 not counted: building the 30x30 grid takes kiwi ~26 s, ~20 min under callgrind; --count-all)")
PY
