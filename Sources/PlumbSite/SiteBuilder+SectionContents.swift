import Foundation
import PlumbDiagnostics

/// Large sections' contents pages (`SectionContents`): which sections get
/// one, and drawing them with the page template like any page.
extension SiteBuilder {
    /// A language's pages grouped by section, in navigation order. `mine`:
    /// the language's pages (indices into `pages`), in order.
    func sections(_ pages: [SourcePage], _ mine: [Int]) -> [(section: String, members: [Int])] {
        var out: [(section: String, members: [Int])] = []
        for j in mine {
            if let last = out.last, last.section == pages[j].section { out[out.count - 1].members.append(j) }
            else { out.append((pages[j].section, [j])) }
        }
        return out
    }

    /// The contents page of each windowed section among `groups` (all of
    /// `language`'s pages, as `sections` groups them), by section.
    func sectionContentsPaths(_ groups: [(section: String, members: [Int])], language: String) -> [String: String] {
        let sitePages = groups.reduce(0) { $0 + $1.members.count }
        let folder = translations.folder(of: language)
        var out: [String: String] = [:]
        for section in groups where SectionContents.isNeeded(count: section.members.count, sitePages: sitePages) {
            out[section.section] = SectionContents.outputPath(section: section.section, languageFolder: folder)
        }
        return out
    }

    /// Writes `language`'s contents pages, or keeps the last build's where
    /// the navigation (every title and the order) is unchanged.
    func addSectionContents(_ inputs: BuildInputs, _ rendered: [RenderedPage], language: String, navigationUnchanged: Bool,
                            into report: inout Report) {
        let pages = inputs.pages
        let groups = sections(pages, translations.pages(in: language))
        let paths = sectionContentsPaths(groups, language: language)
        guard !paths.isEmpty else { return }
        let titles = sectionTitles(pages, rendered, language: language)
        for section in groups {
            guard let path = paths[section.section] else { continue }
            if let clash = pages.first(where: { $0.outputPath == path }) {
                report.diagnostics.append((inputs.contentPrefix + clash.path, Diagnostic(
                    .error, .duplicateName, SiteFinding.page(.atGeneratedPage(outputPath: path, .sectionContents)), at: SourceLocation(line: 1, column: 1))))
                continue
            }
            if navigationUnchanged, let old = inputs.previous.result(for: path) {
                report.add(old, at: path)
                report.anchors[path] = [SectionContents.headingID]
                continue
            }
            let title = PageFlag.sanitize(titles[section.section] ?? "")
            renderSectionContents(pages, rendered, section.members, title: title, at: path, language: language, into: &report)
        }
    }

    private func renderSectionContents(_ pages: [SourcePage], _ rendered: [RenderedPage], _ members: [Int], title: String,
                                       at path: String, language: String, into report: inout Report) {
        let root = String(repeating: "../", count: path.utf8.filter { $0 == UInt8(ascii: "/") }.count)
        let strings = strings(of: language)
        let shownTitle = title.isEmpty ? strings["pages"] : title
        let entries = members.map { (url: root + pages[$0].href, title: PageFlag.sanitize(rendered[$0].record.title)) }
        var fields = fieldsAt(root: root, language: language)
        fields.merge([
            "page": .object(["title": .string(shownTitle), "description": .string(site.config.settings(for: language).description),
                             "content": .string(SectionContents.html(title: shownTitle, entries: entries, strings: strings)),
                             "isHome": .bool(false), "url": .string(SourcePage.urlPath(path))]),
            "toc": .list([]), "hasToc": .bool(false),
            "nav": navigation(pages, rendered, current: nil, root: root, language: language),
        ]) { _, new in new }
        fields.merge(languageFields(root: root, language: language, versions: [language: SourcePage.urlPath(path)])) { _, new in new }
        do {
            report.files[path] = Data(try theme.page.render(.object(fields), partials: theme.partials).utf8)
            report.anchors[path] = [SectionContents.headingID]
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        } catch {
            report.diagnostics.append(("templates/page.html", .error(.internal, "the list of pages at '\(path)' could not be rendered: \(error)",
                                                                     at: SourceLocation(line: 1, column: 1))))
        }
    }
}
