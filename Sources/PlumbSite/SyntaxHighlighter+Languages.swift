import PlumbFigure

/// Objective-C (the language the articles Plumb grew from are written in),
/// shell and JSON, as rules for the one tokenizer Swift and layout blocks
/// use; a console session and a diff, read line by line.
extension SyntaxHighlighter {
    static let objectiveC = Rules(
        keywords: ["if", "else", "for", "in", "while", "do", "switch", "case", "default", "break", "continue", "return", "goto",
                   "struct", "enum", "union", "typedef", "static", "extern", "const", "volatile", "inline", "sizeof",
                   "void", "int", "long", "short", "char", "float", "double", "unsigned", "signed", "BOOL", "YES", "NO",
                   "nil", "Nil", "NULL", "self", "super", "id", "instancetype", "SEL", "Class", "IBOutlet", "IBAction",
                   "nonatomic", "atomic", "strong", "weak", "assign", "copy", "readonly", "readwrite", "nullable",
                   "nonnull", "__weak", "__strong", "__block", "true", "false"],
        secondary: [], lineComment: "//", blockComments: true, capitalizedAreTypes: true, operators: [],
        extra: ExtraRules(singleQuotedStrings: true, atKeywords: true, preprocessor: true))

    static let shell = Rules(
        keywords: ["if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case", "esac",
                   "function", "return", "exit", "export", "local", "readonly", "set", "unset", "shift", "source",
                   "cd", "echo", "trap", "eval", "exec", "true", "false"],
        secondary: [], lineComment: "#", blockComments: false, capitalizedAreTypes: false, operators: ["&&", "||", "|", ">>", "2>&1"],
        extra: ExtraRules(singleQuotedStrings: true, variables: true))

    static let json = Rules(
        keywords: ["true", "false", "null"], secondary: [], lineComment: "//", blockComments: true,
        capitalizedAreTypes: false, operators: [], extra: ExtraRules(objectKeys: true))

    /// A token only the newer languages have, written to `out` as a span
    /// (a class and a range of units): the index after it, or nil to let
    /// the shared rules read unit `i`.
    static func extraToken(_ chars: HighlightedText, _ i: Int, lineStart: Bool, rules: ExtraRules,
                           out: inout HighlightOutput) -> Int? {
        func span(_ cls: String, _ from: Int, _ to: Int) { out.span(cls, chars, from, to) }
        let c = chars.byte(i)
        if rules.preprocessor, c == UInt8(ascii: "#"), lineStart {
            let end = chars.firstIndex(of: UInt8(ascii: "\n"), from: i) ?? chars.count
            span("attr", i, end)
            return end
        }
        if rules.atKeywords, c == UInt8(ascii: "@"), i + 1 < chars.count {
            if chars.byte(i + 1) == UInt8(ascii: "\"") {
                let end = stringEnd(chars, from: i + 1, quote: UInt8(ascii: "\""))
                span("str", i, end)
                return end
            }
            if chars.isLetter(i + 1) {
                var end = i + 1
                while end < chars.count, chars.isLetter(end) || chars.isNumber(end) || chars.byte(end) == UInt8(ascii: "_") { end += 1 }
                span("kw", i, end)
                return end
            }
        }
        if rules.singleQuotedStrings, c == UInt8(ascii: "'") {
            // Shell's quotes take no escapes; C's character literals do.
            let end = stringEnd(chars, from: i, quote: UInt8(ascii: "'"), escapes: !rules.variables)
            span("str", i, end)
            return end
        }
        if rules.variables, c == UInt8(ascii: "$"), i + 1 < chars.count {
            var end = i + 1
            if chars.byte(end) == UInt8(ascii: "{") {
                end = (chars.firstIndex(of: UInt8(ascii: "}"), from: end) ?? chars.count - 1) + 1
            } else {
                while end < chars.count, chars.isLetter(end) || chars.isNumber(end) || chars.byte(end) == UInt8(ascii: "_") { end += 1 }
                if end == i + 1, "?#@*$!".utf8.contains(chars.byte(end)) { end += 1 }
            }
            guard end > i + 1 else { return nil }
            span("attr", i, end)
            return end
        }
        if rules.objectKeys, c == UInt8(ascii: "\"") {
            let end = stringEnd(chars, from: i, quote: UInt8(ascii: "\""))
            var next = end
            while next < chars.count, chars.byte(next) == UInt8(ascii: " ") || chars.byte(next) == UInt8(ascii: "\t") { next += 1 }
            span(next < chars.count && chars.byte(next) == UInt8(ascii: ":") ? "anchor" : "str", i, end)
            return end
        }
        return nil
    }

    /// The index after the string that opens at `from`, on its line.
    private static func stringEnd(_ chars: HighlightedText, from: Int, quote: UInt8, escapes: Bool = true) -> Int {
        var j = from + 1
        while j < chars.count, chars.byte(j) != quote, chars.byte(j) != UInt8(ascii: "\n") {
            if escapes && chars.byte(j) == UInt8(ascii: "\\") { j += 1 }
            j += 1
        }
        return min(j + 1, chars.count)
    }
}

/// Languages read a line at a time.
enum LineHighlighter {
    /// A terminal session: a line starting with a prompt (`$ `, `% `, `# `,
    /// `> `) is a command, highlighted as shell; any other line is output,
    /// left as it is.
    static func console(_ code: String) -> String {
        lines(code).map { line in
            for prompt in ["$ ", "% ", "# ", "> "] where line.hasPrefix(prompt) {
                return "<span class=\"hl-op\">\(HTML.escape(prompt))</span>"
                    + SyntaxHighlighter.highlight(String(line.dropFirst(prompt.count)), rules: SyntaxHighlighter.shell)
            }
            return HTML.escape(String(line))
        }.joined(separator: "\n")
    }

    /// A unified diff: added and removed lines, hunk headers, file headers.
    static func diff(_ code: String) -> String {
        lines(code).map { line in
            let kind: String?
            if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ") || line.hasPrefix("index ") { kind = "meta" }
            else if line.hasPrefix("@@") { kind = "hunk" }
            else if line.hasPrefix("+") { kind = "ins" }
            else if line.hasPrefix("-") { kind = "del" }
            else { kind = nil }
            return kind.map { "<span class=\"hl-\($0)\">\(HTML.escape(String(line)))</span>" } ?? HTML.escape(String(line))
        }.joined(separator: "\n")
    }

    private static func lines(_ code: String) -> [Substring] {
        code.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
