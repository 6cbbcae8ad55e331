"""The timeline cell, drawn by a real browser.

A cell draws its two lanes itself: each lane's line is a layer of the cell's
background and its spot one of the cell's pseudo-elements. These tests read
what each lane draws (browser_helpers.tlLane), the lane and cell boxes, and
the pixels, and compare them with what CNTimelineCell draws for each line type.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from browser_helpers import (
    LINE_TYPES,
    decode_png,
    lane_drawing,
    line_type,
    measure_cells,
)

TOL = 0.5  # px

# CNTimelineCell's defaults (the default theme).
SPOT_OFFSET_Y = 29
SPOT_DIAMETER = 20
LINE_WIDTH = 6
LINE_COLOR = "rgb(0, 144, 182)"
SPOT_COLOR = "rgb(255, 255, 255)"
BORDER_COLOR = "rgb(0, 147, 51)"
BORDER_WIDTH = 2
CLEAR = "rgba(0, 0, 0, 0)"
LIGHT_GRAY = "rgb(170, 170, 170)"  # UIColor.lightGray
ORANGE = "rgb(255, 128, 0)"  # UIColor.orange
MAGENTA = "rgb(255, 0, 255)"  # UIColor.magenta
SYSTEM_GRAY6 = "rgb(242, 242, 247)"  # UIColor.systemGray6, light

# site-example: the sample day of CNTimelineCell's README, in order.
EXAMPLE_LEFT = ["none", "start", "spot", "line", "spot", "line", "spot", "spot", "line", "spot",
                "line", "end", "none", "start", "spot", "line", "spot", "line", "end", "none"]
EXAMPLE_RIGHT = ["none", "none", "none", "start", "spot", "line", "spot", "spot", "line", "spot",
                 "spot", "line", "spot", "line", "line", "spot", "line", "end", "none", "none"]

# Which parts of the lane each line type draws (CNTimelineCell's LineType).
DRAWS_SPOT = {"start", "spot", "end"}
DRAWS_LINE = {"start", "spot", "line", "end"}
LINE_THROUGH_TOP = {"spot", "line", "end"}  # the line comes in at the cell's top
LINE_THROUGH_BOTTOM = {"start", "spot", "line"}  # the line goes on below the cell


def near(a, b, tol=TOL):
    return a is not None and b is not None and abs(a - b) <= tol


def load_whole_day(driver, example_url):
    """site-example's home page with every page appended by Load more (10 items a page):
    the whole sample day in one list, the lanes joined across the pages' seam."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(example_url)
    cells = lambda d: len(d.find_elements(By.CSS_SELECTOR, ".tl-main .tl-timeline > li.tl-cell"))  # noqa: E731
    assert cells(driver) == 10, f"site-example's first page should show 10 items, found {cells(driver)}"
    while links := driver.find_elements(By.CSS_SELECTOR, ".tl-load-more a"):
        before = cells(driver)
        links[0].click()
        WebDriverWait(driver, 10).until(lambda d: cells(d) > before)


@pytest.fixture(scope="module")
def example_cells(_chromium, example_url):
    _chromium.set_window_size(1000, 1400)
    load_whole_day(_chromium, example_url)
    cells = measure_cells(_chromium)
    assert len(cells) == 20, f"site-example's home page should show its 20 items after Load more, found {len(cells)}"
    return cells


def test_example_cells_are_the_sample_day(example_cells):
    """The page holds the sample's 20 cells in order, with the sample's line types."""
    assert [line_type(c, "left") for c in example_cells] == EXAMPLE_LEFT
    assert [line_type(c, "right") for c in example_cells] == EXAMPLE_RIGHT


def test_lanes_fill_their_cell(example_cells):
    """Each lane box spans its cell from top to bottom, so lines can reach the cell edges."""
    for cell in example_cells:
        for side in ("left", "right"):
            lane = cell[f"{side}_lane"]
            assert near(lane["top"], cell["top"]), f"{cell['id']} {side} lane top {lane['top']} != cell top {cell['top']}"
            assert near(lane["height"], cell["height"]), (
                f"{cell['id']} {side} lane height {lane['height']} != cell height {cell['height']}")
            assert lane["width"] >= SPOT_DIAMETER, f"{cell['id']} {side} lane is {lane['width']} px wide"


