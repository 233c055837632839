import PlumbDiagnostics
import PlumbLayout

/// Branches and assignments: `if` and `switch` on what the figure can know
/// (`#available`, the size class, constants), and `x = value` on locals,
/// properties, views and constraints.
extension ProgramReader {
    func runIf(_ condition: Expr, then: [Stmt], otherwise: [Stmt]?, at location: SourceLocation) throws {
        switch try sizeClassTest(condition) {
        case .branch(let sizeClass, let holds)?:
            if let assumed = assumedSizeClass {
                // Read for one class: the branch of that class runs, as on a device.
                if (assumed == sizeClass) == holds { run(then) } else if let otherwise { run(otherwise) }
                return
            }
            let other: SizeClass = sizeClass == .compact ? .regular : .compact
            runUnder(.sizeClass(holds ? sizeClass : other), then)
            if let otherwise { runUnder(.sizeClass(holds ? other : sizeClass), otherwise) }
            return
        case .known(let b)?:
            if b { run(then) } else if let otherwise { run(otherwise) }
            return
        case nil: break
        }
        var value = try evaluate(condition)
        // Objective-C's `if (self)` after `[super initWithFrame:]`: an object is true, nil false.
        switch value {
        case .item, .viewController: value = .bool(true)
        case .nothing: value = .bool(false)
        default: break
        }
        guard case .bool(let b) = value else {
            throw error(.unsupported, .expression(.unknowableIf), at: condition.start)
        }
        if b { run(then) } else if let otherwise { run(otherwise) }
    }

    private func runUnder(_ condition: Condition, _ body: [Stmt]) {
        conditions.append(condition)
        defer { conditions.removeLast() }
        run(body)
    }

    /// What an `if` on the size class tests.
    private enum SizeClassTest {
        /// `traitCollection.horizontalSizeClass == .compact` (or `!=`): the
        /// class named, and whether the branch runs when it is the class.
        case branch(SizeClass, Bool)
        /// `… != previousTraitCollection?.horizontalSizeClass`: the previous
        /// collection is nil at the first pass, where the figure runs
        /// `traitCollectionDidChange`, and a breakpoint always has a class.
        case known(Bool)
    }

    private func sizeClassTest(_ e: Expr) throws -> SizeClassTest? {
        guard case .binary(let op, let lhs, let rhs, let at) = e, op == "==" || op == "!=" else { return nil }
        guard case .sizeClassQuery = try evaluate(lhs) else { return nil }
        let other = try evaluate(rhs)
        if case .nothing = other { return .known(op == "!=") }
        guard case .enumCase(let name) = other, let sizeClass = SizeClass(rawValue: name) else {
            throw error(.unsupported, .expression(.sizeClassComparison), at: at)
        }
        return .branch(sizeClass, op == "==")
    }

    func runSwitch(_ subject: Expr, cases: [SwitchCase], at location: SourceLocation) throws {
        let value = try evaluate(subject)
        if case .sizeClassQuery = value, let assumed = assumedSizeClass {
            // Read for one class: the first case that matches it runs.
            for c in cases {
                guard let patterns = c.patterns else { run(c.body); return }
                for p in patterns {
                    guard case .implicitMember(let name, let at) = p else { throw error(.unsupported, .expression(.expected(.sizeClass)),
                                                                                        at: p.start) }
                    if name != "unspecified" && SizeClass(rawValue: name) == nil {
                        throw error(.unknownName, .expression(.unknownSizeClass(name, nearest: nearest(name, ["compact", "regular", "unspecified"]))),
                                    at: at)
                    }
                    if name == assumed.rawValue { run(c.body); return }
                }
            }
            return
        }
        if case .sizeClassQuery = value {
            var covered: [SizeClass] = []
            for c in cases {
                guard let patterns = c.patterns else {
                    for sizeClass in [SizeClass.compact, .regular] where !covered.contains(sizeClass) { runUnder(.sizeClass(sizeClass), c.body) }
                    continue
                }
                for p in patterns {
                    guard case .implicitMember(let name, let at) = p else { throw error(.unsupported, .expression(.expected(.sizeClass)),
                                                                                        at: p.start) }
                    if name == "unspecified" { continue }   // never the size class of a breakpoint
                    guard let sizeClass = SizeClass(rawValue: name) else {
                        throw error(.unknownName, .expression(.unknownSizeClass(name, nearest: nearest(name, ["compact", "regular", "unspecified"]))),
                                    at: at)
                    }
                    covered.append(sizeClass)
                    runUnder(.sizeClass(sizeClass), c.body)
                }
            }
            return
        }
        for c in cases {
            guard let patterns = c.patterns else { run(c.body); return }
            for p in patterns where try same(value, try evaluate(p)) { run(c.body); return }
        }
    }

