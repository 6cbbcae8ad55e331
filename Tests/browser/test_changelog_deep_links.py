"""Deep links into folded releases on a long changelog: `index.html#V-SECTION`
opens the folded card that holds the section and scrolls the section into
view, with JavaScript on and off (the site has no script: Chromium opens a
closed `<details>` when the fragment points inside it). 300 releases, each
folded (more than 12 entries), with conventional-changelog sections whose
anchors are prefixed with the version, so no two ids of the page collide."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from collections import Counter
from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By

RELEASES = 300


def long_changelog() -> str:
    parts = ["# Changelog\n\nA long history.\n"]
    for number in range(RELEASES, 0, -1):
        day = date(2020, 1, 1) + timedelta(days=number)
        parts.append(f"\n## [{number}.0.0](https://git.example.org/acme/x/compare/v{number - 1}.0.0...v{number}.0.0) ({day.isoformat()})\n")
        parts.append("\n### Features\n\n" + "".join(f"* feature {i} of {number}.0.0\n" for i in range(6)))
        parts.append("\n### Bug Fixes\n\n" + "".join(f"* fix {i} of {number}.0.0\n" for i in range(5)))
        parts.append("\n### Performance Improvements\n\n" + "".join(f"* faster {i} of {number}.0.0\n" for i in range(3)))
    return "".join(parts)


@pytest.fixture(scope="module")
def long_site(tlsite_bin, tmp_path_factory):
    folder = tmp_path_factory.mktemp("long-changelog")
    (folder / "CHANGELOG.md").write_text(long_changelog(), encoding="utf-8")
    out = folder / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", str(folder / "CHANGELOG.md"), "-o", str(out), "--quiet"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    return out


@pytest.fixture(scope="module")
def long_url(serve, long_site):
    return serve(long_site)


def test_every_id_is_unique_and_sections_are_prefixed(long_site):
    html = (long_site / "index.html").read_text(encoding="utf-8")
    # An id is quoted, or bare when it needs no quotes (docs/templates.md).
    ids = [quoted or bare for quoted, bare in re.findall(r"\sid=(?:\"([^\"]+)\"|([^\s\"'>]+))", html)]
    repeated = [name for name, count in Counter(ids).items() if count > 1]
    assert not repeated, repeated[:10]
    assert html.count('class=tl-release-summary>') == RELEASES, "every release is a folded card"
    for number in (1, 150, RELEASES):
        for section in ("features", "bug-fixes", "performance-improvements"):
            assert f'{number}.0.0-{section}' in ids


TARGETS = ["150.0.0-performance-improvements", "3.0.0-bug-fixes", "299.0.0-features"]


def assert_lands(driver, target: str) -> None:
    section = driver.find_element(By.ID, target)
    details = section.find_element(By.XPATH, "ancestor::details")
    assert details.get_attribute("open") is not None, f"the folded card holding #{target} did not open"
    assert section.is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", section)
    height = driver.execute_script("return window.innerHeight")
    assert -1 <= top < height, f"#{target} is at {top}, outside the window (height {height})"


@pytest.mark.parametrize("target", TARGETS)
def test_deep_link_opens_its_folded_release(driver, long_url, target):
    driver.get("about:blank")
    driver.get(long_url + "index.html#" + target)
    time.sleep(0.5)
    assert_lands(driver, target)


def test_deep_links_without_javascript(long_site):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    try:
        for target in TARGETS:
            driver.get("about:blank")
            driver.get((long_site / "index.html").as_uri() + "#" + target)
            time.sleep(0.5)
            assert_lands(driver, target)
    finally:
        driver.quit()