def _check_drawing(cell, side, kind, *, offset_y=SPOT_OFFSET_Y):
    d = lane_drawing(cell, side)
    where = f"{cell['id']} ({side} lane, {kind})"
    assert d.spot_shown == (kind in DRAWS_SPOT), f"{where}: spot shown={d.spot_shown}"
    assert d.line_shown == (kind in DRAWS_LINE), f"{where}: line shown={d.line_shown}"
    h = d.lane_height
    expected_line = {
        "start": (offset_y, h),  # from the spot's centre down to the cell's bottom
        "spot": (0, h),  # through the whole cell
        "line": (0, h),
        "end": (0, offset_y),  # from the cell's top down to the spot's centre
    }.get(kind)
    if expected_line:
        top, bottom = expected_line
        assert near(d.line_top, top), f"{where}: line top {d.line_top}, expected {top}"
        assert near(d.line_bottom, bottom), f"{where}: line bottom {d.line_bottom}, expected {bottom}"
        assert near(d.line_centre_x, d.lane_width / 2), (
            f"{where}: line centred at x={d.line_centre_x}, lane is {d.lane_width} wide")
    if kind in DRAWS_SPOT:
        assert near(d.spot_centre_y, offset_y), f"{where}: spot centre y {d.spot_centre_y}, expected {offset_y}"
        assert near(d.spot_centre_x, d.lane_width / 2), (
            f"{where}: spot centred at x={d.spot_centre_x}, lane is {d.lane_width} wide")
    return d


@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("kind", LINE_TYPES)
def test_line_type_draws_as_cntimelinecell(example_cells, side, kind):
    """start: spot + line down from it; spot: spot on a full line; line: the line alone;
    end: line from the top to the spot + spot; none: nothing."""
    cells = [c for c in example_cells if f"tl-{side}-{kind}" in c["classes"]]
    assert cells, f"site-example has no cell with class tl-{side}-{kind}"
    for cell in cells:
        _check_drawing(cell, side, kind)


def test_default_line_style(example_cells):
    """Every drawn spot and line has LineStyle's defaults: spot at 29 px, 20 px wide, white,
    line 6 px wide in rgb(0, 144, 182)."""
    spots = lines = 0
    for cell in example_cells:
        for side in ("left", "right"):
            lane = cell[f"{side}_lane"]
            line, spot = lane["line"], lane["spot"]
            where = f"{cell['id']} {side}"
            if line["display"] != "none":
                lines += 1
                assert near(line["width"], LINE_WIDTH), f"{where}: line width {line['width']}"
                assert line["background"] == LINE_COLOR, f"{where}: line color {line['background']}"
                assert line["position"] == "background", f"{where}: the line is not the cell's own layer"
            if spot["display"] != "none":
                spots += 1
                assert near(spot["width"], SPOT_DIAMETER) and near(spot["height"], SPOT_DIAMETER), (
                    f"{where}: spot is {spot['width']}x{spot['height']}")
                assert near(spot["top"] + spot["height"] / 2, SPOT_OFFSET_Y), f"{where}: spot top {spot['top']}"
                assert spot["background"] == SPOT_COLOR, f"{where}: spot fill {spot['background']}"
                assert spot["borderRadius"] == "50%", f"{where}: spot is not round: {spot['borderRadius']}"
                assert spot["borderColor"] == LINE_COLOR, f"{where}: spot ring {spot['borderColor']}"
    # The sample day draws 11 + 9 spots and 17 + 15 lines (left + right).
    assert spots == 20 and lines == 32, f"{spots=} {lines=}"


