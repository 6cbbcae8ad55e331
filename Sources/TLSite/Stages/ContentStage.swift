import Foundation
import TLContent
import TLCore
import TLFormats
import TLMarkdown
import TLModel
import TLRender

extension Build {
    // MARK: Stage 3: content

    /// What content/ holds: the items and the folders they sit in.
    struct Content: Sendable {
        var items: [Item]
        var folders: [Folder]
        var people: [String: Person] = [:]
        /// The changelog the releases come from, if any.
        var changelog: Changelog?
        /// The templates of a release's body, when there is a changelog.
        var releaseMarkup: ReleaseMarkup?
        /// A hash of each item's file, by slug, when read through an
        /// `ItemCache`: what tells an update which pages show new text.
        var versions: [String: Int] = [:]
        /// Each folder's `cascade:` (its own and its parents'), by folder
        /// path: what reading one item file again needs.
        var cascades: [String: [YAMLPair]] = [:]
        /// A site in several languages: each item's translations, by
        /// language and by the original's file (its `source.path`).
        var translations: [String: [String: Translation]] = [:]
        /// A site in several languages: each folder's translation
        /// (`_index.fr.md`), by language and folder path.
        var folderTranslations: [String: [String: Folder]] = [:]

        /// Every item file read (`source.path`), published or not: the
        /// originals and their translations.
        var files: Set<String> {
            var files = Set(items.map(\.source.path))
            for (_, byOriginal) in translations { for (_, translation) in byOriginal { files.insert(translation.item.source.path) } }
            return files
        }

        /// The original of each translation, by file (`source.path`).
        var originals: [String: String] {
            var result: [String: String] = [:]
            for (_, byOriginal) in translations {
                for (original, translation) in byOriginal { result[translation.item.source.path] = original }
            }
            return result
        }

        struct Translation: Sendable {
            var item: Item
            var version: Int
        }

        /// What the pages of `language` show: each item in that language,
        /// or (with `fallback`) in the site's first where it has no
        /// translation; the content as read for the first language.
        func inLanguage(_ language: String, first: String, fallback: Bool) -> Content {
            guard language != first else { return self }
            let translated = translations[language] ?? [:]
            var content = self
            content.items = []
            content.versions = [:]
            for index in items.indices {
                let original = items[index]
                if let translation = translated[original.source.path] {
                    content.items.append(translation.item)
                    if !versions.isEmpty { content.versions[translation.item.slug] = translation.version }
                } else if fallback {
                    // Shown in place of a translation: in its own language, which its page and cell say (`lang`),
                    // and with no old addresses in this language.
                    var standIn = original
                    if !standIn.aliases.isEmpty { standIn.aliases = [] }
                    standIn.language = first
                    content.items.append(standIn)
                    if let version = versions[original.slug] { content.versions[original.slug] = version }
                }
            }
            // A folder none of whose items is in this language has no page in it.
            let shown = Set(content.items.flatMap { item in
                item.folder.split(separator: "/").indices.map { item.folder.split(separator: "/")[...$0].joined(separator: "/") }
            })
            let translatedFolders = folderTranslations[language] ?? [:]
            content.folders = folders.filter { shown.contains($0.path) }.map { translatedFolders[$0.path] ?? $0 }
            return content
        }
    }

    func readContent(_ config: SiteConfig, cache: ItemCache?, _ catalogue: Catalogue, _ templates: Templates,
                     bodies: BodyStore? = nil, _ diagnostics: Diagnostics) throws -> Content {
        if let changelog = source.changelog {
            // data/people.yml beside the file (in REPO for --git), when there is one.
            let people = io.kind(site + "/" + PeopleReader.path) == .file ? readPeople(diagnostics) : [:]
            guard let read = readChangelog(changelog, config, diagnostics) else { return Content(items: [], folders: [], people: people) }
            let markup = templates.releaseMarkup(catalogue)
            let (applied, items) = try releaseItems(read, people: people, catalogue, markup)
            return Content(items: items, folders: [], people: people, changelog: applied, releaseMarkup: markup)
        }
        var content = try readSiteContent(config, cache: cache, bodies: bodies, diagnostics)
        if let source = siteChangelogSource(config) {
            if let changelog = readChangelog(source, config, diagnostics, at: config.locations["changelog"]) {
                let markup = templates.releaseMarkup(catalogue)
                let (applied, items) = try releaseItems(changelog, people: content.people, catalogue, markup)
                content.items += items
                content.changelog = applied
                content.releaseMarkup = markup
            }
        }
        return content
    }

