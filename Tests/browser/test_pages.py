"""Every page a reader can land on is complete, reachable and leads somewhere
(issue #13): a crawler over site-example and over a generated site with
folders, kinds, tags and people; widgets on the compact lists; folder rows
that toggle from their title; the way back to the timeline; Load more.
"""

from __future__ import annotations

import re
from collections import deque
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
import yaml
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser_helpers import LANE_JS
from conftest import SITE_EXAMPLE

ITEM = "---\n{front}---\n{body}\n"


def item(body: str = "Body.", **front) -> str:
    return ITEM.format(front=yaml.safe_dump(front, sort_keys=False, allow_unicode=True), body=body)


# Six items, two a page: a three-page timeline, oldest first, with nested
# folders, every built-in widget kind, a kind of the site's own with its
# compact template, tags, and people from data/people.yml and by name.
MULTI = {
    "tlsite.yml": "title: School\ntimeline: { order: oldest-first, perPage: 2, loadMore: true, spacer: { height: 12 } }\n",
    "data/people.yml": "ada: { name: Ada }\nbrian: { name: Brian Lee }\nzoe: { name: Zoe }\n",
    "static/star.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
    "templates/widgets/note.html": '<div class="note-widget">{{>widgets/text}}</div>\n',
    "templates/widgets/note.summary.html": '<p class="note-summary">A note</p>\n',
    "content/docs/_index.md": "---\ntitle: Documentation\nisExpanded: false\n---\nThe docs.\n",
    "content/docs/guides/_index.md": "---\ntitle: Guides\n---\n",
    "content/docs/intro.md": item("The head.\n\n<!--more-->\n\nThe rest.", title="Intro", date="2024-05-01", kind="note",
                                  tags=["intro", "How To"]),
    "content/docs/guides/setup.md": item("Which editor?", title="Setup poll", date="2024-05-02", kind="poll",
                                         options=[{"text": "Vim", "votes": 3}, {"text": "Emacs", "votes": 1}],
                                         people=["ada", "Chen Li"], tags=["How To"]),
    "content/docs/guides/faq.md": item("Two and two?", title="FAQ quiz", date="2024-05-03", kind="quiz",
                                       options=["3", "4", "5"], answer="4"),
    "content/news/_index.md": "---\ntitle: News\n---\n",
    "content/news/alert.md": item("Fire drill at ten.", title="Drill", date="2024-05-04", kind="alert", tags=["urgent"]),
    "content/news/photo.md": item("A picture.", title="Photo", date="2024-05-05", kind="image", image="star.svg",
                                  imageAlt="A star"),
    "content/top.md": item("Face.\n\nFold one.\n\nFold two.", title="Top", date="2024-05-06", lane="left",
                           fold={"folds": 2}, people=["brian"]),
}
MULTI_ORDER = ["intro", "setup", "faq", "alert", "photo", "top"]


@pytest.fixture(scope="module")
def multi_site(make_site):
    return make_site(MULTI, name="multi")


@pytest.fixture(scope="module")
def multi_url(serve, multi_site):
    return serve(multi_site)


# --------------------------------------------------------------------------
# The crawler: the built files, read as a browser would follow them.


class _Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []  # a[href]
        self.resources: list[str] = []  # link[href], img[src], script[src]
        self.ids: set[str] = set()
        self.body_class = ""

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href") is not None:
            self.links.append(attrs["href"])
        elif tag == "link" and attrs.get("href") and attrs.get("rel") not in ("canonical", "alternate"):
            self.resources.append(attrs["href"])
        elif tag in ("img", "script") and attrs.get("src"):
            self.resources.append(attrs["src"])
        elif tag == "body":
            self.body_class = attrs.get("class", "")


