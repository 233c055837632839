import Foundation
import PlumbDiagnostics

/// Files under content/ that a browser could run, made safe before they are
/// published: the site promises no script, and an author's file is served
/// from the site's own origin like any page. SVG files are reduced to the
/// SVG allowlist (`HTMLSanitizer` in `.svgFile` mode); HTML, XHTML,
/// scripts, XSLT, XML that a browser would render as a document, and
/// compressed SVG (which cannot be read without inflating it) are refused.
/// Every other file is published as it is.
public enum ActiveAssets {
    enum Verdict {
        case publish(Data, warnings: [Diagnostic])
        case refuse(Diagnostic)
    }

    static func check(_ path: String, _ data: Data) -> Verdict {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.split(separator: ".").count > 1 ? (name.split(separator: ".").last.map { $0.lowercased() } ?? "") : ""
        let start = SourceLocation(line: 1, column: 1)
        switch ext {
        case "svg":
            return svg(data)
        case "html", "htm", "xhtml", "xht", "shtml":
            return .refuse(.error(.unsupported, "an HTML file is not published as it is: it could run a script, and pages are written in Markdown",
                                  at: start, suggestion: "convert it to a Markdown page (\(name.split(separator: ".").first ?? "page").md), whose raw HTML is reduced to what pages allow"))
        case "js", "mjs", "cjs":
            return .refuse(.error(.unsupported, "a script file is not published: the site runs no script", at: start,
                                  suggestion: "remove it; to show code, put it in a fenced code block in a page"))
        case "xsl", "xslt":
            return .refuse(.error(.unsupported, "an XSLT style sheet is not published: it can turn XML into a page that runs a script",
                                  at: start, suggestion: "remove it"))
        case "svgz":
            return .refuse(.error(.unsupported, "a compressed SVG is not published: Plumb cannot check what it holds without inflating it",
                                  at: start, suggestion: "save it uncompressed as .svg; it is then reduced to the SVG pages allow"))
        case "xml":
            // UTF-16 (a NUL byte) would hide the markers from a byte search.
            if data.contains(0) {
                return .refuse(.error(.unsupported, "this XML file is not in UTF-8, so Plumb cannot check that a browser would not render it as a document",
                                      at: start, suggestion: "save it as UTF-8"))
            }
            // By bytes (ASCII lowercased), not Characters, so that no
            // combining mark hides a marker.
            let lowered = Data(data.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 })
            if let what = ["xml-stylesheet", "http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg"]
                .first(where: { lowered.range(of: Data($0.utf8)) != nil }) {
                return .refuse(.error(.unsupported, "this XML file is not published: a browser would render it as a document ('\(what)'), which can run a script",
                                      at: start, suggestion: "save an SVG as .svg, and anything else as plain data without a style sheet"))
            }
            return .publish(data, warnings: [])
        default:
            return .publish(data, warnings: [])
        }
    }

    /// An SVG file as it would be published (nil when refused), with what
    /// was left out: `plumb sanitize --svg`, for the checks that read the
    /// output with another parser.
    public static func publishedSVG(_ data: Data) -> (data: Data?, diagnostics: [Diagnostic]) {
        switch svg(data) {
        case .publish(let published, let warnings): return (published, warnings)
        case .refuse(let problem): return (nil, [problem])
        }
    }

    private static func svg(_ data: Data) -> Verdict {
        let text: String
        switch SourceText.decode(Array(data)) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return .refuse(problem)
        }
        var sanitizer = HTMLSanitizer(mode: .svgFile)
        let (body, dropped) = sanitizer.sanitize(text, at: SourceLocation(line: 1, column: 1))
        if let refusal = sanitizer.refusal {
            return .refuse(.error(.unsupported, "this SVG cannot be reduced safely: \(refusal)", at: SourceLocation(line: 1, column: 1),
                                  suggestion: "export it again without a DTD, or draw it in a figure"))
        }
        guard body.hasPrefix("<svg") || body.drop(while: \.isWhitespace).hasPrefix("<svg") else {
            return .refuse(.error(.unsupported, "this SVG has no <svg> root element to publish", at: SourceLocation(line: 1, column: 1),
                                  suggestion: "check that the file is an SVG image"))
        }
        let (closing, unclosed) = sanitizer.closeAll(endOf: "the file")
        let warnings = (dropped + unclosed).map { Diagnostic(.warning, .unsupported, $0.message, at: $0.location, suggestion: $0.fix) }
        return .publish(Data((body + closing).utf8), warnings: warnings)
    }
}
