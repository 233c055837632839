import PlumbDiagnostics

/// GitHub's pipe tables (GFM spec §4.10), built on libcmark, which has
/// none: cmark reads a table as a paragraph, so a paragraph whose source
/// lines hold a header row and a delimiter row (`| --- | :-: |`) is read
/// again here, row by row, and each cell's text is parsed as inline
/// Markdown. Lines before the header stay a paragraph, as in GFM.
public enum TableAlignment: String, Equatable, Sendable {
    case none, left, center, right
}

enum PipeTable {
    /// A table (and the paragraph before it, if any) from a paragraph's
    /// source lines, or nil when they hold no table. `inline` parses a
    /// cell's text at a line and column of the page.
    static func read(lines: [Substring], firstLine: Int, column: Int, warnings: inout [Diagnostic],
                     inline: (_ text: String, _ line: Int, _ column: Int) -> [MarkdownNode]) -> [MarkdownNode]? {
        // Container prefixes (a list item's indent, a quote's `>`) stop
        // where the paragraph's first line starts.
        let stripped = lines.map { strip($0, upTo: column - 1) }
        guard stripped.count >= 2 else { return nil }
        for d in 1..<stripped.count {
            guard let alignments = delimiterRow(stripped[d]) else { continue }
            let header = cells(stripped[d - 1])
            guard header.count == alignments.count, stripped[d].contains("|") || stripped[d - 1].contains("|") else { continue }
            var out: [MarkdownNode] = []
            if d >= 2 {
                let before = stripped[0..<(d - 1)].joined(separator: "\n")
                out.append(.paragraph(inline(before, firstLine, column)))
            }
            let headerLine = firstLine + d - 1
            let headerNodes = header.map { inline($0.text, headerLine, column + $0.offset) }
            var rows: [[[MarkdownNode]]] = []
            for r in (d + 1)..<max(d + 1, stripped.count) {
                var row = cells(stripped[r]).prefix(alignments.count).map { inline($0.text, firstLine + r, column + $0.offset) }
                while row.count < alignments.count { row.append([]) }
                rows.append(row)
            }
            for r in ([d - 1] + Array((d + 1)..<max(d + 1, stripped.count))) {
                warnings += CodeSpanPipes.warnings(in: stripped[r], line: firstLine + r, column: column)
            }
            out.append(.table(alignments: alignments, header: headerNodes, rows: rows, line: headerLine))
            return out
        }
        return nil
    }

    private static func strip(_ line: Substring, upTo width: Int) -> Substring {
        var rest = line
        var n = 0
        while n < width, let c = rest.first, c == " " || c == ">" || c == "\t" {
            rest = rest.dropFirst()
            n += 1
        }
        return rest
    }

    /// `| :--- | ---: |` → [left, right]; nil if the line is not a delimiter row.
    static func delimiterRow(_ line: Substring) -> [TableAlignment]? {
        let parts = cells(line)
        guard !parts.isEmpty else { return nil }
        var out: [TableAlignment] = []
        for part in parts {
            let t = part.text
            let left = t.hasPrefix(":"), right = t.hasSuffix(":") && t.count > 1
            let dashes = t.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            out.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return out
    }

    /// A row's cells, trimmed, with `\|` unescaped, and each cell's offset
    /// (in characters) from the row's start, for positions.
    static func cells(_ line: Substring) -> [(text: String, offset: Int)] {
        let chars = Array(line)
        var start = 0, end = chars.count
        while start < end, chars[start] == " " || chars[start] == "\t" { start += 1 }
        while end > start, chars[end - 1] == " " || chars[end - 1] == "\t" { end -= 1 }
        guard start < end else { return [] }
        if chars[start] == "|" { start += 1 }
        if end > start, chars[end - 1] == "|", end - 2 < start || chars[end - 2] != "\\" { end -= 1 }
        var out: [(String, Int)] = []
        var cell = "", cellStart = start, i = start
        func finish() {
            let leading = cell.prefix { $0 == " " || $0 == "\t" }.count
            out.append((cell.trimmingSpaces, cellStart + leading))
        }
        while i < end {
            let c = chars[i]
            if c == "\\", i + 1 < end, chars[i + 1] == "|" {
                cell.append("|")
                i += 2
                continue
            }
            if c == "|" {
                finish()
                cell = ""
                cellStart = i + 1
            } else {
                cell.append(c)
            }
            i += 1
        }
        finish()
        return out
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
