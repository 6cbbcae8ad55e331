"""axe-core accessibility scans of site-example (axe-core as shipped by axe-selenium-python).

axe runs with its default rule set: WCAG A/AA rules and best practices.
"""

from __future__ import annotations

import pytest
from axe_selenium_python import Axe

HOME = ""
ITEM = "04-08-30-am/"  # the sample's 4th item: image, style overrides, two lanes


def scan(driver, url: str, context: dict | None = None) -> dict:
    driver.get(url)
    axe = Axe(driver)
    axe.inject()
    results = axe.run(context=context)
    assert results.get("passes"), f"axe ran no rule on {url}: {results}"
    return results


def describe(violations: list[dict]) -> str:
    out = [f"{len(violations)} axe violation(s):"]
    for v in violations:
        out.append(f"- {v['id']} ({v['impact']}; {', '.join(v['tags'])}): {v['help']}\n  {v['helpUrl']}")
        for node in v["nodes"]:
            out.append(f"    at {node['target']}: {node['html'][:160]}")
            summary = (node.get("failureSummary") or "").replace("\n", " ")
            if summary:
                out.append(f"      {summary}")
    return "\n".join(out)


@pytest.fixture(scope="module")
def item_results(_chromium, example_url):
    _chromium.set_window_size(1000, 1400)
    return scan(_chromium, example_url + ITEM)


def test_axe_finds_violations(driver, serve, tmp_path):
    """axe, as this file runs it, reports a page's real problems."""
    (tmp_path / "index.html").write_text(
        "<!DOCTYPE html><html><head><title>bad</title></head><body><main>"
        '<img src="x.png"><a href="#"></a><p style="color:#ccc;background:#fff">faint</p>'
        "</main></body></html>")
    results = scan(driver, serve(tmp_path))
    ids = {v["id"] for v in results["violations"]}
    assert {"image-alt", "link-name", "html-has-lang", "color-contrast"} <= ids, describe(results["violations"])


@pytest.fixture(scope="module")
def multi(make_site, serve):
    """(URL, output folder) of the generated site of test_pages.py."""
    from test_pages import MULTI
    out = make_site(MULTI, name="multi-axe")
    return serve(out), out


@pytest.mark.parametrize("which", ["site-example", "multi"])
def test_axe_every_page(driver, which, example_site, example_url, multi):
    """Every page of site-example and of a site with folders, widgets, tags and
    people: index pages, person pages, compact lists, item pages."""
    base, out = (example_url, example_site) if which == "site-example" else multi
    pages = sorted(p.relative_to(out).as_posix().removesuffix("index.html")
                   for p in out.rglob("*.html") if p.name != "404.html")
    assert len(pages) > 20
    found = {}
    for page in pages:
        violations = scan(driver, base + page)["violations"]
        if violations:
            found[page] = describe(violations)
    assert not found, "\n".join(f"/{page}: {text}" for page, text in found.items())


def test_axe_home_page(driver, example_url):
    results = scan(driver, example_url + HOME)
    assert not results["violations"], describe(results["violations"])
    # The timeline was there to be checked: its cells' headings and images passed.
    passed = {p["id"] for p in results["passes"]}
    assert {"image-alt", "heading-order", "list", "listitem", "color-contrast"} <= passed, sorted(passed)


def test_axe_item_page(item_results):
    """No violation on an item page; it has its one <h1>."""
    assert not item_results["violations"], describe(item_results["violations"])
    passed = {p["id"] for p in item_results["passes"]}
    assert {"image-alt", "list", "listitem", "color-contrast", "page-has-heading-one"} <= passed, sorted(passed)


# Dark mode: the page follows prefers-color-scheme (color-scheme: light dark, Canvas and
# CanvasText), so the same scans must pass there too.

GRAY_CELL = '[id="04-08-30-am"]'  # the cell whose bubble background is overridden (lightGray)


