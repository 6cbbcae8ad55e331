#!/usr/bin/env python3
"""How render time grows with the number of tags on an item.

usage: python3 bench/tags.py TLSITE_BINARY [ITEMS=10] [ROUNDS=3] [N ...]

For each N (default 125 250 500 1000, the limit of tags per item), builds a
site of ITEMS items that all carry the same N tags, so the build renders N
tag pages that each list ITEMS items of N tags. Reports the median time of
the `render` stage (from `--verbose`) over ROUNDS builds, the time per tag,
and the ratio to the previous N. Linear growth shows as a ratio near the
ratio of the tag counts (2 for the defaults) and a steady time per tag;
building each item's tag links once per page made it quadratic (a ratio
near 4). The render stage is timed rather than the whole build, because
removing the previous output is bound by the disk, not by tlsite.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile


def make_site(root: str, items: int, tags: int) -> str:
    site = os.path.join(root, f"site-{tags}")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.join(site, "content"))
    with open(os.path.join(site, "tlsite.yml"), "w") as f:
        f.write("title: Tags benchmark\n")
    names = ", ".join(f"tag{i}" for i in range(tags))
    for i in range(items):
        with open(os.path.join(site, "content", f"item{i}.md"), "w") as f:
            f.write(f"---\ntitle: Item {i}\ndate: 2024-01-{i % 28 + 1:02d}\ntags: [{names}]\n---\nBody of item {i}.\n")
    return site


def render_seconds(tlsite: str, site: str, output: str) -> float:
    proc = subprocess.run([tlsite, "build", site, "-o", output, "--verbose"], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"build failed:\n{proc.stderr}")
    match = re.search(r"tlsite: render took ([0-9.]+) s", proc.stderr)
    if not match:
        sys.exit(f"no render time in:\n{proc.stderr}")
    return float(match.group(1))


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    tlsite = os.path.abspath(sys.argv[1])
    items = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    counts = [int(n) for n in sys.argv[4:]] or [125, 250, 500, 1000]
    root = tempfile.mkdtemp(prefix="tlsite-bench-tags-")
    try:
        print(f"{items} items, each with all N tags; median of {rounds} builds")
        print(f"{'N tags':>8} {'render s':>10} {'ms/tag':>8} {'ratio':>7}")
        previous = None
        for n in counts:
            site = make_site(root, items, n)
            output = os.path.join(root, f"out-{n}")
            times = [render_seconds(tlsite, site, output) for _ in range(rounds)]
            median = statistics.median(times)
            ratio = f"{median / previous:.2f}" if previous else "-"
            print(f"{n:>8} {median:>10.3f} {1000 * median / n:>8.3f} {ratio:>7}")
            previous = median
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
