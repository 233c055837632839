#!/usr/bin/env bash
# Builds the site from content/ into site/: installs what is missing
# (scripts/setup.sh), builds plumb in release mode and runs `plumb build`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
plumb="$(scripts/release-plumb.sh)"
exec "$plumb" build "$@"
