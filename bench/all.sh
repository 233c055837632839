#!/usr/bin/env bash
# Every engine workload once, in one table (issue 32's closing table):
# workload, Plumb's and the reference's median wall clock, instructions
# retired by both (callgrind), their ratio, peak memory of both and, for the large
# blocks, the growth exponent log(cost ratio) / log(size ratio) (1.00 is
# linear).
#
#   bench/all.sh [--rounds N] [--no-count] [--sites [--pages N] [--plain-pages N]]
#
# Runs bench/solver.sh (kiwi's workloads; kiwi is the reference),
# bench/small-blocks.sh (100 and 1,000 variables, whole programs against
# kiwi) and the large chain blocks (5,000 and 20,000 variables, Plumb
# alone: kiwi is cubic there, 16 minutes at 10,000). With the default 3
# rounds it takes about 5 minutes on an idle machine.
#
# --sites adds the site workloads to the same table, for issue 32's closing
# note: bench/site.sh (1,000 pages x 3 blocks against Hugo, and the one-page
# rebuild), bench/site.sh --plain (1,000 and 10,000 plain pages against
# Hugo, with growth exponents), the guide's cold build (content/, counted)
# and `plumb bench figures` (the median figure). That adds about half an
# hour on an idle machine, most of it Hugo and Plumb building 10,000 pages.
# bench/navigation.sh and bench/serve.sh still run apart.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=3; count=(); sites=no; pages=1000; plain_pages=10000
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --no-count) count=(--no-count); shift ;;
    --sites) sites=yes; shift ;;
    --pages) pages="$2"; shift 2 ;;
    --plain-pages) plain_pages="$2"; shift 2 ;;
    *) echo "usage: bench/all.sh [--rounds N] [--no-count] [--sites [--pages N] [--plain-pages N]]" >&2; exit 2 ;;
  esac
done
out=bench/.out
mkdir -p "$out"
table="$out/all.tsv"
: > "$table"

echo "== solver workloads (bench/solver.sh) ==" >&2
bench/solver.sh --rounds "$rounds" "${count[@]}" >&2
echo "== small blocks (bench/small-blocks.sh) ==" >&2
bench/small-blocks.sh --rounds "$rounds" "${count[@]}" --raw "$table" >&2

echo "== large blocks (Plumb alone) ==" >&2
plumb="$(scripts/release-plumb.sh)"
. bench/lib/instructions.sh
for views in 1250 5000; do
  file="$out/large-chain-$views.md"
  python3 bench/lib/chain-block.py "$views" > "$file"
  times=(); mem=0
  for ((r = 1; r <= rounds; r++)); do
    /usr/bin/time -f '%e %M' -o "$out/large.time" "$plumb" solve "$file" --json > /dev/null
    times+=("$(awk '{print $1}' "$out/large.time")"); mem=$(awk '{print $2}' "$out/large.time")
  done
  i=-
  [ ${#count[@]} -eq 0 ] && ensure_valgrind && i=$(instructions "$plumb" solve "$file" --json)
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (rounds + 1) / 2 ))p")
  printf 'large block %s variables\tplumb\t%s\t%s\t%s\n' "$((4 * views))" "$t" "$i" "$mem" >> "$table"
done

if [ "$sites" = yes ]; then
  echo "== site, ${pages} pages x 3 blocks (bench/site.sh) ==" >&2
  bench/site.sh --pages "$pages" --rounds "$rounds" "${count[@]}" --raw "$table" >&2
  echo "== plain pages, ${plain_pages} (bench/site.sh --plain) ==" >&2
  bench/site.sh --plain --pages "$plain_pages" --rounds "$rounds" "${count[@]}" --raw "$table" >&2
  echo "== the guide (content/) ==" >&2
  guide_out=$(mktemp -d)
  times=(); mem=0
  for ((r = 1; r <= rounds; r++)); do
    rm -rf "$guide_out/site"
    /usr/bin/time -f '%e %M' -o "$out/guide.time" "$plumb" build --no-cache --output "$guide_out/site" > /dev/null 2>&1
    times+=("$(awk '{print $1}' "$out/guide.time")"); mem=$(awk '{print $2}' "$out/guide.time")
  done
  i=-
  if [ ${#count[@]} -eq 0 ] && ensure_valgrind; then
    rm -rf "$guide_out/site"; i=$(instructions "$plumb" build --no-cache --output "$guide_out/site")
  fi
  rm -rf "$guide_out"
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (rounds + 1) / 2 ))p")
  printf 'the guide, cold build (content/)\tplumb\t%s\t%s\t%s\ttarget 0.5 G instructions\n' "$t" "$i" "$mem" >> "$table"
  echo "== the guide's figures (plumb bench figures) ==" >&2
  "$plumb" bench figures --rounds "$rounds" > "$out/figures.txt" 2>&1
  cat "$out/figures.txt" >&2
  python3 - "$table" "$out/figures.txt" <<'PY'
