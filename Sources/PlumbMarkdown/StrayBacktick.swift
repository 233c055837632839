import PlumbDiagnostics

/// A backtick that opens no code span: nothing after it in the paragraph
/// closes it with a run of the same length. CommonMark then prints the
/// backtick as it is and reads what follows as prose, so
/// `` `a == b + 20 `` shows a lone backtick and, worse, a `+` or `-` that
/// starts the next line becomes a list. An escaped one (`` \` ``) is meant
/// and is not reported.
///
/// cmark's own positions for inline text are not kept past a code span
/// that runs over a line break, so the paragraph's source is scanned here
/// by CommonMark's rule for code spans (a run of n backticks opens a span
/// that the next run of exactly n closes; backslashes escape only outside
/// a span), and the caller reports only paragraphs where cmark, too, left
/// a backtick as text.
enum StrayBacktick {
    private struct Run {
        let line: Int, column: Int, length: Int
        /// Preceded by an odd number of backslashes: its first backtick is
        /// an escaped one, outside a code span.
        let escaped: Bool
    }

    /// Warnings for a paragraph written on `lines`, the first of which is
    /// line `firstLine` of the page.
    static func warnings(lines: ArraySlice<Substring>, firstLine: Int) -> [Diagnostic] {
        var runs: [Run] = []
        for (offset, text) in lines.enumerated() { runs += backtickRuns(Array(text.utf8), line: firstLine + offset) }
        var out: [Diagnostic] = []
        var i = 0
        while i < runs.count {
            // An escaped backtick is text; the rest of its run may still open a span.
            let opener = runs[i].escaped
                ? Run(line: runs[i].line, column: runs[i].column + 1, length: runs[i].length - 1, escaped: false) : runs[i]
            guard opener.length > 0 else { i += 1; continue }
            if let close = runs[(i + 1)...].firstIndex(where: { $0.length == opener.length }) {
                i = close + 1
                continue
            }
            let ticks = String(repeating: "`", count: opener.length)
            out.append(Diagnostic(.warning, .syntax, MarkdownFinding.strayBackticks(ticks), at: SourceLocation(line: opener.line, column: opener.column)))
            i += 1
        }
        return out
    }

    /// Each maximal run of backticks on a line, at its 1-based byte column.
    private static func backtickRuns(_ bytes: [UInt8], line: Int) -> [Run] {
        var out: [Run] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "`") else { i += 1; continue }
            var end = i
            while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
            var backslashes = 0
            while i - backslashes - 1 >= 0, bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            out.append(Run(line: line, column: i + 1, length: end - i, escaped: backslashes % 2 == 1))
            i = end
        }
        return out
    }
}
