#!/usr/bin/env bash
# How a whole build grows with the number of items: for each N, a build of N
# generated items (the shared corpus, built as compare.sh builds it: 20 a
# page, --future so every item is published), with its wall time, CPU time
# (user and system) and peak memory (max RSS), one run each.
#
# usage: bench/scale.sh [N ...]            (default: 1000 10000 100000)
#        TLSITE=path/to/tlsite bench/scale.sh ...   (skips the release build)
# Needs: the project's shared folder (not part of this repository) beside it,
# as ../shared, or named by TLSITE_SHARED: its bench/gen_corpus.py writes the
# corpus, cached under $TMPDIR/tlsite-scale-N. /usr/bin/time (Debian package
# time) measures each run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
shared="${TLSITE_SHARED:-$repo/../shared}/bench"
[ -f "$shared/gen_corpus.py" ] || {
    echo "bench/scale.sh: needs $shared/gen_corpus.py, from the project's shared folder (not in this repository):" >&2
    echo "  put shared/ beside the repository, or set TLSITE_SHARED to it (docs/development.md, \"Data from ../shared\")" >&2
    exit 2
}
[ -x /usr/bin/time ] || { echo "bench/scale.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
if [ -z "${TLSITE:-}" ]; then
    (cd "$repo" && swift build -c release --product tlsite >/dev/null)
    TLSITE="$repo/.build/release/tlsite"
fi
[ $# -gt 0 ] || set -- 1000 10000 100000

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%8s %8s %9s %9s %9s %10s %9s\n' items pages wall user sys "peak RSS" output
for n in "$@"; do
    work="${TMPDIR:-/tmp}/tlsite-scale-$n"
    if [ ! -d "$work/corpus/content" ]; then
        python3 "$shared/gen_corpus.py" "$n" "$work/corpus" >/dev/null
    fi
    site="$work/site"
    mkdir -p "$site"
    ln -sfn "$work/corpus/content" "$site/content"
    printf 'title: Benchmark timeline\nbaseURL: https://example.org/\ntimeline:\n  perPage: 20\n' >"$site/tlsite.yml"
    rm -rf "$site/public"
    stats="$work/time.txt"
    /usr/bin/time -o "$stats" -f '%e %U %S %M' "$TLSITE" build --quiet --future "$site" >/dev/null
    read -r wall user sys rss <"$stats"
    pages=$(find "$site/public" -name '*.html' | wc -l)
    bytes=$(find "$site/public" -type f -printf "%s\n" | awk "{ s += \$1 } END { print s }")
    printf '%8d %8d %8ss %8ss %8ss %6d MiB %6d MB\n' "$n" "$pages" "$wall" "$user" "$sys" $((rss / 1024)) $((bytes / 1000000))
    rm -rf "$site/public"
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
