import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Every input that once trapped the process, hung it or produced something
/// that is not a diagnostic (issue 13), pinned: each now ends in a clear
/// diagnostic of the right kind at the right place, never a crash.
final class ReliabilityTests: XCTestCase {
    private func solve(_ text: String, widths: [Double]? = nil, budget: Double? = nil) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 0, widths: widths, budget: budget)
    }

    private func assertNoInternal(_ solved: SolvedBlock, file: StaticString = #filePath, line: UInt = #line) {
        for d in solved.allDiagnostics {
            XCTAssertNotEqual(d.kind, .internal, d.message, file: file, line: line)
        }
    }

    /// `=` followed by a combining mark (U+1A72) or a zero-width joiner is
    /// one character that is not `=`: the line classifier once counted bytes
    /// and saw an `=`, the property reader counted characters and found none,
    /// and force-unwrapped. Both now read characters: an unknown line at 1:1.
    func testEqualsFollowedByAJoiningMarkIsAnUnknownLine() {
        for text in ["=\u{1A72}", "=\u{200D}", "a.width =\u{0301} 3"] {
            let solved = solve(text)
            XCTAssertEqual(solved.allDiagnostics.count, 1, text)
            XCTAssertEqual(solved.allDiagnostics.first?.kind, .syntax)
            XCTAssertEqual(solved.allDiagnostics.first?.location, SourceLocation(line: 1, column: 1))
        }
    }

    /// Columns count characters as an editor shows them: `é` written as e +
    /// U+0301 is one column, so `titel` after `"é"` (7 characters in) is at 8.
    func testColumnsCountCharactersNotScalars() {
        let solved = solve("label title \"e\u{0301}\"\ntitel.top == root.top")
        let d = solved.allDiagnostics.first { $0.kind == .unknownName }
        XCTAssertEqual(d?.location, SourceLocation(line: 2, column: 1))
        let decl = solve("label x \"e\u{0301}\" bogus=1")
        XCTAssertEqual(decl.allDiagnostics.first?.location.column, 13, "\(decl.allDiagnostics)")
    }

    /// A required conflict whose certificate named a removed record once
    /// trapped while building the conflict set. Here `root.safe.trailing <=
    /// root.leading` cannot hold at any width: it breaks, by the root's width.
    func testConflictSetsFromTheFuzzerAreDiagnostics() {
        let rtl = solve("direction ltr rtl\nroot.safe.trailing<=root.leading-0")
        assertNoInternal(rtl)
        XCTAssertTrue(rtl.allDiagnostics.contains { $0.kind == .unsatisfiable && $0.location.line == 2 })
        let ipad = solve("canvas 375x300\nbreakpoints 375 ipad-landscape\nfield fi2\nH:|[fi2]-|\nfi2.width<=root.height*2+10")
        assertNoInternal(ipad)
        XCTAssertEqual(ipad.breakpoints.count, 2)
        XCTAssertTrue(ipad.allDiagnostics.contains { $0.kind == .unsatisfiable })
    }

    /// The same VFL line unconditional and under `when regular:` once failed
    /// with "constraint ... was already added" at `breakpoints 768 320` only.
    /// Results must not depend on the order the breakpoints are listed in.
    func testResultsDoNotDependOnBreakpointOrder() {
        let body = "button bu0\nwhen regular:\n  H:[bu0]|\nH:[bu0]|\nbu0.top == root.top"
        let down = solve("breakpoints 768 320\n" + body), up = solve("breakpoints 320 768\n" + body)
        assertNoInternal(down)
        assertNoInternal(up)
        XCTAssertEqual(down.breakpoints.count, 2)
        for s in down.breakpoints {
            let twin = up.breakpoints.first { $0.width == s.width }
            XCTAssertEqual(twin?.frames, s.frames, "at \(s.width)")
        }
    }

    /// Dividing by 1e-311 made an infinite multiplier (`inf*root.width +
    /// nan`) that reached the solver as an internal failure. A quotient is a
    /// multiplier, bounded like every number, and reported at the `/`.
    func testATinyDivisorIsABadNumberAtTheSlash() {
        let text = "view a\na.width == root.width / 0." + String(repeating: "0", count: 310) + "1\na.leading == root.leading"
        let solved = solve(text)
        let d = solved.allDiagnostics.first
        XCTAssertEqual(d?.kind, .badNumber)
        XCTAssertEqual(d?.location, SourceLocation(line: 2, column: 23))
        XCTAssertTrue(d?.message.contains("at most 1,000,000") ?? false)
        XCTAssertEqual(solve("view a\na.width == root.width / 0").allDiagnostics.first?.message, "division by zero")
    }

    /// Sixty views, each a million times as wide as the one before: v0 is 1,
    /// v(n) is 10^(6n), so v51 (10^306 × 10^6) passes Double's 1.8e308 and is
    /// infinite, as are all after it. Each such view gets an `overflow` error
    /// at its declaration; v50 (1e300) is finite and has none.
    func testCompoundingMultipliersOverflowIntoADiagnostic() {
        var lines = (0..<60).map { "view v\($0)" }
        lines += ["v0.width == 1"] + (1..<60).map { "v\($0).width == v\($0 - 1).width * 1000000" }
        lines += (0..<60).flatMap { ["v\($0).top == root.top", "v\($0).leading == root.leading", "v\($0).height == 1"] }
        let solved = solve(lines.joined(separator: "\n"), widths: [375])
        let overflows = solved.allDiagnostics.filter { $0.kind == .overflow }
        XCTAssertEqual(overflows.map(\.views), (51..<60).map { ["v\($0)"] })
        XCTAssertEqual(overflows.first?.location, SourceLocation(line: 52, column: 6))
        XCTAssertEqual(overflows.first?.severity, .error)
        XCTAssertEqual(solved.breakpoints.first?.frames["v50"]?.width ?? 0, 1e300, accuracy: 1e286)
    }

    /// A 400-view fillProportionally stack with a million points of spacing
    /// once ended phase 1 "with a nonzero objective". It now solves: the
    /// spacing is required, the views' resistances (750, all equal) tie.
    /// (100 views here, to keep the debug test quick; the 400-view block is
    /// in the fuzz regressions, Tests/Fuzz/regressions/block.)
    func testAHugeProportionalStackSolves() {
        var lines = ["canvas 375x300", "breakpoints 375", "stack s axis=vertical distribution=fillProportionally spacing=1e6"]
        lines += (0..<100).map { "  view l\($0) intrinsic=50x20" }
        lines.append("s.edges == root.edges")
        let solved = solve(lines.joined(separator: "\n"))
        assertNoInternal(solved)
        XCTAssertEqual(solved.breakpoints.count, 1)
        // 99 gaps of a million points: the stack's own height gives way.
        let last = solved.breakpoints[0].frames["l99"]
        XCTAssertGreaterThanOrEqual(last?.y ?? 0, 99e6)
    }

    /// All pairwise `vi.width == vj.width + k @500` once took minutes (N=90:
    /// 61 s; N=100: over 300 s) and 1.2 GB. The pairs are consistent (vi =
    /// K − i for any K), so every width is ambiguous and nothing ties; with
    /// N = 24 every view's width must be reported ambiguous, and no tie.
    func testAllPairsEqualityIsAmbiguousNotTied() {
        let n = 24
        var lines = ["canvas 375x300", "breakpoints 375"] + (0..<n).map { "view v\($0)" }
        lines += (0..<n).flatMap { ["v\($0).top == root.top", "v\($0).leading == root.leading", "v\($0).height == 10"] }
        for i in 0..<n { for j in (i + 1)..<n { lines.append("v\(i).width == v\(j).width + \(j - i) @500") } }
        let solved = solve(lines.joined(separator: "\n"))
        let ambiguous = solved.allDiagnostics.filter { $0.kind == .ambiguous }
        XCTAssertEqual(Set(ambiguous.flatMap(\.views)), Set((0..<n).map { "v\($0)" }))
        XCTAssertFalse(solved.allDiagnostics.contains { $0.kind == .tie })
        // And the answer is one of the allowed ones: v(i) = v(0) − i.
        let frames = solved.breakpoints[0].frames
        for i in 1..<n { XCTAssertEqual(frames["v\(i)"]!.width, frames["v0"]!.width - Double(i), accuracy: 1e-6) }
    }

    /// A block past its budget is not cut off silently: it is drawn at the
    /// breakpoints solved in time (here fewer than all: 50 ms read the text,
    /// but are too little to solve 190 pairwise constraints three times) with
    /// a warning that says what it is made of.
    func testABlockPastItsBudgetIsReported() {
        let n = 20
        var lines = ["breakpoints 320 375 768"] + (0..<n).map { "view v\($0)" }
        for i in 0..<n { for j in (i + 1)..<n { lines.append("v\(i).width == v\(j).width + \(j - i) @500") } }
        let solved = solve(lines.joined(separator: "\n"), budget: 0.05)
        let warning = solved.allDiagnostics.first { $0.kind == .budget }
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertTrue(warning?.message.contains("\(n) views and guides and \(n * (n - 1) / 2) written constraints") ?? false, warning?.message ?? "none")
        XCTAssertLessThan(solved.breakpoints.count, 3)
        // Without a budget the same block is solved at every breakpoint.
        XCTAssertEqual(solve(lines.joined(separator: "\n")).breakpoints.count, 3)
    }

    /// Reading the text counts against the budget (issue 26 §2: a 50 MB
    /// block spent 260 s before its solver started): a budget spent while
    /// reading stops the parser at the line it reached, and the block is
    /// reported, not solved.
    func testReadingTheTextCountsAgainstTheBudget() {
        let lines = ["canvas 375x120"] + (0..<2000).map { "view v\($0)" }
        let solved = solve(lines.joined(separator: "\n"), budget: 1e-7)
        let warning = solved.allDiagnostics.first { $0.kind == .budget }
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertTrue(warning?.message.contains("while its text was being read") ?? false, warning?.message ?? "none")
        XCTAssertLessThan(warning?.location.line ?? .max, 2001, "it stops where it was, not at the end")
        XCTAssertTrue(solved.breakpoints.isEmpty)
        XCTAssertFalse(solved.hasErrors)
    }

    /// A reliability pass: the cap held for the parser's problems only. A
    /// block of 80 labels placed across but not down has 80 ambiguous
    /// vertical positions: 50 are reported, then one line counts the other
    /// 30, as severe as they are.
    func testTheSolversFindingsAreCappedToo() {
        let labels = (0..<80).map { "label l\($0) \"L\($0)\"\nl\($0).leading == root.leading + \($0)" }.joined(separator: "\n")
        let solved = solve("canvas 375x100\n" + labels)
        let all = solved.allDiagnostics
        XCTAssertEqual(all.count, SolvedBlock.diagnosticLimit + 1)
        XCTAssertEqual(all.filter { $0.kind == .ambiguous }.count, SolvedBlock.diagnosticLimit + 1)
        XCTAssertEqual(all.last?.severity, .error)
        XCTAssertTrue(all.last?.message.contains("30") == true, all.last?.message ?? "none")
    }

    /// A line of 2,000 unknown names is one mistake 2,000 times: the first
    /// 50 are reported, then one line counts the rest.
    func testRepeatedDiagnosticsAreCapped() {
        let names = (0..<2000).map { "n\($0)" }.joined(separator: " + ")
        let solved = solve("view a\na.width == " + names)
        XCTAssertLessThanOrEqual(solved.allDiagnostics.count, SolvedBlock.diagnosticLimit + 1)
        let many = (0..<200).map { "x\($0).top == root.top" }.joined(separator: "\n")
        let capped = solve(many).allDiagnostics
        XCTAssertEqual(capped.count, SolvedBlock.diagnosticLimit + 1)
        XCTAssertEqual(capped.last?.message, "150 more problems in this block not shown (the first 50 are above)")
    }
}
