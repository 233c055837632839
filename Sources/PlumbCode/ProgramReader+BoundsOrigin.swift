import PlumbDiagnostics
import PlumbLayout

/// The assignments that move a view's bounds origin without naming the
/// whole rectangle: Swift's `v.bounds.origin = CGPoint(…)`,
/// `v.bounds.origin.y = 40`, `scroll.contentOffset.y = 40`, and the
/// rectangle that keeps its own size, `v.bounds = CGRectMake(0, 40,
/// CGRectGetWidth(v.bounds), CGRectGetHeight(v.bounds))` (what Objective-C
/// must write, and what the Code tab writes). Under Auto Layout a view's
/// bounds size is its solved frame's, so only the origin is read.
extension ProgramReader {
    /// Handles `target op value` when it is one of those forms; false when it is not.
    func assignBoundsOrigin(_ target: Expr, op: String, value: Expr) throws -> Bool {
        guard let (base, path, at) = boundsPath(withImplicitSelf(target)) else { return false }
        if path == ["bounds"] {
            guard op == "=", let origin = try ownSizedRectOrigin(value, of: base) else { return false }
            guard case .item(let id) = try evaluate(base) else { return false }
            program.record(.set(id, .boundsOrigin(origin)), at: at, conditions: conditions)
            return true
        }
        if language == .objectiveC {
            // clang: "expression is not assignable": `v.bounds` is a copy.
            throw error(.syntax, .view(.structMemberNotAssignable(view: base.referenceText ?? "view", member: path.joined(separator: "."))), at: at)
        }
        guard case .item(let id) = try evaluate(base) else { return false }
        var origin = currentBoundsOrigin(of: id)
        switch path.last! {
        case "origin", "contentOffset":
            guard op == "=" else { throw error(.typeMismatch, .expression(.operatorCannotApply(op, to: .point)), at: at) }
            switch try evaluate(value) {
            case .point(let x, let y): origin = BoundsOrigin(x: x, y: y)
            case .enumCase("zero"): origin = .zero
            case let other: throw error(.typeMismatch, .expression(.takesFound(path.joined(separator: "."), .point, found: other.kind)), at: value.start)
            }
        default:
            let n = try number([Argument(label: nil, value: value, location: value.start)], nil, at: value.start)
            let old = path.last == "x" ? origin.x : origin.y
            let new = op == "=" ? n : arithmetic(String(op.dropLast()), old, n)
            origin = path.last == "x" ? BoundsOrigin(x: new, y: origin.y) : BoundsOrigin(x: origin.x, y: new)
        }
        if path[0] == "contentOffset" {
            try setViewProperty("contentOffset", of: id, to: .point(origin.x, origin.y), at: at, valueAt: value.start)
        } else {
            program.record(.set(id, .boundsOrigin(origin)), at: at, conditions: conditions)
        }
        return true
    }

    /// Inside a view subclass (its initializer, `layoutSubviews`), Swift's
    /// `bounds.origin.y = 40` is `self.bounds.origin.y = 40`.
    private func withImplicitSelf(_ target: Expr) -> Expr {
        switch target {
        case .name(let name, let at) where ["bounds", "contentOffset"].contains(name) && selfView != nil && scopes.allSatisfy({ $0[name] == nil }):
            return .member(.name("self", at), name, at)
        case .member(let base, let name, let at):
            return .member(withImplicitSelf(base), name, at)
        default:
            return target
        }
    }

    /// `base.bounds.origin[.x|.y]`, `base.contentOffset.x|y`, or
    /// `base.bounds`: the base, the member path after it, and where the
    /// first member is written.
    private func boundsPath(_ target: Expr) -> (Expr, [String], SourceLocation)? {
        var path: [String] = []
        var e = target
        while case .member(let base, let name, _) = e, path.count < 3 {
            path.insert(name, at: 0)
            e = base
            if name == "bounds" || name == "contentOffset" { break }
        }
        guard case .member(let base, _, let at) = target.innermost(path.count) else { return nil }
        let forms: [[String]] = [["bounds"], ["bounds", "origin"], ["bounds", "origin", "x"], ["bounds", "origin", "y"],
                                 ["contentOffset", "x"], ["contentOffset", "y"]]
        return forms.contains(path) ? (base, path, at) : nil
    }

