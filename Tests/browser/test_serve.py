"""`tlsite serve`: the real binary on a free loopback port.

Safety (nothing outside the output folder, whatever the path says), a load
of many concurrent connections with event streams open, live reload and the
error overlay in Chromium, --no-reload, a clean stop on Ctrl-C, and served
files equal to a clean `tlsite build` of the same site, before and after
rebuilds.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import queue
import re
import signal
import socket
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ITEM_A = "---\ntitle: First title\ndate: 2024-05-01T08:00:00Z\ntags: [school]\n---\nBody one.\n"
ITEM_B = "---\ntitle: Second title\ndate: 2024-05-02T08:00:00Z\n---\nBody two.\n"
SECRET = "TOP-SECRET-OUTSIDE-THE-OUTPUT"


class Server:
    """A running `tlsite serve` and what it printed (stdout and stderr, one queue)."""

    def __init__(self, tlsite: Path, site: Path, tmp: Path, *args: str):
        self.site = site
        self.tmp = tmp
        self.lines: queue.Queue[str] = queue.Queue()
        self.output: list[str] = []
        env = dict(os.environ, TMPDIR=str(tmp))
        self.proc = subprocess.Popen(
            [str(tlsite), "serve", str(site), "--port", "0", *args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
        )
        threading.Thread(target=self._read, daemon=True).start()
        line = self.wait_for(r"^Serving .* at (http://\S+) \(Ctrl-C to stop\)$", timeout=60)
        self.url = re.search(r"(http://\S+)", line).group(1)
        parts = urlsplit(self.url)
        self.host, self.port = parts.hostname, parts.port

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 30) -> str:
        """The next printed line that matches `pattern`."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no line like {pattern!r} in {timeout} s; printed: {self.output}")
            try:
                line = self.lines.get(timeout=remaining)
            except queue.Empty:
                continue
            self.output.append(line)
            if re.search(pattern, line):
                return line

    def folder(self) -> Path:
        """The output folder serve builds into (under $TMPDIR)."""
        (folder,) = self.tmp.glob("tlsite-serve-*")
        return folder / "public"

    def get(self, path: str, headers: dict | None = None, method: str = "GET") -> tuple[int, dict, bytes]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            connection.request(method, path, headers=headers or {})
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode


@pytest.fixture
def start_serve(tlsite_bin, tmp_path):
    """Start `tlsite serve` on a site made of {relative path: text}."""
    servers: list[Server] = []

    def start(files: dict[str, str], *args: str, name: str = "site", existing_tmp: bool = False) -> Server:
        site = tmp_path / name
        files = dict(files)
        files.setdefault("tlsite.yml", "title: Serve test\n")
        for rel, text in files.items():
            path = site / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        tmp = tmp_path / f"{name}-tmp"
        tmp.mkdir(exist_ok=existing_tmp)
        server = Server(tlsite_bin, site, tmp, *args)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


def write(path: Path, text: str):
    """Write as an editor does: a new file renamed over the old one."""
    temporary = path.with_name("." + path.name + ".tmp~")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def tree(folder: Path) -> dict[str, str]:
    result = {}
    for dirpath, _, filenames in os.walk(folder):
        for name in filenames:
            path = Path(dirpath) / name
            result[str(path.relative_to(folder))] = hashlib.sha1(path.read_bytes()).hexdigest()
    return result


# --------------------------------------------------------------------------
# Safety


TRAVERSALS = [
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
    "/.%2e/.%2e/.%2e/.%2e/etc/passwd",
    "/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/a/../../../../etc/passwd",
    "/..%5c..%5c..%5cetc%5cpasswd",
    "/..\\..\\..\\etc\\passwd",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "/index.html%00.css",
    "/%00",
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "//etc/passwd",
    "/leak.txt",
    "/leakdir/secret.txt",
    "/leakdir/",
]


def raw_request(host: str, port: int, target: str) -> tuple[int, bytes]:
    """One request with the target sent byte for byte as written."""
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(f"GET {target} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n\r\n".encode("latin-1"))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    status = int(data.split(b" ", 2)[1])
    return status, data


def test_paths_never_leave_the_output_folder(start_serve):
    server = start_serve({"content/a.md": ITEM_A})
    # A file next to the output folder, and links to it planted in the output.
    (server.folder().parent / "secret.txt").write_text(SECRET)
    (server.site / "secret.txt").write_text(SECRET)
    os.symlink(server.site / "secret.txt", server.folder() / "leak.txt")
    os.symlink(server.site, server.folder() / "leakdir")
    for target in TRAVERSALS:
        status, data = raw_request(server.host, server.port, target)
        assert status in (403, 404), f"{target} -> {status}"
        assert SECRET.encode() not in data, target
        assert b"root:" not in data, target
    # The folder itself still answers.
    assert server.get("/")[0] == 200