@pytest.mark.parametrize("side", ["left", "right"])
def test_lines_of_consecutive_cells_meet(example_cells, side):
    """Where a lane's line passes the boundary between two cells, the first cell's line
    ends exactly where the next one's begins; where it does not, neither draws there."""
    joins = 0
    for upper, lower in zip(example_cells, example_cells[1:]):
        tu, tl = line_type(upper, side), line_type(lower, side)
        du, dl = lane_drawing(upper, side), lane_drawing(lower, side)
        pair = f"{upper['id']} ({tu}) / {lower['id']} ({tl}), {side} lane"
        down = tu in LINE_THROUGH_BOTTOM and near(du.line_bottom, du.lane_height)
        up = tl in LINE_THROUGH_TOP and near(dl.line_top, 0)
        assert down == up, f"{pair}: line drawn below the upper cell={down}, above the lower cell={up}"
        if down:
            upper_bottom = upper[f"{side}_lane"]["top"] + du.line_bottom
            lower_top = lower[f"{side}_lane"]["top"] + dl.line_top
            assert abs(upper_bottom - lower_top) <= TOL, (
                f"{pair}: line ends at y={upper_bottom:.2f}, next begins at y={lower_top:.2f}")
            assert near(upper[f"{side}_lane"]["left"] + du.line_centre_x,
                        lower[f"{side}_lane"]["left"] + dl.line_centre_x), f"{pair}: lines are not aligned"
            joins += 1
    expected = {"left": 15, "right": 14}[side]
    assert joins == expected, f"{side} lane: {joins} joins, expected {expected}"


def test_bubble_colors(example_cells):
    """Border rgb(0, 147, 51), orange on the first and last cell; the 4th cell has a
    lightGray background and an orange separator; the others clear and lightGray."""
    last = len(example_cells) - 1
    for i, cell in enumerate(example_cells):
        b = cell["bubble"]
        border = ORANGE if i in (0, last) else BORDER_COLOR
        background = LIGHT_GRAY if i == 3 else CLEAR
        separator = ORANGE if i == 3 else LIGHT_GRAY
        where = f"cell {i + 1} ({cell['id']})"
        assert b["borderColors"] == [border] * 4, f"{where}: border {b['borderColors']}"
        assert b["borderWidths"] == [BORDER_WIDTH] * 4, f"{where}: border widths {b['borderWidths']}"
        assert b["arrowColor"] == border, f"{where}: arrow {b['arrowColor']}"
        assert b["background"] == background, f"{where}: background {b['background']}"
        assert b["separatorColor"] == separator, f"{where}: separator {b['separatorColor']}"
        assert b["separatorStyle"] == "solid" and b["separatorWidth"] >= 1, (
            f"{where}: separator {b['separatorStyle']} {b['separatorWidth']}")


# ---------------------------------------------------------------------------
# What the browser paints


LINE_RGB = (0, 144, 182)
WHITE = (255, 255, 255)


@pytest.mark.parametrize("kind", LINE_TYPES)
def test_lane_pixels(driver, example_url, kind):
    """The pixels down the centre of a left lane: line color where the type draws a line,
    the white spot (ringed in the line color) at spotOffsetY, page background elsewhere."""
    from selenium.webdriver.common.by import By

    # The first cell of this kind, on the first page that has one (site-example has two).
    for page in ("", "page/2/"):
        driver.get(example_url + page)
        if cells := driver.find_elements(By.CSS_SELECTOR, f".tl-cell.tl-left-{kind}"):
            break
    assert cells, f"no page of site-example has a left lane of a {kind} cell"
    # The cell's pixels, down the middle of its first column (the left lane).
    img = decode_png(cells[0].screenshot_as_png)
    lane_width = driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).gridTemplateColumns)", cells[0])
    cx = int(lane_width) // 2
    y = SPOT_OFFSET_Y
    r = SPOT_DIAMETER // 2
    samples = {
        "top": img.pixel(cx, 2),
        "spot centre": img.pixel(cx, y),
        "spot ring": img.pixel(cx, y - r + 1),
        "between": img.pixel(cx, y + r + 4),
        "bottom": img.pixel(cx, img.height - 3),
        "beside the line": img.pixel(cx - LINE_WIDTH, img.height - 3),
    }
    line_or_bg = lambda drawn: LINE_RGB if drawn else WHITE  # noqa: E731
    expected = {
        "top": line_or_bg(kind in LINE_THROUGH_TOP),
        "spot centre": WHITE if kind in DRAWS_SPOT else line_or_bg(kind == "line"),
        "spot ring": LINE_RGB if kind in DRAWS_SPOT else line_or_bg(kind == "line"),
        "between": line_or_bg(kind in LINE_THROUGH_BOTTOM),
        "bottom": line_or_bg(kind in LINE_THROUGH_BOTTOM),
        "beside the line": WHITE,
    }
    assert samples == expected, f"left lane of a {kind} cell ({img.width}x{img.height})"


