import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The options of a code fence (`swift layout canvas=375x667 ...`) or of a
/// `// plumb:` comment, read as the layout-block header lines of the same
/// names (the contract gives them those meanings): each `key=value` becomes
/// its header line, with `=` and `,` as spaces so that every column stays
/// where it was written, and is read by the layout-block parser.
enum CodeFenceOptions {
    static let keys = ["canvas", "breakpoints", "live", "direction", "expect", "safe", "contentSize", "variants", "show"]
    /// Each option written with a value, for the message of one written without.
    static let examples = ["canvas": "canvas=375x667", "breakpoints": "breakpoints=320,375,768", "live": "live=320...768",
                           "direction": "direction=ltr,rtl", "expect": "expect=tie", "safe": "safe=47,0,34,0",
                           "contentSize": "contentSize=large", "variants": "variants=\"Before, After: expand()\"",
                           "show": "show=steps"]

    /// Reads `text` (whose first character is at `location`) into `block`'s
    /// header fields, and a `variants` option into `variants`; returns the
    /// problems, at their columns.
    static func read(_ text: String, at location: SourceLocation, into block: LayoutBlock,
                     variants: inout CodeVariantsOption?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var firstColumns: [String: Int] = [:]
        for (word, offset) in words(of: text) {
            let at = SourceLocation(line: location.line, column: location.column + offset)
            if word.filter({ $0 == "\"" }).count % 2 == 1 {
                problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.unclosedOptionQuote), at: at))
                continue
            }
            guard let eq = word.firstIndex(of: "=") else {
                problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.optionNotKeyValue(String(word), nearest: closest(to: String(word), among: keys), options: keys)),
                                           at: at))
                continue
            }
            let key = String(word[..<eq])
            guard keys.contains(key) else {
                problems.append(Diagnostic(.error, .unknownName, CodeFinding.syntax(.unknownOption(key, nearest: closest(to: key, among: keys), options: keys)),
                                           at: at))
                continue
            }
            // A key given twice would silently be the later one's.
            if let first = firstColumns[key] {
                problems.append(Diagnostic(.error, .duplicateName, CodeFinding.syntax(.optionTwice(key, firstColumn: first)), at: at))
                continue
            }
            firstColumns[key] = at.column
            let value = String(word[word.index(after: eq)...])
            if value.isEmpty {
                // Read as a header line, `contentSize` alone would be
                // reported as that line's syntax, not as the option it is.
                problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.optionEmpty(key, example: examples[key] ?? key + "=")),
                                           at: SourceLocation(line: at.line, column: at.column + key.count + 1)))
                continue
            }
            if key == "variants" {
                // The tabs' names have spaces: the value is usually quoted.
                let quoted = value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                let inner = quoted ? String(value.dropFirst().dropLast()) : value
                let valueAt = SourceLocation(line: at.line, column: at.column + key.count + 1 + (quoted ? 1 : 0))
                let (option, found) = CodeVariantsOption.read(inner, at: valueAt)
                problems += found
                variants = option
                continue
            }
            if key == "safe" {
                // `root.safe=T,L,B,R`, placed so that 'safe' stands where it was written.
                let header = LayoutBlock(location: at)
                let parsed = BlockParser.parse("root.safe=" + value, origin: SourceLocation(line: at.line, column: at.column - 5))
                problems += parsed.diagnostics
                if let safe = parsed.block.root.properties.safe { block.root.properties.safe = safe }
                _ = header
                continue
            }
            if key == "show" {
                // `show=intrinsic,steps`: one `show` line each, every view's
                // intrinsic size (the code's views are not known yet).
                var column = at.column + key.count + 1
                for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                    let parsed = BlockParser.parse("show " + part, origin: SourceLocation(line: at.line, column: column - 5))
                    problems += parsed.diagnostics
                    if parsed.block.showsSteps { block.showsSteps = true }
                    if let labels = parsed.block.intrinsicLabels { block.intrinsicLabels = labels }
                    column += part.count + 1
                }
                continue
            }
            let line = key + " " + value.replacingOccurrences(of: ",", with: " ")
            let parsed = BlockParser.parse(line, origin: at)
            problems += parsed.diagnostics
            copyHeader(from: parsed.block, into: block)
        }
        return problems
    }

    /// The options' words, split at spaces outside double quotes
    /// (`variants="Before, After: expand()"` is one word), each with its
    /// offset in `text`.
    static func words(of text: String) -> [(word: Substring, offset: Int)] {
        var out: [(Substring, Int)] = []
        var start: String.Index?
        var startOffset = 0
        var quoted = false
        var offset = 0
        for i in text.indices {
            defer { offset += 1 }
            let c = text[i]
            if c == "\"" { quoted.toggle() }
            if c == " " && !quoted {
                if let s = start { out.append((text[s..<i], startOffset)); start = nil }
            } else if start == nil {
                start = i
                startOffset = offset
            }
        }
        if let s = start { out.append((text[s...], startOffset)) }
        return out
    }

    private static func copyHeader(from header: LayoutBlock, into block: LayoutBlock) {
        if let w = header.canvasWidth { block.canvasWidth = w }
        if let h = header.canvasHeight { block.canvasHeight = h }
        if let l = header.widthLocation { block.widthLocation = l }
        if let l = header.heightLocation { block.heightLocation = l }
        if !header.breakpoints.isEmpty { block.breakpoints = header.breakpoints }
        if header.directions != [.ltr] { block.directions = header.directions }
        if let live = header.live { block.live = live; block.liveLocation = header.liveLocation }
        block.expectedKinds += header.expectedKinds
        if let l = header.contentSizeLocation { block.contentSize = header.contentSize; block.contentSizeLocation = l }
    }
}
