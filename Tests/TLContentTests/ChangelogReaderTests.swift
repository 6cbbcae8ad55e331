import Foundation
import Testing
@testable import TLContent
import TLCore
import TLModel

/// The Keep a Changelog reader on the messes of real files: each case is a
/// small file, the releases it must find (version: entries per section) and
/// the messages it must give.
struct ChangelogReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// "title|kind=count,kind=count" per release, in file order.
        var releases: [String]
        var messages: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "keep a changelog 1.1", text: """
        # Changelog
        ## [Unreleased]
        ### Added
        - a
        ## [1.0.0] - 2017-06-20
        ### Added
        - b
        - c
        ### Fixed
        - d
        [unreleased]: https://x.org/compare/v1.0.0...HEAD
        [1.0.0]: https://x.org/compare/v0.3.0...v1.0.0
        """, releases: ["Unreleased|added=1", "1.0.0|added=2,fixed=1"]),
        Case(name: "repeated section headings merge in order", text: """
        ## [1.0.0] - 2020-01-01
        ### Added
        - a
        ### Fixed
        - b
        ### Added
        - c
        """, releases: ["1.0.0|added=2,fixed=1"]),
        Case(name: "trailing spaces and a closing #", text: "## [1.0.0] - 2020-01-01   \n### Added   \n- a   \n## 0.9.0 ##\n### Removed ###\n- b\n",
             releases: ["1.0.0|added=1", "0.9.0|removed=1"]),
        Case(name: "headings without links or dates", text: "## 2.0.0\n- a\n## v1.0.0 (2019-02-03)\n- b\n## Version 0.1\n- c\n",
             releases: ["2.0.0|other=1", "v1.0.0|other=1", "0.1|other=1"]),
        Case(name: "unknown section kept with a warning", text: "## 1.0.0\n### Bug Fixes\n- a\n### Fixd\n- b\n### Bug Fxes\n- c\n### Upgrade notes\n- d\n",
             releases: ["1.0.0|fixed=1,fixd=1,bug-fxes=1,upgrade-notes=1"],
             messages: ["CHANGELOG.md:4:1: warning: 'Fixd' is not a change type tlsite knows (Keep a Changelog's Added, Changed, Deprecated, "
                        + "Removed, Fixed, Security, or a name tools write for them, like Features or Bug Fixes) (did you mean 'Fixed'?); its entries are kept under 'Fixd'",
                        "CHANGELOG.md:6:1: warning: 'Bug Fxes' is not a change type tlsite knows (Keep a Changelog's Added, Changed, Deprecated, "
                        + "Removed, Fixed, Security, or a name tools write for them, like Features or Bug Fixes) (did you mean 'Bug Fixes'?)",
                        "CHANGELOG.md:8:1: warning: 'Upgrade notes' is not a change type tlsite knows (Keep a Changelog's Added, Changed, Deprecated, "
                        + "Removed, Fixed, Security, or a name tools write for them, like Features or Bug Fixes); its entries"]),
        // lerna-changelog's shortcodes, as written or as emoji once rendered.
        Case(name: "section names with or without a shortcode or emoji", text: """
        ## v2.0.0 (2020-02-14)
        #### :boom: Breaking Change
        * a
        #### 🚀 Enhancement
        * b
        #### :bug: Bug Fix
        * c
        """, releases: ["v2.0.0|changed=1,changed=1,fixed=1"]),
        Case(name: "prose between sections is kept, entries are not lost", text: """
        ## 1.0.0
        Intro of the release.
        ### Added
        - a

        Prose between lists.

        - b
        > a quote
        ```
        - not an entry
        ```
        """, releases: ["1.0.0|added=2"]),
        Case(name: "nested lists stay in their entry", text: "## 1.0.0\n### Added\n- a\n  - a.1\n  - a.2\n- b\n", releases: ["1.0.0|added=2"]),
        Case(name: "ordered lists and star bullets", text: "## 1.0.0\n### Added\n1. a\n2. b\n* c\n", releases: ["1.0.0|added=3"]),
        Case(name: "bold section names", text: "## 1.0.0\n**Added**\n- a\n\n**Fixed:**\n- b\n", releases: ["1.0.0|added=1,fixed=1"]),
        Case(name: "yanked", text: "## [0.0.5] - 2014-12-13 [YANKED]\n### Added\n- a\n", releases: ["0.0.5 yanked|added=1"]),
        Case(name: "bad date is a located warning", text: "## [1.0.0] - 2024-13-45\n- a\n", releases: ["1.0.0 undated|other=1"],
             messages: ["CHANGELOG.md:1:14: warning: '2024-13-45' is not a valid date (month 13 does not exist)"]),
        Case(name: "duplicate versions kept apart", text: "## 1.0.0\n- a\n## 1.0.0\n- b\n", releases: ["1.0.0|other=1", "1.0.0|other=1"],
             messages: ["CHANGELOG.md:3:1: warning: version 1.0.0 appears twice (first at line 1); both are kept, this one at #1.0.0-2"]),
        Case(name: "a heading without a version among releases is no release", text: "## 1.0.0\n- a\n## Older releases\n- b\n## 0.9.0\n- c\n",
             releases: ["1.0.0|other=1", "0.9.0|other=1"],
             messages: ["CHANGELOG.md:3:1: warning: the heading 'Older releases' names no version, so it is no release; it and what follows it "
                        + "up to the next release are kept as prose of 1.0.0"]),
        // A bundler's log ends with links to the logs of older major versions, under version patterns.
        Case(name: "version patterns are no releases", text: """
        ## 5.0.0 (2024-01-02)
        - a
        ## 4.x
        - [4.5.0 changelog](https://x.org/v4/CHANGELOG.md)
        ## Previous Changelogs
        ### 3.x (2022-12-09 - 2023-11-16)
        See [3.2.5 changelog](https://x.org/v3/CHANGELOG.md)
        ### 2.0.x
        - [2.0.x](https://x.org/v2/CHANGELOG.md)
        """, releases: ["5.0.0|other=1"]),
        Case(name: "git-cliff's New Contributors at the releases' level are people", text: """
        ## [2.0.0] - 2024-05-02
        ### 🐛 Bug Fixes
        - a
        ## New Contributors ❤️
        * @ada made their first contribution in #12
        ## [1.0.0] - 2024-05-01
        - b
        """, releases: ["2.0.0|fixed=1,other=0", "1.0.0|other=1"]),
        Case(name: "a release of one link is a pointer", text: "## 2.0.0\n- a\n## 1.0.0\nSee [the 1.x changelog](https://x.org/1.md).\n",
             releases: ["2.0.0|other=1", "1.0.0|"]),
        // Changesets: the heading is the entries' level, each entry's prefix its type.
        Case(name: "Changesets levels and entry prefixes", text: """
        # @acme/core

        ## 3.0.0

        ### Major Changes

        - abc1234: Drop Node 16.

        ### Minor Changes

        - def5678: feat: a `--flag`
        - [#12](https://x.org/pull/12) [`abc9999`](https://x.org/commit/abc9999) Thanks [@ada](https://x.org/ada)! - A new command.

        ### Patch Changes

        - fix: a crash on empty input
        - 1234abc: chore: tidy the build
        - Updated dependencies [abc1234, def5678]:
          - @acme/util@2.0.0
          - @acme/cli@3.0.0
        """, releases: ["3.0.0|changed=1,added=2,fixed=1,other=1,dependencies=1"]),
        Case(name: "covector's escaped brackets and sections", text: """
        # Changelog

        ## \\[2.0.4]

        ### Enhancements

        - [`2d5d7a4`](https://x.org/commit/2d5d7a4) Faster builds.

        ### What's Changed

        - Bump MSRV.

        ### Dependencies

        - Upgraded to `tauri-utils@2.0.4`

        ## \\[2.0.3]

        ### Bug Fixes

        - a fix
        """, releases: ["2.0.4|changed=1,changed=1,dependencies=1", "2.0.3|fixed=1"]),
        Case(name: "release lines without headings", text: """
        # History

        v10.9.0 - August 21, 2026

        - a
        - b

        v10.8.0 - July 3, 2026

        * c

        Notes on v10.8.0 - a paragraph, not a release line.
        """, releases: ["v10.9.0|other=2", "v10.8.0|other=1"]),
        Case(name: "lists above the first change type are the release's notes", text: """
        ## 2.0.0
        The big one.
        - see the migration guide
        - thanks to everyone
        ### Added
        - a
        ## 1.0.0
        - b
        """, releases: ["2.0.0|added=1", "1.0.0|other=1"]),
        // covector and lerna-changelog write changes right below the heading, then sections.
        Case(name: "a list right below the release heading is changes, sections or not", text: """
        ## 2.0.0
        - a
        - b
        ### Dependencies
        - c
        ## 1.0.0
        - d
        Notable changes:
        - e
        ### Added
        - f
        """, releases: ["2.0.0|other=2,dependencies=1", "1.0.0|other=2,added=1"]),
        Case(name: "day and month settled by the file's other dates", text: "## 1.2.0 (01/05/2024)\n- a\n## 1.1.0 (25/04/2024)\n- b\n## 1.0.0 (02/04/2024)\n- c\n",
             releases: ["1.2.0|other=1", "1.1.0|other=1", "1.0.0|other=1"]),
        Case(name: "unsettled day and month: one warning for the file", text: "## 1.2.0 (01/05/2024)\n- a\n## 1.1.0 (02/04/2024)\n- b\n## 1.0.0 (2024/13/01)\n- c\n",
             releases: ["1.2.0 undated|other=1", "1.1.0 undated|other=1", "1.0.0 undated|other=1"],
             messages: ["CHANGELOG.md:5:11: warning: '2024/13/01' is not a valid date (month 13 does not exist); the release is kept without a date, "
                        + "its text as written (so are 2 other releases of this file whose dates could not be read)"]),
        Case(name: "releases as first-level headings", text: "# 1.1.0\n## Added\n- a\n# 1.0.0\n## Fixed\n- b\n",
             releases: ["1.1.0|added=1", "1.0.0|fixed=1"]),
        Case(name: "dates as versions", text: "# Log\n## 2024-05-02\n- a\n## 2024-05-01\n- b\n", releases: ["2024-05-02|other=1", "2024-05-01|other=1"]),
        Case(name: "subheadings inside a section are prose", text: "## 1.0.0\n### Added\n#### Core\n- a\n#### CLI\n- b\n", releases: ["1.0.0|added=2"]),
        Case(name: "CRLF line ends", text: "## 1.0.0\r\n### Added\r\n- a\r\n- b\r\n", releases: ["1.0.0|added=2"]),
        // conventional-changelog writes minor releases as `#`, patches as `##`, sections as `###`;
        // older releases of the same file may sit at `###` (seen in a CLI parser's log).
        Case(name: "releases at mixed heading levels", text: """
        # Change Log

        <a name="3.1.0"></a>
        # [3.1.0](https://x.org/compare/v3.0.1...v3.1.0) (2020-02-03)
        ### Bug Fixes
        * a
        ### Features
        * b
        <a name="3.0.1"></a>
        ## [3.0.1](https://x.org/compare/v3.0.0...v3.0.1) (2020-01-02)
        ### Bug Fixes
        * c
        # [3.0.0](https://x.org/compare/v2.9.0...v3.0.0) (2019-12-01)
        * d
        ### v2.9.0 (2019/11/01 10:00 +01:00)
        - e
        - f
        ### v2.8.0 (2019/10/01 10:00 +01:00)
        - g
        ### v2.7.0 (2019/09/01 10:00 +01:00)
        - h
        ### v2.6.0 (2019/08/01 10:00 +01:00)
        - i
        """, releases: ["3.1.0|fixed=1,added=1", "3.0.1|fixed=1", "3.0.0|other=1",
                        "v2.9.0|other=2", "v2.8.0|other=1", "v2.7.0|other=1", "v2.6.0|other=1"]),
        Case(name: "a stray version in a section heading stays a section", text: """
        ## 2.0.0
        ### Upgrading to 2.0
        - a
        ## 1.1.0
        - b
        ## 1.0.0
        - c
        ## 0.9.0
        - d
        """, releases: ["2.0.0|upgrading-to-2-0=1", "1.1.0|other=1", "1.0.0|other=1", "0.9.0|other=1"],
             messages: ["CHANGELOG.md:2:1: warning: 'Upgrading to 2.0' is not a change type"]),
        Case(name: "a title naming a version above deeper releases", text: "# Widget 2.x changelog\n## 2.1.0\n- a\n## 2.0.0\n- b\n",
             releases: ["2.1.0|other=1", "2.0.0|other=1"]),
        Case(name: "a version too long for a page name", text: "## [" + String(repeating: "1.", count: 5_000) + "0] - 2024-05-01\n- a\n## 1.0.0\n- b\n",
             releases: [String(repeating: "1.", count: 5_000) + "0|other=1", "1.0.0|other=1"],
             messages: ["CHANGELOG.md:1:1: warning: the release '[1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1…' cannot name its page (its slug is longer than 200 bytes); it is kept at #release"]),
        Case(name: "javascript: links never become a release's link", text: """
        ## [2.0.0](javascript:alert(1)) - 2024-05-02
        - a
        ## [1.0.0] - 2024-05-01
        - b [c][1.0.0]

        [1.0.0]: javascript:alert(2)
        """, releases: ["2.0.0|other=1", "1.0.0|other=1"],
             messages: ["CHANGELOG.md:1:1: warning: the heading's link is not an http(s) URL ('javascript:alert(1)'); the release has no link",
                        "CHANGELOG.md:3:1: warning: the link reference definition [1.0.0] is not an http(s) URL ('javascript:alert(2)'); the release has no link"]),
        // Real files (seen in a long-lived library's log) write a section one level too high now and then.
        Case(name: "a change type at the releases' level is a section", text: """
        ## [2.1.0] - 2021-03-04
        ### Added
        - a
        ## Fixed
        - b
        - c
        ## [2.0.0] - 2021-01-02
        ### Changed
        - d
        ## Changed
        - e
        """, releases: ["2.1.0|added=1,fixed=2", "2.0.0|changed=2"],
             messages: ["CHANGELOG.md:4:1: warning: 'Fixed' is a change type written at the releases' level; read as a section of 2.1.0",
                        "CHANGELOG.md:10:1: warning: 'Changed' is a change type written at the releases' level; read as a section of 2.0.0"]),
        // lerna-changelog in a monorepo (babel, ember-cli): a line of packages holds the pull requests; each is a change.
        Case(name: "each pull request under a line of packages is an entry", text: """
        ## v2.0.0 (2024-05-01)
        #### :bug: Bug Fix
        * `core`, `cli`
          * [#2](https://x.org/pull/2) Fix a ([@ada](https://x.org/ada))
          * [#3](https://x.org/pull/3) Fix b ([@ada](https://x.org/ada))
        * Other
          * [#4](https://x.org/pull/4) Fix c ([@ada](https://x.org/ada))
        * _All packages_
          * [#5](https://x.org/pull/5) Fix d ([@ada](https://x.org/ada))
        * [#6](https://x.org/pull/6) Fix e, in no package ([@ada](https://x.org/ada))
        #### Committers: 1
        - Ada ([@ada](https://x.org/ada))
        """, releases: ["v2.0.0|fixed=5,other=0"]),
        // axios's `### Contributors to this release`: people, kept as the section's prose, no changes.
        Case(name: "contributors to this release are no changes", text: """
        ## [1.7.9](https://x.org/compare/v1.7.8...v1.7.9) (2024-12-04)
        ### Reverts
        * Revert "fix(types): a" ([c44d2f2](https://x.org/commit/c44d2f2))
        ### Contributors to this release
        - <img src="https://x.org/u/1.png" alt="avatar" width="18"/> [Jay](https://x.org/jay "+596/-108 (#6729 )")
        - [Ada](https://x.org/ada "+1/-0 (#6730 )")
        """, releases: ["1.7.9|removed=1,other=0"]),
        // embroider's `# Release 2023-01-25.0` over `## \`@embroider/core\` 2.0.2 -> 2.1.0` package sections.
        Case(name: "a day with a serial names a release", text: """
        ## Release (2023-02-01)
        #### :bug: Bug Fix
        * a
        # Release 2023-01-25.0
        ## `@embroider/compat` 2.1.0 -> 2.1.1
        - BUGFIX: b
        - INTERNAL: c
        # Release 2023-01-24.0
        ## `@embroider/core` 2.0.2 -> 2.1.0
        - BUGFIX: d
        """, releases: ["2023-02-01|fixed=1", "2023-01-25.0|embroider-compat-2-1-0-2-1-1=2", "2023-01-24.0|embroider-core-2-0-2-2-1-0=1"],
             messages: ["CHANGELOG.md:5:1: warning: 'embroider/compat 2.1.0 -> 2.1.1' is not a change type tlsite knows",
                        "CHANGELOG.md:9:1: warning: 'embroider/core 2.0.2 -> 2.1.0' is not a change type tlsite knows"]),
        // espree: release-please's headings above, the older release lines below the last one.
        Case(name: "release lines below the last release heading are releases", text: """
        ## [9.5.2](https://x.org/compare/v9.5.1...v9.5.2) (2023-05-05)
        ### Chores
        * set up release-please

        v9.5.1 - March 28, 2023

        * [`91d48e9`](https://x.org/commit/91d48e9) chore: a (#568) (Ada)
        * [`37f6b17`](https://x.org/commit/37f6b17) fix: b (#567) (Ada)

        v9.5.0 - March 10, 2023

        * [`4368788`](https://x.org/commit/4368788) feat: c (#562) (Ada)
        """, releases: ["9.5.2|other=1", "v9.5.1|other=2", "v9.5.0|other=1"]),
        Case(name: "a release line naming its own release is its notes", text: """
        ## 2.0.0
        * a
        ## 1.0.0
        Version 1.0.0 - 2020-01-01

        * b
        """, releases: ["2.0.0|other=1", "1.0.0|other=1"]),
        // moment: `* Release Dec 27, 2023` first in a release's first list is its date.
        Case(name: "a first item saying the release's date is no entry", text: """
        ### 2.30.1
        * Release Dec 27, 2023
        * Revert a
        ### 2.30.0 [Full changelog](https://x.org/gist)
        * Release Dec 26, 2023
        ### 2.29.4
        * Release Jul 6, 2022
          * [#6015](https://x.org/pull/6015) [bugfix] Fix b
          * [#6016](https://x.org/pull/6016) [bugfix] Fix c
        ### 2.29.3
        - Released on 2022-04-17

        * d
        ### 2.0.0
        * Added e, released on time
        """, releases: ["2.30.1|other=1", "2.30.0|", "2.29.4|other=2", "2.29.3|other=1", "2.0.0 undated|other=1"]),
        // An item that says a day that does not exist is the release's date all the same, unread, with the warning.
        Case(name: "a first item saying a day that does not exist is no entry", text: """
        ### 2.0.0
        * Release Feb 30, 2024
        * Fix a
        ### 1.0.0
        * Release March 2023
        """, releases: ["2.0.0 undated|other=1", "1.0.0 undated|other=1"],
             messages: ["CHANGELOG.md:2:3: warning: 'Feb 30, 2024' is not a valid date (day 30 does not exist in 2024-02)"]),
        // A version and a `+` (`0.49+`, "0.49 and later") is none: `## Fix React Native 0.49+ crash` is no release.
        Case(name: "a version and a plus names no release", text: """
        ### 2.19.0
        * Release Oct 10, 2017
        ## Fix React Native 0.49+ crash
        * a
        ### 2.18.1
        * b
        """, releases: ["2.19.0|other=1", "2.18.1|other=1"],
             messages: ["CHANGELOG.md:3:1: warning: a heading above the releases' level inside the releases"]),
        // angular (its dev-infra tool): a table of commits under each package; each row is a change of its own type.
        Case(name: "each row of a table of commits is an entry of its type", text: """
        <a name="16.2.6"></a>
        # 16.2.6 (2023-09-20)
        ## Breaking Changes
        ### core
        - `OnPush` components refresh only when dirty.
        ### core
        | Commit | Type | Description |
        | -- | -- | -- |
        | [82712f80df](https://x.org/commit/82712f80df) | fix | drop stale producers ([#51722](https://x.org/pull/51722)) |
        | [88a0af64fd](https://x.org/commit/88a0af64fd) | perf | arrow functions \\| pure calls |
        ### router
        | Commit | Type | Description |
        | -- | -- | -- |
        | [73e4bf2ed2](https://x.org/commit/73e4bf2ed2) | feat | view transitions |
        | [0c7c852ee7](https://x.org/commit/0c7c852ee7) | release | an unknown type |
        ## Special Thanks
        Ada Lovelace and Grace Hopper
        # 16.2.5 (2023-09-13)
        ### Notes
        | Option | Type | Description |
        | -- | -- | -- |
        | `strict` | boolean | not a change |
        """, releases: ["16.2.6|changed=1,fixed=1,changed=1,added=1,other=1,other=0", "16.2.5|notes=0"],
             messages: ["CHANGELOG.md:19:1: warning: 'Notes' is not a change type tlsite knows"]),
        // A nested list that is no such group stays inside its entry: the items of a change's details, a list of packages updated.
        Case(name: "other nested lists stay inside their entry", text: """
        ## 1.0.0
        ### Fixed
        - Parser fixes:
          - a
          - b
        - `core`
          - no link leads this item
        ### Dependencies
        - Updated dependencies [abc1234]:
          - @acme/core@1.0.0
        """, releases: ["1.0.0|fixed=2,dependencies=1"]),
        // release-plan (ember-cli since 2024): the packages a release published are its notes, not changes.
        Case(name: "a list of the packages released is the release's notes", text: """
        ## Release (2026-06-30)
        * ember-cli 7.2.0-alpha.1 (minor)
        * @ember-tooling/blueprint-model 0.7.0 (patch)
        #### :rocket: Enhancement
        * `ember-cli`
          * [#11](https://x.org/pull/11) A (@ada)
        ## Release (2026-06-01)
        * ember-cli 7.1.0 (minor)
        * a change written by hand
        """, releases: ["2026-06-30|changed=1", "2026-06-01|other=2"]),
        // vue's `# [3.5.0](…)` among `## [3.4.38](…)` patches holds `## Aggregated Features List for 3.5`: a section, not a release.
        Case(name: "a heading deeper than its release is a release only by its first word or a date", text: """
        ## [3.5.1](https://x.org/compare/v3.5.0...v3.5.1) (2024-09-10)
        ### Bug Fixes
        * a
        # [3.5.0](https://x.org/compare/v3.4.38...v3.5.0) (2024-09-03)
        ## Aggregated Features List for 3.5 (alpha to stable)
        * b
        * c
        ## [3.4.38](https://x.org/compare/v3.4.37...v3.4.38) (2024-08-15)
        ### Bug Fixes
        * d
        ## 3.4.37
        ### Bug Fixes
        * e
        """, releases: ["3.5.1|fixed=1", "3.5.0|aggregated-features-list-for-3-5-alpha-to-stable=2", "3.4.38|fixed=1", "3.4.37|fixed=1"],
             messages: ["CHANGELOG.md:5:1: warning: 'Aggregated Features List for 3.5 (alpha to stable)' is not a change type tlsite knows"]),
        // towncrier's and release-please's (Python) names, and covector's own tags; every Dependencies section is one.
        Case(name: "names towncrier, release-please and covector write", text: """
        ## 1.0.0
        ### Internal Changes
        - a
        ### Updates to the Docker image
        - b
        ### Updates to locked dependencies
        - c
        ### Implementation Changes
        - d
        ### Internal / Testing Changes
        - e
        ### bug
        - f
        ### feat
        - g
        ### Features ✨
        - h
        ### Removals and backward incompatible breaking changes
        - i
        ### Contributor-facing changes
        - j
        ### Vendored Libraries
        - k
        """, releases: ["1.0.0|other=1,other=1,dependencies=2,changed=1,other=1,fixed=1,added=1,added=1,changed=1,other=1"]),
        // A list of links above the first release points to older files (babel's); any other list warns.
        Case(name: "a list of links above the first release is the introduction, quietly", text: """
        # Changelog
        - See [CHANGELOG - v7](https://x.org/v7.md) for v7 changes.
        - See [CHANGELOG - v6](https://x.org/v6.md) for v6 changes.
        ## 1.0.0
        - a
        """, releases: ["1.0.0|other=1"]),
        Case(name: "any other list above the first release warns", text: """
        # Changelog
        - a change with no release
        ## 1.0.0
        - a
        """, releases: ["1.0.0|other=1"],
             messages: ["CHANGELOG.md:2:1: warning: a list above the first release is kept as the introduction, not as changes"]),
        // pydantic's HISTORY.md: a heading below a release naming its version again is a section of it.
        Case(name: "a heading naming the release's own version is a section of it", text: """
        ## v1.9.0 (2021-12-31)
        ### Highlights
        * a
        ### v1.9.0 (2021-12-31) Changes
        * b
        * c
        ### v1.9.0a2 (2021-12-24) Changes
        * d
        ## v1.8
        ### v1.8 (2021-02-26) Changes
        * e
        ### 1.8
        * f
        """, releases: ["v1.9.0|highlights=1,changed=2", "v1.9.0a2|other=1", "v1.8|changed=2"],
             messages: ["CHANGELOG.md:2:1: warning: 'Highlights' is not a change type tlsite knows"]),
        // tui-rs's hand-written changes below git-cliff's: a subheading that names
        // its issue, or has prose below it, is one change; above a list, it groups.
        Case(name: "a subheading with prose or an issue number is one change", text: """
        ## v0.17.0 - 2022-01-22
        ### Breaking changes
        - a
        #### New default backend (#553)
        - `crossterm` is the default
        - [curses](https://x.org/curses.rs)
        #### Easier cursor management
        A new method, and its example:
        - `Span`
        - `Spans`
        ### Features
        #### Parser
        - b
        - c
        """, releases: ["v0.17.0|changed=3,added=2"]),
        // Changesets: a changeset's own headings, written below its entry, are that entry's.
        Case(name: "a Changesets entry's headings and lists are its body", text: """
        ## 2.0.0
        ### Major Changes
        - ca8ff585: A new format
        #### Changed command names
        No more flags:
        - `updateChangelog`
        - `commit`

        The config says it once.

        - 296a6731: Config is JSON
        #### Migrating
        Write `config.json`.
        ### Patch Changes
        - Updated dependencies [ca8ff585]:
          - @x/y@1.0.0
        """, releases: ["2.0.0|changed=2,dependencies=1"]),
        // nodejs-storage: below a section of the project's own, headings over code are its prose.
        Case(name: "subheadings in a section of the project's own are its prose", text: """
        ## v2.0.0
        **This release has breaking changes**.
        ### require syntax changes
        The import style changed.
        #### Old Code
        ```js
        require('x')();
        ```
        #### New Code
        The class is exported.
        ### Breaking Changes
        #### Node 4 is dropped
        It is no longer supported.
        #### Old Code
        ```js
        old();
        ```
        ### Bug Fixes
        - a
        """, releases: ["v2.0.0|require-syntax-changes=0,changed=1,fixed=1"],
             messages: ["CHANGELOG.md:3:1: warning: 'require syntax changes' is not a change type tlsite knows"]),
        // google-auth-library-nodejs: `#### BREAKING: …` over its explanation is one breaking change.
        Case(name: "a heading marked breaking is one breaking change", text: """
        ## v3.0.0
        Welcome to 3.0.
        #### BREAKING: Migration from `axios` to `gaxios`
        The 2.0 version used axios.
        #### BREAKING: `generateCodeVerifier` is now async
        It returns a promise.
        ### New Features
        - a
        """, releases: ["v3.0.0|other=2,added=1"]),
        // ember-cli: the diffs of its blueprints are links, no changes.
        Case(name: "a list of compare links is no changes", text: """
        ## v6.4.0
        #### Blueprint Changes
        - [`ember new` diff](https://x.org/new-output/compare/v6.3.0...v6.4.0)
        - [`ember addon` diff](https://x.org/addon-output/compare/v6.3.0...v6.4.0)
        #### Changelog
        - [#10598](https://x.org/pull/10598) [BUGFIX] a
        """, releases: ["v6.4.0|other=1"]),
        // release-plan: two releases named by one day are two releases, quietly.
        Case(name: "two releases of one day are distinct", text: """
        ## Release (2026-03-29)
        * a 6.11.2 (patch)
        #### :bug: Bug Fix
        * b
        ## Release (2026-03-29)
        * a 6.11.1 (patch)
        #### :bug: Bug Fix
        * c
        """, releases: ["2026-03-29|fixed=1", "2026-03-29|fixed=1"]),
    ]

    @Test(arguments: cases)
    func readsReleasesAndEntries(_ testCase: Case) throws {
        let (changelog, diagnostics) = ChangelogReader.read(testCase.text, path: "CHANGELOG.md")
        let read = try #require(changelog, "\(diagnostics)")
        let described = read.releases.map { release in
            var title = release.title
            if release.isYanked { title += " yanked" }
            if release.date == nil, !release.isUnreleased, testCase.releases.contains(where: { $0.hasPrefix(release.title + " undated") }) { title += " undated" }
            return title + "|" + release.sections.map { "\($0.kind)=\($0.entries.count)" }.joined(separator: ",")
        }
        #expect(described == testCase.releases)
        let messages = diagnostics.map(\.description)
        for expected in testCase.messages {
            #expect(messages.contains { $0.hasPrefix(expected) }, "expected '\(expected)' in \(messages)")
        }
        if testCase.messages.isEmpty { #expect(messages.isEmpty, "\(messages)") }
    }

    /// cibuildwheel's `docs/changelog.md` opens with a documentation site's
    /// front matter: no rule and no `title: Changelog` heading as the site's
    /// title; every line keeps its number. A rule and a heading that are no
    /// front matter stay.
    @Test func frontMatterIsLeftOut() throws {
        let text = "---\ntitle: Changelog\nref: changelog\n---\n\n# Changelog\n\n### v4.2.0\n\n_4 August 2026_\n\n- a\n"
        let (changelog, diagnostics) = ChangelogReader.read(text, path: "CHANGELOG.md")
        let read = try #require(changelog)
        #expect(read.title == "Changelog")
        #expect(read.introduction == "")
        #expect(read.releases.map(\.title) == ["v4.2.0"])
        #expect(read.releases.first?.location.line == 8)
        #expect(read.releases.first?.date.map(Release.day) == "2026-08-04")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let rule = "---\nA paragraph, no front matter.\n---\n\n## 1.0.0\n- a\n"
        #expect(ChangelogReader.withoutFrontMatter(rule) == rule)
    }

    @Test func introductionListsPointersAndLevels() throws {
        let text = """
        ## 2.0.0 - 2024-05-02
        The big one.
        - see the migration guide
        ### Added
        - a
        ## 1.1.0 - May 1, 2024
        ### Major Changes
        - abc1234: renamed `x`
        ### Patch Changes
        - fix: a crash
        ## 1.0.0 - 01/05/2024
        See [the 1.x changelog](https://x.org/1.md).
        """
        let changelog = try #require(ChangelogReader.read(text, path: "C.md").0)
        let (v2, v11, v1) = (changelog.releases[0], changelog.releases[1], changelog.releases[2])
        // The list above the first change type is the release's notes, in order, and no change.
        #expect(v2.notes == ["<p>The big one.</p>\n", "<ul>\n<li>see the migration guide</li>\n</ul>\n"])
        #expect(v2.entryCount == 1 && v2.sections.map(\.kind) == ["added"])
        // Changesets: a major entry is breaking; each entry keeps its level.
        #expect(v11.sections.map(\.title) == ["Changed", "Fixed"])
        #expect(v11.sections[0].entries[0].isBreaking && v11.sections[0].entries[0].level == "major")
        #expect(!v11.sections[1].entries[0].isBreaking && v11.sections[1].entries[0].level == "patch")
        #expect(v11.aliases.contains("major-changes") && v11.aliases.contains("patch-changes"))
        #expect(v11.date.map(Release.day) == "2024-05-01" && v11.dateText == "May 1, 2024")
        // A release of one link points there; its unread date keeps its text.
        #expect(v1.isPointer && v1.link == "https://x.org/1.md" && v1.entryCount == 0)
        #expect(v1.date == nil && v1.dateText == "01/05/2024")
        #expect(!v2.isPointer && !v11.isPointer)
    }

    @Test func whatFollowsTheLastReleaseIsTheEpilogue() throws {
        // vue's `## Previous Changelogs` below its last release, a `#` minor: part of no release, quietly.
        let vue = """
        # [3.5.0-alpha.1](https://x.org/compare/v3.4.25...v3.5.0-alpha.1) (2024-04-29)
        ### Features
        * a
        ## [3.4.25](https://x.org/compare/v3.4.24...v3.4.25) (2024-04-24)
        ### Bug Fixes
        * b
        # [3.4.0](https://x.org/compare/v3.3.13...v3.4.0) (2023-12-28)
        ### Features
        * c
        ## Previous Changelogs
        ### 3.3.x (2023-02-05 - 2023-12-29)
        See [3.3 changelog](./changelogs/CHANGELOG-3.3.md)
        """
        let (read, messages) = ChangelogReader.read(vue, path: "C.md")
        let changelog = try #require(read)
        #expect(changelog.releases.map(\.title) == ["3.5.0-alpha.1", "3.4.25", "3.4.0"])
        #expect(changelog.releases[2].sections.map(\.title) == ["Features"] && changelog.releases[2].notes.isEmpty)
        #expect(changelog.epilogue == "<h2>Previous Changelogs</h2>\n<h3>3.3.x (2023-02-05 - 2023-12-29)</h3>\n"
            + "<p>See <a href=\"./changelogs/CHANGELOG-3.3.md\">3.3 changelog</a></p>\n")
        #expect(messages.isEmpty, "\(messages)")
        // A list there that is no list of links may be changes: a warning says where.
        let (listed, listWarnings) = ChangelogReader.read("## 1.0.0\n- a\n## Older releases\n- fixed a crash\n", path: "C.md")
        #expect(listed?.epilogue == "<h2>Older releases</h2>\n<ul>\n<li>fixed a crash</li>\n</ul>\n")
        #expect(listWarnings.map(\.description).first?.hasPrefix("C.md:4:1: warning: a list after the last release is kept as the epilogue") == true)
        // A heading of that kind with a release after it stays where it is, with its warning.
        let (middle, warnings) = ChangelogReader.read("## 2.0.0\n- a\n## Migration guide\n- b\n## 1.0.0\n- c\n", path: "C.md")
        #expect(middle?.epilogue == "" && middle?.releases.map(\.entryCount) == [1, 1])
        #expect(warnings.map(\.description) == ["C.md:3:1: warning: the heading 'Migration guide' names no version, so it is no release; it and what follows it "
            + "up to the next release are kept as prose of 2.0.0"])
    }

    @Test func sectionsNamingTheirReleaseDateIt() throws {
        let text = "## v1.8\n### v1.8 (2021-02-26) Changes\n* a\n## Release (2026-03-29)\n* b\n## Release (2026-03-29)\n* c\n"
        let changelog = try #require(ChangelogReader.read(text, path: "C.md").0)
        #expect(changelog.releases[0].date.map(Release.day) == "2021-02-26" && changelog.releases[0].dateText == "2021-02-26")
        #expect(changelog.releases[0].sections.map(\.title) == ["Changes"])
        // A section naming the version with another date: the release's own date stands, with a warning.
        let (other, warnings) = ChangelogReader.read("## v1.9.0 (2021-12-31)\n### v1.9.0 (2021-12-24) Changes\n* a\n", path: "C.md")
        #expect(other?.releases.map(\.title) == ["v1.9.0"] && other?.releases[0].date.map(Release.day) == "2021-12-31")
        #expect(warnings.map(\.description) == ["C.md:2:1: warning: the section 'v1.9.0 (2021-12-24) Changes' names v1.9.0 with another date than the release's "
            + "(2021-12-31); it is read as a section of v1.9.0, dated as its heading says"])
        // Two releases of one day: two pages, two anchors.
        #expect(changelog.releases.map(\.slug) == ["v1.8", "2026-03-29", "2026-03-29-2"])
    }

    @Test func aChangeWrittenAsAHeadingHoldsItsList() throws {
        let text = "## 1.0.0\n### Breaking changes\n#### Canvas labels (#543)\n- labels are `Spans`\n- see below\n#### Parser\n- a\n"
        let release = try #require(ChangelogReader.read(text, path: "C.md").0?.releases.first)
        let entries = release.sections[0].entries
        #expect(entries.count == 2 && entries.allSatisfy(\.isBreaking))
        #expect(entries[0].html == "<p class=\"tl-change-title\">Canvas labels (#543)</p>\n<ul>\n<li>labels are <code>Spans</code></li>\n<li>see below</li>\n</ul>\n")
        #expect(release.sections[0].parts.contains(.prose("<h4>Parser</h4>\n")))
    }

    @Test func everyListItemIsAnEntryOrInsideOne() throws {
        // A list in prose (blockquote) is kept as prose; top-level lists are entries.
        let text = "# T\n\n- intro list\n\n## 1.0.0\n### Added\n- a\n- b\n### Fixed\n- c\n\n> - quoted\n"
        let changelog = try #require(ChangelogReader.read(text, path: "C.md").0)
        #expect(changelog.entryCount == 3)
        #expect(changelog.introduction.contains("<li>intro list</li>"))
        #expect(changelog.releases[0].sections[1].parts.count == 2)
    }

    @Test func titleIntroductionLinksAndAnchors() throws {
        let text = """
        # Changelog

        All notable changes. See [semver](https://semver.org).

        ## [Unreleased]

        ## [1.2.0] - 2024-05-01
        ### Added
        - **Breaking:** new config
        - plain
        ### Added
        - again

        ## 1.1.0 - 2024-04-01
        - x

        [unreleased]: https://github.com/o/r/compare/v1.2.0...HEAD
        [1.2.0]: https://github.com/o/r/compare/v1.1.0...v1.2.0
        [1.1.0]: javascript:alert(1)
        """
        let changelog = try #require(ChangelogReader.read(text, path: "C.md").0)
        #expect(changelog.title == "Changelog")
        #expect(changelog.introduction == "<p>All notable changes. See <a href=\"https://semver.org\">semver</a>.</p>\n")
        let releases = changelog.releases
        #expect(releases.map(\.slug) == ["unreleased", "1.2.0", "1.1.0"])
        #expect(releases[0].isUnreleased && releases[0].link == "https://github.com/o/r/compare/v1.2.0...HEAD")
        #expect(releases[1].link == "https://github.com/o/r/compare/v1.1.0...v1.2.0")
        #expect(releases[2].link == nil, "a javascript: link never becomes an href")
        #expect(releases[1].date == ISO8601DateFormatter().date(from: "2024-05-01T00:00:00Z"))
        #expect(releases[1].sections[0].anchor == "1.2.0-added")
        #expect(releases[1].sections[0].entries.map(\.isBreaking) == [true, false, false])
        // GitHub's anchors in the rendered file keep old links working.
        #expect(releases[1].aliases == ["120---2024-05-01"])
        #expect(releases[1].sections[0].aliases == ["added", "added-1"])
    }

    @Test func notAChangelogIsALocatedError() {
        let (none, diagnostics) = ChangelogReader.read("# Notes\n\nSome text.\n\n## Ideas\n- x\n", path: "C.md")
        #expect(none == nil)
        #expect(diagnostics.map(\.description) == ["C.md:1:1: error: this is not a changelog: none of its 2 headings names a version; write releases as '## [1.0.0] - 2024-05-01' or '## [Unreleased]'"])
        let (empty, emptyDiagnostics) = ChangelogReader.read("", path: "C.md")
        #expect(empty == nil)
        #expect(emptyDiagnostics.first?.description.hasPrefix("C.md:1:1: error: the changelog is empty") == true)
    }

    @Test(arguments: [
        ("[1.2.0] - 2024-05-01", "1.2.0", "2024-05-01"), ("v1.2.0 (2024-05-01)", "v1.2.0", "2024-05-01"),
        ("1.0.0-rc.1+b5 / 2024-5-1", "1.0.0-rc.1+b5", "2024-5-1"), ("Version 3 - 2024-01-01", "3", "2024-01-01"),
        ("[Unreleased]", nil, nil), ("Release notes", nil, nil), ("2024-05-01", nil, "2024-05-01"),
    ] as [(String, String?, String?)])
    func releaseHeadings(_ text: String, _ version: String?, _ date: String?) {
        let heading = ReleaseHeading(text)
        #expect(heading.version == version)
        #expect(heading.date == date)
    }

    @Test(arguments: [
        ("**Breaking:** x", true), ("BREAKING CHANGE: x", true), ("[BREAKING] x", true), ("⚠️ Breaking: x", true),
        ("Breakingly fast", false), ("Fix breaking bug", false), ("⚠ BREAKING: x", true), ("**Breaking**: x", true),
        // Only the documented prefixes: a sentence that starts with the words is not a marker.
        ("BREAKING CHANGE moved to top of template", false), ("**breaking** renamed a thing", false),
        ("**BREAKING** tables default to rounded boxes", true), ("**BREAKING CHANGE** x", true), ("*(parser)* [**breaking**] x", true), ("(see #1) [breaking] x", true), ("*(parser)* x [breaking]", false),
    ])
    func breakingMarkers(_ text: String, _ breaking: Bool) throws {
        let changelog = try #require(ChangelogReader.read("## 1.0.0\n- \(text)\n", path: "C.md").0)
        #expect(changelog.releases[0].sections[0].entries[0].isBreaking == breaking)
    }

    /// Every id a page gets from a changelog is unique: release slugs, section ids, GitHub's anchors.
    @Test func idsAreUnique() throws {
        let text = "# Next\n## master\n- a\n## Security\n## 1.1.0\n### Bug Fixes\n- b\n## 1.0.0\n### Bug Fixes\n- c\n### bug-fixes\n- d\n"
        let (changelog, _) = ChangelogReader.read(text, path: "C.md")
        let read = try #require(changelog)
        #expect(read.title == "Next", "a development name at the title's level is the title")
        #expect(read.releases.map(\.title) == ["Unreleased", "1.1.0", "1.0.0"])
        let ids = read.releases.flatMap { [$0.slug] + $0.aliases + $0.sections.flatMap { [$0.anchor] + $0.aliases } }
        #expect(Set(ids.map { $0.lowercased() }).count == ids.count, "\(ids)")
        #expect(read.releases[2].sections.map(\.anchor) == ["1.0.0-bug-fixes", "1.0.0-bug-fixes-2"])
    }

    /// 10,000 distinct section headings, empty or not: read in one pass,
    /// one warning each (every name is unknown), the empty ones dropped.
    @Test func tenThousandDistinctSections() throws {
        var text = "## 1.0.0\n"
        for index in 0..<10_000 { text += "### Part \(index)\n" + (index.isMultiple(of: 2) ? "- entry \(index)\n" : "") }
        let (changelog, diagnostics) = ChangelogReader.read(text, path: "C.md")
        let read = try #require(changelog)
        #expect(read.releases[0].sections.count == 5_000)
        #expect(read.releases[0].entryCount == 5_000)
        #expect(diagnostics.count == 10_000)
        #expect(diagnostics.last?.description.hasPrefix("C.md:15001:1: warning: 'Part 9999' is not a change type") == true)
    }

    @Test func undatedReleasesSortWithTheDatedOneBelow() throws {
        let changelog = try #require(ChangelogReader.read("## [Unreleased]\n## 1.1.0\n## 1.0.0 - 2020-01-01\n", path: "C.md").0)
        let items = ChangelogReader.items(changelog)
        #expect(items.map(\.kind) == ["release", "release", "release"])
        #expect(items[0].release?.sortDate == .distantFuture)
        #expect(items[1].release?.sortDate == items[2].date)
    }
}
