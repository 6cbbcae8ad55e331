"""Avatar clusters (ProfileClusterView) in real Chromium: k avatars and "+N"
with k + N = everyone, at every width, alignment and startFrom, with nothing
clipped or overflowing and no script."""

from __future__ import annotations

import itertools

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from browser_helpers import drawn_text

PEOPLE = ["ada", "Brian", "Chen Li", "Dana", "Emil", "Fatima", "Goran", "Hana", "Ines", "Jon", "Kofi", "Lea"]
SIZE, SPACING = 32, -8


def item(name, alignment, start):
    return (f"---\ntitle: {name}\nslug: {name}\npeople: [{', '.join(PEOPLE)}]\n"
            f"style:\n  clusterStyle: {{ alignment: {alignment}, startFrom: {start} }}\n---\nBody.\n")


VARIANTS = list(itertools.product(["left", "right", "center"], ["left", "right"]))


@pytest.fixture(scope="module")
def cluster_url(make_site, serve):
    files = {"tlsite.yml": "title: Clusters\ntimeline: { perPage: 0 }\n",
             "data/people.yml": "ada: { name: Ada Lovelace }\n"}
    for alignment, start in VARIANTS:
        files[f"content/{alignment}-{start}.md"] = item(f"{alignment}-{start}", alignment, start)
    return serve(make_site(files, name="clusters"))


def expected_slots(width):
    # ProfileClusterView.reloadDataInternal
    if width <= SIZE:
        return 1
    return int((width - SIZE) / (SIZE + SPACING)) + 1


@pytest.mark.parametrize("width", [200, 320, 480, 800])
@pytest.mark.parametrize("alignment,start", VARIANTS)
def test_shown_plus_more_is_everyone(driver, cluster_url, width, alignment, start):
    driver.get(cluster_url + f"{alignment}-{start}/")
    cluster = driver.find_element(By.CSS_SELECTOR, ".tl-cluster")
    driver.execute_script("arguments[0].style.width = arguments[1] + 'px'", cluster, width)
    shown = driver.execute_script("""
        const box = arguments[0].getBoundingClientRect();
        return [...arguments[0].querySelectorAll('.tl-cluster > ul > li')]
          .filter(e => e.checkVisibility({visibilityProperty: true}))
          .map(e => { const r = e.getBoundingClientRect();
                      return {element: e, more: e.classList.contains('tl-more'),
                              left: r.left - box.left, right: r.right - box.left, width: r.width}; });
    """, cluster)
    # What each shows as drawn: the initials, or the "+N" the stylesheet counts.
    for s, drawn in zip(shown, drawn_text(driver, [s["element"] for s in shown])):
        s["text"] = drawn["text"]
    avatars = [s for s in shown if not s["more"]]
    badges = [s for s in shown if s["more"]]
    slots = min(expected_slots(width), len(PEOPLE))
    assert len(shown) == slots
    hidden = int(badges[0]["text"].lstrip("+")) if badges else 0
    assert len(avatars) + hidden == len(PEOPLE)
    assert len(badges) == (1 if slots < len(PEOPLE) else 0)
    for s in shown:
        assert s["width"] == SIZE
        assert -0.5 <= s["left"] and s["right"] <= width + 0.5, f"{s} overflows a {width}px cluster"
    # Who sits first, and where the row sits.
    lefts = [s["left"] for s in shown]
    assert lefts == sorted(lefts, reverse=(start == "right"))
    first_text = shown[0]["text"]
    assert first_text == "AL", "the first person (an id from data/people.yml) comes first"
    row_left, row_right = min(lefts), max(s["right"] for s in shown)
    if slots < len(PEOPLE) or alignment == "left":
        assert row_left <= 0.5 or alignment != "left"
    if alignment == "right":
        assert abs(row_right - width) <= 0.5
    if alignment == "center":
        assert abs((row_left + row_right) / 2 - width / 2) <= 1


def test_names_stay_available(driver, cluster_url):
    driver.get(cluster_url + "left-left/")
    caption = driver.find_element(By.CSS_SELECTOR, ".tl-cluster > span")
    assert caption.get_attribute("textContent") == \
        "With Ada Lovelace, Brian, Chen Li, Dana, Emil, Fatima, Goran, Hana, Ines, Jon, Kofi and Lea."
    # The band of 8 slots draws "+5" in the 8th: the people from the 8th on, counted by the
    # stylesheet (the one "+N" item is empty). Neither the badge nor the linked avatars carry
    # a tooltip: the caption, shown under the row while the pointer is over the cluster, names
    # everyone.
    badge = driver.find_element(By.CSS_SELECTOR, ".tl-more")
    assert badge.get_attribute("innerHTML") == ""
    driver.execute_script("arguments[0].style.width = '200px'", driver.find_element(By.CSS_SELECTOR, ".tl-cluster"))
    assert drawn_text(driver, [badge])[0]["text"] == "+5"
    driver.execute_script("arguments[0].style.width = ''", driver.find_element(By.CSS_SELECTOR, ".tl-cluster"))
    assert badge.get_dom_attribute("title") is None
    assert all(a.get_dom_attribute("title") is None for a in driver.find_elements(By.CSS_SELECTOR, ".tl-avatar"))
    assert [a.get_attribute("aria-label") for a in driver.find_elements(By.CSS_SELECTOR, ".tl-avatar > a")][:3] == \
        ["Ada Lovelace", "Brian", "Chen Li"]
    assert caption.size["height"] <= 1, "the caption is hidden until the pointer is over the cluster"
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".tl-avatar")).perform()
    assert caption.is_displayed() and caption.size["height"] > 8 and caption.text.startswith("With Ada Lovelace")
    ActionChains(driver).move_by_offset(0, 400).perform()


