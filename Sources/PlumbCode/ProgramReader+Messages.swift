import PlumbDiagnostics
import PlumbLayout

/// Objective-C's messages, read as the Swift API they stand for:
/// `[[UILabel alloc] init]` is `UILabel()`, `[a.leadingAnchor
/// constraintEqualToAnchor:b.trailingAnchor constant:10]` is
/// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10)`,
/// `[label setText:@"…"]` is `label.text = "…"`.
extension ProgramReader {
    func message(_ receiver: Expr, _ parts: [MessagePart], at location: SourceLocation) throws -> CodeValue {
        let selector = parts.map(\.name)
        let first = selector[0]
        // [Class alloc], [[Class alloc] init...], [Class new]
        if case .name(let type, _) = receiver, isTypeName(type) {
            if first == "new" { return try initialize(type, [], at: location) }
            if first == "alloc" { return .type(type + "#alloc") }
            return try classMessage(type, parts, at: location)
        }
        if case .message = receiver, first.hasPrefix("init") {
            guard case .type(let allocated) = try evaluate(receiver), allocated.hasSuffix("#alloc") else {
                throw error(.unsupported, .expression(.allocInitOnly), at: location)
            }
            return try initialize(String(allocated.dropLast(6)), parts, at: location)
        }
        if case .name("super", _) = receiver { return .nothing }
        let target = try evaluate(receiver)
        // Setters: [label setText:@"x"] is label.text = "x".
        if parts.count == 1, first.hasPrefix("set"), first.count > 3, let value = parts[0].value,
           !["setContentHuggingPriority", "setContentCompressionResistancePriority", "setTitle", "setCustomSpacing"].contains(first) {
            let property = first.dropFirst(3).prefix(1).lowercased() + first.dropFirst(4)
            try set(ProgramReader.objcProperty(String(property)), of: target, to: try evaluate(value), at: parts[0].location, valueAt: value.start)
            return .nothing
        }
        // Masonry: `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]`, read as SnapKit.
        if case .item(let id) = target, parts.count == 1, let block = parts[0].value, first.hasPrefix("mas_") {
            return try snapMethod(String(first.dropFirst(4)), of: id, guide: nil, [Argument(label: nil, value: block, location: parts[0].location)], at: location)
        }
        let (name, args) = swiftCall(parts)
        if parts.count == 1 && parts[0].value == nil {
            // [view layoutIfNeeded], [self setupViews], and properties read as messages: [self view].
            if case .viewController = target, let f = ownMethod(name) { return try invoke(f, [], at: location) }
            if ProgramReader.anchorNames[name] != nil || ProgramReader.guideNames[name] != nil || name == "view" {
                return try member(name, of: target, at: parts[0].location)
            }
            if case .snapDescription = target { return try snapModifier(name, of: 0, [], at: location) }
            // A getter of the view's own class: `[self count]`, `[rating count]`.
            if case .item(let id) = target, let own = try ownProperty(name, of: id, at: parts[0].location) { return own }
        }
        if case .viewController = target, let f = contexts.last?.decl?.methods.first(where: { $0.name == selector.joined(separator: ":") || $0.name == first }) {
            return try invoke(f, args, at: location)
        }
        return try method(name, of: target, args, at: parts[0].location)
    }

    /// Objective-C's property names where they differ from Swift's (`hidden` for `isHidden`).
    static func objcProperty(_ name: String) -> String {
        ["hidden": "isHidden", "active": "isActive", "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
         "baselineRelativeArrangement": "isBaselineRelativeArrangement"][name] ?? name
    }

    /// `constraintEqualToAnchor:constant:` → `constraint(equalTo:constant:)`;
    /// `addSubview:` → `addSubview(_:)`; `setContentHuggingPriority:forAxis:` → `(_:for:)`.
    func swiftCall(_ parts: [MessagePart]) -> (String, [Argument]) {
        var name = parts[0].name
        var firstLabel: String?
        let relations = [("constraintEqualToAnchor", "equalTo"), ("constraintGreaterThanOrEqualToAnchor", "greaterThanOrEqualTo"),
                         ("constraintLessThanOrEqualToAnchor", "lessThanOrEqualTo"), ("constraintEqualToConstant", "equalToConstant"),
                         ("constraintGreaterThanOrEqualToConstant", "greaterThanOrEqualToConstant"),
                         ("constraintLessThanOrEqualToConstant", "lessThanOrEqualToConstant"),
                         ("constraintEqualToSystemSpacingAfterAnchor", "equalToSystemSpacingAfter"),
                         ("constraintGreaterThanOrEqualToSystemSpacingAfterAnchor", "greaterThanOrEqualToSystemSpacingAfter"),
                         ("constraintEqualToSystemSpacingBelowAnchor", "equalToSystemSpacingBelow"),
                         ("constraintGreaterThanOrEqualToSystemSpacingBelowAnchor", "greaterThanOrEqualToSystemSpacingBelow"),
                         ("anchorWithOffsetToAnchor", "to")]
        if let (objc, label) = relations.first(where: { $0.0 == name }) {
            name = objc == "anchorWithOffsetToAnchor" ? "anchorWithOffset" : "constraint"
            firstLabel = label
        }
        if name == "setCustomSpacing" { firstLabel = nil }
        var args: [Argument] = []
        for (k, part) in parts.enumerated() {
            guard let value = part.value else { continue }
            var label: String? = k == 0 ? firstLabel : part.name
            if label == "forAxis" || label == "forState" { label = "for" }
            if label == "afterView" { label = "after" }
            args.append(Argument(label: label, value: value, location: part.location))
        }
        return (name, args)
    }

