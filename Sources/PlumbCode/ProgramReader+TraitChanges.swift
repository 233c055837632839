import PlumbDiagnostics

/// `registerForTraitChanges(_:handler:)`, iOS 17's replacement for
/// `traitCollectionDidChange`: UIKit calls the handler when a registered
/// trait changes, never at registration. A figure shows each size class as
/// a device in that class shows it, after the change into it, so each
/// handler runs once, after the first pass's callbacks, with a note.
extension ProgramReader {
    /// A handler registered by the object whose methods are running.
    struct TraitChangeHandler {
        let closure: Closure
        let owner: CodeValue
        let location: SourceLocation
    }

    /// `registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in … }`
    /// (the handler as a trailing closure or `handler:`). The registration
    /// token it returns lays nothing out.
    func registerForTraitChanges(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        let closures = args.compactMap { arg -> Closure? in
            if case .closure(let c, _) = arg.value { return c }
            return nil
        }
        guard let closure = closures.last else {
            throw Ignored(what: .traitChangeTargetAction, location: location)
        }
        traitChangeHandlers.append(TraitChangeHandler(closure: closure, owner: contexts.last?.selfValue ?? .viewController, location: location))
        return .nothing
    }

    /// Each registered handler once, with the object as its first argument
    /// (`self: Self`) and no trait collection before it.
    func runTraitChangeHandlers() {
        let handlers = traitChangeHandlers
        traitChangeHandlers = []
        for h in handlers {
            note(.unsupported, .program(.traitHandlerRunOnce), at: h.location)
            _ = try? runClosure(h.closure, [h.owner, .nothing])
        }
    }
}
