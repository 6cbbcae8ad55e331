"""feed.xml (Atom 1.0, RFC 4287) and feed.json (JSON Feed 1.1) of site-example
and of a site full of nasty strings: both parse, validate against schemas
written from the specs (atom.rng, JSON_FEED_SCHEMA below), hold the right
entries in the right order, and every page links them."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import feedparser
import jsonschema
import pytest
from lxml import etree
from selenium.webdriver.common.by import By

HERE = Path(__file__).resolve().parent
ATOM = "{http://www.w3.org/2005/Atom}"
RFC3339 = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"
ABSOLUTE_URL = r"^https?://[^\s/]+/\S*$"

# JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), written from the spec's
# text: "required" there is required here, and so are the types it gives.
_AUTHOR = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "url": {"type": "string"}, "avatar": {"type": "string"}},
    "minProperties": 1,  # "at least one ... must be present"
}
JSON_FEED_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["version", "title", "items"],
    "properties": {
        "version": {"const": "https://jsonfeed.org/version/1.1"},
        "title": {"type": "string"},
        "home_page_url": {"type": "string", "pattern": ABSOLUTE_URL},
        "feed_url": {"type": "string", "pattern": ABSOLUTE_URL},
        "description": {"type": "string"},
        "user_comment": {"type": "string"},
        "next_url": {"type": "string"},
        "icon": {"type": "string"},
        "favicon": {"type": "string"},
        "authors": {"type": "array", "items": _AUTHOR},
        "language": {"type": "string", "pattern": r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"},
        "expired": {"type": "boolean"},
        "hubs": {"type": "array", "items": {"type": "object", "required": ["type", "url"]}},
        "items": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id"],
                # "content_html and content_text are each optional strings, but one or both must be present"
                "anyOf": [{"required": ["content_html"]}, {"required": ["content_text"]}],
                "properties": {
                    "id": {"type": "string", "minLength": 1},
                    "url": {"type": "string", "pattern": ABSOLUTE_URL},
                    "external_url": {"type": "string"},
                    "title": {"type": "string"},
                    "content_html": {"type": "string"},
                    "content_text": {"type": "string"},
                    "summary": {"type": "string"},
                    "image": {"type": "string", "pattern": ABSOLUTE_URL},
                    "banner_image": {"type": "string"},
                    "date_published": {"type": "string", "pattern": RFC3339},
                    "date_modified": {"type": "string", "pattern": RFC3339},
                    "authors": {"type": "array", "items": _AUTHOR},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "language": {"type": "string"},
                    "attachments": {
                        "type": "array",
                        "items": {"type": "object", "required": ["url", "mime_type"]},
                    },
                },
            },
        },
    },
}


def validate_atom(path: Path) -> etree._Element:
    """Parses feed.xml with a real XML parser, validates it against atom.rng
    and checks the RFC's rules a schema cannot say."""
    root = etree.fromstring(path.read_bytes())  # raises on anything not well-formed
    schema = etree.RelaxNG(etree.parse(str(HERE / "atom.rng")))
    assert schema.validate(root), schema.error_log
    entries = root.findall(ATOM + "entry")
    # 4.1.1: a feed has an author unless every entry has one.
    assert root.find(ATOM + "author") is not None or all(e.find(ATOM + "author") is not None for e in entries)
    for element in [root, *entries]:
        alternates = [(link.get("type"), link.get("hreflang")) for link in element.findall(ATOM + "link")
                      if link.get("rel", "alternate") == "alternate"]
        assert len(alternates) == len(set(alternates)), "two alternate links of one type"
        # 4.1.2: an entry without content has an alternate link.
        if element is not root and element.find(ATOM + "content") is None:
            assert alternates
    assert root.find(ATOM + "link[@rel='self']").get("href").endswith("/feed.xml")
    ids = [e.findtext(ATOM + "id") for e in entries]
    assert len(ids) == len(set(ids)), "entry ids must be unique"
    return root


def validate_json(path: Path) -> dict:
    feed = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(feed, JSON_FEED_SCHEMA)
    ids = [item["id"] for item in feed["items"]]
    assert len(ids) == len(set(ids)), "item ids must be unique"
    return feed


def dates(values: list[str]) -> list[datetime]:
    return [datetime.fromisoformat(v.replace("Z", "+00:00")) for v in values]


# --------------------------------------------------------------------------
# site-example


def test_example_atom_is_valid_and_newest_first(example_site):
    root = validate_atom(example_site / "feed.xml")
    entries = root.findall(ATOM + "entry")
    assert len(entries) == 20  # 30 dated items, the default limit
    published = dates([e.findtext(ATOM + "published") for e in entries])
    assert published == sorted(published, reverse=True)  # the site itself is oldest-first
    assert root.findtext(ATOM + "updated") == entries[0].findtext(ATOM + "published")
    assert all(e.findtext(ATOM + "id").startswith("https://example.org/") for e in entries)
    parsed = feedparser.parse(str(example_site / "feed.xml"))
    assert not parsed.bozo, parsed.get("bozo_exception")
    assert parsed.version == "atom10"
    assert parsed.feed.title == "A day at school"
    assert parsed.entries[0].link == entries[0].findtext(ATOM + "id")


def test_example_json_feed_matches_atom(example_site):
    feed = validate_json(example_site / "feed.json")
    atom = etree.fromstring((example_site / "feed.xml").read_bytes())
    assert [i["id"] for i in feed["items"]] == [e.findtext(ATOM + "id") for e in atom.findall(ATOM + "entry")]
    assert [i["title"] for i in feed["items"]] == [e.findtext(ATOM + "title") for e in atom.findall(ATOM + "entry")]
    assert feed["feed_url"] == "https://example.org/feed.json"


