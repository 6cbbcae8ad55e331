"""Helpers shared by the browser tests: measuring timeline cells, reading PNGs."""

from __future__ import annotations

import re
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

# ---------------------------------------------------------------------------
# tlsite's own scripts

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "Templates"

# The inline scripts the built-in templates write on every page, exactly as written in the
# templates: none (assets/tlsite.js, loaded in the head, restores the light/dark choice).
TLSITE_SCRIPTS = [m.group(0) for name in ("base.html", "partials/scheme-toggle.html")
                  for m in re.finditer(r"<script>.*?</script>", (TEMPLATES / name).read_text(encoding="utf-8"), re.S)]
# The tag that loads the toggle, assets/tlsite.HASH.js (partials/scheme-toggle.html).
TLSITE_SCRIPT_TAG = re.compile(r'<script src="[^"<>]*assets/tlsite\.[0-9a-f]+\.js"></script>')


def without_tlsite_scripts(html: str) -> str:
    """A page without tlsite's own scripts, for checks that no user text became a script."""
    for script in TLSITE_SCRIPTS:
        html = html.replace(script, "")
    # The changelog search's script, loaded from assets/ (at any depth).
    html = re.sub(r'<script src="(?:\.\./)*assets/search\.js" defer></script>', "", html)
    return TLSITE_SCRIPT_TAG.sub("", html)

# ---------------------------------------------------------------------------
# Text as Chromium draws it

def drawn_text(driver, elements) -> list[dict]:
    """For each element, the text Chromium draws inside it, generated content
    included (::before and ::after, CSS counters resolved: a cluster's "+N"),
    and the box of its glyphs in viewport px: {"text": str, "box": {"left",
    "right", "top", "bottom"}, or None when nothing is drawn}. Text in a part that is
    not displayed or is visibility: hidden is not drawn. Read from the layout
    (DOMSnapshot), which the DOM's innerText and Range do not reach for
    generated content."""
    elements = list(elements)
    driver.execute_script("arguments[0].forEach((e, i) => e.setAttribute('data-tl-probe', i))", elements)
    try:
        scroll = driver.execute_script("return [window.scrollX, window.scrollY]")
        snap = driver.execute_cdp_cmd("DOMSnapshot.captureSnapshot", {"computedStyles": ["visibility"]})
    finally:
        driver.execute_script("arguments[0].forEach(e => e.removeAttribute('data-tl-probe'))", elements)
    strings, doc = snap["strings"], snap["documents"][0]
    nodes, layout = doc["nodes"], doc["layout"]
    probe = {}
    for index, attributes in enumerate(nodes["attributes"]):
        for name, value in zip(attributes[::2], attributes[1::2]):
            if strings[name] == "data-tl-probe":
                probe[index] = int(strings[value])
    found = [{"text": "", "box": None} for _ in elements]
    for entry, node in enumerate(layout["nodeIndex"]):
        text = layout["text"][entry]
        if text < 0 or not strings[text] or strings[layout["styles"][entry][0]] != "visible":
            continue
        owner = node
        while owner >= 0 and owner not in probe:
            owner = nodes["parentIndex"][owner]
        if owner < 0:
            continue
        x, y, w, h = layout["bounds"][entry]
        box = {"left": x - scroll[0], "right": x + w - scroll[0], "top": y - scroll[1], "bottom": y + h - scroll[1]}
        part = found[probe[owner]]
        part["text"] += strings[text]
        if part["box"] is None:
            part["box"] = box
        else:
            part["box"] = {"left": min(part["box"]["left"], box["left"]), "right": max(part["box"]["right"], box["right"]),
                           "top": min(part["box"]["top"], box["top"]), "bottom": max(part["box"]["bottom"], box["bottom"])}
    return [{"text": part["text"].strip(), "box": part["box"]} for part in found]

# ---------------------------------------------------------------------------
# Measuring the timeline in the page

