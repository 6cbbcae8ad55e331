"""Responsive images in Chromium (issue 32): the images fixture site
(Tests/TLSiteTests/Fixtures/images/site: a JPEG, a PNG image item, a small
PNG, a GIF, an SVG and a body image), built with libvips.

- Every measured image's box has its final size before the image arrives:
  the server answers images 1.5 s late, the page measures its images at
  DOMContentLoaded, and they stand where, and as large as, they do once
  loaded; no layout shift moves an element holding one (PerformanceObserver
  'layout-shift'). The relative and the URL body images are left as
  written, unmeasured, and broken here on purpose.
- srcset picks a variant: at 390 px the body image (92vw) shows its 480 px
  WebP, at 1280 px (48rem) its 960 px WebP; the 48 px bubble image its
  480 px WebP at both; the GIF and the SVG themselves.
- Images past the first screen wait: on a short window the lazy ones are not
  fetched until scrolled to.
- Screenshots at 390 and 1280 for a human (images-*.png in the shots folder).
"""

from __future__ import annotations

import functools
import http.server
import shutil
import subprocess
import threading
import time

import pytest

from conftest import REPO

FIXTURE = REPO / "Tests" / "TLSiteTests" / "Fixtures" / "images" / "site"
PHONE = (390, 844)
DESKTOP = (1280, 900)


class HeldImages(http.server.SimpleHTTPRequestHandler):
    """Serves the site, answering every image 1.5 s late: the page is laid
    out (DOMContentLoaded) while its images are still on their way."""

    def do_GET(self):
        if self.path.split("?")[0].endswith((".png", ".jpg", ".webp", ".gif", ".svg")):
            time.sleep(1.5)
        super().do_GET()

    def log_message(self, format, *args):  # noqa: A002 - signature of the base class
        pass