class Crawl:
    """Every HTML page of a built site (but 404.html, whose links are absolute), by address.

    With the site's `base` (its baseURL), an absolute link into it, such as a
    person's `url:` of the site's own host, is a link of the site too and
    must lead to one of its pages."""

    HOST = "http://site.test/"

    def __init__(self, root: Path, base: str | None = None):
        self.root = root
        self.base = base
        self.pages: dict[str, _Page] = {}
        for file in sorted(root.rglob("*.html")):
            rel = file.relative_to(root).as_posix()
            if rel == "404.html":
                continue
            page = _Page()
            page.feed(file.read_text(encoding="utf-8"))
            self.pages[rel.removesuffix("index.html")] = page

    def target(self, page: str, href: str) -> tuple[str, str] | None:
        """(address, fragment) of an internal link, or None for one that leaves the site."""
        if self.base and href.startswith(self.base):
            href = "/" + href.removeprefix(self.base)
        url = urlsplit(urljoin(self.HOST + page, href))
        if f"{url.scheme}://{url.netloc}/" != self.HOST:
            return None
        return unquote(url.path[1:]), unquote(url.fragment)

    def broken(self) -> list[str]:
        problems = []
        for page, parsed in self.pages.items():
            for href in parsed.links + parsed.resources:
                target = self.target(page, href)
                if target is None:
                    continue
                path, fragment = target
                file = self.root / (path + "index.html" if path.endswith("/") or path == "" else path)
                if not file.is_file():
                    problems.append(f"/{page}: {href} leads nowhere")
                elif fragment and path in self.pages and fragment not in self.pages[path].ids:
                    problems.append(f"/{page}: {href} names no element")
                elif fragment and path not in self.pages:
                    problems.append(f"/{page}: {href} has an anchor on a file that is no page")
        return problems

    def reachable(self) -> set[str]:
        seen, queue = {""}, deque([""])
        while queue:
            page = queue.popleft()
            for href in self.pages[page].links:
                target = self.target(page, href)
                if target and target[0] in self.pages and target[0] not in seen:
                    seen.add(target[0])
                    queue.append(target[0])
        return seen

    def links_to(self, page: str, other: str) -> bool:
        return any(self.target(page, href) and self.target(page, href)[0] == other for href in self.pages[page].links)

    def parent(self, page: str) -> str:
        """The nearest page above this address: `tags/` for `tags/x/`, home for an item."""
        parts = page.rstrip("/").split("/")[:-1]
        while parts and "/".join(parts) + "/" not in self.pages:
            parts.pop()
        return "/".join(parts) + "/" if parts else ""

    def listed(self, page: str) -> set[str]:
        """The last segment of each link of an index page's list."""
        return {unquote(self.target(page, href)[0]).rstrip("/").split("/")[-1]
                for href in self.pages[page].links
                if self.target(page, href) and self.target(page, href)[0].startswith(page)
                and self.target(page, href)[0] != page}


def slugify(text) -> str:
    return re.sub(r"[^0-9a-z]+", "-", str(text).lower()).strip("-")


def content_holds(site: Path) -> dict[str, set[str]]:
    """The tags, kinds and people the content holds, as slugs (every item is published)."""
    tags, kinds, people = set(), set(), set()
    for file in (site / "content").rglob("*.md"):
        if file.name.startswith("_"):
            continue
        front = yaml.safe_load(file.read_text(encoding="utf-8").split("---\n")[1])
        # Folders' `cascade:` gives what an item does not say itself, the nearest folder first.
        for folder in file.relative_to(site / "content").parents:
            index = site / "content" / folder / "_index.md"
            if folder != Path(".") and index.is_file():
                cascade = (yaml.safe_load(index.read_text(encoding="utf-8").split("---\n")[1]) or {}).get("cascade") or {}
                front = {**cascade, **front}
        tags |= {slugify(t) for t in front.get("tags") or []}
        kinds.add(front.get("kind", "text"))
        people |= {slugify(p) for p in front.get("people") or []}
    people_file = site / "data" / "people.yml"
    if people_file.is_file():
        people |= {slugify(i) for i in yaml.safe_load(people_file.read_text(encoding="utf-8"))}
    return {"tags/": tags, "kind/": kinds, "people/": people}


def multi_folder(multi_site: Path) -> Path:
    return multi_site.parent / "site"


SITES = ["site-example", "multi"]


@pytest.fixture(params=SITES)
def built(request, example_site, multi_site) -> tuple[Path, Path]:
    """(site folder, output folder) of each crawled site."""
    if request.param == "site-example":
        return SITE_EXAMPLE, example_site
    return multi_folder(multi_site), multi_site


def base_url(site: Path) -> str | None:
    """The baseURL of a site's tlsite.yml."""
    return yaml.safe_load((site / "tlsite.yml").read_text(encoding="utf-8")).get("baseURL")


