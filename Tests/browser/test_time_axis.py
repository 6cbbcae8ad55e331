"""The time axis (issue #30): `timeline.groupBy` and `timeline.spacing: proportional`, measured.

A history of 24 items over six years, on one lane (so the left lane is one
line from the first spot to the last), grouped by year and spaced by time:
- each year's heading is a real <h2> written in the site's language, and
  the bubbles' titles below it are <h3>s; axe finds nothing, light and dark;
- the heading sticks to the top of the window while its year scrolls by,
  the latest on top of the earlier ones;
- the left lane's line runs through every heading: a column of pixels of a
  screenshot, from the bubble above the heading to the one below, is all
  the line's colour (in LTR and in RTL);
- the gap between two bubbles grows with the time between their items,
  stays within the usual gap and the usual gap plus --tl-time-gap-max, and
  every spot stays level with its bubble's arrow.
"""

from __future__ import annotations

import datetime as dt

import pytest

from browser_helpers import LANE_JS, decode_png
from test_axe import describe, scan

LINE = (0, 144, 182)  # the default theme's line colour
GAP_MAX = 120  # --tl-time-gap-max
BUBBLE_GAP = 20  # two bubbles' margins (10 px each) with no time gap
TOL = 1.5

# Six years, four items a year at uneven times: gaps from a day to many months.
DATES = [dt.date(1963 + y, m, d) for y in range(6) for (m, d) in ((1, 10), (1, 11), (5, 2), (11, 20))]


def history(language: str = "en", unit: str = "year") -> dict[str, str]:
    files = {"tlsite.yml": f"title: A history\nlanguage: {language}\ntimeline:\n  order: oldest-first\n"
                           f"  perPage: 0\n  groupBy: {unit}\n  spacing: proportional\n"}
    for n, date in enumerate(DATES):
        files[f"content/{date.isoformat()}-{n}.md"] = (f"---\ntitle: Event {n}\ndate: {date.isoformat()}\n"
                                                      f"lane: left\n---\nWhat happened on {date.isoformat()}.\n")
    return files


@pytest.fixture(scope="module")
def history_url(make_site, serve):
    return serve(make_site(history(), name="time-axis"))


@pytest.fixture(scope="module")
def history_ar_url(make_site, serve):
    return serve(make_site(history("ar"), name="time-axis-ar"))


def open_at(driver, url, width=1000, height=900):
    driver.set_window_size(width, height)
    driver.get(url)
    driver.execute_script("window.scrollTo(0, 0)")


def headings(driver):
    return driver.execute_script("""
        return [...document.querySelectorAll('.tl-period')].map(li => {
          const h = li.querySelector('.tl-period-heading'), r = h.getBoundingClientRect(), l = li.getBoundingClientRect();
          return {tag: h.tagName, text: h.textContent.trim(), datetime: h.querySelector('time').getAttribute('datetime'),
                  top: r.top, bottom: r.bottom, left: r.left, right: r.right, rowTop: l.top, rowBottom: l.bottom};
        })""")


def bubbles(driver):
    return driver.execute_script(LANE_JS + """
        return [...document.querySelectorAll('.tl-timeline > .tl-cell')].map(cell => {
          const b = cell.querySelector('.tl-bubble'), r = b.getBoundingClientRect();
          const arrow = getComputedStyle(b, '::before'), lane = tlLane(cell, 'left'), spot = lane.spot;
          return {id: cell.id, top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                  arrowY: r.top + parseFloat(arrow.top) + parseFloat(arrow.height) / 2,
                  spotY: lane.top + spot.top + spot.height / 2,
                  laneX: lane.left + lane.width / 2,
                  title: cell.querySelector('.tl-bubble > header > :not(time)').tagName};
        })""")


