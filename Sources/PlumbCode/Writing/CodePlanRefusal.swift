/// Why a block has no code in any dialect (or in one), as data: the site
/// words it in the page's language at the last step (`FigureCodeTabs`), so
/// a Chinese page's Code disclosure says why in Chinese (issue 31). Names
/// and lines are the block's; conditions come in the block's notation.
public enum CodePlanRefusal: Error, Sendable, Hashable {
    /// The view tree changes with the size class.
    case sizeClassTree
    /// The block draws a chosen outcome of a tie (`tie … gives way`).
    case chosenTieOutcome
    /// A view is named with a word the generated code needs itself (in
    /// every dialect), or, for one dialect, a word its language keeps or a
    /// type it names.
    case reservedName(view: String)
    /// A view has alignment insets (code sets them only by overriding `alignmentRectInsets`).
    case alignmentInsets(view: String)
    /// A view other than the root is given a safe area.
    case safeAreaOnView(view: String)
    /// The root is given a frame.
    case rootFrame
    /// The root is given an intrinsic size.
    case rootIntrinsicSize
    /// A view's intrinsic size changes under `when`.
    case intrinsicSizeUnderWhen(view: String)
    /// The safe area changes under `when`.
    case safeAreaUnderWhen
    /// A view's alignment insets change under `when`.
    case alignmentInsetsUnderWhen(view: String)
    /// A line holds only under a layout-direction condition, on which code does not branch.
    case directionCondition(condition: String)
    /// A constraint names a layout guide's baseline.
    case guideBaseline(line: Int)
    /// A constraint relates a guide UIKit makes inside a view, which code cannot name.
    case systemGuideInsideView(line: Int)
    /// VFL: none of the constraints is a visual-format row.
    case noVisualFormatRow
    /// VFL: the rows there would be name a view VFL cannot (its names are
    /// C identifiers: ASCII letters, digits and underscores).
    case visualFormatName(view: String)
    /// A constraint multiplies a distance.
    case multipliedDistance(line: Int)
    /// SnapKit: a constraint starts from no view (the writer makes SnapKit only as a view's makeConstraints).
    case noSnapKitStart(line: Int)
    /// SnapKit: a view keeps its autoresizing frame, and `makeConstraints` would turn it off.
    case autoresizingFrameInSnapKit(view: String)
    /// SnapKit: a constraint relates a distance between anchors.
    case distanceBetweenAnchorsInSnapKit(line: Int)
    /// Objective-C: a button of the code's own class with a configuration (alloc/init gives it none).
    case buttonConfigurationInObjectiveC
    /// The code reads the root view's size, so each width is another layout:
    /// no one program in another dialect draws the figure.
    case readsRootSize
    /// A writer failed in a way it has no case for (a bug): its error's own text.
    case unexpected(String)
}
