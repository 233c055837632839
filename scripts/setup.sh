#!/usr/bin/env bash
# Installs what Plumb needs on a fresh Debian machine, only where missing.
#   scripts/setup.sh          libcmark-dev (found through pkg-config) for building
#   scripts/setup.sh --test   the same, plus scipy for the solver's LP oracle,
#                             chromium, chromium-driver and selenium for the browser test,
#                             and html5lib for the sanitizer and GFM example checks
# Prints the Python to use for tests as its last line (PLUMB_PYTHON=...).
set -euo pipefail

need_test=false
[ "${1:-}" = "--test" ] && need_test=true

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: Swift is not on the PATH. Plumb needs Swift 6 (https://www.swift.org/install/linux/)." >&2
  exit 1
fi

apt_updated=false
apt_install() {
  if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
    echo "setup: please install $* (as root: apt-get install $*)" >&2
    exit 1
  fi
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if ! $apt_updated; then
    echo "setup: apt-get update" >&2
    $sudo apt-get update -qq >&2
    apt_updated=true
  fi
  echo "setup: apt-get install $*" >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >&2
}

command -v pkg-config >/dev/null 2>&1 || apt_install pkg-config
pkg-config --exists libcmark || apt_install libcmark-dev

if $need_test; then
  python=$(command -v python3 || true)
  [ -n "$python" ] || { apt_install python3 python3-pip; python=$(command -v python3); }
  if ! "$python" -c "import scipy, numpy" >/dev/null 2>&1; then
    echo "setup: pip install scipy (the solver tests' LP oracle)" >&2
    "$python" -m pip install --quiet scipy >&2 || "$python" -m pip install --quiet --break-system-packages scipy >&2
  fi
  command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 || apt_install chromium chromium-driver
  if ! "$python" -c "import selenium" >/dev/null 2>&1; then
    echo "setup: pip install selenium (the browser test)" >&2
    "$python" -m pip install --quiet selenium >&2 || "$python" -m pip install --quiet --break-system-packages selenium >&2
  fi
  if ! "$python" -c "import html5lib" >/dev/null 2>&1; then
    echo "setup: pip install html5lib (the sanitizer and GFM example checks' independent HTML parser)" >&2
    "$python" -m pip install --quiet html5lib >&2 || "$python" -m pip install --quiet --break-system-packages html5lib >&2
  fi
  echo "PLUMB_PYTHON=$python"
fi
