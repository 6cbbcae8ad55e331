"""The design in real Chromium: avatars whose initials no neighbour covers
(ProfileClusterView), UIKit's dynamic colors in both schemes, a theme fixed to
dark, and the visitor's light/dark toggle."""

from __future__ import annotations

import itertools
import math

import pytest
from selenium.webdriver.common.by import By

from browser_helpers import drawn_text

# Wide initials (W, M) are the hardest to keep uncovered.
PEOPLE = ["Mark Wood", "Wanda Moss", "Will Mann", "Max Webb", "Olga Wu", "Ada Lovelace", "Brian Kernighan",
          "Chen Li", "Dana Scully", "Emil Post", "Fatima Noor", "Goran Ivanov", "Hana Sato", "Ines Duarte"]
SIZES = [(32, -8), (24, -8), (48, -12), (64, -40), (40, 4)]  # (size, spacing); -40 is clamped to a quarter of 64


def item(slug, size, spacing, start, people):
    return (f"---\ntitle: {slug}\nslug: {slug}\npeople: [{', '.join(people)}]\n"
            f"style:\n  clusterStyle: {{ size: {size}, spacing: {spacing}, startFrom: {start} }}\n---\nBody.\n")


@pytest.fixture(scope="module")
def avatars_url(make_site, serve):
    files = {"tlsite.yml": "title: Avatars\ntimeline: { perPage: 0 }\n"}
    for (size, spacing), start in itertools.product(SIZES, ["left", "right"]):
        files[f"content/s{size}-{start}.md"] = item(f"s{size}-{start}", size, spacing, start, PEOPLE)
        files[f"content/s{size}-{start}-few.md"] = item(f"s{size}-{start}-few", size, spacing, start, PEOPLE[:3])
    files["content/huge.md"] = item("huge", 600, -8, "left", PEOPLE[:2])
    return serve(make_site(files, name="avatars"))


# For every visible avatar of a cluster (scrolled into view): its circle, and
# the circles (with their ring) of the avatars painted over it; `box` is the box
# of the text it draws (its initials, or the "+N" the stylesheet counts, from
# drawn_text), `hit` whether that text's centre is on top there.
CLUSTERS_JS = "return document.querySelectorAll('.tl-cluster')"
SHOWN_JS = r"""
arguments[0].scrollIntoView({block: 'center'});
return [...arguments[0].querySelectorAll('.tl-cluster > ul > li')].filter(e => e.checkVisibility({visibilityProperty: true}));
"""
MEASURE_JS = r"""
const [cluster, shown, boxes] = arguments;
const bubble = cluster.closest('.tl-bubble').getBoundingClientRect();
const circle = e => { const r = e.getBoundingClientRect();
  const ring = parseFloat(getComputedStyle(e).boxShadow.split(' ').slice(-1)[0]) || 0;
  return {x: r.left + r.width / 2, y: r.top + r.height / 2, r: r.width / 2, ring: ring, left: r.left, right: r.right}; };
const z = e => e.classList.contains('tl-more') ? 1 : 0;
return shown.map((e, i) => {
  const box = boxes[i];
  // Painted later (a later sibling, or a higher z-index) means painted over.
  const over = shown.filter((o, j) => o !== e && (z(o) > z(e) || (z(o) === z(e) && j > i))).map(circle);
  let hit = null;
  if (box) { const h = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    hit = h === e || e.contains(h); }
  return {cluster: cluster.closest('.tl-cell').id, more: e.classList.contains('tl-more'),
          circle: circle(e), box, over, hit, bubble: {left: bubble.left, right: bubble.right}};
});
"""


def measure(driver) -> list[dict]:
    out = []
    for cluster in driver.execute_script(CLUSTERS_JS):
        shown = driver.execute_script(SHOWN_JS, cluster)
        drawn = drawn_text(driver, shown)
        for avatar, text in zip(driver.execute_script(MEASURE_JS, cluster, shown, [d["box"] for d in drawn]), drawn):
            out.append({**avatar, "text": text["text"]})
    return out


def nearest_distance(box, x, y):
    """Distance from (x, y) to the nearest point of a box."""
    nx = min(max(x, box["left"]), box["right"])
    ny = min(max(y, box["top"]), box["bottom"])
    return math.hypot(nx - x, ny - y)


def farthest_distance(box, x, y):
    return max(math.hypot(cx - x, cy - y) for cx in (box["left"], box["right"]) for cy in (box["top"], box["bottom"]))


