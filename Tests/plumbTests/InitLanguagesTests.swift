import XCTest
@testable import plumb
import PlumbDiagnostics
import PlumbSite

/// `plumb init --languages en,zh-Hans` makes a two-language site that
/// builds, and the summary counts notes.
final class InitLanguagesTests: XCTestCase {
    func testInitWithTwoLanguagesMakesASiteThatBuilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try InitCommand.parse([folder.path, "--languages", "en,zh-Hans"])
        XCTAssertEqual(command.languages, ["en", "zh-Hans"])
        XCTAssertEqual(try command.run(), 0)
        let site = try Site(root: folder)
        let theme = try Theme.load(from: folder.appendingPathComponent("templates"))
        let report = try SiteBuilder(site: site, theme: theme, cache: BuildCache(folder: nil)).build()
        XCTAssertEqual(report.diagnostics.map(\.diagnostic.message), [], "no error and no warning")
        let home = String(decoding: try XCTUnwrap(report.files["zh-Hans/index.html"]), as: UTF8.self)
        XCTAssertTrue(home.contains("<html lang=\"zh-Hans\">"))
        XCTAssertTrue(home.contains("<title>我的布局指南</title>"), home)
        XCTAssertNotNil(report.files["zh-Hans/first-figure.html"])
    }

    func testLanguagesMustBeTags() {
        do {
            _ = try InitCommand.parse(["site", "--languages", "en,cn"])
            XCTFail("'cn' is not a language")
        } catch let e as CommandLineError {
            XCTAssertEqual(e.error, .invalidValue(option: "--languages", value: "en,cn", position: 2,
                                                  expected: "language tags separated by commas, such as en,zh-Hans (did you mean 'zh'?)"))
        } catch { XCTFail("\(error)") }
    }

    func testTheSummaryCountsNotes() {
        let english = CommandMessages.vocabulary(.english)
        XCTAssertEqual(english.counts(DiagnosticCounts(errors: 0, warnings: 1, expected: 0, verbose: false, notes: 2)), "0 errors, 1 warning, 2 notes")
        XCTAssertEqual(english.counts(DiagnosticCounts(errors: 0, warnings: 0, expected: 0, verbose: false)), "0 errors, 0 warnings")
    }
}
