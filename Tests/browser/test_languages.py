"""A site in several languages in real Chromium (issue 32): the language
switcher of the golden fixture `languages` (en at the root, fr and ar under
/fr/ and /ar/) is reached and followed by keyboard, leads to the same page
in the other language (a translated slug too), marks the current language,
passes axe in light and dark, left to right and right to left, fits a
390 px phone, and is valid HTML; the Arabic pages mirror, the English stay."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, _run_build
from test_axe import describe, scan
from test_html_valid import _report, run_validator

FIXTURE = REPO / "Tests" / "TLSiteTests" / "Fixtures" / "languages" / "site"


@pytest.fixture(scope="module")
def languages_site(tlsite_bin, tmp_path_factory):
    return _run_build(tlsite_bin, FIXTURE, tmp_path_factory.mktemp("languages") / "public")


@pytest.fixture(scope="module")
def url(serve, languages_site):
    return serve(languages_site)


def switcher(driver):
    return driver.find_element(By.CSS_SELECTOR, "nav.tl-languages")


def test_the_switcher_names_each_language_in_itself_and_marks_the_current(driver, url):
    driver.get(url + "fr/wake-up/")
    nav = switcher(driver)
    assert nav.get_attribute("aria-label") == "Langues"
    assert [e.text for e in nav.find_elements(By.CSS_SELECTOR, "li")] == ["English", "Français", "العربية"]
    current = nav.find_element(By.CSS_SELECTOR, "[aria-current=page]")
    assert current.text == "Français" and current.tag_name != "a"
    links = nav.find_elements(By.CSS_SELECTOR, "a")
    assert [(a.get_attribute("lang"), a.get_attribute("hreflang")) for a in links] == [("en", "en"), ("ar", "ar")]


@pytest.mark.parametrize("start,language,lands", [
    ("wake-up/", "Français", "fr/wake-up/"),
    ("fr/wake-up/", "العربية", "ar/wake-up/"),
    ("ar/wake-up/", "English", "wake-up/"),
    ("lunch/", "Français", "fr/dejeuner/"),
    ("fr/tags/morning/", "English", "tags/morning/"),
    ("", "العربية", "ar/"),
])
def test_keyboard_reaches_the_switcher_and_follows_a_language(driver, url, start, language, lands):
    driver.get(url + start)
    body = driver.find_element(By.TAG_NAME, "body")
    target = next(a for a in switcher(driver).find_elements(By.CSS_SELECTOR, "a") if a.text == language)
    body.send_keys(Keys.TAB)
    for _ in range(40):
        if driver.switch_to.active_element == target:
            break
        driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == target, f"Tab never reached {language} on {start}"
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", target)
    assert outline != "none", "the focused language link shows no focus ring"
    target.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == url + lands)


def test_an_untranslated_page_offers_no_language_it_is_not_in(driver, url):
    driver.get(url + "bus/")
    assert not driver.find_elements(By.CSS_SELECTOR, "nav.tl-languages")
    driver.get(url + "lunch/")
    assert [e.text for e in switcher(driver).find_elements(By.CSS_SELECTOR, "li")] == ["English", "Français"]


def test_the_arabic_pages_mirror_and_the_others_do_not(driver, url):
    driver.get(url + "ar/")
    assert driver.execute_script("return document.documentElement.dir") == "rtl"
    assert driver.execute_script("return getComputedStyle(document.body).direction") == "rtl"
    driver.get(url + "fr/")
    assert driver.execute_script("return getComputedStyle(document.body).direction") == "ltr"


@pytest.fixture
def scheme(driver, request):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": request.param}]})
    yield driver
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


@pytest.mark.parametrize("scheme", ["light", "dark"], indirect=True)
@pytest.mark.parametrize("page", ["", "fr/wake-up/", "ar/", "ar/wake-up/", "fr/dejeuner/"])
def test_axe_finds_nothing(scheme, url, page):
    results = scan(scheme, url + page)
    assert not results["violations"], describe(results["violations"])


@pytest.mark.parametrize("page", ["fr/wake-up/", "ar/wake-up/"])
def test_the_switcher_fits_a_phone(driver, url, page, shots_dir):
    driver.set_window_size(390, 844)
    try:
        driver.get(url + page)
        nav = switcher(driver)
        right = driver.execute_script("return arguments[0].getBoundingClientRect().right", nav)
        left = driver.execute_script("return arguments[0].getBoundingClientRect().left", nav)
        width = driver.execute_script("return document.documentElement.clientWidth")
        assert left >= 0 and right <= width, (left, right, width)
        assert driver.execute_script("return document.documentElement.scrollWidth") <= width
        for a in nav.find_elements(By.CSS_SELECTOR, "a"):
            assert a.size["height"] >= 24, "a language link is too small a target on a phone"
        driver.save_screenshot(str(shots_dir / f"languages-{page.strip('/').replace('/', '-')}-390.png"))
    finally:
        driver.set_window_size(1000, 1400)


def test_the_pages_are_valid_html(languages_site):
    code, messages, output = run_validator(languages_site)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, languages_site)
