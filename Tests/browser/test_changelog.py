"""`tlsite changelog` in real Chromium: the site of the golden fixture's messy
changelog is valid HTML, passes axe in light and dark, holds every entry once,
and `#VERSION-TYPE` links open the folded release they point into."""

from __future__ import annotations

import re
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By

from test_axe import describe, scan
from test_html_valid import _report, run_validator

FIXTURE = "Tests/TLSiteTests/Fixtures/changelog/site/CHANGELOG.md"


@pytest.fixture(scope="module")
def changelog_site(tlsite_bin, repo_root, tmp_path_factory):
    out = tmp_path_factory.mktemp("changelog") / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", str(repo_root / FIXTURE), "-o", str(out), "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    # The fixture's messes are warnings, each located.
    assert all(re.match(r"^.+CHANGELOG\.md:\d+:\d+: warning: ", line) for line in proc.stderr.splitlines()), proc.stderr
    return out


@pytest.fixture(scope="module")
def changelog_url(serve, changelog_site):
    return serve(changelog_site)


def fixture_entries(repo_root) -> int:
    """Top-level list items below the first release heading, counted without tlsite."""
    lines = (repo_root / FIXTURE).read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("## "))
    return sum(1 for line in lines[first:] if re.match(r"^(?:[-*]|\d+\.) ", line))


def test_pages_are_valid_html(changelog_site):
    code, messages, output = run_validator(changelog_site)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, changelog_site)
    pages = list(changelog_site.rglob("*.html"))
    assert len(pages) >= 15, pages


def test_every_entry_once_on_the_home_page(driver, changelog_url, repo_root):
    driver.get(changelog_url)
    releases = driver.find_elements(By.CSS_SELECTOR, "article.tl-kind-release")
    entries = driver.find_elements(By.CSS_SELECTOR, "li.tl-change")
    assert len(releases) == 8  # 0.0.1 is a pointer: a release with no entries
    assert len(entries) == fixture_entries(repo_root) == 28
    texts = [e.get_attribute("textContent").strip() for e in entries]
    assert len(set(texts)) == len(texts)


def test_deep_link_opens_the_folded_release(driver, changelog_url):
    driver.get(changelog_url + "#1.2.0-fixed")
    time.sleep(0.3)
    section = driver.find_element(By.ID, "1.2.0-fixed")
    details = section.find_element(By.XPATH, "ancestor::details")
    assert details.get_attribute("open") is not None, "the folded card holding the anchor did not open"
    assert section.is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", section)
    assert 0 <= top < 700, top


def test_old_github_anchor_finds_its_release(driver, changelog_url):
    driver.get(changelog_url + "#200---2024-03-01")
    time.sleep(0.2)
    release = driver.find_element(By.ID, "2.0.0")
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", release)
    assert -100 < top < 300, top


@pytest.mark.parametrize("page", ["", "1.2.0/", "kind/fixed/", "0.0.5/"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe(driver, changelog_url, page, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        results = scan(driver, changelog_url + page)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    assert not results["violations"], describe(results["violations"])
    passed = {p["id"] for p in results["passes"]}
    assert {"list", "listitem", "heading-order", "color-contrast"} <= passed, sorted(passed)


def test_screenshot(driver, changelog_url, shots_dir):
    driver.set_window_size(1000, 2400)
    driver.get(changelog_url)
    driver.save_screenshot(str(shots_dir / "changelog-home.png"))