def test_every_page_is_reachable_from_home_and_no_link_is_broken(built):
    site, out = built
    crawl = Crawl(out, base_url(site))
    assert len(crawl.pages) > 10
    assert crawl.broken() == []
    assert set(crawl.pages) - crawl.reachable() == set()


def test_a_link_to_the_sites_own_host_is_crawled(tmp_path):
    """A link to a page of the site's own address that it lacks is broken, as a relative one would be."""
    (tmp_path / "index.html").write_text('<a href="https://example.org/staff/">Staff</a><a href="https://other.test/x/">x</a>')
    assert Crawl(tmp_path, "https://example.org/").broken() == ["/: https://example.org/staff/ leads nowhere"]
    (tmp_path / "staff").mkdir()
    (tmp_path / "staff" / "index.html").write_text("<p>Staff</p>")
    assert Crawl(tmp_path, "https://example.org/").broken() == []


def test_every_page_links_to_its_parent(built):
    _, out = built
    crawl = Crawl(out)
    missing = [f"/{page} -> /{crawl.parent(page)}" for page in crawl.pages
               if page and not crawl.links_to(page, crawl.parent(page))]
    assert missing == []


def test_index_pages_list_exactly_what_the_content_holds(built):
    site, out = built
    crawl = Crawl(out)
    for index, expected in content_holds(site).items():
        assert index in crawl.pages, f"no /{index}"
        assert crawl.listed(index) == expected, index
        # Each entry has its page, reached from the index.
        for slug in expected:
            assert f"{index}{slug}/" in crawl.pages


def test_index_folders_have_an_index_file_so_a_slashless_address_works(multi_site, multi_url):
    import urllib.request
    for index in ("tags", "kind", "people"):
        assert (multi_site / index / "index.html").is_file()
        with urllib.request.urlopen(multi_url + index) as response:  # the server redirects to tags/
            assert response.url.endswith(f"/{index}/") and response.status == 200


# --------------------------------------------------------------------------
# Widgets on the compact lists: kind, tag, folder and person pages.

WIDGET_PARTS = {
    "poll": ".tl-poll-option .tl-poll-percent",
    "quiz": "ol.tl-quiz .tl-quiz-option",
    "image": "img.tl-widget-image",
    "alert": ".tl-alert-label",
}


def test_compact_cards_keep_their_widgets(driver, built, serve):
    _, out = built
    url = serve(out)
    crawl = Crawl(out)
    compact = [p for p, parsed in crawl.pages.items()
               if re.search(r"tl-page--(kind|tag|folder|person)\b", parsed.body_class)]
    assert compact
    seen = set()
    for page in compact:
        driver.get(url + page)
        for kind, selector in WIDGET_PARTS.items():
            for card in driver.find_elements(By.CSS_SELECTOR, f"article.tl-kind-{kind}"):
                seen.add(kind)
                assert card.find_elements(By.CSS_SELECTOR, selector), f"/{page}: a {kind} card without {selector}"
    assert seen == set(WIDGET_PARTS)


def test_custom_kind_summary_and_read_more(driver, multi_url):
    driver.get(multi_url + "kind/note/")
    card = driver.find_element(By.CSS_SELECTOR, "article.tl-kind-note")
    assert card.find_element(By.CSS_SELECTOR, ".note-summary").text == "A note"
    assert card.find_elements(By.CSS_SELECTOR, ".note-widget") == []
    more = card.find_element(By.CSS_SELECTOR, ".tl-read-more a")
    assert more.get_attribute("href") == multi_url + "intro/"
    # A card that shows all its item has no "Read more".
    driver.get(multi_url + "kind/alert/")
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-read-more") == []
    # The full widget on the item's own page.
    driver.get(multi_url + "intro/")
    assert driver.find_elements(By.CSS_SELECTOR, ".note-widget")


# --------------------------------------------------------------------------
# Folder rows, like ExpandableCollectionViewKit.


def _row(driver, title):
    return driver.find_element(By.XPATH, f"//nav[@class='tl-tree']//details[summary/span[@class='tl-tree-title'][normalize-space()='{title}']]")