# What a cell draws in each of its lanes, as the reader sees it. A cell draws
# its lanes itself (tlsite.css): the grid's first and last columns are the
# lanes (the start lane on the right, right to left), each lane's line a layer
# of the cell's background (the left lane's first), each spot one of its
# pseudo-elements (::before the left lane's, ::after the right one's).
# tlLane(cell, side) gives the lane's box (viewport px) and, relative to it,
# its line and spot: display, top, height, width, left (marginLeft 0), colours.
LANE_JS = r"""
function tlLane(cell, side) {
  const px = v => { const n = parseFloat(v); return Number.isFinite(n) ? n : null; };
  const c = cell.getBoundingClientRect(), cs = getComputedStyle(cell);
  const cols = cs.gridTemplateColumns.split(' ').map(parseFloat);
  // The theme's left lane is the grid's first column, which stands on the right in right to left.
  const width = side === 'left' ? cols[0] : cols[cols.length - 1];
  const laneLeft = (side === 'left') === (cs.direction !== 'rtl') ? 0 : c.width - width;  // from the cell's left edge
  // The line: this lane's background layer, its x from the cell's left edge.
  // A list of layers, split at its top-level commas (not those inside calc() or a gradient).
  const split = v => { const out = ['']; let depth = 0;
    for (const ch of v) { if (ch === ',' && depth === 0) { out.push(''); continue; }
      depth += ch === '(' ? 1 : ch === ')' ? -1 : 0; out[out.length - 1] += ch; }
    return out.map(x => x.trim()); };
  const layer = side === 'left' ? 0 : 1;
  const at = (v, size) => v.startsWith('calc(100% - ') ? size - parseFloat(v.slice(12)) : v.endsWith('%') ? size * parseFloat(v) / 100 : parseFloat(v);
  const [sw, sh] = split(cs.backgroundSize)[layer].split(' ');
  const lw = at(sw, c.width), lx = at(split(cs.backgroundPositionX)[layer], c.width - lw);
  const ly = at(split(cs.backgroundPositionY)[layer], c.height);
  const lh = Math.min(at(sh, c.height), c.height - ly);
  const image = split(cs.backgroundImage)[layer] || 'none';
  const color = (image.match(/rgba?\([^)]*\)/) || [null])[0];
  const line = {display: lw > 0 && lh > 0 && image !== 'none' ? 'block' : 'none', content: '""', position: 'background',
                top: ly, height: lh, width: lw, left: lx - laneLeft, marginLeft: 0, background: color,
                borderColor: null, borderWidth: null, borderRadius: null};
  const p = getComputedStyle(cell, side === 'left' ? '::before' : '::after');
  const spot = {display: p.display, content: p.content, position: p.position,
                top: px(p.top), height: px(p.height), width: px(p.width),
                left: p.display === 'none' ? null : px(p.left) - laneLeft, marginLeft: 0,
                background: p.backgroundColor, borderColor: p.borderTopColor, borderWidth: px(p.borderTopWidth),
                borderRadius: p.borderTopLeftRadius};
  return {left: c.left + laneLeft, top: c.top, width, height: c.height, right: c.left + laneLeft + width, line, spot};
}
"""

# Returns, for every .tl-cell of the page (document order), its box and, for
# each lane, the lane's box and what it draws (tlLane, above): lengths are CSS
# px (numbers; null where not a length), tops are document coordinates for
# boxes and lane-relative for the line and the spot.
MEASURE_CELLS_JS = LANE_JS + r"""
const px = v => { const n = parseFloat(v); return Number.isFinite(n) ? n : null; };
function lane(li, side) {
  const l = tlLane(li, side);
  return {top: l.top + scrollY, height: l.height, width: l.width, left: l.left + scrollX, line: l.line, spot: l.spot};
}
const root = arguments[0] ? document.querySelector(arguments[0]) : document;
return Array.from(root.querySelectorAll('.tl-cell')).map(li => {
  const r = li.getBoundingClientRect();
  const bubble = li.querySelector('.tl-bubble');
  const head = li.querySelector('.tl-bubble > header');
  const b = getComputedStyle(bubble), h = getComputedStyle(head);
  const arrow = getComputedStyle(bubble, '::before');
  const br = bubble.getBoundingClientRect();
  return {
    id: li.id, classes: Array.from(li.classList),
    top: r.top + scrollY, height: r.height, left: r.left + scrollX, width: r.width,
    left_lane: lane(li, 'left'), right_lane: lane(li, 'right'),
    bubble: {
      top: br.top + scrollY, left: br.left + scrollX, width: br.width, height: br.height,
      borderColors: [b.borderTopColor, b.borderRightColor, b.borderBottomColor, b.borderLeftColor],
      borderWidths: [b.borderTopWidth, b.borderRightWidth, b.borderBottomWidth, b.borderLeftWidth].map(px),
      background: b.backgroundColor,
      separatorColor: h.borderBottomColor, separatorWidth: px(h.borderBottomWidth),
      separatorStyle: h.borderBottomStyle,
      arrowColor: arrow.backgroundColor, arrowTop: px(arrow.top), arrowHeight: px(arrow.height),
    },
  };
});
"""

