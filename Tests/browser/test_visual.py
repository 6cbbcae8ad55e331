"""Visual regression: the first screen of a fixed set of pages (and of the
theme preview of every built-in theme), at 390 and 1280 px, light and dark, compared with the reference images committed in
Tests/browser/shots/ within a small tolerance.

A changed look is a reviewed change of the reference images, the way golden
HTML files are. Regenerate them with

    TLSITE_UPDATE_SHOTS=1 python3 -m pytest Tests/browser/test_visual.py -q -p no:cacheprovider

and look at every changed PNG (git diff --stat Tests/browser/shots; the
images themselves) before committing. On a mismatch, the actual image and a
diff are copied to $TLSITE_SHOTS_DIR (default /tmp/tlsite-shots).

The references are kept small: the first screen only, at half size, in a
palette of 128 colors. The live screenshot is reduced the same way, so
identical pages give identical images, and also put in the reference's own
palette: a few pixels drawn differently (text in a layer of its own,
antialiased otherwise) can move a palette of its own and recolor the
whole page. The closer of the two is compared.
"""

from __future__ import annotations

import io
import os
import subprocess
from pathlib import Path

import pytest

Image = pytest.importorskip("PIL.Image")
ImageChops = pytest.importorskip("PIL.ImageChops")

SHOTS = Path(__file__).resolve().parent / "shots"
UPDATE = os.environ.get("TLSITE_UPDATE_SHOTS") == "1"
WIDTHS = {390: 844, 1280: 800}  # window width: first screen's height
CHANGELOG = "Tests/TLSiteTests/Fixtures/changelog/site/CHANGELOG.md"

# A pixel differs when a channel moves by more than CHANNEL; a page matches
# when at most SHARE of its pixels differ (anti-aliasing, a font hinting change).
CHANNEL = 40
SHARE = 0.004

PAGES = {
    "home": ("example", ""),
    "item-fold-open": ("example", "06-09-00-am-12-00pm/"),
    "folder": ("example", "subjects/"),
    "notices": ("example", "notices/"),
    "changelog-release": ("changelog", "2.0.0/"),
    "theme-preview": ("preview", ""),
}
# The preview of every other built-in theme (each folder of Themes/), light and dark, 390 and 1280.
THEMES = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "Themes").iterdir() if (p / "theme.yml").is_file())
PAGES.update({f"theme-preview-{theme}": (f"preview-{theme}", "") for theme in THEMES if theme != "default"})
# Right to left (site-example in Arabic, docs/i18n.md): light only, the
# mirroring is the same in both schemes.
RTL_PAGES = {
    "home-ar": ("example-ar", ""),
}


@pytest.fixture(scope="module")
def sources(example_url, example_ar_url, tlsite_bin, repo_root, tmp_path_factory, serve):
    root = tmp_path_factory.mktemp("visual")
    commands = {
        "changelog": [str(tlsite_bin), "changelog", str(repo_root / CHANGELOG), "--quiet"],
        "preview": [str(tlsite_bin), "theme", "preview", "default"],
    }
    commands.update({f"preview-{theme}": [str(tlsite_bin), "theme", "preview", theme] for theme in THEMES if theme != "default"})
    for name, command in commands.items():
        proc = subprocess.run(command + ["-o", str(root / name)], capture_output=True, text=True, timeout=120, cwd=root)
        assert proc.returncode == 0, proc.stderr
    return {"example": example_url, "example-ar": example_ar_url, **{name: serve(root / name) for name in commands}}


def halve(png: bytes) -> "Image.Image":
    """The first screen at half size."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return image.resize((image.width // 2, image.height // 2), Image.Resampling.LANCZOS)


def reduce(image: "Image.Image") -> "Image.Image":
    """A halved screen in 128 colors of its own: small to commit."""
    return image.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def in_palette_of(image: "Image.Image", reference: "Image.Image") -> "Image.Image":
    """A halved screen in the reference's colors, as the reference was made from its own."""
    return image.quantize(palette=reference, dither=Image.Dither.NONE)


def shoot(driver, url: str, width: int, scheme: str, open_folds: bool) -> "Image.Image":
    driver.set_window_size(width, WIDTHS[width])
    features = [{"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-reduced-motion", "value": "reduce"}]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
    driver.get(url)
    driver.execute_script("localStorage.clear(); delete document.documentElement.dataset.tlScheme;")
    if open_folds:
        driver.execute_script("document.querySelectorAll('details.tl-fold').forEach(d => d.open = true)")
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    # The window's inner size is what the page lays out in; the capture is exactly that.
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    png = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "clip": {"x": 0, "y": 0, "width": inner[0], "height": inner[1], "scale": 1}})["data"]
    import base64
    return halve(base64.b64decode(png))


def difference(actual: "Image.Image", expected: "Image.Image") -> float:
    if actual.size != expected.size:
        return 1.0
    diff = ImageChops.difference(actual.convert("RGB"), expected.convert("RGB"))
    channels = diff.split()
    over = [band.point(lambda v: 255 if v > CHANNEL else 0) for band in channels]
    mask = ImageChops.lighter(ImageChops.lighter(over[0], over[1]), over[2])
    return mask.histogram()[255] / (actual.width * actual.height)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("page", sorted(PAGES))
def test_page_looks_as_reviewed(driver, sources, shots_dir, page, width, scheme):
    compare(driver, sources, shots_dir, PAGES[page], f"{page}-{width}-{scheme}.png", width, scheme, page == "item-fold-open")


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("page", sorted(RTL_PAGES))
def test_right_to_left_page_looks_as_reviewed(driver, sources, shots_dir, page, width):
    compare(driver, sources, shots_dir, RTL_PAGES[page], f"{page}-{width}-light.png", width, "light", False)


def compare(driver, sources, shots_dir, page, name, width, scheme, open_folds):
    source, path = page
    try:
        actual = shoot(driver, sources[source] + path, width, scheme, open_folds=open_folds)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": "light"}, {"name": "prefers-reduced-motion", "value": "no-preference"}]})
    reference = SHOTS / name
    if UPDATE:
        SHOTS.mkdir(exist_ok=True)
        reduce(actual).save(reference, optimize=True)
        return
    assert reference.is_file(), f"no reference image {reference}: run with TLSITE_UPDATE_SHOTS=1 and review it"
    expected = Image.open(reference)
    # Reduced as the reference was, or in the reference's palette when a few
    # pixels drawn otherwise moved the palette: a changed page differs in both.
    actual, share = min(((reduced, difference(reduced, expected))
                         for reduced in (reduce(actual), in_palette_of(actual, expected))), key=lambda pair: pair[1])
    if share > SHARE:
        actual.save(shots_dir / f"actual-{name}")
        diff = ImageChops.difference(actual.convert("RGB"), expected.convert("RGB"))
        diff.point(lambda v: min(255, v * 4)).save(shots_dir / f"diff-{name}")
    assert share <= SHARE, (
        f"{name}: {share:.2%} of the pixels differ from the reference (at most {SHARE:.1%}); "
        f"see {shots_dir}/actual-{name} and diff-{name}. If the change is meant, regenerate with "
        "TLSITE_UPDATE_SHOTS=1 and review the images.")


def test_references_stay_small():
    """The committed images stay light enough to keep in the repository."""
    if UPDATE:
        pytest.skip("regenerating")
    total = sum(p.stat().st_size for p in SHOTS.glob("*.png"))
    assert len(list(SHOTS.glob("*.png"))) == (2 * len(PAGES) + len(RTL_PAGES)) * len(WIDTHS)
    assert total < 900_000, f"{total} bytes of reference images"