# ---------------------------------------------------------------------------
# Themes


FIXTURE_CONTENT = {
    "content/01-a.md": "---\ntitle: First\ndate: 2024-05-01T08:00:00Z\nleftType: start\nrightType: start\n---\nOne.\n",
    "content/02-b.md": "---\ntitle: Second\ndate: 2024-05-01T09:00:00Z\nleftType: spot\nrightType: line\n---\nTwo.\n",
    "content/03-c.md": "---\ntitle: Third\ndate: 2024-05-01T10:00:00Z\nleftType: end\nrightType: end\n---\nThree.\n",
}


def _fixture_site(make_site, theme_yml: str | None, name: str):
    files = dict(FIXTURE_CONTENT)
    if theme_yml is None:
        files["tlsite.yml"] = "title: Theme fixture\ntheme: default\ntimeline:\n  order: oldest-first\n"
    else:
        files["tlsite.yml"] = "title: Theme fixture\ntheme: t\ntimeline:\n  order: oldest-first\n"
        files["themes/t/theme.yml"] = theme_yml
    return make_site(files, name=name)


def _theme_values(driver, url) -> tuple[dict, list[dict]]:
    """The theme-driven computed values of a page's cells, as one flat dict.
    A value that differs between cells is an error of its own."""
    driver.get(url)
    cells = measure_cells(driver)
    assert [c["id"] for c in cells] == ["01-a", "02-b", "03-c"], [c["id"] for c in cells]
    per_cell = []
    for cell in cells:
        v = {}
        for side in ("left", "right"):
            lane = cell[f"{side}_lane"]
            spot, line = lane["spot"], lane["line"]
            kind = line_type(cell, side)
            v[f"{side}.lineWidth"] = line["width"]
            v[f"{side}.lineColor"] = line["background"]
            v[f"{side}.laneWidth"] = lane["width"]
            if kind in DRAWS_SPOT:
                v[f"{side}.spotDiameter"] = (spot["width"], spot["height"])
                v[f"{side}.spotColor"] = spot["background"]
                v[f"{side}.spotRing"] = spot["borderColor"]
                v[f"{side}.spotOffsetY"] = spot["top"] + spot["height"] / 2
        b = cell["bubble"]
        v["bubble.borderWidth"] = b["borderWidths"][0]
        v["bubble.borderColor"] = b["borderColors"][0]
        v["bubble.backgroundColor"] = b["background"]
        # The arrow is positioned in the bubble's padding box, inside its border.
        v["bubble.arrowCentreY"] = (b["top"] - cell["top"] + b["borderWidths"][0]
                                    + b["arrowTop"] + b["arrowHeight"] / 2)
        v["messageSeparator"] = b["separatorColor"]
        per_cell.append(v)
    merged: dict = {}
    for v in per_cell:
        for k, x in v.items():
            if k in merged:
                assert not _changed({k: merged[k]}, {k: x}), f"{k} differs between cells: {merged[k]} / {x}"
            else:
                merged[k] = x
    return merged, cells


def _changed(base: dict, other: dict) -> dict:
    out = {}
    for k in base.keys() | other.keys():
        a, b = base.get(k), other.get(k)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            same = abs(a - b) <= TOL
        elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
            same = len(a) == len(b) and all(abs(x - y) <= TOL for x, y in zip(a, b))
        else:
            same = a == b
        if not same:
            out[k] = b
    return out


@pytest.fixture(scope="module")
def default_theme_values(_chromium, make_site, serve):
    out = _fixture_site(make_site, None, "theme-default")
    _chromium.set_window_size(1000, 1400)
    values, cells = _theme_values(_chromium, serve(out))
    # The baseline is the default theme, the one CNTimelineCell's defaults describe.
    assert values["left.lineWidth"] == LINE_WIDTH and values["right.lineWidth"] == LINE_WIDTH
    assert values["left.spotOffsetY"] == SPOT_OFFSET_Y and values["bubble.borderColor"] == BORDER_COLOR
    assert values["bubble.arrowCentreY"] == pytest.approx(30, abs=TOL)  # arrowOffsetY
    return values


