import PlumbFigure

/// A large section's contents page (`SECTION/section-contents.html`): every
/// page of the section, in navigation order, on one page.
///
/// On a large site the sidebar lists a window of the current section
/// (`NavigationWindow`), so that navigation stays bounded per page. Without
/// more, a page far from the current one is reached only by stepping from
/// window to window (200 clicks across 10,000 pages). The contents page is
/// the one place that lists them all: the sidebar's gaps and the section's
/// title link to it. One per windowed section, its size is the section's,
/// so the output still grows linearly.
enum SectionContents {
    static let fileName = "section-contents.html"

    /// The id of the page's heading, which links may name.
    static let headingID = "section-contents"

    /// Whether a section of `count` pages, on a site of `sitePages` pages in
    /// its language, is windowed and so gets a contents page.
    static func isNeeded(count: Int, sitePages: Int) -> Bool {
        NavigationWindow.isBounded(pages: sitePages) && NavigationWindow.isWindowed(count: count)
    }

    /// Where the contents page of `section` ("" for the top level) goes, in
    /// the language whose folder is `languageFolder` ("" or "zh-Hans/").
    static func outputPath(section: String, languageFolder: String) -> String {
        languageFolder + (section.isEmpty ? "" : section + "/") + fileName
    }

    /// The page's body: its title and the list. `entries`' URLs are relative
    /// to the contents page; titles are text, escaped here.
    static func html(title: String, entries: [(url: String, title: String)], strings: ThemeStrings) -> String {
        var out = "<h1 id=\"\(headingID)\">\(HTML.escape(title))</h1>\n"
        out += "<p class=\"section-contents-intro\">"
        out += HTML.escape(strings.format("sectionContentsIntro", ["count": String(entries.count)])) + "</p>\n"
        out += "<ol class=\"section-contents\">\n"
        for entry in entries {
            out += "<li><a href=\"\(HTML.escape(entry.url))\">\(HTML.escape(entry.title))</a></li>\n"
        }
        return out + "</ol>\n"
    }
}
