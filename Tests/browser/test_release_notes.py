"""The release-notes site of issue #17 in real Chromium: the change-type
filter with JavaScript off (CSS only), by mouse and by keyboard."""

from __future__ import annotations

import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

NOTES = """# Rich changelog

Terminal formatting for Python.

## [Unreleased]

### Added

- A progress bar that counts down

## [3.0.0] - 2024-05-01

### Removed

- Dropped Python 3.7 support

### Added

- A new console

## [3.0.0-rc.1] - 2024-04-01

### Changed

- **Breaking:** `Console.print` takes keyword arguments only

### Fixed

- Wrapping of wide characters

## [2.1.0] - 2024-03-01

### Deprecated

- `Console.log_path`, use `Console.log` instead

### Security

- Escape markup in tracebacks (CVE-2024-0001)

## [2.0.0] - 2024-02-01

### Changed

- **BREAKING** tables default to rounded boxes

### Fixed

- A crash on empty tables

## [1.0.0] - 2024-01-01

### Added

- First stable release

[3.0.0]: https://github.com/acme/rich/compare/v2.1.0...v3.0.0
[2.1.0]: https://github.com/acme/rich/compare/v2.0.0...v2.1.0
"""


@pytest.fixture(scope="module")
def notes_site(tlsite_bin, tmp_path_factory):
    folder = tmp_path_factory.mktemp("notes")
    (folder / "CHANGELOG.md").write_text(NOTES, encoding="utf-8")
    out = folder / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", str(folder / "CHANGELOG.md"), "-o", str(out),
                           "--base-url", "https://rich.example.org/", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out


@pytest.fixture(scope="module")
def notes_url(serve, notes_site):
    return serve(notes_site)


@pytest.fixture
def no_js(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def shown(driver, selector: str) -> list[str]:
    return [e.get_attribute("id") or e.text for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


def shown_releases(driver) -> list[str]:
    return [e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, ".tl-timeline > li.tl-cell") if e.is_displayed()]


def shown_entries(driver) -> list[str]:
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "li.tl-change") if e.is_displayed()]


ALL = ["unreleased", "3.0.0", "3.0.0-rc.1", "2.1.0", "2.0.0", "1.0.0"]


def test_filter_hides_and_shows_releases_without_javascript(no_js, notes_url):
    driver = no_js
    driver.get(notes_url)
    assert shown_releases(driver) == ALL
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type-security']").click()
    assert shown_releases(driver) == ["2.1.0"]
    assert shown_entries(driver) == ["Escape markup in tracebacks (CVE-2024-0001)"]
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type-fixed']").click()
    assert shown_releases(driver) == ["3.0.0-rc.1", "2.0.0"]
    assert shown_entries(driver) == ["Wrapping of wide characters", "A crash on empty tables"]
    driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type']").click()
    assert shown_releases(driver) == ALL
    assert len(shown_entries(driver)) == 10


def test_filter_by_keyboard(no_js, notes_url):
    driver = no_js
    driver.get(notes_url)
    all_changes = driver.find_element(By.ID, "tl-filter-type")
    assert all_changes.is_selected()
    # The radios are one tab stop; arrows move the choice, as in any radio group.
    all_changes.send_keys(Keys.ARROW_RIGHT)
    added = driver.find_element(By.ID, "tl-filter-type-added")
    assert added.is_selected()
    assert driver.switch_to.active_element == added
    assert shown_releases(driver) == ["unreleased", "3.0.0", "1.0.0"]
    outline = driver.execute_script(
        "return getComputedStyle(document.querySelector(\"label[for='tl-filter-type-added']\")).outlineStyle")
    assert outline == "solid", "the focused choice shows a focus ring"


def test_filter_is_labelled(notes_url, driver):
    driver.get(notes_url)
    fieldset = driver.find_element(By.CSS_SELECTOR, "fieldset.tl-filter")
    assert fieldset.find_element(By.TAG_NAME, "legend").text.strip()
    for radio in fieldset.find_elements(By.CSS_SELECTOR, "input[type=radio]"):
        label = fieldset.find_element(By.CSS_SELECTOR, f"label[for='{radio.get_attribute('id')}']")
        assert label.text.strip()


# --------------------------------------------------------------------------
# Every page of the site: Nu checker and axe, light and dark


def test_pages_are_valid_html(notes_site):
    from test_html_valid import _report, run_validator

    code, messages, output = run_validator(notes_site)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, notes_site)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_every_page(driver, notes_site, notes_url, scheme):
    from test_axe import describe, scan

    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        pages = sorted(p.relative_to(notes_site).as_posix() for p in notes_site.rglob("index.html"))
        assert len(pages) >= 8, pages
        for page in pages:
            results = scan(driver, notes_url + page.removesuffix("index.html"))
            assert not results["violations"], page + ": " + describe(results["violations"])
        # A chosen filter too: the checked pill's colors.
        driver.get(notes_url)
        driver.find_element(By.CSS_SELECTOR, "label[for='tl-filter-type-fixed']").click()
        from axe_selenium_python import Axe
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        assert not results["violations"], describe(results["violations"])
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
