import XCTest
@testable import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Every finding the layout stage reports, in every language: each language
/// words each case itself (no English left in a Chinese message, no
/// `{placeholder}` left unfilled). The samples cover every case: `name(of:)`
/// switches over each enum without a default, so a new case stops the
/// compiler here until it has a sample, and the sample then needs its words.
final class EveryLanguageWordsEveryFindingTests: XCTestCase {
    private let written = ConstraintMention.written(text: "a.width == 400", identifier: "wide")

    private var mentions: [ConstraintMention] {
        [written, .rootWidth(320), .canvasHeight(200), .fittingHeight,
         .contentSize(view: "title", axis: .horizontal, hugging: true, size: 120, priority: 250),
         .contentSize(view: "title", axis: .vertical, hugging: false, size: 20, priority: 750),
         .autoresizing(view: "badge", frame: nil), .guidePlacement(guide: "card.margins", owner: "card"),
         .stack(stack: "row", identifier: "UISV-spacing", text: "b.leading >= a.trailing + 8"), .tieChoice(view: "title")]
    }

    private var layoutFindings: [LayoutFinding] {
        var tied = TiedConstraints(constraints: [.contentSize(view: "a", axis: .horizontal, hugging: true, size: 10, priority: 250),
                                                 .contentSize(view: "b", axis: .horizontal, hugging: true, size: 12, priority: 250)],
                                   references: ["a", "b"], priority: 250, views: ["a", "b"], width: 320)
        tied.choice = TieOutcomeChoice(yielding: ["a"], drawsOtherOutcome: true)
        return [
            .broken(BrokenLayoutConstraint(constraint: written, reference: "#wide", conflicts: [.rootWidth(320)], priority: 1000,
                                           violation: 80, width: 320)),
            .ambiguous(AmbiguousFrame(item: "box", quantities: [.horizontalPosition, .width], width: 320)),
            .ambiguous(AmbiguousFrame(item: "spacer", quantities: [.verticalPosition], isHarmless: true, width: 320)),
            .ambiguous(AmbiguousFrame(item: "scroll", quantities: [.height], scope: .scrollableContent, width: 320)),
            .tie(tied),
            .tie(TiedConstraints(constraints: [written, .written(text: "a.width == 300 @500", identifier: nil)],
                                 references: ["#wide", "L4"], priority: 500, views: ["a"], width: 320)),
            .negativeSize(view: "box", axis: .vertical, size: -20, width: 320, alsoDetermining: [written]),
            .overflow(view: "box", quantities: [.horizontalPosition, .width], width: 320),
            .solverFailure(width: 320, error: "pivot"),
        ] + [UnsettledCause.safeArea(owner: "card"), .preservedMargins(owner: "card"), .wrapping(label: "body"), .baseline(stack: "row")]
            .map { .unsettled($0, passes: 8, width: 320) }
            + BudgetOverrun.Stage.allCases.map {
                .budget(BudgetOverrun(budget: 2, solved: 1, planned: 3, items: 40, constraints: 90, slowest: $0))
            }
    }

    private var sweepFailures: [SweepFailure] { [.budget, .solver("pivot"), .tooManyPieces(400), .overflow, .unsettled] }

    private var blockFindings: [BlockFinding] {
        [.expectationUnmet(.ambiguous), .moreProblems(3, shown: 20), .baselineSystemSpacing]
            + sweepFailures.map { .liveLeftOut($0, lower: 320, upper: 768) }
    }

    // Exhaustive switches, no default: a new case is a compile error here.
    private func name(of f: LayoutFinding) -> String {
        switch f {
        case .broken: return "broken"
        case .ambiguous(let a): return a.scope == .scrollableContent ? "ambiguousContent" : a.isHarmless ? "ambiguousHarmless" : "ambiguous"
        case .tie(let t): return t.choice == nil ? "tie" : "tieOfContentSizes"
        case .negativeSize: return "negativeSize"
        case .overflow: return "overflow"
        case .unsettled(let cause, _, _):
            switch cause {
            case .safeArea: return "unsettledSafeArea"
            case .preservedMargins: return "unsettledMargins"
            case .wrapping: return "unsettledWrapping"
            case .baseline: return "unsettledBaseline"
            }
        case .solverFailure: return "solverFailure"
        case .budget(let b):
            switch b.slowest {
            case .readingText, .buildingModel, .solving, .analysing, .readingFrames: return "budget \(b.slowest)"
            }
        }
    }

    private func name(of f: BlockFinding) -> String {
        switch f {
        case .expectationUnmet: return "expectationUnmet"
        case .moreProblems: return "moreProblems"
        case .baselineSystemSpacing: return "baselineSystemSpacing"
        case .liveLeftOut(let why, _, _): return "liveLeftOut \(name(of: why))"
        }
    }

