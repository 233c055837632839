#!/usr/bin/env bash
# Runs every test: installs what is missing (scripts/setup.sh --test), then
# `swift test`. CI (.ci/run) calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "export $(scripts/setup.sh --test | tail -n 1)"
exec swift test "$@"