def test_statuses_types_and_no_listing(start_serve):
    server = start_serve({"content/a.md": ITEM_A, "static/notes/readme.txt": "hello\n", "static/icon.svg": "<svg/>"})
    status, headers, body = server.get("/")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Cache-Control"] == "no-store"
    css = next(p.name for p in (server.folder() / "assets").iterdir() if p.suffix == ".css")
    assert server.get(f"/assets/{css}")[1]["Content-Type"] == "text/css; charset=utf-8"
    assert server.get("/icon.svg")[1]["Content-Type"] == "image/svg+xml"
    assert server.get("/sitemap.xml")[1]["Content-Type"].startswith("application/xml")
    assert server.get("/notes/readme.txt")[2] == b"hello\n"
    # A folder without index.html: a miss, not a listing.
    status, _, body = server.get("/notes/")
    assert status == 404 and b"readme.txt" not in body
    # A miss gets the site's 404 page.
    status, _, body = server.get("/no/such/page")
    assert status == 404 and body.startswith((server.folder() / "404.html").read_bytes()[:200])
    # A folder without its slash is redirected, like any static server.
    status, headers, _ = server.get("/a")
    assert status == 301 and headers["Location"] == "/a/"
    status, headers, _ = server.get("//a")
    assert status == 301 and headers["Location"] == "/a/"
    # So is an index page's address: tags/ is a folder with an index.html.
    status, headers, _ = server.get("/tags")
    assert status == 301 and headers["Location"] == "/tags/"
    assert server.get("/tags/")[0] == 200
    # Only reading.
    status, headers, _ = server.get("/", method="POST")
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    status, _, body = server.get("/", method="HEAD")
    assert status == 200 and body == b""
    # On loopback, only requests for this machine (no DNS rebinding).
    assert server.get("/", headers={"Host": "evil.example"})[0] == 403
    assert server.get("/", headers={"Host": f"localhost:{server.port}"})[0] == 200


def test_a_port_in_use_is_a_clear_error(tlsite_bin, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "tlsite.yml").write_text("title: T\n")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = subprocess.run([str(tlsite_bin), "serve", str(site), "--port", str(port)],
                              capture_output=True, text=True, timeout=30)
    assert proc.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}: the port is in use" in proc.stderr


# --------------------------------------------------------------------------
# Load


HEADER_TIMEOUT = 5  # seconds: ServeLimits.requestTimeout, docs/serve.md


def test_a_client_sending_headers_slowly_is_closed_within_the_timeout(start_serve):
    """One header line every 2 s (never idle long enough for an idle timeout) held a connection for ever."""
    server = start_serve({"content/a.md": ITEM_A})
    with socket.create_connection((server.host, server.port), timeout=HEADER_TIMEOUT * 3) as sock:
        started = time.monotonic()
        sock.sendall(b"GET / HTTP/1.1\r\n")
        stop = threading.Event()

        def trickle():
            for n in range(HEADER_TIMEOUT * 2):
                if stop.wait(2):
                    return
                try:
                    sock.sendall(f"X-Slow-{n}: y\r\n".encode())
                except OSError:
                    return

        sender = threading.Thread(target=trickle, daemon=True)
        sender.start()
        # Meanwhile everyone else is served.
        assert server.get("/")[0] == 200
        try:
            data = sock.recv(4096)
        except ConnectionResetError:
            data = b""
        elapsed = time.monotonic() - started
        stop.set()
        assert data == b"", f"the server answered unfinished headers: {data[:200]!r}"
        assert HEADER_TIMEOUT - 1 <= elapsed <= HEADER_TIMEOUT + 3, f"closed after {elapsed:.1f} s"