    /// The last origin this run gave the view (zero if none), so that
    /// `v.bounds.origin.y = 40` keeps the x set before it.
    private func currentBoundsOrigin(of id: UIKitProgram.ItemID) -> BoundsOrigin {
        for step in program.steps.reversed() where step.conditions.isEmpty || step.conditions == conditions {
            if case .set(id, .boundsOrigin(let o)) = step.event { return o }
        }
        return .zero
    }

    /// The origin of `CGRectMake(x, y, CGRectGetWidth(v.bounds), CGRectGetHeight(v.bounds))`,
    /// `CGRect(x:y:width: v.bounds.width, height: v.bounds.height)` or
    /// `CGRect(origin: p, size: v.bounds.size)`: nil unless its size is the view's own.
    private func ownSizedRectOrigin(_ value: Expr, of base: Expr) throws -> BoundsOrigin? {
        guard case .call(.name(let type, _), let args, let at) = value, ["CGRect", "CGRectMake"].contains(type) else { return nil }
        if args.count == 4, ownSize(args[2].value, of: base, "width"), ownSize(args[3].value, of: base, "height") {
            return BoundsOrigin(x: try number([args[0]], args[0].label, at: at), y: try number([args[1]], args[1].label, at: at))
        }
        if args.count == 2, args[0].label == "origin", args[1].label == "size", ownSize(args[1].value, of: base, "size") {
            switch try evaluate(args[0].value) {
            case .point(let x, let y): return BoundsOrigin(x: x, y: y)
            case .enumCase("zero"): return .zero
            case let other: throw error(.typeMismatch, .expression(.takesFound("origin", .point, found: other.kind)), at: args[0].value.start)
            }
        }
        return nil
    }

    /// `v.bounds.width`, `v.bounds.size.width`, `v.frame.width`,
    /// `CGRectGetWidth(v.bounds)` (or the height, or `v.bounds.size`), with `v` the base.
    private func ownSize(_ e: Expr, of base: Expr, _ field: String) -> Bool {
        func isOwnRect(_ r: Expr) -> Bool {
            // `bounds.width` in a view subclass is its own, as `self.bounds.width` is.
            if case .name(let name, let at) = r, name == "bounds" || name == "frame", selfView != nil, scopes.allSatisfy({ $0[name] == nil }) {
                return Expr.name("self", at).sameReference(as: base)
            }
            guard case .member(let b, let name, _) = r, name == "bounds" || name == "frame" else { return false }
            return b.sameReference(as: base)
        }
        switch e {
        case .call(.name(let f, _), let args, _) where args.count == 1:
            return (f == "CGRectGetWidth" && field == "width" || f == "CGRectGetHeight" && field == "height") && isOwnRect(args[0].value)
        case .member(let r, let name, _) where name == field:
            if isOwnRect(r) { return true }
            if case .member(let rect, "size", _) = r, field != "size" { return isOwnRect(rect) }
            return false
        default:
            return false
        }
    }
}

private extension Expr {
    /// The expression `depth` members in from this one (`a.b.c`, 2 → `a.b`... counted from the outside).
    func innermost(_ depth: Int) -> Expr {
        var e = self
        for _ in 1..<max(depth, 1) { if case .member(let base, _, _) = e { e = base } }
        return e
    }

    /// `self.card` as written, for a message; nil for anything but a name or member chain.
    var referenceText: String? {
        switch self {
        case .name(let n, _): return n
        case .member(let b, let n, _): return b.referenceText.map { "\($0).\(n)" }
        default: return nil
        }
    }

    /// The same variable or member chain, wherever written: `self.card` and `self.card`, `feed` and `feed`.
    func sameReference(as other: Expr) -> Bool {
        switch (self, other) {
        case (.name(let a, _), .name(let b, _)): return a == b
        case (.member(let x, let a, _), .member(let y, let b, _)): return a == b && x.sameReference(as: y)
        default: return false
        }
    }
}
