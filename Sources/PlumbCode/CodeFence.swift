import PlumbBlocks
import PlumbDiagnostics

/// A fence whose info string is a language word and then `layout`
/// (`swift layout canvas=375x667`): the contract's code block.
public struct CodeFence: Sendable {
    public let language: CodeLanguage
    /// The info string after `layout`.
    public let options: String
    /// Characters from the start of the info string to the options.
    public let optionsOffset: Int

    /// Nil for any other info string (a plain `swift` block is just code).
    public init?(info: String) {
        let words = info.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2, words[1] == "layout", let language = CodeLanguage(fenceWord: String(words[0])) else { return nil }
        self.language = language
        if words.count == 3 {
            options = String(words[2])
            optionsOffset = info.distance(from: info.startIndex, to: words[2].startIndex)
        } else {
            options = ""
            optionsOffset = info.count
        }
    }

    /// Where the options stand in the page: found on the fence's line of
    /// `source` when given, else after a three-character fence.
    public func optionsLocation(fence: LayoutFence, source: String?) -> SourceLocation {
        // The line as a String of its own: Foundation's search on a
        // Substring of the page cost 300,000 instructions a block.
        if let source, !options.isEmpty, let text = CodeFence.line(fence.line, of: source).map(String.init), let r = text.range(of: options) {
            return SourceLocation(line: fence.line, column: text.distance(from: text.startIndex, to: r.lowerBound) + 1)
        }
        return SourceLocation(line: fence.line, column: fence.column + 3 + optionsOffset)
    }
}

/// Every way into a figure (a page, `plumb solve`) solves a fence through
/// here: a `layout` block by the layout language, a code block by its
/// language's front end.
public enum FenceSolving {
    /// `imageFolder`: the page's folder, where code's `UIImage(named:)` finds its pictures;
    /// `imageHref`: the way from where the page is published to where that
    /// folder is, put before a picture's name in its `src` ("" for a page
    /// published beside its source; a translation's `../../guide/`).
    public static func solve(_ fence: LayoutFence, source: String? = nil, widths: [Double]? = nil, defaults: [Double]? = nil,
                             budget: Double? = nil, live: SolvedBlock.LiveRequest = .none, imageFolder: String? = nil,
                             imageHref: String = "", sharing: SharedSolves? = nil) -> SolvedBlock {
        guard let code = CodeFence(info: fence.info) else {
            return SolvedBlock.solve(fence, widths: widths, defaults: defaults, budget: budget, live: live, sharing: sharing)
        }
        return CodeBlock.solve(fence.code, language: code.language, options: code.options,
                               optionsAt: code.optionsLocation(fence: fence, source: source), origin: fence.origin, line: fence.line,
                               widths: widths, defaults: defaults, budget: budget, live: live, imageFolder: imageFolder, imageHref: imageHref, sharing: sharing)
    }
}

extension CodeFence {
    /// Line `number` (from 1) of `source`, as splitting it at each `"\n"`
    /// Character gives it. Found on the bytes: splitting a whole page into
    /// Characters for each code block's options was a tenth of the figures'
    /// cost. A `\r\n` is one Character, not a line break, so text with a
    /// carriage return is still split as Characters.
    static func line(_ number: Int, of source: String) -> Substring? {
        guard number >= 1 else { return nil }
        // One copy of the page's bytes, then plain array scans: the generic
        // walk over the UTF-8 view cost half a million instructions a
        // block on a guide page (34 M of a guide build).
        let bytes = Array(source.utf8)
        if bytes.contains(13) {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            return number - 1 < lines.count ? lines[number - 1] : nil
        }
        var start = 0
        for _ in 1..<number {
            guard let newline = bytes[start...].firstIndex(of: 10) else { return nil }
            start = newline + 1
        }
        let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
        let utf8 = source.utf8
        return source[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
