"""--diagnostics json and github with the real binary: build, check,
changelog and serve print every diagnostic in the asked form, and JSON
output holds nothing but JSON lines."""
import json
import signal
import subprocess

BROKEN = {
    "tlsite.yml": "title: T\nperPage: 10\n",
    "content/a.md": "---\ntitle: A\nlane: rigth\n---\nBody\n",
}


def write(root, files):
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_build_json_lines(tlsite_bin, tmp_path):
    write(tmp_path / "site", BROKEN)
    result = subprocess.run([str(tlsite_bin), "build", "site", "--diagnostics", "json"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    objects = [json.loads(line) for line in result.stderr.splitlines()]
    assert objects == [{
        "file": "site/tlsite.yml", "line": 2, "column": 1, "severity": "error",
        "message": "unknown key 'perPage' in tlsite.yml: did you mean `timeline.perPage`?",
        "suggestion": "timeline.perPage",
    }]


def test_check_github_annotations(tlsite_bin, tmp_path):
    files = dict(BROKEN, **{"tlsite.yml": "title: T\n"})
    write(tmp_path / "site", files)
    result = subprocess.run([str(tlsite_bin), "check", "site", "--diagnostics=github"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "::error file=site/content/a.md,line=3,col=7::'lane' must be one of left, right, not 'rigth' (did you mean 'right'?)")


def test_changelog_json_for_a_missing_file(tlsite_bin, tmp_path):
    result = subprocess.run([str(tlsite_bin), "changelog", "NOPE.md", "--diagnostics", "json"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert [json.loads(line) for line in result.stderr.splitlines()] == [{
        "file": None, "line": None, "column": None, "severity": "error",
        "message": "no changelog file at NOPE.md", "suggestion": None,
    }]


def test_serve_json_lines(tlsite_bin, tmp_path):
    write(tmp_path / "site", dict(BROKEN, **{"tlsite.yml": "title: T\n"}))
    proc = subprocess.Popen([str(tlsite_bin), "serve", "site", "--port", "0", "--diagnostics", "json"], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().startswith("Serving site at http://127.0.0.1:")
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    lines = err.splitlines()
    assert lines, "serve printed no diagnostic"
    first = json.loads(lines[0])
    assert first["file"] == "site/content/a.md" and first["line"] == 3 and first["suggestion"] == "right"
    for line in lines:
        json.loads(line)  # nothing but JSON on standard error