    /// data/people.yml, when the site has one.
    private func readPeople(_ diagnostics: Diagnostics) -> [String: Person] {
        let peopleFile = site + "/" + PeopleReader.path
        guard io.kind(peopleFile) == .file else { return [:] }
        do {
            let (read, problems) = PeopleReader.read(try io.readText(peopleFile, display: PeopleReader.path))
            diagnostics.report(problems)
            return read
        } catch {
            diagnostics.report(error, at: SourceLocation(path: PeopleReader.path))
            return [:]
        }
    }

    /// With `bodies` (a whole build's), each item's body goes there as the
    /// item is read, so the bodies of a large site are never all in memory.
    private func readSiteContent(_ config: SiteConfig, cache: ItemCache?, bodies: BodyStore?, _ diagnostics: Diagnostics) throws -> Content {
        let people = readPeople(diagnostics)
        let content = site + "/content"
        guard io.kind(content) == .directory else {
            // Only a content/ that is not there at all means an empty timeline:
            // a link to an unmounted drive must not publish an empty site.
            if let problem = ContentChecks.missingContent(site: site, io: io) {
                diagnostics.report(problem)
            } else if config.changelog == nil, config.changelogGit == nil, config.changelogReleases == nil, config.changelogFiles.isEmpty {
                diagnostics.report(.warning(nil, "no content/ folder: the timeline is empty"))
            }
            return Content(items: [], folders: [], people: people)
        }
        // The listing `tlsite serve` kept, while no file came or went since.
        var listing: ContentListing
        let listingKept: Bool
        if let kept = cache?.listing {
            listing = kept
            listingKept = true
        } else {
            listingKept = false
            listing = ContentListing()
            let own = Diagnostics()
            listContent(in: content, folder: "", into: &listing, own)
            listing.messages = own.all
            cache?.listing = listing
        }
        diagnostics.report(listing.messages)

        // Folders first: their `cascade:` reaches every item below them.
        var folders: [Folder] = []
        var cascades: [String: [YAMLPair]] = ["": []]
        // What an item's reading depends on besides its file: the
        // `_index.md` files above it, as a hash of their bytes.
        var cascadeKeys: [String: Int] = ["": 0]
        for path in listing.folders.sorted() {
            var folder = FolderReader.implicit(path: path)
            let inherited = cascades[folder.parent ?? ""] ?? []
            var own: [YAMLPair] = []
            let file = content + "/" + path + "/_index.md"
            var bytes: [UInt8]?
            if listing.indexFiles.contains(path) {
                do { bytes = try io.readUserFile(file, display: relative(file)) } catch { diagnostics.report(error) }
            }
            if let bytes {
                let result = FolderReader.read(bytes, path: relative(file), folder: path,
                                               markdown: config.markdown)
                diagnostics.report(result.diagnostics)
                folder = result.folder
                own = result.cascade
            }
            let ownKeys = Set(own.compactMap { $0.key.text })
            cascades[path] = own + inherited.filter { !ownKeys.contains($0.key.text ?? "") }
            var key = Hasher()
            key.combine(cascadeKeys[folder.parent ?? ""] ?? 0)
            key.combine(bytes)
            cascadeKeys[path] = key.finalize()
            folders.append(folder)
        }

        let folderTranslations = config.isMultilingual ? readFolderTranslations(listing, config: config, diagnostics) : [:]

        var translationFiles: [Translations.File] = []
        var originals = listing.files
        if config.isMultilingual {
            let split = Translations.split(originals, languages: config.languages, display: relative)
            diagnostics.report(split.problems)
            originals = split.originals
            translationFiles = split.translations
        }
        let files = originals
        let cascadeByFolder = cascades
        // Only what each file needs crosses into the threads: a whole
        // SiteConfig would have its fields' reference counts bounced
        // between the cores on every file.
        let markdown = config.markdown, taxonomies = config.customTaxonomies
        let keys = files.map { ItemCache.Key(folder: $0.1, cascade: cascadeKeys[$0.1] ?? 0, markdown: markdown, taxonomies: taxonomies) }
        let paths = files.map(\.0)
        var readings = cache?.readings(paths, keys) ?? Array(repeating: nil, count: files.count)
        let unread = readings.indices.filter { readings[$0] == nil }
        // A code block whose grammar another thread is compiling is highlighted
        // once every item is read, rather than waited for (`HighlightDeferral`).
        let nonce = HighlightDeferral.newNonce()
        var read = parallelMap(unread.count, workers: options.jobs) { index -> (ItemCache.Reading, HighlightDeferral?) in
            let (path, folder) = files[unread[index]]
            let (reading, deferral) = Self.deferringHighlights(HighlightDeferral(nonce: nonce)) {
                readItem(path, folder: folder, cascade: cascadeByFolder[folder] ?? [], markdown: markdown, taxonomies: taxonomies,
                         version: cache != nil)
            }
            // Kept aside at once, even with placeholders: the items read while a query
            // compiles (4,500 of 10,000 with a Swift block each) held 7 MB until completed.
            if let bodies { reading.item?.keepBody(in: bodies) }
            return (reading, deferral)
        }
        let deferred = read.indices.filter { read[$0].1 != nil }, waiting = deferred.map { read[$0] }
        let completed = parallelMap(waiting.count, workers: options.jobs) { index -> ItemCache.Reading in
            var (reading, deferral) = waiting[index]
            // Read back, completed, and kept again (the store's first copy is left unread).
            Self.complete(&reading, deferral!)
            if let bodies { reading.item?.keepBody(in: bodies) }
            return reading
        }
        for (index, reading) in zip(deferred, completed) { read[index] = (reading, nil) }
        if StageTimings.enabled, !deferred.isEmpty { StageTimings.note("content: \(deferred.count) items' code highlighted after the others were read") }
        for (index, (reading, _)) in zip(unread, read) {
            readings[index] = reading
            cache?.store(files[index].0, keys[index], reading)
        }
        cache?.remember(paths, keys, readings)
        let translations = readTranslations(translationFiles, readings: translationFiles.isEmpty ? [:] : Dictionary(zip(files.map(\.0), readings)) { a, _ in a },
                                            cascades: cascadeByFolder, cascadeKeys: cascadeKeys, markdown: markdown, taxonomies: taxonomies,
                                            cache: cache, bodies: bodies)
        if !listingKept { cache?.keepOnly(Set(files.map(\.0) + translationFiles.map(\.path))) }
        cache?.remember(cascades: cascades)
        var result = Content(items: [], folders: folders, people: people, cascades: cascades)
        result.folderTranslations = folderTranslations
        result.items.reserveCapacity(files.count)
        if cache != nil { result.versions.reserveCapacity(files.count) }
        // A mistake in a folder's cascade is found in each item below it, and one a translation takes from its
        // original in both: each is reported once, where it is written (the `_index.md`, the original).
        var reported: Set<Diagnostic> = []
        for case let reading? in readings {
            if !reading.problems.isEmpty {
                let problems = reading.problems.filter { reported.insert($0).inserted }
                if !problems.isEmpty { diagnostics.report(problems) }
            }
            guard let item = reading.item else { continue }
            result.items.append(item)
            if cache != nil { result.versions[item.slug] = reading.version }
        }
        for (file, reading) in zip(translationFiles, translations) {
            let problems = reading.problems.filter { reported.insert($0).inserted }
            if !problems.isEmpty { diagnostics.report(problems) }
            guard let item = reading.item else { continue }
            result.translations[file.language, default: [:]][relative(file.original)] = Content.Translation(item: item, version: reading.version)
        }
        return result
    }

