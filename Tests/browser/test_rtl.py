"""Right-to-left pages (issue #21): site-example in Arabic mirrors, measured.

Each test measures the same thing on site-example (left to right) and on its
Arabic build (Tests/TLSiteTests/Fixtures/example-ar/site, `language: ar`,
right to left), and expects one to be the mirror of the other: the start
lane (the theme's "left") right of the bubble, the arrow on the bubble's
right edge pointing right, nested folders indented from the right, closed
chevrons pointing left, later avatars overlapping from the left. Everything
is geometry (getBoundingClientRect, the computed transform, pixels of a
screenshot), never class names. axe and the Nu HTML Checker run on the
Arabic build as on the English one.
"""

from __future__ import annotations

import io
import math

import pytest

from browser_helpers import LANE_JS

from test_axe import describe, scan

Image = pytest.importorskip("PIL.Image")

ITEM = "05-09-00-am/"  # both lanes, a spot on each, three people in a cluster
# A tolerance of a pixel or two for borders and rounding.
TOL = 2


@pytest.fixture(params=["ltr", "rtl"])
def site(request, example_url, example_ar_url):
    """(direction, base URL) of site-example in English and in Arabic."""
    return request.param, example_url if request.param == "ltr" else example_ar_url


def rect(driver, element) -> dict:
    return driver.execute_script("const r = arguments[0].getBoundingClientRect();"
                                 "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom,"
                                 " width: r.width, height: r.height};", element)


def on_start_side(direction: str, a: dict, b: dict) -> bool:
    """Whether box a lies wholly on the start side of box b (right in RTL)."""
    return a["left"] >= b["right"] - TOL if direction == "rtl" else a["right"] <= b["left"] + TOL


def open_page(driver, url: str, width: int = 1000):
    driver.set_window_size(width, 1400)
    driver.get(url)
    # Measure where things come to rest: the tree's rows unfold when the page opens.
    driver.execute_script("document.getAnimations().forEach(a => a.finish())")


def test_the_page_says_which_way_it_runs(driver, site):
    direction, base = site
    open_page(driver, base)
    lang, dir_, computed = driver.execute_script(
        "const r = document.documentElement; return [r.lang, r.dir, getComputedStyle(document.body).direction]")
    assert computed == direction
    assert (lang, dir_) == (("ar", "rtl") if direction == "rtl" else ("en", ""))


def test_the_start_lane_stands_on_the_start_side_of_the_bubble(driver, site):
    """Tom's lane (the theme's left lane) right of the bubble in Arabic, Mary's left of it;
    each lane's line and spot drawn inside its lane; the lane names above them likewise."""
    direction, base = site
    open_page(driver, base + ITEM)
    cell = driver.find_element("css selector", ".tl-main .tl-cell")
    start, end = (driver.execute_script(LANE_JS + "const l = tlLane(arguments[0], arguments[1]);"
                                        "return {left: l.left, right: l.right, top: l.top, bottom: l.top + l.height};",
                                        cell, side) for side in ("left", "right"))
    bubble = rect(driver, cell.find_element("css selector", ".tl-bubble"))
    assert on_start_side(direction, start, bubble), (start, bubble)
    assert on_start_side(direction, bubble, end), (bubble, end)
    # The line and the spot are centred in their lane, wherever it stands.
    for side in ("left", "right"):
        centres = driver.execute_script(LANE_JS + """
            const lane = tlLane(arguments[0], arguments[1]);
            return [lane.line, lane.spot].filter(s => s.display !== 'none')
              .map(s => s.left + s.width / 2 - lane.width / 2);
        """, cell, side)
        assert centres and all(abs(x) <= TOL for x in centres), (side, centres)


def test_the_lane_names_stand_over_their_lanes(driver, site):
    direction, base = site
    open_page(driver, base)
    start = rect(driver, driver.find_element("css selector", ".tl-lane-name--left"))
    end = rect(driver, driver.find_element("css selector", ".tl-lane-name--right"))
    assert on_start_side(direction, start, end), (start, end)


