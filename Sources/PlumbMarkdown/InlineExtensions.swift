/// GitHub's inline additions, read from the text libcmark leaves (it has
/// none of GFM's extensions): strikethrough (`~~x~~`, `~x~`), autolinks
/// (`https://…`, `www.…`, `name@host.tld`), footnote references (`[^1]`,
/// numbered later by the document) and a task item's `[ ]` / `[x]`.
///
/// It runs on an inline container's children when cmark closes the
/// container, so each text is read once, at the level it belongs to. Code
/// spans, raw HTML and links are nodes of their own, so their text is never
/// read as text here; a character written as a backslash escape or an
/// entity (`\~`, `&#126;`) is literal and never a delimiter.
enum InlineExtensions {
    struct Options {
        /// False inside a link or an image's alt text: a link cannot hold one.
        var autolinks: Bool
        /// The first paragraph of a list item, where `[ ]` starts a task.
        var taskMarker: Bool
    }

    /// Where a text child was written, and which of its characters are
    /// literal (escaped or an entity); nil when none are.
    struct TextSource {
        let line: Int
        let column: Int
        let literal: [Bool]?
    }

    private enum Piece {
        case text(String)
        case node(MarkdownNode)
        case tildes(count: Int, canOpen: Bool, canClose: Bool)
    }

    /// The children with the extensions read; `sources` by child index.
    static func apply(_ children: [MarkdownNode], sources: [Int: TextSource], options: Options) -> [MarkdownNode] {
        var children = children
        if options.taskMarker { readTaskMarker(&children, sources[0]) }
        guard children.contains(where: mayHoldExtension) else { return children }
        var pieces: [Piece] = []
        var insideRawLink = false
        for (index, child) in children.enumerated() {
            guard case .text(let string) = child else {
                if case .htmlInline(let html, _, _) = child { insideRawLink = rawLinkState(html, was: insideRawLink) }
                pieces.append(.node(child))
                continue
            }
            let neighbours = (before: boundary(children, index - 1, last: true), after: boundary(children, index + 1, last: false))
            read(string, source: sources[index], neighbours: neighbours, autolinks: options.autolinks && !insideRawLink, into: &pieces)
        }
        return nodes(matchingTildes(pieces))
    }