def test_a_kept_alive_connection_is_held_to_the_timeout_too(start_serve):
    server = start_serve({"content/a.md": ITEM_A})
    with socket.create_connection((server.host, server.port), timeout=HEADER_TIMEOUT * 3) as sock:
        sock.sendall(f"GET /a/ HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        data = b""
        while b"</html>" not in data:
            data += sock.recv(65536)
        started = time.monotonic()
        sock.sendall(b"GET / HTTP/1.1\r\n")  # and nothing more
        try:
            rest = sock.recv(4096)
        except ConnectionResetError:
            rest = b""
        assert rest == b""
        assert time.monotonic() - started <= HEADER_TIMEOUT + 3


def test_serve_folders_of_dead_processes_are_removed(start_serve, tmp_path):
    tmp = tmp_path / "site-tmp"
    tmp.mkdir()
    dead = tmp / "tlsite-serve-999999999-AbC123"  # above pid_max: never a live process
    (dead / "public").mkdir(parents=True)
    alive = tmp / f"tlsite-serve-{os.getpid()}-XyZ789"
    alive.mkdir()
    unrelated = tmp / "tlsite-serve-notes"
    unrelated.mkdir()
    server = start_serve({"content/a.md": ITEM_A}, name="site", existing_tmp=True)
    assert not dead.exists()
    assert alive.exists() and unrelated.exists()
    assert len(list(tmp.glob(f"tlsite-serve-{server.proc.pid}-*"))) == 1


def test_many_concurrent_connections_with_event_streams_open(start_serve):
    server = start_serve({"content/a.md": ITEM_A, "content/b.md": ITEM_B, "static/big.txt": "x" * 200_000})
    expected = {path: server.get(path)[2] for path in ["/", "/a/", "/b/", "/big.txt", "/tags/school/"]}
    paths = list(expected)

    streams = [socket.create_connection((server.host, server.port), timeout=30) for _ in range(2)]
    received = []
    for stream in streams:
        stream.sendall(f"GET /__tlsite/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        received.append(stream.recv(4096))
        assert b"text/event-stream" in received[-1]

    failures: list[str] = []

    def client(number: int):
        keep_alive = number % 2 == 0
        connection = None
        for request in range(20):
            path = paths[(number + request) % len(paths)]
            try:
                if connection is None or not keep_alive:
                    connection = http.client.HTTPConnection(server.host, server.port, timeout=30)
                connection.request("GET", path, headers={} if keep_alive else {"Connection": "close"})
                response = connection.getresponse()
                body = response.read()
                if response.status != 200 or body != expected[path]:
                    failures.append(f"{path}: {response.status}, {len(body)} bytes")
            except Exception as error:  # noqa: BLE001 - every failure is counted
                failures.append(f"{path}: {error!r}")
                connection = None
            if not keep_alive and connection is not None:
                connection.close()
        if connection is not None:
            connection.close()

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=200) as pool:
        list(pool.map(client, range(200)))
    seconds = time.monotonic() - started
    print(f"4000 requests on 200 connections in {seconds:.1f} s")
    assert failures == [], f"{len(failures)} failed: {failures[:10]}"

    # The event streams are still alive and hear the next rebuild.
    write(server.site / "content/b.md", ITEM_B.replace("Second title", "Second, edited"))
    for stream, data in zip(streams, received):
        while data.count(b"data: ") < 2:
            chunk = stream.recv(4096)
            assert chunk, f"the stream ended: {data!r}"
            data += chunk
        stream.close()


# --------------------------------------------------------------------------
# In the browser


def test_an_edit_reloads_the_page(start_serve, driver):
    server = start_serve({"content/a.md": ITEM_A, "content/b.md": ITEM_B})
    driver.get(server.url + "a/")
    assert "First title" in driver.find_element(By.TAG_NAME, "h1").text
    driver.execute_script("window.__beforeEdit = true")
    # No waiting for the event stream to open: a page whose stream opens
    # after the rebuild learns of it on connecting, and reloads too.
    write(server.site / "content/a.md", ITEM_A.replace("First title", "Edited title"))
    server.wait_for(r"content/a\.md changed: rebuilt")
    # The heading found may belong to the page just being replaced: look again.
    WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: "Edited title" in d.find_element(By.TAG_NAME, "h1").text)
    assert driver.execute_script("return window.__beforeEdit === undefined"), "the page was not reloaded"


