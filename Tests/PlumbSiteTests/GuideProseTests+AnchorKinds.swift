import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import PlumbMarkdown
@testable import PlumbSite

/// Anchors › Three kinds of anchor, in both editions: the page quotes the
/// message Plumb gives for a width related to a centre (so the quote is
/// the reader's, in the page's language), and its fix, a width equal to
/// the distance from the leading edge to the centre, is 375 / 2 = 187.5
/// wide at 375.
extension GuideProseTests {
    func testThreeKindsOfAnchor() throws {
        for (language, edition) in [(Language.english, nil as String?), (.chinese, "zh-Hans")] {
            let suffix = edition.map { ".\($0).md" } ?? ".md"
            let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/anchors\(suffix)"), encoding: .utf8)
            let mistake = try XCTUnwrap(MarkdownDocument(parsing: text).fencedCodeBlocks.first {
                $0.language == "swift" && $0.code.contains("box.widthAnchor.constraint(equalTo: view.centerXAnchor)")
            })
            let made = "let box = UIView()\nbox.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(box)\n"
            let errors = CodeBlock.solve(made + mistake.code, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
                .allDiagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.count, 1, "\(errors.map(\.message))")
            let said = try XCTUnwrap(errors.first?.words(in: language).message)
            XCTAssertTrue(try prose("anchors", language: edition).replacingOccurrences(of: "\n", with: " ").contains(said),
                          "the \(language) page quotes '\(said)'")
            let fixed = try block(try codeFigures("anchors", language: edition),
                                  edition == nil ? "The distance from the leading edge to the centre" : "从 leading 边到中心的距离")
            XCTAssertEqual(frame(fixed, 375, "box").map { [$0.x, $0.width] }, [16, 187.5])
            assertQuotes(try prose("anchors", language: edition), ["187.5"])
        }
    }
}
