#!/usr/bin/env python3
"""The size of a changelog site's search index (search.json, issue #17).

usage: python3 bench/search_index.py TLSITE_BINARY [RELEASES=1000] [ENTRIES_PER_RELEASE=5]

Writes a Keep a Changelog file of RELEASES releases with ENTRIES_PER_RELEASE
entries each, in the shape of real ones (Added, Changed and Fixed sections;
entries of 40 to 140 characters with code spans, links to issues and a
scope, as git-cliff and release-please write them), builds it with
`tlsite changelog`, and reports the size of search.json, raw and gzipped
(level 6, as a web server sends it), per entry, with the time of the build.
Exits 1 when the index reaches 1 MB (1,000,000 bytes), the budget of issue
#17 for 1,000 releases and 5,000 entries.
"""
import gzip
import json
import os
import random
import subprocess
import sys
import tempfile
import time

BUDGET = 1_000_000
VERBS = ["Add", "Fix", "Support", "Allow", "Deprecate", "Remove", "Speed up", "Document", "Handle", "Rename"]
THINGS = ["the console's markup parser", "tables with wide characters", "progress bars in notebooks", "tracebacks of async code",
          "the syntax highlighter's theme", "prompts with defaults", "live displays on Windows", "nested layouts",
          "the pretty printer for dataclasses", "logging handlers", "emoji codes in markup", "Jupyter output"]
TAILS = ["", " when the terminal is narrow", " (#{n})", " in `Console.print`", " with `--no-color`", ", thanks to @someone",
         " ([#{n}](https://github.com/acme/rich/issues/{n}))", " so that `soft_wrap=True` keeps words whole"]


def changelog(releases: int, per_release: int) -> str:
    rng = random.Random(17)
    out = ["# Rich changelog\n\nAll notable changes to this project.\n"]
    for number in range(releases, 0, -1):
        major, minor = divmod(number, 20)
        day = f"{2000 + number // 40:04d}-{number % 12 + 1:02d}-{number % 28 + 1:02d}"
        out.append(f"\n## [{major}.{minor}.0] - {day}\n")
        sections = {"Added": [], "Changed": [], "Fixed": []}
        for i in range(per_release):
            entry = f"{rng.choice(VERBS)} {rng.choice(THINGS)}{rng.choice(TAILS)}".format(n=number * 10 + i)
            if rng.random() < .3:
                entry = f"**{rng.choice(['console', 'table', 'markup', 'layout'])}:** " + entry
            sections[["Added", "Changed", "Fixed"][i % 3]].append(entry)
        for title, entries in sections.items():
            if entries:
                out.append(f"\n### {title}\n\n" + "".join(f"- {e}\n" for e in entries))
    return "".join(out)


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    binary = sys.argv[1]
    releases = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    per_release = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    with tempfile.TemporaryDirectory(prefix="tlsite-search-") as folder:
        source = os.path.join(folder, "CHANGELOG.md")
        with open(source, "w", encoding="utf-8") as f:
            f.write(changelog(releases, per_release))
        out = os.path.join(folder, "site")
        started = time.monotonic()
        proc = subprocess.run([binary, "changelog", source, "-o", out, "--quiet"], capture_output=True, text=True)
        seconds = time.monotonic() - started
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        with open(os.path.join(out, "search.json"), "rb") as f:
            data = f.read()
    index = json.loads(data)
    entries = len(index["e"])
    packed = len(gzip.compress(data, compresslevel=6))
    print(f"releases {len(index['r'])}, entries {entries}, build {seconds:.2f} s")
    print(f"search.json {len(data):,} bytes ({len(data) / entries:.1f} a entry), gzipped {packed:,} bytes "
          f"({packed / len(data):.0%})")
    print(f"budget {BUDGET:,} bytes: {'ok' if len(data) < BUDGET else 'OVER'} ({len(data) / BUDGET:.0%} of it)")
    return 0 if len(data) < BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
