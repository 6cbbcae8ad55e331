"""Crash-safe output: a build killed at any moment leaves a whole output.

A site of 3,000 items (shared/bench/gen_corpus.py) is built once, timed and
hashed. Then, 8 times, one item is changed and `tlsite build` is started and
SIGKILLed after a random delay between 0 and that build time (the delays are
spread over the span, one in each eighth, so every stage gets hit). After each
kill, public/ must be byte for byte the previous output, or, if the kill came
after the new output was swapped in, a whole new output (the same files and
folders, with the change). Killed builds may leave `.public.tlsite-*` folders;
the next build must succeed, remove all of them and give the whole output.

The site lives in /dev/shm when there is one, so that deleting old outputs
does not dominate the time on slow disks; set TLSITE_KILL_DIR to choose
another place and TLSITE_KILL_SEED to replay a run.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
GEN_CORPUS = Path(os.environ.get("TLSITE_SHARED") or REPO.parent / "shared") / "bench" / "gen_corpus.py"
ITEMS = 3000
KILLS = 8


def hashes(folder: Path) -> dict[str, str]:
    result = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in dirnames:
            result[os.path.relpath(os.path.join(dirpath, name), folder)] = "dir"
        for name in filenames:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                result[os.path.relpath(path, folder)] = hashlib.sha1(f.read()).hexdigest()
    return result


def leftovers(site: Path) -> list[str]:
    return sorted(p.name for p in site.iterdir() if p.name.startswith(".public.tlsite-"))


def build(tlsite: Path, site: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(tlsite), "build", str(site), "--quiet", *extra],
                          capture_output=True, text=True, timeout=300)


def change_item(files: list[Path], round_: int) -> tuple[Path, str]:
    """Gives one item a new title; returns the file and the title."""
    path = files[round_ * 37 % len(files)]
    text = path.read_text(encoding="utf-8")
    title = f"Changed by kill round {round_}"
    text, count = re.subn(r'^title: .*$', f'title: "{title}"', text, count=1, flags=re.M)
    assert count == 1, f"no title line in {path}"
    path.write_text(text, encoding="utf-8")
    return path, title


@pytest.fixture
def work_dir(tmp_path):
    chosen = os.environ.get("TLSITE_KILL_DIR")
    if not chosen and os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        stats = os.statvfs("/dev/shm")
        if stats.f_bavail * stats.f_frsize > 2_000_000_000:
            chosen = "/dev/shm"
    if not chosen:
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(prefix="tlsite-kill-", dir=chosen))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_killed_builds_leave_the_previous_output(tlsite_bin, work_dir):
    if not GEN_CORPUS.is_file():
        pytest.skip(f"skipped: {GEN_CORPUS} not found (shared/ is not beside the repository; set TLSITE_SHARED)")
    seed = int(os.environ.get("TLSITE_KILL_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    print(f"TLSITE_KILL_SEED={seed}")

    site = work_dir / "site"
    subprocess.run([sys.executable, str(GEN_CORPUS), str(ITEMS), str(site)], check=True, capture_output=True)
    (site / "tlsite.yml").write_text("title: T\n", encoding="utf-8")
    items = sorted((site / "content").glob("*.md"))
    assert len(items) == ITEMS
    for path in items:
        # The benchmark's widget kinds (poll, quiz ...) may need keys it does not
        # write; this test is about killing builds, so every item is plain text.
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"^kind: .*$", "kind: text", text, count=1, flags=re.M), encoding="utf-8")

    started = time.monotonic()
    first = build(tlsite_bin, site)
    full = time.monotonic() - started
    assert first.returncode == 0, first.stderr
    public = site / "public"
    snapshot = hashes(public)
    assert not leftovers(site)
    print(f"full build: {full:.2f} s, {len(snapshot)} files and folders")

    outcomes = []
    for round_ in range(KILLS):
        changed, title = change_item(items, round_)
        delay = rng.uniform(round_ * full / KILLS, (round_ + 1) * full / KILLS)
        process = subprocess.Popen([str(tlsite_bin), "build", str(site), "--quiet"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(delay)
        finished = process.poll() is not None
        if not finished:
            process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)
        stderr = process.stderr.read().decode(errors="replace")
        process.stderr.close()
        assert "Fatal error" not in stderr, stderr

        now = hashes(public)
        if now == snapshot:
            outcomes.append(f"{delay:.2f} s: previous output")
            assert not finished or process.returncode != 0, "a build that finished left the previous output"
            continue
        # The kill came after the new output was swapped in (or the build had
        # finished): public/ must then be the whole new output: the same files
        # and folders (only a title changed), and the change in its page.
        assert set(now) == set(snapshot), (
            f"round {round_}: killed after {delay:.2f} s, public/ is neither the previous output nor a whole new one: "
            f"missing {sorted(set(snapshot) - set(now))[:5]}, extra {sorted(set(now) - set(snapshot))[:5]}")
        page = public / changed.stem.lower() / "index.html"
        assert title in page.read_text(encoding="utf-8"), f"round {round_}: {page} lacks the new title"
        snapshot = now
        outcomes.append(f"{delay:.2f} s: new output" + (" (the build had finished)" if finished else ""))
        if finished:
            assert process.returncode == 0, stderr
    print("\n".join(outcomes))
    print(f"left by killed builds: {leftovers(site)}")
    for name in leftovers(site):
        # A killed build leaves its staging folder, and its lock file (the lock itself dies with it).
        assert re.fullmatch(r"\.public\.tlsite-((staging|old)-\d+(-\d+)?|lock)", name), f"unexpected folder {name}"

    final = build(tlsite_bin, site)
    assert final.returncode == 0, f"the build after the kills failed:\n{final.stderr}"
    assert not leftovers(site), f"the build after the kills left {leftovers(site)}"
    after = hashes(public)
    assert set(after) == set(snapshot), "the build after the kills did not give a whole output"
    for round_ in range(KILLS):
        changed, title = items[round_ * 37 % len(items)], f"Changed by kill round {round_}"
        assert title in (public / changed.stem.lower() / "index.html").read_text(encoding="utf-8")
