import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// Input never traps the process: deep nesting, long chains, code that
/// would run for ever, and random text are all reported, never crashed on.
final class CodeRobustnessTests: XCTestCase {
    func testDeepNestingIsAnError() {
        let deep = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000) + "\n"
        let solved = solveCode(deep)
        XCTAssertEqual(solved.allDiagnostics.first?.kind, .syntax)
        XCTAssertTrue(solved.allDiagnostics.first?.message.contains("nest more than 48") ?? false)
        let messages = solveCode(String(repeating: "[", count: 5000) + "self view" + String(repeating: "]", count: 5000) + ";\n", .objectiveC)
        XCTAssertTrue(messages.hasErrors)
    }

    func testLongChainsAreAnError() {
        let chain = "let x = view" + String(repeating: ".leadingAnchor", count: 20_000) + "\n"
        XCTAssertTrue(solveCode(chain).allDiagnostics.first?.message.contains("chains more than 256") ?? false)
        let sum = "let x = 1" + String(repeating: " + 1", count: 20_000) + "\n"
        XCTAssertTrue(solveCode(sum).hasErrors)
    }

    func testCodeThatWouldRunForEverStops() {
        // Each method calls the next twice: 2^30 calls without the bound.
        var methods = ""
        for k in 0..<30 { methods += "    func m\(k)() { m\(k + 1)(); m\(k + 1)() }\n" }
        methods += "    func m30() { let v = 1 }\n"
        let solved = solveCode("class ViewController: UIViewController {\n    override func viewDidLoad() { m0() }\n\(methods)}\n")
        XCTAssertEqual(solved.allDiagnostics.map(\.kind), [.budget])
    }

    func testReadingStopsWhenTheBlocksBudgetIsSpent() throws {
        // The same code under a budget already spent when reading starts:
        // the reader looks at the clock every 256 statements, so it stops
        // at the 256th (in m7, eight calls deep: m0 ... m7 each run one
        // statement per call before m30's), long before the 100,000
        // statements' limit. The fuzzer's slow inputs (a recursion through
        // SnapKit's updateConstraints) took 30 s under the sanitizer so.
        var methods = ""
        for k in 0..<30 { methods += "    func m\(k)() { m\(k + 1)(); m\(k + 1)() }\n" }
        methods += "    func m30() { let v = 1 }\n"
        let code = "class ViewController: UIViewController {\n    override func viewDidLoad() { m0() }\n\(methods)}\n"
        let solved = CodeBlock.solve(code, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375], budget: 1e-9)
        XCTAssertEqual(solved.allDiagnostics.map(\.kind), [.budget])
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertTrue(d.message.hasPrefix("reading the code took the block's whole budget"), d.message)
        XCTAssertEqual(d.words(in: .chinese).message.hasPrefix("读这段代码用完了整块的时间预算"), true)
        XCTAssertTrue(solved.breakpoints.isEmpty, "a block whose reading stopped is not drawn")
    }

    func testAViewThatMakesItselfInItsPropertiesIsAnError() {
        // The code fuzzer's first find (Tests/Fuzz/regressions/code/view-makes-itself-in-its-properties,
        // a class body left open so the snippet's own `let s2 = S2View()`
        // became S2View's stored property): each S2View made another until
        // the stack overflowed. UIKit would never finish either; the figure
        // says so at the inner `S2View()` (line 5, column 18), and through B
        // and back (line 9) as well.
        let solved = solveCode("""
        class S2View: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 100, height: 20)
            }
            let s2 = S2View()
        }
        class A: UIView { let b = B() }
        class B: UIView {
            let a = A()
        }
        let a = A()
        let s2 = S2View()
        """)
        let loops = solved.allDiagnostics.filter { $0.message.contains("in an app this never ends") }
        XCTAssertEqual(loops.map { "\($0.location.line):\($0.location.column)" }, ["9:13", "5:14"])
        XCTAssertEqual(loops.first?.message, "this 'A' is made while another 'A' is still being made, which makes this one: in an app this never ends")
    }

    func testRandomTextNeverTraps() {
        var generator = SeededGenerator(seed: 29)
        let alphabet = Array("abcXYZ view.snp make{}()[]@\"':;,=+-*/!?#<>|&\n 0123456789 UILabel UIView constraint equalTo addSubview alloc init")
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            _ = solveCode(text)
            _ = solveCode(text, .objectiveC)
        }
    }
}

/// A fixed sequence (SplitMix64), so that a failure replays.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
