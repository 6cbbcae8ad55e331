"""A build never deletes what tlsite did not write (issue 26), through the CLI.

Each case is what a user or an attacker does on a real disk: the
`cp -r public/. www/` deploy into a folder of the user's own files, a
repository at any depth below the output, a marker planted as a file, a
folder or a symbolic link, and `--force` aimed at the current folder, a
folder above it, the home folder, `/` or the site. Every case must exit 1,
keep every file, and say what to type instead.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest


def run(tlsite: Path, *args: str, cwd: Path, home: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if home is not None:
        env["HOME"] = str(home)
    return subprocess.run([str(tlsite), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=60)


@pytest.fixture
def site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "tlsite.yml").write_text("title: Safety\n")
    (site / "content" / "a.md").write_text("---\ntitle: A\n---\nBody.\n")
    return site


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file() and not p.is_symlink()}


def test_cp_r_deploy_keeps_the_users_files(tlsite_bin, site, tmp_path):
    assert run(tlsite_bin, "build", str(site), cwd=tmp_path).returncode == 0
    www = tmp_path / "www"
    (www / "notes").mkdir(parents=True)
    (www / "precious.txt").write_text("mine\n")
    (www / "notes" / "today.md").write_text("mine too\n")
    subprocess.run(["cp", "-r", f"{site / 'public'}/.", f"{www}/"], check=True)
    before = tree(www)
    result = run(tlsite_bin, "build", str(site), "-o", str(www), cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "holds what tlsite did not write: notes/, precious.txt (2 entries)" in result.stderr
    assert "pass --force" in result.stderr and "choose another folder with -o" in result.stderr
    assert tree(www) == before


@pytest.mark.parametrize("repo", ["notes/.git", "vendor/lib/.git", "a/b/c/d/.git"])
def test_a_nested_repository_is_never_deleted(tlsite_bin, site, tmp_path, repo):
    assert run(tlsite_bin, "build", str(site), cwd=tmp_path).returncode == 0
    git = site / "public" / repo
    git.mkdir(parents=True)
    (git / "HEAD").write_text("ref: refs/heads/main\n")
    for extra in ([], ["--force"]):
        result = run(tlsite_bin, "build", str(site), *extra, cwd=tmp_path)
        assert result.returncode == 1, result.stderr
        assert f"holds a git repository at {repo}; " in result.stderr
        assert "not even with --force" in result.stderr
    assert (git / "HEAD").read_text() == "ref: refs/heads/main\n"


@pytest.mark.parametrize("plant", ["file", "older", "folder", "link"])
def test_a_planted_marker_covers_nothing(tlsite_bin, site, tmp_path, plant):
    assert run(tlsite_bin, "build", str(site), cwd=tmp_path).returncode == 0
    www = tmp_path / "www"
    www.mkdir()
    (www / "precious.txt").write_text("mine\n")
    marker = www / ".tlsite-output"
    if plant == "file":
        marker.write_text("tlsite\n")
    elif plant == "older":
        marker.write_text("This folder was written by tlsite (tlsite build), which replaces it whole\n")
    elif plant == "folder":
        marker.mkdir()
    else:
        marker.symlink_to(site / "public" / ".tlsite-output")
    result = run(tlsite_bin, "build", str(site), "-o", str(www), cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "precious.txt" in result.stderr
    assert (www / "precious.txt").read_text() == "mine\n"


def test_force_never_takes_the_current_folder_or_what_holds_it(tlsite_bin, site, tmp_path):
    x = tmp_path / "x"
    (x / "sub").mkdir(parents=True)
    (x / "sub" / "work.txt").write_text("mine\n")
    for target, what in [(x, "contains the current folder"), (x / "sub", "is the current folder"), (Path("."), "is the current folder")]:
        result = run(tlsite_bin, "build", str(site), "-o", str(target), "--force", cwd=x / "sub")
        assert result.returncode == 1, result.stderr
        assert what in result.stderr and "not even with --force" in result.stderr
    assert (x / "sub" / "work.txt").read_text() == "mine\n"


def test_force_never_takes_home_root_or_the_site(tlsite_bin, site, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.txt").write_text("mine\n")
    cases = [(home, "is your home folder"), (Path("/"), "is the root of the file system"),
             (site, "contains the site itself"), (tmp_path, "contains")]
    for target, what in cases:
        result = run(tlsite_bin, "build", str(site), "-o", str(target), "--force", cwd=site, home=home)
        assert result.returncode == 1, (target, result.stderr)
        assert what in result.stderr, result.stderr
    assert (home / "notes.txt").read_text() == "mine\n"
    assert (site / "tlsite.yml").exists()


def test_an_older_output_needs_force_once(tlsite_bin, site, tmp_path):
    public = site / "public"
    public.mkdir()
    (public / ".tlsite-output").write_text(
        "This folder was written by tlsite (tlsite build), which replaces it whole\n"
        "at every build. tlsite refuses to replace a folder without this file.\n")
    (public / "index.html").write_text("old\n")
    refused = run(tlsite_bin, "build", str(site), cwd=tmp_path)
    assert refused.returncode == 1
    assert "written by an older tlsite" in refused.stderr and "--force" in refused.stderr
    assert (public / "index.html").read_text() == "old\n"
    assert run(tlsite_bin, "build", str(site), "--force", cwd=tmp_path).returncode == 0
    assert run(tlsite_bin, "build", str(site), cwd=tmp_path).returncode == 0