    private func name(of f: SweepFailure) -> String {
        switch f {
        case .budget: return "budget"
        case .solver: return "solver"
        case .tooManyPieces: return "tooManyPieces"
        case .overflow: return "overflow"
        case .unsettled: return "unsettled"
        }
    }

    private func name(of m: ConstraintMention) -> String {
        switch m {
        case .written: return "written"
        case .rootWidth: return "rootWidth"
        case .canvasHeight: return "canvasHeight"
        case .fittingHeight: return "fittingHeight"
        case .contentSize(_, _, let hugging, _, _): return hugging ? "hugging" : "resistance"
        case .autoresizing: return "autoresizing"
        case .guidePlacement: return "guidePlacement"
        case .stack: return "stack"
        case .tieChoice: return "tieChoice"
        }
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertEqual(Set(layoutFindings.map(name)).count, 18)
        XCTAssertEqual(Set(blockFindings.map(name)).count, 8)
        XCTAssertEqual(Set(sweepFailures.map(name)).count, 5)
        XCTAssertEqual(Set(mentions.map(name)).count, 10)
    }

    /// Every text each language gives for every sample, labelled.
    private func texts(in language: Language) -> [(String, String)] {
        let m = BlockMessages()
        var out: [(String, String)] = []
        func add(_ label: String, _ w: DiagnosticWords) {
            out.append((label, w.message))
            if let s = w.suggestion { out.append((label + " fix", s)) }
            for (i, n) in w.notes.enumerated() { out.append((label + " note \(i)", n)) }
        }
        for f in layoutFindings { add(name(of: f), m.words(for: f, in: language)) }
        for f in blockFindings { add(name(of: f), m.words(for: f, in: language)) }
        for f in sweepFailures { out.append(("sweep " + name(of: f), m.sweepFailure(f, in: language))) }
        for c in mentions { out.append(("mention " + name(of: c), m.mention(c, in: language))) }
        let also = AlsoAtWidths(base: BlockMessage(.moreProblems(1, shown: 1)), widths: ["768"]).words(in: language)
        out.append(("also at", also.message))
        out.append(("in variant", InVariant(base: BlockMessage(.moreProblems(1, shown: 1)), name: "A").words(in: language).message))
        return out
    }

    func testEveryLanguageFillsEveryPlaceholder() {
        for language in Language.allCases {
            for (label, text) in texts(in: language) {
                XCTAssertNil(text.range(of: #"\{[A-Za-z]+\}"#, options: .regularExpression), "\(language) \(label): \(text)")
                XCTAssertFalse(text.isEmpty, "\(language) \(label)")
            }
        }
    }

    /// Words that stay in Latin letters in Chinese prose, as Chinese iOS
    /// articles keep them; API names and syntax are quoted ('leading').
    static let codeWords: Set<String> = ["UIKit", "Plumb", "frame", "UIStackView"]
    /// The views and the engine error the samples above name.
    static let sampleNames: Set<String> = ["title", "badge", "card", "scroll", "spacer", "pivot"]

    func testChineseWordsEveryCaseInChinese() {
        let english = Dictionary(texts(in: .english), uniquingKeysWith: { a, _ in a })
        for (label, text) in texts(in: .chinese) {
            // Quoted code, dotted notation (plumb.json, card.margins) and the
            // samples' own names are the author's; the rest is prose.
            let prose = text.replacingOccurrences(of: #"'[^']*'|[A-Za-z_]+(\.[A-Za-z_]+)+"#, with: "", options: .regularExpression)
            let latin = prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }
                .filter { !Self.codeWords.contains($0) && !Self.sampleNames.contains($0) }
            XCTAssertEqual(latin, [], "\(label): \(text)")
            let isChinese = text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            // A mention that is only the author's constraint reads the same.
            if label != "mention written" {
                XCTAssertTrue(isChinese, "\(label) has no Chinese: \(text)")
                XCTAssertNotEqual(text, english[label], label)
            }
        }
    }

    func testABrokenConstraintInChinese() {
        let fact = BrokenLayoutConstraint(constraint: written, reference: "#wide", conflicts: [.rootWidth(320)], priority: 1000,
                                          violation: 80, width: 320)
        XCTAssertEqual(BlockMessages().words(for: .broken(fact), in: .chinese), DiagnosticWords(
            "在宽度 320 下无法同时满足约束：'a.width == 400 #wide' 被打破（差 80 pt），因为它与另外 1 条必需约束冲突",
            suggestion: "把其中一条的优先级降到 1000 以下，或者干脆删掉它",
            notes: ["与根视图的宽度（这个断点是 320）冲突"]))
    }
}
