#!/usr/bin/env bash
# Runs every test: the Swift suites (parsers, Mustache spec, golden fixture
# sites, bad input) and the browser suite (real Chromium, the Nu HTML Checker,
# axe-core). Installs what the tests need first if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
swift build --build-tests
swift test --skip-build
TLSITE="$PWD/.build/debug/tlsite" python3 -m pytest Tests/browser -q -p no:cacheprovider
