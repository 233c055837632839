import Foundation
import XCTest
@testable import plumb
import PlumbDiagnostics
import PlumbSite

/// Every line the command line says on its own behalf, in every language:
/// each worded by each language itself, the English as it was printed
/// before it was data, no English prose left in the Chinese. `listed`
/// switches over the enum without a default, so a new case stops the
/// compiler here, and the count then asks for a sample.
final class EveryCommandMessageIsWordedTests: XCTestCase {
    private static let phases = [PhaseTime(phase: .reading, seconds: 0.012), PhaseTime(phase: .pagesAndFigures, seconds: 0.3),
                                 PhaseTime(phase: .templates, seconds: 0.1), PhaseTime(phase: .assets, seconds: 0.05)]
    private static let quiet = DiagnosticCounts(errors: 0, warnings: 0, expected: 0, verbose: false)

    private static let firstBuild = BuildSummary(outcome: .built(into: "site"), pages: 1, figures: 1, figuresFromCache: 0, sharedSolves: 0,
                                                 rebuiltPages: nil, links: nil, counts: quiet, seconds: 0.52,
                                                 phases: phases + [PhaseTime(phase: .writing, seconds: 0.06)])
    private static let failedBuild = BuildSummary(outcome: .notBuilt(output: "site"), pages: 2, figures: 2, figuresFromCache: 1, sharedSolves: 1,
                                                  rebuiltPages: 2, links: nil,
                                                  counts: DiagnosticCounts(errors: 2, warnings: 1, expected: 1, verbose: false, notes: 1),
                                                  seconds: 1.5, phases: phases)
    private static let check = BuildSummary(outcome: .checked, pages: 2, figures: 2, figuresFromCache: 2, sharedSolves: 0, rebuiltPages: 0,
                                            links: 1, counts: DiagnosticCounts(errors: 1, warnings: 3, expected: 2, verbose: true, notes: 2),
                                            seconds: 0.25, phases: phases)
    private static let rebuilt = RebuildSummary(cause: .file("content/index.md"), isUpdated: true, pages: 3, milliseconds: 41, figures: 1,
                                                figuresFromCache: 1, counts: quiet)
    private static let notUpdated = RebuildSummary(cause: .files(count: 2), isUpdated: false, pages: 3, milliseconds: 41, figures: 2,
                                                   figuresFromCache: 0, counts: DiagnosticCounts(errors: 1, warnings: 0, expected: 0, verbose: false))

    private let messages: [CommandMessage] = [
        .summary(firstBuild), .summary(failedBuild), .summary(check), .noSitemap, .adopted(output: "public"),
        .output(.outputHoldsSite(output: "/w", isSiteFolder: true)),
        .siteNotWritten(output: "site", .writeFailed(.write, path: "/w/.plumb-cache/.plumb-build-1-2/a.html", SystemError(ENOSPC))),
        .siteNotWrittenBecause(output: "site", reason: "The operation could not be completed"),
        .noContentFolder(path: "/w/content", command: "plumb"), .noContentFolder(path: "/w/content", command: "plumb serve"),
        .buildLock(.cacheIsFile(path: "/w/.plumb-cache")), .waitingForBuild(holder: 4242), .waitingForBuild(holder: nil),
        .solving(page: 3, of: 10), .serving(pages: 1, address: "http://127.0.0.1:1313/"),
        .cannotServe(reason: "cannot listen on 127.0.0.1:1313: Address already in use", addressInUse: true),
        .cannotServe(reason: "'example' is not an IP address (use 127.0.0.1 or ::1)", addressInUse: false),
        .watchingByPolling, .rebuilt(rebuilt), .rebuilt(notUpdated), .rebuilt(RebuildSummary(cause: nil, isUpdated: true, pages: 1, milliseconds: 9,
                                                                                             figures: 0, figuresFromCache: 0, counts: quiet)),
        .rebuildingUnlocked(.cannotOpen(path: "/w/.plumb-cache/build.lock", SystemError(EACCES))), .stoppedServing, .folderNotEmpty("guide"),
    ]

