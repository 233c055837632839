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
        let keywords: Set<String>
        let secondary: Set<String>
        let lineComment: String
        let blockComments: Bool
        let capitalizedAreTypes: Bool
        let operators: [String]
        /// The languages after Swift and layout (`SyntaxHighlighter+Languages.swift`).
        var extra = ExtraRules()
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
        let chars = Array(code)
        var out = ""
        var i = 0
        func span(_ cls: String, _ text: String) { out += "<span class=\"hl-\(cls)\">\(HTML.escape(text))</span>" }
        // Asked at every character, for every operator: no allocation.
        func starts(_ s: String) -> Bool {
            var j = i
            for ch in s {
                guard j < chars.count, chars[j] == ch else { return false }
                j += 1
            }
            return true
        }
        var lineStart = true
        while i < chars.count {
            let c = chars[i]
            if let end = extraToken(chars, i, lineStart: lineStart, rules: rules.extra, span: span) {
                i = end
                lineStart = false
                continue
            }
            // Comments: Swift's `//`, the layout language's `#` at a line's
            // start or after a space (not a `#identifier` or a colour).
            let layoutComment = rules.lineComment == "#" && c == "#" && (lineStart || (i > 0 && chars[i - 1] == " "))
                && !(i + 1 < chars.count && (chars[i + 1].isLetter || chars[i + 1].isNumber) && !lineStart && isConstraintHash(chars, i))
            if (rules.lineComment == "//" && starts("//")) || layoutComment {
                let start = i
                while i < chars.count && chars[i] != "\n" { i += 1 }
                span("com", String(chars[start..<i]))
                continue
            }
            if rules.blockComments && starts("/*") {
                let start = i
                i += 2
                while i < chars.count && !starts("*/") { i += 1 }
                i = min(i + 2, chars.count)
                span("com", String(chars[start..<i]))
                continue
            }
            if c == "\"" {
                let start = i
                i = stringEnd(chars, from: i)
                span("str", String(chars[start..<i]))
                lineStart = false
                continue
            }
            if c.isNumber {
                let start = i
                while i < chars.count && (chars[i].isNumber || chars[i] == "." || chars[i] == "x" || chars[i] == "_") { i += 1 }
                span("num", String(chars[start..<i]))
                lineStart = false
                continue
            }
            if c.isLetter || c == "_" || (c == "@" && rules.capitalizedAreTypes) {
                let start = i
                i += 1
                while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") { i += 1 }
                let word = String(chars[start..<i])
                if let cls = wordClass(word, rules) { span(cls, word) } else { out += HTML.escape(word) }
                lineStart = false
                continue
            }
            if let op = rules.operators.first(where: { starts($0) }) {
                span("op", op)
                i += op.count
                lineStart = false
                continue
            }
            // By byte: a `<` followed by a combining accent is one Character.
            if c.utf8.contains(where: HTML.isReserved) { out += HTML.escape(String(c)) } else { out.append(c) }
            if c == "\n" { lineStart = true } else if c != " " { lineStart = false }
            i += 1
        }
        return out
    }

    /// Where the string literal opening at `start` ends: after its closing
    /// quote, or at the end of its line (or of the code) when unclosed.
    private static func stringEnd(_ chars: [Character], from start: Int) -> Int {
        var i = start + 1
        while i < chars.count && chars[i] != "\"" && chars[i] != "\n" {
            if chars[i] == "\\" { i += 1 }
            i += 1
        }
        return min(i + 1, chars.count)
    }

    /// The class a word is highlighted with (`hl-kw`, ...), or nil for plain text.
    private static func wordClass(_ word: String, _ rules: Rules) -> String? {
        if word.hasPrefix("@") { return "attr" }
        if rules.keywords.contains(word) { return "kw" }
        if rules.secondary.contains(word) { return "anchor" }
        if rules.capitalizedAreTypes, let f = word.first, f.isUppercase { return "type" }
        return nil
    }

    /// A `#name` after a relation on the same line is a constraint's identifier.
    private static func isConstraintHash(_ chars: [Character], _ i: Int) -> Bool {
        var j = i - 1
        while j > 0 && chars[j] != "\n" {
            if chars[j] == "=" && (chars[j - 1] == "=" || chars[j - 1] == "<" || chars[j - 1] == ">") { return true }
            j -= 1
        }
        return false
    }
}
