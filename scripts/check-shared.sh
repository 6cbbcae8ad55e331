#!/usr/bin/env bash
# Proves both paths of the suites that read data from the shared folder
# (../shared, or $TLSITE_SHARED; docs/development.md, "Data from ../shared"):
#   - hidden (TLSITE_SHARED pointing nowhere): they are reported as skipped,
#     with the reason, and the run still passes;
#   - present: they run, and TLSITE_REQUIRE_SHARED=1 makes a missing file fail.
# Needs a build with tests (swift build --build-tests); .ci/run calls it after scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
suites='SpecTests|SpecPresenceTests|GFMSpecTests|GFMSpecPresenceTests'
log="${TMPDIR:-/tmp}/tlsite-check-shared.log"

TLSITE_SHARED=/nonexistent/tlsite-shared swift test --skip-build --filter "$suites" > "$log" 2>&1 || {
    cat "$log" >&2; echo "scripts/check-shared.sh: the suites fail without the shared folder" >&2; exit 1; }
grep -q 'skipped: ../shared/spec/mustache not found' "$log" || {
    cat "$log" >&2; echo "scripts/check-shared.sh: no visible skip reason without the shared folder" >&2; exit 1; }
echo "shared folder hidden: $(grep -c "skipped: ../shared/" "$log") suites and tests reported as skipped, with the reason"

shared="${TLSITE_SHARED:-$PWD/../shared}"
if [ ! -d "$shared/spec" ]; then
    echo "shared folder present: skipped: $shared not found, so the full path is not checked here"
    exit 0
fi
TLSITE_REQUIRE_SHARED=1 swift test --skip-build --filter "$suites" > "$log" 2>&1 || {
    cat "$log" >&2; echo "scripts/check-shared.sh: the suites fail with the shared folder at $shared" >&2; exit 1; }
if grep -q 'skipped: ../shared/' "$log"; then
    cat "$log" >&2; echo "scripts/check-shared.sh: a suite skipped although $shared is there" >&2; exit 1
fi
echo "shared folder present ($shared): $(grep -o 'mustache spec: [^"]*' "$log" | head -1)"
