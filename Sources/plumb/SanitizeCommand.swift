import Foundation
import PlumbDiagnostics
import PlumbSite

/// `plumb sanitize [--svg]`: standard input as Plumb publishes it, on
/// standard output: a Markdown page's body (its raw HTML reduced to the
/// allowlist, its figures drawn), or with `--svg` an SVG file reduced to the
/// SVG allowlist. What was left out goes to standard error as
/// `<stdin>:line:col: severity: message`. Left out of `plumb help`: it
/// exists so that a parser that is not Plumb's (html5lib, in
/// Tests/Browser/check_sanitizer.py) can judge the output.
struct SanitizeCommand {
    var svg = false

    static let spec = CommandSpec<SanitizeCommand>(
        name: "plumb sanitize",
        about: "standard input as Plumb publishes it, on standard output (a page's body, or an SVG file with --svg).",
        operand: nil,
        options: [.flag("--svg", help: "read an SVG file and reduce it to the SVG allowlist") { $0.svg = true }])

    static func parse(_ arguments: [String]) throws -> SanitizeCommand {
        try spec.parse(arguments, into: SanitizeCommand())
    }

    func run() -> Int32 {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let output: Data?
        let diagnostics: [Diagnostic]
        if svg {
            (output, diagnostics) = ActiveAssets.publishedSVG(input)
        } else {
            switch SourceText.decode(Array(input)) {
            case .success(let text):
                let page = PageRendering.render(text)
                (output, diagnostics) = (Data(page.html.utf8), page.diagnostics)
            case .failure(let problem):
                (output, diagnostics) = (nil, [problem])
            }
        }
        for d in diagnostics {
            FileHandle.standardError.write(Data("<stdin>:\(d.location): \(d.severity): \(d.message)\n".utf8))
        }
        if let output { FileHandle.standardOutput.write(output) }
        return output == nil ? 1 : 0
    }
}