LINE_TYPES = ("start", "spot", "line", "end", "none")


def line_type(cell: dict, side: str) -> str:
    """The line type of a measured cell's lane, from its tl-SIDE-TYPE class."""
    found = [t for t in LINE_TYPES if f"tl-{side}-{t}" in cell["classes"]]
    assert len(found) == 1, f"cell {cell['id']} has {len(found)} {side} line type classes: {cell['classes']}"
    return found[0]


def measure_cells(driver, root_selector: str | None = None) -> list[dict]:
    return driver.execute_script(MEASURE_CELLS_JS, root_selector)


@dataclass(frozen=True)
class LaneDrawing:
    """What one lane of one cell draws, in px relative to the lane's top."""

    line_shown: bool
    spot_shown: bool
    line_top: float | None
    line_bottom: float | None
    line_width: float | None
    line_centre_x: float | None
    spot_centre_y: float | None
    spot_centre_x: float | None
    spot_width: float | None
    spot_height: float | None
    lane_height: float
    lane_width: float


def lane_drawing(cell: dict, side: str) -> LaneDrawing:
    lane = cell[f"{side}_lane"]
    line, spot = lane["line"], lane["spot"]
    line_shown = line["display"] != "none"
    spot_shown = spot["display"] != "none"

    def centre_x(p):
        if None in (p["left"], p["marginLeft"], p["width"]):
            return None
        return p["left"] + p["marginLeft"] + p["width"] / 2

    return LaneDrawing(
        line_shown=line_shown,
        spot_shown=spot_shown,
        line_top=line["top"] if line_shown else None,
        line_bottom=(line["top"] + line["height"]) if line_shown else None,
        line_width=line["width"] if line_shown else None,
        line_centre_x=centre_x(line) if line_shown else None,
        spot_centre_y=(spot["top"] + spot["height"] / 2) if spot_shown else None,
        spot_centre_x=centre_x(spot) if spot_shown else None,
        spot_width=spot["width"] if spot_shown else None,
        spot_height=spot["height"] if spot_shown else None,
        lane_height=lane["height"],
        lane_width=lane["width"],
    )


# ---------------------------------------------------------------------------
# PNG (what Chromium's screenshots are): just enough of a decoder to read pixels

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass
class Image:
    width: int
    height: int
    channels: int
    rows: list[bytes]

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        row = self.rows[y]
        i = x * self.channels
        return tuple(row[i : i + 3])

    def count(self, rgb: tuple[int, int, int], tolerance: int = 0) -> int:
        """How many pixels have this color (each channel within tolerance)."""
        n = 0
        c = self.channels
        r0, g0, b0 = rgb
        for row in self.rows:
            for i in range(0, len(row), c):
                if (abs(row[i] - r0) <= tolerance and abs(row[i + 1] - g0) <= tolerance
                        and abs(row[i + 2] - b0) <= tolerance):
                    n += 1
        return n


def decode_png(data: bytes) -> Image:
    """Decode an 8-bit, non-interlaced RGB or RGBA PNG."""
    assert data[:8] == _PNG_SIGNATURE, "not a PNG"
    pos = 8
    idat = bytearray()
    width = height = channels = None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _comp, _filt, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and color in (2, 6), f"unsupported PNG: {depth=} {color=}"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(bytes(idat))
    stride = width * channels
    rows: list[bytes] = []
    prev = bytearray(stride)
    p = 0
    for _ in range(height):
        ftype = raw[p]
        line = bytearray(raw[p + 1 : p + 1 + stride])
        p += 1 + stride
        bpp = channels
        if ftype == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif ftype == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xFF
        elif ftype == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif ftype == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                pred = a if (pa <= pb and pa <= pc) else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        else:
            assert ftype == 0, f"bad PNG filter {ftype}"
        rows.append(bytes(line))
        prev = line
    return Image(width, height, channels, rows)
