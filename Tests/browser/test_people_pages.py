"""The people index and a person's page (issue #30), measured at 390 and 1280 px.

A row of people/ keeps its count on one line ("2 items", never "2" above
"items") whatever the name's length, and a person's page says the name once,
in its heading, not again in the line below it.
"""

from __future__ import annotations

import pytest

NAMES = {"a": "Maria Fernanda de la Cruz Hernández", "b": "Bartholomew Montgomery-Smythe", "c": "Li"}


@pytest.fixture(scope="module")
def people_url(make_site, serve):
    files = {"tlsite.yml": "title: People\n",
             "data/people.yml": "".join(f"{k}: {{ name: {v} }}\n" for k, v in NAMES.items())}
    for n in range(3):
        files[f"content/t{n}.md"] = f"---\ntitle: T{n}\ndate: 2024-05-0{n + 1}\npeople: [a, b, c]\n---\nBody.\n"
    return serve(make_site(files, name="people"))


@pytest.mark.parametrize("width", [390, 1280])
def test_a_count_stays_on_one_line(driver, people_url, width):
    driver.set_window_size(width, 900)
    driver.get(people_url + "people/")
    rows = driver.execute_script("""
        return [...document.querySelectorAll('.tl-person-row')].map(row => {
          const count = row.querySelector('.tl-terms-count'), name = row.querySelector('a');
          const line = parseFloat(getComputedStyle(count).lineHeight) || parseFloat(getComputedStyle(count).fontSize) * 1.6;
          return {text: count.textContent, height: count.getBoundingClientRect().height, line: line,
                  nameRight: name.getBoundingClientRect().right, countLeft: count.getBoundingClientRect().left};
        })""")
    assert len(rows) == 3
    for row in rows:
        assert row["text"] == "3 items"
        assert row["height"] <= row["line"] * 1.2, f"{width} px: '{row['text']}' wraps ({row['height']} px high)"
        assert row["nameRight"] <= row["countLeft"] + 1, f"{width} px: the name runs under the count"


@pytest.mark.parametrize("width", [390, 1280])
def test_a_persons_page_names_them_once(driver, people_url, width):
    driver.set_window_size(width, 900)
    driver.get(people_url + "people/a/")
    heading, line = driver.execute_script(
        "return [document.querySelector('h1').textContent, document.querySelector('.tl-person p').textContent]")
    assert heading == NAMES["a"]
    assert NAMES["a"] not in line and line.startswith("3 items"), line