    /// Reads each folder's translations (`_index.fr.md` beside its
    /// `_index.md`), by language and folder: its title and body, and what
    /// it does not give its original's. Reports, as for items, a
    /// translation without an original and one into a language
    /// `languages:` does not list.
    private func readFolderTranslations(_ listing: ContentListing, config: SiteConfig, _ diagnostics: Diagnostics) -> [String: [String: Folder]] {
        guard !listing.indexTranslations.isEmpty else { return [:] }
        let content = site + "/content"
        let originals = listing.indexFiles.map { (content + "/" + $0 + "/_index.md", $0) }
        let split = Translations.split(listing.indexTranslations + originals, languages: config.languages, display: relative)
        diagnostics.report(split.problems)
        var result: [String: [String: Folder]] = [:]
        for file in split.translations {
            let inherited = (try? io.readUserFile(file.original, display: relative(file.original)))
                .map { Translations.frontMatter($0, path: relative(file.original)) } ?? []
            let bytes: [UInt8]
            do { bytes = try io.readUserFile(file.path, display: relative(file.path)) } catch {
                diagnostics.report(error)
                continue
            }
            let read = FolderReader.read(bytes, path: relative(file.path), folder: file.folder, markdown: config.markdown, inherited: inherited)
            // The original's mistakes are reported where it is read.
            let originalPath = relative(file.original)
            diagnostics.report(read.diagnostics.filter { $0.location?.path != originalPath })
            result[file.language, default: [:]][file.folder] = read.folder
        }
        return result
    }

