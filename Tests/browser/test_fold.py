"""Folding cards (FoldingCell) in real Chromium: a native <details> whose rest
unfolds in paper folds, one after another, with the configured durations."""

from __future__ import annotations

import shutil
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CARD = "[id='06-09-00-am-12-00pm']"  # site-example: fold: { folds: 3, durations: [0.33, 0.26, 0.26] }
DURATIONS = [0.33, 0.26, 0.26]


def transforms(driver, card):
    return driver.execute_script(
        "return [...arguments[0].querySelectorAll('.tl-fold > div > div')].map(p => getComputedStyle(p).transform)", card)


def is_open(driver, card):
    return driver.execute_script("return arguments[0].querySelector('details.tl-fold').open", card)


def media(driver, name, value):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": name, "value": value}]})


@pytest.fixture
def card(driver, example_url):
    driver.get(example_url)
    element = driver.find_element(By.CSS_SELECTOR, CARD)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    return element


def test_card_has_one_panel_per_fold_and_starts_closed(driver, card):
    assert not is_open(driver, card)
    panels = card.find_elements(By.CSS_SELECTOR, ".tl-fold > div > div")
    assert len(panels) == 3
    assert card.find_element(By.CSS_SELECTOR, ".tl-fold-face").is_displayed()
    assert not panels[0].is_displayed()


def test_click_opens_and_closes(driver, card):
    summary = card.find_element(By.CSS_SELECTOR, "summary")
    summary.click()
    assert is_open(driver, card)
    time.sleep(sum(DURATIONS) + 0.2)
    assert all(p.is_displayed() for p in card.find_elements(By.CSS_SELECTOR, ".tl-fold > div > div"))
    summary.click()
    assert not is_open(driver, card)


@pytest.mark.parametrize("key", [Keys.ENTER, Keys.SPACE])
def test_keyboard_opens_and_closes(driver, card, key):
    summary = card.find_element(By.CSS_SELECTOR, "summary")
    driver.execute_script("arguments[0].focus()", summary)
    summary.send_keys(key)
    assert is_open(driver, card)
    summary.send_keys(key)
    assert not is_open(driver, card)


def test_folds_unfold_in_sequence_within_their_durations(driver, card):
    media(driver, "prefers-reduced-motion", "no-preference")
    card.find_element(By.CSS_SELECTOR, "summary").click()
    start = time.monotonic()
    samples = []
    while time.monotonic() - start < sum(DURATIONS) + 0.6:
        samples.append((time.monotonic() - start, transforms(driver, card)))
        time.sleep(0.02)
    # Each fold starts rotated and ends flat.
    for fold in range(3):
        values = [t[fold] for _, t in samples]
        assert values[0] != "none", f"fold {fold} was not folded when the card opened"
        assert len(set(values)) > 2, f"fold {fold} did not move: {values}"
        assert values[-1] == "none", f"fold {fold} did not finish: {values[-1]}"
        done = next(at for at, t in samples if t[fold] == "none")
        expected_end = sum(DURATIONS[: fold + 1])
        assert done <= expected_end + 0.25, f"fold {fold} finished at {done:.2f} s, expected by {expected_end:.2f} s"
    # In sequence: the second fold is still folded while the first unfolds.
    first_moving = next(t for at, t in samples if t[0] != "none" and at > 0.05)
    assert first_moving[1] == first_moving[2] != "none"


def test_reduced_motion_opens_at_once(driver, card):
    media(driver, "prefers-reduced-motion", "reduce")
    try:
        card.find_element(By.CSS_SELECTOR, "summary").click()
        assert transforms(driver, card) == ["none"] * 3
        assert all(p.is_displayed() for p in card.find_elements(By.CSS_SELECTOR, ".tl-fold > div > div"))
    finally:
        media(driver, "prefers-reduced-motion", "no-preference")


def test_find_in_page_and_anchor_reach_closed_content(driver, make_site, serve):
    out = make_site({
        "tlsite.yml": "title: Fold\nmarkdown: { unsafe: true }\n",
        "content/card.md": "---\ntitle: Card\n---\nHead.\n\n<!--more-->\n\n<p id=\"deep\">Hidden needle text.</p>\n",
    }, name="fold-anchor")
    base = serve(out)
    driver.get(base + "card/#deep")
    details = driver.find_element(By.CSS_SELECTOR, "details.tl-fold")
    assert driver.execute_script("return arguments[0].open", details), "a link to an anchor inside should open the card"
    driver.get(base + "card/")
    # The closed content is in the DOM for find-in-page (Chromium opens <details> on a match).
    assert driver.execute_script("return document.body.textContent.includes('Hidden needle text.')")


