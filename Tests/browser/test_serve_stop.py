"""A second Ctrl-C during a long build stops `tlsite serve` at once and
still removes its temporary folder (issue 26): the forced exit runs the
removal that a clean stop does."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path


def test_a_second_ctrl_c_during_a_build_removes_the_folder(tlsite_bin, tmp_path):
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "tlsite.yml").write_text("title: Long build\n")
    body = "Some words of the item, long enough to render. " * 30
    for n in range(3000):
        (site / "content" / f"item-{n:04d}.md").write_text(
            f"---\ntitle: Item {n}\ndate: 2024-01-01T00:00:00Z\ntags: [t{n % 50}]\n---\n{body}\n")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = dict(os.environ, TMPDIR=str(temporary))
    proc = subprocess.Popen([str(tlsite_bin), "serve", str(site), "--port", "0"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while not list(temporary.glob("tlsite-serve-*")) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert list(temporary.glob("tlsite-serve-*")), "serve made no temporary folder"
        time.sleep(0.2)
        assert proc.poll() is None, "the first build was over before the signals: make the site larger"
        proc.send_signal(signal.SIGINT)
        time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        code = proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert code == 128 + signal.SIGINT, (code, proc.stderr.read())
    assert list(temporary.glob("tlsite-serve-*")) == []
