import PlumbLayout

/// `setNeedsUpdateConstraints()` after the first pass (in a variant's
/// call: a tap, a change of state). UIKit's next layout pass then calls
/// the flagged view's `updateConstraints()` again (for a view controller's
/// view, the controller's `updateViewConstraints()`), and whatever that
/// hook makes is made again: a hook that activates new constraints on
/// every call leaves the old ones active beside the new, and the figure
/// draws both sets (the duplication the guide warns about, and the
/// conflict once a constant differs). Before the first pass the flag
/// changes nothing: that pass calls the hooks anyway, once.
extension ProgramReader {
    func flagConstraintUpdate(of id: UIKitProgram.ItemID) {
        guard inVariantCall, !constraintUpdatesNeeded.contains(id) else { return }
        constraintUpdatesNeeded.append(id)
    }

    /// The next pass after a variant's call: each flagged view's update
    /// hook, in the order the views were flagged.
    func runConstraintUpdates() {
        let flagged = constraintUpdatesNeeded
        constraintUpdatesNeeded = []
        for id in flagged {
            if let context = instances[id] ?? rootViewContext(id), let hook = context.decl?.methods.first(where: { $0.name == "updateConstraints" }) {
                run(hook, within: context)
            } else if id == UIKitProgram.root, let controller = contexts.first(where: { if case .viewController = $0.selfValue { true } else { false } }),
                      let hook = controller.decl?.methods.first(where: { $0.name == "updateViewConstraints" }) {
                run(hook, within: controller)
            }
        }
    }

    /// A view class laid out on its own is the root: its context is the
    /// one running, not an instance made by the code.
    private func rootViewContext(_ id: UIKitProgram.ItemID) -> ObjectContext? {
        guard id == UIKitProgram.root else { return nil }
        return contexts.first { if case .item(UIKitProgram.root) = $0.selfValue { true } else { false } }
    }

    /// `layoutIfNeeded()` (or `updateConstraintsIfNeeded()`) in a variant's
    /// call: UIKit runs the pending pass there and then, before the rest of
    /// the call: the flagged hooks, and the intrinsic sizes invalidated so
    /// far (what changes after it waits for the next pass).
    func runPendingPass() {
        guard inVariantCall else { return }
        runConstraintUpdates()
        settleIntrinsicSizes()
    }

    private func run(_ hook: FunctionDecl, within context: ObjectContext) {
        try? within(context) { runMethod(hook, passingNil: true) }
    }
}