def test_an_avatar_without_a_page_names_its_person_in_a_tooltip(driver, make_site, serve):
    out = make_site({"tlsite.yml": "title: No people pages\ntaxonomies: [tags]\ntimeline: { perPage: 0 }\n",
                     "content/one.md": "---\ntitle: One\npeople: [Ada, Brian]\n---\nBody.\n"}, name="cluster-unlinked")
    driver.get(serve(out))
    avatars = driver.find_elements(By.CSS_SELECTOR, ".tl-avatar")
    assert [a.get_dom_attribute("title") for a in avatars] == ["Ada", "Brian"]
    assert not driver.find_elements(By.CSS_SELECTOR, ".tl-avatar a")


def test_initials_cycle_colors_like_profile_cluster_view(driver, cluster_url):
    driver.get(cluster_url + "left-left/")
    colors = driver.execute_script(
        "return [...document.querySelectorAll('.tl-avatar')].slice(0, 6).map(e => getComputedStyle(e).backgroundColor)")
    c1, c2, c3 = "rgb(179, 235, 242)", "rgb(239, 154, 154)", "rgb(165, 214, 167)"
    assert colors == [c1, c3, c2, c1, c2, c3]


def test_an_items_own_number_of_colors_cycles_its_avatars(driver, make_site, serve):
    # The stylesheet colours avatars by place for the theme's three colours; an item with two
    # colours of its own is coloured by its own cycle (each avatar names its colour).
    out = make_site({"tlsite.yml": "title: Colors\ntimeline: { perPage: 0 }\n",
                     "content/two.md": "---\ntitle: Two\npeople: [A, B, C, D, E]\n"
                                       "style: { clusterStyle: { colors: ['#ff0000', '#0000ff'] } }\n---\nBody.\n",
                     "content/three.md": "---\ntitle: Three\npeople: [A, B, C, D, E, F, G]\n---\nBody.\n"},
                    name="cluster-colors")
    base = serve(out)
    colors = "return [...document.querySelectorAll('.tl-avatar')].map(e => getComputedStyle(e).backgroundColor)"
    driver.get(base + "two/")
    red, blue = "rgb(255, 0, 0)", "rgb(0, 0, 255)"
    assert driver.execute_script(colors) == [red, blue, red, blue, red]
    driver.get(base + "three/")
    c1, c2, c3 = "rgb(179, 235, 242)", "rgb(239, 154, 154)", "rgb(165, 214, 167)"
    assert driver.execute_script(colors) == [c1, c3, c2, c1, c2, c3, c1]
    # By place, not by style: the theme's avatars carry no style attribute.
    assert driver.execute_script("return document.querySelectorAll('.tl-avatar[style]').length") == 0


def test_an_items_larger_avatars_fill_their_band_when_the_people_are_fewer(driver, make_site, serve):
    # The bands are made for the theme's 32px; an item's own 48px avatars shrink only as far as
    # its own people need (min(slots, people)), so it carries its count; at the theme's size the
    # band's slots always fit and a cluster carries no style.
    out = make_site({"tlsite.yml": "title: Sizes\ntimeline: { perPage: 0 }\n",
                     "content/big.md": "---\ntitle: Big\npeople: [A, B]\nstyle: { clusterStyle: { size: 48 } }\n---\nBody.\n",
                     "content/many.md": f"---\ntitle: Many\npeople: [{', '.join(PEOPLE)}]\n---\nBody.\n"},
                    name="cluster-sizes")
    base = serve(out)
    widths = """const c = document.querySelector('.tl-cluster'); c.style.width = arguments[0] + 'px';
        return [...c.querySelectorAll('.tl-avatar')].filter(e => e.checkVisibility({visibilityProperty: true}))
          .map(e => e.getBoundingClientRect().width)"""
    driver.get(base + "big/")
    assert driver.execute_script(widths, 200) == [48, 48]
    driver.get(base + "many/")
    assert driver.execute_script("return document.querySelector('.tl-cluster').getAttribute('style')") is None
    for width, shown in ((200, 7), (320, 12), (60, 1)):
        assert driver.execute_script(widths, width) == [SIZE] * shown


OLD_CLUSTER = """<div class="tl-cluster tl-cluster--{{alignment}} tl-cluster--from-{{startFrom}}">
<span class="tl-visually-hidden tl-cluster-names">{{i18n.cell.with}}</span>
<ul class="tl-cluster-row">
{{#people}}<li class="tl-avatar" title="{{name}}">{{initials}}</li>
{{/people}}{{#more}}<li class="tl-more tl-more-{{slots}}" title="{{names}}" aria-hidden="true">{{i18n.cell.more}}</li>
{{/more}}</ul>
</div>
"""


