"""The bad-input corpus: every folder of Tests/BadInput is a broken site.

Each case folder holds the site's files and:

    expected.txt    the start of a diagnostic line `path:line:column: error: ...`
                    that the build must print on standard error
    symlinks.txt    optional: `LINK -> TARGET` lines; LINK (relative to the site)
                    is made a symbolic link to TARGET at run time (git keeps
                    symbolic links badly). TARGET may be absolute (/etc/passwd)
                    or relative to the link's folder; an `outside/` folder with
                    `secret.txt` and `secret.md` always sits beside the site
    generate.txt    optional: big files made at run time instead of committed,
                    one block per file (see Tests/BadInput/README.md)
    absent.txt      optional: lines of text that no file of the new public/
                    may contain (`<script`, `href="javascript:`), any case
    timeout.txt     optional: the seconds the build may take instead of 10, for
                    the few cases that build thousands of pages on purpose

For every case, `tlsite build SITE` must, within 10 s: exit with code 1, print
the expected located error, print nothing that looks like a crash, keep every
line of standard error in the diagnostic format, leave the previous `public/`
byte for byte as it was, and leave no `.public.tlsite-*` folder beside it.

A case whose expected line is a warning (`path:line:column: warning: ...`) is
malformed input that tlsite builds anyway: the build must exit 0 within 10 s,
print that warning and nothing that looks like a crash, keep stderr in the
diagnostic format, and publish a public/ holding none of absent.txt's lines.

Cases that show a bug tlsite still has are listed in KNOWN_BUGS with the
correct expectation: they are strict xfails, so fixing the bug turns them into
failures until they are taken off the list.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from browser_helpers import without_tlsite_scripts

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "BadInput"
TIMEOUT = 10  # seconds for one build

CASE_FILES = {"expected.txt", "symlinks.txt", "generate.txt", "absent.txt", "timeout.txt", "README.md"}

# Case name (the folder name without its number) -> the bug it shows. Strict: a fixed bug makes the case
# XPASS, which fails the run until the entry is removed.
KNOWN_BUGS: dict[str, str] = {}

CRASH_MARKERS = ("Fatal error", "Segmentation", "Illegal instruction", "Program crashed",
                 "Backtrace", "AddressSanitizer", "Assertion failed", "Bus error", "Aborted")

DIAGNOSTIC_LINE = re.compile(
    r"^(?:[^\s:][^:]*:\d+:\d+: (?:error|warning): \S.*"
    r"|tlsite: (?:error|warning): \S.*"
    r"|tlsite: \d+ errors?; .+)$"
)

PREVIOUS_OUTPUT = {
    # An output tlsite wrote carries this file, the list of what it wrote
    # (the site's line is not checked); without it the build refuses to replace public/.
    ".tlsite-output": (
        b"This folder was written by tlsite (tlsite build), which replaces it whole\n"
        b"at every build, and only while it holds nothing but the files listed below.\n"
        b"tlsite refuses to replace a folder without this file. Do not edit it.\n\n"
        b"tlsite-manifest: 1\nsite: /site\nfiles: 3\n"
        b"assets/tlsite.0000000000.css\nindex.html\nsub/x.txt\n"
    ),
    "index.html": b"OLD\n",
    "sub/x.txt": b"old file in a subfolder\n",
    "assets/tlsite.0000000000.css": b"body { color: black }\n",
}


def case_folders() -> list[Path]:
    return sorted(p for p in CORPUS.iterdir() if p.is_dir() and re.match(r"^\d{3}-", p.name))


def case_name(folder: Path) -> str:
    """'012-yaml-unterminated-quote' -> 'yaml-unterminated-quote'."""
    return folder.name[4:]


def case_params():
    params = []
    for folder in case_folders():
        marks = []
        if case_name(folder) in KNOWN_BUGS:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[case_name(folder)]))
        params.append(pytest.param(folder, id=folder.name, marks=marks))
    return params


def unescape(value: str) -> bytes:
    """generate.txt values: backslash escapes as in Python bytes literals (\\n, \\t, \\xNN, \\\\)."""
    return codecs.escape_decode(value.encode("utf-8"))[0]


def parse_generate(text: str) -> list[dict[str, str]]:
    blocks, current = [], {}
    for line in text.splitlines() + [""]:
        if line.startswith("#"):
            continue
        if not line.strip():
            if current:
                blocks.append(current)
                current = {}
            continue
        key, _, value = line.partition(": ")
        if not _ and line.endswith(":"):
            key, value = line[:-1], ""
        current[key.strip()] = value
    return blocks


def generate(site: Path, spec: str) -> None:
    for block in parse_generate(spec):
        path = site / block["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        count = int(block["count"])
        unit = unescape(block.get("repeat", ""))
        with open(path, "wb") as out:
            out.write(unescape(block.get("prefix", "")))
            chunk = unit * max(1, 1_000_000 // max(1, len(unit)))
            per_chunk = len(chunk) // max(1, len(unit))
            left = count
            while left > 0:
                n = min(left, per_chunk)
                out.write(chunk if n == per_chunk else unit * n)
                left -= n
            out.write(unescape(block.get("suffix", "")))


def make_symlinks(site: Path, spec: str) -> None:
    for line in spec.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        link, _, target = line.partition(" -> ")
        path = site / link.strip()
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target.strip(), path)


def prepare_site(folder: Path, root: Path) -> Path:
    """Copies the case into ROOT/site (with ROOT/outside beside it) and applies generate/symlinks."""
    site = root / "site"
    shutil.copytree(folder, site, ignore=lambda d, names: [n for n in names if Path(d) == folder and n in CASE_FILES])
    outside = root / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("SECRET outside the site\n")
    (outside / "secret.md").write_text("---\ntitle: Secret\n---\nSECRET outside the site\n")
    if (folder / "generate.txt").is_file():
        generate(site, (folder / "generate.txt").read_text())
    if (folder / "symlinks.txt").is_file():
        make_symlinks(site, (folder / "symlinks.txt").read_text())
    return site


def snapshot(folder: Path) -> dict[str, str]:
    """Every file and folder below FOLDER: path -> sha256 (or 'dir'/'link:TARGET')."""
    result = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            rel = str(path.relative_to(folder))
            if path.is_symlink():
                result[rel] = "link:" + os.readlink(path)
            elif path.is_dir():
                result[rel] = "dir"
            else:
                result[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return result


def write_previous_output(site: Path) -> Path:
    public = site / "public"
    for rel, data in PREVIOUS_OUTPUT.items():
        path = public / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return public


@pytest.mark.parametrize("folder", case_params())
def test_bad_input(folder: Path, tlsite_bin, tmp_path):
    expected = (folder / "expected.txt").read_text(encoding="utf-8").rstrip("\n")
    assert expected, f"{folder.name}/expected.txt is empty"
    site = prepare_site(folder, tmp_path)
    public = write_previous_output(site)
    before = snapshot(public)

    limit = int((folder / "timeout.txt").read_text()) if (folder / "timeout.txt").is_file() else TIMEOUT
    try:
        proc = subprocess.run([str(tlsite_bin), "build", str(site)], capture_output=True, timeout=limit)
    except subprocess.TimeoutExpired:
        pytest.fail(f"tlsite build did not finish within {limit} s (killed)", pytrace=False)
    stderr = proc.stderr.decode("utf-8", errors="replace")
    stdout = proc.stdout.decode("utf-8", errors="replace")
    lines = stderr.splitlines()
    shown = "\n".join(lines[:20]) + (f"\n... ({len(lines)} lines)" if len(lines) > 20 else "")
    context = f"exit code {proc.returncode}\n--- stderr\n{shown}\n--- stdout\n{stdout[:2000]}"

    crashes = [line for line in lines if any(marker in line for marker in CRASH_MARKERS)]
    assert not crashes, f"tlsite crashed:\n{context}"
    if WARNING.match(expected):
        check_built_anyway(folder, public, expected, lines, proc.returncode, context)
        return
    assert proc.returncode == 1, f"expected exit code 1\n{context}"
    assert any(line.startswith(expected) for line in lines), f"no stderr line starts with\n  {expected}\n{context}"
    malformed = [line for line in lines if line and not DIAGNOSTIC_LINE.match(line)]
    assert not malformed, f"stderr lines not in the diagnostic format: {malformed[:5]}\n{context}"
    assert snapshot(public) == before, f"the previous public/ changed\n{context}"
    stray = sorted(p.name for p in site.iterdir() if p.name.startswith(".public.tlsite-"))
    assert not stray, f"left beside public/: {stray}"


WARNING = re.compile(r"^[^\s:][^:]*:\d+:\d+: warning: ")


def check_built_anyway(folder: Path, public: Path, expected: str, lines: list[str], code: int, context: str) -> None:
    """A warning case: built, the warning printed, and none of absent.txt in the output."""
    assert code == 0, f"expected exit code 0 (the input is malformed, not fatal)\n{context}"
    assert any(line.startswith(expected) for line in lines), f"no stderr line starts with\n  {expected}\n{context}"
    malformed = [line for line in lines if line and not DIAGNOSTIC_LINE.match(line)]
    assert not malformed, f"stderr lines not in the diagnostic format: {malformed[:5]}\n{context}"
    assert (public / "index.html").is_file(), f"no index.html was published\n{context}"
    absent_file = folder / "absent.txt"
    absent = [line.lower() for line in absent_file.read_text(encoding="utf-8").splitlines() if line] if absent_file.is_file() else []
    for path in public.rglob("*"):
        if path.is_file() and path.suffix in (".html", ".xml", ".css", ".js", ".txt"):
            # tlsite's own scripts (the light/dark toggle) are not the input's.
            text = without_tlsite_scripts(path.read_text(encoding="utf-8", errors="replace")).lower()
            found = [needle for needle in absent if needle in text]
            assert not found, f"{path.relative_to(public)} holds {found}"


def test_corpus_is_complete():
    """At least 60 numbered cases, each with a non-empty located expectation."""
    folders = case_folders()
    assert len(folders) >= 60, f"only {len(folders)} cases in {CORPUS}"
    numbers = [int(p.name[:3]) for p in folders]
    # Parallel work takes numbers from ranges set aside for it, so gaps are allowed; duplicates are not.
    assert len(set(numbers)) == len(numbers), "two cases have the same number"
    # Located, except a message about a file that does not exist: it has no line to point at.
    located = re.compile(r"^(?:[^\s:][^:]*:\d+:(?:\d+:)?|tlsite: error: no )")
    for folder in folders:
        expected = (folder / "expected.txt").read_text(encoding="utf-8").strip()
        assert located.match(expected), f"{folder.name}: expected.txt does not start with path:line:column: {expected!r}"
    names = {case_name(folder) for folder in folders}
    assert len(names) == len(folders), "two cases have the same name"
    for name in KNOWN_BUGS:
        assert name in names, f"KNOWN_BUGS names a case that does not exist: {name}"
