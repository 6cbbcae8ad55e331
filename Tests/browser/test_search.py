"""Search on a timeline site (issue 32, `search: true`) in real Chromium: the
box on every list page finds items by title, tag, date and text, the
keyboard reaches a result (Down, Tab) and Enter follows it, the box and its
results pass axe in light and dark, and without JavaScript the box is
hidden. `search: maybe` is an error at it."""

from __future__ import annotations

import json
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ITEMS = 30


def files() -> dict[str, str]:
    out = {"tlsite.yml": "title: Searched\nsearch: true\ntimeline:\n  perPage: 10\n"}
    for n in range(1, ITEMS + 1):
        tag = "whales" if n % 3 == 0 else "moon"
        out[f"content/notes/item-{n:02d}.md"] = (
            f"---\ntitle: Note number {n}\ndate: 2024-05-{n:02d}\ntags: [{tag}]\n---\n"
            f"The body of note {n} says *zebra{n}* once.\n")
    return out


@pytest.fixture(scope="module")
def searched(make_site):
    return make_site(files(), name="search")


@pytest.fixture(scope="module")
def searched_url(serve, searched):
    return serve(searched)


@pytest.fixture
def no_js(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def status(driver) -> str:
    return driver.find_element(By.CSS_SELECTOR, ".tl-search-status").text


def search(driver, words: str):
    field = driver.find_element(By.CSS_SELECTOR, ".tl-search-input")
    field.clear()
    field.send_keys(words)
    return field


def test_the_index_holds_every_item(searched):
    index = json.loads((searched / "search.json").read_text(encoding="utf-8"))
    assert len(index["i"]) == ITEMS
    assert sorted(index["g"]) == ["moon", "whales"]
    page, title, date, tags, text = index["i"][0]
    assert (page, title, date, [index["g"][t] for t in tags]) == ("item-30/", "Note number 30", "2024-05-30", ["whales"])
    assert text == "The body of note 30 says zebra30 once."


@pytest.mark.parametrize("page", ["", "page/2/", "notes/", "tags/whales/", "kind/text/"])
def test_every_list_page_has_the_box(driver, searched_url, page):
    driver.get(searched_url + page)
    assert driver.find_element(By.CSS_SELECTOR, ".tl-search").is_displayed()


def test_finds_by_text_title_tag_and_date(driver, searched_url):
    driver.get(searched_url + "tags/whales/")
    search(driver, "zebra17")
    WebDriverWait(driver, 20).until(lambda d: status(d) == "1 result")
    results = driver.find_elements(By.CSS_SELECTOR, ".tl-search-result")
    assert [r.find_element(By.TAG_NAME, "a").text for r in results] == ["Note number 17"]
    assert results[0].find_element(By.CSS_SELECTOR, ".tl-search-meta").text == "2024-05-17 · moon"
    search(driver, "whales number")
    WebDriverWait(driver, 10).until(lambda d: status(d) == "10 results")
    search(driver, "2024-05-2")
    WebDriverWait(driver, 10).until(lambda d: status(d) == "10 results")
    search(driver, "nothing-like-this")
    WebDriverWait(driver, 10).until(lambda d: status(d) == "Nothing matches.")
    assert not driver.find_elements(By.CSS_SELECTOR, ".tl-search-result")


def test_keyboard_down_and_tab_reach_a_result_and_enter_follows_it(driver, searched_url):
    driver.get(searched_url)
    field = search(driver, "note whales")
    WebDriverWait(driver, 20).until(lambda d: status(d) == "10 results")
    links = driver.find_elements(By.CSS_SELECTOR, ".tl-search-result a")
    field.send_keys(Keys.ARROW_DOWN)
    assert driver.switch_to.active_element == links[0]
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert driver.switch_to.active_element == links[1]
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert driver.switch_to.active_element == field
    field.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == links[0]
    target = links[0].get_attribute("href")
    assert target == searched_url + "item-30/"
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == target)
    assert "Note number 30" in driver.title


def test_box_and_results_pass_axe_in_light_and_dark(driver, searched_url):
    from axe_selenium_python import Axe
    from test_axe import describe

    driver.get(searched_url + "notes/")
    search(driver, "moon")
    WebDriverWait(driver, 20).until(lambda d: status(d) == "20 results")
    for scheme in ("dark", "light"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        axe = Axe(driver)
        axe.inject()
        found = axe.run()
        assert not found["violations"], describe(found["violations"])
        driver.save_screenshot(f"/tmp/tlsite-shots/search-{scheme}.png")


def test_without_javascript_the_box_is_hidden(no_js, searched_url):
    no_js.get(searched_url)
    box = no_js.find_element(By.CSS_SELECTOR, ".tl-search")
    assert not box.is_displayed()
    assert box.get_attribute("hidden") is not None


def test_search_maybe_is_an_error_at_it(tlsite_bin, tmp_path):
    (tmp_path / "content").mkdir()
    (tmp_path / "tlsite.yml").write_text("title: T\nsearch: maybe\n", encoding="utf-8")
    (tmp_path / "content" / "a.md").write_text("---\ntitle: A\n---\nA\n", encoding="utf-8")
    proc = subprocess.run([str(tlsite_bin), "build", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "tlsite.yml:2:9: error: 'search' must be true or false, not 'maybe'" in proc.stderr
    assert not (tmp_path / "public").exists()