@pytest.mark.parametrize("width", [60, 200, 320])
def test_a_partial_of_the_older_form_still_shows_one_badge_a_band(driver, make_site, serve, width):
    # Before issue 31 the partial wrote one `.tl-more-N` item a band; a site's own copy keeps working.
    out = make_site({"tlsite.yml": "title: Old cluster\ntimeline: { perPage: 0 }\n",
                     "templates/partials/cluster.html": OLD_CLUSTER,
                     "content/many.md": f"---\ntitle: Many\nslug: many\npeople: [{', '.join(PEOPLE)}]\n---\nBody.\n"},
                    name="cluster-old-form")
    driver.get(serve(out) + "many/")
    shown = driver.execute_script("""
        const c = document.querySelector('.tl-cluster'); c.style.width = arguments[0] + 'px';
        return [...c.querySelectorAll('.tl-cluster > ul > li')].filter(e => e.checkVisibility({visibilityProperty: true}))
          .map(e => [e.innerText.trim(), e.getBoundingClientRect().width]);""", width)
    slots = min(expected_slots(width), len(PEOPLE))
    assert len(shown) == slots and all(w == SIZE for _, w in shown)
    hidden = int(shown[-1][0].lstrip("+")) if slots < len(PEOPLE) else 0
    assert slots - (1 if hidden else 0) + hidden == len(PEOPLE)


def shown_badge(driver, width):
    """The cluster at `width`: how many of its items show, and the text its shown "+N" draws."""
    cluster = driver.find_element(By.CSS_SELECTOR, ".tl-cluster")
    driver.execute_script("arguments[0].style.width = arguments[1] + 'px'", cluster, width)
    shown = driver.execute_script("return [...arguments[0].querySelectorAll('ul > li')]"
                                  ".filter(e => e.checkVisibility({visibilityProperty: true}))", cluster)
    more = [e for e in shown if "tl-more" in e.get_attribute("class")]
    return len(shown), (drawn_text(driver, more)[0]["text"] if more else None)


@pytest.mark.parametrize("width", [60, 200, 320])
def test_a_plus_n_worded_otherwise_is_written_band_by_band(driver, make_site, serve, width):
    # The stylesheet can count "+N" only as "+" and a number: a site that words it otherwise
    # (its own i18n/en.yml) gets one badge a band in the page, each in its words.
    out = make_site({"tlsite.yml": "title: Worded\ntimeline: { perPage: 0 }\n",
                     "i18n/en.yml": 'cell.more: "{count}…"\n',
                     "content/many.md": f"---\ntitle: Many\nslug: many\npeople: [{', '.join(PEOPLE)}]\n---\nBody.\n"},
                    name="cluster-worded")
    driver.get(serve(out) + "many/")
    slots = min(expected_slots(width), len(PEOPLE))
    assert shown_badge(driver, width) == (slots, f"{len(PEOPLE) - slots + 1}…" if slots < len(PEOPLE) else None)


def test_more_people_than_slots_are_drawn_still_counts_everyone(driver, make_site, serve):
    # A cluster draws at most 100 avatars (Cluster.maxSlots); with more people its "+N" counts
    # the people past the band's slots, drawn or not, so it is written band by band.
    people = [f"P{n}" for n in range(130)]
    out = make_site({"tlsite.yml": "title: Crowd\ntimeline: { perPage: 0 }\n",
                     "content/crowd.md": f"---\ntitle: Crowd\nslug: crowd\npeople: [{', '.join(people)}]\n---\nBody.\n"},
                    name="cluster-crowd")
    driver.get(serve(out) + "crowd/")
    for width in (60, 200):
        slots = expected_slots(width)
        assert shown_badge(driver, width) == (slots, f"+{len(people) - slots + 1}")


def test_a_hidden_avatar_is_neither_focused_nor_read_out(driver, cluster_url):
    # The avatars a band hides stay in the box tree (so that the "+N" counts them) but are
    # unseen: no tab stop, no name in the accessibility tree.
    driver.get(cluster_url + "left-left/")
    cluster = driver.find_element(By.CSS_SELECTOR, ".tl-cluster")
    driver.execute_script("arguments[0].style.width = '200px'", cluster)
    links = driver.find_elements(By.CSS_SELECTOR, ".tl-avatar > a")
    hidden = [a for a in links if not driver.execute_script("return arguments[0].checkVisibility({visibilityProperty: true})", a)]
    assert len(hidden) == len(PEOPLE) - 7
    for link in hidden:
        driver.execute_script("arguments[0].focus()", link)
        assert driver.switch_to.active_element != link
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    links = {n["name"]["value"] for n in tree
             if not n.get("ignored") and n.get("role", {}).get("value") == "link" and "name" in n}
    assert {"Ada Lovelace", "Brian", "Goran"} <= links
    assert not links & {"Hana", "Ines", "Jon", "Kofi", "Lea"}
