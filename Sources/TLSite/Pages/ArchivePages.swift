import Foundation
import TLModel
import TLRender

extension PageKind {
    /// `archive/`: the years of the archive, each with its number of items.
    static let archiveIndex = IndexPage.terms(name: "archive", path: Routes.archives) { $0.text("nav.archive") }

    /// `archives: year` or `archives: month`: a page of each year's dated
    /// items (`2024/`), compactly, in timeline order, with links to the
    /// years before and after; with `month`, also a page of each month
    /// (`2024/05/`), which its year's page links. Listed on `archive/`.
    static let archive: PageKind = PageKind(
        id: "archive", name: "archive", compact: true, index: archiveIndex,
        reservedNames: { site in
            guard site.config.archives != nil else { return [] }
            return Set(periods(site).years.map { String(Routes.archive(year: $0.year).dropLast()) } + [String(Routes.archives.dropLast())])
        },
        group: { site in
            guard let period = site.config.archives else { return [] }
            let (years, months) = periods(site)
            let dates = DateFormatting.shared(language: site.catalogue.language)
            let newestFirst = site.config.timeline.order == .newestFirst
            func link(_ title: String, _ path: String, _ count: Int) -> PeriodLinks.Link { PeriodLinks.Link(title: title, path: path, count: count) }
            func yearLink(_ year: Period) -> PeriodLinks.Link { link(String(year.year), Routes.archive(year: year.year), year.items.count) }
            func monthLink(_ month: Period) -> PeriodLinks.Link {
                link(dates.period(month.items[0].date!, by: .month).label, Routes.archive(year: month.year, month: month.month), month.items.count)
            }
            /// Each period with its neighbours in time (the lists run oldest first).
            func listings(_ all: [Period], kind: PageKind, link: (Period) -> PeriodLinks.Link,
                          parts: (Period) -> [PeriodLinks.Link]) -> [Listing] {
                let made = all.indices.map { index in
                    let links = PeriodLinks(earlier: index > 0 ? link(all[index - 1]) : nil,
                                            later: index + 1 < all.count ? link(all[index + 1]) : nil, parts: parts(all[index]))
                    let own = link(all[index])
                    return Listing(kind: kind, path: own.path, title: own.title, cells: Timeline.cells(all[index].items), periods: links)
                }
                return newestFirst ? made.reversed() : made
            }
            let yearListings = listings(years, kind: .archive, link: yearLink) { year in
                guard period == .month else { return [] }
                let inYear = months.filter { $0.year == year.year }.map(monthLink)
                return newestFirst ? inYear.reversed() : inYear
            }
            guard period == .month else { return yearListings }
            return yearListings + listings(months, kind: .archiveMonth, link: monthLink) { _ in [] }
        },
        title: numbered,
        crumbs: underIndex)

    /// A month's page of `archives: month`: under its year's.
    static let archiveMonth: PageKind = PageKind(
        id: "archiveMonth", name: "archive", compact: true,
        group: { _ in [] },
        title: numbered,
        crumbs: { listing, navigation in
            let year = listing.path.split(separator: "/").first.map(String.init) ?? ""
            return [navigation.home, Navigation.Crumb(title: archiveIndex.title(navigation.catalogue), path: archiveIndex.path),
                    Navigation.Crumb(title: year, path: year + "/")]
        })

    /// A year or a month of the archive and its items, in timeline order.
    struct Period {
        var year: Int
        var month: Int?
        var items: [Item] = []
    }

    /// The years and months that have dated items, oldest first (UTC, as dates show).
    static func periods(_ site: Grouping) -> (years: [Period], months: [Period]) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var years: [Int: Period] = [:]
        var months: [Int: Period] = [:]
        for index in site.items.indices {
            guard let date = site.items[index].date else { continue }
            let parts = calendar.dateComponents([.year, .month], from: date)
            guard let year = parts.year, let month = parts.month, (1...9999).contains(year) else { continue }
            years[year, default: Period(year: year)].items.append(site.items[index])
            if site.config.archives == .month {
                months[year * 100 + month, default: Period(year: year, month: month)].items.append(site.items[index])
            }
        }
        return (years.sorted { $0.key < $1.key }.map(\.value), months.sorted { $0.key < $1.key }.map(\.value))
    }
}
