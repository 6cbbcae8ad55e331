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
