"""Counts a Keep a Changelog file's releases and entries without tlsite, and
the same on a site `tlsite changelog` built from it.

    python3 Tests/browser/changelog_count.py CHANGELOG.md SITE_FOLDER
    python3 Tests/browser/changelog_count.py CHANGELOG.md          # the file side only

The file side is parsed by markdown-it-py (CommonMark), read the simple way a
person reads the format (docs/changelog.md, "How a file is read"):

- a heading names a version when a word of it is a version (`1.2`, `v1.2.0`,
  `2.0.0-rc.1`), `Unreleased`, or a date `YYYY-MM-DD`; each such heading is
  a release, whatever its level (conventional-changelog writes minor
  releases as `#` and patches as `##`);
- except a sub-package's section, `### poetry-core (2.4.0)` (a name, then a
  version in parentheses);
- above the first release, a development heading (`## master`, `## main`,
  `## HEAD`, `## next`, `## Unreleased changes`) is a release too;
- a heading naming a version pattern (`5.4.x`, `4.x`) names none;
- a heading at the same level as the release above it that names no version
  (`## Older releases`, `## Migration guide`), when that level is the
  shallowest of the releases, is no release, and the lists below it up to the
  next release are no entries, unless it is a section name (`## Fixed` written
  one level too high is a section of the release; `### Bug Fixes` under a
  `### [1.0.1]` patch of standard-version is a section);
- a file without any such heading may write its releases as paragraphs of a
  version and a date (`v10.9.0 - August 21, 2026`), each a release; so may a
  file below its last release heading (espree's older releases below
  release-please's), but for a line naming the version of its release;
- the entries are the items of the lists at the top level of the document
  below the first release, but for the lists of people under lerna-changelog's
  `Committers: 2` headings (a list inside a quote, or nested in an item, is
  not a list of entries), and for the lists of a release that follow a
  paragraph right below its heading and stand above a heading inside it
  (`### Added`): those are the release's notes (a list right below the
  release heading is entries), and for the first item
  of a release's first list when it only says the release's date (moment's
  `* Release Dec 27, 2023`: the date; its nested items are entries);
- a heading inside a release that names a pull request or issue
  (`#### TypeScript: Support import defer (#19624 by @fisker)`, prettier's
  changes), or starts `BREAKING:`, is one entry, and what stands below it up
  to the next heading as deep or shallower is that entry's body; so is a
  heading below a section heading with prose right below it (tui-rs's
  `#### Easier cursor management`); above a list (`#### Parser`), it groups;
- below Changesets' `### Major Changes`, a heading after an entry is that
  entry's body, up to the next list led by a commit, a pull request or
  `Updated dependencies`;
- a heading below a release naming its version again (`### v1.9.0
  (2021-12-31) Changes` in `## v1.9.0`) is a section of it;
- a list whose every item is only a link to a compare view (ember-cli's
  blueprint diffs) is no entries;
- a table whose header names a `Commit` and a `Description` column (angular's
  `| Commit | Type | Description |`, angular-cli 12's `| Commit | Description |`)
  is a list: each row an entry.

Each release's date is read from its heading (or a line that is only a date
right below it) in the spellings of docs/changelog.md (`2024-05-01`, `May 1,
2024`, `1 March 2024`, `2024/04/01`, `2024.04.01`, `01-Mar-2024`,
`01/05/2024` when a number above 12 in the file says which way round) and
compared with the `datetime` of the site's release, release by release; so
is each release's number of entries (an entry moved from one release to
another shows there even when the totals agree).

The site side counts `article.tl-kind-release` and `li.tl-change` in the home
page, and reads each release's date (the first `time` of its article, in the
bubble's header), with the standard library's
HTML parser.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

from markdown_it import MarkdownIt

VERSION = re.compile(r"^v?\d+(?:[.\-+_]\w+)*$", re.IGNORECASE)
PATTERN = re.compile(r"^v?\d+(?:\.(?:\d+|[xX*]))*\.[xX*]$")
DATE = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}$")
MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A date in one of the spellings of docs/changelog.md, anywhere in a heading's text.
ANY_DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{4}[/.]\d{1,2}[/.]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}"
                      r"|\d{1,2}(?:st|nd|rd|th)?\s+" + MONTH + r",?\s+\d{4}|" + MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}",
                      re.IGNORECASE)
LINE_WORDS = {"version", "release", "released", "on", "v", ""}
TRIM = "[](){}<>:,;*_`'\"\u2013\u2014-/|"
CHANGE_TYPES = {"added", "changed", "deprecated", "removed", "fixed", "security"}
DEVELOPMENT = {"master", "main", "head", "next", "develop", "development", "trunk", "unreleased changes",
               "upcoming changes", "in development"}
# The first item of a release's first list saying its date (moment's `* Release Dec 27, 2023`).
RELEASED_ON = re.compile(r"^(released?|release date)(:| on)? ", re.IGNORECASE)
PEOPLE = re.compile(r"^(committers|contributors|new contributors|contributors to this release|special thanks)[\s:\d]*$", re.IGNORECASE)
# How Changesets leads an entry: its commit or pull request, or `Updated dependencies`.
CHANGESET_LEAD = re.compile(r"^(\[?`?[0-9a-f]{7,40}`?\]?[(:\s]|\[?#\d+\]?[(\s]|updated dependencies)", re.IGNORECASE)
# A heading that is a breaking change of its own (`#### BREAKING: Migration from axios to gaxios`).
BREAKING_HEAD = re.compile(r"^(breaking|breaking changes?|breaking-change):", re.IGNORECASE)
OLDER_CHANGELOGS = re.compile(r"^(previous|older|earlier|past|old)\b.*\b(changelogs?|releases|versions|changes|history)$")
SEMVER_SECTIONS = {"major changes", "minor changes", "patch changes"}
PULL_REQUEST = re.compile(r"(^|[\s(\[,])#[0-9]+\b")
SUB_PACKAGE = re.compile(r"^[^\s()]+ \(\S+\)$")


@dataclass
class Count:
    releases: int
    entries: int
    # Each release's date, in the file's order, as YYYY-MM-DD (None: undated
    # or unread); compared apart from the counts (`date_mismatches`).
    dates: list = field(default_factory=list, compare=False)
    # Each release's number of entries, in the file's order (`entry_mismatches`).
    per_release: list = field(default_factory=list, compare=False)


MONTHS = {name: number for number, names in enumerate(
    [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")], start=1) for name in names}
_MON = r"([A-Za-z]{3,9})\.?"
_ORD = r"(?:st|nd|rd|th)?"
# The spellings of docs/changelog.md's "Dates", each (pattern, which groups are year, month, day).
DATE_SPELLINGS = [
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(?<!\d)(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日"), "ymd"),
    (re.compile(r"(?<![\w])" + _MON + r"\s+(\d{1,2})" + _ORD + r",?\s+(\d{4})(?!\d)"), "mdy"),
    (re.compile(r"(?<!\d)(\d{1,2})" + _ORD + r"\s+" + _MON + r",?\s+(\d{4})(?!\d)"), "dmy"),
    (re.compile(r"(?<!\d)(\d{1,2})-" + _MON + r"-(\d{4})(?!\d)"), "dmy"),
    (re.compile(r"(?<!\d)(\d{4})-" + _MON + r"-(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(?<!\d)(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)"), "dmy"),
    (re.compile(r"(?<!\d)(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?!\d)"), "??y"),
]


def read_date(text: str, day_first: bool | None = None) -> tuple[str | None, bool | None]:
    """The first date of `text` as YYYY-MM-DD, and what it says of the
    file's order of day and month (True: day first) when a number above 12
    settles it. `01/05/2024` is read only with `day_first` known."""
    found = None
    for pattern, order in DATE_SPELLINGS:
        match = pattern.search(text)
        if match and (found is None or match.start() < found[0].start()):
            found = (match, order)
    if not found:
        return None, None
    match, order = found
    parts = match.groups()
    vote = None
    try:
        if order == "ymd":
            year, month, day = parts
        elif order == "mdy":
            month, day, year = parts
        elif order == "dmy":
            day, month, year = parts
        else:
            first, second, year = int(parts[0]), int(parts[1]), parts[2]
            if first > 12 >= second:
                vote = True
            elif second > 12 >= first:
                vote = False
            settled = vote if vote is not None else day_first
            if settled is None and first != second:
                return None, None
            day, month = (first, second) if settled in (True, None) else (second, first)
        if isinstance(month, str) and not month.isdigit():
            month = MONTHS.get(month.lower())
            if month is None:
                return None, None
        return date(int(year), int(month), int(day)).isoformat(), vote
    except ValueError:
        return None, vote


def names_version(text: str) -> bool:
    if any(PATTERN.match(w.strip("[]()`")) for w in text.split()):
        return False
    if ANY_DATE.search(text):
        return True
    words = [w.strip(TRIM) for w in text.split()]
    for index, word in enumerate(words):
        lowered = word.lower()
        if lowered in ("unreleased", "upcoming") or DATE.match(word):
            return True
        if VERSION.match(word) and ("." in word or index == 0
                                    or (index == 1 and words[0].lower() in ("version", "release", "v"))):
            return True
    return False


def version_of(text: str) -> str | None:
    """The version a heading names (`v1.9.0` and `1.9.0` alike), without a date."""
    dated = ANY_DATE.search(text)
    rest = (text[:dated.start()] + " " + text[dated.end():]) if dated else text
    for word in (w.strip(TRIM) for w in rest.split()):
        if VERSION.match(word) and "." in word:
            return word.lower().removeprefix("v")
    return None


def top_items(tokens, index: int) -> list[tuple[int, int]]:
    """The token ranges of the items of the list opened at `index`, without its nested lists' items."""
    ranges, nested, start = [], 0, None
    for at in range(index + 1, len(tokens)):
        kind = tokens[at].type
        if kind in ("bullet_list_open", "ordered_list_open"):
            nested += 1
        elif kind in ("bullet_list_close", "ordered_list_close"):
            if nested == 0:
                break
            nested -= 1
        elif kind == "list_item_open" and nested == 0:
            start = at + 1
        elif kind == "list_item_close" and nested == 0:
            ranges.append((start, at))
    return ranges


