"""docs/publishing.md: the five CI recipes are read from the page itself
(fenced YAML whose first line is `# FILE: …`), and each one's build
commands run on a repository made here with git (a site and a
CHANGELOG.md, tags, Conventional Commits), with `tlsite` on the PATH as the
recipe's install step would put it. A GitHub recipe's build step is either
tlsite's action (`uses: OWNER/tlsite@vX`, its `command` and `args` run
here as the action runs them) or a `run:` script. So the page cannot drift
from what works. (Tests/browser/test_release.py runs action.yml itself,
and actionlint on the GitHub recipes.)"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "publishing.md"
BASE = "https://acme.example.org/rocket"


def recipes() -> list[tuple[str, str, dict]]:
    """(heading, file name, parsed YAML) of every recipe, in page order."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    heading = ""
    for match in re.finditer(r"^(#{2,3} [^\n]+)$|^```yaml\n(# FILE: (\S+)\n.*?)^```$", text, re.M | re.S):
        if match.group(1):
            heading = match.group(1).lstrip("# ").strip()
        else:
            found.append((heading, match.group(3), yaml.safe_load(match.group(2))))
    return found


def build_commands(name: str, workflow: dict) -> tuple[str, dict]:
    """The shell script of the recipe's build, and the environment the CI gives it."""
    if name.startswith(".github/"):
        steps = workflow["jobs"]["build"]["steps"]
        step = next(s for s in steps if s.get("id") == "build")
        # `${{ steps.pages.outputs.base_url }}`: what configure-pages gives (no trailing slash).
        if "uses" in step:
            inputs = step["with"]
            args = re.sub(r"\$\{\{\s*steps\.pages\.outputs\.base_url\s*\}\}", BASE, inputs["args"])
            assert "${{" not in args, args
            # The action splits args into words as a shell does, and runs nothing in them.
            return "tlsite " + inputs["command"] + " " + " ".join(shlex.quote(w) for w in shlex.split(args)), {}
        env = {k: v for k, v in step.get("env", {}).items()}
        env = {k: (BASE if "${{" in str(v) else str(v)) for k, v in env.items()}
        return step["run"], env
    job = workflow["pages"]
    assert job["artifacts"]["paths"] == ["public"], "GitLab publishes public/"
    return "\n".join(job["script"]), {"CI_PAGES_URL": BASE, "CI_COMMIT_TAG": "v1.1.0"}


@pytest.fixture(scope="module")
def repository(tmp_path_factory) -> Path:
    """A project with a tlsite site at its root, a CHANGELOG.md and tags."""
    repo = tmp_path_factory.mktemp("project")

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(repo), "-c", "user.name=Ada", "-c", "user.email=ada@example.org",
                        "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", *args], check=True, capture_output=True)

    git("init", "-q")
    (repo / "tlsite.yml").write_text("title: Rocket\n")
    (repo / "content").mkdir()
    (repo / "content" / "2024-01-01-launch.md").write_text("---\ntitle: Launch\ndate: 2024-01-01\n---\nWe launched.\n")
    (repo / "CHANGELOG.md").write_text(
        "# Rocket changelog\n\n## [1.1.0] - 2024-02-01\n\n### Fixed\n\n- A crash.\n\n"
        "## [1.0.0] - 2024-01-01\n\n### Added\n\n- The launch.\n")
    git("add", ".")
    git("commit", "-q", "-m", "feat: the launch")
    git("tag", "v1.0.0")
    git("commit", "-q", "--allow-empty", "-m", "fix: a crash")
    git("tag", "v1.1.0")
    return repo


def test_the_page_has_five_recipes():
    found = recipes()
    assert [(h, n) for h, n, _ in found] == [
        ("Release notes on each tag", ".github/workflows/release-notes.yml"),
        ("A tlsite site on each push", ".github/workflows/site.yml"),
        ("Release notes on each tag", ".gitlab-ci.yml"),
        ("A tlsite site on each push", ".gitlab-ci.yml"),
        ("From source", ".github/workflows/site-from-source.yml"),
    ]
    for heading, name, workflow in found:
        text = yaml.safe_dump(workflow)
        if heading == "From source":
            # tlsite's own scripts, pinned by TLSITE_REF, in the Swift image.
            assert "scripts/install-deps.sh build" in text and "scripts/install.sh" in text and "TLSITE_REF" in text, name
            assert workflow["jobs"]["build"]["container"].startswith("swift:"), name
        elif name.startswith(".github/"):
            # tlsite's action at a release tag: the released binary, no toolchain.
            build = next(s for s in workflow["jobs"]["build"]["steps"] if s.get("id") == "build")
            assert re.fullmatch(r"[A-Za-z0-9-]+/tlsite@v\d+\.\d+\.\d+", build["uses"]), build
            assert "container" not in workflow["jobs"]["build"], name
        else:
            # The release's .deb, checked against its SHA256SUMS, no toolchain.
            install = "\n".join(workflow["pages"]["before_script"])
            assert "tlsite_${TLSITE_VERSION}_amd64.deb" in install and "sha256sum -c" in install, install
            assert "swift" not in workflow["pages"]["image"], name
        if name.startswith(".github/"):
            # YAML reads `on:` as True.
            trigger = workflow[True]["push"]
            assert ("tags" in trigger) == ("release-notes" in name), name
            assert any(s.get("uses", "").startswith("actions/deploy-pages@") for s in workflow["jobs"]["deploy"]["steps"])


@pytest.mark.parametrize("index", range(5))
def test_recipe_builds_on_a_repository(index, repository, tlsite_bin, tmp_path):
    heading, name, workflow = recipes()[index]
    script, env = build_commands(name, workflow)
    work = tmp_path / "checkout"
    subprocess.run(["git", "clone", "-q", str(repository), str(work)], check=True)
    # Where the install step puts it.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "tlsite").symlink_to(tlsite_bin)
    run_env = dict(os.environ, **env, PATH=f"{bin_dir}:{os.environ['PATH']}")
    result = subprocess.run(["bash", "-e", "-c", script], cwd=work, env=run_env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"{name} ({heading}):\n{script}\n{result.stdout}\n{result.stderr}"
    assert not result.stderr.strip(), result.stderr
    public = work / "public"
    home = (public / "index.html").read_text(encoding="utf-8")
    # The host's address reaches the links and the feeds.
    assert f'<link rel=canonical href="{BASE}/">' in home
    assert (public / "feed.xml").is_file() and (public / "sitemap.xml").is_file()
    assert BASE + "/" in (public / "sitemap.xml").read_text(encoding="utf-8")
    if "Release notes" in heading:
        assert (public / "1.1.0" / "index.html").is_file() and (public / "1.0.0" / "index.html").is_file()
        assert "Rocket" in home
    else:
        assert (public / "launch" / "index.html").is_file() or any(public.glob("*launch*/index.html"))
