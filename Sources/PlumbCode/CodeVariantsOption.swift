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
/// entry without a call names the code as written's own tab.
struct CodeVariantsOption {
    struct Entry {
        let name: String
        /// Where the name starts: the variant's location.
        let location: SourceLocation
        /// The method or function called, without its `()`.
        let call: String
        /// Where the call starts: a call of nothing is reported there.
        let callLocation: SourceLocation

        /// The call as the tab lists it.
        var callText: String { call + "()" }
    }

    var baseName: String?
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
            let after = piece[piece.index(after: colon)...]
            let callColumn = piece.distance(from: piece.startIndex, to: colon) + 1 + after.prefix { $0 == " " }.count
            let call = trimmed(after)
            if name.isEmpty { fail(.variantNameEmpty); continue }
            guard call.hasSuffix("()"), isIdentifier(call.dropLast(2)) else {
                fail(.variantCallExpected(found: call), column: callColumn)
                continue
            }
            if name == option.baseName || option.entries.contains(where: { $0.name == name }) {
                fail(.variantNamedTwice(name), .duplicateName)
                continue
            }
            if option.entries.count == limit { fail(.tooManyVariants(limit: limit)); continue }
            let callAt = SourceLocation(line: location.line, column: location.column + offset + callColumn)
            option.entries.append(Entry(name: name, location: at, call: String(call.dropLast(2)), callLocation: callAt))
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
