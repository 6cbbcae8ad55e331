"""GitHub's Markdown in a real browser (docs/markdown.md): a page with a
wide table, a task list, strikethrough and footnotes of two items passes
axe, has no horizontal scroll at 320 px (the table scrolls inside its
bubble), and its footnote links land on ids that exist once.
"""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from test_axe import describe, scan

WIDE = "| " + " | ".join(f"column {i}" for i in range(14)) + " |\n" + "|---" * 14 + "|\n" + \
    "| " + " | ".join(f"value-{i}" for i in range(14)) + " |\n"

ITEMS = {
    "tlsite.yml": "title: Markdown\nrepository: https://github.com/acme/rocket\n",
    "content/a.md": "---\ntitle: Tasks and a table\ndate: 2024-05-02\n---\n"
                    "- [x] written :sparkles:\n- [ ] ~~shipped~~ reviewed, see #12\n\n" + WIDE,
    "content/b.md": "---\ntitle: First note\ndate: 2024-05-01\n---\nA claim.[^1] www.example.org\n\n[^1]: Its source.\n",
    "content/c.md": "---\ntitle: Second note\ndate: 2024-04-30\n---\nAnother claim.[^1]\n\n[^1]: Another source.\n",
}


@pytest.fixture(scope="module")
def site_url(make_site, serve):
    return serve(make_site(ITEMS, name="markdown"))


def test_axe_on_github_markdown(driver, site_url):
    driver.set_window_size(1000, 1400)
    results = scan(driver, site_url)
    assert not results["violations"], describe(results["violations"])
    boxes = driver.find_elements(By.CSS_SELECTOR, "input[type=checkbox]")
    assert [b.get_attribute("aria-label") for b in boxes] == ["written \u2728", "shipped reviewed, see #12"]
    assert all(not b.is_enabled() for b in boxes)


def test_wide_table_scrolls_inside_its_bubble_at_320px(driver, site_url):
    driver.set_window_size(320, 1400)
    driver.get(site_url)
    inner, scroll_width = driver.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]")
    assert inner == 320
    assert scroll_width <= 320, f"scrollWidth {scroll_width} > 320"
    table = driver.find_element(By.CSS_SELECTOR, "table")
    client, scroll = driver.execute_script("return [arguments[0].clientWidth, arguments[0].scrollWidth]", table)
    assert scroll > client, "the wide table should scroll within its bubble"


def test_footnote_links_of_two_items_land_on_their_own_notes(driver, site_url):
    driver.get(site_url)
    ids = driver.execute_script("return Array.from(document.querySelectorAll('[id]')).map(e => e.id)")
    assert len(ids) == len(set(ids)), f"duplicate ids: {sorted(i for i in ids if ids.count(i) > 1)}"
    hrefs = driver.execute_script(
        "return Array.from(document.querySelectorAll('.footnote-ref a, .footnote-backref')).map(a => a.getAttribute('href'))")
    assert len(hrefs) == 4
    for href in hrefs:
        assert href.startswith("#") and href[1:] in ids, f"{href} points nowhere"
    assert {"b-fn1", "c-fn1"} <= set(ids)
