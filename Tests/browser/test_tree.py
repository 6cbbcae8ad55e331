"""Folder trees (ExpandableCollectionViewKit) in real Chromium: nested
<details> from content subfolders, with counts, chevrons, tints, links and
unfold animations."""

from __future__ import annotations

import urllib.request

import pytest
from selenium.webdriver.common.by import By

SITE = {
    "tlsite.yml": "title: Tree\n",
    "content/marvel/_index.md": "---\ntitle: Marvel\ntintColor: systemOrange\nisExpanded: true\nisItemsCountVisible: true\n"
                                "unfoldAnimation: verticalUnfold\nunfoldDuration: 0.435\n---\n",
    "content/marvel/heroes/_index.md": "---\ntitle: Heroes\nisChevronVisible: false\nisItemsCountVisible: true\n"
                                       "unfoldAnimation: moveDown\nunfoldDuration: 0.415\n---\n",
    "content/marvel/heroes/avengers/_index.md": "---\ntitle: Avengers\nisItemsCountVisible: true\n---\n",
    "content/marvel/heroes/avengers/thor.md": "---\ntitle: Thor\n---\nHammer.\n",
    "content/marvel/heroes/avengers/hulk.md": "---\ntitle: Hulk\n---\nSmash.\n",
    "content/marvel/heroes/spider-man.md": "---\ntitle: Spider-Man\n---\nWeb.\n",
    "content/marvel/black-widow.md": "---\ntitle: Black Widow\n---\nSpy.\n",
    "content/dc/batman.md": "---\ntitle: Batman\nlink: https://example.org/batman\n---\nBat.\n",
}


@pytest.fixture(scope="module")
def tree_url(make_site, serve):
    return serve(make_site(SITE, name="tree"))


def folder(driver, title):
    return driver.find_element(By.XPATH, f"//nav[@class='tl-tree']//li[contains(@class,'tl-tree-folder')]"
                                         f"[./details/summary/span[@class='tl-tree-title'][normalize-space()='{title}']]")


def test_counts_expansion_and_chevrons(driver, tree_url):
    driver.get(tree_url)
    counts = {a.get_attribute("textContent"): a.find_element(By.XPATH, "following-sibling::span[@class='tl-tree-count']").get_attribute("textContent")
              for a in driver.find_elements(By.CSS_SELECTOR, ".tl-tree summary .tl-tree-title")
              if a.find_elements(By.XPATH, "following-sibling::span[@class='tl-tree-count']")}
    assert counts == {"Marvel": "4", "Heroes": "3", "Avengers": "2"}
    assert folder(driver, "Marvel").find_element(By.TAG_NAME, "details").get_attribute("open") is not None
    assert folder(driver, "Heroes").find_element(By.TAG_NAME, "details").get_attribute("open") is None
    assert folder(driver, "Heroes").find_elements(By.CSS_SELECTOR, ":scope > details > summary .tl-tree-chevron") == []
    assert folder(driver, "Marvel").find_elements(By.CSS_SELECTOR, ":scope > details > summary .tl-tree-chevron")
    # Closed folders hide their rows; opening shows them.
    thor = driver.find_element(By.CSS_SELECTOR, ".tl-tree a[href$='thor/']")
    visible = "return arguments[0].checkVisibility()"
    assert not driver.execute_script(visible, thor)
    folder(driver, "Heroes").find_element(By.CSS_SELECTOR, ":scope > details > summary").click()
    folder(driver, "Avengers").find_element(By.CSS_SELECTOR, ":scope > details > summary").click()
    assert driver.execute_script(visible, thor)


def test_tint_colors_the_icon_and_count(driver, tree_url):
    driver.get(tree_url)
    summary = folder(driver, "Marvel").find_element(By.CSS_SELECTOR, ":scope > details > summary")
    icon = summary.find_element(By.CSS_SELECTOR, ".tl-tree-icon")
    assert icon.value_of_css_property("color") == "rgba(255, 149, 0, 1)"
    count = summary.find_element(By.CSS_SELECTOR, ".tl-tree-count")
    # The count is ringed in the tint (a solid orange pill would not hold white or black text at AA).
    assert "rgb(255, 149, 0)" in count.value_of_css_property("box-shadow")
    # A folder without tintColor takes folderStyle.tintColor (systemBlue).
    heroes_icon = folder(driver, "Heroes").find_element(By.CSS_SELECTOR, ":scope > details > summary .tl-tree-icon")
    assert heroes_icon.value_of_css_property("color") == "rgba(0, 122, 255, 1)"


def test_every_entry_links_where_it_should(driver, tree_url):
    driver.get(tree_url)
    links = {a.get_attribute("textContent").strip(): a.get_attribute("href")
             for a in driver.find_elements(By.CSS_SELECTOR, ".tl-tree a")}
    assert links["Batman"] == "https://example.org/batman"
    assert links["Thor"] == tree_url + "thor/"
    # A folder's page is its row's own link, apart from the title that toggles the row.
    assert links["Open the page of Marvel"] == tree_url + "marvel/"
    assert links["Open the page of Avengers"] == tree_url + "marvel/heroes/avengers/"
    for title, href in links.items():
        if href.startswith(tree_url):
            with urllib.request.urlopen(href) as response:
                assert response.status == 200, title
    # A folder's page lists the folder's items, its subfolders included.
    driver.get(tree_url + "marvel/heroes/")
    titles = [h.text for h in driver.find_elements(By.CSS_SELECTOR, ".tl-bubble > header > :not(time)")]
    assert sorted(titles) == ["Hulk", "Spider-Man", "Thor"]


def test_unfold_animations_and_stagger(driver, tree_url):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
    driver.get(tree_url)
    rows = folder(driver, "Marvel").find_elements(By.CSS_SELECTOR, ":scope > details > ul > li")
    assert [r.value_of_css_property("animation-name") for r in rows] == ["tl-unfold-vertical"] * 2
    assert [r.value_of_css_property("animation-duration") for r in rows] == ["0.435s"] * 2
    assert [r.value_of_css_property("animation-delay") for r in rows] == ["0s", "0.015s"]
    folder(driver, "Heroes").find_element(By.CSS_SELECTOR, ":scope > details > summary").click()
    rows = folder(driver, "Heroes").find_elements(By.CSS_SELECTOR, ":scope > details > ul > li")
    assert [r.value_of_css_property("animation-name") for r in rows] == ["tl-unfold-move-down"] * 2
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        assert rows[0].value_of_css_property("animation-name") == "none"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})


def test_site_example_has_its_folder_tree(driver, example_url):
    driver.get(example_url)
    titles = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".tl-tree > ul > li > details > summary .tl-tree-title")]
    assert titles == ["Notices", "Subjects"]