@pytest.fixture(params=["js", "no-js"])
def scripting(request, driver):
    """The driver with JavaScript on, or off for the page (CDP), as a reader may have it."""
    if request.param == "no-js":
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield request.param
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_folder_row_toggles_when_its_title_is_clicked(driver, multi_url, scripting):
    driver.get(multi_url)
    docs = _row(driver, "Documentation")
    assert docs.get_attribute("open") is None
    docs.find_element(By.CSS_SELECTOR, ":scope > summary .tl-tree-title").click()
    assert docs.get_attribute("open") is not None
    docs.find_element(By.CSS_SELECTOR, ":scope > summary .tl-tree-title").click()
    assert docs.get_attribute("open") is None
    # Anywhere on the row, the icon too.
    docs.find_element(By.CSS_SELECTOR, ":scope > summary .tl-tree-icon").click()
    assert docs.get_attribute("open") is not None
    assert driver.current_url == multi_url
    # The separate page link opens the folder's page, without toggling.
    docs.find_element(By.CSS_SELECTOR, ":scope > summary .tl-tree-open").click()
    assert driver.current_url == multi_url + "docs/"


def test_folder_row_by_keyboard(driver, multi_url):
    driver.get(multi_url)
    docs = _row(driver, "Documentation")
    summary = docs.find_element(By.CSS_SELECTOR, ":scope > summary")
    summary.send_keys(Keys.ENTER)
    assert docs.get_attribute("open") is not None
    summary.send_keys(Keys.SPACE)
    assert docs.get_attribute("open") is None
    # The page link is its own tab stop, right after the row.
    ActionChains(driver).send_keys(Keys.TAB).perform()
    active = driver.switch_to.active_element
    assert "tl-tree-open" in active.get_attribute("class")
    assert active.get_attribute("href") == multi_url + "docs/"
    active.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == multi_url + "docs/")


# --------------------------------------------------------------------------
# Item pages and the way around them.


def test_back_to_the_timeline_lands_on_the_page_that_holds_the_item(driver, multi_url):
    # "photo" is the 5th of 6 items, two a page: page 3.
    driver.get(multi_url + "photo/")
    driver.find_element(By.CSS_SELECTOR, ".tl-back a").click()
    WebDriverWait(driver, 10).until(lambda d: "page/3/" in d.current_url)
    assert driver.current_url == multi_url + "page/3/#photo"
    cell = driver.find_element(By.ID, "photo")
    top, bottom, height = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom, innerHeight]", cell)
    assert 0 <= top < height and bottom > 0


def test_previous_and_next_walk_the_timeline_in_order(driver, multi_url):
    driver.get(multi_url + MULTI_ORDER[0] + "/")
    walked = [MULTI_ORDER[0]]
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-item-nav-previous") == []
    while next_links := driver.find_elements(By.CSS_SELECTOR, ".tl-item-nav-next a"):
        next_links[0].click()
        walked.append(driver.current_url.removeprefix(multi_url).strip("/"))
        assert driver.find_element(By.CSS_SELECTOR, ".tl-item-nav-previous a").get_attribute("href") == (
            multi_url + walked[-2] + "/")
    assert walked == MULTI_ORDER


def test_item_page_shows_its_title_once_and_opens_its_folding_card(driver, multi_url):
    driver.get(multi_url + "top/")
    assert [h.text for h in driver.find_elements(By.CSS_SELECTOR, "h1")] == ["Top"]
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-bubble > header > :not(time)") == []
    assert driver.find_elements(By.CSS_SELECTOR, f"main a[href='{multi_url}top/'], main a[href='../top/']") == []
    assert driver.find_element(By.CSS_SELECTOR, "details.tl-fold").get_attribute("open") is not None


def test_breadcrumbs_of_an_item_inside_folders(driver, multi_url):
    driver.get(multi_url + "setup/")
    crumbs = driver.find_elements(By.CSS_SELECTOR, ".tl-breadcrumbs li")
    assert [c.text for c in crumbs] == ["Home", "Documentation", "Guides", "Setup poll"]
    assert crumbs[2].find_element(By.TAG_NAME, "a").get_attribute("href") == multi_url + "docs/guides/"