def item_text(tokens) -> str:
    inline = next((t for t in tokens if t.type == "inline"), None)
    return inline.content.strip() if inline else ""


def package_group(tokens) -> int:
    """lerna-changelog's `* `core`, `cli`` (or `Other`, `_All packages_`) holding a list
    whose every item starts with a link (`[#12](…) …`): the number of its items, else 0."""
    kinds = [t.type for t in tokens]
    if len(kinds) < 4 or kinds[:3] != ["paragraph_open", "inline", "paragraph_close"] or kinds[3] != "bullet_list_open" \
            and kinds[3] != "ordered_list_open" or kinds[-1] not in ("bullet_list_close", "ordered_list_close"):
        return 0
    children = [c for c in tokens[1].children or [] if not (c.type == "text" and c.content.strip() in ("", ",", "and", ", and", "&"))]
    packages = children and all(c.type == "code_inline" for c in children)
    named = tokens[1].content.strip() == "Other" or bool(re.fullmatch(r"_[^_]+_|\*[^*]+\*", tokens[1].content.strip()))
    if not (packages or named):
        return 0
    inner = top_items(tokens, 3)
    leads = [next((t for t in tokens[a:b] if t.type == "inline"), None) for a, b in inner]
    if not inner or not all(lead and lead.children and lead.children[0].type == "link_open" for lead in leads):
        return 0
    return len(inner)


