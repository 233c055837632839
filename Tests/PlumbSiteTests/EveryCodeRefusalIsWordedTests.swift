import Foundation
import PlumbCode
import PlumbFigure
import XCTest
@testable import PlumbSite

/// Every reason a figure's code is withheld (`CodePlanRefusal`) is worded in
/// English and in 简体中文 by the theme's strings (both copies of them), no
/// placeholder left, and the Chinese keeps no English word outside quotes
/// but the names Chinese iOS writing keeps.
final class EveryCodeRefusalIsWordedTests: XCTestCase {
    /// One of each case; the switch makes a new case a compile error here.
    static let refusals: [CodePlanRefusal] = {
        let all: [CodePlanRefusal] = [
            .sizeClassTree, .chosenTieOutcome, .reservedName(view: "BOOL"), .alignmentInsets(view: "box"), .safeAreaOnView(view: "box"),
            .rootFrame, .rootIntrinsicSize, .intrinsicSizeUnderWhen(view: "box"), .safeAreaUnderWhen, .alignmentInsetsUnderWhen(view: "box"),
            .directionCondition(condition: "rtl"), .guideBaseline(line: 3), .systemGuideInsideView(line: 3), .noVisualFormatRow,
            .visualFormatName(view: "标签"), .multipliedDistance(line: 3), .noSnapKitStart(line: 3), .autoresizingFrameInSnapKit(view: "box"),
            .distanceBetweenAnchorsInSnapKit(line: 3), .buttonConfigurationInObjectiveC, .readsRootSize, .unexpected("x"),
        ]
        for refusal in all {
            switch refusal {
            case .sizeClassTree, .chosenTieOutcome, .reservedName, .alignmentInsets, .safeAreaOnView, .rootFrame, .rootIntrinsicSize,
                 .intrinsicSizeUnderWhen, .safeAreaUnderWhen, .alignmentInsetsUnderWhen, .directionCondition, .guideBaseline,
                 .systemGuideInsideView, .noVisualFormatRow, .visualFormatName, .multipliedDistance, .noSnapKitStart,
                 .autoresizingFrameInSnapKit, .distanceBetweenAnchorsInSnapKit, .buttonConfigurationInObjectiveC, .readsRootSize, .unexpected:
                break
            }
        }
        return all
    }()

    /// The names the Chinese reasons keep in Latin letters.
    static let names: Set<String> = ["Size", "Class", "UIKit", "frame", "UILayoutGuide", "SnapKit", "makeConstraints", "autoresizing",
                                     "alignmentRectInsets", "Objective", "alloc", "init", "UIButtonConfiguration"]

    private func words(_ file: String) throws -> FigureWords {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = repository.appendingPathComponent(file)
        let table = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: String], file)
        for (key, _) in FigureWords.englishEntries where key.hasPrefix("figureRefusal") { XCTAssertNotNil(table[key], "\(file) lacks \(key)") }
        return FigureWords(lookup: { table[$0] }, language: file.contains("zh-Hans") ? .chinese : .english)
    }

    func testEveryRefusalIsWordedInBothLanguages() throws {
        for folder in ["templates/strings", "Sources/PlumbSite/Theme/strings"] {
            let english = try words("\(folder)/en.json"), chinese = try words("\(folder)/zh-Hans.json")
            for refusal in Self.refusals where refusal != .unexpected("x") {
                let en = FigureCodeRefusalWords.text(refusal, english), zh = FigureCodeRefusalWords.text(refusal, chinese)
                XCTAssertEqual(en, FigureCodeRefusalWords.text(refusal, .english), "\(folder): \(refusal)")
                XCTAssertNotEqual(en, zh, "\(refusal)")
                XCTAssertFalse(en.contains("{") || zh.contains("{"), "\(refusal): \(en) / \(zh)")
                XCTAssertTrue(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(refusal): \(zh)")
                let latin = EverySiteFindingIsWordedTests.unquotedLatin(in: zh).filter { !Self.names.contains($0) }
                XCTAssertEqual(latin, [], "\(refusal): \(zh)")
            }
        }
        let chinese = try words("templates/strings/zh-Hans.json")
        XCTAssertEqual(FigureCodeRefusalWords.text(.visualFormatName(view: "标签"), .english),
                       "'标签' is not a name VFL can write (a visual format names views with ASCII letters, digits and underscores only)")
        XCTAssertEqual(FigureCodeRefusalWords.text(.visualFormatName(view: "标签"), chinese),
                       "'标签' 不是 VFL 能写的名字（可视化格式里的视图名只能由英文字母、数字和下划线组成）")
    }
}
