"""The widget feed (LiveLike's widget timeline): kinds with their templates,
a custom kind, an excluded kind, spacers and pagination, in real Chromium."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from test_axe import describe, scan  # noqa: F401  (shared axe helpers)


def item(slug, kind, extra="", day=1):
    return f"---\ntitle: {slug}\nslug: {slug}\ndate: 2024-05-{day:02d}\nkind: {kind}\n{extra}---\nBody of {slug}.\n"


FILES = {
    "tlsite.yml": "title: Feed\ntimeline:\n  perPage: 3\n  exclude: { kind: [alert] }\n"
                  "  spacer: { height: 12, colors: [blue, red] }\n",
    "templates/widgets/score.html": "<div class=\"score\">Score: {{{content}}}</div>\n",
    "static/pic.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><rect width=\"1\" height=\"1\"/></svg>\n",
    "content/t.md": item("t", "text", day=1),
    "content/a.md": item("a", "alert", day=2),
    "content/p.md": item("p", "poll", "options: [{ text: Yes, votes: 3 }, { text: No, votes: 1 }]\n", day=3),
    "content/q.md": item("q", "quiz", "options: [Red, Blue]\nanswer: Blue\n", day=4),
    "content/i.md": item("i", "image", "image: pic.svg\nimageAlt: A square\n", day=5),
    "content/s.md": item("s", "score", day=6),
    "content/t2.md": item("t2", "text", day=7),
    "content/t3.md": item("t3", "text", day=8),
}
FEED = ["t3", "t2", "s", "i", "q", "p", "t"]  # newest first, the alert left out


@pytest.fixture(scope="module")
def feed_url(make_site, serve):
    return serve(make_site(FILES, name="feed"))


def test_pagination_walks_every_item_once(driver, feed_url):
    seen, url, pages = [], feed_url, 0
    while url:
        driver.get(url)
        pages += 1
        seen += [li.get_attribute("id") for li in driver.find_elements(By.CSS_SELECTOR, "li.tl-cell")]
        nexts = driver.find_elements(By.CSS_SELECTOR, "a[rel=next]")
        url = nexts[0].get_attribute("href") if nexts else None
        assert pages < 10
    assert seen == FEED
    assert pages == 3
    # And back: rel=prev from the last page leads to the first.
    driver.find_element(By.CSS_SELECTOR, "a[rel=prev]").click()
    driver.find_element(By.CSS_SELECTOR, "a[rel=prev]").click()
    assert driver.current_url == feed_url


def test_each_kind_renders_with_its_template(driver, feed_url):
    driver.get(feed_url + "page/2/")
    poll = driver.find_element(By.ID, "p")
    assert [e.text for e in poll.find_elements(By.CSS_SELECTOR, ".tl-poll-percent")] == ["75%", "25%"]
    bar = poll.find_element(By.CSS_SELECTOR, ".tl-poll-bar")
    assert "75%" in bar.get_attribute("style")
    quiz = driver.find_element(By.ID, "q")
    answer = quiz.find_element(By.CSS_SELECTOR, ".tl-quiz-answer")
    assert answer.text.startswith("Blue") and "correct" in answer.text
    image = driver.find_element(By.ID, "i").find_element(By.CSS_SELECTOR, "img.tl-widget-image")
    assert image.get_attribute("alt") == "A square"
    driver.get(feed_url)
    assert driver.find_element(By.CSS_SELECTOR, "#s .score").text == "Score:\nBody of s."
    # The excluded kind is out of the feed but has its own listing, where
    # items show their summary and keep their label; the item's own page
    # renders its whole widget.
    driver.get(feed_url + "kind/alert/")
    listed = driver.find_element(By.ID, "a")
    assert listed.find_element(By.CSS_SELECTOR, ".tl-alert-label").text.lower() == "alert"
    listed.find_element(By.CSS_SELECTOR, ".tl-bubble > header a").click()
    alert = driver.find_element(By.ID, "a")
    assert alert.find_element(By.CSS_SELECTOR, ".tl-alert-label").text.lower() == "alert"


def test_spacers_alternate_between_items(driver, feed_url):
    driver.get(feed_url)
    spacers = driver.find_elements(By.CSS_SELECTOR, "li.tl-spacer")
    assert len(spacers) == 2  # three items on the page
    assert [s.value_of_css_property("background-color") for s in spacers] == ["rgba(0, 0, 255, 1)", "rgba(255, 0, 0, 1)"]
    assert all(s.rect["height"] == 12 for s in spacers)
    assert all(s.get_attribute("aria-hidden") == "true" for s in spacers)


def test_feed_pages_have_no_axe_violations(driver, feed_url):
    for path in ["", "page/2/", "kind/alert/"]:
        results = scan(driver, feed_url + path)
        assert not results["violations"], describe(results["violations"])