    private func same(_ a: CodeValue, _ b: CodeValue) throws -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.enumCase(let x), .enumCase(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        default: return false
        }
    }

    // MARK: Assignment

    func assign(_ target: Expr, op: String, value: Expr, at equals: SourceLocation) throws {
        switch target {
        case .member, .name("bounds", _), .name("contentOffset", _):
            if try assignBoundsOrigin(target, op: op, value: value) { return }
        default: break
        }
        var v = try evaluate(value)
        if op != "=" {
            // `x += 8`, `constraints += NSLayoutConstraint.constraints(...)`.
            v = try binary(String(op.dropLast()), try evaluate(target), v, at: equals)
        }
        switch target {
        case .name("self", _) where language == .objectiveC:
            return   // `self = [super initWithFrame:frame]`: the view is already made.
        case .name(let name, let at) where selfView != nil && ProgramReader.viewProperties.contains(name) && scopes.allSatisfy({ $0[name] == nil }):
            try setViewProperty(name, of: selfView!, to: v, at: at, valueAt: value.start)
        case .name(let written, let at):
            // Objective-C's instance variable `_label` is the property
            // `label`, never a local of that name (a setter's parameter: `_count = count`).
            let isIvar = language == .objectiveC && written.hasPrefix("_") && scopes.allSatisfy({ $0[written] == nil })
            let name = isIvar ? String(written.dropFirst()) : written
            for k in scopes.indices.reversed() where !isIvar && scopes[k][name] != nil {
                scopes[k][name] = v
                bind(name, v, byProperty: false)
                return
            }
            // The view's own property from its own method: through its observers, as `self.count = …` is.
            if language == .swift, let id = selfView, instances[id] === contexts.last, try setOwnProperty(name, of: id, to: v, at: at) { return }
            if let context = contexts.last, context.properties[name] != nil || context.lazy[name] != nil || context.decl?.properties.contains(where: { $0.name == name }) == true {
                context.lazy[name] = nil
                context.properties[name] = v
                bind(name, v, byProperty: true)
                return
            }
            if ProgramReader.viewControllerMembers.contains(name) { return }   // `title = "Login"`: nothing to lay out
            throw error(.unknownName, .program(.undeclaredName(name)), at: at)
        case .member(let base, let name, let at):
            if try setConfigurationTitle(base, name, v, at: value.start) { return }
            if try setTitleFont(base, name, v, at: at, valueAt: value.start) { return }
            let owner = try evaluate(base)
            try set(language == .objectiveC ? ProgramReader.objcProperty(name) : name, of: owner, to: v, at: at, valueAt: value.start)
        default:
            throw error(.syntax, .expression(.notAssignable), at: target.start)
        }
    }

    /// `button.titleLabel?.font = …` (Objective-C `button.titleLabel.font`):
    /// the title's font sizes the button, as a label's font sizes the label.
    private func setTitleFont(_ base: Expr, _ name: String, _ v: CodeValue, at location: SourceLocation, valueAt: SourceLocation) throws -> Bool {
        guard name == "font", case .member(let button, "titleLabel", _) = base, case .item(let id) = try evaluate(button),
              program.items[id].kind == .view(.button) else { return false }
        try setViewProperty("font", of: id, to: v, at: location, valueAt: valueAt)
        return true
    }

    /// A button configuration is a value: `config.title = "Buy"` changes the variable that holds it.
    private func setConfigurationTitle(_ base: Expr, _ name: String, _ v: CodeValue, at valueAt: SourceLocation) throws -> Bool {
        guard name == "title", case .name(let variable, let at) = base, case .buttonConfiguration(let filled, _) = try lookup(variable, at: at) else { return false }
        guard case .string(let title) = v else { throw error(.typeMismatch, .expression(.takes("title", .string)), at: valueAt) }
        for k in scopes.indices.reversed() where scopes[k][variable] != nil {
            scopes[k][variable] = .buttonConfiguration(filled: filled, title: title)
            return true
        }
        return false
    }

    func arithmetic(_ op: String, _ a: Double, _ b: Double) -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return b == 0 ? .nan : a / b
        default: return .nan
        }
    }

    /// `owner.name = value`.
    func set(_ name: String, of owner: CodeValue, to v: CodeValue, at location: SourceLocation, valueAt: SourceLocation) throws {
        switch owner {
        case .viewController:
            if let context = contexts.last, case .viewController = context.selfValue {
                if name == "view" { throw Ignored(what: .replacingRootView, location: location) }
                context.lazy[name] = nil
                context.properties[name] = v
                bind(name, v, byProperty: true)
                return
            }
            try setViewControllerSetting(name, v, at: location)
        case .item(let id):
            if try setOwnProperty(name, of: id, to: v, at: location) { return }
            try setViewProperty(name, of: id, to: v, at: location, valueAt: valueAt)
        case .constraint(let index):
            try setConstraintProperty(name, of: index, to: v, at: location, valueAt: valueAt)
        case .unknown:
            throw Reported()
        case .enumCase("appearance"):
            return   // `label.layer.cornerRadius = 8`: drawn by nothing the figure shows
        default:
            if let context = contexts.last, case .item(let id) = context.selfValue, case .item(let other) = owner, other == id {
                try setViewProperty(name, of: id, to: v, at: location, valueAt: valueAt)
                return
            }
            throw Ignored(what: .setting(name, on: owner.kind), location: location)
        }
    }

    private func setViewControllerSetting(_ name: String, _ v: CodeValue, at location: SourceLocation) throws {
        switch (name, v) {
        case ("viewRespectsSystemMinimumLayoutMargins", .bool(let b)):
            program.record(.set(UIKitProgram.root, .respectsSystemMinimumMargins(b)), at: location, conditions: conditions)
        case ("title", _), ("navigationItem", _), ("modalPresentationStyle", _):
            break
        default:
            throw Ignored(what: .controllerMember(name), location: location)
        }
    }
}
