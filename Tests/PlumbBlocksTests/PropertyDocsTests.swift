import Foundation
import XCTest
import PlumbBlocks

/// The properties the parser knows (`PropertyTable`, published as
/// `LayoutWords.properties()`) are the properties docs/layout-language.md
/// lists: the docs are read here on their own, so a property added to the
/// table without a row, or a row left for a property removed, fails.
final class PropertyDocsTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The backticked keys in the first column of the table under
    /// "### Declarations".
    private func documentedKeys() throws -> Set<String> {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/layout-language.md"), encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "### Declarations").dropFirst().first)
            .components(separatedBy: "\n### ")[0]
        var keys = Set<String>()
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let firstCell = row.split(separator: "|", omittingEmptySubsequences: true)[0]
            let pieces = firstCell.split(separator: "`", omittingEmptySubsequences: false)
            // Odd pieces are inside backticks.
            for (i, piece) in pieces.enumerated() where i % 2 == 1 { keys.insert(String(piece)) }
        }
        return keys
    }

    func testEveryPropertyIsDocumented() throws {
        let documented = try documentedKeys()
        XCTAssertGreaterThan(documented.count, 20, "the declarations table was not found")
        let missing = LayoutWords.properties().subtracting(documented).sorted()
        XCTAssertEqual(missing, [], "properties the parser reads with no row in docs/layout-language.md's declarations table")
    }

    func testEveryDocumentedPropertyIsRead() throws {
        let unknown = try documentedKeys().subtracting(LayoutWords.properties()).sorted()
        XCTAssertEqual(unknown, [], "rows of docs/layout-language.md's declarations table that the parser does not read")
    }
}
