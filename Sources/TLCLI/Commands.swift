import TLModel

/// The one table of commands and options. `--help`, `tlsite help COMMAND`,
/// the argument parsers, the shell completions and the man page are all made
/// from it, so an option is described once.
struct CommandInfo: Sendable {
    /// What a word on the command line is, for completion.
    enum Completes: Sendable, Equatable {
        case nothing, file, folder, theme
        /// The names of the commands (for `help`).
        case commands
        case words([String])
    }

    struct Option: Sendable {
        var name: String
        var short: String? = nil
        /// The value's placeholder (`DIR`); nil for a flag.
        var value: String? = nil
        var completes: Completes = .nothing
        var help: String
    }

    /// "build", "new site", "theme preview".
    var name: String
    /// The synopsis lines, each after "tlsite ".
    var usage: [String]
    /// One line for the overview.
    var summary: String
    var overviewArguments: String
    var description: String
    var options: [Option] = []
    /// What the positional arguments are.
    var positionals: Completes = .nothing
    var maxPositionals: Int = 0

    var words: [String] { name.split(separator: " ").map(String.init) }

    /// The parser for this command's options.
    var spec: ArgumentSpec {
        var spec = ArgumentSpec(maxPositionals: maxPositionals)
        for option in options {
            if option.value == nil { spec.flags.insert(option.name) } else { spec.options.insert(option.name) }
            if let short = option.short { spec.aliases[short] = option.name }
        }
        return spec
    }
}

extension CommandInfo.Option {
    static let help = Self(name: "--help", short: "-h", help: "print this help")
    static let drafts = Self(name: "--drafts", help: "include items with 'draft: true'")
    static let future = Self(name: "--future", help: "include items dated after now")
    static let now = Self(name: "--now", value: "DATE", help: "the date to treat as now (2024-05-01 or 2024-05-01T08:30:00Z)")
    static let jobs = Self(name: "--jobs", value: "N", help: "threads to render with (default: the number of cores)")
    static let quiet = Self(name: "--quiet", short: "-q", help: "print only errors (no progress, summary or warnings)")
    static let verbose = Self(name: "--verbose", short: "-v", help: "print how long each stage took, and every warning (not one line per kind)")
    static let diagnostics = Self(name: "--diagnostics", value: "FORMAT", completes: .words(DiagnosticFormat.allCases.map(\.rawValue)),
                                  help: "how to print errors and warnings: text (path:line:column), json (one object a line) or github (workflow annotations)")
    static let baseURL = Self(name: "--base-url", value: "URL", help: "override baseURL from tlsite.yml")
    static let force = Self(name: "--force", help: "replace DIR even though it holds files tlsite did not write")
}

extension CommandInfo {
    typealias O = Option

