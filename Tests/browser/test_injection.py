"""Injection corpus: hostile strings in every string a site author controls.

For each hostile string, one site puts it into every place the build accepts
it: the site's title and description, the lane names, an item's title,
imageAlt, tags, people, poll options and answer, and (where the documented
rules allow it) its slug, link, image path and file name, plus a Markdown body
with `markdown.unsafe` off. The build must succeed, and parsing every page
(html5lib, as a browser parses, and html.parser, which reads tags literally)
must find no script, no event-handler attribute, no javascript:/vbscript:/data:
URL, no <style> element and no other active element the templates don't ship;
the strings must come back as text exactly as written (escaped once, never
rendered as a template); the stylesheets must not contain them.

The places where the build refuses the string (kind, language, theme names,
style values, dates, line types, and slug/link/image/tag/file name where the
rules forbid it) must fail with exit code 1 and a located error for each.
"""

from __future__ import annotations

import html.parser
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

html5lib = pytest.importorskip("html5lib", reason="html5lib is in Tests/browser/requirements.txt")

HOSTILE = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "</style><script>x</script>",
    "'; }; body{display:none}",
    "{{title}}",
    "&lt;script&gt;",
    '" onmouseover="x',
    "</textarea>",
    "<svg onload=alert(1)>",
    "{{{site.title}}}",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "&#106;avascript:alert(1)",
    "javascript&colon;alert(1)",
    "<!--",
    "]]><x>",
    "expression(alert(1))",
    "url(javascript:alert(1))",
    "' onfocus='x' autofocus '",
]

# Elements the built-in templates never write; any of them in a page came from user text.
FORBIDDEN_ELEMENTS = {
    "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math",
    "base", "form", "input", "button", "textarea", "select", "noscript", "template", "x", "portal",
}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "poster", "data", "background",
                  "ping", "cite", "longdesc", "manifest", "srcset", "codebase", "icon", "lowsrc", "dynsrc"}
BAD_SCHEMES = ("javascript:", "vbscript:", "data:")

# tlsite's own scripts (the light/dark toggle) are removed, exactly as the templates write
# them, before a page is scanned; any other <script> is a finding.
from browser_helpers import TLSITE_SCRIPT_TAG, TLSITE_SCRIPTS, without_tlsite_scripts  # noqa: E402
RESERVED_SLUGS = {"page", "tags", "kind", "assets", "404.html", "sitemap.xml", "feed.xml", "feed.json"}


def yaml_string(text: str) -> str:
    """A YAML double-quoted scalar (JSON strings are valid YAML)."""
    return json.dumps(text)


def has_alnum(text: str) -> bool:
    return any(c.isalnum() for c in text)


def reference_ok(text: str, schemes: tuple[str, ...]) -> bool:
    """The documented rules for image:/link: (configuration.md, 'Images and links')."""
    if not text or any(ord(c) < 0x20 or ord(c) == 0x7F for c in text):
        return False
    if text[0] == " " or text[-1] == " ":
        return False
    # Only a real URL scheme (RFC 3986) makes a reference a URL: `wiki/Foo:Bar` is a path.
    scheme = re.match(r"([A-Za-z][A-Za-z0-9+.-]*):", text)
    if scheme:
        return scheme.group(1).lower() in schemes
    if text.startswith("/") or "\\" in text:
        return False
    path = text.split("?", 1)[0]
    return not any(seg == ".." or re.sub("%2e", ".", seg, flags=re.I) == ".." for seg in path.split("/"))


def slug_ok(text: str) -> bool:
    """The documented rules for slug: (configuration.md, 'Slugs')."""
    if not text or text in (".", "..") or "/" in text or "\\" in text or text.startswith("."):
        return False
    if any(ord(c) < 0x20 or ord(c) == 0x7F or c in " \"'<>?#%{}|^`" for c in text):
        return False
    return len(text.encode()) <= 200 and text.lower() not in RESERVED_SLUGS


def image_ok(text: str) -> bool:
    # A colon after anything but a scheme's letters is part of a path (RFC 3986).
    return reference_ok(text, ("http", "https")) and not re.match(r"[A-Za-z][A-Za-z0-9+.-]*:", text)


def file_name(text: str) -> str:
    return text.replace("/", "_").replace("\0", "_") + ".md"