import re, sys
text = open(sys.argv[2]).read()
m = re.search(r"median ([0-9.]+) (µs|ms)", text)
share = re.search(r"live sweep [0-9.]+ ms = ([0-9.]+) %", text)
if m:
    seconds = float(m.group(1)) * (1e-6 if m.group(2) == "µs" else 1e-3)
    with open(sys.argv[1], "a") as f:
        f.write(f"median figure, CPU (plumb bench figures)\tplumb\t{seconds}\t-\t-\t"
                f"target 0.5 ms; live sweep {share.group(1) if share else '?'} % of all figures\n")
PY
fi

python3 - "$out/solver-raw.tsv" "$out/solver-instructions.tsv" "$table" "$rounds" <<'PY'
import math, statistics, sys
solver_raw, solver_counts, table, rounds = sys.argv[1:]
rows = []   # (workload, plumb s, ref s, plumb instr, ref instr, plumb KB, exponent, reference, ref KB)
samples, order = {}, []
for line in open(solver_raw):
    tool, workload, seconds = line.rstrip("\n").split("\t")
    if workload not in order: order.append(workload)
    samples.setdefault((tool, workload), []).append(float(seconds))
counts = {g: (int(k), int(p)) for g, k, p in (l.rstrip("\n").split("\t") for l in open(solver_counts) if l.strip())}
for w in order:
    k, p = samples.get(("kiwi", w)), samples.get(("plumb", w))
    if not k or not p: continue
    group = next((g for g in counts if w.startswith(g)), None)
    ki, pi = counts.pop(group) if group else ("-", "-")   # a group's count goes on its first row
    rows.append((w, statistics.median(p), statistics.median(k), pi, ki, "-", "", "kiwi", "-"))
blocks = {}
for l in open(table):
    name, tool, s, i, kb, *note = l.rstrip("\n").split("\t")
    blocks.setdefault(name, {})[tool] = (float(s), i, kb, note[0] if note else "")
previous = None
notes = {}
for name, tools in blocks.items():
    p = tools["plumb"]
    ref = next((t for t in tools if t != "plumb"), "")
    k = tools.get(ref, ("-", "-", "-", ""))
    exponent = ""
    if name.startswith("large"):
        size = int(name.split()[-2])
        if previous:
            ps, pp, pi = previous
            cost, before = (p[1], pi) if p[1] != "-" and pi != "-" else (p[0], pp)
            exponent = f"{math.log(float(cost) / float(before)) / math.log(size / ps):.2f}"
            exponent += "" if p[1] != "-" else " (wall)"
        previous = (size, p[0], p[1])
    notes[name] = [f"{t}: {v[3]}" for t, v in tools.items() if v[3]]
    rows.append((name, p[0], k[0], p[1], k[1], p[2], exponent, ref, k[2]))
def secs(s): return "-" if s == "-" else f"{s:.3f} s" if s >= 1 else f"{s*1e3:.2f} ms" if s >= 1e-3 else f"{s*1e6:.1f} µs"
def instr(i): return "-" if i == "-" else f"{int(i)/1e6:.1f} M"
print(f"\nEvery workload, median of {rounds} rounds (wall clock on a shared machine: trust the instruction ratios)")
print(f"{'workload':46} {'ref':5} {'plumb':>10} {'reference':>10} {'wall':>5} {'plumb instr':>12} {'ref instr':>12} {'ratio':>6} {'plumb mem':>10} {'ref mem':>10} {'growth':>8}")
for w, p, k, pi, ki, kb, e, ref, rkb in rows:
    ratio = f"{int(pi)/int(ki):.2f}" if pi != "-" and ki != "-" else "-"
    wall = f"{p/k:.2f}" if p != "-" and k != "-" else "-"
    mem = "-" if kb == "-" else f"{int(kb)/1024:.0f} MB"
    ref_mem = "-" if rkb == "-" else f"{int(rkb)/1024:.0f} MB"
    print(f"{w:46} {ref:5} {secs(p):>10} {secs(k):>10} {wall:>5} {instr(pi):>12} {instr(ki):>12} {ratio:>6} {mem:>10} {ref_mem:>10} {e:>8}")
    for n in notes.get(w, []): print(f"{'':6}{n}")
print("reference: kiwi (C++ core, g++ -O2); solver rows: a group's instructions on its first row, start-up subtracted;")
print("block rows: whole programs (start-up included); large blocks: Plumb alone, growth = log(cost ratio)/log(size ratio)")
PY
