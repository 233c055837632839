import XCTest
import Foundation
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Thousands of random and mutated blocks: none may crash or hang the
/// parser or the solver, and every failure must come out as a diagnostic
/// that points inside the block.
final class FuzzTests: XCTestCase {
    static let corpus = [
        """
        # A label beside a field
        canvas 375x120
        breakpoints 320 375 768
        label name "Name" intrinsic=50x20 hugging.h=251
        field input intrinsic=-x34 hugging.h=249
        name.leading == root.leading + 20
        name.top == root.top + 20
        input.leading == name.trailing + 8
        input.trailing == root.trailing - 20
        input.centerY == name.centerY
        """,
        """
        canvas 320xauto
        direction ltr rtl
        let pad = 16
        label title "A title that wraps" lines=0
        button ok "OK"
        view card margins=12
          label inner "Inside"
        H:|-pad-[title]-pad-|
        V:|-pad-[title]-[ok]-pad-| align=trailing
        card.leading == root.readable.leading
        card.trailing == root.readable.trailing
        card.top == ok.bottom + system * 2
        inner.edges == card.margins.edges
        when regular:
          ok.width == 200 @high
        when width >= 700:
          title.font = 24
        """,
        """
        breakpoints iphone-se ipad
        root.safe = 20,0,0,0
        view a frame=10,10,100,100
        view b
        guide g
        b.size == a.size * 0.5 + 2
        distance(a.trailing, b.leading) == 8
        g.leading == b.trailing
        g.width == 20 @low
        b.top == root.safe.top
        a.width == 500 @999
        expect unsatisfiable
        """,
    ]

    static let vocabulary = ["view", "label", "button", "field", "image", "switch", "guide", "stack", "scroll", "a", "b", "root", "super",
                             ".", "leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY", "firstBaseline",
                             "==", ">=", "<=", "=", "+", "-", "*", "/", "@", "#id", "(", ")", ",", ":", "|", "[", "]", "H:", "V:",
                             "8", "0", "-5", "1e308", "1e999", "nan", "inf", "1000", "1001", "0.5", "system", "distance", "edges",
                             "center", "size", "100x20", "-x3", "intrinsic=", "margins=", "safe", "readable", "content", "frame",
                             "when", "compact", "regular", "canvas", "breakpoints", "let", "direction", "rtl", "\"text\"", "\"",
                             "lines=0", "hugging=", "  ", "\n", "\n  ", "#", "é", "\t", "expect"]

    func testRandomAndMutatedBlocksNeverCrash() {
        // PLUMB_FUZZ_CASES and PLUMB_FUZZ_SEED run longer or different campaigns.
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["PLUMB_FUZZ_CASES"].flatMap(Int.init) ?? 3000
        var rng = FuzzRandom(seed: environment["PLUMB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED)
        var solvedCount = 0, errorCount = 0
        for i in 0..<cases {
            let text: String
            if i % 3 == 0 {
                text = (0..<rng.next(60)).map { _ in FuzzTests.vocabulary[rng.next(FuzzTests.vocabulary.count)] }
                    .joined(separator: rng.next(3) == 0 ? "" : " ")
            } else {
                text = mutate(FuzzTests.corpus[rng.next(FuzzTests.corpus.count)], &rng)
            }
            if ProcessInfo.processInfo.environment["PLUMB_FUZZ_TRACE"] != nil { try? text.write(toFile: "/tmp/fuzz-last.txt", atomically: true, encoding: .utf8) }
            let origin = SourceLocation(line: 5, column: 1)
            let solved = SolvedBlock.solve(text, origin: origin, line: 4, widths: rng.next(2) == 0 ? nil : [320, 768])
            let lineCount = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            for d in solved.allDiagnostics {
                XCTAssertTrue(d.location.line >= 5 && d.location.line < 5 + lineCount, "line out of the block: \(d.location) in\n\(text)")
                XCTAssertGreaterThanOrEqual(d.location.column, 1, "\(d.message) in\n\(text)")
                XCTAssertFalse(d.message.isEmpty)
                // By kind, not by wording: a reworded message cannot hide one.
                XCTAssertNotEqual(d.kind, .internal, "internal failure: \(d.message) in\n\(text)")
            }
            if solved.parsed.isSolvable {
                solvedCount += 1
                XCTAssertFalse(solved.breakpoints.isEmpty, "a solvable block must be solved:\n\(text)")
                let overflowed = solved.allDiagnostics.contains { $0.kind == .overflow }
                for s in solved.breakpoints {
                    for f in s.frames.values where !overflowed {
                        XCTAssertTrue([f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), "non-finite frame with no overflow diagnostic in\n\(text)")
                    }
                }
            } else {
                errorCount += 1
                XCTAssertTrue(solved.breakpoints.isEmpty)
            }
        }
        // Both paths are exercised.
        XCTAssertGreaterThan(solvedCount, 300)
        XCTAssertGreaterThan(errorCount, 300)
    }

    private func mutate(_ text: String, _ rng: inout FuzzRandom) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + rng.next(4)) {
            let k = rng.next(lines.count)
            switch rng.next(7) {
            case 0: lines.remove(at: k); if lines.isEmpty { lines = [""] }
            case 1: lines.insert(lines[k], at: rng.next(lines.count))
            case 2: lines.swapAt(k, rng.next(lines.count))
            case 3:
                var chars = Array(lines[k])
                if !chars.isEmpty { chars.remove(at: rng.next(chars.count)) }
                lines[k] = String(chars)
            case 4:
                var chars = Array(lines[k])
                let word = FuzzTests.vocabulary[rng.next(FuzzTests.vocabulary.count)]
                chars.insert(contentsOf: word, at: rng.next(chars.count + 1))
                lines[k] = String(chars)
            case 5:
                let numbers = ["0", "-1", "1e308", "99999999", "0.0001", "1000", "1001", "-0", "nan"]
                lines[k] = lines[k].split(separator: " ").map { Double($0) != nil ? numbers[rng.next(numbers.count)] : String($0) }.joined(separator: " ")
            default:
                lines[k] = String(repeating: " ", count: rng.next(5)) + lines[k]
            }
        }
        return lines.joined(separator: "\n")
    }
}