    /// Reads the translations, each with its original's front matter
    /// under its own (as a folder's `cascade:` is), so a translation
    /// gives only what it changes: its title and body, mostly. Read
    /// under its original's file name, its slug and the date of that
    /// name are the original's, unless it gives its own `slug:`.
    private func readTranslations(_ files: [Translations.File], readings: [String: ItemCache.Reading?], cascades: [String: [YAMLPair]],
                                  cascadeKeys: [String: Int], markdown: MarkdownOptions, taxonomies: [String],
                                  cache: ItemCache?, bodies: BodyStore?) -> [ItemCache.Reading] {
        guard !files.isEmpty else { return [] }
        // What a translation's reading depends on: its folders' `_index.md` and its original's bytes.
        let keys = files.map { file -> ItemCache.Key in
            var hasher = Hasher()
            hasher.combine(cascadeKeys[file.folder] ?? 0)
            hasher.combine(readings[file.original]??.version ?? 0)
            return ItemCache.Key(folder: file.folder, cascade: hasher.finalize(), markdown: markdown, taxonomies: taxonomies)
        }
        var result = cache?.readings(files.map(\.path), keys) ?? Array(repeating: nil, count: files.count)
        let unread = result.indices.filter { result[$0] == nil }
        let read = parallelMap(unread.count, workers: options.jobs) { index -> ItemCache.Reading in
            let file = files[unread[index]]
            let own = (try? io.readUserFile(file.original, display: relative(file.original)))
                .map { Translations.frontMatter($0, path: relative(file.original)) } ?? []
            let ownKeys = Set(own.compactMap { $0.key.text })
            let cascade = own + (cascades[file.folder] ?? []).filter { !ownKeys.contains($0.key.text ?? "") }
            let reading = readItem(file.path, folder: file.folder, cascade: cascade, markdown: markdown, taxonomies: taxonomies,
                                   version: cache != nil, fileName: file.originalName)
            if let bodies { reading.item?.keepBody(in: bodies) }
            return reading
        }
        for (index, reading) in zip(unread, read) {
            result[index] = reading
            cache?.store(files[index].path, keys[index], reading)
        }
        return result.map { $0! }
    }

    /// `read` with `deferral` bound, and the deferral when a code block of
    /// what it read waits there (the reading is not complete before `complete`).
    static func deferringHighlights(_ deferral: HighlightDeferral, _ read: () -> ItemCache.Reading) -> (ItemCache.Reading, HighlightDeferral?) {
        let reading = HighlightDeferral.$current.withValue(deferral) { read() }
        return (reading, deferral.isEmpty || reading.item == nil ? nil : deferral)
    }

