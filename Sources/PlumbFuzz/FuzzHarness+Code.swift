import PlumbBlocks
import PlumbCode
import PlumbDiagnostics

/// The `code` target: arbitrary bytes through the code front ends (Swift,
/// SnapKit, Objective-C), lowered, solved and drawn, held to the promises
/// every block keeps, and one more: each diagnostic's column lies on its
/// line.
extension FuzzHarness {
    /// The reader an input goes to, chosen by its first byte (modulo 3), so
    /// that one corpus mutates across all three.
    enum CodeDialect: Int, CaseIterable {
        case swift, snapKit, objectiveC

        /// SnapKit is read by the Swift reader; this line, before the input,
        /// gives mutated `makeConstraints` closures two views in the root to
        /// constrain, so the fuzzer need not invent a declaration first.
        static let snapKitPrologue = "let fuzzBox = UIView(); let fuzzOther = UIView(); view.addSubview(fuzzBox); view.addSubview(fuzzOther)"
    }

    static func code(_ bytes: [UInt8]) {
        guard let first = bytes.first, case .success(let input) = SourceText.decode(Array(bytes.dropFirst())) else { return }
        let dialect = CodeDialect(rawValue: Int(first) % 3)!
        // The input starts on line 5, as a fence's code does after its
        // opening line; the SnapKit prologue takes line 4.
        let text = dialect == .snapKit ? CodeDialect.snapKitPrologue + "\n" + input : input
        let firstLine = dialect == .snapKit ? 4 : 5
        // A budget well under libFuzzer's 30 s timeout, as for blocks; code
        // that reads the root's size is read and solved once per width.
        let solved = CodeBlock.solve(text, language: dialect == .objectiveC ? .objectiveC : .swift,
                                     origin: SourceLocation(line: firstLine, column: 1), line: firstLine - 1,
                                     defaults: [320, 768], budget: 3, live: .automatic)
        checkSolved(solved, text: text, firstLine: firstLine)
        let lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false)
        for d in solved.allDiagnostics {
            // Columns count characters, never more than the line's bytes;
            // one past the end is where a missing token is reported.
            let line = d.location.line - firstLine
            let bytes = line < lines.count ? lines[line].count : 0
            check(d.location.column <= bytes + 1, "diagnostic past the end of its line: \(d.location) \(d.message)")
        }
    }
}
