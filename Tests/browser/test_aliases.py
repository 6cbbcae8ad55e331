"""Moved pages in real Chromium (issue 32): a page at an item's old address
(`aliases:`) lands the reader on the item's page, with JavaScript on and
off (the meta refresh needs none), shows a link a reader can follow by
keyboard, is valid HTML, and is never in the sitemap."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_html_valid import _report, run_validator

FILES = {
    "tlsite.yml": "title: Moved pages\nbaseURL: http://127.0.0.1:1/\n",
    "content/2024-05-01-first-day.md": "---\ntitle: First day\naliases: [/2024/05/first/, /first.html, /Café/]\n---\nThe new page.\n",
    "content/notes/reading.md": "---\ntitle: Reading\ndate: 2024-05-02\naliases: /old notes/reading\n---\nAnother.\n",
}


@pytest.fixture(scope="module")
def moved(make_site):
    # Without a baseURL the redirects lead to relative paths, which any host serves.
    files = dict(FILES, **{"tlsite.yml": "title: Moved pages\n"})
    return make_site(files, name="aliases")


@pytest.fixture(scope="module")
def moved_url(serve, moved):
    return serve(moved)


@pytest.fixture
def no_js(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


OLD = [("2024/05/first/", "first-day/"), ("first.html", "first-day/"), ("Caf%C3%A9/", "first-day/"),
       ("old%20notes/reading/", "reading/")]


@pytest.mark.parametrize("old,new", OLD)
def test_an_old_address_lands_on_the_item(driver, moved_url, old, new):
    driver.get(moved_url + old)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == moved_url + new)
    # The URL changes before the new document is parsed: wait for the item itself.
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return document.readyState") == "complete"
        and d.find_elements(By.CSS_SELECTOR, "h1, .tl-item-title, article"))
    assert driver.find_element(By.CSS_SELECTOR, "h1, .tl-item-title, article").is_displayed()
    assert driver.find_element(By.CSS_SELECTOR, "body").get_attribute("class").startswith("tl-page tl-page--item")


@pytest.mark.parametrize("old,new", OLD[:2])
def test_with_javascript_off_the_refresh_still_lands(no_js, moved_url, old, new):
    no_js.get(moved_url + old)
    WebDriverWait(no_js, 10).until(lambda d: d.current_url == moved_url + new)


def test_the_visible_link_is_reached_and_followed_by_keyboard(driver, moved, moved_url):
    # A page that does not refresh (the refresh taken out) shows its link: Tab reaches it, Enter follows it.
    html = (moved / "first.html").read_text(encoding="utf-8")
    assert '<meta http-equiv=refresh content="0; url=first-day/">' in html
    (moved / "still.html").write_text(html.replace('<meta http-equiv=refresh content="0; url=first-day/">', ""), encoding="utf-8")
    driver.get(moved_url + "still.html")
    link = driver.find_element(By.CSS_SELECTOR, "body a")
    assert link.is_displayed() and link.text == "first-day/"
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    assert driver.switch_to.active_element == link
    link.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == moved_url + "first-day/")
    (moved / "still.html").unlink()


def test_redirect_pages_are_valid_html(moved):
    code, messages, output = run_validator(moved)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, moved)


def test_no_old_address_is_in_the_sitemap(make_site):
    site = make_site(dict(FILES, **{"tlsite.yml": "title: Moved pages\nbaseURL: https://example.org/\n"}), name="aliases-sitemap")
    locs = [e.text for e in ET.parse(site / "sitemap.xml").getroot().iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    assert "https://example.org/first-day/" in locs and "https://example.org/reading/" in locs
    assert not [loc for loc in locs if "first.html" in loc or "2024/05" in loc or "old" in loc or "Caf" in loc], locs
    # With a baseURL the page leads to the full address, as its canonical link says.
    html = (site / "2024" / "05" / "first" / "index.html").read_text(encoding="utf-8")
    assert '<link rel=canonical href="https://example.org/first-day/">' in html
    assert '<meta http-equiv=refresh content="0; url=https://example.org/first-day/">' in html
