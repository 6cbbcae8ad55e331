#!/usr/bin/env bash
# Builds tlsite in release mode and runs the shared benchmark against Hugo:
# the same generated corpus, built by both tools in turn (A B A B ...), with
# the median wall time, peak memory and their ratio printed.
#
# usage: bench/compare.sh [N=10000] [ROUNDS=3]
# Needs: the project's shared folder (not part of this repository) beside it,
# as ../shared, or named by TLSITE_SHARED: its bench/ holds compare.py,
# gen_corpus.py and the reference Hugo site; hugo (Debian package); python3.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
shared="${TLSITE_SHARED:-$repo/../shared}/bench"
[ -f "$shared/compare.py" ] || {
    echo "bench/compare.sh: needs $shared/compare.py, from the project's shared folder (not in this repository):" >&2
    echo "  put shared/ beside the repository, or set TLSITE_SHARED to it (docs/development.md, \"Data from ../shared\")" >&2
    exit 2
}
command -v hugo >/dev/null || { echo "bench/compare.sh: needs hugo (apt-get install hugo)" >&2; exit 2; }
(cd "$repo" && swift build -c release --product tlsite >/dev/null)
exec python3 "$shared/compare.py" "$repo/.build/release/tlsite" "${1:-10000}" "${2:-3}"
