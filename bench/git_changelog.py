#!/usr/bin/env python3
"""Times `tlsite changelog --git` on a generated repository.

    python3 bench/git_changelog.py TLSITE [TAGS] [COMMITS] [ROUNDS]
    python3 bench/git_changelog.py .build/release/tlsite 450 5000 5

The repository is made in one `git fast-import`: COMMITS commits with
Conventional Commits subjects (feat, fix, perf, docs, chore, unconventional
ones, a `BREAKING CHANGE:` footer now and then) by five authors, and TAGS
tags spread evenly over them, every fifth a prerelease (`v1.4.0-rc.1`) of
the stable tag after it, a few annotated. Each round builds the whole site
into a fresh folder; the script prints every round's wall time, the median,
and the number of releases and entries on the home page.
"""

from __future__ import annotations

import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TYPES = ["feat", "fix", "fix", "perf", "docs", "chore", "refactor", "", "test", "feat"]
AUTHORS = ["Ada <ada@example.org>", "Brian <brian@example.org>", "Chen <chen@example.org>",
           "Dana <dana@example.org>", "Emeka <emeka@example.org>"]


def make_repository(folder: Path, tags: int, commits: int) -> None:
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    lines: list[str] = []
    step = max(1, commits // tags)
    tag_names: list[tuple[str, int]] = []
    version = [0, 1, 0]
    for index in range(tags):
        at = min(commits - 1, (index + 1) * step - 1)
        if index % 5 == 3:
            name = f"v{version[0]}.{version[1] + 1}.0-rc.1"
        else:
            version = [version[0], version[1] + 1, 0] if index % 5 == 4 else [version[0], version[1], version[2] + 1]
            if index % 50 == 49:
                version = [version[0] + 1, 0, 0]
            name = "v%d.%d.%d" % tuple(version)
        tag_names.append((name, at))
    for index in range(commits):
        kind = TYPES[index % len(TYPES)]
        subject = f"{kind}(part{index % 7}): change number {index}" if kind else f"Change number {index} without a type"
        body = "\n\nBREAKING CHANGE: the option changed its name" if index % 97 == 0 else ""
        message = (subject + body).encode()
        author = AUTHORS[index % len(AUTHORS)]
        stamp = 1_600_000_000 + index * 600
        lines.append(f"commit refs/heads/main\nmark :{index + 1}\nauthor {author} {stamp} +0000\n"
                     f"committer {author} {stamp} +0000\ndata {len(message)}\n")
        lines.append(message.decode() + "\n")
        if index:
            lines.append(f"from :{index}\n")
        lines.append("\n")
    seen = set()
    for number, (name, at) in enumerate(tag_names):
        if name in seen:
            continue
        seen.add(name)
        if number % 10 == 0:
            text = f"Release {name}".encode()
            lines.append(f"tag {name}\nfrom :{at + 1}\ntagger Ada <ada@example.org> {1_600_000_000 + at * 600} +0000\n"
                         f"data {len(text)}\n{text.decode()}\n")
        else:
            lines.append(f"reset refs/tags/{name}\nfrom :{at + 1}\n\n")
    subprocess.run(["git", "-C", str(folder), "fast-import", "--quiet"], input="".join(lines).encode(), check=True)
    subprocess.run(["git", "-C", str(folder), "symbolic-ref", "HEAD", "refs/heads/main"], check=True)
    subprocess.run(["git", "-C", str(folder), "gc", "-q"], check=True)


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    tlsite = str(Path(argv[1]).resolve())
    tags = int(argv[2]) if len(argv) > 2 else 450
    commits = int(argv[3]) if len(argv) > 3 else 5000
    rounds = int(argv[4]) if len(argv) > 4 else 5
    with tempfile.TemporaryDirectory(prefix="tlsite-git-bench-") as temp:
        repo = Path(temp) / "repo"
        make_repository(repo, tags, commits)
        count = subprocess.run(["git", "-C", str(repo), "tag"], capture_output=True, text=True, check=True).stdout.count("\n")
        print(f"repository: {count} tags, {commits} commits")
        walls = []
        for number in range(rounds):
            out = Path(temp) / f"site{number}"
            start = time.perf_counter()
            proc = subprocess.run([tlsite, "changelog", "--git", str(repo), "-o", str(out), "--quiet", "--now", "2030-01-01"],
                                  capture_output=True, text=True)
            wall = time.perf_counter() - start
            if proc.returncode != 0:
                print(proc.stderr, file=sys.stderr)
                return 1
            walls.append(wall)
            print(f"round {number + 1}: {wall:.3f} s")
        home = (Path(temp) / "site0" / "index.html").read_text(encoding="utf-8")
        releases = len(re.findall(r'<article class="tl-bubble tl-kind-release"', home))
        entries = len(re.findall(r'<li class="tl-change', home))
        print(f"home page: {releases} releases, {entries} entries")
        print(f"median wall: {statistics.median(walls):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
