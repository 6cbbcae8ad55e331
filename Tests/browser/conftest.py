"""Session fixtures for tlsite's browser tests.

The suite builds sites with the real `tlsite` binary, serves them over HTTP on
127.0.0.1 and looks at them in a headless Chromium through Selenium.

    python3 -m pytest Tests/browser -q

Environment:
    TLSITE            path of the tlsite binary (default: REPO/.build/debug/tlsite)
    TLSITE_SHOTS_DIR  where screenshots are copied for a human (default: /tmp/tlsite-shots)
    CHROMIUM, CHROMEDRIVER   browser and driver (default: /usr/bin/chromium, /usr/bin/chromedriver)
"""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import threading
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent  # Tests/browser -> Tests -> repo root
SITE_EXAMPLE = REPO / "site-example"
# site-example in Arabic, right to left: the golden fixture's site.
SITE_EXAMPLE_AR = REPO / "Tests" / "TLSiteTests" / "Fixtures" / "example-ar" / "site"

WINDOW = (1000, 1400)
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


# --------------------------------------------------------------------------
# tlsite


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO


@pytest.fixture(scope="session")
def tlsite_bin() -> Path:
    """The tlsite binary: $TLSITE, else REPO/.build/debug/tlsite."""
    env = os.environ.get("TLSITE")
    path = Path(env).expanduser() if env else REPO / ".build" / "debug" / "tlsite"
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(
            f"tlsite binary not found at {path}: run `swift build` in {REPO} "
            "or point $TLSITE at the binary",
            pytrace=False,
        )
    return path


def _run_build(tlsite: Path, site: Path, out: Path) -> Path:
    proc = subprocess.run(
        [str(tlsite), "build", str(site), "-o", str(out), "--quiet"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.returncode != 0:
        pytest.fail(
            f"tlsite build {site} failed with exit code {proc.returncode}\n"
            f"--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}",
            pytrace=False,
        )
    if not (out / "index.html").is_file():
        pytest.fail(f"tlsite build {site} wrote no index.html into {out}", pytrace=False)
    return out


@pytest.fixture(scope="session")
def example_site(tlsite_bin, tmp_path_factory) -> Path:
    """site-example built into a fresh temporary folder (never site-example/public)."""
    out = tmp_path_factory.mktemp("site-example") / "public"
    return _run_build(tlsite_bin, SITE_EXAMPLE, out)


@pytest.fixture(scope="session")
def example_ar_site(tlsite_bin, tmp_path_factory) -> Path:
    """site-example in Arabic (Tests/TLSiteTests/Fixtures/example-ar/site), built right to left."""
    out = tmp_path_factory.mktemp("site-example-ar") / "public"
    return _run_build(tlsite_bin, SITE_EXAMPLE_AR, out)


@pytest.fixture(scope="session")
def make_site(tlsite_bin, tmp_path_factory):
    """Build a small fixture site from a dict {relative path: text}.

    Writes the files into a fresh temporary site folder, runs `tlsite build`
    and returns the output folder. A missing tlsite.yml gets a minimal one.

        out = make_site({
            "tlsite.yml": "title: T\\ntheme: t\\n",
            "themes/t/theme.yml": "extends: default\\nleftLineStyle: { lineWidth: 10 }\\n",
            "content/a.md": "---\\ntitle: A\\nleftType: start\\n---\\nBody\\n",
        })
    """

    def build(files: dict[str, str], name: str = "fixture") -> Path:
        root = tmp_path_factory.mktemp(name)
        site = root / "site"
        site.mkdir()
        files = dict(files)
        files.setdefault("tlsite.yml", f"title: {name}\n")
        for rel, text in files.items():
            path = site / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return _run_build(tlsite_bin, site, root / "public")

    return build


# --------------------------------------------------------------------------
# HTTP


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - signature of the base class
        pass


@pytest.fixture(scope="session")
def serve():
    """Serve a folder over http://127.0.0.1:PORT/ (a free port); returns the base URL."""
    servers: list[http.server.ThreadingHTTPServer] = []

    def start(directory: Path) -> str:
        handler = functools.partial(_QuietHandler, directory=str(directory))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, name=f"http-{directory}", daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def example_url(serve, example_site) -> str:
    """Base URL (ending in /) of the built site-example."""
    return serve(example_site)


@pytest.fixture(scope="session")
def example_ar_url(serve, example_ar_site) -> str:
    """Base URL (ending in /) of the Arabic site-example."""
    return serve(example_ar_site)


# --------------------------------------------------------------------------
# Browser


@pytest.fixture(scope="session")
def _chromium():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--force-device-scale-factor=1",
        "--force-color-profile=srgb",  # screenshot pixels hold the CSS colors as is
        "--disable-dev-shm-usage",
        "--lang=en-US",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    # The default theme is the light one; the colors asserted are its colors.
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "light"}]},
    )
    yield driver
    driver.quit()


@pytest.fixture
def driver(_chromium):
    """The session's headless Chromium, reset to a 1000x1400 window for each test."""
    _chromium.set_window_size(*WINDOW)
    yield _chromium
    _chromium.set_window_size(*WINDOW)


@pytest.fixture(scope="session")
def shots_dir() -> Path:
    """Where screenshots are copied for a human to look at."""
    path = Path(os.environ.get("TLSITE_SHOTS_DIR", "/tmp/tlsite-shots"))
    path.mkdir(parents=True, exist_ok=True)
    return path
