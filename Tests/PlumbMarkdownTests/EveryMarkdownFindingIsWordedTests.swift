import XCTest
import PlumbDiagnostics
@testable import PlumbMarkdown

/// Every Markdown finding in every language: `listed` switches over the
/// enum without a default, so a new case stops the compiler here until it
/// is listed, and the count then asks for a sample; Chinese words each case
/// itself, with no English prose left in it.
final class EveryMarkdownFindingIsWordedTests: XCTestCase {
    private let samples: [MarkdownFinding] = [
        .pipeInCodeSpan(span: "`a|b`", escaped: "`a\\|b`"), .strayBackticks("``"), .sentenceCutByList(marker: "-"),
        .footnoteDefinedTwice(label: "1"), .footnoteNeverReferred(label: "ab"), .nestedTooDeep(maxDepth: 64, more: 0),
        .nestedTooDeep(maxDepth: 64, more: 3),
    ]

    private func listed(_ f: MarkdownFinding) -> Bool {
        switch f {
        case .pipeInCodeSpan, .strayBackticks, .sentenceCutByList, .footnoteDefinedTwice, .footnoteNeverReferred, .nestedTooDeep: return true
        }
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertTrue(samples.allSatisfy(listed))
        XCTAssertEqual(Set(samples.map { Mirror(reflecting: $0).children.first?.label ?? "" }).count, 6)
    }

    func testChineseWordsEveryCaseInChinese() {
        for f in samples {
            let english = f.words(in: .english), chinese = f.words(in: .chinese)
            XCTAssertNotEqual(english.message, chinese.message, "\(f)")
            XCTAssertEqual(english.suggestion == nil, chinese.suggestion == nil, "\(f)")
            for text in [chinese.message] + (chinese.suggestion.map { [$0] } ?? []) {
                XCTAssertTrue(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(f): \(text)")
                let prose = text.replacingOccurrences(of: #"'[^']*'|`[^`]*`"#, with: "", options: .regularExpression)
                let latin = prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }.filter { $0 != "Markdown" }
                XCTAssertEqual(latin, [], "\(f): \(text)")
            }
        }
    }

    /// The count of further deep parts goes with the last one reported, in
    /// either language, where a setter once appended English to it.
    func testTheFurtherDeepPartsAreCountedInEitherLanguage() {
        let english = MarkdownFinding.nestedTooDeep(maxDepth: 64, more: 2).words(in: .english).message
        XCTAssertTrue(english.hasSuffix(" (and 2 more such parts further down the page)"), english)
        XCTAssertTrue(MarkdownFinding.nestedTooDeep(maxDepth: 64, more: 2).words(in: .chinese).message.hasSuffix("（页面后面还有 2 处同样的情况）"))
        XCTAssertFalse(MarkdownFinding.nestedTooDeep(maxDepth: 64, more: 0).words(in: .english).message.contains("more such"))
    }
}