def test_open_true_starts_open(driver, make_site, serve):
    out = make_site({
        "content/card.md": "---\ntitle: Card\nfold: { open: true, folds: 2 }\n---\nFace.\n\nFolded one.\n\nFolded two.\n",
    }, name="fold-open")
    driver.get(serve(out) + "card/")
    details = driver.find_element(By.CSS_SELECTOR, "details.tl-fold")
    assert driver.execute_script("return arguments[0].open", details)
    panels = driver.find_elements(By.CSS_SELECTOR, ".tl-fold > div > div")
    assert [p.text for p in panels] == ["Folded one.", "Folded two."]


def test_even_folds_take_their_share_of_the_themes_durations(driver, make_site, serve):
    # Without fold.durations the stylesheet times each panel by its place: of 4 panels, each
    # unfolds for a quarter of openDuration after the ones above it, and folds back for a
    # quarter of closeDuration after the ones below it.
    out = make_site({
        "tlsite.yml": "title: Fold\ntheme: t\n",
        "themes/t/theme.yml": "extends: default\nfoldStyle: { openDuration: 0.8, closeDuration: 0.4 }\n",
        "content/card.md": "---\ntitle: Card\nfold: { folds: 4 }\n---\nFace.\n\nOne.\n\nTwo.\n\nThree.\n\nFour.\n",
        "content/own.md": "---\ntitle: Own\nfold: { folds: 3 }\nstyle: { foldStyle: { openDuration: 1.2 } }\n---\nFace.\n\nOne.\n\nTwo.\n\nThree.\n",
    }, name="fold-even")
    base = serve(out)
    media(driver, "prefers-reduced-motion", "no-preference")
    times = """return [...document.querySelectorAll('#' + arguments[0] + ' .tl-fold > div > div')].map(p => {
        const s = getComputedStyle(p);
        return [s.transitionDuration.split(', ')[0], s.transitionDelay.split(', ')[0]]; })"""
    total = """const s = getComputedStyle(document.querySelector('#' + arguments[0] + ' .tl-fold'), '::details-content');
        return s.transitionDuration.split(', ')[0]"""
    def set_open(card, value):
        driver.execute_script("document.querySelector('#' + arguments[0] + ' .tl-fold').open = arguments[1]", card, value)
    driver.get(base)
    assert driver.execute_script("return document.querySelectorAll('.tl-fold > div > div[style], .tl-fold[style]').length") == 0
    set_open("card", False)
    assert driver.execute_script(times, "card") == [["0.1s", "0.3s"], ["0.1s", "0.2s"], ["0.1s", "0.1s"], ["0.1s", "0s"]]
    assert driver.execute_script(total, "card") == "0.4s"
    set_open("card", True)
    assert driver.execute_script(times, "card") == [["0.2s", "0s"], ["0.2s", "0.2s"], ["0.2s", "0.4s"], ["0.2s", "0.6s"]]
    assert driver.execute_script(total, "card") == "0.8s"
    # An item's own openDuration (its cell's style) times its panels.
    set_open("own", True)
    assert driver.execute_script(times, "own") == [["0.4s", "0s"], ["0.4s", "0.4s"], ["0.4s", "0.8s"]]


def test_works_without_javascript(example_site, tmp_path, shots_dir):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    try:
        driver.get((example_site / "index.html").as_uri())
        card = driver.find_element(By.CSS_SELECTOR, CARD)
        panel = card.find_element(By.CSS_SELECTOR, ".tl-fold > div > div")
        assert panel.rect["height"] == 0 or not panel.is_displayed()
        card.find_element(By.CSS_SELECTOR, "summary").click()
        time.sleep(sum(DURATIONS) + 0.3)
        assert panel.rect["height"] > 10, "the card did not open with JavaScript off"
        card.screenshot(str(shots_dir / "fold-open-no-js.png"))
    finally:
        driver.quit()
