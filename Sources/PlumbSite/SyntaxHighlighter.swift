import PlumbBlocks
import PlumbFigure

/// Highlighting at build time (no script in the page) for Swift, the
/// layout language, Objective-C, shell, JSON, a console session and a diff;
/// other languages are escaped as they are. Tokens become
/// `<span class="hl-…">`: kw (keyword), type, str, num, com (comment),
/// attr (Swift attribute, C directive, shell variable), anchor (layout
/// anchor, JSON key), op (relation, priority, a console's prompt), and for
/// a diff's lines ins, del, hunk and meta.
public enum SyntaxHighlighter {
    /// Code longer than this (in UTF-8 bytes) is escaped, not highlighted:
    /// highlighting is the slowest pass over a block's text (a 50 MB block
    /// spent a minute here after its budget had stopped it), and nobody reads
    /// that much code for its colours.
    public static let highlightLimit = 256 * 1024

    public static func html(_ code: String, language: String) -> String {
        guard code.utf8.count <= highlightLimit else { return HTML.escape(code) }
        switch language.lowercased() {
        case "swift": return highlight(code, rules: swift)
        case "layout": return highlight(code, rules: layout)
        case "objc", "objective-c", "objectivec", "obj-c", "objc++", "objective-c++": return highlight(code, rules: objectiveC)
        case "sh", "bash", "shell", "zsh": return highlight(code, rules: shell)
        case "console", "shell-session", "terminal": return LineHighlighter.console(code)
        case "json", "jsonc": return highlight(code, rules: json)
        case "diff", "patch": return LineHighlighter.diff(code)
        default: return HTML.escape(code)
        }
    }

    struct Rules {
        let keywords: HighlightWords
        let secondary: HighlightWords
        /// `//` or `#`, as booleans: asked at every character.
        let slashComments: Bool
        let hashComments: Bool
        let blockComments: Bool
        let capitalizedAreTypes: Bool
        /// Each operator's bytes, and whether any starts with a given byte
        /// (the common answer: no), asked at every character.
        let operators: [[UInt8]]
        private let operatorStarts: [Bool]
        /// The languages after Swift and layout (`SyntaxHighlighter+Languages.swift`).
        let extra: ExtraRules

        init(keywords: Set<String>, secondary: Set<String>, lineComment: String, blockComments: Bool, capitalizedAreTypes: Bool,
             operators: [String], extra: ExtraRules = ExtraRules()) {
            self.keywords = HighlightWords(keywords)
            self.secondary = HighlightWords(secondary)
            slashComments = lineComment == "//"
            hashComments = lineComment == "#"
            self.blockComments = blockComments
            self.capitalizedAreTypes = capitalizedAreTypes
            self.operators = operators.map { Array($0.utf8) }
            var starts = [Bool](repeating: false, count: 256)
            for op in self.operators { if let first = op.first { starts[Int(first)] = true } }
            operatorStarts = starts
            self.extra = extra
        }

        /// Whether an operator may start with `byte`.
        @inline(__always) func mayStartOperator(_ byte: UInt8) -> Bool { operatorStarts[Int(byte)] }
    }

    /// What Objective-C, shell and JSON read besides Swift's rules.
    struct ExtraRules {
        /// `'x'`: shell's strings, C's character literals.
        var singleQuotedStrings = false
        /// Objective-C: `@interface` a keyword, `@"text"` a string.
        var atKeywords = false
        /// C: a line starting with `#` (`#import <UIKit/UIKit.h>`) a directive.
        var preprocessor = false
        /// Shell: `$name`, `${name}`, `$1`.
        var variables = false
        /// JSON: a string followed by `:` is a key.
        var objectKeys = false

