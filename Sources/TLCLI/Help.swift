import Foundation

enum Help {
    static let usage = "usage: tlsite COMMAND [OPTIONS]   (tlsite --help for the commands)"

    static let overview = """
    tlsite \u{2014} turns Markdown items into HTML/CSS timelines.

    usage: tlsite COMMAND [OPTIONS]

    commands:
      build [SITE]            build the site into SITE/public (or -o DIR)
      check [SITE]            everything build checks, writes nothing
      serve [SITE]            serve the site on 127.0.0.1:1313, rebuild and reload on changes
      new site DIR            create a working starter site
      new item [SITE] TITLE   add content/YYYY-MM-DD-title.md
      theme new NAME [SITE]   start a site theme in themes/NAME (--extends THEME)
      theme preview [THEME]   a gallery page of every line type and style variant
      changelog FILE          a whole site from a Keep a Changelog file (or --git [REPO])
      help COMMAND            the options of one command

    options:
      --help, -h              this text
      --version               the version

    Exit codes: 0 success, 1 the site has errors (nothing was published),
    2 the command line is wrong.
    """

    static let commands: [String: String] = [
        "build": """
        usage: tlsite build [SITE] [-o DIR] [--force] [--drafts] [--future] [--base-url URL] [--now DATE] [--jobs N] [--quiet|--verbose]

        Builds the site in SITE (default: the current folder) into SITE/public.
        The output is replaced only when the whole build succeeded, and only
        when it is a folder tlsite wrote (it holds a .tlsite-output file), an
        empty folder or a new one.

          -o, --output DIR   write the site into DIR instead of SITE/public
          --force            replace DIR even though it holds files tlsite did not
                             write (never a file, the site, or a folder with .git)
          --drafts           include items with 'draft: true'
          --future           include items dated after now
          --base-url URL     override baseURL from tlsite.yml
          --now DATE         the date to treat as now (2024-05-01 or 2024-05-01T08:30:00Z)
          --jobs N           threads to render with (default: the number of cores)
          -q, --quiet        print only errors and warnings
          -v, --verbose      print each stage as it starts
        """,
        "check": """
        usage: tlsite check [SITE] [--drafts] [--future] [--base-url URL] [--now DATE] [--jobs N] [--quiet|--verbose]

        Reads, checks and renders everything 'build' does, and writes nothing.
        Exit code 1 and located messages when the site has errors.
        """,
        "serve": """
        usage: tlsite serve [SITE] [--host 127.0.0.1] [--port 1313] [--drafts] [--future] [--no-reload]

        Builds the site into a temporary folder and serves it at
        http://HOST:PORT/ (baseURL becomes that address). Every change to
        tlsite.yml, content/, data/, templates/, themes/ or static/ rebuilds
        it, and open pages reload. A failed rebuild is shown in the browser
        over the last good pages, which keep being served. Ctrl-C stops.

          --host HOST    the address to listen on (default 127.0.0.1, this
                         machine only; 0.0.0.0 serves to the network)
          --port PORT    the port (default 1313; 0 picks a free one)
          --drafts       include items with 'draft: true'
          --future       include items dated after now
          --no-reload    no live-reload script in the pages
        """,
        "new": """
        usage: tlsite new site DIR
               tlsite new item [SITE] TITLE

        'new site' creates DIR with tlsite.yml, content/ and static/: a site
        that builds. 'new item' adds content/YYYY-MM-DD-title.md dated now.
        """,
        "new site": """
        usage: tlsite new site DIR

        Creates DIR (it must not exist or be empty) with a tlsite.yml, two
        items in content/ and an empty static/.
        """,
        "new item": """
        usage: tlsite new item [SITE] TITLE [--now DATE]

        Adds content/YYYY-MM-DD-title.md to SITE (default: the current
        folder), with the title and the date filled in.
        """,
        "theme": """
        usage: tlsite theme new NAME [SITE] [--extends THEME]
               tlsite theme preview [THEME] [-o DIR] [--force]

        'theme new' creates themes/NAME in SITE: a theme.yml listing every
        key with the value it inherits, and empty templates/ and assets/.
        'theme preview' builds a gallery of THEME (default: default) into DIR
        (default: theme-preview/): the five line types and CNTimelineCell's
        LineStyle and BubbleStyle variants. Run it in a site folder to
        preview the site's own themes.
        """,
        "theme new": """
        usage: tlsite theme new NAME [SITE] [--extends THEME]

        Creates SITE/themes/NAME (SITE defaults to the current folder) with a
        theme.yml that extends THEME (default: default) and lists every key,
        commented, with the value it inherits and what it does.
        """,
        "theme preview": """
        usage: tlsite theme preview [THEME] [-o DIR] [--force]

        Builds a gallery page of THEME into DIR (default: theme-preview/):
        every line type, and the LineStyle and BubbleStyle variants of
        CNTimelineCell's documentation. In a site folder, the site's themes/
        are found too. Open DIR/index.html; rebuild after each change.
        """,
        "changelog": """
        usage: tlsite changelog CHANGELOG.md [-o DIR] [--force] [--title T] [--base-url URL] [--theme T]
               tlsite changelog --git [REPO] [-o DIR] [--force] [--title T] [--base-url URL] [--theme T]

        Builds a whole site from one Keep a Changelog file, no site folder
        needed: every release on the home page (with #VERSION anchors), one
        page per release, a page per change type (kind/added/, kind/fixed/...).
        With --git, the releases are REPO's semantic-version tags (default: the
        current folder) with the commits between them, Conventional Commits
        sorted by type. The output is replaced only when the build succeeded.

          -o, --output DIR   write the site into DIR (default: changelog-site/)
          --force            replace DIR even though it holds files tlsite did not write
          --title T          the site's title (default: the file's first heading)
          --base-url URL     the site's address, for canonical links and the sitemap
          --theme T          a built-in theme, or one in themes/ beside the file (default: changelog)
          --repository URL   link #123, @user and commit hashes to this repository (default: the
                             one of the compare links, else the git remote origin)
          --git              read git tags and commits instead of a file
          --tag-pattern RE   with --git: only tags matching RE are releases (a match at the start is a prefix: ^app-)
          --ignore-tags RE   with --git: tags matching RE are no releases; their commits go to the next one
          --hide-types LIST  with --git: commit types left out (default: chore,ci,docs,style,test,build; "" shows all)
          --separate-prereleases  with --git: each prerelease is a release of its own
          --now DATE         the date to treat as now
          --jobs N           threads to render with
          -q, --quiet        print only errors and warnings
          -v, --verbose      print each stage as it starts
        """,
        "help": """
        usage: tlsite help COMMAND

        Prints the usage and options of COMMAND.
        """,
    ]

    static func usageLine(for command: String) -> String {
        let key = command.trimmingCharacters(in: .whitespaces)
        guard let text = commands[key] ?? commands[String(key.split(separator: " ").first ?? "")] else { return usage }
        return String(text.split(separator: "\n").first ?? "") + "   (tlsite help \(key))"
    }
}
