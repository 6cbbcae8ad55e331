"""Archive pages (`archives: year` and `archives: month`) and taxonomies of
the site's own (`taxonomies: [.., category]`), on the golden fixture sites
of Tests/TLSiteTests/Fixtures: every page reachable from home with no link
broken and a link to the page above it, the indexes listing exactly what
the content holds, axe on every page, and the periods walked by keyboard.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, _run_build
from test_axe import describe, scan
from test_pages import Crawl, slugify

FIXTURES = REPO / "Tests" / "TLSiteTests" / "Fixtures"
SITES = ["archives", "archives-month", "taxonomies"]


@pytest.fixture(scope="module")
def sites(tlsite_bin, tmp_path_factory) -> dict[str, Path]:
    """Each fixture site built into a fresh folder."""
    return {name: _run_build(tlsite_bin, FIXTURES / name / "site", tmp_path_factory.mktemp(name) / "public")
            for name in SITES}


@pytest.fixture(scope="module")
def urls(sites, serve) -> dict[str, str]:
    return {name: serve(out) for name, out in sites.items()}


def front_matters(name: str) -> list[dict]:
    content = FIXTURES / name / "site" / "content"
    return [yaml.safe_load(file.read_text(encoding="utf-8").split("---\n")[1]) for file in sorted(content.rglob("*.md"))]


def words(value) -> list[str]:
    return [] if value is None else [str(v) for v in (value if isinstance(value, list) else [value])]


@pytest.mark.parametrize("name", SITES)
def test_every_page_is_reachable_and_leads_up(sites, name):
    crawl = Crawl(sites[name])
    assert crawl.broken() == []
    assert set(crawl.pages) - crawl.reachable() == set()
    missing = [f"/{page} -> /{crawl.parent(page)}" for page in crawl.pages
               if page and not crawl.links_to(page, crawl.parent(page))]
    assert missing == []


@pytest.mark.parametrize("name", ["archives", "archives-month"])
def test_archive_index_lists_the_years_the_content_holds(sites, name):
    crawl = Crawl(sites[name])
    years = {str(front["date"])[:4] for front in front_matters(name) if "date" in front}
    assert "archive/" in crawl.pages
    listed = {crawl.target("archive/", href)[0].rstrip("/") for href in crawl.pages["archive/"].links
              if crawl.target("archive/", href) and crawl.target("archive/", href)[0][:4].isdigit()}
    assert listed == years
    for year in years:
        assert f"{year}/" in crawl.pages


def test_month_pages_are_linked_from_their_year(sites):
    crawl = Crawl(sites["archives-month"])
    months = {str(front["date"])[:7].replace("-", "/") + "/" for front in front_matters("archives-month")}
    assert {page for page in crawl.pages if len(page) == 8 and page[:4].isdigit()} == months
    for month in months:
        assert crawl.links_to(month[:5], month), f"/{month[:5]} does not link /{month}"


def test_taxonomy_index_lists_the_values_the_content_holds(sites):
    crawl = Crawl(sites["taxonomies"])
    for key in ["category", "series"]:
        expected = {slugify(value) for front in front_matters("taxonomies") for value in words(front.get(key))}
        assert crawl.listed(f"{key}/") == expected, key
        # The header of every page links the index.
        assert crawl.links_to("", f"{key}/")
    # people: is left out of taxonomies: no people pages, and no link to one.
    assert not any(page.startswith("people/") for page in crawl.pages)


@pytest.mark.parametrize("name", SITES)
def test_axe_every_page(driver, urls, sites, name):
    out = sites[name]
    pages = sorted(p.relative_to(out).as_posix().removesuffix("index.html") for p in out.rglob("*.html") if p.name != "404.html")
    found = {}
    for page in pages:
        violations = scan(driver, urls[name] + page)["violations"]
        if violations:
            found[page] = describe(violations)
    assert not found, "\n".join(f"/{page}: {text}" for page, text in found.items())


def test_earlier_and_later_periods_by_keyboard(driver, urls):
    base = urls["archives"]
    driver.get(base + "2023/")
    links = driver.find_elements(By.CSS_SELECTOR, ".tl-periods a")
    assert [link.get_attribute("href") for link in links] == [base + "2022/", base + "2024/"]
    # Tab from the page title's position reaches the earlier period, then the later; Enter follows.
    driver.execute_script("document.querySelector('.tl-page-title').setAttribute('tabindex', '-1');"
                          "document.querySelector('.tl-page-title').focus()")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.get_attribute("href") == base + "2022/"
    ActionChains(driver).send_keys(Keys.TAB).perform()
    active = driver.switch_to.active_element
    assert active.get_attribute("href") == base + "2024/"
    active.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == base + "2024/")
    # 2024 has two pages; the newest year has no later period.
    assert [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".tl-periods a")] == [base + "2023/"]
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-pagination a[rel=next]")


def test_a_month_names_itself_in_the_sites_language(driver, urls):
    base = urls["archives-month"]
    driver.get(base + "2024/")
    months = [" ".join(a.text.split()) for a in driver.find_elements(By.CSS_SELECTOR, ".tl-periods-months a")]
    assert months == ["février 2024 1", "mai 2024 2"]
    driver.find_element(By.CSS_SELECTOR, ".tl-periods-months a[href$='2024/05/']").send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == base + "2024/05/")
    crumbs = [li.text for li in driver.find_elements(By.CSS_SELECTOR, ".tl-breadcrumbs li")]
    assert crumbs == ["Accueil", "Archives", "2024", "mai 2024"]


def test_a_taxonomy_walked_by_keyboard(driver, urls):
    base = urls["taxonomies"]
    driver.get(base)
    # Tab from the top of the home page reaches the header's link to the
    # taxonomy's index (named in the site's i18n/en.yml); Enter follows it.
    for _ in range(20):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.switch_to.active_element.get_attribute("href") == base + "category/":
            break
    active = driver.switch_to.active_element
    assert active.get_attribute("href") == base + "category/"
    assert active.text == "Category"
    active.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == base + "category/")
    # From the index's title, Tab reaches the first value; Enter opens its page.
    driver.execute_script("document.querySelector('.tl-page-title').setAttribute('tabindex', '-1');"
                          "document.querySelector('.tl-page-title').focus()")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    active = driver.switch_to.active_element
    assert active.get_attribute("href") == base + "category/field-trip/"
    active.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == base + "category/field-trip/")
    assert driver.find_element(By.CSS_SELECTOR, ".tl-page-title").text == "Category: field-trip"
    crumbs = driver.find_elements(By.CSS_SELECTOR, ".tl-breadcrumbs a")
    assert [(a.text, a.get_attribute("href")) for a in crumbs] == [("Home", base), ("Category", base + "category/")]
    # The breadcrumb leads back up by keyboard.
    crumbs[1].send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == base + "category/")
