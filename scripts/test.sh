#!/usr/bin/env bash
# Runs every test: installs what is missing (scripts/setup.sh --test), then
# `swift test`. CI (.ci/run) calls exactly this. Every test is XCTest, so the
# empty Swift Testing pass is skipped: the last line is then XCTest's count.
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, so that a failing setup stops here (set -e, pipefail).
python_line=$(scripts/setup.sh --test | tail -n 1)
export "${python_line?}"
exec swift test --disable-swift-testing "$@"