@pytest.mark.parametrize("width", [390, 1280])
def test_initials_are_never_covered(driver, avatars_url, width):
    driver.set_window_size(width, 1400)
    driver.get(avatars_url)
    measured = measure(driver)
    assert len(measured) > 40
    problems = []
    for a in measured:
        c, box = a["circle"], a["box"]
        where = f"{a['cluster']} {a['text']!r} at {width}px"
        assert box, f"{where}: no initials"
        # Inside its own circle (half a pixel for anti-aliasing)...
        if farthest_distance(box, c["x"], c["y"]) > c["r"] + 0.5:
            problems.append(f"{where}: initials {box} stick out of the circle {c}")
        # ...and clear of every circle (and ring) painted over it.
        for o in a["over"]:
            gap = nearest_distance(box, o["x"], o["y"]) - (o["r"] + o["ring"])
            if gap < 0:
                problems.append(f"{where}: initials covered by {-gap:.1f}px by the avatar at x={o['x']:.0f}")
        if not a["hit"]:
            problems.append(f"{where}: something else is on top of the initials")
        # The avatar stays inside the bubble.
        if c["left"] < a["bubble"]["left"] - 0.5 or c["right"] > a["bubble"]["right"] + 0.5:
            problems.append(f"{where}: avatar overflows the bubble")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", [390, 1280])
def test_plus_n_is_on_top_and_whole(driver, avatars_url, width):
    driver.set_window_size(width, 1400)
    driver.get(avatars_url)
    badges = [a for a in measure(driver) if a["more"]]
    # Every cluster of the full list ends in "+N" at 390 px.
    if width == 390:
        assert len(badges) == 2 * len(SIZES), [b["cluster"] for b in badges]
    for b in badges:
        assert b["text"].startswith("+") and b["over"] == [], f"{b['cluster']}: {b['over']} painted over +N"
        assert b["hit"], f"{b['cluster']}: +N is covered"