def screenshot(driver) -> "Image.Image":
    return Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")


def test_the_bubble_arrow_points_at_the_start_lane(driver, site):
    """The arrow stands outside the bubble's start edge, its base on the bubble and its tip
    toward the lane: read from the pixels, in the arrow's own color."""
    direction, base = site
    open_page(driver, base + ITEM)
    bubble_el = driver.find_element("css selector", ".tl-main .tl-cell .tl-bubble")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", bubble_el)
    bubble = rect(driver, bubble_el)
    arrow = driver.execute_script("""
        const b = arguments[0], s = getComputedStyle(b, '::before'), r = b.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(b).borderTopWidth);
        return {left: r.left + border + parseFloat(s.left), top: r.top + border + parseFloat(s.top),
                width: parseFloat(s.width), height: parseFloat(s.height), color: s.backgroundColor};
    """, bubble_el)
    arrow["right"] = arrow["left"] + arrow["width"]
    # Outside the bubble, on its start side.
    if direction == "rtl":
        assert arrow["left"] >= bubble["right"] - TOL, (arrow, bubble)
    else:
        assert arrow["right"] <= bubble["left"] + TOL, (arrow, bubble)
    image = screenshot(driver)
    color = tuple(int(c) for c in arrow["color"].removeprefix("rgb(").removesuffix(")").split(","))[:3]

    def painted(x: float, y: float) -> bool:
        return max(abs(a - b) for a, b in zip(image.getpixel((round(x), round(y))), color)) <= 40

    # Near the top of its box the triangle is only as wide as its base: painted at the bubble's
    # side, not at the tip's; at mid-height it reaches the tip.
    near_bubble = arrow["left"] + 1 if direction == "rtl" else arrow["right"] - 2
    near_tip = arrow["right"] - 2 if direction == "rtl" else arrow["left"] + 1
    high, middle = arrow["top"] + arrow["height"] * .2, arrow["top"] + arrow["height"] / 2
    assert painted(near_bubble, high) and not painted(near_tip, high), arrow
    assert painted(near_tip - (1 if direction == "rtl" else -1), middle), arrow


def pointing(driver, element) -> tuple[float, float]:
    """Where a chevron (a square with its bottom and end borders, turned) points: its
    bottom-right corner, in its own box, through the computed transform."""
    a, b, c, d = driver.execute_script("""
        const t = getComputedStyle(arguments[0]).transform;
        if (t === 'none') return [1, 0, 0, 1];
        return t.slice(t.indexOf('(') + 1, -1).split(',').slice(0, 4).map(Number);
    """, element)
    return a + c, b + d


def test_the_tree_indents_and_points_from_the_start_side(driver, site):
    """A nested folder is indented from the start side (the right in Arabic); a closed
    folder's chevron points toward the end side, the page link's arrow too, and they stand
    at the end of the row."""
    direction, base = site
    open_page(driver, base)
    parent = driver.find_element("css selector", ".tl-tree details[open] > summary")
    nested = ".tl-tree details[open] > .tl-tree-list > .tl-tree-folder"
    child = driver.find_element("css selector", f"{nested} > details > summary, {nested} > .tl-tree-empty")
    outer, inner = rect(driver, parent), rect(driver, child)
    if direction == "rtl":
        assert inner["right"] <= outer["right"] - 16 and abs(inner["left"] - outer["left"]) <= TOL, (outer, inner)
    else:
        assert inner["left"] >= outer["left"] + 16 and abs(inner["right"] - outer["right"]) <= TOL, (outer, inner)

    closed = driver.find_element("css selector", ".tl-tree details:not([open]) > summary")
    chevron = closed.find_element("css selector", ".tl-tree-chevron")
    title = closed.find_element("css selector", ".tl-tree-title")
    x, y = pointing(driver, chevron)
    assert abs(y) < .01 and (x < 0 if direction == "rtl" else x > 0), (x, y)
    # The chevron, count and page link stand at the row's end, beyond the title.
    assert on_start_side(direction, rect(driver, title), rect(driver, chevron))
    # The page link's arrow (drawn pointing right) turns with the row.
    svg = closed.find_element("css selector", ".tl-tree-open svg")
    scale = driver.execute_script("""
        const t = getComputedStyle(arguments[0]).transform;
        return t === 'none' ? 1 : Number(t.slice(t.indexOf('(') + 1).split(',')[0]);
    """, svg)
    assert (scale < 0) == (direction == "rtl"), scale
    # Open, the chevron points down in both directions.
    x, y = pointing(driver, parent.find_element("css selector", ".tl-tree-chevron"))
    assert abs(x) < .01 and y > 0, (x, y)


