import PlumbDiagnostics

/// A code fence's `variants` option: the figure's tabs, the code as
/// written first, then each variant the same code run again and then one
/// call of its own (the tap handler that changes a constant, the method
/// that swaps a constraint), as a layout block's `variant "NAME":` sections
/// are its lines and then some more (docs/code-blocks.md, Variants).
///
///     variants="Before the tap, After the tap: moreTapped()"
///
/// Entries are separated by commas; `NAME: call()` is a variant, and a first
/// entry without a call names the code as written's own tab (with
/// `expect=KIND` words, what that tab alone expects: `Both at 500: expect=tie`). A variant may
/// instead (or also) draw the code at another Dynamic Type category:
/// `AX3: contentSize=AX3`, the one header a variant may change, as in a
/// layout block; and expect an outcome of its own (`expect=unsatisfiable`),
/// as a layout block's variant may.
struct CodeVariantsOption {
    struct Entry {
        let name: String
        /// Where the name starts: the variant's location.
        let location: SourceLocation
        /// The method or function called, without its `()` (nil: none).
        let call: String?
        /// Where the call starts: a call of nothing is reported there.
        let callLocation: SourceLocation
        /// `contentSize=CATEGORY` and `expect=KIND`, read as the fence's options of those names.
        let settings: [(text: String, location: SourceLocation)]

        /// What the tab lists: its settings, then its call.
        var listed: [String] { settings.map(\.text) + (call.map { [$0 + "()"] } ?? []) }
    }

    var baseName: String?
    /// The code as written's own expectations: a first entry of `expect=`
    /// words and no call (`Both at 500: expect=tie`) names that tab and
    /// expects its outcome there alone, as a variant's `expect=` is its own.
    var baseSettings: [(text: String, location: SourceLocation)] = []
    var entries: [Entry] = []

    /// As many as a layout block's variants (`VariantSections.limit`): the
    /// figure's tabs are matched to their panels in CSS up to that many.
    static let limit = 12

    /// Reads `value` (quotes already removed), whose first character stands at `location`.
    static func read(_ value: String, at location: SourceLocation) -> (CodeVariantsOption, [Diagnostic]) {
        var option = CodeVariantsOption()
        var problems: [Diagnostic] = []
        var offset = 0
        for (k, piece) in value.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            defer { offset += piece.count + 1 }
            let lead = piece.prefix { $0 == " " }.count
            let at = SourceLocation(line: location.line, column: location.column + offset + lead)
            func fail(_ finding: CodeSyntaxFinding, _ kind: DiagnosticKind = .syntax, column: Int? = nil) {
                let place = column.map { SourceLocation(line: location.line, column: location.column + offset + $0) } ?? at
                problems.append(Diagnostic(.error, kind, CodeFinding.syntax(finding), at: place))
            }
            let text = trimmed(piece)
            guard let colon = piece.firstIndex(of: ":") else {
                if text.isEmpty { fail(.variantNameEmpty) } else if k == 0 { option.baseName = text } else { fail(.variantNeedsCall(text)) }
                continue
            }
            let name = trimmed(piece[..<colon])
            if name.isEmpty { fail(.variantNameEmpty); continue }
            // After ':', words: `contentSize=CATEGORY`, `expect=KIND` and at most one `call()`.
            var call: (name: String, at: SourceLocation)?
            var settings: [(text: String, location: SourceLocation)] = []
            var readable = true
            let afterColumn = piece.distance(from: piece.startIndex, to: colon) + 1
            for (word, wordOffset) in CodeFenceOptions.words(of: String(piece[piece.index(after: colon)...])) {
                let column = afterColumn + wordOffset
                let wordAt = SourceLocation(line: location.line, column: location.column + offset + column)
                if word.hasPrefix("contentSize=") || word.hasPrefix("expect=") {
                    settings.append((String(word), wordAt))
                } else if call == nil, word.hasSuffix("()"), isIdentifier(word.dropLast(2)) {
                    call = (String(word.dropLast(2)), wordAt)
                } else {
                    fail(.variantCallExpected(found: String(word)), column: column)
                    readable = false
                }
            }
            guard readable else { continue }
            if k == 0, call == nil, !settings.isEmpty, settings.allSatisfy({ $0.text.hasPrefix("expect=") }) {
                option.baseName = name
                option.baseSettings = settings
                continue
            }
            if call == nil && settings.isEmpty { fail(.variantCallExpected(found: ""), column: afterColumn); continue }
            if name == option.baseName || option.entries.contains(where: { $0.name == name }) {
                fail(.variantNamedTwice(name), .duplicateName)
                continue
            }
            if option.entries.count == limit { fail(.tooManyVariants(limit: limit)); continue }
            option.entries.append(Entry(name: name, location: at, call: call?.name, callLocation: call?.at ?? at, settings: settings))
        }
        if option.entries.isEmpty && problems.isEmpty {
            problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.variantsCallNothing), at: location))
        }
        return (option, problems)
    }

    private static func trimmed(_ s: Substring) -> String {
        String(s.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    private static func isIdentifier(_ s: Substring) -> Bool {
        guard let first = s.first, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
