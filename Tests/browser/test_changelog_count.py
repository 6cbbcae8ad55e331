"""Nothing duplicated or lost: `tlsite changelog` on the messes of real
changelogs shows as many releases (`article.tl-kind-release`) and entries
(`li.tl-change`) on its home page as the file holds, counted without tlsite
by changelog_count.py (markdown-it-py for the file, html.parser for the site).

The synthetic files reproduce, in our own words, patterns found in the logs of
popular projects: conventional-changelog's `#` minors and `##` patches with
`<a name>` anchors, older `### vX.Y.Z (YYYY/MM/DD)` releases below them,
setext headings, `## Fixed` one level too high, ` * ` bullets and link
reference definitions between releases, bold section names, nested lists,
quotes and code that hold list markers.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from changelog_count import count_file, count_site, date_mismatches, read_date

CONVENTIONAL = """# Change Log

All notable changes are listed here.

<a name="3.1.0"></a>
# [3.1.0](https://example.org/compare/v3.0.1...v3.1.0) (2021-02-03)


### Bug Fixes

* **parser:** keep quotes ([#12](https://example.org/12)) ([abc1234](https://example.org/abc1234))


### Features

* add a flag
* **cli:** colors



<a name="3.0.1"></a>
## [3.0.1](https://example.org/compare/v3.0.0...v3.0.1) (2021-01-05)


### Bug Fixes

* crash on empty input


<a name="3.0.0"></a>
# [3.0.0](https://example.org/compare/v2.2.0...v3.0.0) (2020-12-01)

### BREAKING CHANGES

* options are now an object
* drop Node 8

### v2.2.0 (2020/11/02 10:00 +01:00)

- [#40](https://example.org/40) a fix (@someone)
- [#39, #38] translations
  (@two, @three)

### v2.1.0 (2020/10/01 09:30 +01:00)

- [#30](https://example.org/30) first
"""

KAC_MESSES = """# Changelog
All notable changes to this project will be documented in this file.

- a list in the introduction is not an entry

## [Unreleased]

## [2.0.0] - 2022-01-02

### Added
 * spaced bullet one
 * spaced bullet two

### Changed
* **breaking** renamed a thing

[2.0.0]: https://example.org/compare/v1.1.0...v2.0.0
[#12]: https://example.org/pull/12

## [1.1.0] - 2021-12-01

### Fixed

- one
- two

## Changed

- written one level too high

## [1.0.0] - 2021-11-1

**Added**
- bold section entry
  - nested, not an entry
    1. deeper

**Fixed:**
1. ordered entry

> - quoted, not an entry

```
- in code, not an entry
```

## Older releases

- see the archive

---
"""

SETEXT = """CHANGELOG
=========

2.0.0 (2015-07-15)
------------------

* one
* two
  continued

2.0.0-rc.1 (2015-06-18)
-----------------------

* three

1.9.0 (2015-05-02)
------------------

* four
"""

DATE_SPELLINGS = """# Changelog

## 4.0.0 - May 1, 2024

- a

## 3.0.0 (1 March 2024)

- b

## [2.1.0] - 2024/04/01

- c

## 2.0.0 - 2024.02.03

- d

## v1.2.0 - Sept. 3rd, 2023

- e

## 1.1.0 - 01-Mar-2023

- f

## 1.0.0

*25/12/2022*

- g

## 0.9.0 (01/05/2022)

- h
"""

CASES = {
    # name: (text, releases, entries) counted by hand
    "conventional-mixed-levels": (CONVENTIONAL, 5, 9),
    "keep-a-changelog-messes": (KAC_MESSES, 4, 8),  # `## Older releases` is no release
    "setext": (SETEXT, 3, 4),
    "date-spellings": (DATE_SPELLINGS, 8, 8),
}


def build(tlsite_bin: Path, changelog: Path, out: Path) -> Path:
    proc = subprocess.run([str(tlsite_bin), "changelog", str(changelog), "-o", str(out), "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out


@pytest.mark.parametrize("name", sorted(CASES))
def test_counts_of_synthetic_messes(name, tlsite_bin, tmp_path):
    text, releases, entries = CASES[name]
    counted = count_file(text)
    # The script's own reading agrees with a count by hand...
    assert (counted.releases, counted.entries) == (releases, entries)
    path = tmp_path / "CHANGELOG.md"
    path.write_text(text, encoding="utf-8")
    # ...and the site shows exactly as many, each release with its date and its entries.
    site = count_site(build(tlsite_bin, path, tmp_path / "site"))
    assert site == counted
    assert date_mismatches(counted, site) == []
    assert site.per_release == counted.per_release


@pytest.mark.parametrize("text, day", [
    ("## 1.0.0 - 2024-05-01", "2024-05-01"),
    ("## 1.0.0 (2024-5-1)", "2024-05-01"),
    ("## 1.0.0 - 2024-05-01T10:00:00+02:00", "2024-05-01"),
    ("## 1.0.0 - 2024/04/01", "2024-04-01"),
    ("## 1.0.0 - 2024.04.01", "2024-04-01"),
    ("## 1.0.0 - May 1, 2024", "2024-05-01"),
    ("## 1.0.0 - May 1 2024", "2024-05-01"),
    ("## 1.0.0 - Sept. 3rd, 2024", "2024-09-03"),
    ("## 1.0.0 - 1 March 2024", "2024-03-01"),
    ("## 1.0.0 (6th December, 2024)", "2024-12-06"),
    ("## 1.0.0 - 21st Mar 2024", "2024-03-21"),
    ("## 1.0.0 - 01-Mar-2024", "2024-03-01"),
    ("## 1.0.0 - 2024-Mar-01", "2024-03-01"),
    ("## 1.0.0 - 2024年5月1日", "2024-05-01"),
    ("## 1.0.0 - 25/12/2024", "2024-12-25"),
    ("## 1.0.0 - 12/25/2024", "2024-12-25"),
    ("## 1.0.0 - 01.05.2024", "2024-05-01"),
    ("## 1.0.0 - 01/05/2024", None),  # which way round, the file must say
    ("## 1.0.0 - February 30, 2024", None),
    ("## 1.0.0 - March 2024", None),
    ("## 1.0.0", None),
])
def test_dates_the_counter_reads(text, day):
    assert read_date(text)[0] == day


def test_an_ambiguous_date_is_read_as_the_file_says():
    counted = count_file("## 2.0.0 - 25/04/2024\n\n- a\n\n## 1.0.0 - 01/05/2024\n\n- b\n")
    assert counted.dates == ["2024-04-25", "2024-05-01"]


@pytest.mark.parametrize("changelog", ["CHANGELOG.md", "Tests/TLSiteTests/Fixtures/changelog/site/CHANGELOG.md"])
def test_counts_of_our_own_changelogs(changelog, tlsite_bin, repo_root, tmp_path):
    path = repo_root / changelog
    counted = count_file(path.read_text(encoding="utf-8"))
    assert counted.releases >= 1 and counted.entries >= 20
    assert count_site(build(tlsite_bin, path, tmp_path / "site")) == counted


LAYOUTS = {
    # fixture of Tests/TLContentTests/Fixtures/changelogs: (releases, entries) counted by hand
    "changesets": (3, 11),
    "conventional-changelog": (4, 8),
    "covector": (4, 9),
    "development-heading": (3, 4),
    "git-cliff": (3, 12),
    "keep-a-changelog-1.0": (4, 7),
    "keep-a-changelog-1.1": (5, 6),
    "keep-a-changelog-2.0": (6, 8),
    "lerna-changelog": (3, 9),
    "release-lines": (4, 5),
    "release-please": (3, 10),
    "standard-version": (5, 10),
    "sub-packages": (2, 8),
    "towncrier": (3, 9),
    "prettier": (4, 6),
    "towncrier-date-lines": (3, 4),
    "release-plan": (3, 8),  # the blueprint diff is a link, no change
    "release-please-python": (4, 9),
    "towncrier-h1": (3, 8),
    "conventional-changelog-vue": (4, 8),
    "pydantic-history": (4, 9),
    "tui-rs-headed-changes": (3, 9),
    "release-lines-below-headings": (5, 6),  # release-please's headings, then the older release lines
    "release-date-items": (6, 7),  # `* Release Dec 27, 2023` dates its release, no change
    "angular-commit-tables": (4, 7),  # each row of a `| Commit | Type | Description |` table is a change
}


def test_every_layout_fixture_is_counted(repo_root):
    folder = repo_root / "Tests/TLContentTests/Fixtures/changelogs"
    assert sorted(p.stem for p in folder.glob("*.md")) == sorted(LAYOUTS)


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_counts_of_each_layout(name, tlsite_bin, repo_root, tmp_path):
    path = repo_root / "Tests/TLContentTests/Fixtures/changelogs" / f"{name}.md"
    counted = count_file(path.read_text(encoding="utf-8"))
    assert (counted.releases, counted.entries) == LAYOUTS[name]
    site = count_site(build(tlsite_bin, path, tmp_path / "site"))
    assert site == counted
    assert date_mismatches(counted, site) == []
    assert site.per_release == counted.per_release
