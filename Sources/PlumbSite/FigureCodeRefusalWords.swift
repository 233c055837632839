import PlumbCode
import PlumbFigure

/// Why a dialect's code is withheld, worded in the page's language: the
/// last step of a `CodePlanRefusal`, which travels from the writers as
/// data (issue 31). Keys and English texts are `FigureWords`'.
enum FigureCodeRefusalWords {
    static func text(_ refusal: CodePlanRefusal, _ words: FigureWords) -> String {
        switch refusal {
        case .sizeClassTree: return words("figureRefusalSizeClassTree")
        case .chosenTieOutcome: return words("figureRefusalChosenTie")
        case .reservedName(let view): return words("figureRefusalReservedName", ["view": view])
        case .alignmentInsets(let view): return words("figureRefusalAlignmentInsets", ["view": view])
        case .safeAreaOnView(let view): return words("figureRefusalSafeAreaOnView", ["view": view])
        case .rootFrame: return words("figureRefusalRootFrame")
        case .rootIntrinsicSize: return words("figureRefusalRootIntrinsic")
        case .intrinsicSizeUnderWhen(let view): return words("figureRefusalIntrinsicUnderWhen", ["view": view])
        case .safeAreaUnderWhen: return words("figureRefusalSafeAreaUnderWhen")
        case .alignmentInsetsUnderWhen(let view): return words("figureRefusalAlignmentInsetsUnderWhen", ["view": view])
        case .directionCondition(let condition): return words("figureRefusalDirection", ["condition": condition])
        case .guideBaseline(let line): return words("figureRefusalGuideBaseline", ["line": "\(line)"])
        case .systemGuideInsideView(let line): return words("figureRefusalSystemGuideInView", ["line": "\(line)"])
        case .noVisualFormatRow: return words("figureRefusalNoVisualFormatRow")
        case .visualFormatName(let view): return words("figureRefusalVisualFormatName", ["view": view])
        case .multipliedDistance(let line): return words("figureRefusalMultipliedDistance", ["line": "\(line)"])
        case .noSnapKitStart(let line): return words("figureRefusalNoSnapKitStart", ["line": "\(line)"])
        case .autoresizingFrameInSnapKit(let view): return words("figureRefusalAutoresizingFrame", ["view": view])
        case .distanceBetweenAnchorsInSnapKit(let line): return words("figureRefusalDistanceBetweenAnchors", ["line": "\(line)"])
        case .buttonConfigurationInObjectiveC: return words("figureRefusalButtonConfiguration")
        case .readsRootSize: return words("figureRefusalReadsRootSize")
        case .unexpected(let error): return words("figureRefusalUnexpected", ["error": error])
        }
    }
}
