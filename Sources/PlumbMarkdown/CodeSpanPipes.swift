import PlumbDiagnostics

/// A `|` inside a code span in a table row: GFM splits the row into cells
/// before it reads code spans, so `` `a|b` `` becomes two cells, each with a
/// stray backtick, and the row loses a cell. That is never what the author
/// meant, so it is a warning at the `|`, showing the span with the escape
/// (`\|`) that keeps it whole.
enum CodeSpanPipes {
    /// Warnings for a table row as written (`column`: where the row's text
    /// starts on its line, in bytes, as cmark counts).
    static func warnings(in row: Substring, line: Int, column: Int) -> [Diagnostic] {
        let chars = Array(row)
        var out: [Diagnostic] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            guard chars[i] == "`" else { i += 1; continue }
            let run = runLength(chars, i)
            guard let close = closingRun(chars, from: i + run, length: run) else { i += run; continue }
            let pipes = ((i + run)..<close).filter { chars[$0] == "|" && chars[$0 - 1] != "\\" }
            if !pipes.isEmpty {
                let span = String(chars[i..<(close + run)])
                let escaped = escapingPipes(span)
                for p in pipes {
                    let at = SourceLocation(line: line, column: column + String(chars[..<p]).utf8.count)
                    out.append(Diagnostic(.warning, .syntax, MarkdownFinding.pipeInCodeSpan(span: span, escaped: escaped), at: at))
                }
            }
            i = close + run
        }
        return out
    }

    private static func runLength(_ chars: [Character], _ i: Int) -> Int {
        var j = i
        while j < chars.count, chars[j] == "`" { j += 1 }
        return j - i
    }

    /// Where the run of exactly `length` backticks that closes the span starts.
    private static func closingRun(_ chars: [Character], from: Int, length: Int) -> Int? {
        var j = from
        while j < chars.count {
            guard chars[j] == "`" else { j += 1; continue }
            let run = runLength(chars, j)
            if run == length { return j }
            j += run
        }
        return nil
    }

    private static func escapingPipes(_ span: String) -> String {
        var out = ""
        var previous: Character = " "
        for c in span {
            if c == "|" && previous != "\\" { out += "\\|" } else { out.append(c) }
            previous = c
        }
        return out
    }
}