        /// Whether `extraToken` can read a token starting with `c`: asked
        /// first, so that the shared rules' characters skip the call.
        @inline(__always) func mayStart(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "#"): return preprocessor
            case UInt8(ascii: "@"): return atKeywords
            case UInt8(ascii: "'"): return singleQuotedStrings
            case UInt8(ascii: "$"): return variables
            case UInt8(ascii: "\""): return objectKeys
            default: return false
            }
        }
    }

    static let swift = Rules(
        keywords: ["let", "var", "func", "if", "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "struct",
                   "class", "enum", "protocol", "extension", "import", "init", "self", "Self", "true", "false", "nil", "private",
                   "public", "internal", "fileprivate", "static", "override", "final", "throws", "throw", "try", "catch", "do",
                   "as", "is", "some", "any", "where", "break", "continue", "lazy", "weak", "unowned", "mutating", "inout",
                   "async", "await", "defer", "repeat", "typealias", "associatedtype", "open", "super", "convenience", "required"],
        secondary: [], lineComment: "//", blockComments: true, capitalizedAreTypes: true, operators: [])

    static let layout = Rules(
        // The language's own word lists, so a new keyword is highlighted
        // the day the parser learns it.
        keywords: LayoutWords.keywords(),
        secondary: LayoutWords.names(),
        lineComment: "#", blockComments: false, capitalizedAreTypes: false, operators: ["==", ">=", "<=", "@", "H:", "V:"])

    static func highlight(_ code: String, rules: Rules) -> String {
        let chars = HighlightedText(code)
        var out = HighlightOutput(capacity: chars.bytes.count * 2)
        var i = 0
        var lineStart = true
        // Every test below is on bytes and precomputed flags, and `out` is
        // written directly (no closure over it): a closure and a call per
        // character cost more than the tests themselves.
        while i < chars.count {
            let c = chars.byte(i)
            if rules.extra.mayStart(c), let end = extraToken(chars, i, lineStart: lineStart, rules: rules.extra, out: &out) {
                i = end
                lineStart = false
                continue
            }
            // Comments: Swift's `//`, the layout language's `#` at a line's
            // start or after a space (not a `#identifier` or a colour).
            let layoutComment = rules.hashComments && c == UInt8(ascii: "#") && (lineStart || (i > 0 && chars.byte(i - 1) == UInt8(ascii: " ")))
                && !(i + 1 < chars.count && (chars.isLetter(i + 1) || chars.isNumber(i + 1)) && !lineStart && isConstraintHash(chars, i))
            if (rules.slashComments && c == UInt8(ascii: "/") && chars.starts("//".utf8, at: i)) || layoutComment {
                let start = i
                while i < chars.count && chars.byte(i) != UInt8(ascii: "\n") { i += 1 }
                out.span("com", chars, start, i)
                continue
            }
            if rules.blockComments && c == UInt8(ascii: "/") && chars.starts("/*".utf8, at: i) {
                let start = i
                i += 2
                while i < chars.count && !chars.starts("*/".utf8, at: i) { i += 1 }
                i = min(i + 2, chars.count)
                out.span("com", chars, start, i)
                continue
            }
            if c == UInt8(ascii: "\"") {
                let start = i
                i = stringEnd(chars, from: i)
                out.span("str", chars, start, i)
                lineStart = false
                continue
            }
            if chars.isNumber(i) {
                let start = i
                while i < chars.count && (chars.isNumber(i) || chars.byte(i) == UInt8(ascii: ".") || chars.byte(i) == UInt8(ascii: "x")
                                            || chars.byte(i) == UInt8(ascii: "_")) { i += 1 }
                out.span("num", chars, start, i)
                lineStart = false
                continue
            }
            if chars.isLetter(i) || c == UInt8(ascii: "_") || (c == UInt8(ascii: "@") && rules.capitalizedAreTypes) {
                let start = i
                i += 1
                while i < chars.count && (chars.isLetter(i) || chars.isNumber(i) || chars.byte(i) == UInt8(ascii: "_")) { i += 1 }
                if let cls = wordClass(chars, start, i, rules) { out.span(cls, chars, start, i) } else { out.escaped(chars, start, i) }
                lineStart = false
                continue
            }
            if rules.mayStartOperator(c), let op = rules.operators.first(where: { chars.starts($0, at: i) }) {
                let end = i + op.count
                out.span("op", chars, i, end)
                i = end
                lineStart = false
                continue
            }
            // By unit: a `<` followed by a combining accent is one character.
            out.unit(chars, i)
            if c == UInt8(ascii: "\n") { lineStart = true } else if c != UInt8(ascii: " ") { lineStart = false }
            i += 1
        }
        return out.text
    }

    /// Where the string literal opening at `start` ends: after its closing
    /// quote, or at the end of its line (or of the code) when unclosed.
    private static func stringEnd(_ chars: HighlightedText, from start: Int) -> Int {
        var i = start + 1
        while i < chars.count && chars.byte(i) != UInt8(ascii: "\"") && chars.byte(i) != UInt8(ascii: "\n") {
            if chars.byte(i) == UInt8(ascii: "\\") { i += 1 }
            i += 1
        }
        return min(i + 1, chars.count)
    }

    /// The class the word from `start` to `end` is highlighted with
    /// (`hl-kw`, ...), or nil for plain text.
    private static func wordClass(_ chars: HighlightedText, _ start: Int, _ end: Int, _ rules: Rules) -> String? {
        if chars.byte(start) == UInt8(ascii: "@") { return "attr" }
        let (isKeyword, isSecondary) = chars.withBytes(start, end) { word in
            rules.keywords.contains(word) ? (true, false) : (false, !rules.secondary.isEmpty && rules.secondary.contains(word))
        }
        if isKeyword { return "kw" }
        if isSecondary { return "anchor" }
        if rules.capitalizedAreTypes, chars.isUppercase(start) { return "type" }
        return nil
    }

    /// A `#name` after a relation on the same line is a constraint's identifier.
    private static func isConstraintHash(_ chars: HighlightedText, _ i: Int) -> Bool {
        var j = i - 1
        while j > 0 && chars.byte(j) != UInt8(ascii: "\n") {
            let before = chars.byte(j - 1)
            if chars.byte(j) == UInt8(ascii: "=") && (before == UInt8(ascii: "=") || before == UInt8(ascii: "<") || before == UInt8(ascii: ">")) {
                return true
            }
            j -= 1
        }
        return false
    }
}
