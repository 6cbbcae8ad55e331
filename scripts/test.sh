#!/usr/bin/env bash
# Runs every test: the Swift suites (parsers, Mustache spec, golden fixture
# sites, bad input), the browser suite (real Chromium, the Nu HTML Checker,
# axe-core) and a few seconds of each fuzz target, so a target that no
# longer builds is caught. Installs what the tests need first if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
swift build --build-tests
swift test --skip-build
TLSITE="$PWD/.build/debug/tlsite" python3 -m pytest Tests/browser -q -p no:cacheprovider
# The fuzz targets compile their sources into one module of their own; five
# seconds each checks that they still build and run (fuzz/README.md).
# A folder of this run's own: two runs at once (two clones) must not rebuild each other's sources.
smoke="$(mktemp -d "${TMPDIR:-/tmp}/tlsite-fuzz-smoke.XXXXXX")"
trap 'rm -rf "$smoke"' EXIT
for target in color mustache frontmatter changelog markdown; do
    if ! TLSITE_FUZZ_WORK="$smoke" fuzz/run.sh "$target" 5 > "$smoke/$target.log" 2>&1; then
        tail -40 "$smoke/$target.log" >&2
        echo "scripts/test.sh: fuzz target $target failed" >&2
        exit 1
    fi
    tail -1 "$smoke/$target.log"
done
