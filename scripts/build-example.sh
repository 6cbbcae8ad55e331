#!/usr/bin/env bash
# Builds tlsite and site-example into site-example/public, installing the
# Debian packages it needs first if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
swift build -c release --product tlsite
.build/release/tlsite build site-example "$@"