    /// A reading whose code blocks waited in `deferral`, with their code in place.
    static func complete(_ reading: inout ItemCache.Reading, _ deferral: HighlightDeferral) {
        guard let blocks = reading.item?.blocks else { return }
        reading.item?.blocks = blocks.map(deferral.complete)
    }

    /// Reads one item file of content/ (in `folder`, with its folders'
    /// cascade); with `version`, hashes the file's bytes as its version.
    func readItem(_ path: String, folder: String, cascade: [YAMLPair], markdown: MarkdownOptions, taxonomies: [String],
                  version: Bool, fileName: String? = nil) -> ItemCache.Reading {
        let display = relative(path)
        var options = ItemReader.Options()
        options.markdown = markdown
        options.taxonomies = taxonomies
        options.folder = folder
        options.cascade = cascade
        let bytes: [UInt8]
        do { bytes = try io.readUserFile(path, display: display) } catch {
            return ItemCache.Reading(item: nil, problems: [error], version: 0)
        }
        let fileName = fileName ?? path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
        let (item, problems) = ItemReader.read(bytes, path: display, fileName: fileName, options: options)
        guard version else { return ItemCache.Reading(item: item, problems: problems, version: 0) }
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return ItemCache.Reading(item: item, problems: problems, version: hasher.finalize())
    }

    /// What content/ holds, as its folders list it.
    struct ContentListing: Sendable {
        /// (absolute path, folder below content/) of every item file.
        var files: [(String, String)] = []
        var folders: [String] = []
        /// Folders that have an `_index.md`.
        var indexFiles: Set<String> = []
        /// (absolute path, folder) of each `_index.CODE.md`, which a site
        /// in several languages reads as a translation of its folder's `_index.md`.
        var indexTranslations: [(String, String)] = []
        /// What listing reported (unreadable entries, links that lead out).
        var messages: [Diagnostic] = []
    }

    private func listContent(in path: String, folder: String, into listing: inout ContentListing, _ diagnostics: Diagnostics) {
        let siteReal = io.resolve(site) ?? site
        guard let entries = ContentChecks.list(path, folder: folder, display: relative(path), io: io, diagnostics) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let full = path + "/" + entry.name
            if entry.kind == .missing {
                diagnostics.report(ContentChecks.unreadable(entry, display: relative(full), length: full.utf8.count))
                continue
            }
            if entry.isSymlink, let real = io.resolve(full), !isInside(real, siteReal) {
                diagnostics.report(.error(SourceLocation(path: relative(full)), "symbolic link leads outside the site (to \(real))"))
                continue
            }
            if entry.isSymlink, entry.kind == .directory, let real = io.resolve(full), isInside(io.resolve(path) ?? path, real) {
                diagnostics.report(.error(SourceLocation(path: relative(full)), "symbolic link leads back into a folder that holds it (a loop)"))
                continue
            }
            switch entry.kind {
            case .directory:
                // A folder of images only is no folder of the tree.
                let child = folder.isEmpty ? entry.name : folder + "/" + entry.name
                let before = (listing.files.count, listing.folders.count, listing.indexFiles.count)
                listContent(in: full, folder: child, into: &listing, diagnostics)
                if (listing.files.count, listing.folders.count, listing.indexFiles.count) != before {
                    listing.folders.append(child)
                }
            case .file where entry.name == "_index.md":
                if folder.isEmpty {
                    diagnostics.report(.warning(SourceLocation(path: relative(full)), "content/_index.md is not read: the site's title and description live in tlsite.yml"))
                } else {
                    listing.indexFiles.insert(folder)
                }
            case .file where entry.name.hasPrefix("_index.") && entry.name.hasSuffix(".md") && !folder.isEmpty:
                listing.indexTranslations.append((full, folder))
            case .file where entry.name.hasSuffix(".md") && !entry.name.hasPrefix("_"):
                listing.files.append((full, folder))
            default:
                break
            }
        }
    }

}
