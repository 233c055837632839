# The plain-pages workload of bench/site.sh --plain (sourced by it, with
# $plumb, $pages, $rounds and $count_pages set): sites of N/10 and N plain
# pages, built cold (no cache, no previous site) by Plumb and by Hugo with
# its cached, bounded sidebar, interleaved; medians, peak memory (max RSS),
# output size, the ratios Plumb/Hugo, and the growth exponents from N/10 to
# N: log(value at N / value at N/10) / log(10).
results=$(mktemp)
small=$((pages / 10))
for n in "$small" "$pages"; do
  site="bench/.out/plain-$n"
  rm -rf "$site"
  python3 bench/site/generate.py "$n" "$site" --plain
  for r in $(seq 1 "$rounds"); do
    sync
    for tool in plumb hugo; do
      rm -rf "$site/site" "$site/.plumb-cache" "$site/public" "$site/resources"
      memfile=$(mktemp)
      t0=$(date +%s%N)
      if [ "$tool" = plumb ]; then cmd=("$plumb" build); else cmd=(hugo --quiet); fi
      (cd "$site" && /usr/bin/time -o "$memfile" -f "%M" "${cmd[@]}" >/dev/null 2>&1) || { echo "bench: $tool failed on $n pages" >&2; exit 1; }
      t1=$(date +%s%N)
      out="$site/site"; [ "$tool" = hugo ] && out="$site/public"
      echo "$tool $n $(( (t1 - t0) / 1000 )) $(tail -n 1 "$memfile") $(du -sb "$out" | cut -f1)" >> "$results"
      rm -f "$memfile"
    done
  done
done

counts=$(mktemp)
. bench/lib/instructions.sh
if [ "$count_pages" -gt 0 ] && ensure_valgrind; then
  counted="bench/.out/plain-count-$count_pages"
  rm -rf "$counted"
  python3 bench/site/generate.py "$count_pages" "$counted" --plain
  echo "counting instructions on $count_pages plain pages ..." >&2
  echo "plumb $(instructions --cd "$counted" "$plumb" build)" >> "$counts"
  echo "hugo $(instructions --cd "$counted" hugo --quiet)" >> "$counts"
fi

python3 - "$results" "$small" "$pages" "$rounds" "$counts" "$count_pages" "$raw" <<'PY'
import math, statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
small, large, rounds = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
by = {}
for tool, n, micros, kb, size in rows:
    by.setdefault((tool, int(n)), []).append((int(micros) / 1e6, int(kb) / 1024, int(size) / 1e6))
def med(tool, n): return statistics.median(s for s, _, _ in by[(tool, n)])
def mem(tool, n): return max(m for _, m, _ in by[(tool, n)])
def size(tool, n): return by[(tool, n)][-1][2]
def exponent(a, b): return math.log(b / a) / math.log(large / small)
print(f"plain pages, cold builds, median of {rounds} interleaved rounds (Hugo: bounded sidebar, partialCached)")
print(f"  {'':14} {'pages':>6} {'time':>9} {'peak memory':>12} {'output':>10}")
for tool in ("plumb", "hugo"):
    for n in (small, large):
        print(f"  {tool:14} {n:6} {med(tool, n):8.3f}s {mem(tool, n):9.0f} MB {size(tool, n):7.1f} MB")
for n in (small, large):
    print(f"  Plumb / Hugo at {n}: time {med('plumb', n) / med('hugo', n):.2f} (target at {large}: 0.50 or less), "
          f"memory {mem('plumb', n) / mem('hugo', n):.2f}")
for tool in ("plumb", "hugo"):
    print(f"  growth {small} -> {large}, {tool}: time {exponent(med(tool, small), med(tool, large)):.2f}, "
          f"memory {exponent(mem(tool, small), mem(tool, large)):.2f}, output {exponent(size(tool, small), size(tool, large)):.2f}")
counts = dict(l.split() for l in open(sys.argv[5]) if l.strip())
if counts:
    print(f"instructions retired on {sys.argv[6]} plain pages (callgrind, all threads)")
    for tool in ("plumb", "hugo"):
        v = counts.get(tool, "-")
        print(f"  {tool:14} {int(v) / 1e9:8.3f} G" if v != "-" else f"  {tool:14} not counted (callgrind failed)")
    if counts.get("plumb", "-") != "-" and counts.get("hugo", "-") != "-":
        print(f"  Plumb / Hugo by instructions: {int(counts['plumb']) / int(counts['hugo']):.2f}")
if sys.argv[7]:   # bench/all.sh --sites: one row per tool and size; growth on the larger size's row
    with open(sys.argv[7], "a") as f:
        for tool in ("plumb", "hugo"):
            for n in (small, large):
                growth = ""
                if n == large:
                    growth = (f"growth time {exponent(med(tool, small), med(tool, large)):.2f}, "
                              f"memory {exponent(mem(tool, small), mem(tool, large)):.2f}, "
                              f"output {exponent(size(tool, small), size(tool, large)):.2f}")
                note = "; ".join(x for x in (growth, f"instructions on {sys.argv[6]} pages" if counts else "") if x)
                f.write(f"plain pages, {n:,}, cold build\t{tool}\t{med(tool, n)}\t{counts.get(tool, '-') if n == large else '-'}"
                        f"\t{int(mem(tool, n) * 1024)}\t{note}\n")
PY
rm -f "$results" "$counts"
