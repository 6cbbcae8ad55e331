"""A site in several languages in real Chromium (issue 32): the language
switcher of the golden fixture `languages` (en at the root, fr and ar under
/fr/ and /ar/) is reached and followed by keyboard, leads to the same page
in the other language (a translated slug too), marks the current language,
passes axe in light and dark, left to right and right to left, fits a
390 px phone, and is valid HTML; the Arabic pages mirror, the English stay.
Each language shows its own site title (languages.fr.title) and its folder's
translation (_index.fr.md); with languages.fallback, a page shown in English
on the French and Arabic sites says so (lang, and dir on the Arabic)."""

from __future__ import annotations

import shutil

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


@pytest.fixture(scope="module")
def fallback_url(tlsite_bin, serve, tmp_path_factory):
    """The fixture with languages.fallback: true: bus/, untranslated, is on every language's pages."""
    site = tmp_path_factory.mktemp("languages-fallback") / "site"
    shutil.copytree(FIXTURE, site)
    config = site / "tlsite.yml"
    config.write_text(config.read_text().replace("  codes: [en, fr, ar]\n", "  codes: [en, fr, ar]\n  fallback: true\n"))
    return serve(_run_build(tlsite_bin, site, site.parent / "public"))


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


@pytest.mark.parametrize("page,title", [
    ("wake-up/", "A day at school"),
    ("fr/wake-up/", "Une journée à l'école"),
    ("ar/wake-up/", "يوم في المدرسة"),
])
def test_each_language_shows_its_own_site_title(driver, url, page, title):
    driver.get(url + page)
    assert driver.find_element(By.CSS_SELECTOR, ".tl-site-title").text == title
    assert driver.title.endswith(" · " + title), driver.title


def test_a_folder_shows_its_translation(driver, url, shots_dir):
    driver.get(url + "fr/school/")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "L'école"
    assert "Ce qui se passe à l'école." in driver.find_element(By.CSS_SELECTOR, ".tl-intro").text
    driver.save_screenshot(str(shots_dir / "languages-fr-school.png"))
    driver.get(url + "school/")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "School"


@pytest.mark.parametrize("page,direction", [("fr/bus/", None), ("ar/bus/", "ltr")])
def test_a_fallback_page_says_it_is_in_english(driver, fallback_url, page, direction, shots_dir):
    driver.get(fallback_url + page)
    heading = driver.find_element(By.CSS_SELECTOR, "h1")
    article = driver.find_element(By.CSS_SELECTOR, "article.tl-bubble")
    body = article.find_element(By.CSS_SELECTOR, ":scope > div")
    assert heading.get_attribute("lang") == "en" and article.get_attribute("lang") == "en"
    for element in (heading, body):
        assert (element.get_attribute("dir") or None) == direction
    # What the reader sees: the English text runs left to right on the Arabic page too...
    for element in (heading, body):
        assert driver.execute_script("return getComputedStyle(arguments[0]).direction", element) == "ltr"
    page_direction = "rtl" if direction else "ltr"
    assert driver.execute_script("return getComputedStyle(document.body).direction") == page_direction
    # ...while the bubble keeps the page's direction, so its arrow still points at its lane's spot.
    assert driver.execute_script("return getComputedStyle(arguments[0]).direction", article) == page_direction
    arrow = driver.execute_script(
        "const s = getComputedStyle(arguments[0], '::before');"
        "return parseFloat(s.left) / arguments[0].getBoundingClientRect().width", article)
    # Tom's lane (left) stands on the right of an Arabic page: the arrow is on the bubble's right edge there, on its left on the French.
    assert (arrow > 0.5) == bool(direction), arrow
    driver.save_screenshot(str(shots_dir / f"languages-fallback-{page.strip('/').replace('/', '-')}.png"))
    # Its list says it too: the English item's cell on the French home page.
    driver.get(fallback_url + page.split("/")[0] + "/")
    cell = driver.find_element(By.CSS_SELECTOR, "#bus article")
    assert cell.get_attribute("lang") == "en"


@pytest.mark.parametrize("scheme", ["light", "dark"], indirect=True)
@pytest.mark.parametrize("page", ["fr/bus/", "ar/bus/", "ar/", "fr/school/"])
def test_axe_finds_nothing_on_fallback_pages(scheme, fallback_url, page):
    results = scan(scheme, fallback_url + page)
    assert not results["violations"], describe(results["violations"])