    static let all: [CommandInfo] = [
        CommandInfo(
            name: "build", usage: ["build [SITE] [-o DIR] [--force] [--drafts] [--future] [--base-url URL] [--now DATE] [--jobs N] [--quiet|--verbose] [--diagnostics FORMAT]"],
            summary: "build the site into SITE/public (or -o DIR)", overviewArguments: "build [SITE]",
            description: "Builds the site in SITE (default: the current folder) into SITE/public.\nThe output is replaced only when the whole build succeeded.",
            options: [O(name: "--output", short: "-o", value: "DIR", completes: .folder, help: "write the site into DIR instead of SITE/public"),
                      .force, .drafts, .future, .baseURL, .now, .jobs, .quiet, .verbose, .diagnostics, .help],
            positionals: .folder, maxPositionals: 1),
        CommandInfo(
            name: "check", usage: ["check [SITE] [--drafts] [--future] [--base-url URL] [--now DATE] [--jobs N] [--quiet|--verbose] [--diagnostics FORMAT]"],
            summary: "everything build checks, writes nothing", overviewArguments: "check [SITE]",
            description: "Reads, checks and renders everything 'build' does, and writes nothing.\nExit code 1 and located messages when the site has errors.",
            options: [.drafts, .future, .baseURL, .now, .jobs, .quiet, .verbose, .diagnostics, .help],
            positionals: .folder, maxPositionals: 1),
        CommandInfo(
            name: "serve", usage: ["serve [SITE] [--host 127.0.0.1] [--port 1313] [--drafts] [--future] [--no-reload] [--diagnostics FORMAT]"],
            summary: "serve the site on 127.0.0.1:1313, rebuild and reload on changes", overviewArguments: "serve [SITE]",
            description: """
            Builds the site into a temporary folder and serves it at
            http://HOST:PORT/ (baseURL becomes that address). Every change to
            tlsite.yml, content/, data/, templates/, themes/ or static/ rebuilds
            it, and open pages reload. A failed rebuild is shown in the browser
            over the last good pages, which keep being served. Ctrl-C stops.
            """,
            options: [O(name: "--host", value: "HOST", help: "the address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 serves to the network)"),
                      O(name: "--port", value: "PORT", help: "the port (default 1313; 0 picks a free one)"),
                      .drafts, .future, O(name: "--no-reload", help: "no live-reload script in the pages"), .diagnostics, .help],
            positionals: .folder, maxPositionals: 1),
        CommandInfo(
            name: "new", usage: ["new site DIR", "new item [SITE] TITLE..."],
            summary: "create a starter site or an item", overviewArguments: "new site DIR",
            description: "'new site' creates DIR with tlsite.yml, content/ and static/: a site\nthat builds. 'new item' adds content/YYYY-MM-DD-title.md dated now.",
            options: [.help], positionals: .words(["site", "item"])),
        CommandInfo(
            name: "new site", usage: ["new site DIR"],
            summary: "create a working starter site", overviewArguments: "new site DIR",
            description: """
            Creates DIR (it must not exist or be empty) with a tlsite.yml, two
            items in content/, the icon they use in static/icons/, a
            CHANGELOG.md and a .gitignore for what builds write (public/, its
            lock file, changelog-site/, theme-preview/). With --language, the
            site is in that language: tlsite.yml's language, and the starter
            items, comments and changelog in its words (from the built-in
            catalogue; English for a language tlsite has none for).
            """,
            options: [O(name: "--language", value: "CODE", help: "the site's language: en, fr, de, es, pt, it, nl, ja, zh, ar, he or another tag (default: en)"), .help],
            positionals: .folder, maxPositionals: 1),
        CommandInfo(
            name: "new item", usage: ["new item [SITE] TITLE... [--site DIR] [--now DATE]"],
            summary: "add content/YYYY-MM-DD-title.md", overviewArguments: "new item [SITE] TITLE",
            description: """
            Adds content/YYYY-MM-DD-title.md to SITE (default: the current
            folder), with the title, the date (a title that is a time of day,
            08:30 am or 14:05, keeps that time), lane: left and a body to
            replace. The title may be
            several words without quotes (tlsite new item Lunch break); the
            first word is taken as SITE only when it is a folder with a
            tlsite.yml and more words follow.
            """,
            options: [O(name: "--site", value: "DIR", completes: .folder, help: "the site folder (default: the current folder)"), .now, .help],
            positionals: .nothing, maxPositionals: .max),
        CommandInfo(
            name: "theme", usage: ["theme new NAME [SITE] [--extends THEME]", "theme preview [THEME] [-o DIR] [--force]"],
            summary: "start a site theme, or preview one", overviewArguments: "theme new NAME [SITE]",
            description: """
            'theme new' creates themes/NAME in SITE: a theme.yml listing every
            key with the value it inherits, and empty templates/ and assets/.
            'theme preview' builds a gallery of the whole of THEME (default:
            default) into DIR (default: theme-preview/): the 16 cells of
            CNTimelineCell's documentation, a folding card, a cluster, every
            widget kind, spacers, a folder tree, tags and the pager, in light
            and dark. Name a SITE, or run it in a site folder, to preview the
            site's own themes.
            """,
            options: [.help], positionals: .words(["new", "preview"])),
        CommandInfo(
            name: "theme new", usage: ["theme new NAME [SITE] [--extends THEME]"],
            summary: "start a site theme in themes/NAME (--extends THEME)", overviewArguments: "theme new NAME [SITE]",
            description: """
            Creates SITE/themes/NAME (SITE defaults to the current folder) with a
            theme.yml that extends THEME (default: default) and lists every key,
            commented, with the value it inherits and what it does.
            """,
            options: [O(name: "--extends", value: "THEME", completes: .theme, help: "the theme to start from (default: default)"), .help],
            positionals: .nothing, maxPositionals: 2),
        CommandInfo(
            name: "theme preview", usage: ["theme preview [THEME] [SITE] [-o DIR] [--force]"],
            summary: "a gallery page of the whole theme, light and dark", overviewArguments: "theme preview [THEME] [SITE]",
            description: """
            Builds a gallery page of THEME into DIR (default: theme-preview/):
            the 16 cells of CNTimelineCell's documentation (the five line types,
            then each LineStyle and BubbleStyle variant), a folding card closed
            and open, an avatar cluster ending in "+N", every widget kind
            (text, image, poll, quiz, alert), spacers, a folder tree, tags and
            the pager, each in a light and a dark pane side by side (one pane
            for a theme whose colorScheme fixes the scheme), the page keys it
            sets, and labelled spacer strips. The themes/ of SITE (default: the
            current folder, when it has a tlsite.yml) are found too. Open
            DIR/index.html; rebuild after each change.
            """,
            options: [O(name: "--output", short: "-o", value: "DIR", completes: .folder, help: "write the gallery into DIR (default: theme-preview/)"), .force, .help],
            positionals: .theme, maxPositionals: 2),
        CommandInfo(
            name: "changelog",
            usage: ["changelog CHANGELOG.md... [-o DIR] [--force] [--title T] [--base-url URL] [--theme T] [--repository URL] [--prereleases MODE] [--feed-limit N] [--language CODE] [--types FILE]",
                    "changelog --git [REPO] [-o DIR] [--force] [--title T] [--base-url URL] [--theme T] [--repository URL] [--prereleases MODE] [--feed-limit N] [--language CODE] [--tag-pattern RE] [--ignore-tags RE] [--hide-types LIST] [--separate-prereleases]",
                    "changelog --releases FILE.json [-o DIR] [--force] [--title T] [--base-url URL] [--theme T] [--repository URL] [--prereleases MODE] [--feed-limit N] [--language CODE] [--types FILE]",
                    "changelog --git [REPO] --write FILE [--bump] [--bump-level LEVEL] [--force] [--repository URL] [--now DATE] [--tag-pattern RE] [--ignore-tags RE] [--hide-types LIST] [--separate-prereleases]",
                    "changelog --git [REPO] --bump [--bump-level LEVEL] [--tag-pattern RE] [--ignore-tags RE] [--hide-types LIST] [--separate-prereleases]"],
            summary: "a whole site from a Keep a Changelog file (or --git [REPO])", overviewArguments: "changelog FILE",
            description: """
            Builds a whole site from one Keep a Changelog file, no site folder
            needed: every release on the home page (with #VERSION anchors), one
            page per release, a page per change type (kind/added/, kind/fixed/...).
            With --git, the releases are REPO's semantic-version tags (default: the
            current folder) with the commits between them, Conventional Commits
            sorted by type. The output is replaced only when the build succeeded.
            With --git and --write FILE, writes the history as a Keep a Changelog
            file instead, keeping the text of the releases FILE already holds.
            With --git and --bump, prints the next semantic version the commits
            after the last tag call for (exit 3 when none does); with --write
            too, writes FILE's [Unreleased] under that version, dated today.
            Several files (packages/*/CHANGELOG.md) make a monorepo's site: one
            lane, page and feed per package, and a package filter.
            """,
            options: [O(name: "--output", short: "-o", value: "DIR", completes: .folder, help: "write the site into DIR (default: changelog-site/)"),
                      O(name: "--force", help: "replace DIR even though it holds files tlsite did not write (with --write: FILE, though it is no changelog)"),
                      O(name: "--title", value: "T", help: "the project's name and the site's title (default: the file's first heading, else the repository's name)"),
                      O(name: "--base-url", value: "URL", help: "the site's address, for canonical links and the sitemap"),
                      O(name: "--theme", value: "T", completes: .theme, help: "a built-in theme, or one in themes/ beside the file (default: changelog)"),
                      O(name: "--repository", value: "URL",
                        help: "link #123, @user and commit hashes to this repository, and with --git the releases' compare links (default: the one of the compare links, else the git remote origin)"),
                      O(name: "--prereleases", value: "MODE", completes: .words(PrereleaseDisplay.allCases.map(\.rawValue)),
                        help: "show prereleases marked (show, the default), folded into closed groups (fold), or not at all (hide)"),
                      O(name: "--feed-limit", value: "N", help: "entries in each feed (default 20; 0 for every release)"),
                      O(name: "--types", value: "FILE", completes: .file,
                        help: "a YAML file mapping the changelog's section names to change types or hidden (Enhancements: added)"),
                      O(name: "--language", value: "CODE",
                        help: "the language of tlsite's own words and dates, like fr or pt-BR (default: en); ar, he, fa, ur run right to left"),
                      O(name: "--git", help: "read git tags and commits instead of a file"),
                      O(name: "--releases", value: "FILE", completes: .file,
                        help: "read GitHub Releases from the JSON of gh release list --json tagName,name,body,publishedAt,isPrerelease,isDraft (or gh api repos/OWNER/NAME/releases) instead of a file"),
                      O(name: "--tag-pattern", value: "RE", help: "with --git: only tags matching RE are releases (a match at the start is a prefix: ^app-)"),
                      O(name: "--ignore-tags", value: "RE", help: "with --git: tags matching RE are no releases; their commits go to the next one"),
                      O(name: "--hide-types", value: "LIST", help: "with --git: commit types left out (default: chore,ci,docs,style,test,build; \"\" shows all)"),
                      O(name: "--separate-prereleases", help: "with --git: each prerelease is a release of its own"),
                      O(name: "--write", value: "FILE", completes: .file,
                        help: "with --git: write a Keep a Changelog file instead of a site, keeping the releases FILE holds"),
                      O(name: "--bump", help: "with --git: print the next version the commits after the last tag call for (with --write: write [Unreleased] under it, dated today)"),
                      O(name: "--bump-level", value: "LEVEL", completes: .words(["major", "minor", "patch"]),
                        help: "--bump, bumping this part of the version (major, minor or patch) whatever the commits call for"),
                      .now, .jobs, .quiet, .verbose, .diagnostics, .help],
            positionals: .file, maxPositionals: .max),
        CommandInfo(
            name: "import", usage: ["import timelinejs FILE [--site DIR] [--force]"],
            summary: "write another tool's timeline as items", overviewArguments: "import timelinejs FILE",
            description: "'import timelinejs' writes the events of a TimelineJS file (JSON, or its\nGoogle Sheets template as CSV) as items in content/.",
            options: [.help], positionals: .words(["timelinejs"])),
        CommandInfo(
            name: "import timelinejs", usage: ["import timelinejs FILE [--site DIR] [--force] [--verbose] [--diagnostics FORMAT]"],
            summary: "write a TimelineJS JSON file or sheet (CSV) as items", overviewArguments: "import timelinejs FILE",
            description: """
            Reads FILE, a TimelineJS JSON file or its Google Sheets template
            downloaded as CSV, and writes one item per event into SITE/content/
            (SITE: --site DIR, default the current folder): the headline its
            title (and file name), the date as precise as given, the text kept
            as it is (HTML stays HTML), an image as the item's image, other media
            as a link, the group as a tag, each era a folder. A folder without a
            tlsite.yml (empty or new) becomes a site, titled by the title slide.
            What tlsite has no place for is kept as a comment in the front matter
            and reported with its event number. Nothing is written when FILE has
            an error, or when a file to write exists (--force replaces it).
            """,
            options: [O(name: "--site", value: "DIR", completes: .folder, help: "the site to write into (default: the current folder); a new or empty folder becomes a site"),
                      O(name: "--force", help: "replace the files of items that exist already"),
                      O(name: "--verbose", short: "-v", help: "print every warning (not one line per kind)"), .diagnostics, .help],
            positionals: .file, maxPositionals: 1),
        CommandInfo(
            name: "completion", usage: ["completion bash|zsh|fish"],
            summary: "print a shell completion script", overviewArguments: "completion SHELL",
            description: """
            Prints a completion script for bash, zsh or fish: commands, options,
            the themes of the site in the current folder, and files or folders
            where one is expected. Load it with
            source <(tlsite completion bash), or install it with scripts/install.sh.
            """,
            options: [.help], positionals: .words(Completion.Shell.allCases.map(\.rawValue)), maxPositionals: 1),
        CommandInfo(
            name: "help", usage: ["help [COMMAND]", "help --man"],
            summary: "the options of one command", overviewArguments: "help COMMAND",
            description: """
            Prints the usage and options of COMMAND (one of the commands above,
            or two words: 'new site', 'theme preview'). 'help --man' prints the
            manual page, tlsite(1), in roff (scripts/install.sh installs it).
            """,
            options: [], positionals: .commands, maxPositionals: 2),
    ]

    static let byName: [String: CommandInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The first words of the commands: build, check, ..., help.
    static let topLevel: [String] = all.map { $0.words[0] }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }

    /// The first words of two-word commands (new, theme, import): groups, which do nothing alone.
    static let groups: Set<String> = Set(all.filter { $0.words.count == 2 }.map { $0.words[0] })

    /// The commands listed in the overview: the ones that do something.
    static var overviewCommands: [CommandInfo] { all.filter { !groups.contains($0.name) } }
}

/// How `--diagnostics` prints errors and warnings.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, github
}