def test_names_are_shown_on_keyboard_focus(driver, avatars_url):
    """Tabbing to an avatar (a link to the person's page) shows everyone's names, those behind +N too."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    driver.set_window_size(390, 900)
    driver.get(avatars_url + "s32-left/")
    cluster = driver.find_element(By.CSS_SELECTOR, ".tl-cluster")
    names = cluster.find_element(By.CSS_SELECTOR, ".tl-cluster > span")
    assert names.rect["width"] <= 1
    for _ in range(40):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.execute_script("return arguments[0].contains(document.activeElement)", cluster):
            break
    focused = driver.switch_to.active_element
    assert driver.execute_script("return arguments[0].contains(document.activeElement)", cluster), "no avatar is a tab stop"
    assert focused.get_attribute("aria-label") == "Mark Wood"
    assert names.rect["width"] > 100, "the names do not show on focus"
    assert "Mark Wood" in names.text and "Ines Duarte" in names.text  # Ines is behind +N at 390 px


# --------------------------------------------------------------------------
# Dark mode


def scheme(driver, value):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": value}]})


@pytest.fixture(scope="module")
def dynamic_url(make_site, serve):
    return serve(make_site({
        "tlsite.yml": "title: Dynamic\ntimeline: { perPage: 0, spacer: { height: 10, colors: [systemGray5] } }\n",
        "content/a.md": "---\ntitle: A\nstyle:\n  bubbleStyle: { backgroundColor: systemGray6 }\n---\nBody with `code`.\n",
        "content/b.md": "---\ntitle: B\n---\nBody.\n",
    }, name="dynamic"))


def colors(driver):
    return driver.execute_script("""
        const s = e => { const el = document.querySelector(e); return el ? getComputedStyle(el) : {}; };
        return {bubble: s('#a .tl-bubble').backgroundColor, text: s('#a .tl-bubble').color,
                spacer: s('.tl-spacer').backgroundColor, page: s('body').backgroundColor};""")


def test_dynamic_colors_follow_the_scheme(driver, dynamic_url):
    try:
        scheme(driver, "light")
        driver.get(dynamic_url)
        light = colors(driver)
        scheme(driver, "dark")
        driver.get(dynamic_url)
        dark = colors(driver)
    finally:
        scheme(driver, "light")
    assert light["bubble"] == "rgb(242, 242, 247)" and dark["bubble"] == "rgb(28, 28, 30)"  # systemGray6
    assert light["spacer"] == "rgb(229, 229, 234)" and dark["spacer"] == "rgb(44, 44, 46)"  # systemGray5
    assert light["text"] == "rgb(0, 0, 0)" and dark["text"] == "rgb(255, 255, 255)"
    assert light["page"] != dark["page"]


def test_toggle_overrides_the_system_and_is_remembered(driver, dynamic_url):
    scheme(driver, "light")
    driver.get(dynamic_url)
    driver.execute_script("localStorage.clear()")
    driver.get(dynamic_url)
    toggle = driver.find_element(By.CSS_SELECTOR, ".tl-site-header button.tl-scheme-toggle")
    assert toggle.text == "Dark mode"
    toggle.click()
    assert colors(driver)["bubble"] == "rgb(28, 28, 30)"
    driver.get(dynamic_url)  # remembered
    assert driver.execute_script("return document.documentElement.dataset.tlScheme") == "dark"
    assert colors(driver)["bubble"] == "rgb(28, 28, 30)"
    driver.find_element(By.CSS_SELECTOR, ".tl-scheme-toggle").click()
    assert colors(driver)["bubble"] == "rgb(242, 242, 247)"
    driver.execute_script("localStorage.clear()")


def test_the_toggle_is_named_in_the_site_language(driver, make_site, serve):
    # English pages leave the names to the script (no data-tl-light/-dark); any other wording is written.
    url = serve(make_site({
        "tlsite.yml": "title: Clair\nlanguage: fr\n",
        "content/a.md": "---\ntitle: A\n---\nCorps.\n",
    }, name="toggle-fr"))
    scheme(driver, "light")
    driver.get(url)
    driver.execute_script("localStorage.clear()")
    driver.get(url)
    toggle = driver.find_element(By.CSS_SELECTOR, ".tl-site-header button.tl-scheme-toggle")
    assert toggle.text == "Mode sombre"
    toggle.click()
    assert toggle.text == "Mode clair"
    driver.execute_script("localStorage.clear()")
    english = serve(make_site({
        "tlsite.yml": "title: Light\n",
        "i18n/en.yml": "page.scheme.dark: Lights off\n",
        "content/a.md": "---\ntitle: A\n---\nBody.\n",
    }, name="toggle-en-own"))
    driver.get(english)
    toggle = driver.find_element(By.CSS_SELECTOR, ".tl-site-header button.tl-scheme-toggle")
    assert toggle.text == "Lights off"
    toggle.click()
    assert toggle.text == "Light mode"
    driver.execute_script("localStorage.clear()")


def test_a_dark_theme_is_dark_whatever_the_system(driver, make_site, serve):
    url = serve(make_site({
        "tlsite.yml": "title: Dark\ntheme: dark\n",
        "content/a.md": "---\ntitle: A\nstyle:\n  bubbleStyle: { backgroundColor: systemGray6 }\n---\nBody.\n",
    }, name="dark-theme"))
    scheme(driver, "light")
    driver.get(url)
    assert colors(driver)["bubble"] == "rgb(28, 28, 30)"
    assert driver.execute_script("return document.body.style && getComputedStyle(document.documentElement).colorScheme") == "dark"
    # No toggle: the theme fixes the scheme.
    assert not driver.find_elements(By.CSS_SELECTOR, ".tl-scheme-toggle")


def test_no_toggle_without_javascript(example_site):
    html = (example_site / "index.html").read_text(encoding="utf-8")
    assert "<button" not in html, "the toggle is made by script, so a page without script has none"


HEADER = "const h = document.querySelector('.tl-site-header'); return [h.getBoundingClientRect().height, !!h.querySelector('.tl-scheme-toggle')];"


@pytest.mark.parametrize("width", [390, 1280])
def test_the_toggle_arriving_moves_nothing(driver, example_url, make_site, serve, width):
    # The script appends the toggle after the header has been painted (it
    # ends the body): the header keeps the button's room from the start, so
    # nothing below it moves (a layout shift of the whole page otherwise).
    # A theme fixed to one scheme has no toggle and keeps no room.
    dark_url = serve(make_site({"tlsite.yml": "title: Dark\ntheme: dark\n",
                                "content/a.md": "---\ntitle: A\n---\nBody.\n"}, name="dark-header"))
    driver.set_window_size(width, 900)
    heights = {}
    for url in (example_url, dark_url):
        for script in (True, False):
            driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not script})
            try:
                driver.get(url)
                heights[url, script] = driver.execute_script(HEADER)
            finally:
                driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    with_toggle, without_script = heights[example_url, True], heights[example_url, False]
    assert with_toggle[1] and not without_script[1]
    assert with_toggle[0] == without_script[0], f"the header grows when the toggle arrives: {heights}"
    fixed_script, fixed_none = heights[dark_url, True], heights[dark_url, False]
    assert not fixed_script[1] and fixed_script[0] == fixed_none[0]
    assert fixed_script[0] < with_toggle[0], "a theme with no toggle keeps no room for one"