    /// A quick look by bytes: most text holds none of `~`, `[^`, `@`,
    /// `://` or `www.`, and is left as it is without being read again.
    private static func mayHoldExtension(_ node: MarkdownNode) -> Bool {
        guard case .text(let s) = node else { return false }
        var previous: UInt8 = 0
        var wCount = 0
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "~"), UInt8(ascii: "@"): return true
            case UInt8(ascii: "^") where previous == UInt8(ascii: "["): return true
            case UInt8(ascii: "/") where previous == UInt8(ascii: ":"): return true
            case UInt8(ascii: ".") where wCount >= 3: return true
            default: break
            }
            wCount = b == UInt8(ascii: "w") ? wCount + 1 : 0
            previous = b
        }
        return false
    }

    /// The character next to a text across its neighbour: a line break and
    /// the container's edge are white space, any other node (emphasis, code)
    /// reads as punctuation, as its delimiter would.
    private static func boundary(_ children: [MarkdownNode], _ i: Int, last: Bool) -> Unicode.Scalar {
        guard i >= 0, i < children.count else { return "\n" }
        switch children[i] {
        case .text(let s): return (last ? s.unicodeScalars.last : s.unicodeScalars.first) ?? "\n"
        case .softBreak, .lineBreak: return "\n"
        default: return "*"
        }
    }

    /// Inside raw `<a …>…</a>` no text is linked again.
    private static func rawLinkState(_ html: String, was: Bool) -> Bool {
        let lower = html.lowercased()
        if lower.hasPrefix("</a") { return false }
        if lower.hasPrefix("<a ") || lower.hasPrefix("<a>") || lower.hasPrefix("<a\n") || lower.hasPrefix("<a\t") { return true }
        return was
    }

    /// `[ ] rest` or `[x] rest` at the start of an item's first paragraph.
    private static func readTaskMarker(_ children: inout [MarkdownNode], _ source: TextSource?) {
        guard case .text(let s)? = children.first else { return }
        let scalars = Array(s.unicodeScalars)
        guard scalars.count >= 4, scalars[0] == "[", scalars[2] == "]", scalars[3] == " " || scalars[3] == "\t",
              scalars[1] == " " || scalars[1] == "x" || scalars[1] == "X",
              !(source?.literal?.prefix(3).contains(true) ?? false) else { return }
        children[0] = .text(String(String.UnicodeScalarView(scalars[3...])))
        children.insert(.taskCheckbox(checked: scalars[1] != " "), at: 0)
    }

    private static func read(_ string: String, source: TextSource?, neighbours: (before: Unicode.Scalar, after: Unicode.Scalar),
                             autolinks: Bool, into pieces: inout [Piece]) {
        let s = Array(string.unicodeScalars)
        let literal = source?.literal ?? []
        func isLiteral(_ i: Int) -> Bool { i < literal.count && literal[i] }
        var buffer = String.UnicodeScalarView()
        var bufferStart = 0
        var bytesBefore = 0   // UTF-8 bytes before `i`, for link columns
        func flush(_ next: Int) {
            if !buffer.isEmpty { pieces.append(.text(String(buffer))) }
            buffer = String.UnicodeScalarView()
            bufferStart = next
        }
        func link(_ destination: String, _ text: ArraySlice<Unicode.Scalar>, at offset: Int) -> Piece {
            .node(.link(destination: destination, title: "", children: [.text(String(String.UnicodeScalarView(text)))],
                        line: source?.line ?? 0, column: (source?.column ?? 0) + offset))
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            let before = i > 0 ? s[i - 1] : neighbours.before
            if !isLiteral(i) {
                if c == "[", let end = footnoteReferenceEnd(s, i, isLiteral) {
                    flush(end)
                    pieces.append(.node(.footnoteReference(label: String(String.UnicodeScalarView(s[(i + 2)..<(end - 1)])), number: 0, occurrence: 0)))
                    bytesBefore += s[i..<end].reduce(0) { $0 + UTF8.width($1) }
                    i = end
                    continue
                }
                if c == "~" {
                    var end = i
                    while end < s.count, s[end] == "~", !isLiteral(end) { end += 1 }
                    let after = end < s.count ? s[end] : neighbours.after
                    let flank = Flanking(before: before, after: after)
                    if end - i <= 2 && (flank.left || flank.right) {
                        flush(end)
                        pieces.append(.tildes(count: end - i, canOpen: flank.left, canClose: flank.right))
                    } else {
                        buffer.append(contentsOf: s[i..<end])
                    }
                    bytesBefore += end - i
                    i = end
                    continue
                }
                if autolinks, let (end, destination) = Autolink.url(s, at: i, before: before) {
                    flush(end)
                    pieces.append(link(destination, s[i..<end], at: bytesBefore))
                    bytesBefore += s[i..<end].reduce(0) { $0 + UTF8.width($1) }
                    i = end
                    continue
                }
                if autolinks, c == "@", let (start, end) = Autolink.email(s, at: i, notBefore: bufferStart) {
                    let localCount = i - start
                    let localBytes = s[start..<i].reduce(0) { $0 + UTF8.width($1) }
                    buffer.removeLast(localCount)
                    flush(end)
                    pieces.append(link("mailto:" + String(String.UnicodeScalarView(s[start..<end])), s[start..<end], at: bytesBefore - localBytes))
                    bytesBefore += s[i..<end].reduce(0) { $0 + UTF8.width($1) }
                    i = end
                    continue
                }
            }
            buffer.append(c)
            bytesBefore += UTF8.width(c)
            i += 1
        }
        flush(s.count)
    }

    /// `[^label]` from `i`: the index after `]`, or nil. A label is not
    /// empty and holds no white space or brackets.
    private static func footnoteReferenceEnd(_ s: [Unicode.Scalar], _ i: Int, _ isLiteral: (Int) -> Bool) -> Int? {
        guard i + 3 < s.count, s[i + 1] == "^", !isLiteral(i + 1) else { return nil }
        var j = i + 2
        while j < s.count, j - i < 200 {
            let c = s[j]
            if c == "]" && !isLiteral(j) { return j > i + 2 ? j + 1 : nil }
            if c == "[" || c == "]" || c.properties.isWhitespace { return nil }
            j += 1
        }
        return nil
    }

    /// CommonMark's flanking rules (as cmark applies them to `~`): a run
    /// opens when it is left-flanking, closes when right-flanking.
    private struct Flanking {
        let left: Bool
        let right: Bool
        init(before: Unicode.Scalar, after: Unicode.Scalar) {
            let spaceBefore = before.properties.isWhitespace, spaceAfter = after.properties.isWhitespace
            let punctBefore = Flanking.isPunctuation(before), punctAfter = Flanking.isPunctuation(after)
            left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore)
            right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter)
        }

        static func isPunctuation(_ u: Unicode.Scalar) -> Bool {
            u.isMarkdownPunctuation
        }
    }

    /// Each closing run of tildes with the nearest opening one before it:
    /// the same length strikes the pieces between (GFM: `~~x~~`, `~x~`;
    /// `~x~~` is text).
    private static func matchingTildes(_ input: [Piece]) -> [Piece] {
        var pieces = input
        var openers: [Int] = []
        var i = 0
        while i < pieces.count {
            guard case .tildes(let count, let canOpen, let canClose) = pieces[i] else { i += 1; continue }
            if canClose, let o = openers.popLast() {
                if case .tildes(let openCount, _, _) = pieces[o], openCount == count {
                    let inner = nodes(Array(pieces[(o + 1)..<i]))
                    pieces.replaceSubrange(o...i, with: [.node(.strikethrough(inner))])
                    i = o + 1
                    continue
                }
            }
            if canOpen { openers.append(i) }
            i += 1
        }
        return pieces
    }

    /// Pieces as nodes, unmatched tildes as text, neighbouring texts joined.
    private static func nodes(_ pieces: [Piece]) -> [MarkdownNode] {
        var out: [MarkdownNode] = []
        func appendText(_ t: String) {
            if case .text(let last)? = out.last { out[out.count - 1] = .text(last + t) } else { out.append(.text(t)) }
        }
        for piece in pieces {
            switch piece {
            case .text(let t): appendText(t)
            case .tildes(let count, _, _): appendText(String(repeating: "~", count: count))
            case .node(let n): out.append(n)
            }
        }
        return out
    }

    /// Which of `literal`'s characters cmark made from an escape or an
    /// entity, found by walking the raw source bytes it was read from
    /// alongside. Only asked when the two differ in length.
    static func literalMask(_ literal: [Unicode.Scalar], raw: ArraySlice<UInt8>) -> [Bool] {
        var mask = [Bool](repeating: false, count: literal.count)
        var r = raw.startIndex
        for (k, u) in literal.enumerated() {
            guard r < raw.endIndex else { break }
            if raw[r] == UInt8(ascii: "\\"), r + 1 < raw.endIndex, raw[r + 1] < 0x80, u.value == UInt32(raw[r + 1]),
               Unicode.Scalar(raw[r + 1]).isMarkdownPunctuation {
                mask[k] = true
                r += 2
                continue
            }
            if raw[r] == UInt8(ascii: "&"), let semicolon = raw[r...].prefix(40).firstIndex(of: UInt8(ascii: ";")), semicolon > r + 1,
               u != "&" || !(literal.count > k + 1 && literal[k + 1] == Unicode.Scalar(raw[r + 1])) {
                mask[k] = true
                r = semicolon + 1
                continue
            }
            r += UTF8.width(u)
        }
        return mask
    }
}

extension Unicode.Scalar {
    /// Punctuation as cmark-gfm reads it: ASCII's, and Unicode's P
    /// categories (so an emoji in a domain is not punctuation).
    var isMarkdownPunctuation: Bool {
        if isASCII { return value > 0x20 && value < 0x7F && !("a"..."z").contains(self) && !("A"..."Z").contains(self) && !("0"..."9").contains(self) }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
