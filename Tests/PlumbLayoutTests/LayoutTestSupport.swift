import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Solves a block's text and gives access to frames by name.
struct Solved {
    let block: SolvedBlock

    init(_ text: String, widths: [Double]? = nil, file: StaticString = #filePath, line: UInt = #line) {
        block = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths)
        let errors = block.parsed.diagnostics.filter { $0.severity == .error }
        XCTAssert(errors.isEmpty, "parse errors: \(errors.map { "\($0.location): \($0.message)" })", file: file, line: line)
    }

    var solutions: [BreakpointSolution] { block.breakpoints }

    /// The frame of `name` at breakpoint `index`, as (x, y, width, height).
    func frame(_ name: String, at index: Int = 0) -> [Double] {
        guard index < solutions.count, let f = solutions[index].frames[name] else { return [] }
        return [f.x, f.y, f.width, f.height]
    }

    func diagnostics(at index: Int = 0) -> [Diagnostic] { index < solutions.count ? solutions[index].diagnostics : [] }

    func kinds(at index: Int = 0) -> [DiagnosticKind] { diagnostics(at: index).map(\.kind) }
}