def test_a_broken_edit_shows_the_errors_over_the_last_good_page(start_serve, driver, shots_dir):
    server = start_serve({"content/a.md": ITEM_A, "content/x.md": ITEM_B})
    driver.get(server.url)
    assert "Second title" in driver.find_element(By.TAG_NAME, "body").text
    write(server.site / "content/x.md", "---\ntitle: [Unclosed\ndate: 2024-05-02T08:00:00Z\n---\nBody.\n")
    server.wait_for(r"still serving the last good pages")
    overlay = WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.ID, "tlsite-serve-errors"))[0]
    assert re.search(r"content/x\.md:\d+:\d+: error: ", overlay.text), overlay.text
    assert overlay.is_displayed()
    driver.save_screenshot(str(shots_dir / "serve-error-overlay.png"))
    # Light and dark, with the reader's system.
    background = lambda: driver.execute_script(
        "return getComputedStyle(document.getElementById('tlsite-serve-errors')).backgroundColor")
    assert background() == "rgb(255, 241, 240)"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        assert background() == "rgb(43, 11, 11)"
        driver.save_screenshot(str(shots_dir / "serve-error-overlay-dark.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    # The last good page is still there, under the overlay, and still served.
    assert "Second title" in driver.find_element(By.TAG_NAME, "body").text
    assert server.get("/x/")[0] == 200
    write(server.site / "content/x.md", ITEM_B.replace("Second title", "Fixed title"))
    server.wait_for(r"content/x\.md changed: rebuilt")
    WebDriverWait(driver, 10).until(lambda d: not d.find_elements(By.ID, "tlsite-serve-errors"))
    WebDriverWait(driver, 10).until(lambda d: "Fixed title" in d.find_element(By.TAG_NAME, "body").text)


def test_the_overlay_escapes_what_it_quotes(start_serve):
    server = start_serve({"content/a.md": ITEM_A})
    write(server.site / "content/a.md", "---\ntitle: A\n\"<img src=x onerror=alert(1)>\": 1\n---\n")
    server.wait_for(r"still serving the last good pages")
    _, _, body = server.get("/")
    assert b"<img src=x" not in body
    assert b"&lt;img src=x onerror=alert(1)&gt;" in body


def test_no_reload_means_no_script(start_serve):
    server = start_serve({"content/a.md": ITEM_A}, "--no-reload")
    _, _, body = server.get("/")
    # The page's own scripts (the light/dark toggle) stay; serve adds none.
    assert b"live reload" not in body and b"EventSource" not in body
    assert server.get("/__tlsite/events")[0] == 404
    assert body == (server.folder() / "index.html").read_bytes()


# --------------------------------------------------------------------------
# Stopping


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE],
                         ids=["SIGINT", "SIGTERM", "SIGHUP", "SIGPIPE"])
def test_ctrl_c_stops_promptly_and_cleans_up(start_serve, sig):
    server = start_serve({"content/a.md": ITEM_A})
    assert list(server.tmp.glob("tlsite-serve-*"))
    stream = socket.create_connection((server.host, server.port), timeout=10)
    stream.sendall(f"GET /__tlsite/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
    data = b""
    while b"data: " not in data:
        data += stream.recv(4096)
    idle = http.client.HTTPConnection(server.host, server.port, timeout=10)
    idle.request("GET", "/")
    idle.getresponse().read()  # a keep-alive connection left open
    started = time.monotonic()
    server.proc.send_signal(sig)
    assert server.proc.wait(timeout=10) == 0
    assert time.monotonic() - started < 3
    assert list(server.tmp.glob("tlsite-serve-*")) == []
    server.wait_for(r"^Stopped$", timeout=5)
    stream.close()
    idle.close()


# --------------------------------------------------------------------------
# The same as a clean build


def test_served_files_equal_a_clean_build(start_serve, tlsite_bin, tmp_path):
    files = {"content/a.md": ITEM_A, "content/b.md": ITEM_B, "static/icon.svg": "<svg/>",
             "content/lessons/_index.md": "---\ntitle: Lessons\n---\n",
             "content/lessons/math.md": "---\ntitle: Math\ndate: 2024-05-03T08:00:00Z\n---\nSums.\n"}
    server = start_serve(files, "--no-reload")

    def compare(label: str):
        clean = tmp_path / f"clean-{label}"
        subprocess.run([str(tlsite_bin), "build", str(server.site), "-o", str(clean), "--quiet",
                        "--base-url", server.url], check=True, timeout=60)
        # A burst of edits may take more than one rebuild: wait for the last.
        deadline = time.monotonic() + 15
        while True:
            try:
                served = tree(server.folder())
            except FileNotFoundError:  # read while a rebuild swapped the folder
                continue
            if served == tree(clean) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert served == tree(clean), label
        for rel in served:
            status, _, body = server.get("/" + rel)
            assert status == 200 and body == (clean / rel).read_bytes(), rel

    compare("first")
    write(server.site / "content/a.md", ITEM_A.replace("First title", "Changed"))
    (server.site / "content/c.md").write_text(ITEM_B.replace("Second title", "Third").replace("05-02", "05-04"))
    (server.site / "content/b.md").unlink()
    (server.site / "tlsite.yml").write_text("title: Renamed\n")
    server.wait_for(r"changed: rebuilt")
    compare("rebuilt")