def test_the_cluster_starts_at_the_start_side_and_stacks_toward_the_end(driver, site):
    """startFrom: left (the default theme's) puts the first person at the start end; each
    later avatar overlaps the one before from the end side and lies on top of it."""
    direction, base = site
    open_page(driver, base + ITEM)
    avatars = driver.find_elements("css selector", ".tl-main .tl-cell .tl-cluster .tl-avatar")
    assert len(avatars) == 3
    boxes = [rect(driver, a) for a in avatars]
    bubble = rect(driver, driver.find_element("css selector", ".tl-main .tl-cell .tl-bubble > div > div"))
    # The row sits at the start side of the bubble's content.
    edge = bubble["right"] - boxes[0]["right"] if direction == "rtl" else boxes[0]["left"] - bubble["left"]
    assert abs(edge) <= TOL, (edge, boxes[0], bubble)
    for earlier, later in zip(boxes, boxes[1:]):
        if direction == "rtl":
            assert later["left"] < earlier["left"] < later["right"] < earlier["right"], (earlier, later)
            overlap = (earlier["left"] + later["right"]) / 2
        else:
            assert earlier["left"] < later["left"] < earlier["right"] < later["right"], (earlier, later)
            overlap = (later["left"] + earlier["right"]) / 2
        on_top = driver.execute_script(
            "const hit = document.elementFromPoint(arguments[0], arguments[1]);"
            "return [...arguments[2]].indexOf(hit && hit.closest('.tl-avatar'));",
            overlap, (later["top"] + later["bottom"]) / 2, avatars)
        assert on_top == boxes.index(later), (on_top, overlap)
    # Each avatar's initials sit in the part the next one leaves uncovered.
    first = avatars[0]
    text = driver.execute_script("""
        const range = document.createRange(); range.selectNodeContents(arguments[0]);
        const r = range.getBoundingClientRect(); return {left: r.left, right: r.right};
    """, first)
    uncovered = (boxes[1]["right"], boxes[0]["right"]) if direction == "rtl" else (boxes[0]["left"], boxes[1]["left"])
    assert uncovered[0] - TOL <= text["left"] and text["right"] <= uncovered[1] + TOL, (text, uncovered)


def test_the_pager_and_item_navigation_run_from_the_start_side(driver, site):
    direction, base = site
    open_page(driver, base + "page/2/")
    earlier = rect(driver, driver.find_element("css selector", ".tl-pagination [rel=prev]"))
    pages = rect(driver, driver.find_element("css selector", ".tl-pagination-pages"))
    assert on_start_side(direction, earlier, pages), (earlier, pages)
    open_page(driver, base + ITEM)
    previous = rect(driver, driver.find_element("css selector", ".tl-item-nav-previous"))
    following = rect(driver, driver.find_element("css selector", ".tl-item-nav-next"))
    assert on_start_side(direction, previous, following), (previous, following)
    # The next item's label and title sit at the end side of its box.
    box = driver.find_element("css selector", ".tl-item-nav-next a")
    label = rect(driver, box.find_element("css selector", "span"))
    padding = float(driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).paddingLeft)", box))
    outer = rect(driver, box)
    gap = label["left"] - outer["left"] if direction == "rtl" else outer["right"] - label["right"]
    assert abs(gap - padding - 1) <= TOL, (gap, padding)