THEME_CASES = {
    # README's LineStyle variations, on the left lane only.
    "left-lineWidth-spotOffsetY": (
        "leftLineStyle: { lineWidth: 10, spotOffsetY: 50 }",
        {"left.lineWidth": 10, "left.spotOffsetY": 50},
    ),
    # The others, on the right lane: a smaller spot narrows the lane column.
    "right-spot-and-colors": (
        "rightLineStyle: { spotDiameter: 12, spotColor: orange, lineColor: magenta }",
        {"right.spotDiameter": (12, 12), "right.spotColor": ORANGE, "right.lineColor": MAGENTA,
         "right.spotRing": MAGENTA, "right.laneWidth": 12 + 28},
    ),
    # README's BubbleStyle variations and messageSeparator. A border wider
    # than the lane's padding leaves for the arrow widens both lanes: each
    # side of a spot keeps the arrow (9 px) and the border (8 px) and 1 px,
    # so the arrow never reaches the spot (issue #30): 20 + 2 * 18.
    "bubble": (
        "bubbleStyle: { borderWidth: 8, borderColor: orange, backgroundColor: systemGray6, arrowOffsetY: 50 }\n"
        "messageSeparator: magenta",
        {"bubble.borderWidth": 8, "bubble.borderColor": ORANGE, "bubble.backgroundColor": SYSTEM_GRAY6,
         "bubble.arrowCentreY": 50, "messageSeparator": MAGENTA, "left.laneWidth": 56, "right.laneWidth": 56},
    ),
}


@pytest.mark.parametrize("case", list(THEME_CASES))
def test_theme_value_changes_only_its_style(driver, make_site, serve, default_theme_values, case):
    """A site-local theme that extends default and sets a few keys changes exactly the
    computed values those keys drive; everything else keeps the default theme's value."""
    overrides, expected = THEME_CASES[case]
    out = _fixture_site(make_site, f"name: t\nextends: default\n{overrides}\n", f"theme-{case}")
    values, cells = _theme_values(driver, serve(out))
    changed = _changed(default_theme_values, values)
    assert set(changed) == set(expected), (
        f"changed {sorted(changed)}, expected exactly {sorted(expected)}; values: {changed}")
    for k, v in expected.items():
        got = changed[k]
        if isinstance(v, tuple):
            assert tuple(got) == pytest.approx(v, abs=TOL), f"{k}: {got}, expected {v}"
        elif isinstance(v, (int, float)):
            assert got == pytest.approx(v, abs=TOL), f"{k}: {got}, expected {v}"
        else:
            assert got == v, f"{k}: {got}, expected {v}"
    # The lane drawing still follows the new values: lines start and end at the spot.
    for cell in cells:
        for side in ("left", "right"):
            offset = values.get(f"{side}.spotOffsetY", SPOT_OFFSET_Y)
            _check_drawing(cell, side, line_type(cell, side), offset_y=offset)


# ---------------------------------------------------------------------------
# Narrow screens and screenshots


@pytest.mark.parametrize("page", ["", "page/2/", "06-09-00-am-12-00pm/", "08-01-00-pm/",
                                  "first-program/", "class-website/"])  # the last two: highlighted code
