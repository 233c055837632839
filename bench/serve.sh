#!/usr/bin/env bash
# Save-to-reload benchmark for `plumb serve` (issue 14: under 50 ms for a
# one-block edit in the guide). Serves a copy of the guide with the release
# build, saves one page with one constant changed ROUNDS times, and prints
# the median time from the save to the rebuilt page being fetched (what an
# open page does when its wait returns), plus instructions per save: perf's
# where the machine has hardware counters, and always callgrind's (the
# server run twice more under valgrind, with and without saves).
#
#   bench/serve.sh [--page guide/priorities.md] [--rounds 15]
set -euo pipefail
cd "$(dirname "$0")/.."
page=guide/priorities.md
rounds=15
while [ $# -gt 0 ]; do
  case "$1" in
    --page) page="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    *) echo "usage: bench/serve.sh [--page PATH under content/] [--rounds N]" >&2; exit 2 ;;
  esac
done
scripts/setup.sh >/dev/null
. bench/lib/instructions.sh
count=(); ensure_valgrind && count=(--count 3)
if ! command -v perf >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends linux-perf) >&2 || echo "bench: perf unavailable; wall clock only" >&2
fi
plumb="$(scripts/release-plumb.sh)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R content templates plumb.json "$work/"
python3 bench/serve/save_to_reload.py "$plumb" "$work" "$page" "$rounds" "${count[@]}"
