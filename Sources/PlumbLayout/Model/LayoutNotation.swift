/// How diagnostics write the model back as text. The layout model knows no
/// syntax of its own: the language supplies it (`BlockNotation` in
/// PlumbBlocks), so that a message quotes a constraint, a content priority
/// or a fix the way its author writes them.
public protocol LayoutNotation: Sendable {
    /// A constraint as written: `a.leading == root.leading + 16 @750`.
    func constraint(_ c: LayoutConstraint) -> String
    /// A view's content hugging or compression resistance on one axis, as
    /// the language names it (also its identifier in `plumb solve --json`).
    func contentPriority(of item: LayoutItem, hugging: Bool, axis: Axis) -> String
    /// The line that sets it to `value`.
    func setting(contentPriorityOf item: LayoutItem, hugging: Bool, axis: Axis, to value: Double) -> String
    /// A guide of an item (a scroll view's content or frame guide).
    func guide(_ kind: GuideKind, of item: LayoutItem) -> String
    /// The root's width or height, as an identifier.
    func rootDimension(_ axis: Axis) -> String
}
