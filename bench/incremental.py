#!/usr/bin/env python3
"""How long `tlsite serve` takes to put an edited item's page on disk.

usage: bench/incremental.py TLSITE_BINARY [N=10000] [EDITS=10]

Needs the shared corpus generator, ../shared/bench/gen_corpus.py (or
$TLSITE_SHARED/bench/gen_corpus.py): the project's shared folder, which is not
part of this repository; put it beside the repository or point TLSITE_SHARED
at it (docs/development.md, "Data from ../shared").

Generates N items with the shared corpus generator, starts
`tlsite serve` on them, then edits one item EDITS times (a new sentence in its
body) and, for each edit, measures the time from the file's write to the
moment the item's page in serve's output folder contains the new sentence
(polled every 0.5 ms), and to the moment serve reports the whole rebuild.
Then the same for EDITS edits of the item's title (what it shows: the layout
stays) and of its tags (where it goes: the site is laid out again). Prints the
median and the worst of each.
"""
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.join(os.environ.get("TLSITE_SHARED") or os.path.join(HERE, "..", "..", "shared"), "bench")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    generator = os.path.join(SHARED, "gen_corpus.py")
    if not os.path.isfile(generator):
        sys.exit(f"bench/incremental.py: needs {os.path.normpath(generator)}, the corpus generator of the "
                 "project's shared folder (not in this repository): put shared/ beside the repository "
                 "or set TLSITE_SHARED to it (docs/development.md)")
    tlsite = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    work = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"tlsite-incremental-{n}")
    corpus = os.path.join(work, "corpus")
    if not os.path.isdir(os.path.join(corpus, "content")):
        subprocess.run([sys.executable, os.path.join(SHARED, "gen_corpus.py"), str(n), corpus], check=True)
    site = os.path.join(work, "site")
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(os.path.join(corpus, "content"), os.path.join(site, "content"))
    with open(os.path.join(site, "tlsite.yml"), "w") as f:
        f.write("title: Benchmark timeline\ntimeline:\n  perPage: 20\n")
    serve_tmp = tempfile.mkdtemp(prefix="tlsite-incremental-serve-")
    env = dict(os.environ, TMPDIR=serve_tmp)
    proc = subprocess.Popen([tlsite, "serve", site, "--port", "0", "--no-reload", "--future"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    try:
        start = time.perf_counter()
        for line in proc.stdout:
            if line.startswith("Serving"):
                break
        else:
            sys.exit("tlsite serve stopped before serving")
        print(f"first build and start: {time.perf_counter() - start:.2f} s")
        output = glob.glob(os.path.join(serve_tmp, "tlsite-serve-*", "public"))[0]
        name = sorted(os.listdir(os.path.join(site, "content")))[n // 2]
        source = os.path.join(site, "content", name)
        page = os.path.join(output, name[:-3], "index.html")
        original = open(source).read()

        def measure(edit_text, shown=lambda marker: marker):
            """Times EDITS edits made by edit_text(original, marker), each done when the page shows
            shown(marker); returns the page and rebuild times."""
            page_times, rebuild_times = [], []
            for edit in range(edits):
                marker = f"Edited for the benchmark, round {edit}."
                time.sleep(0.3)
                with open(source, "w") as f:
                    f.write(edit_text(original, marker))
                written = time.perf_counter()
                while True:
                    try:
                        with open(page) as f:
                            if shown(marker) in f.read():
                                break
                    except FileNotFoundError:
                        pass
                    if time.perf_counter() - written > 30:
                        sys.exit("the page did not change within 30 s")
                    time.sleep(0.0005)
                page_times.append(time.perf_counter() - written)
                for line in proc.stdout:
                    if "rebuilt" in line:
                        rebuild_times.append(time.perf_counter() - written)
                        break
            return page_times, rebuild_times

        ms = lambda xs: f"median {statistics.median(xs) * 1000:6.1f} ms, worst {max(xs) * 1000:6.1f} ms"
        print(f"{n} items, {edits} edits of {name}")
        # A new sentence in the body: the layout stays, only the pages that show the item change.
        page_times, rebuild_times = measure(lambda text, marker: text.rstrip("\n") + "\n\n" + marker + "\n")
        print(f"  body edit, edited page on disk: {ms(page_times)}")
        print(f"  body edit, whole rebuild done:  {ms(rebuild_times)}")
        # A new title: shown on its page, its lists and its neighbours' pages; the layout stays.
        page_times, rebuild_times = measure(lambda text, marker: text.replace("\ntitle: ", f"\ntitle: {marker} ", 1))
        print(f"  title edit, edited page on disk: {ms(page_times)}")
        print(f"  title edit, whole rebuild done:  {ms(rebuild_times)}")
        # A new tag: where the item goes changes, so the whole site is laid out again.
        page_times, rebuild_times = measure(
            lambda text, marker: text.replace("\ntitle: ", "\ntags: [" + marker.split()[-1].rstrip(".") + "-edited]\ntitle: ", 1)
            if "\ntags: " not in text else text.replace("\ntags: [", "\ntags: [edited-" + marker.split()[-1].rstrip(".") + ", ", 1),
            shown=lambda marker: "edited-" + marker.split()[-1].rstrip("."))
        print(f"  tag edit, edited page on disk:   {ms(page_times)}")
        print(f"  tag edit, whole rebuild done:    {ms(rebuild_times)}")
        with open(source, "w") as f:
            f.write(original)
    finally:
        proc.terminate()
        proc.wait(timeout=120)
        shutil.rmtree(serve_tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
