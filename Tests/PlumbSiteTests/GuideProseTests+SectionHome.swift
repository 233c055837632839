import Foundation
import XCTest

/// The guide's own home (`content/guide/index.md` and its translation): it
/// names the section in the sidebar ("Guide", "指南", where the folder's
/// name "Guide" showed in Chinese too), and lists every chapter once, in
/// the order the sidebar shows them (their `order:`), numbered as listed.
extension GuideProseTests {
    func testTheGuidesHomeListsEveryChapterInOrderInBothLanguages() throws {
        let folder = GuideProseTests.repository.appendingPathComponent("content/guide")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && !$0.hasSuffix(".zh-Hans.md") && $0 != "index.md" }
        let orders = try files.map { file -> (String, Int) in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("order:") }, file)
            return (String(file.dropLast(".md".count)), try XCTUnwrap(Int(line.dropFirst("order:".count).trimmingCharacters(in: .whitespaces))))
        }
        let expected = orders.sorted { $0.1 < $1.1 }.map(\.0)
        for language in ["", ".zh-Hans"] {
            let text = try String(contentsOf: folder.appendingPathComponent("index\(language).md"), encoding: .utf8)
            let item = try NSRegularExpression(pattern: #"^(\d+)\. \[[^\]]+\]\(([a-z-]+)\.md\)"#, options: .anchorsMatchLines)
            let matches = item.matches(in: text, range: NSRange(text.startIndex..., in: text))
            let listed = matches.map { String(text[Range($0.range(at: 2), in: text)!]) }
            let numbers = matches.map { Int(text[Range($0.range(at: 1), in: text)!])! }
            XCTAssertEqual(listed, expected, "index\(language).md lists every chapter once, in sidebar order")
            XCTAssertEqual(numbers, Array(1...expected.count), "index\(language).md numbers them 1 to \(expected.count)")
        }
        XCTAssertEqual(expected.count, 16, "the home says sixteen chapters (十六章)")
        let english = try String(contentsOf: folder.appendingPathComponent("index.md"), encoding: .utf8)
        let chinese = try String(contentsOf: folder.appendingPathComponent("index.zh-Hans.md"), encoding: .utf8)
        XCTAssert(english.contains("Sixteen chapters") && chinese.contains("十六章"))
    }

    /// A contents list that calls a chapter something else than its title
    /// ("调试" for 调试布局) sends the reader looking for a page that is not
    /// there; both homes, in both languages, link each chapter by its title.
    func testBothHomesLinkEveryChapterByItsTitle() throws {
        let content = GuideProseTests.repository.appendingPathComponent("content")
        let homes = [("index", "guide/"), ("guide/index", "")]
        for language in ["", ".zh-Hans"] {
            for (home, prefix) in homes {
                let text = try String(contentsOf: content.appendingPathComponent("\(home)\(language).md"), encoding: .utf8)
                let item = try NSRegularExpression(pattern: #"^\d+\. \[([^\]]+)\]\(([a-z/-]+)\.md\)"#, options: .anchorsMatchLines)
                let matches = item.matches(in: text, range: NSRange(text.startIndex..., in: text))
                XCTAssertEqual(matches.count, 16, "\(home)\(language).md lists sixteen chapters")
                for match in matches {
                    let label = String(text[Range(match.range(at: 1), in: text)!])
                    let target = String(text[Range(match.range(at: 2), in: text)!])
                    let chapter = content.appendingPathComponent("guide/\(target.dropFirst(prefix.count))\(language).md")
                    let source = try String(contentsOf: chapter, encoding: .utf8)
                    let title = source.split(separator: "\n").first { $0.hasPrefix("title:") }
                        .map { $0.dropFirst("title:".count).trimmingCharacters(in: .whitespaces) }
                    XCTAssertEqual(label, title, "\(home)\(language).md links \(target) by its title")
                }
            }
        }
    }
}
