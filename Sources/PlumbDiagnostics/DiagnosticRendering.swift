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
        let lines = source.map { $0.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" } }
        var out = header(path: path.visibleControls, at: diagnostic.location, label: diagnostic.severity.rawValue,
                         color: diagnostic.severity == .error ? "31" : "35", message: (diagnostic.message
                             + (diagnostic.suggestion.map { "; \($0)" } ?? "")).visibleControls)
        out += quote(lines, at: diagnostic.location)
        for note in diagnostic.notes {
            out += header(path: path.visibleControls, at: note.location, label: "note", color: "36", message: note.message.visibleControls)
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
        let text = String(lines[location.line - 1]).replacingTabs().visibleControls
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caretPad = String(repeating: " ", count: max(0, location.column - 1))
        let caret = useColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return " \(number) | \(text)\n \(gutter) | \(caretPad)\(caret)\n"
    }
}

extension String {
    /// Control characters from the input (ESC, BEL, a stray CR) would act
    /// on the terminal, not be shown: each becomes its Unicode control
    /// picture (ESC → ␛), one column wide, so the caret stays in place.
    public var visibleControls: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) else { return self }
        var out = String.UnicodeScalarView()
        for u in unicodeScalars {
            switch u.value {
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + u.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80..<0xA0: out.append("\u{FFFD}")
            default: out.append(u)
            }
        }
        return String(out)
    }
}

private extension String {
    /// Tabs would misplace the caret; one column each, as they are counted.
    func replacingTabs() -> String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: " ") }
}