    private func listed(_ m: CommandMessage) -> Bool {
        switch m {
        case .summary, .noSitemap, .adopted, .output, .siteNotWritten, .siteNotWrittenBecause, .noContentFolder, .buildLock, .waitingForBuild,
             .solving, .serving, .cannotServe, .watchingByPolling, .rebuilt, .rebuildingUnlocked, .stoppedServing, .folderNotEmpty: return true
        }
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertTrue(messages.allSatisfy(listed))
        XCTAssertEqual(Set(messages.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" }).count, 17)
        XCTAssertEqual(Set(BuildPhase.allCases.map { CommandMessages.vocabulary(.chinese).name(of: $0) }).count, BuildPhase.allCases.count)
    }

    /// Latin words Chinese prose keeps: names and the address served.
    private static let codeWords: Set<String> = ["Plumb", "http"]

    func testChineseWordsEveryCaseInChinese() {
        for m in messages {
            let english = m.words(in: .english), chinese = m.words(in: .chinese)
            XCTAssertNotEqual(english, chinese, "\(m)")
            XCTAssertTrue(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(m): \(chinese)")
            let prose = chinese.replacingOccurrences(of: #"'[^']*'|"[^"]*"|[A-Za-z_./]+\.[A-Za-z]+|[A-Za-z]+/"#, with: "", options: .regularExpression)
            let latin = prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }.filter { !Self.codeWords.contains($0) }
            XCTAssertEqual(latin, [], "\(m): \(chinese)")
            for text in [english, chinese] {
                XCTAssertFalse(text.isEmpty || text.contains("\\(") || text.contains("{") || text.contains("Optional("), "\(m): \(text)")
            }
        }
    }

    /// The summaries' English, as `plumb build`, `check` and `serve`
    /// printed them when they were strings.
    func testTheEnglishIsAsBefore() {
        XCTAssertEqual(CommandMessage.summary(Self.firstBuild).words(in: .english),
                       "built 1 page into site/, 1 figure (0 from the cache); 0 errors, 0 warnings in 0.52 s\n"
                       + "  (reading 0.01 s, pages and figures 0.30 s, templates 0.10 s, assets 0.05 s, writing 0.06 s)")
        XCTAssertEqual(CommandMessage.summary(Self.failedBuild).words(in: .english),
                       "not built: site/ is unchanged, 2 figures (1 from the cache, 1 solved once for two pages), 2 pages rebuilt; "
                       + "2 errors, 1 warning (1 expected, not shown: --verbose prints them), 1 note in 1.50 s\n"
                       + "  (reading 0.01 s, pages and figures 0.30 s, templates 0.10 s, assets 0.05 s)")
        XCTAssertEqual(CommandMessage.summary(Self.check).words(in: .english),
                       "checked 2 pages, 2 figures (2 from the cache), 0 pages rebuilt, 1 link; 1 error, 3 warnings (2 expected), 2 notes in 0.25 s\n"
                       + "  (reading 0.01 s, pages and figures 0.30 s, templates 0.10 s, assets 0.05 s)")
        XCTAssertEqual(CommandMessage.rebuilt(Self.rebuilt).words(in: .english),
                       "content/index.md changed: built 3 pages in 41 ms, 1 figure (1 from the cache); 0 errors, 0 warnings")
        XCTAssertEqual(CommandMessage.rebuilt(Self.notUpdated).words(in: .english),
                       "2 files changed: not updated (the browser shows the errors over the last good version), 2 figures (0 from the cache); 1 error, 0 warnings")
        XCTAssertEqual(CommandVoice(language: .english).line(.waitingForBuild(holder: 4242)),
                       "plumb: waiting for another build of this site (pid 4242) to finish\n")
    }

    /// "plumb:" and the severity stay English in every language: editors
    /// and scripts read them.
    func testThePrefixAndTheSeverityStayEnglish() {
        XCTAssertEqual(CommandVoice(language: .chinese).line(.noSitemap, as: .note),
                       "plumb: note: 没有生成 sitemap.xml：站点地图列出的是绝对地址；在 plumb.json 里设置 \"baseURL\" 就会生成\n")
        XCTAssertEqual(CommandMessage.summary(Self.firstBuild).words(in: .chinese),
                       "已构建 1 个页面，写入 site/，1 张图（0 张来自缓存）；0 个错误，0 个警告，用时 0.52 秒\n"
                       + "  （读取 0.01 秒，页面和图 0.30 秒，模板 0.10 秒，资源 0.05 秒，写入 0.06 秒）")
    }
}
