"""A site deployed in a subfolder of its host (issue #30): `--base-url /apollo/`
or `baseURL: /apollo/`, with no host.

site-example is built with `--base-url /apollo/` into SERVER/apollo/ and
served from SERVER's root, as a host serves a project's pages: every page's
links and resources lead to files, the 404 page (opened at another
address, as a server shows it for any missing page) has its stylesheet and
links that work, and the build's summary says which files it left out
(feeds, sitemap) and why, since they need a host.
"""

from __future__ import annotations

import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from conftest import SITE_EXAMPLE


@pytest.fixture(scope="module")
def apollo(tlsite_bin, tmp_path_factory):
    root = tmp_path_factory.mktemp("subfolder")
    result = subprocess.run([str(tlsite_bin), "build", str(SITE_EXAMPLE), "-o", str(root / "apollo"),
                             "--base-url", "/apollo/"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return root, result


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_summary_says_what_was_left_out_and_why(apollo):
    root, result = apollo
    assert result.stdout.splitlines()[-1] == (
        "Not written: feed.xml, feed.json and sitemap.xml, which need the site's full address "
        "(the base /apollo/ has no host); set baseURL: https://example.org/apollo/ in tlsite.yml (or --base-url)")
    for name in ["feed.xml", "feed.json", "sitemap.xml"]:
        assert not (root / "apollo" / name).exists(), name
    html = (root / "apollo" / "index.html").read_text(encoding="utf-8")
    assert "rel=canonical" not in html and 'rel="canonical"' not in html and "application/atom+xml" not in html


def test_every_link_of_every_page_leads_to_a_file(driver, serve, apollo):
    root, _ = apollo
    base = serve(root)
    pages = sorted((root / "apollo").rglob("index.html"))[:12] + [root / "apollo" / "404.html"]
    for page in pages:
        url = base + page.relative_to(root).as_posix()
        driver.get(url)
        targets = driver.execute_script(
            "return [...document.querySelectorAll('a[href], link[rel=stylesheet], img[src], script[src]')]"
            ".map(e => e.href || e.src).filter(u => u.startsWith(location.origin))")
        bad = sorted({t.split("#")[0] for t in targets if status(t.split("#")[0]) != 200})
        assert not bad, f"{url}: {bad}"


def test_the_404_page_works_at_any_address(driver, serve, apollo):
    root, _ = apollo
    base = serve(root)
    # A server shows 404.html for a missing page: as if at /apollo/some/missing/page/.
    html = (root / "apollo" / "404.html").read_text(encoding="utf-8")
    missing = root / "apollo" / "some" / "missing" / "page"
    missing.mkdir(parents=True)
    (missing / "index.html").write_text(html, encoding="utf-8")
    driver.get(base + "apollo/some/missing/page/")
    rules = driver.execute_script("return [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0)")
    assert rules > 100, "the 404 page's stylesheet did not load"
    home = driver.execute_script("return [...document.querySelectorAll('main a')].map(a => a.href)")
    assert base + "apollo/" in home, home
    assert all(status(u) == 200 for u in home), home


def test_a_path_only_baseurl_in_tlsite_yml_is_the_same(make_site):
    out = make_site({"tlsite.yml": "title: T\nbaseURL: /apollo\n",
                     "content/a.md": "---\ntitle: A\ndate: 2024-05-01\n---\nBody.\n"}, name="apollo-yml")
    assert 'href="/apollo/' in (out / "404.html").read_text(encoding="utf-8")
    assert not (out / "sitemap.xml").exists() and not (out / "feed.xml").exists()


@pytest.mark.parametrize("url", ["apollo/", "//cdn.example/x/", "/a/../b/", "/a b/", "ftp://example.org/"])
def test_a_base_url_that_is_neither_is_a_usage_error(tlsite_bin, tmp_path, url):
    site = tmp_path / "site"
    (site / "content").mkdir(parents=True)
    (site / "tlsite.yml").write_text("title: T\n")
    result = subprocess.run([str(tlsite_bin), "build", str(site), "--base-url", url], capture_output=True, text=True)
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("tlsite: error: --base-url must be"), result.stderr
    assert not (site / "public").exists()
