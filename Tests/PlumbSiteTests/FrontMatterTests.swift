import XCTest
import PlumbDiagnostics
@testable import PlumbSite

final class FrontMatterTests: XCTestCase {
    /// The four keys, quoted or not; the front matter's lines are blanked so
    /// that Markdown line numbers stay the file's.
    func testKeysAndBlankedLines() {
        let (matter, markdown, diagnostics) = FrontMatter.split("---\ntitle: \"Anchors\"\ndescription: Edges\norder: 2\ndraft: true\n---\n# Hi\n")
        XCTAssertEqual(matter.title, "Anchors")
        XCTAssertEqual(matter.description, "Edges")
        XCTAssertEqual(matter.order, 2)
        XCTAssertTrue(matter.draft)
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(markdown.split(separator: "\n", omittingEmptySubsequences: false)[6], "# Hi")
        XCTAssertTrue(markdown.hasPrefix("\n\n\n\n\n\n"))
    }

    /// Other generators' names for Plumb's keys get "did you mean" too,
    /// though no spelling is near: Hugo's weight, Jekyll's nav_order.
    func testOtherGeneratorsKeysSuggestPlumbs() {
        let (_, _, diagnostics) = FrontMatter.split("---\nweight: 3\nnav_order: 1\nsummary: S\ncolour: red\n---\n")
        XCTAssertEqual(diagnostics.map(\.suggestion), ["did you mean 'order'? (Plumb's name for 'weight')",
                                                         "did you mean 'order'? (Plumb's name for 'nav_order')",
                                                         "did you mean 'description'? (Plumb's name for 'summary')",
                                                         "keys are title, description, order, draft"])
        XCTAssertEqual(diagnostics.map(\.location.line), [2, 3, 4, 5])
    }

    /// Problems name their line and suggest the likely key.
    func testProblemsArePinpointed() {
        let (_, _, diagnostics) = FrontMatter.split("---\ntitel: A\norder: two\ndraft: maybe\n---\n")
        XCTAssertEqual(diagnostics.map(\.location.line), [2, 3, 4])
        XCTAssertEqual(diagnostics[0].suggestion, "did you mean 'title'?")
        XCTAssertEqual(diagnostics[0].severity, .warning)
        XCTAssertEqual(diagnostics[1].kind, .badValue)
        XCTAssertEqual(diagnostics[2].location.column, 8)
        let unterminated = FrontMatter.split("---\ntitle: A\n").diagnostics
        XCTAssertEqual(unterminated.first?.kind, .syntax)
    }

    /// Keys and values are trimmed of what Foundation's `.whitespaces`
    /// trims (tabs and space separators, such as a no-break space) and of
    /// nothing else: a carriage return or a zero-width space stays.
    func testTrimmingMatchesFoundationsWhitespaces() {
        let samples = ["  title ", "\ttitle\t", "\u{A0}Anchors\u{2003}", "\u{3000}ok", " \r", "\u{200B}x\u{200B}", "", "   ", "a b", " é\u{301} ",
                       "\u{1680}tab\u{202F}", "\n x \n",
                       // ASCII ends are trimmed by byte; a non-ASCII byte at an end asks the Unicode table.
                       " a\u{301} ", "\t\u{301}a", "a \u{A0}", "\u{A0} a", " - - ", "\t\t"]
        for sample in samples {
            XCTAssertEqual(FrontMatter.trimmed(sample), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
        }
        let (matter, _, diagnostics) = FrontMatter.split("---\n\u{A0}title:\t Anchors\u{A0}\n---\n")
        XCTAssertEqual(matter.title, "Anchors")
        XCTAssertTrue(diagnostics.isEmpty)
    }

    /// A path's last `/` or `.` is found by its byte, unless a mark makes
    /// one Character of it and its neighbour, where the Character-wise
    /// search answers as before.
    func testTheLastSlashIsTheCharactersSearchsAnswer() {
        for path in ["guide/anchors.md", "a/b/c.zh-Hans.md", "top.md", "a/\u{301}b.md", "a\u{301}/b.md", "\u{600}/x.md", "/x", "x/", "", "é/é.md"] {
            XCTAssertEqual(path.lastIndexOfASCII("/"), path.lastIndex(of: "/"), path.debugDescription)
            XCTAssertEqual(path.lastIndexOfASCII("."), path.lastIndex(of: "."), path.debugDescription)
            XCTAssertEqual(path.dropLast(1).lastIndexOfASCII("/"), path.dropLast(1).lastIndex(of: "/"), path.debugDescription)
        }
    }

    func testNoFrontMatter() {
        let (matter, markdown, diagnostics) = FrontMatter.split("# Title\n")
        XCTAssertNil(matter.title)
        XCTAssertEqual(markdown, "# Title\n")
        XCTAssertTrue(diagnostics.isEmpty)
    }
}

import PlumbFigure

final class HTMLNumberTests: XCTestCase {
    /// Numbers in CSS and SVG: thousandths, no trailing zeros, no exponent.
    func testFormatting() {
        XCTAssertEqual(HTML.number(20), "20")
        XCTAssertEqual(HTML.number(19.796875), "19.797")
        XCTAssertEqual(HTML.number(0.05), "0.05")
        XCTAssertEqual(HTML.number(-3.0004), "-3")
        XCTAssertEqual(HTML.number(-0.0004), "0")
        XCTAssertEqual(HTML.number(-12.5), "-12.5")
        XCTAssertEqual(HTML.number(1024.007), "1024.007")
        XCTAssertEqual(HTML.number(100.1), "100.1")
    }
}
