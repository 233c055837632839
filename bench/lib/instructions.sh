# Instruction counts for the benchmarks (sourced by bench/*.sh).
#
# Wall clock on these shared machines swings by 2× between runs; the number
# of instructions a run retires does not. `perf stat` needs hardware
# counters, which virtual machines often lack, so the count comes from
# valgrind's callgrind (exact, and about 50× slower than the run itself:
# the scripts count a smaller case than they time, and say so).
# Go programs (Hugo) run under valgrind only with asynchronous preemption
# off, since its signals trip valgrind's signal handling, and are counted
# with one scheduler thread (GOMAXPROCS=1): otherwise idle worker threads
# spin looking for work, and two counts of the same Hugo build differed
# sevenfold (2.2 and 16.1 G); with one thread they agree to 0.2 %.

ensure_valgrind() {
  command -v valgrind >/dev/null 2>&1 && return 0
  echo "bench: apt-get install valgrind (for instruction counts)" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind) >&2 \
    || { echo "bench: valgrind unavailable: no instruction counts" >&2; return 1; }
}

# instructions [--in FUNCTION_PATTERN] [--cd DIR] COMMAND...
# Prints the instructions COMMAND retires (all threads), or only those
# retired inside functions matching the pattern (callgrind's
# --toggle-collect; mangled names, * wildcards). Prints "-" on failure.
instructions() {
  local toggle=() dir=.
  while [ $# -gt 0 ]; do
    case "$1" in
      --in) toggle=("--toggle-collect=$2"); shift 2 ;;
      --cd) dir="$2"; shift 2 ;;
      *) break ;;
    esac
  done
  local out
  out=$(mktemp)
  if (cd "$dir" && GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file="$out" "${toggle[@]}" "$@" >/dev/null 2>&1); then
    awk '/^summary:/ { print $2 }' "$out"
  else
    echo "-"
  fi
  rm -f "$out"
}