@pytest.fixture
def dark(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def test_axe_home_page_dark(dark, example_url):
    """Dark mode, all but the cell with an overridden background (scanned on its own below)."""
    results = scan(dark, example_url + HOME, context={"exclude": [[GRAY_CELL]]})
    assert dark.execute_script("return getComputedStyle(document.body).backgroundColor") != "rgb(255, 255, 255)", (
        "the page did not switch to dark")
    assert not results["violations"], describe(results["violations"])


def test_axe_dark_contrast_on_overridden_bubble_background(dark, example_url):
    """A bubble whose background an item overrides (lightGray) gets a text color readable on it, in dark mode too."""
    results = scan(dark, example_url + HOME, context={"include": [[GRAY_CELL]]})
    assert not results["violations"], describe(results["violations"])


# Every page of site-example, of the changelog example and of the theme preview,
# for each built-in theme, in light and in forced dark: 0 violations.

import shutil
import subprocess

from conftest import REPO, SITE_EXAMPLE, _run_build

# Every built-in theme: a new folder of Themes/ is scanned with no edit here.
THEMES = sorted(p.name for p in (REPO / "Themes").iterdir() if (p / "theme.yml").is_file())
CHANGELOG = "Tests/TLSiteTests/Fixtures/changelog/site/CHANGELOG.md"


@pytest.fixture(scope="module")
def themed(tlsite_bin, repo_root, tmp_path_factory, serve):
    """(source, theme) -> (output folder, base URL), built on first use."""
    built: dict[tuple[str, str], tuple] = {}

    def get(source: str, theme: str):
        if (source, theme) in built:
            return built[(source, theme)]
        root = tmp_path_factory.mktemp(f"axe-{source}-{theme}")
        out = root / "public"
        if source == "site-example":
            site = root / "site"
            shutil.copytree(SITE_EXAMPLE, site, ignore=shutil.ignore_patterns("public"))
            config = site / "tlsite.yml"
            config.write_text(config.read_text(encoding="utf-8").replace("theme: default", f"theme: {theme}"), encoding="utf-8")
            _run_build(tlsite_bin, site, out)
        else:
            command = ([str(tlsite_bin), "changelog", str(repo_root / CHANGELOG), "--theme", theme, "--quiet"] if source == "changelog"
                       else [str(tlsite_bin), "theme", "preview", theme])
            proc = subprocess.run(command + ["-o", str(out)], capture_output=True, text=True, timeout=120, cwd=root)
            assert proc.returncode == 0, proc.stderr
        built[(source, theme)] = (out, serve(out))
        return built[(source, theme)]

    return get


def pages(out) -> list[str]:
    return sorted(str(p.relative_to(out)).removesuffix("index.html") for p in out.rglob("*.html"))


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("source", ["site-example", "changelog", "preview"])
def test_axe_every_page(driver, themed, source, theme, color_scheme):
    out, base = themed(source, theme)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})
    try:
        failures = []
        scanned = pages(out)
        assert len(scanned) >= 15, scanned
        for page in scanned:
            results = scan(driver, base + page)
            if results["violations"]:
                failures.append(f"{source}/{page} ({theme}, {color_scheme}): " + describe(results["violations"]))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    assert not failures, "\n".join(failures)


# Highlighted code (issue #32): site-example's Computing lessons hold fenced Swift, YAML,
# diff and HTML. axe measures the contrast of every token span on its code background,
# light and dark; between them the two pages have every token class a theme colours.
CODE_PAGES = ["first-program/", "class-website/"]
TOKENS = {"keyword", "string", "comment", "function", "type", "constant", "operator", "property",
          "tag", "inserted", "deleted"}


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
def test_axe_highlighted_code(driver, example_url, color_scheme):
    import re
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})
    try:
        measured, backgrounds = set(), set()
        for page in CODE_PAGES:
            results = scan(driver, example_url + page)
            assert not results["violations"], f"/{page} ({color_scheme}): " + describe(results["violations"])
            contrast = [n for p in results["passes"] if p["id"] == "color-contrast" for n in p["nodes"]]
            # axe gives the element as the browser serializes it: its attributes quoted, as written or not.
            measured |= {m.group(1) for n in contrast if (m := re.match(r'<span class="hl-([a-z]+)"', n["html"]))}
            backgrounds |= set(driver.execute_script(
                "return [...document.querySelectorAll('pre')].map(p => getComputedStyle(p).backgroundColor)"))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    assert measured == TOKENS, f"axe measured the contrast of {sorted(measured)}, not of every token {sorted(TOKENS)}"
    # The code background is the scheme's (default theme: #efeff0 light, #27272a dark).
    assert backgrounds == {"rgb(239, 239, 240)" if color_scheme == "light" else "rgb(39, 39, 42)"}, backgrounds