def write(site: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = site / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def build(tlsite: Path, site: Path, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(tlsite), "build", str(site), "-o", str(out), "--quiet"],
                          capture_output=True, text=True, timeout=60)


# --------------------------------------------------------------------------
# The accepting site


def accepting_site(s: str) -> tuple[dict[str, str], dict[str, bool]]:
    q = yaml_string(s)
    used = {"slug": slug_ok(s), "link": reference_ok(s, ("http", "https", "mailto")),
            "image": image_ok(s), "tags": has_alnum(s), "file name": has_alnum(s)}
    files = {
        "tlsite.yml": f"title: {q}\ndescription: {q}\nbaseURL: https://example.org/\nfeeds: {{ atom: false, json: false }}\ntimeline:\n  lanes: {{ left: {q}, right: {q} }}\n",
        "static/star.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    }
    fm = [f"title: {q}", f"imageAlt: {q}", f"people: [{q}]", f"options: [{{ text: {q}, votes: 3 }}, other]",
          f"answer: {q}", "date: 2024-05-01T08:30:00Z", "lane: left"]
    # The image sits in static/img/ so that its output path cannot meet the
    # item's own folder when the slug is the same string.
    fm.append(f"image: {yaml_string('img/' + s)}" if used["image"] else "image: star.svg")
    if used["image"]:
        files["static/img/" + s] = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n'
    if used["tags"]:
        fm.append(f"tags: [{q}, plain]")
    if used["slug"]:
        fm.append(f"slug: {q}")
    if used["link"]:
        fm.append(f"link: {q}")
    files["content/a.md"] = "---\n" + "\n".join(fm) + "\n---\nThe item's body.\n"
    files["content/b.md"] = (
        "---\ntitle: Body\nslug: body\ndate: 2024-05-02\nlanes: [left, right]\n---\n"
        f"Text: {s}\n\n[one](<{s}>) [two]({s}) ![three]({s}) <{s}> [four](https://example.org/ {json.dumps(s)})\n\n"
        f"{s}\n\n<!--more-->\n\n{s}\n\n    {s}\n\n`{s}`\n\n<div>{s}</div>\n"
    )
    if used["file name"]:
        files["content/" + file_name(s)] = "---\ntitle: From the file name\ndate: 2024-05-03\n---\nx\n"
    return files, used


class LiteralScanner(html.parser.HTMLParser):
    """html.parser reads start tags literally: a second opinion beside html5lib."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))

    handle_startendtag = handle_starttag


def bad_url(value: str | None) -> bool:
    cleaned = re.sub(r"[\x00-\x20\x7f]", "", value or "").lower()
    return cleaned.startswith(BAD_SCHEMES)


def check_element(tag: str, attrs: dict[str, str | None], where: str) -> list[str]:
    problems = []
    if tag in FORBIDDEN_ELEMENTS:
        problems.append(f"{where}: <{tag}> element")
    # Responsive images add their measured size and loading hints: numbers and fixed words only.
    if tag == "img" and any(not (attrs.get(key) or "").isdigit() for key in ("width", "height") if key in attrs):
        problems.append(f"{where}: <img> with a size that is not a number: {attrs}")
    if tag == "img" and attrs.get("decoding", "async") != "async" or tag == "img" and attrs.get("loading", "lazy") != "lazy":
        problems.append(f"{where}: <img> with a loading hint tlsite never writes: {attrs}")
    if tag == "img" and set(attrs) - {"src", "alt", "title", "class", "width", "height", "decoding", "loading"}:
        problems.append(f"{where}: <img> with attributes Markdown and the templates never write: {attrs}")
    if tag == "meta" and "http-equiv" in attrs:
        problems.append(f"{where}: <meta http-equiv>")
    if tag == "link" and (attrs.get("rel") or "") not in ("stylesheet", "canonical", "prev", "next"):
        problems.append(f"{where}: <link rel={attrs.get('rel')!r}>")
    for name, value in attrs.items():
        if name.startswith("on"):
            problems.append(f"{where}: event handler attribute {name}={value!r} on <{tag}>")
        if name in URL_ATTRIBUTES and bad_url(value):
            problems.append(f"{where}: {name}={value!r} on <{tag}>")
        if name == "style" and value and any(h in value for h in HOSTILE):
            problems.append(f"{where}: hostile text in style={value!r}")
        if name in ("autofocus", "formaction", "srcdoc"):
            problems.append(f"{where}: attribute {name} on <{tag}>")
    return problems


def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1].lower() if isinstance(tag, str) else ""


def text_of(element) -> str:
    return "".join(element.itertext())


@pytest.mark.parametrize("hostile", HOSTILE, ids=[f"s{i:02d}" for i in range(len(HOSTILE))])
def test_hostile_text_is_inert_where_accepted(hostile, tlsite_bin, tmp_path):
    files, used = accepting_site(hostile)
    site = tmp_path / "site"
    write(site, files)
    out = tmp_path / "public"
    proc = build(tlsite_bin, site, out)
    assert proc.returncode == 0, (
        f"the build refused {hostile!r} in a place that accepts it ({used})\n--- stderr\n{proc.stderr}")

    pages = sorted(out.rglob("*.html"))
    assert len(pages) >= 5, f"only {len(pages)} pages built"
    problems: list[str] = []
    found = {"h1": False, "tag": False, "alt": False, "bubble title": False}
    for page in pages:
        rel = str(page.relative_to(out))
        source = page.read_text(encoding="utf-8")
        assert not TLSITE_SCRIPTS and "<script>" not in source \
            and len(TLSITE_SCRIPT_TAG.findall(source)) == 1, (
            f"{rel}: tlsite's own scripts are not there as the templates write them")
        source = without_tlsite_scripts(source)
        document = html5lib.parse(source, treebuilder="etree", namespaceHTMLElements=False)
        for element in document.iter():
            tag = local(element.tag)
            if not tag:
                continue  # comments
            attrs = {local(k): v for k, v in element.attrib.items()}
            problems += check_element(tag, attrs, rel)
            css_class = attrs.get("class") or ""
            if tag == "title":
                assert hostile in text_of(element) or rel == "404.html" or "Tagged" in text_of(element) \
                    or "Kind:" in text_of(element) or hostile in source \
                    or text_of(element) in ("Tags", "Kinds", "People"), f"{rel}: <title> lost the text"
            if tag == "h1" and "tl-page-title" in css_class and text_of(element) == hostile:
                found["h1"] = True
            if tag == "a" and "tl-tag" in css_class and text_of(element) == hostile:
                found["tag"] = True
            if tag == "img" and attrs.get("alt") == hostile:
                found["alt"] = True
            if tag == "h2" and text_of(element) == hostile:
                found["bubble title"] = True
            if rel == "index.html":
                if tag == "a" and "tl-site-title" in css_class:
                    assert text_of(element) == hostile, f"site title shown as {text_of(element)!r}"
                if tag == "meta" and attrs.get("name") == "description":
                    assert attrs.get("content") == hostile, f"description shown as {attrs.get('content')!r}"
                if tag == "span" and "tl-lane-name" in css_class:
                    assert text_of(element) == hostile, f"lane name shown as {text_of(element)!r}"
        scanner = LiteralScanner()
        scanner.feed(source)
        for tag, attrs in scanner.tags:
            problems += check_element(tag, {k: v for k, v in attrs}, rel + " (html.parser)")
    assert not problems, "\n".join(sorted(set(problems))[:30])
    assert found["h1"], "no item page shows the title as its <h1> text, exactly as written"
    assert found["bubble title"], "no bubble shows the title exactly as written"
    assert found["alt"], "no image carries the imageAlt exactly as written"
    if used["tags"]:
        assert found["tag"], "no tag link shows the tag exactly as written"

    for css in out.rglob("*.css"):
        text = css.read_text(encoding="utf-8")
        leaked = [h for h in HOSTILE if h.strip() and h in text]
        assert not leaked, f"{css.relative_to(out)} contains {leaked}"
    sitemap = out / "sitemap.xml"
    ET.fromstring(sitemap.read_bytes())  # well-formed, whatever the slugs


# --------------------------------------------------------------------------
# The refusing sites: every place that must reject the string, one build per
# file (each stage reports all of its errors), each error located.


def value_lines(prefix: list[str], entries: list[tuple[str, int, str]], s: str) -> tuple[str, list[tuple[int, int, str]]]:
    """Lines `INDENT KEY: VALUE` after PREFIX; returns the text and (line, column, key) of each value."""
    lines = list(prefix)
    where = []
    for key, indent, kind in entries:
        if kind == "value":
            lines.append(" " * indent + f"{key}: {yaml_string(s)}")
            where.append((len(lines), indent + len(key) + 3, key))
        elif kind in ("list", "list node"):  # the error is at the element, or at the list
            lines.append(" " * indent + f"{key}: [{yaml_string(s)}]")
            where.append((len(lines), indent + len(key) + (4 if kind == "list" else 3), key))
        else:  # a mapping header
            lines.append(" " * indent + f"{key}:")
    return "\n".join(lines) + "\n", where


def refusing_sites(s: str):
    """(name, files, path of the file with the errors, [(line, column, key)])."""
    text, where = value_lines(["title: T"], [
        ("language", 0, "value"), ("theme", 0, "value"), ("baseURL", 0, "value"),
        ("timeline", 0, "map"), ("order", 2, "value"), ("exclude", 2, "map"), ("kind", 4, "value"),
        ("spacer", 2, "map"), ("colors", 4, "list"),
    ], s)
    yield "tlsite.yml", {"tlsite.yml": text}, "tlsite.yml", where

    text, where = value_lines([], [
        ("extends", 0, "value"), ("colorScheme", 0, "value"),
        ("bubbleStyle", 0, "map"), ("borderColor", 2, "value"), ("arrowOffsetY", 2, "value"),
        ("clusterStyle", 0, "map"), ("startFrom", 2, "value"), ("colors", 2, "list"),
        ("folderStyle", 0, "map"), ("unfoldAnimation", 2, "value"), ("unfoldDuration", 2, "value"),
        ("messageSeparator", 0, "value"),
        ("page", 0, "map"), ("fontFamily", 2, "value"), ("headingFontFamily", 2, "value"), ("maxWidth", 2, "value"),
        ("linkColor", 2, "value"),
    ], s)
    yield "theme.yml", {"tlsite.yml": "title: T\ntheme: t\n", "themes/t/theme.yml": text}, "themes/t/theme.yml", where

    entries = [("kind", 0, "value"), ("leftType", 0, "value"), ("lane", 0, "value"), ("date", 0, "value"),
               ("draft", 0, "value"), ("style", 0, "map"), ("bubbleStyle", 2, "map"),
               ("backgroundColor", 4, "value"), ("borderWidth", 4, "value"),
               ("clusterStyle", 2, "map"), ("alignment", 4, "value"), ("folderStyle", 2, "map"),
               ("tintColor", 4, "value"), ("messageSeparator", 2, "value"),
               ("fold", 0, "map"), ("folds", 2, "value")]
    if not slug_ok(s):
        entries.append(("slug", 0, "value"))
    if not reference_ok(s, ("http", "https", "mailto")):
        entries.append(("link", 0, "value"))
    if not image_ok(s):
        entries.append(("image", 0, "value"))
    if not has_alnum(s):
        entries.append(("tags", 0, "list node"))
    text, where = value_lines(["---", "title: A"], entries, s)
    files = {"tlsite.yml": "title: T\n", "content/a.md": text + "---\nBody\n"}
    if not has_alnum(s):
        files["content/" + file_name(s)] = "---\ntitle: B\n---\n"
        where_name = [(1, 1, "file name")]
        yield "file name", files, "content/" + file_name(s), where_name
        files = dict(files)
        del files["content/" + file_name(s)]
    yield "front matter", files, "content/a.md", where


@pytest.mark.parametrize("hostile", HOSTILE, ids=[f"s{i:02d}" for i in range(len(HOSTILE))])
def test_hostile_text_is_refused_with_a_location(hostile, tlsite_bin, tmp_path):
    for n, (name, files, path, where) in enumerate(refusing_sites(hostile)):
        site = tmp_path / f"site{n}"
        write(site, files)
        proc = build(tlsite_bin, site, tmp_path / f"public{n}")
        context = f"{name} with {hostile!r}\n--- stderr\n{proc.stderr}"
        assert proc.returncode == 1, f"expected exit code 1: {context}"
        assert "Fatal error" not in proc.stderr and "crashed" not in proc.stderr, context
        lines = proc.stderr.splitlines()
        for line, column, key in where:
            prefix = f"{path}:{line}:{column}: error: "
            assert any(l.startswith(prefix) for l in lines), f"no error at {prefix!r} for {key!r}: {context}"
        assert not (tmp_path / f"public{n}").exists(), f"{name}: a failed build wrote its output"