def test_each_year_has_a_real_heading(driver, history_url):
    open_at(driver, history_url)
    found = headings(driver)
    assert [h["text"] for h in found] == [str(1963 + y) for y in range(6)]
    assert {h["tag"] for h in found} == {"H2"}
    assert [h["datetime"] for h in found] == [str(1963 + y) for y in range(6)]
    assert {b["title"] for b in bubbles(driver)} == {"H3"}, "a bubble's title is one level below its year's heading"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_on_a_grouped_list(driver, history_url, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        results = scan(driver, history_url)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    assert not results["violations"], describe(results["violations"])


def test_the_heading_sticks_while_its_year_scrolls_by(driver, history_url):
    open_at(driver, history_url)
    third = headings(driver)[2]
    # Scroll so that the 1965 heading's place is well above the window, inside 1965.
    driver.execute_script("window.scrollTo(0, arguments[0])", third["rowBottom"] + 150)
    driver.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    now = headings(driver)
    assert abs(now[2]["top"]) <= TOL, f"the 1965 heading should be stuck at the window's top, is at {now[2]['top']}"
    assert now[3]["top"] > 100, "the next year's heading is still in its place below"
    # The latest stuck heading is the one seen: what lies under its middle is 1965's.
    x = (now[2]["left"] + now[2]["right"]) / 2
    seen = driver.execute_script("const e = document.elementFromPoint(arguments[0], arguments[1]);"
                                 "return e.closest('.tl-period').textContent.trim()", x, now[2]["top"] + 5)
    assert seen == "1965"
    # Stuck, it spans the bubbles' column, so no earlier heading shows beside it.
    assert now[2]["right"] - now[2]["left"] >= (bubbles(driver)[0]["right"] - bubbles(driver)[0]["left"]) - TOL


def lane_pixels(driver, x: float, top: float, bottom: float) -> list[tuple[int, int, int]]:
    image = decode_png(driver.get_screenshot_as_png())
    ratio = image.width / driver.execute_script("return innerWidth")
    return [image.pixel(round(x * ratio), round(y * ratio)) for y in range(int(top) + 1, int(bottom))]


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_the_lane_runs_on_through_every_heading(driver, history_url, history_ar_url, direction):
    open_at(driver, history_url if direction == "ltr" else history_ar_url, height=2000)
    cells = bubbles(driver)
    for heading in headings(driver)[1:]:
        if heading["rowBottom"] > 1990:
            break
        above = max((c for c in cells if c["bottom"] <= heading["rowTop"] + TOL), key=lambda c: c["bottom"])
        below = min((c for c in cells if c["top"] >= heading["rowBottom"] - TOL), key=lambda c: c["top"])
        # From the spot above to the spot below, the lane is the line, unbroken.
        pixels = lane_pixels(driver, above["laneX"], above["spotY"] + 12, below["spotY"] - 12)
        wrong = [p for p in pixels if max(abs(a - b) for a, b in zip(p, LINE)) > 8]
        assert not wrong, f"{direction}: the lane breaks at the {heading['text']} heading: {len(wrong)} of {len(pixels)} px are {wrong[:3]}"
        if direction == "rtl":
            assert above["laneX"] > heading["right"], "right to left, the start lane is right of the heading"
            assert heading["right"] >= above["right"] - TOL - 2, "and the heading stands at the bubbles' right (start) edge"
        else:
            assert heading["left"] <= above["left"] + TOL + 2


def test_a_heading_is_written_in_the_sites_language(driver, make_site, serve):
    open_at(driver, serve(make_site(history("ar", "month"), name="time-axis-ar-month")))
    found = headings(driver)
    assert [h["datetime"] for h in found][:3] == ["1963-01", "1963-05", "1963-11"]
    assert found[0]["text"] == "يناير 1963", found[0]["text"]
    assert all(any("\u0600" <= ch <= "\u06ff" for ch in h["text"]) for h in found), [h["text"] for h in found]


def test_gaps_grow_with_time_and_stay_within_bounds(driver, history_url):
    open_at(driver, history_url, height=900)
    cells = bubbles(driver)
    rows = headings(driver)
    pairs = []
    for n in range(1, len(cells)):
        a, b = cells[n - 1], cells[n]
        if any(a["bottom"] <= h["rowTop"] + TOL and h["rowBottom"] <= b["top"] + TOL for h in rows):
            continue  # a heading between them: its own gap is measured below
        pairs.append(((DATES[n] - DATES[n - 1]).days, b["top"] - a["bottom"]))
    assert len(pairs) >= 12
    for days, gap in pairs:
        assert BUBBLE_GAP - TOL <= gap <= BUBBLE_GAP + GAP_MAX + TOL, f"{days} days: a gap of {gap} px is out of bounds"
    by_time = sorted(pairs)
    for (d1, g1), (d2, g2) in zip(by_time, by_time[1:]):
        assert g2 >= g1 - TOL, f"{d2} days apart got less room ({g2} px) than {d1} days ({g1} px)"
    assert by_time[-1][1] - by_time[0][1] >= GAP_MAX / 2, f"the gaps hardly differ: {by_time}"
    # A day apart is almost the usual gap; the list's longest time gets the largest.
    assert by_time[0][0] == 1 and by_time[0][1] <= BUBBLE_GAP + GAP_MAX / 10 + TOL
    longest = max((DATES[n] - DATES[n - 1]).days for n in range(1, len(DATES)))
    assert by_time[-1][0] == longest and by_time[-1][1] >= BUBBLE_GAP + GAP_MAX - TOL, by_time
    for cell in cells:
        assert abs(cell["spotY"] - cell["arrowY"]) <= TOL, f"{cell['id']}: the spot left its arrow behind"


def test_without_the_keys_the_list_is_as_before(driver, make_site, serve):
    files = history()
    files["tlsite.yml"] = "title: A history\ntimeline:\n  order: oldest-first\n  perPage: 0\n"
    open_at(driver, serve(make_site(files, name="time-axis-off")))
    assert headings(driver) == []
    cells = bubbles(driver)
    gaps = {round(b["top"] - a["bottom"]) for a, b in zip(cells, cells[1:])}
    assert gaps == {BUBBLE_GAP}
    assert {c["title"] for c in cells} == {"H2"}
