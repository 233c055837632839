# kiwi's C++ core for the benchmarks (sourced by bench/*.sh): the headers
# come from the kiwisolver sdist, downloaded with pip into bench/.out/
# (ignored by git, never committed); bench/kiwi/kiwi_bench.cpp is compiled
# against them. Sets kiwi_bench (the program) and kiwi_version.
ensure_kiwi_bench() {
  local out=bench/.out
  mkdir -p "$out"
  if ! ls "$out"/kiwisolver-*/kiwi/kiwi.h >/dev/null 2>&1; then
    echo "fetching the kiwisolver sdist (kiwi's C++ headers) ..." >&2
    python3 -m pip download --quiet --no-binary :all: --no-deps kiwisolver -d "$out" >&2
    tar -xzf "$out"/kiwisolver-*.tar.gz -C "$out"
  fi
  local src
  src=$(ls -d "$out"/kiwisolver-*/ | head -n 1)
  kiwi_version=$(basename "$src" | sed 's/kiwisolver-//')
  kiwi_bench="$out/kiwi_bench"
  if [ ! -x "$kiwi_bench" ] || [ bench/kiwi/kiwi_bench.cpp -nt "$kiwi_bench" ]; then
    echo "compiling kiwi $kiwi_version (g++ -O2) ..." >&2
    g++ -std=c++17 -O2 -I "$src" bench/kiwi/kiwi_bench.cpp -o "$kiwi_bench"
  fi
}
