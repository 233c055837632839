import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// How messages quote a code block's constraints: in the code the author
/// wrote, not in the layout language (issue 29). A constraint made by
/// SnapKit reads as its `make.…` line, one made by the anchor API as the
/// anchor call (`box.widthAnchor.constraint(equalToConstant: 300)`), in
/// Swift or Objective-C; each is written by the same writers as the
/// figure's Code tabs (`Writing/`). The message's position is the
/// constraint's own: the code line that made it. A suggested fix to a
/// content priority is the dialect's call too. Everything else (UIKit's
/// own constraints, a content priority, a guide) reads as the layout
/// language writes it (`BlockNotation`), which names what no code line does.
public struct CodeNotation: LayoutNotation {
    let language: CodeLanguage
    /// Where each constraint SnapKit made was written.
    let snapKitLocations: Set<SourceLocation>
    private let block = BlockNotation()

    init(language: CodeLanguage, snapKitLocations: Set<SourceLocation>) {
        self.language = language
        self.snapKitLocations = snapKitLocations
    }

    /// The notation for the constraints `program` made, in `language`.
    init(language: CodeLanguage, program: UIKitProgram) {
        self.init(language: language,
                  snapKitLocations: Set(program.constraints.filter { $0.snapKitOwner != nil }.map(\.made.location)))
    }

    public func constraint(_ c: LayoutConstraint) -> String {
        // A stack's own constraints and VFL rows are no line of code.
        guard c.origin == .constraintLine else { return block.constraint(c) }
        do {
            if snapKitLocations.contains(c.location) { return try SwiftWriter.snapKitConstraint(c).text }
            return language == .objectiveC ? try ObjCWriter.constraint(c) : try SwiftWriter.anchorConstraint(c)
        } catch {
            // A constraint no writer can say (a distance's multiplier) is
            // still named, in the layout language.
            return block.constraint(c)
        }
    }

    public func contentPriority(of item: LayoutItem, hugging: Bool, axis: Axis) -> String {
        block.contentPriority(of: item, hugging: hugging, axis: axis)
    }

    /// The call the block's dialect makes (SnapKit code sets it as Swift does).
    public func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to value: Double) -> String {
        language == .objectiveC ? ObjCWriter.contentPrioritySetting(of: view, hugging: hugging, axis: axis, to: value)
                                : SwiftWriter.contentPrioritySetting(of: view, hugging: hugging, axis: axis, to: value)
    }

    public func guide(_ kind: GuideKind, of item: LayoutItem) -> String { block.guide(kind, of: item) }

    /// A scroll view's guides as the code names them (Swift and Objective-C alike).
    public func guide(_ kind: GuideKind, ofNamed owner: String) -> String {
        switch kind {
        case .content: return "\(owner).contentLayoutGuide"
        case .frame: return "\(owner).frameLayoutGuide"
        default: return block.guide(kind, ofNamed: owner)
        }
    }

    public func rootDimension(_ axis: Axis) -> String { block.rootDimension(axis) }

    /// The value the code assigns: `.top`, `UIStackViewAlignmentTop`.
    public func stackAlignment(_ alignment: StackProperties.Alignment) -> String {
        language == .objectiveC ? "UIStackViewAlignment" + alignment.rawValue.prefix(1).uppercased() + alignment.rawValue.dropFirst() : "." + alignment.rawValue
    }

    /// The priority as the code named it (`.defaultHigh`, `.defaultLow + 1`,
    /// SnapKit's `.high`; `UILayoutPriorityDefaultHigh` in Objective-C),
    /// or its number where the code wrote one: a visual format string's
    /// `@750`, `pin.priority = 740`, or Objective-C arithmetic on a constant.
    public func priorityMark(_ c: LayoutConstraint) -> String {
        guard c.origin == .constraintLine, let named = c.namedPriority else { return block.priorityMark(c) }
        let bare = named.name.hasPrefix(".") ? String(named.name.dropFirst()) : named.name
        if language == .objectiveC {
            let constants = ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]
            guard named.offset == 0, constants.contains(bare) else { return block.priorityMark(c) }
            return "UILayoutPriority" + bare.prefix(1).uppercased() + bare.dropFirst()
        }
        guard named.offset != 0 else { return "." + bare }
        return ".\(bare) \(named.offset > 0 ? "+" : "-") \(NumberText.priority(abs(named.offset)))"
    }

    /// A table row's identity across breakpoints: the layout language's.
    public func implicitConstraint(_ mention: ConstraintMention) -> String { block.implicitConstraint(mention) }
}