def count_file(text: str) -> Count:
    tokens = MarkdownIt("commonmark").parse(text.replace("\0", "\ufffd"))
    # (level, text) of each top-level heading, and each top-level list's item count, in order.
    blocks: list[tuple[str, int, str]] = []
    depth = 0
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and depth == 0:
            # The heading's text as read, without link targets or emphasis marks.
            inline = tokens[index + 1]
            text = "".join(c.content for c in inline.children or [] if c.type in ("text", "code_inline"))
            blocks.append(("heading", int(token.tag[1]), text))
        elif token.type == "paragraph_open" and depth == 0:
            inline = tokens[index + 1]
            rows = inline.content.split("\n")
            header = [c.strip().lower() for c in rows[0].strip().strip("|").split("|")]
            if len(rows) > 2 and "commit" in header and "description" in header and re.fullmatch(r"[|\-: ]+", rows[1].strip()):
                # angular's `| Commit | Type | Description |`: each row a change.
                blocks.append(("table", sum(1 for row in rows[2:] if row.strip().startswith("|")), ""))
            else:
                blocks.append(("paragraph", 0, inline.content if "\n" not in inline.content else ""))
        elif token.type in ("blockquote_open", "fence", "code_block", "table_open") and depth == 0:
            blocks.append(("prose", 0, ""))
        elif token.type in ("bullet_list_open", "ordered_list_open") and depth == 0:
            items = 0
            released = True  # every item is release-plan's `NAME VERSION (minor)`
            for start, end in top_items(tokens, index):
                group = package_group(tokens[start:end])
                items += group if group else 1
                words = item_text(tokens[start:end]).split()
                released = released and len(words) == 3 and bool(VERSION.match(words[1])) and "." in words[1] \
                    and words[2].lower() in ("(major)", "(minor)", "(patch)")
            links = True  # every item is only a link to a compare view (ember-cli's blueprint diffs)
            for start, end in top_items(tokens, index):
                inline = [t for t in tokens[start:end] if t.type == "inline"]
                children = [c for c in (inline[0].children or []) if not (c.type == "text" and not c.content.strip())] if len(inline) == 1 else []
                links = links and len(children) >= 2 and children[0].type == "link_open" and children[-1].type == "link_close" \
                    and sum(1 for c in children if c.type == "link_open") == 1 and "/compare/" in (children[0].attrGet("href") or "")
            first = top_items(tokens, index)[:1]
            lead = item_text(tokens[first[0][0]:first[0][1]]) if first else ""
            said = RELEASED_ON.match(lead)
            if said and is_date_line(lead[said.end():]):
                # moment's `* Release Dec 27, 2023`: the release's date, its nested items and the ones after it the entries.
                start, end = first[0]
                nested = sum(len(top_items(tokens, at)) for at in range(start, end) if tokens[at].type in ("bullet_list_open", "ordered_list_open")
                             and tokens[at].level == tokens[start].level)
                blocks.append(("dated", items - 1 + nested, lead[said.end():]))
                blocks.append(("list", items, "changeset" if CHANGESET_LEAD.match(lead) else ""))
            else:
                blocks.append(("links" if links and items else "packages" if released and items else "list", items,
                               "changeset" if CHANGESET_LEAD.match(lead) else ""))
        depth += token.nesting if token.block else 0
    def is_sub_package(text: str) -> bool:
        match = SUB_PACKAGE.match(text.strip())
        if not match:
            return False
        name, version = text.split()[0], text.split()[1].strip("()")
        return not VERSION.match(name) and bool(VERSION.match(version)) and "." in version

    def is_section(text: str) -> bool:
        # Keep a Changelog's types, and names tools write (two words or more, or a known one).
        name = re.sub(r"^(:[\w+-]+:|[^\w\[])+", "", text).strip(" :[]").lower()
        return name in CHANGE_TYPES or name in SECTION_NAMES

    def is_release_line(text: str) -> bool:
        date = ANY_DATE.search(text)
        if not date or len(text) > 120:
            return False
        words = [w.strip(TRIM) for w in (text[:date.start()] + " " + text[date.end():]).split()]
        versions = [w for w in words if VERSION.match(w) and "." in w]
        return len(versions) == 1 and all(w == versions[0] or w.lower() in LINE_WORDS for w in words)

    levels = [n for k, n, t in blocks if k == "heading" and names_version(t) and not is_sub_package(t)]
    top = min(levels, default=None)
    # The release level: the deepest holding a quarter of those headings; deeper, a
    # heading is a release when its first word is the version or it has a date
    # (prettier's `#### Angular: Support Angular v21.2 (#18722)` is a change).
    deepest = max((n for n in set(levels) if levels.count(n) * 4 >= len(levels)), default=None)

    def is_release(number: int, text: str) -> bool:
        if not names_version(text) or is_sub_package(text):
            return False
        words = [w.strip(TRIM) for w in text.split()]
        first = bool(words and (VERSION.match(words[0]) or (len(words) > 1 and words[0].lower() in ("version", "release", "v")
                                                             and VERSION.match(words[1]))))
        if level is not None and number > level and own_version and version_of(text) == own_version:
            return False  # pydantic's `### v1.9.0 (2021-12-31) Changes` inside `## v1.9.0`: a section of it
        if level is not None and number > level and "unreleased" not in text.lower():
            # Deeper than the release being read (`## Aggregated Features List for 3.5` in vue's `# [3.5.0]`):
            # a release by its first word or its date only.
            dated = ANY_DATE.search(text)
            rest = (text[:dated.start()] + " " + text[dated.end():]) if dated else text
            versioned = any(VERSION.match(w.strip(TRIM)) and "." in w for w in rest.split())
            return first or (bool(dated) and (versioned or deepest is None or number <= deepest))
        return deepest is None or number <= deepest or bool(ANY_DATE.search(text)) or first

    lines = top is None and any(k == "paragraph" and is_release_line(t) for k, _, t in blocks)
    releases = entries = 0
    level = None  # the heading level of the release being read
    people = False  # below lerna-changelog's `#### Committers: 2`: a list of people, not of changes
    aside = False  # below `## Migration guide` among the releases: prose up to the next release
    sectioned = False  # a heading inside the release was met
    prose = False  # a paragraph (quote, code, table) right below the release heading
    other = False  # a list right below the release heading: changes, whatever follows
    pending = 0  # items of the lists after that prose: the release's notes if a heading follows
    headed = None  # the level of a change written as a heading naming its pull request (`#### …(#123 by @user)`)

    skip_list = False  # the list of a `* Release Dec 27, 2023` date, counted already
    marks: list[int] = []  # the entries counted before each release
    written: list[str | None] = []  # each release's date as its heading (or the line below it) writes it

    semver = False  # below Changesets' `### Major Changes`
    section_known = False  # the section heading being read names a change type
    own_version = None  # the version of the release being read
    section_level = None  # the level of the section heading being read

    def start_release(at: int, text: str) -> None:
        nonlocal entries, pending, level, aside, sectioned, people, releases, prose, other, own_version, section_level, semver
        own_version, section_level, semver = version_of(text), None, False
        entries += pending
        marks.append(entries)
        pending, level, aside, sectioned, people, prose, other = 0, at, False, False, False, False, False
        releases += 1
        written.append(None if "unreleased" in text.lower() or not read_date(text, True)[0] and not read_date(text, False)[0] else text)

    last_release = max((at for at, (kind, _, text) in enumerate(blocks) if kind == "heading" and names_version(text)), default=-1)
    for at, (kind, number, text) in enumerate(blocks):
        following = blocks[at + 1] if at + 1 < len(blocks) else None
        if headed is not None and semver and kind == "list" and text == "changeset":
            headed = None  # the next Changesets entry ends the body of the one before it
        if headed is not None and (kind != "heading" or number > headed):
            continue  # the change's own body: its prose, lists and subheadings
        headed = None
        if kind in ("paragraph", "prose"):
            # Release lines, in a file without release headings or below its last one (espree's older releases).
            if kind == "paragraph" and is_release_line(text) and (lines or at > last_release >= 0 and version_of(text) != own_version):
                start_release(7, text)
            elif kind == "paragraph" and level is not None and not sectioned and not other and not prose \
                    and written and written[-1] is None and is_date_line(text):
                written[-1] = text  # towncrier's `*2026-08-11*` below the heading: the release's date
            elif level is not None and not sectioned and not other:
                prose = True
            continue
        if kind == "dated":
            if level is not None and not aside and not sectioned and not other and not prose and written and written[-1] is None:
                written[-1] = text
                entries += number
                other, section_level = True, None
                skip_list = True
            else:
                skip_list = False
            continue
        if kind == "list" and skip_list:
            skip_list = False
            continue
        skip_list = False
        if kind == "links":
            if level is not None and not sectioned and not other:
                prose = True
            continue  # diffs, no changes
        if kind == "packages" and level is not None and not sectioned and not other:
            continue  # release-plan's list of the packages a release published: its notes
        if kind in ("list", "packages", "table"):
            if level is not None and not people and not aside:
                if sectioned or other or not prose:
                    entries += number
                    if not sectioned:
                        other, section_level = True, None
                else:
                    pending += number
            continue
        named = " ".join(w.strip(TRIM) for w in text.split()).lower()
        if not lines and ((level is None and named in DEVELOPMENT) or is_release(number, text)):
            start_release(number, text)
            continue
        if level is None or aside:
            continue
        subheading = section_level is not None and number > section_level and not is_section(text)
        # A paragraph below a subheading makes it a change only in a section of a change type.
        if subheading and semver and entries > (marks[-1] if marks else 0):
            headed = number  # Changesets: the entry's own headings, written below it; its body
            continue
        if (PULL_REQUEST.search(text) or BREAKING_HEAD.match(text.strip())) and not is_section(text) and not PEOPLE.match(text.strip()) \
                or subheading and section_known and following and following[0] == "paragraph" and not is_date_line(following[2]):
            # A change written as a heading: it names its pull request, or prose follows it
            # (tui-rs's `#### Easier cursor management`); above a list it groups entries.
            entries += pending + 1
            pending, headed, sectioned = 0, number, True
            continue
        # After the last release, `## Previous Changelogs` (at the release's level, or so named) is the epilogue.
        epilogue = at > last_release and (number <= level or bool(OLDER_CHANGELOGS.match(named)))
        if not lines and (number == level == top or epilogue) and not is_section(text):
            aside = True
            continue
        # A heading inside the release: the lists above it were its notes.
        pending = 0
        sectioned = True
        if not subheading:
            section_level = number
            section_known = is_section(text)
            semver = named in SEMVER_SECTIONS
        # A subheading inside a list of people (pydantic's `#### \`pydantic-core\`` below `### New Contributors`) is people too.
        people = (people and subheading) or bool(PEOPLE.match(re.sub(r"^(:[\w+-]+:|[^\w])+", "", text).strip()))
    entries += pending
    votes = {vote for text in written if text for vote in [read_date(text)[1]] if vote is not None}
    day_first = next(iter(votes)) if len(votes) == 1 else None
    marks.append(entries)
    return Count(releases, entries, [read_date(text, day_first)[0] if text else None for text in written],
                 [marks[i + 1] - marks[i] for i in range(len(marks) - 1)])


