import Foundation
import PlumbDiagnostics

/// A build's diagnostics on standard error, the way a compiler prints them,
/// without drowning the news: diagnostics the pages expect (`expect KIND`,
/// the guide's own demonstrations of mistakes) are counted in the summary,
/// not printed, unless `--verbose` asks for them. (The same problem at
/// several widths is already one diagnostic: see `SolvedBlock.allDiagnostics`.)
struct DiagnosticReport {
    var verbose = false
    var useColor = Terminal.colorOnStandardError
    /// `--language` / `PLUMB_LANGUAGE`: the messages' language (English by default).
    var language = Language.english

    /// What `print` would write, and how many expected diagnostics it left out.
    func render(_ diagnostics: [(path: String, diagnostic: Diagnostic)], sources: [String: String]) -> (text: String, hidden: Int) {
        let renderer = DiagnosticRenderer(useColor: useColor, language: language)
        var text = "", hidden = 0
        var lines: [String: QuotedSource] = [:]
        for (path, d) in diagnostics {
            if d.isExpected && !verbose { hidden += 1; continue }
            if lines[path] == nil, let source = sources[path] { lines[path] = QuotedSource(source) }
            text += renderer.render(d, path: path, lines: lines[path])
        }
        return (text, hidden)
    }

    /// Prints; returns the number of expected diagnostics left out.
    @discardableResult
    func print(_ diagnostics: [(path: String, diagnostic: Diagnostic)], sources: [String: String]) -> Int {
        let (text, hidden) = render(diagnostics, sources: sources)
        FileHandle.standardError.write(Data(text.utf8))
        return hidden
    }
}