def test_every_page_links_the_atom_feed_and_the_home_page_both(driver, example_url, example_site):
    for page in ["", "01-good-morning/", "subjects/", "tags/tom/", "page/2/"]:
        assert (example_site / page / "index.html").is_file(), page
        driver.get(example_url + page)
        links = {link.get_attribute("type"): link.get_attribute("href")
                 for link in driver.find_elements(By.CSS_SELECTOR, "head link[rel=alternate]")}
        expected = {"application/atom+xml": "https://example.org/feed.xml"}
        if page == "":
            expected["application/feed+json"] = "https://example.org/feed.json"
        assert links == expected, page


# --------------------------------------------------------------------------
# Nasty strings

# YAML double-quoted escapes give the control characters (\x01, \x1f, \x7f).
NASTY_TITLE_YAML = r'"<b>Tom & Jerry</b> \"quoted\" \x27single\x27 😀 \x01\x1f\x7f ]]> </title> &amp;"'
# The YAML escapes of control characters are read as U+FFFD, as raw ones are (issue 26).
NASTY_TITLE = "<b>Tom & Jerry</b> \"quoted\" 'single' 😀 \ufffd\ufffd\ufffd ]]> </title> &amp;"
NASTY_FILES = {
    "tlsite.yml": "title: \"Q&A <feeds> \\\"here\\\"\"\ndescription: \"a < b && c > 'd'\"\n"
                  "baseURL: https://example.org/nasty/\nfeeds: { limit: 0 }\n",
    "data/people.yml": "ada: { name: \"Ada <Lovelace> & Co\", url: \"https://ada.test/?a=1&b=2\" }\n",
    "content/nasty.md": f"---\ntitle: {NASTY_TITLE_YAML}\ndate: 2024-05-02T10:00:00+02:00\n"
                        "tags: [\"a&b\", \"<c>\", \"d\\\"e\"]\npeople: [ada, \"Bob & Eve\"]\nkind: alert\n---\n"
                        "`</content>` & <script>alert(1)</script> \u0007bell ]]> 😀\n\n<!--more-->\n\nRest &amp; more.\n",
    "content/plain.md": "---\ntitle: Plain\ndate: 2024-05-03\n---\nJust text.\n",
    "content/undated.md": "---\ntitle: Undated\n---\nNo date, so in no feed.\n",
}


@pytest.fixture(scope="module")
def nasty_site(make_site):
    return make_site(NASTY_FILES, name="nasty-feeds")


def test_nasty_atom_is_valid_and_round_trips(nasty_site):
    root = validate_atom(nasty_site / "feed.xml")
    entries = root.findall(ATOM + "entry")
    assert [e.findtext(ATOM + "title") for e in entries] == ["Plain", NASTY_TITLE]
    nasty = entries[1]
    assert nasty.findtext(ATOM + "published") == "2024-05-02T08:00:00Z"
    assert [c.get("term") for c in nasty.findall(ATOM + "category")] == ["a&b", "<c>", 'd"e', "alert"]
    assert [a.findtext(ATOM + "name") for a in nasty.findall(ATOM + "author")] == ["Ada <Lovelace> & Co", "Bob & Eve"]
    assert nasty.find(ATOM + "author/" + ATOM + "uri").text == "https://ada.test/?a=1&b=2"
    content = nasty.findtext(ATOM + "content")
    assert "<code>&lt;/content&gt;</code> &amp;" in content
    assert "<script>" not in content  # raw HTML is dropped by cmark's safe mode
    assert "bell ]]&gt; 😀" in content and "\x07" not in content
    assert nasty.findtext(ATOM + "summary").startswith("<p><code>")
    assert root.findtext(ATOM + "title") == 'Q&A <feeds> "here"'
    assert root.findtext(ATOM + "subtitle") == "a < b && c > 'd'"
    parsed = feedparser.parse(str(nasty_site / "feed.xml"))
    assert not parsed.bozo, parsed.get("bozo_exception")
    assert len(parsed.entries) == 2


def test_nasty_json_feed_keeps_every_character(nasty_site):
    feed = validate_json(nasty_site / "feed.json")
    assert feed["title"] == 'Q&A <feeds> "here"'
    assert [i["title"] for i in feed["items"]] == ["Plain", NASTY_TITLE]
    nasty = feed["items"][1]
    assert nasty["tags"] == ["a&b", "<c>", 'd"e', "alert"]
    assert nasty["authors"] == [{"name": "Ada <Lovelace> & Co", "url": "https://ada.test/?a=1&b=2"}, {"name": "Bob & Eve"}]
    # A raw control character of the file reaches no output: U+FFFD stands
    # in its place (issue 26), in the JSON feed as in the pages and Atom.
    assert "\ufffdbell" in nasty["content_html"] and "\x07" not in nasty["content_html"]
    assert nasty["date_published"] == "2024-05-02T08:00:00Z"
    assert nasty["id"] == "https://example.org/nasty/nasty/"


def test_no_base_url_means_no_feeds_and_no_links(make_site):
    out = make_site({"tlsite.yml": "title: No base\n", "content/a.md": "---\ntitle: A\ndate: 2024-05-01\n---\n"},
                    name="no-base")
    assert not (out / "feed.xml").exists() and not (out / "feed.json").exists()
    home = (out / "index.html").read_text(encoding="utf-8")
    assert "rel=alternate" not in home and 'rel="alternate"' not in home
