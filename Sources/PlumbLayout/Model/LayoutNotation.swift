/// How the model is written back as text. The layout model knows no
/// syntax of its own: the language supplies it (`BlockNotation` in
/// PlumbBlocks), so that a message or a table quotes a constraint or a
/// content priority the way its author writes them.
public protocol LayoutNotation: Sendable {
    /// A constraint as written: `a.leading == root.leading + 16 @750`.
    func constraint(_ c: LayoutConstraint) -> String
    /// A view's content hugging or compression resistance on one axis, as
    /// the language names it (also its identifier in `plumb solve --json`).
    func contentPriority(of item: LayoutItem, hugging: Bool, axis: Axis) -> String
    /// The statement that sets a view's content hugging or compression
    /// resistance on one axis to `value`, as the author would write it (a
    /// fix a message suggests): a layout line, or a call in the block's code.
    func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to value: Double) -> String
    /// A guide of an item (a scroll view's content or frame guide).
    func guide(_ kind: GuideKind, of item: LayoutItem) -> String
    /// A guide of the item named `owner`, as a fix a message suggests
    /// names it: `pane.content` in the layout language,
    /// `pane.contentLayoutGuide` in code.
    func guide(_ kind: GuideKind, ofNamed owner: String) -> String
    /// The root's width or height, as an identifier.
    func rootDimension(_ axis: Axis) -> String
    /// A stack's alignment as a figure labels it, in the block's own
    /// terms: `alignment=top` in the layout language, `.top` or
    /// `UIStackViewAlignmentTop` in code.
    func stackAlignment(_ alignment: StackProperties.Alignment) -> String
    /// An optional constraint's priority as a figure label writes it after
    /// the `@`: `750` in the layout language, `.defaultHigh` or
    /// `UILayoutPriorityDefaultHigh` in code (a number where the code's
    /// language names none).
    func priorityMark(_ c: LayoutConstraint) -> String
    /// A constraint as a row of a figure's table of them: as written, with
    /// its identifier (`#photoFloor` in the layout language, the code's
    /// `.labeled("photoFloor")` or `identifier = "photoFloor"` in code).
    func tableRow(_ c: LayoutConstraint) -> String
    /// A view or guide as the block names it: `root` in the layout
    /// language, `view` (Swift) or `self.view` (Objective-C) in code.
    func item(_ item: LayoutItem) -> String
    /// A constraint UIKit adds, as code, for a code figure's table: the
    /// whole row (`avatar.frame = CGRect(…)`), or the constraint a row's
    /// words go around (`photo.widthAnchor.constraint(lessThanOrEqualToConstant: 150)`
    /// before "(hugging)"); nil where the layout language writes it.
    func implicitCode(_ mention: ConstraintMention) -> String?
}
