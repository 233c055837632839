import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// Solving code the way a page does, for the tests: the code's first line is line 1.
func solveCode(_ code: String, _ language: CodeLanguage = .swift, widths: [Double] = [375], options: String = "canvas=375x667") -> SolvedBlock {
    CodeBlock.solve(code, language: language, options: options, optionsAt: SourceLocation(line: 1, column: 1),
                    origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths)
}

/// x, y, width, height of a view at the first breakpoint (nil: not drawn).
func frame(_ solved: SolvedBlock, _ name: String, at index: Int = 0) -> [Double]? {
    guard index < solved.breakpoints.count, let f = solved.breakpoints[index].frames[name] else { return nil }
    return [f.x, f.y, f.width, f.height].map { ($0 * 1000).rounded() / 1000 }
}

/// "severity kind line:col" for each diagnostic, to compare as a list.
func summary(_ solved: SolvedBlock) -> [String] {
    solved.allDiagnostics.map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.location.line):\($0.location.column)" }
}

func diagnostic(_ solved: SolvedBlock, containing text: String) -> Diagnostic? {
    solved.allDiagnostics.first { $0.message.contains(text) }
}
