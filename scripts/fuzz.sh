#!/usr/bin/env bash
# Fuzzes Plumb with libFuzzer and the address sanitizer.
#
#   scripts/fuzz.sh [block|page|code] [--seconds N] [--runs N] [-- libFuzzer flags...]
#
# block: one layout block through parse, solve at its breakpoints, analysis
#        and the figure; page: a whole Markdown page (front matter, cmark, every
#        block, the page body). Default: block, 60 seconds.
#
# Seeds are Tests/Fuzz/corpus/TARGET (committed) plus Tests/Fuzz/regressions
# (every input that ever crashed); new interesting inputs collect in
# .build-fuzz/corpus/TARGET (not committed), so a campaign resumes where the
# last one stopped. A crash, a leak-free abort from a broken promise
# (Sources/PlumbFuzz/FuzzHarness.swift), or an input slower than 30 s fails
# the run and leaves the input in .build-fuzz/crashes/: replay it with
#   swift build --product plumb-fuzz && PLUMB_FUZZ_TARGET=block .build/debug/plumb-fuzz FILE
# then add it to Tests/Fuzz/regressions/TARGET/ with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
target=block
seconds=60
runs=""
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    block|page|code) target=$1 ;;
    --seconds) seconds=$2; shift ;;
    --runs) runs=$2; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: scripts/fuzz.sh [block|page|code] [--seconds N] [--runs N] [-- libFuzzer flags]" >&2; exit 2 ;;
  esac
  shift
done
scripts/setup.sh >/dev/null
echo "fuzz: building the $target harness (release, -sanitize=fuzzer,address)" >&2
swift build -c release --product plumb-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DPLUMB_FUZZING -Xswiftc -use-ld=lld >&2
binary=".build-fuzz/release/plumb-fuzz"
work=".build-fuzz/corpus/$target"
crashes=".build-fuzz/crashes/"
mkdir -p "$work" "$crashes" "Tests/Fuzz/regressions/$target"
limit=(-max_total_time="$seconds")
[ -n "$runs" ] && limit=(-runs="$runs")
export PLUMB_FUZZ_TARGET=$target
# Leaks are not crashes here: caches live for the process.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# Swift's own crash backtracer reads memory ASan does not expect: leave
# reporting to libFuzzer.
export SWIFT_BACKTRACE=enable=no
set +e
"$binary" "$work" "Tests/Fuzz/corpus/$target" "Tests/Fuzz/regressions/$target" \
  -max_len=4096 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$crashes" \
  "${limit[@]}" "${extra[@]}" 2>&1 | tee ".build-fuzz/last-$target.log" | grep -aE "^INFO: Seed|^#[0-9]+[[:space:]]+(INITED|DONE)|ERROR|broken promise|stat::|SUMMARY" >&2
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "fuzz: FAILED ($target): the input is in $crashes; see .build-fuzz/last-$target.log" >&2
  # A CI machine's files are gone once it stops: print the input itself, so
  # that its log alone reproduces the failure
  # (base64 -d > input; PLUMB_FUZZ_TARGET=$target .build/debug/plumb-fuzz input).
  artifact=$(grep -aoE "(crash|timeout|slow-unit|oom|leak)-[0-9a-f]+" ".build-fuzz/last-$target.log" | tail -1 || true)
  if [ -n "$artifact" ] && [ -f "$crashes$artifact" ]; then
    echo "fuzz: the input ($artifact), base64:" >&2
    base64 -w 0 "$crashes$artifact" >&2
    echo >&2
  fi
  exit 1
fi
runs_done=$(grep -ao "stat::number_of_executed_units: *[0-9]*" ".build-fuzz/last-$target.log" | grep -o "[0-9]*$" || echo 0)
echo "fuzz: $target: $runs_done executions, no crash"
