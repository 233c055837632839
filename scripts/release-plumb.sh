#!/usr/bin/env bash
# Builds plumb in release mode, as every script that runs it does, and prints
# the binary's path (its build output goes to stderr).
#
# --static-swift-stdlib links the Swift runtime and Foundation into the
# binary: the dynamic loader binding their symbols was half of a small
# `plumb solve` (13.5 M of 27.9 M instructions; 10 ms became under 5 ms,
# issue 32). Every script builds the same way, so that none of them relinks
# the binary the others use.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product plumb --static-swift-stdlib >&2
echo "$(swift build -c release --static-swift-stdlib --show-bin-path)/plumb"
