#!/usr/bin/env python3
"""What highlighted code costs a whole build (issue #32).

usage: python3 bench/highlight.py TLSITE [BASELINE] [--items N] [--rounds R]

Three corpora are made from the shared one (../shared/bench/gen_corpus.py,
N items, default 10,000), cached under $TMPDIR/tlsite-highlight-N:

- nocode: the shared corpus with its fenced block taken out of every item;
- code:   nocode plus, in every third item, one fenced block of 10 to 40
          lines, the languages in turn (swift, yaml, json, bash, diff,
          python, js, ts, rust, go, c, html, css);
- plain:  code with the blocks' language word removed, so they stay plain.

Then, in alternating runs (R rounds, default 3), each a whole build
(`build --quiet --future`, 20 a page, into a folder emptied before the run,
timed by /usr/bin/time): with a BASELINE binary, BASELINE against TLSITE on
nocode (a build without code must be no slower); always, TLSITE on code
against TLSITE on plain (highlighting's own cost). It prints each run and
the medians of wall time, user and system CPU and peak RSS, the spans
written (`class="hl-`), and the load before and after.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("TLSITE_SHARED", os.path.join(REPO, "..", "shared"))
NAMES = ("timeline release change fix feature lane spot bubble theme fold cluster folder widget "
         "render parse build page item style color line width offset border").split()

# One unit of each language: a few complete lines, {n} a name, {k} a number.
UNITS = {
    "swift": ['/// Renders the {n} of an item.', 'func {n}{k}(_ item: Item) -> String {{',
              '    let width = item.width * {k} + 1', '    return "\\(item.title): \\(width)"', '}}'],
    "yaml": ['{n}{k}:', '  title: "The {n} {k}"   # shown on the page', '  enabled: true',
             '  sizes: [{k}, 2.5, null]'],
    "json": ['{{"name": "{n}{k}", "count": {k}, "on": true, "tags": ["{n}", null]}},'],
    "bash": ['# build {n} {k}', 'if [ -f "{n}.yml" ]; then', '  tlsite build --out "$HOME/{n}{k}" | tee log',
             'fi'],
    "diff": ['@@ -{k},3 +{k},3 @@', ' {n}: {k}', '-old_{n}: true', '+new_{n}: false'],
    "python": ['def {n}_{k}(item: dict) -> str:', '    """The {n} of an item."""',
               '    return f"{{item[\'title\']}}: {k}"  # kept', ''],
    "js": ['export function {n}{k}(items) {{', '  return items.filter((i) => i.size > {k}).map((i) => `${{i.title}}`);',
           '}}'],
    "ts": ['interface {N}{k} {{ title: string; size?: number }}',
           'const {n}{k} = (x: {N}{k}): number => x.size ?? {k};'],
    "rust": ['/// The {n} of an item.', 'pub fn {n}_{k}(item: &Item) -> Option<u32> {{',
             '    item.size.checked_mul({k}).map(|w| w + 1)', '}}'],
    "go": ['// {N}{k} is the {n} of an item.', 'func {N}{k}(item *Item) (int, error) {{',
           '\treturn item.Size * {k}, nil', '}}'],
    "c": ['/* the {n} of an item */', 'static int {n}_{k}(const struct item *it) {{',
          '    return it->size * {k} + (it->flags & 0x{k:x});', '}}'],
    "html": ['<section class="{n}" id="{n}-{k}">', '  <h2>The {n} {k}</h2>',
             '  <p><a href="/{n}/{k}/">{n}</a> &amp; more</p>', '</section>'],
    "css": ['.{n}-{k} {{', '  color: #{k:03x};', '  margin: {k}px auto;', '}}'],
}
LANGUAGES = list(UNITS)
FENCE = re.compile(r"```swift\n.*?\n```\n\n", re.S)


def block(rng: random.Random, language: str) -> str:
    target = rng.randint(10, 40)
    lines: list[str] = []
    while len(lines) < target:
        n, k = rng.choice(NAMES), rng.randint(1, 999)
        lines += [u.format(n=n, N=n.capitalize(), k=k) for u in UNITS[language]]
    if language == "json":
        lines = ["["] + lines[:target - 2] + ['{"end": true}', "]"]
    elif language == "diff":
        lines = ["--- a/site.yml", "+++ b/site.yml"] + lines[:target - 2]
    return "\n".join(lines)


def make_corpora(n: int, work: str) -> dict[str, str]:
    shared = os.path.join(work, "shared")
    if not os.path.isdir(os.path.join(shared, "content")):
        subprocess.run([sys.executable, os.path.join(SHARED, "bench", "gen_corpus.py"), str(n), shared],
                       check=True, stdout=subprocess.DEVNULL)
    sites = {name: os.path.join(work, name) for name in ("nocode", "code", "plain")}
    if all(os.path.isdir(os.path.join(s, "content")) for s in sites.values()):
        return sites
    rng = random.Random(32)
    for site in sites.values():
        shutil.rmtree(site, ignore_errors=True)
        os.makedirs(os.path.join(site, "content"))
        with open(os.path.join(site, "tlsite.yml"), "w") as f:
            f.write("title: Benchmark timeline\nbaseURL: https://example.org/\ntimeline:\n  perPage: 20\n")
    for i, name in enumerate(sorted(os.listdir(os.path.join(shared, "content")))):
        with open(os.path.join(shared, "content", name)) as f:
            text = f.read()
        nocode, count = FENCE.subn("", text)
        assert count == 1, f"{name}: {count} fenced blocks, expected 1"
        code = plain = nocode
        if i % 3 == 0:
            language = LANGUAGES[(i // 3) % len(LANGUAGES)]
            body = block(rng, language)
            # After the folded part's first paragraph, before its list.
            head, sep, tail = nocode.partition("\n\n- ")
            code = f"{head}\n\n```{language}\n{body}\n```{sep}{tail}"
            plain = f"{head}\n\n```\n{body}\n```{sep}{tail}"
        for site, content in (("nocode", nocode), ("code", code), ("plain", plain)):
            with open(os.path.join(sites[site], "content", name), "w") as f:
                f.write(content)
    return sites


def load() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def run(binary: str, site: str, out: str) -> dict:
    shutil.rmtree(out, ignore_errors=True)
    stats = out + ".time"
    proc = subprocess.run(["/usr/bin/time", "-o", stats, "-f", "%e %U %S %M",
                           binary, "build", "--quiet", "--future", site, "-o", out],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.exit(f"{binary} build {site} failed:\n{proc.stderr[-2000:]}")
    with open(stats) as f:
        wall, user, sys_, rss = f.read().split()[-4:]
    return {"wall": float(wall), "user": float(user), "sys": float(sys_), "rss": int(rss) / 1024}


def spans(out: str) -> int:
    total = 0
    for root, _, files in os.walk(out):
        for name in files:
            if name.endswith(".html"):
                with open(os.path.join(root, name), "rb") as f:
                    total += f.read().count(b'class="hl-')
    return total


def compare(title: str, runs: list[tuple[str, str, str]], rounds: int, scratch: str) -> None:
    print(f"\n{title}; load {load()}")
    print(f"{'run':>4} {'what':<28} {'wall s':>7} {'user s':>7} {'sys s':>6} {'RSS MiB':>8}")
    results: dict[str, list[dict]] = {label: [] for label, _, _ in runs}
    for r in range(rounds):
        for label, binary, site in runs:
            m = run(binary, site, os.path.join(scratch, "public"))
            results[label].append(m)
            print(f"{r + 1:>4} {label:<28} {m['wall']:>7.2f} {m['user']:>7.2f} {m['sys']:>6.2f} {m['rss']:>8.0f}",
                  flush=True)
    hl = {label: spans(os.path.join(scratch, "public")) if label == runs[-1][0] else None for label, _, _ in runs}
    print(f"median of {rounds}:")
    for label, _, _ in runs:
        med = {k: statistics.median(m[k] for m in results[label]) for k in ("wall", "user", "sys", "rss")}
        print(f"     {label:<28} {med['wall']:>7.2f} {med['user']:>7.2f} {med['sys']:>6.2f} {med['rss']:>8.0f}"
              f"   cpu {med['user'] + med['sys']:.2f} s")
    for label, count in hl.items():
        if count is not None:
            print(f"     spans class=\"hl-\" in the last output ({label}): {count}")
    print(f"load after: {load()}")


def main() -> None:
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("tlsite")
    parser.add_argument("baseline", nargs="?")
    parser.add_argument("--items", type=int, default=10000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(SHARED, "bench", "gen_corpus.py")):
        print(f"bench/highlight.py: needs {SHARED}/bench/gen_corpus.py, from the project's shared folder "
              "(not in this repository): put shared/ beside the repository, or set TLSITE_SHARED to it", file=sys.stderr)
        sys.exit(2)
    if not os.access("/usr/bin/time", os.X_OK):
        print("bench/highlight.py: needs /usr/bin/time (apt-get install time)", file=sys.stderr)
        sys.exit(2)
    tlsite = os.path.abspath(args.tlsite)
    work = os.path.join(tempfile.gettempdir(), f"tlsite-highlight-{args.items}")
    sites = make_corpora(args.items, work)
    blocks = sum(1 for name in os.listdir(os.path.join(sites["code"], "content"))
                 if "```" in open(os.path.join(sites["code"], "content", name)).read())
    print(f"{args.items} items; {blocks} of them with one block of 10-40 lines in code/plain; corpora in {work}")
    scratch = tempfile.mkdtemp(prefix="tlsite-highlight-out-")
    try:
        if args.baseline:
            baseline = os.path.abspath(args.baseline)
            compare("(a) no code blocks: baseline against tlsite",
                    [("baseline, nocode", baseline, sites["nocode"]), ("tlsite, nocode", tlsite, sites["nocode"])],
                    args.rounds, scratch)
        compare("(b) code blocks: plain against highlighted",
                [("tlsite, plain", tlsite, sites["plain"]), ("tlsite, code", tlsite, sites["code"])],
                args.rounds, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