@pytest.fixture(scope="module")
def held_url(images_url):
    folder = images_url_folder[0]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(HeldImages, directory=str(folder)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


images_url_folder: list = []


@pytest.fixture(scope="module")
def images_url(tlsite_bin, tmp_path_factory, serve) -> str:
    root = tmp_path_factory.mktemp("images")
    site = root / "site"
    shutil.copytree(FIXTURE, site, ignore=shutil.ignore_patterns(".tlsite-cache"))
    proc = subprocess.run([str(tlsite_bin), "build", str(site), "-o", str(root / "public")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    if "libvips" in proc.stderr:
        pytest.fail(f"libvips is missing, which this test needs (scripts/install-deps.sh build): {proc.stderr}", pytrace=False)
    images_url_folder.append(root / "public")
    return serve(root / "public")


BOXES = """
return Array.from(document.images).filter(img => img.hasAttribute('width')).map(img => {
  const r = img.getBoundingClientRect();
  return [img.getAttribute('src'), Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)];
});
"""


@pytest.fixture(autouse=True)
def no_scrollbars(driver):
    """The fixture's unmeasured body images (a URL and a relative one, left as
    written) may make a page taller than the window when they resolve: the
    scrollbar that appears then narrows the page and moves everything by
    half its width, which is the window's doing, not an image box's. Layout
    is measured without scrollbars, as on a phone."""
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    yield
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": False})


def load(driver, url: str, size: tuple[int, int], blocked: bool) -> None:
    driver.set_window_size(*size)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    # The body's URL image (left as written) is never fetched: the test has no network.
    patterns = ["https://example.org/*"] + (["*.png", "*.jpg", "*.webp", "*.gif", "*.svg"] if blocked else [])
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": patterns})
    # Layout shifts are recorded from the first paint on.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
      // From the document's first layout on: what moved, as the shifts of
      // elements holding a measured image (a URL or relative body image,
      // left unmeasured, moves its paragraph when it fails here; ignored).
      // <main> is watched too: the header keeps the toggle's room
      // (test_design), so nothing above the images moves either.
      window.__shifts = [];
      window.__measuring = false;
      new PerformanceObserver(list => {
        for (const e of list.getEntries()) {
          if (!window.__measuring) continue;
          for (const s of e.sources) {
            const n = s.node;
            if (n && n.nodeType === 1 && (n.matches('img[width]') || n.querySelector('img[width]'))) window.__shifts.push([e.value, n.outerHTML.slice(0, 80)]);
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
      document.addEventListener('DOMContentLoaded', () => {
        window.__measuring = true;
        window.__arrived = Array.from(document.images).filter(i => i.hasAttribute('width') && i.naturalWidth > 0).length;
        window.__boxes = (function () {""" + BOXES + """})();
      });
    """})
    driver.get(url)


def settle(driver) -> None:
    """Scrolls through the page so every lazy image loads, waits for them, and back to the top."""
    height = driver.execute_script("return document.documentElement.scrollHeight")
    for y in range(0, height + 400, 300):
        driver.execute_script("window.scrollTo(0, arguments[0])", y)
        time.sleep(0.05)
    deadline = time.time() + 20
    while time.time() < deadline:
        if driver.execute_script("return Array.from(document.images).filter(i => i.hasAttribute('width')).every(i => i.complete && i.naturalWidth > 0)"):
            break
        time.sleep(0.1)
    else:
        pytest.fail("images did not load: " + str(driver.execute_script(
            "return Array.from(document.images).filter(i => i.hasAttribute('width') && !(i.complete && i.naturalWidth > 0)).map(i => i.src)")))
    driver.execute_script("window.scrollTo(0, 0)")


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390", "1280"])
@pytest.mark.parametrize("page", ["", "skyline/", "trips/"])
def test_boxes_are_sized_before_the_images_load(driver, held_url, page, size):
    load(driver, held_url + page, size, blocked=False)
    # Measured by the page itself at DOMContentLoaded, before any image arrived.
    before, arrived = driver.execute_script("return [window.__boxes, window.__arrived]")
    assert arrived == 0, "an image arrived before the boxes were measured"
    assert before, "no image on the page"
    assert all(w > 0 and h > 0 for _, _, _, w, h in before), f"an image box is empty before it loads: {before}"
    settle(driver)
    after = driver.execute_script(BOXES)
    assert before == after, "images moved or resized when they loaded"
    shifts = driver.execute_script("return window.__shifts")
    assert shifts == [], f"elements holding images moved while they loaded: {shifts}"


CURRENT = "return Array.from(document.images).map(i => [i.getAttribute('src'), i.currentSrc.split('/').pop()])"


@pytest.mark.parametrize("size,body", [(PHONE, "skyline.png.480w.webp"), (DESKTOP, "skyline.png.960w.webp")], ids=["390", "1280"])
def test_srcset_picks_a_variant(driver, images_url, size, body):
    load(driver, images_url + "skyline/", size, blocked=False)
    settle(driver)
    assert dict(driver.execute_script(CURRENT))["/images/skyline.png"] == body
    load(driver, images_url, size, blocked=False)
    settle(driver)
    # The first of each address: the home page's body also shows a relative images/badge.png, as written.
    shown = {}
    for src, current in driver.execute_script(CURRENT):
        shown.setdefault(src, current)
    assert shown["images/harbour.jpg"] == "harbour.jpg.480w.webp"
    assert shown["images/badge.png"] == "badge.png.300w.webp"
    assert shown["trips/map.png"] == ("map.png.480w.webp" if size == PHONE else "map.png.800w.webp")
    assert shown["images/spinner.gif"] == "spinner.gif"
    assert shown["images/star.svg"] == "star.svg"


def test_lazy_images_wait_until_scrolled_to(driver, images_url):
    load(driver, images_url, (390, 500), blocked=False)
    time.sleep(0.5)
    fetched = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name.split('/').pop())")
    assert "harbour.jpg.480w.webp" in fetched  # the first cell: eager
    lazy = driver.execute_script("return Array.from(document.querySelectorAll('img[loading=lazy]')).map(i => i.getAttribute('src'))")
    assert lazy == ["trips/map.png", "images/badge.png", "/images/skyline.png"]


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390", "1280"])
@pytest.mark.parametrize("page", ["", "skyline/"])
def test_screenshots(driver, images_url, shots_dir, page, size):
    load(driver, images_url + page, size, blocked=False)
    settle(driver)
    name = f"images-{page.strip('/') or 'home'}-{size[0]}.png"
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(size[0], min(height, 4000))
    settle(driver)
    driver.save_screenshot(str(shots_dir / name))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"
