"""README.md's tour, run word for word.

The commands are read from the first ```sh block under "## A tour" and the
item from the ```markdown block after it, so a change to the README changes
what runs here. Each command runs in a temporary folder with `tlsite` on
PATH, and its result is checked by the step below that matches it. A
command with no matching step fails the test: write its check when you add
one to the tour.
"""
from __future__ import annotations

import datetime
import os
import re
import shlex
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def tour_blocks() -> tuple[list[str], str]:
    text = README.read_text(encoding="utf-8")
    tour = text.split("\n## A tour\n", 1)[1].split("\n## ", 1)[0]
    commands = re.search(r"```sh\n(.*?)```", tour, re.S).group(1)
    item = re.search(r"```markdown\n(.*?)```", tour, re.S).group(1)
    lines = []
    for line in commands.splitlines():
        command = line.split(" #", 1)[0].strip()
        if command:
            lines.append(command)
    return lines, item


def port_is_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


class Tour:
    def __init__(self, tlsite: Path, root: Path):
        self.cwd = root
        bin_dir = root.parent / "bin"
        bin_dir.mkdir(exist_ok=True)
        link = bin_dir / "tlsite"
        if not link.exists():
            link.symlink_to(tlsite)
        self.env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
        self.skipped: list[str] = []

    def run(self, command: str) -> subprocess.CompletedProcess:
        return subprocess.run(command, shell=True, cwd=self.cwd, env=self.env, capture_output=True, text=True, timeout=120)

    def ok(self, command: str) -> subprocess.CompletedProcess:
        result = self.run(command)
        assert result.returncode == 0, f"{command}: exit {result.returncode}\n{result.stdout}\n{result.stderr}"
        assert "error" not in result.stderr, f"{command}: {result.stderr}"
        return result

    # Each step: the command as the README writes it, then what it must have done.

    def step(self, command: str):
        words = shlex.split(command)
        today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
        if words[0] == "cd":
            self.cwd = self.cwd / words[1]
            assert (self.cwd / "tlsite.yml").is_file()
        elif words[:3] == ["tlsite", "new", "site"]:
            self.ok(command)
            site = self.cwd / words[3]
            for path in ["tlsite.yml", "content", "static/icons/star.svg", "CHANGELOG.md", ".gitignore"]:
                assert (site / path).exists(), path
        elif words[:3] == ["tlsite", "new", "item"]:
            out = self.ok(command).stdout
            slug = re.sub(r"[^a-z0-9]+", "-", " ".join(words[3:]).lower()).strip("-")
            path = self.cwd / "content" / f"{today}-{slug}.md"
            assert path.is_file(), out
            text = path.read_text()
            assert f'title: "{" ".join(words[3:])}"' in text
            # A body to replace, and the time of day a title like "08:30 am" names.
            assert text.split("\n---\n", 1)[1].strip(), f"{path.name} has no body:\n{text}"
            if m := re.fullmatch(r"(\d\d):(\d\d) (am|pm)", " ".join(words[3:])):
                hour = int(m[1]) % 12 + (12 if m[3] == "pm" else 0)
                assert f"date: {today}T{hour:02d}:{m[2]}:00Z" in text, text
                # Still ahead today (the tour run before 08:30 UTC): build leaves it
                # out, and new item says so.
                ahead = datetime.datetime.now(datetime.timezone.utc).strftime("%H:%M") < f"{hour:02d}:{m[2]}"
                assert ("later than now" in out) == ahead, out
                self.ahead = ahead
        elif words[:2] == ["tlsite", "build"]:
            out = self.ok(command).stdout
            assert out.startswith("Built "), out
            assert (self.cwd / "public" / "index.html").is_file()
        elif words[:2] == ["tlsite", "check"]:
            assert "(checked, nothing written)" in self.ok(command).stdout
        elif words[:2] == ["tlsite", "changelog"]:
            self.ok(command)
            home = (self.cwd / "changelog-site" / "index.html").read_text()
            assert "0.1.0" in home
        elif words[:2] == ["tlsite", "serve"]:
            self.serve(command)
        else:
            pytest.fail(f"README's tour has a step this test does not check: {command}")

    def serve(self, command: str):
        if not port_is_free(1313):
            self.skipped.append("tlsite serve: port 1313 is taken on this machine")
            return
        # Without a shell between: Ctrl-C (SIGINT) goes to tlsite itself.
        proc = subprocess.Popen(shlex.split(command), cwd=self.cwd, env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        try:
            lines = [proc.stdout.readline() for _ in range(2)]
            assert lines[0].startswith("Built "), lines
            assert lines[1].startswith("Serving . at http://127.0.0.1:1313/"), lines
            with urllib.request.urlopen("http://127.0.0.1:1313/", timeout=10) as response:
                assert response.status == 200
                # The tour's first item, unless its time is still ahead today.
                assert ("08:30 am" in response.read().decode()) != getattr(self, "ahead", False)
        finally:
            os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                raise
        assert proc.returncode == 0


def test_readme_tour_runs_as_written(tlsite_bin, tmp_path):
    commands, item = tour_blocks()
    assert commands[0].startswith("tlsite new site"), commands
    tour = Tour(tlsite_bin, tmp_path / "work")
    tour.cwd.mkdir()
    for command in commands:
        tour.step(command)

    # The tour's home page is a timeline: every item on the starter site's lane, each with a body.
    home = (tour.cwd / "public" / "index.html").read_text()
    cells = re.findall(r'<li class="tl-cell tl-left-(\w+) tl-right-(\w+)', home)
    # Four items, or three while the first one's time (08:30 UTC) is still ahead today.
    assert len(cells) == (3 if getattr(tour, "ahead", False) else 4) and all(left != "none" for left, _ in cells), cells
    assert home.count("What happened? Write it here") == (1 if getattr(tour, "ahead", False) else 2)

    # The README's example item builds in the new site: its icon is there.
    (tour.cwd / "content" / "readme-item.md").write_text(item)
    out = tour.ok("tlsite build").stdout
    pages = [p for p in (tour.cwd / "public").rglob("index.html") if "icons/star.svg" in p.read_text()]
    assert pages, out
    assert (tour.cwd / "public" / "icons" / "star.svg").is_file()
    # Its old address (aliases:) is a page that leads to it.
    redirect = (tour.cwd / "public" / "wake-up" / "index.html").read_text()
    assert "http-equiv=refresh" in redirect and "readme-item/" in redirect, redirect

    # What builds leave in the site folder is ignored by git.
    if subprocess.run(["git", "--version"], capture_output=True).returncode == 0:
        tour.ok("git init -q . && git add -A")
        listed = tour.ok("git ls-files").stdout.split()
        assert not [p for p in listed if p.startswith(("public/", "changelog-site/", ".public", ".changelog-site"))], listed
        assert "tlsite.yml" in listed and "static/icons/star.svg" in listed

    if tour.skipped:
        pytest.skip("; ".join(tour.skipped))


def test_a_missing_changelog_has_no_line_and_no_previous_output(tlsite_bin, tmp_path):
    result = subprocess.run([str(tlsite_bin), "changelog", "NOPE.md"], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stderr.splitlines() == ["tlsite: error: no changelog file at NOPE.md", "tlsite: 1 error; nothing was published"]