TIME_OF_DAY = re.compile(r"^(at )?[0-9]{1,2}:[0-9]{2}(:[0-9]{2})?( ?[aApP][mM])?( ?(UTC|GMT|[A-Z]{2,4}T|Z|[+-][0-9]{2}:?[0-9]{2}))?$")


def is_date_line(text: str) -> bool:
    """A paragraph that is only a date, maybe with a time of day (`*2026-08-11*`, `02-03-2020 01:38 PST`)."""
    plain = text.strip().strip("*_").strip()
    for pattern, _ in DATE_SPELLINGS:
        match = pattern.match(plain)
        if match:
            rest = plain[match.end():].strip()
            return not rest or bool(TIME_OF_DAY.match(rest))
    return False


SECTION_NAMES = {
    "features", "feature", "new features", "bug fixes", "bug fix", "bugfixes", "fixes", "performance improvements",
    "reverts", "code refactoring", "documentation", "improved documentation", "miscellaneous chores", "misc",
    "breaking changes", "breaking change", "backwards-incompatible changes", "deprecations and removals",
    "enhancement", "polish", "internal", "dependencies", "build system", "continuous integration", "tests", "styles",
    "packaging", "changes", "performance", "what's changed", "what\u2019s changed",
}


class _SiteCounter(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.releases = 0
        self.entries = 0
        self.dates: list[str | None] = []
        self.per_release: list[int] = []

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if tag == "article" and "tl-kind-release" in classes:
            self.releases += 1
            self.dates.append(None)
            self.per_release.append(0)
        elif tag == "time" and self.dates and self.dates[-1] is None:
            # The release's date: the first <time> of its article, in the bubble's header.
            self.dates[-1] = (dict(attrs).get("datetime") or "")[:10] or None
        elif tag == "li" and "tl-change" in classes:
            self.entries += 1
            if self.per_release:
                self.per_release[-1] += 1


def count_site(site: Path) -> Count:
    counter = _SiteCounter()
    counter.feed((site / "index.html").read_text(encoding="utf-8"))
    counter.close()
    return Count(counter.releases, counter.entries, counter.dates, counter.per_release)


def date_mismatches(file_count: Count, site_count: Count) -> list[tuple[int, str | None, str | None]]:
    """The releases (their place in the file, from 1) whose date on the site is not the one the file writes.
    A release the file does not date may take one from its repository (the tag, the commit of its heading)."""
    if len(file_count.dates) != len(site_count.dates):
        return [(0, f"{len(file_count.dates)} releases", f"{len(site_count.dates)} releases")]
    return [(at, mine, theirs) for at, (mine, theirs) in enumerate(zip(file_count.dates, site_count.dates), start=1)
            if mine is not None and mine != theirs]


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__.strip().splitlines()[3], file=sys.stderr)
        return 2
    text = Path(argv[1]).read_bytes().decode("utf-8", errors="replace").lstrip("\ufeff")
    file_count = count_file(text)
    print(f"file: {file_count.releases} releases, {file_count.entries} entries, {sum(1 for d in file_count.dates if d)} dated")
    if len(argv) == 2:
        return 0
    site_count = count_site(Path(argv[2]))
    print(f"site: {site_count.releases} releases, {site_count.entries} entries")
    dated = sum(1 for d in file_count.dates if d)
    wrong = date_mismatches(file_count, site_count)
    print(f"dates: {dated} of {len(file_count.dates)} releases dated in the file, {len(wrong)} differ on the site")
    for at, mine, theirs in wrong[:20]:
        print(f"  release {at}: file {mine}, site {theirs}")
    if len(file_count.per_release) == len(site_count.per_release):
        moved = [(at, mine, theirs) for at, (mine, theirs) in enumerate(zip(file_count.per_release, site_count.per_release), start=1)
                 if mine != theirs]
        print(f"entries per release: {len(moved)} releases differ")
        for at, mine, theirs in moved[:20]:
            print(f"  release {at}: file {mine}, site {theirs}")
        wrong = wrong + moved
    return 0 if site_count == file_count and not wrong else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