    private func classMessage(_ type: String, _ parts: [MessagePart], at location: SourceLocation) throws -> CodeValue {
        let selector = parts.map(\.name).joined(separator: ":")
        switch (type, selector) {
        case ("NSLayoutConstraint", "activateConstraints"), ("NSLayoutConstraint", "deactivateConstraints"):
            guard let v = parts[0].value else { throw error(.syntax, .expression(.expected(.constraints)), at: location) }
            try setActive(try evaluate(v), parts[0].name == "activateConstraints", at: v.start)
            return .nothing
        case ("NSLayoutConstraint", "constraintsWithVisualFormat:options:metrics:views"):
            let labels = ["withVisualFormat", "options", "metrics", "views"]
            return try visualFormat(zip(labels, parts).map { Argument(label: $0, value: $1.value ?? .nilLiteral($1.location), location: $1.location) }, at: location)
        case ("NSLayoutConstraint", "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant"):
            let labels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]
            let args = zip(labels, parts).map { Argument(label: $0, value: ProgramReader.objcEnum($1.value ?? .nilLiteral($1.location)), location: $1.location) }
            return try itemConstraint(args, at: location)
        case ("UIFont", "systemFontOfSize"), ("UIFont", "boldSystemFontOfSize"), ("UIFont", "systemFontOfSize:weight"):
            guard let size = parts[0].value else { throw error(.syntax, .expression(.expectedCode("[UIFont systemFontOfSize:SIZE]")), at: location) }
            let name = selector == "boldSystemFontOfSize" ? "boldSystemFont" : "systemFont"
            var args = [Argument(label: "ofSize", value: size, location: parts[0].location)]
            if parts.count > 1, let weight = parts[1].value { args.append(Argument(label: "weight", value: weight, location: parts[1].location)) }
            return try implicitFactory(name, args, at: location)
        case ("UIFont", "preferredFontForTextStyle"):
            guard let style = parts[0].value else { throw error(.syntax, .expression(.expectedCode("[UIFont preferredFontForTextStyle:UIFontTextStyleBody]")), at: location) }
            return try preferredFont([Argument(label: "forTextStyle", value: style, location: parts[0].location)], at: location)
        case ("UIFontMetrics", "metricsForTextStyle"):
            guard let style = parts[0].value else { throw error(.syntax, .expression(.expectedCode("[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody]")), at: location) }
            return try fontMetrics([Argument(label: "forTextStyle", value: style, location: parts[0].location)], at: location)
        case ("UIFontMetrics", "defaultMetrics"):
            return .fontMetrics("body")
        case ("UIColor", _) where parts.count == 1 && parts[0].value == nil:
            let name = parts[0].name.hasSuffix("Color") ? String(parts[0].name.dropLast(5)) : parts[0].name
            if let c = color(named: name) { return c }
            throw error(.unknownName, .expression(.unknownColor(parts[0].name, nearest: nil)), at: location)
        case ("UIButton", "buttonWithType"):
            return try createView(.view(.button), className: "UIButton", [], at: location)
        case ("UIButton", "buttonWithConfiguration:primaryAction"):
            // Swift's `UIButton(configuration:primaryAction:)`; the action is
            // what a tap does, nothing layout reads.
            guard let config = parts[0].value else {
                throw error(.syntax, .expression(.expectedCode("[UIButton buttonWithConfiguration:CONFIG primaryAction:nil]")), at: location)
            }
            return try createView(.view(.button), className: "UIButton", [Argument(label: "configuration", value: config, location: parts[0].location)],
                                  at: location)
        case ("UIButtonConfiguration", _) where parts.count == 1 && parts[0].value == nil && parts[0].name.hasSuffix("ButtonConfiguration"):
            // `[UIButtonConfiguration filledButtonConfiguration]`: Swift's `.filled()`.
            return try implicitFactory(String(parts[0].name.dropLast("ButtonConfiguration".count)), [], at: location)
        case ("UIImage", "imageNamed"):
            if case .string(let s)? = try parts[0].value.map(evaluate) { return .image(s) }
            return .image(nil)
        default:
            throw Ignored(what: .code("[\(type) \(selector)]"), location: location)
        }
    }

    /// `NSLayoutAttributeTop` → `.top`, `NSLayoutRelationEqual` → `.equal`.
    static func objcEnum(_ e: Expr) -> Expr {
        guard case .name(let n, let at) = e else { return e }
        for prefix in ["NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormat", "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment"] where n.hasPrefix(prefix) {
            let rest = n.dropFirst(prefix.count)
            return .implicitMember(rest.prefix(1).lowercased() + rest.dropFirst(), at)
        }
        return e
    }

    func initialize(_ type: String, _ parts: [MessagePart], at location: SourceLocation) throws -> CodeValue {
        var args: [Argument] = []
        if let part = parts.first, part.name == "initWithFrame", let v = part.value { args = [Argument(label: "frame", value: v, location: part.location)] }
        if let part = parts.first, part.name == "initWithArrangedSubviews", let v = part.value { args = [Argument(label: "arrangedSubviews", value: v, location: part.location)] }
        if let part = parts.first, part.name == "initWithImage", let v = part.value { args = [Argument(label: "image", value: v, location: part.location)] }
        if let made = try construct(type, args, at: location) { return made }
        throw Ignored(what: .code("[[\(type) alloc] init]"), location: location)
    }
}
