"""The release-notes site of issue #17 in real Chromium: the project's
name, the Latest and Prerelease badges and folded prereleases, the
change-type filter with JavaScript off (CSS only), by mouse and by
keyboard, and every page valid and axe-clean in light and dark."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET

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


def build_notes(tlsite_bin, folder, *options):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "CHANGELOG.md").write_text(NOTES, encoding="utf-8")
    out = folder / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", str(folder / "CHANGELOG.md"), "-o", str(out), *options, "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out


@pytest.fixture(scope="module")
def folded_url(serve, tlsite_bin, tmp_path_factory):
    return serve(build_notes(tlsite_bin, tmp_path_factory.mktemp("folded"), "--prereleases", "fold"))


# --------------------------------------------------------------------------
# The project's name, Latest and prereleases


def test_the_project_is_named_everywhere(driver, notes_site, notes_url):
    driver.get(notes_url)
    assert driver.title == "Rich changelog"
    driver.get(notes_url + "3.0.0/")
    assert driver.title == "Rich 3.0.0 · Rich changelog"
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Rich 3.0.0"
    assert driver.find_element(By.CSS_SELECTOR, ".tl-site-title").text == "Rich changelog"
    atom = ET.parse(notes_site / "feed.xml").getroot()
    ns = {"a": "http://www.w3.org/2005/Atom"}
    assert atom.find("a:title", ns).text == "Rich changelog"
    titles = [e.find("a:title", ns).text for e in atom.findall("a:entry", ns)]
    assert titles == ["Rich 3.0.0", "Rich 3.0.0-rc.1", "Rich 2.1.0", "Rich 2.0.0", "Rich 1.0.0"]


def test_the_name_comes_from_the_repository_when_the_heading_names_none(tlsite_bin, tmp_path):
    (tmp_path / "CHANGELOG.md").write_text(NOTES.replace("# Rich changelog", "# Changelog"), encoding="utf-8")
    out = tmp_path / "site"
    subprocess.run([str(tlsite_bin), "changelog", str(tmp_path / "CHANGELOG.md"), "-o", str(out), "--quiet"], check=True, timeout=120)
    assert "<title>rich 3.0.0 · Changelog</title>" in (out / "3.0.0" / "index.html").read_text(encoding="utf-8")
    out2 = tmp_path / "site2"
    subprocess.run([str(tlsite_bin), "changelog", str(tmp_path / "CHANGELOG.md"), "-o", str(out2), "--title", "Rich CLI", "--quiet"],
                   check=True, timeout=120)
    assert "<title>Rich CLI 3.0.0 · Rich CLI</title>" in (out2 / "3.0.0" / "index.html").read_text(encoding="utf-8")


def test_latest_and_prerelease_badges(driver, notes_url):
    driver.get(notes_url)
    latest = [e.find_element(By.XPATH, "ancestor::li[contains(@class,'tl-cell')]").get_attribute("id")
              for e in driver.find_elements(By.CSS_SELECTOR, ".tl-badge--latest")]
    assert latest == ["3.0.0"]
    pre = [e.find_element(By.XPATH, "ancestor::li[contains(@class,'tl-cell')]").get_attribute("id")
           for e in driver.find_elements(By.CSS_SELECTOR, ".tl-badge--prerelease")]
    assert pre == ["3.0.0-rc.1"]


def test_folded_prereleases_open_without_javascript(no_js, folded_url):
    driver = no_js
    driver.get(folded_url)
    group = driver.find_element(By.CSS_SELECTOR, "li.tl-prereleases details")
    assert group.get_attribute("open") is None
    assert not driver.find_element(By.ID, "3.0.0-rc.1").is_displayed()
    assert shown_releases(driver) == ["unreleased", "3.0.0", "2.1.0", "2.0.0", "1.0.0"]
    group.find_element(By.TAG_NAME, "summary").click()
    assert driver.find_element(By.ID, "3.0.0-rc.1").is_displayed()
    # A link to the prerelease opens its group.
    driver.get(folded_url + "#3.0.0-rc.1")
    driver.refresh()
    assert driver.find_element(By.ID, "3.0.0-rc.1").is_displayed()


def test_folded_prereleases_are_valid_and_axe_clean(driver, folded_url, tlsite_bin, tmp_path):
    from test_axe import describe, scan
    from test_html_valid import _report, run_validator

    out = build_notes(tlsite_bin, tmp_path, "--prereleases", "fold")
    code, messages, output = run_validator(out, match=("index.html",))
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, out)
    driver.get(folded_url)
    driver.execute_script("document.querySelector('li.tl-prereleases details').open = true")
    from axe_selenium_python import Axe
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    assert not results["violations"], describe(results["violations"])


def test_hidden_prereleases_are_gone(tlsite_bin, tmp_path):
    out = build_notes(tlsite_bin, tmp_path, "--prereleases", "hide", "--base-url", "https://rich.example.org/")
    assert not (out / "3.0.0-rc.1").exists()
    assert "rc.1" not in (out / "index.html").read_text(encoding="utf-8")
    assert "rc.1" not in (out / "feed.xml").read_text(encoding="utf-8")


def test_feed_limit(tlsite_bin, tmp_path):
    ns = {"a": "http://www.w3.org/2005/Atom"}
    out = build_notes(tlsite_bin, tmp_path / "two", "--feed-limit", "2", "--base-url", "https://rich.example.org/")
    assert len(ET.parse(out / "feed.xml").getroot().findall("a:entry", ns)) == 2
    out = build_notes(tlsite_bin, tmp_path / "all", "--feed-limit", "0", "--base-url", "https://rich.example.org/")
    assert len(ET.parse(out / "feed.xml").getroot().findall("a:entry", ns)) == 5


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


# --------------------------------------------------------------------------
# Search: 1,000 releases, 5,000 entries, with JavaScript; absent without

RELEASES = 1000
WORDS = ["parser", "console", "table", "markup", "theme", "progress", "layout", "traceback", "syntax", "prompt"]


def thousand_releases() -> str:
    parts = ["# Acme changelog\n"]
    for number in range(RELEASES, 0, -1):
        major, minor = divmod(number, 10)
        parts.append(f"\n## [{major}.{minor}.0] - {2000 + number // 365:04d}-{number % 12 + 1:02d}-{number % 28 + 1:02d}\n\n### Added\n\n")
        for i in range(3):
            parts.append(f"- The {WORDS[(number + i) % 10]} gains option number {number * 10 + i}\n")
        parts.append("\n### Fixed\n\n")
        for i in range(3, 5):
            parts.append(f"- A crash in the {WORDS[(number + i) % 10]} with input {number * 10 + i}\n")
    return "".join(parts)


@pytest.fixture(scope="module")
def thousand(tlsite_bin, tmp_path_factory):
    folder = tmp_path_factory.mktemp("thousand")
    (folder / "CHANGELOG.md").write_text(thousand_releases(), encoding="utf-8")
    out = folder / "site"
    proc = subprocess.run([str(tlsite_bin), "changelog", str(folder / "CHANGELOG.md"), "-o", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return out, proc.stdout


@pytest.fixture(scope="module")
def thousand_url(serve, thousand):
    return serve(thousand[0])


def test_search_index_holds_every_entry_and_its_size_is_reported(thousand):
    import json
    site, stdout = thousand
    index = json.loads((site / "search.json").read_text(encoding="utf-8"))
    assert len(index["r"]) == RELEASES
    assert len(index["e"]) == RELEASES * 5
    size = (site / "search.json").stat().st_size
    assert f"Search index: search.json, {size / 1024:.1f} KB ({size} bytes)" in stdout
    assert size < 1_000_000


def test_search_finds_an_entry_and_its_link_lands_on_it(driver, thousand_url):
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(thousand_url)
    box = driver.find_element(By.CSS_SELECTOR, ".tl-search")
    assert box.is_displayed()
    field = box.find_element(By.CSS_SELECTOR, "input[type=search]")
    field.send_keys("option 4562")
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".tl-search-result"))
    results = driver.find_elements(By.CSS_SELECTOR, ".tl-search-result a")
    assert [r.text for r in results] == ["The syntax gains option number 4562"]
    assert driver.find_element(By.CSS_SELECTOR, ".tl-search-status").text == "1 entry"
    # The box and its results, in light and dark: axe-clean.
    from axe_selenium_python import Axe
    from test_axe import describe
    for scheme in ("dark", "light"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        axe = Axe(driver)
        axe.inject()
        found = axe.run(context={"include": [[".tl-search"]]})
        assert not found["violations"], describe(found["violations"])
    href = results[0].get_attribute("href")
    assert href.endswith("/45.6.0/#45.6.0-added-3"), href
    results[0].click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("#45.6.0-added-3"))
    target = driver.find_element(By.CSS_SELECTOR, ":target")
    assert target.get_attribute("id") == "45.6.0-added-3"
    assert target.text == "The syntax gains option number 4562"
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", target)
    assert 0 <= top < driver.execute_script("return innerHeight"), top


def test_search_finds_by_several_words_and_says_when_nothing_matches(driver, thousand_url):
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(thousand_url)
    field = driver.find_element(By.CSS_SELECTOR, ".tl-search-input")
    field.send_keys("crash traceback")
    WebDriverWait(driver, 20).until(lambda d: "entries" in d.find_element(By.CSS_SELECTOR, ".tl-search-status").text)
    # 2 fixes a release, each naming one of 10 words in turn: 200 name the traceback.
    assert driver.find_element(By.CSS_SELECTOR, ".tl-search-status").text == "200 entries"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".tl-search-result")) == 50
    field.clear()
    field.send_keys("zebra")
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".tl-search-status").text == "No entry matches.")
    assert not driver.find_elements(By.CSS_SELECTOR, ".tl-search-result")


def test_without_javascript_the_search_box_is_absent(no_js, notes_url):
    no_js.get(notes_url)
    box = no_js.find_element(By.CSS_SELECTOR, ".tl-search")
    assert not box.is_displayed()
    assert box.get_attribute("hidden") is not None


# --------------------------------------------------------------------------
# Upgrade guides


def upgrade_entries(driver) -> dict[str, list[tuple[str, str]]]:
    return {section.get_attribute("id"): [(li.find_element(By.CSS_SELECTOR, ".tl-upgrade-text").text,
                                          li.find_element(By.CSS_SELECTOR, ".tl-upgrade-release").text)
                                         for li in section.find_elements(By.CSS_SELECTOR, "li.tl-upgrade-entry")]
            for section in driver.find_elements(By.CSS_SELECTOR, "section.tl-upgrade")}


def test_upgrade_guide_lists_exactly_what_breaks_between_majors(driver, notes_site, notes_url):
    assert sorted(p.name for p in (notes_site / "upgrade").iterdir() if p.is_dir()) == ["2.0", "3.0"]
    driver.get(notes_url + "upgrade/3.0/")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "Upgrading to 3.0"
    # 2.1.0's deprecation, 3.0.0-rc.1's breaking change, 3.0.0's removal; not what
    # was added, fixed or secured, and not 2.0.0's breaking change (that is 2.0's).
    assert upgrade_entries(driver) == {
        "breaking": [("Breaking: Console.print takes keyword arguments only", "in 3.0.0-rc.1")],
        "removed": [("Dropped Python 3.7 support", "in 3.0.0")],
        "deprecated": [("Console.log_path, use Console.log instead", "in 2.1.0")],
    }
    driver.get(notes_url + "upgrade/2.0/")
    assert upgrade_entries(driver) == {"breaking": [("BREAKING tables default to rounded boxes", "in 2.0.0")]}


def test_upgrade_guide_links_land_on_the_entries_and_releases_link_it(driver, notes_url):
    driver.get(notes_url + "upgrade/3.0/")
    driver.find_element(By.LINK_TEXT, "in 3.0.0").click()
    assert driver.current_url.endswith("/3.0.0/#3.0.0-removed-1")
    assert driver.find_element(By.CSS_SELECTOR, ":target").text == "Dropped Python 3.7 support"
    # The release (and its prerelease) link the guide, on its page and on the home timeline.
    guide = driver.find_element(By.CSS_SELECTOR, "a.tl-release-upgrade")
    assert guide.text == "Upgrading to 3.0"
    guide.click()
    assert driver.current_url.endswith("/upgrade/3.0/")
    driver.get(notes_url)
    links = {a.find_element(By.XPATH, "ancestor::li[contains(@class,'tl-cell')]").get_attribute("id"): a.text
             for a in driver.find_elements(By.CSS_SELECTOR, "a.tl-release-upgrade")}
    assert links == {"3.0.0": "Upgrading to 3.0", "3.0.0-rc.1": "Upgrading to 3.0", "2.0.0": "Upgrading to 2.0"}


# --------------------------------------------------------------------------
# Feeds: per change type, breaking changes, an undated changelog

ATOM = {"a": "http://www.w3.org/2005/Atom"}


def entries(feed) -> list[tuple[str, str]]:
    root = ET.parse(feed).getroot()
    return [(e.find("a:title", ATOM).text, e.find("a:content", ATOM).text) for e in root.findall("a:entry", ATOM)]


def test_per_type_and_breaking_feeds_are_written_and_advertised(driver, notes_site, notes_url):
    security = entries(notes_site / "kind" / "security" / "feed.xml")
    assert [t for t, _ in security] == ["Rich 2.1.0"]
    assert "CVE-2024-0001" in security[0][1] and "log_path" not in security[0][1]
    assert ET.parse(notes_site / "kind" / "security" / "feed.xml").getroot().find("a:title", ATOM).text == "Rich changelog: Security"
    breaking = entries(notes_site / "upgrade" / "feed.xml")
    assert [t for t, _ in breaking] == ["Rich 3.0.0-rc.1", "Rich 2.0.0"]
    assert "keyword arguments" in breaking[0][1] and "Wrapping" not in breaking[0][1]
    driver.get(notes_url + "kind/security/")
    links = [(l.get_attribute("title"), l.get_attribute("href"))
             for l in driver.find_elements(By.CSS_SELECTOR, "link[rel=alternate][type='application/atom+xml']")]
    assert ("Rich changelog: Security", "https://rich.example.org/kind/security/feed.xml") in links
    driver.get(notes_url)
    titles = [l.get_attribute("title") for l in driver.find_elements(By.CSS_SELECTOR, "link[rel=alternate]")]
    assert "Rich changelog: Breaking changes" in titles


def test_an_undated_changelog_has_full_feeds_in_file_order(tlsite_bin, tmp_path):
    text = "# Changelog\n\n## [Unreleased]\n\n- next\n\n" + "".join(
        f"## [{n}.0.0]\n\n### Fixed\n\n- fix {n}\n\n" for n in range(5, 0, -1))
    (tmp_path / "CHANGELOG.md").write_text(text, encoding="utf-8")
    out = tmp_path / "site"
    for now in ("2024-06-01", "2025-01-02"):
        subprocess.run([str(tlsite_bin), "changelog", str(tmp_path / "CHANGELOG.md"), "-o", str(tmp_path / now), "--quiet",
                        "--base-url", "https://x.example.org/", "--now", now], check=True, timeout=120)
    # No date comes from the build's time: two builds of the same file give the same feed.
    assert (tmp_path / "2024-06-01" / "feed.xml").read_bytes() == (tmp_path / "2025-01-02" / "feed.xml").read_bytes()
    out = tmp_path / "2024-06-01"
    titles = [t for t, _ in entries(out / "feed.xml")]
    assert titles == ["5.0.0", "4.0.0", "3.0.0", "2.0.0", "1.0.0"]
    updated = [e.find("a:updated", ATOM).text for e in ET.parse(out / "feed.xml").getroot().findall("a:entry", ATOM)]
    assert updated[0] == "1970-01-01T00:00:04Z" and updated == sorted(updated, reverse=True)
    assert [t for t, _ in entries(out / "kind" / "fixed" / "feed.xml")] == titles
