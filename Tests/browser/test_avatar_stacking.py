"""Which avatar lies on top where two overlap: what `theme new`'s scaffold
(the summary of clusterStyle.startFrom) says, checked in Chromium.

With a negative clusterStyle.spacing avatars overlap; whichever end the row
starts from, each avatar lies over the one before it, as in ProfileClusterView,
whose stack view is mirrored for `startFrom: right` (later arranged subviews
draw over earlier ones). So with `left` the right-hand one of two neighbours
is on top, with `right` the left-hand one.
"""
import pytest

ITEM = "---\ntitle: {start}\nslug: {start}\npeople: [ann, bob, cy]\nstyle:\n  clusterStyle: {{ startFrom: {start}, spacing: -16, size: 40 }}\n---\nBody\n"


@pytest.fixture(scope="module")
def stacking_url(make_site, serve):
    files = {f"content/{start}.md": ITEM.format(start=start) for start in ("left", "right")}
    return serve(make_site(files, name="stacking"))


@pytest.mark.parametrize("start", ["left", "right"])
def test_each_later_avatar_lies_over_the_one_before(driver, stacking_url, start):
    driver.get(stacking_url + f"{start}/")
    on_top = driver.execute_script("""
        const avatars = [...document.querySelectorAll('.tl-cluster .tl-avatar')];
        const result = [];
        for (let i = 0; i + 1 < avatars.length; i++) {
          const a = avatars[i].getBoundingClientRect(), b = avatars[i + 1].getBoundingClientRect();
          const left = Math.max(a.left, b.left), right = Math.min(a.right, b.right);
          if (right <= left) { result.push('no overlap'); continue; }
          const hit = document.elementFromPoint((left + right) / 2, (a.top + a.bottom) / 2);
          const top = avatars.indexOf(hit.closest('.tl-avatar'));
          result.push(top === (a.left > b.left ? i : i + 1) ? 'right-hand on top' : 'left-hand on top');
        }
        return result;
    """)
    later = "right-hand on top" if start == "left" else "left-hand on top"
    assert on_top == [later] * 2, on_top
