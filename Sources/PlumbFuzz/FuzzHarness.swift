import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbSite

/// What one fuzz input goes through, and what must hold for every input.
/// Any broken promise traps on purpose, so that libFuzzer keeps the input:
/// a crash, a diagnostic outside the block, an `internal` diagnostic, a
/// non-finite frame without an `overflow` diagnostic, or a figure or page
/// whose markup leaves the strict form Plumb writes or could run a script
/// (`ScriptFreeMarkup`, which shares no code with the sanitizer it judges;
/// `Tests/Browser/check_sanitizer.py` judges the same corpus with html5lib).
enum FuzzHarness {
    enum Target: String { case block, page, code }

    static let target: Target = Target(rawValue: ProcessInfo.processInfo.environment["PLUMB_FUZZ_TARGET"] ?? "block") ?? .block
    static var renderer: FigureRenderer { FigureRenderer(column: Theme.column) }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard case .success(let text) = SourceText.decode(Array(bytes)) else { return }
        switch target {
        case .block: block(text)
        case .page: page(text)
        case .code: code(Array(bytes))
        }
    }

    static func block(_ text: String) {
        let origin = SourceLocation(line: 5, column: 1)
        // A budget well under libFuzzer's 30 s timeout: a slow input must
        // end in a `budget` warning, and one that does not is a hang.
        let solved = SolvedBlock.solve(text, origin: origin, line: 4, defaults: [320, 768], budget: 5, live: .automatic)
        checkSolved(solved, text: text, firstLine: origin.line)
    }

    /// The promises every solved block keeps, whether it was read from the
    /// layout language or from code; `text` is what the reader was given,
    /// starting at `firstLine`.
    static func checkSolved(_ solved: SolvedBlock, text: String, firstLine: Int) {
        // Lines as the block's reader counts them, by LF bytes: in Swift
        // "\r\n" is one Character, so a split on Characters miscounts
        // "\r\r\n" (the fuzzer's first find was this harness's own bug).
        let lineCount = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        let diagnostics = solved.allDiagnostics
        for d in diagnostics {
            check(d.kind != .internal, "internal diagnostic: \(d.message)")
            check(d.location.line >= firstLine && d.location.line < firstLine + max(lineCount, 1), "diagnostic outside the block: \(d.location) \(d.message)")
            check(d.location.column >= 1 && !d.message.isEmpty, "diagnostic without a column or a message: \(d)")
        }
        let overflowed = diagnostics.contains { $0.kind == .overflow }
        for s in solved.breakpoints {
            for f in s.frames.values where ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
                check(overflowed, "a non-finite frame with no overflow diagnostic")
            }
        }
        let outOfBudget = diagnostics.contains { $0.kind == .budget }
        check(!solved.parsed.isSolvable || !solved.breakpoints.isEmpty || outOfBudget, "a solvable block left unsolved, with no budget warning")
        check(solved.parsed.isSolvable || solved.breakpoints.isEmpty, "a block with errors was solved")
        // A tree that changes with the size class has one live layout per
        // class; each is held to the same promises.
        let lives = [solved.live].compactMap { $0 } + solved.liveVariants.map(\.live)
        for case .success(let live) in lives {
            // The pieces tile the live range: no gap, no overlap, no function
            // that is not a number.
            check(live.pieces.first?.lower == live.lower && live.pieces.last?.upper == live.upper, "live pieces do not span the range")
            for (a, b) in zip(live.pieces, live.pieces.dropFirst()) {
                check(a.upper == b.lower && (a.lower < a.upper || (a.includesLower && !b.includesLower)), "live pieces do not tile: \(a.lower)\(a.includesLower ? "" : "(open)")…\(a.upper) then \(b.lower)\(b.includesLower ? "" : "(open)")…\(b.upper)")
            }
            for p in live.pieces {
                for f in p.frames.values {
                    let all = [f.x, f.y, f.width, f.height].flatMap { [$0.intercept, $0.slope] }
                    check(all.allSatisfy(\.isFinite) || overflowed, "a live frame that is not finite")
                }
            }
        }
        let html = renderer.render(solved)
        if let problem = ScriptFreeMarkup.problem(in: html) { check(false, "a figure with \(problem)") }
    }

    static func page(_ text: String) {
        // The whole page shares one budget's worth per block, as in a build.
        let (html, _, diagnostics) = PageRendering.render(text, budget: 2)
        for d in diagnostics { check(d.kind != .internal, "internal diagnostic: \(d.message)") }
        if let problem = ScriptFreeMarkup.problem(in: html) { check(false, "a page body with \(problem)") }
    }

    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            FileHandle.standardError.write(Data("plumb-fuzz: broken promise: \(message())\n".utf8))
            abort()
        }
    }
}