def test_breadcrumbs_run_from_the_start_side(driver, site):
    direction, base = site
    open_page(driver, base + "subjects/morning/")
    crumbs = driver.find_elements("css selector", ".tl-breadcrumbs li")
    assert len(crumbs) >= 2
    boxes = [rect(driver, c) for c in crumbs]
    for a, b in zip(boxes, boxes[1:]):
        assert on_start_side(direction, a, b), (a, b)


def test_the_widgets_mirror(driver, site):
    """On the notice board: the alert's bar at the start edge, the poll's bars filled from the
    start side (pixels), a quiz's answer mark at the option's end, the number at its start."""
    direction, base = site
    open_page(driver, base + "notices/")
    alert_el = driver.find_element("css selector", ".tl-alert")
    bar = driver.execute_script("""
        const s = getComputedStyle(arguments[0]); return [parseFloat(s.borderLeftWidth), parseFloat(s.borderRightWidth)];
    """, alert_el)
    assert bar == ([0, 4] if direction == "rtl" else [4, 0]), bar

    poll = driver.find_element("css selector", ".tl-poll-bar")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", poll)
    box = rect(driver, poll)
    percent = float(driver.execute_script("return parseFloat(arguments[0].style.getPropertyValue('--tl-poll-percent'))", poll))
    assert 20 < percent < 80, percent
    image = screenshot(driver)
    # The default theme's start lane color, which fills the bar: a plain "#rrggbb".
    color = driver.execute_script("return getComputedStyle(arguments[0]).getPropertyValue('--tl-left-line-color').trim()", poll)
    assert len(color) == 7 and color.startswith("#"), color
    fill = tuple(bytes.fromhex(color[1:]))
    y = round((box["top"] + box["bottom"]) / 2)

    def filled(share: float) -> bool:
        x = box["left"] + box["width"] * share
        return max(abs(a - b) for a, b in zip(image.getpixel((round(x), y)), fill)) <= 40

    start, end = (.98, .02) if direction == "rtl" else (.02, .98)
    assert filled(start) and not filled(end), (fill, image.getpixel((round(box["left"] + 2), y)))

    answer = driver.find_element("css selector", ".tl-quiz-answer")
    mark = rect(driver, answer.find_element("css selector", ".tl-quiz-mark"))
    outer = rect(driver, answer)
    gap = mark["left"] - outer["left"] if direction == "rtl" else outer["right"] - mark["right"]
    assert gap < 20, (mark, outer)


@pytest.mark.parametrize("page", ["", "notices/", "subjects/", ITEM])
def test_no_page_scrolls_sideways_at_320px(driver, example_ar_url, page):
    """Nothing sticks out of a narrow right-to-left page (the skip link waits off the end side)."""
    open_page(driver, example_ar_url + page, width=320)
    inner, scroll_width = driver.execute_script("return [innerWidth, document.documentElement.scrollWidth]")
    assert inner == 320
    assert scroll_width <= inner, f"scrollWidth {scroll_width} > {inner}"


# --------------------------------------------------------------------------
# axe and the Nu HTML Checker on the Arabic build


def test_axe_every_arabic_page(driver, example_ar_site, example_ar_url):
    pages = sorted(p.relative_to(example_ar_site).as_posix().removesuffix("index.html")
                   for p in example_ar_site.rglob("*.html") if p.name != "404.html")
    assert len(pages) > 20
    found = {}
    for page in pages:
        violations = scan(driver, example_ar_url + page)["violations"]
        if violations:
            found[page] = describe(violations)
    assert not found, "\n".join(f"/{page}: {text}" for page, text in found.items())


def test_arabic_pages_are_valid_html(example_ar_site):
    from test_html_valid import _report, run_validator
    code, messages, output = run_validator(example_ar_site)
    errors = [m for m in messages if m["kind"] in ("error", "fatal error")]
    assert not errors, _report(errors, example_ar_site)
    assert len(list(example_ar_site.rglob("*.html"))) > 20
