/// Diagnostics as compilers print them:
///
///     content/page.md:14:7: error: unknown view 'titel'; did you mean 'title'?
///        14 | titel.top == root.top + 20
///           | ^
public struct DiagnosticRenderer {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    /// `source` is the whole file, for the quoted line and caret.
    public func render(_ diagnostic: Diagnostic, path: String, source: String?) -> String {
        let lines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        var out = header(path: path, at: diagnostic.location, label: diagnostic.severity.rawValue,
                         color: diagnostic.severity == .error ? "31" : "35", message: diagnostic.message
                             + (diagnostic.suggestion.map { "; \($0)" } ?? ""))
        out += quote(lines, at: diagnostic.location)
        for note in diagnostic.notes {
            out += header(path: path, at: note.location, label: "note", color: "36", message: note.message)
            out += quote(lines, at: note.location)
        }
        return out
    }

    private func header(path: String, at location: SourceLocation, label: String, color: String, message: String) -> String {
        let place = "\(path):\(location.line):\(location.column):"
        guard useColor else { return "\(place) \(label): \(message)\n" }
        return "\u{1B}[1m\(place)\u{1B}[0m \u{1B}[1;\(color)m\(label):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\n"
    }

    private func quote(_ lines: [Substring]?, at location: SourceLocation) -> String {
        guard let lines, location.line >= 1, location.line <= lines.count else { return "" }
        let text = String(lines[location.line - 1]).replacingTabs()
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caretPad = String(repeating: " ", count: max(0, location.column - 1))
        let caret = useColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return " \(number) | \(text)\n \(gutter) | \(caretPad)\(caret)\n"
    }
}

private extension String {
    /// Tabs would misplace the caret; one column each, as they are counted.
    func replacingTabs() -> String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: " ") }
}
