"""A monorepo's site (`tlsite changelog packages/*/CHANGELOG.md`, issue #17)
in real Chromium: one lane column per package, the package filter with
JavaScript off (alone and with the change-type filter), the package pages;
Nu checker and axe (light and dark) on every page."""

from __future__ import annotations

import subprocess

import pytest
from selenium.webdriver.common.by import By

from browser_helpers import LANE_JS

FIXTURE = "Tests/TLSiteTests/Fixtures/monorepo/site"
# Newest first, as the three files' dates interleave.
ALL = ["core-unreleased", "web-1.2.0", "core-2.1.0", "acme-cli-0.3.0", "core-2.0.0", "web-1.1.0", "acme-cli-0.2.0",
       "web-1.0.0", "acme-cli-0.1.0", "core-1.0.0"]


@pytest.fixture(scope="module")
def mono_site(tlsite_bin, repo_root, tmp_path_factory):
    out = tmp_path_factory.mktemp("monorepo") / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", "packages/*/CHANGELOG.md", "-o", str(out), "--quiet", "--title", "Acme",
                           "--base-url", "https://example.org/acme/"],
                          cwd=repo_root / FIXTURE, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return out


@pytest.fixture(scope="module")
def mono_url(serve, mono_site):
    return serve(mono_site)


@pytest.fixture
def no_js(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def shown_releases(driver) -> list[str]:
    return [e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, ".tl-timeline > li.tl-cell") if e.is_displayed()]


def spot_x(driver, release: str) -> float:
    return driver.execute_script(
        LANE_JS + "const l = tlLane(document.getElementById(arguments[0]), 'left'); return l.left + l.spot.left;", release)


def test_one_lane_column_per_package(driver, mono_url):
    driver.get(mono_url)
    assert shown_releases(driver) == ALL
    # Every release of a package has its spot in the same column; the three columns differ.
    columns = {}
    for release in ALL:
        package = release.rsplit("-", 1)[0]
        columns.setdefault(package, set()).add(round(spot_x(driver, release)))
    assert all(len(xs) == 1 for xs in columns.values()), columns
    xs = sorted(next(iter(v)) for v in columns.values())
    assert len(set(xs)) == 3 and xs[1] - xs[0] == xs[2] - xs[1] == 14, columns
    # In the order the files were given (acme-cli, core, web: the pattern's order).
    assert [next(iter(columns[p])) for p in ("acme-cli", "core", "web")] == xs


def test_package_filter_without_javascript(no_js, mono_url):
    driver = no_js
    driver.get(mono_url)
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-package-core']").click()
    assert shown_releases(driver) == ["core-unreleased", "core-2.1.0", "core-2.0.0", "core-1.0.0"]
    # With a change type too: core's fixes only.
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type-fixed']").click()
    assert shown_releases(driver) == ["core-2.1.0"]
    assert [e.text for e in driver.find_elements(By.CSS_SELECTOR, "li.tl-change") if e.is_displayed()] == ["A crash on empty input."]
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-package-web']").click()
    assert shown_releases(driver) == ["web-1.2.0"]
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-package']").click()
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type']").click()
    assert shown_releases(driver) == ALL


def test_package_pages(driver, mono_url):
    for package, count in (("acme-cli", 3), ("core", 4), ("web", 3)):
        driver.get(mono_url + f"package/{package}/")
        releases = shown_releases(driver)
        assert len(releases) == count and all(r.startswith(package + "-") for r in releases), releases
        assert not driver.find_elements(By.CSS_SELECTOR, ".tl-filter--package"), "no package filter on a package's page"
        assert driver.find_element(By.TAG_NAME, "h1").text == f"Package: {package}"


def test_pages_are_valid_html(mono_site):
    from test_html_valid import _report, run_validator

    code, messages, output = run_validator(mono_site)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, mono_site)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_every_page(driver, mono_site, mono_url, scheme):
    from test_axe import describe, scan

    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        pages = sorted(p.relative_to(mono_site).as_posix() for p in mono_site.rglob("index.html"))
        assert "package/core/index.html" in pages and len(pages) >= 18, pages
        for page in pages:
            results = scan(driver, mono_url + page.removesuffix("index.html"))
            assert not results["violations"], page + ": " + describe(results["violations"])
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def test_package_feeds_are_valid_and_hold_their_package(mono_site, driver, mono_url):
    from test_web_feeds import validate_atom, validate_json

    ns = {"a": "http://www.w3.org/2005/Atom"}
    for package, dated in (("acme-cli", 3), ("core", 3), ("web", 3)):
        atom = validate_atom(mono_site / "package" / package / "feed.xml")
        assert atom.findtext("a:title", namespaces=ns) == f"Acme: {package}"
        self_link = atom.find("a:link[@rel='self']", ns).get("href")
        assert self_link == f"https://example.org/acme/package/{package}/feed.xml"
        titles = [e.findtext("a:title", namespaces=ns) for e in atom.findall("a:entry", ns)]
        assert len(titles) == dated and all(t.startswith(package + " ") for t in titles), titles
        feed = validate_json(mono_site / "package" / package / "feed.json")
        assert [item["title"] for item in feed["items"]] == titles
        # The package's page advertises its own feeds beside the site's.
        driver.get(mono_url + f"package/{package}/")
        alternates = [(e.get_attribute("title"), e.get_attribute("href"))
                      for e in driver.find_elements(By.CSS_SELECTOR, "link[rel=alternate]")]
        assert (f"Acme: {package}", self_link) in alternates and ("Acme", "https://example.org/acme/feed.xml") in alternates
