import PlumbDiagnostics

/// What a screen reader's user would miss: an image with no alt text (it
/// is announced by its file name, or not at all) and a heading that skips a
/// level (`##` then `####`: headings are how such a reader moves through a
/// page, and a skipped level reads as a missing section). Warnings, so that
/// `check --warnings-as-errors` can hold a site to them.
enum AccessibilityLint {
    static func image(source: String, alt: String, line: Int, column: Int) -> [Diagnostic] {
        guard alt.allSatisfy({ $0.isWhitespace }) else { return [] }
        let name = source.split(separator: "/").last.map(String.init) ?? source
        return [Diagnostic(.warning, .accessibility, SiteFinding.page(.imageWithoutAlt(name: name, source: source)),
                           at: SourceLocation(line: max(line, 1), column: max(column, 1)))]
    }

    /// `previous`: the level of the heading before on the page (nil for the first).
    static func heading(level: Int, after previous: Int?, title: String, line: Int) -> [Diagnostic] {
        guard let previous, level > previous + 1 else { return [] }
        return [Diagnostic(.warning, .accessibility, SiteFinding.page(.headingSkipsLevel(level: level, previous: previous, title: title)),
                           at: SourceLocation(line: max(line, 1), column: 1))]
    }
}