def test_no_horizontal_scroll_at_320px(driver, example_url, page):
    driver.set_window_size(320, 1400)
    driver.get(example_url + page)
    inner, scroll_width = driver.execute_script(
        "return [window.innerWidth, document.documentElement.scrollWidth]")
    assert inner == 320, f"window is {inner} px wide, not 320"
    assert scroll_width <= 320, f"{page or 'home'}: scrollWidth {scroll_width} > 320"
    # Every bubble and both lanes fit in the viewport, and the bubble keeps some room.
    for cell in measure_cells(driver):
        b = cell["bubble"]
        assert b["left"] >= 0 and b["left"] + b["width"] <= 320, f"{cell['id']}: bubble overflows"
        assert b["width"] >= 150, f"{cell['id']}: bubble only {b['width']} px wide at 320 px"
        for side in ("left", "right"):
            lane = cell[f"{side}_lane"]
            assert lane["left"] >= 0 and lane["left"] + lane["width"] <= 320, f"{cell['id']}: {side} lane off screen"
            drawing = lane_drawing(cell, side)
            if drawing.spot_shown or drawing.line_shown:
                assert lane["width"] >= SPOT_DIAMETER, f"{cell['id']}: {side} lane {lane['width']} px"
    # A code block wider than its bubble scrolls inside its <pre>; the <pre> itself stays in the bubble.
    for pre in driver.execute_script("""return [...document.querySelectorAll('.tl-bubble pre')].map(p => {
        const r = p.getBoundingClientRect(), b = p.closest('.tl-bubble').getBoundingClientRect();
        return {left: r.left, right: r.right, inside: [b.left, b.right], overflow: getComputedStyle(p).overflowX,
                scroll: p.scrollWidth, client: p.clientWidth}; })"""):
        assert pre["inside"][0] <= pre["left"] and pre["right"] <= pre["inside"][1], f"{page}: a <pre> leaves its bubble: {pre}"
        assert pre["scroll"] <= pre["client"] or pre["overflow"] in ("auto", "scroll"), f"{page}: a <pre> is cut off: {pre}"


def _full_page_png(driver) -> bytes:
    import base64

    w, h = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": w, "height": h, "scale": 1},
    })
    return base64.b64decode(shot["data"])


@pytest.mark.parametrize("width", [1000, 360])
def test_screenshot(driver, example_url, tmp_path, shots_dir, width):
    driver.set_window_size(width, 1400)
    load_whole_day(driver, example_url)
    png = _full_page_png(driver)
    name = f"site-example-{width}.png"
    (tmp_path / name).write_bytes(png)
    shutil.copyfile(tmp_path / name, shots_dir / name)
    img = decode_png(png)
    assert img.width <= width and img.width >= width - 20, f"screenshot is {img.width} px wide"
    assert img.height > 1400, f"screenshot is only {img.height} px high: not the whole page"
    # The timeline is on it: line, bubble border and orange border pixels.
    rows = img.rows[::3]
    sampled = type(img)(img.width, len(rows), img.channels, rows)
    for rgb in (LINE_RGB, (0, 147, 51), (255, 128, 0)):
        assert sampled.count(rgb, tolerance=1) > 50, f"no {rgb} pixels in {name}"


def test_a_cell_template_of_the_older_form_still_draws_its_lanes(driver, make_site, serve):
    """Before issue 31 a cell wrote two empty .tl-lane elements; a site's own copy of that
    template draws its lines and spots with them (and the cell draws nothing of its own)."""
    old = (Path(__file__).parent / "data" / "cell-before-issue-31.html").read_text()
    files = dict(FIXTURE_CONTENT)
    files["tlsite.yml"] = "title: Old cell\ntimeline:\n  order: oldest-first\n"
    files["templates/partials/cell.html"] = old
    base = serve(make_site(files, name="old-cell"))
    driver.set_window_size(1000, 1000)
    driver.get(base)
    drawn = driver.execute_script("""
        return [...document.querySelectorAll('.tl-cell')].map(cell => {
          const lane = cell.querySelector('.tl-lane--left'), r = lane.getBoundingClientRect();
          const line = getComputedStyle(lane, '::before'), spot = getComputedStyle(lane, '::after');
          return {line: line.display, spot: spot.display, spotY: parseFloat(spot.top) + parseFloat(spot.height) / 2,
                  laneWidth: r.width, bubbleColumn: getComputedStyle(cell.querySelector('.tl-bubble')).gridColumnStart,
                  own: [getComputedStyle(cell, '::before').display, getComputedStyle(cell, '::after').display,
                        getComputedStyle(cell).backgroundImage]};
        })""")
    assert [(d["line"], d["spot"]) for d in drawn] == [("block", "block")] * 3  # start, spot, end
    for d in drawn:
        assert near(d["spotY"], SPOT_OFFSET_Y) and d["laneWidth"] >= SPOT_DIAMETER and d["bubbleColumn"] == "2", d
        assert d["own"] == ["none", "none", "none"], d