def test_a_lone_cell_draws_a_spot_without_stubs(driver, multi_url):
    driver.get(multi_url + "top/")  # lane: left, alone on its page
    drawn = LANE_JS + "const l = tlLane(arguments[0], 'left'); return [l.line.display, l.spot.display];"
    assert driver.execute_script(drawn, driver.find_element(By.CSS_SELECTOR, ".tl-cell")) == ["none", "block"]
    # The one cell of a single-item lane on a list: a spot, not stubs.
    driver.get(multi_url + "kind/text/")
    assert driver.execute_script(drawn, driver.find_element(By.CSS_SELECTOR, "#top")) == ["none", "block"]


def test_avatars_link_to_their_person_pages(driver, multi_url):
    driver.get(multi_url + "tags/how-to/")
    links = {a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".tl-cluster .tl-avatar > a")}
    assert links == {multi_url + "people/ada/", multi_url + "people/chen-li/"}
    driver.get(multi_url + "people/")
    names = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".tl-people li > a")]
    counts = [c.get_attribute("textContent") for c in driver.find_elements(By.CSS_SELECTOR, ".tl-people .tl-terms-count")]
    assert names == ["Ada", "Brian Lee", "Chen Li", "Zoe"]
    assert counts == ["1 item", "1 item", "1 item", "0 items"]


# --------------------------------------------------------------------------
# One pager, and Load more.


def _cells(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".tl-main .tl-timeline > li.tl-cell")


def test_pager_is_numbered_with_earlier_and_later(driver, multi_url):
    driver.get(multi_url + "page/2/")
    # No spacer shows above a page's first cell.
    first = driver.find_element(By.CSS_SELECTOR, ".tl-main .tl-timeline > li:first-child")
    assert "tl-spacer" in first.get_attribute("class") and not first.is_displayed()
    pager = driver.find_element(By.CSS_SELECTOR, "nav.tl-pagination")
    assert [a.get_attribute("textContent") for a in pager.find_elements(By.CSS_SELECTOR, "a")] == [
        "Earlier", "Page 1", "Page 2", "Page 3", "Later"]
    assert pager.find_element(By.CSS_SELECTOR, "[aria-current=page]").get_attribute("textContent") == "Page 2"
    assert len(driver.find_elements(By.CSS_SELECTOR, "nav.tl-pagination")) == 1


def test_load_more_appends_the_next_page_and_moves_the_address(driver, multi_url):
    driver.get(multi_url)
    assert [c.get_attribute("id") for c in _cells(driver)] == MULTI_ORDER[:2]
    driver.find_element(By.CSS_SELECTOR, ".tl-load-more a").click()
    WebDriverWait(driver, 10).until(lambda d: len(_cells(d)) == 4)
    assert driver.current_url == multi_url + "page/2/"
    assert [c.get_attribute("id") for c in _cells(driver)] == MULTI_ORDER[:4]
    # A spacer between every two cells, the pages' seam included.
    rows = driver.find_elements(By.CSS_SELECTOR, ".tl-main .tl-timeline > li")
    shown = ["spacer" if "tl-spacer" in r.get_attribute("class") else r.get_attribute("id") for r in rows if r.is_displayed()]
    assert shown == ["intro", "spacer", "setup", "spacer", "faq", "spacer", "alert"]
    # Links of both pages still lead where they did, though the address moved.
    for cell, slug in zip(_cells(driver), MULTI_ORDER):
        assert cell.find_element(By.CSS_SELECTOR, ".tl-bubble > header a").get_attribute("href") == multi_url + slug + "/"
    driver.find_element(By.CSS_SELECTOR, ".tl-load-more a").click()
    WebDriverWait(driver, 10).until(lambda d: len(_cells(d)) == 6)
    assert driver.current_url == multi_url + "page/3/"
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-load-more") == []
    # Back shows the page the address names.
    driver.back()
    WebDriverWait(driver, 10).until(lambda d: d.current_url == multi_url + "page/2/" and len(_cells(d)) == 2)


def test_load_more_without_javascript_is_a_link(driver, multi_url):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(multi_url)
        driver.find_element(By.CSS_SELECTOR, ".tl-load-more a").click()
        WebDriverWait(driver, 10).until(lambda d: d.current_url == multi_url + "page/2/")
        assert [c.get_attribute("id") for c in _cells(driver)] == MULTI_ORDER[2:4]
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
