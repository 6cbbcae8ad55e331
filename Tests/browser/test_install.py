"""scripts/install.sh PREFIX: the binary, the man page and the three
completion scripts land where the tools look for them, and work."""
import os
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_install_into_a_prefix(tlsite_bin, tmp_path):
    prefix = tmp_path / "prefix"
    env = dict(os.environ, TLSITE=str(tlsite_bin))
    result = subprocess.run([str(REPO / "scripts" / "install.sh"), str(prefix)], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    installed = {str(p.relative_to(prefix)) for p in prefix.rglob("*") if p.is_file()}
    assert installed == {
        "bin/tlsite", "share/man/man1/tlsite.1", "share/bash-completion/completions/tlsite",
        "share/zsh/site-functions/_tlsite", "share/fish/vendor_completions.d/tlsite.fish",
    }
    assert subprocess.run([str(prefix / "bin" / "tlsite"), "--version"], capture_output=True, text=True).stdout.startswith("tlsite ")
    assert subprocess.run(["bash", "-n", str(prefix / "share/bash-completion/completions/tlsite")]).returncode == 0
    if shutil.which("man"):
        page = subprocess.run(["man", "-l", str(prefix / "share/man/man1/tlsite.1")], capture_output=True, text=True,
                              env=dict(os.environ, MANWIDTH="100", MANPAGER="cat", PAGER="cat"), timeout=60)
        assert page.returncode == 0, page.stderr
        assert "tlsite completion bash|zsh|fish" in page.stdout
        assert "--diagnostics FORMAT" in page.stdout
