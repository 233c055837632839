import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Constraints: the anchor API's factories, `NSLayoutConstraint(item:…)`,
/// VFL, activation, and a named constraint's properties.
extension ProgramReader {
    static let relations: [String: Constraint.Relation] = ["equalTo": .equal, "greaterThanOrEqualTo": .greaterOrEqual, "lessThanOrEqualTo": .lessOrEqual]
    static let constantRelations: [String: Constraint.Relation] = [
        "equalToConstant": .equal, "greaterThanOrEqualToConstant": .greaterOrEqual, "lessThanOrEqualToConstant": .lessOrEqual,
    ]
    static let spacingRelations: [String: (Constraint.Relation, Bool)] = [
        "equalToSystemSpacingAfter": (.equal, true), "greaterThanOrEqualToSystemSpacingAfter": (.greaterOrEqual, true),
        "lessThanOrEqualToSystemSpacingAfter": (.lessOrEqual, true), "equalToSystemSpacingBelow": (.equal, false),
        "greaterThanOrEqualToSystemSpacingBelow": (.greaterOrEqual, false), "lessThanOrEqualToSystemSpacingBelow": (.lessOrEqual, false),
    ]

    func anchorMethod(_ name: String, of a: UIKitProgram.ItemAnchor, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch name {
        case "constraint":
            return .constraint(program.add(.relation(try relation(from: .anchor(a), args, at: location)), conditions: conditions))
        case "anchorWithOffset":
            guard let arg = argument(args, "to"), case .anchor(let b) = try evaluate(arg.value) else {
                throw error(.syntax, .expression(.expectedCode("'anchorWithOffset(to: anchor)'")), at: location)
            }
            guard a.anchor.kind == b.anchor.kind, a.anchor.kind != .dimension else {
                throw error(.typeMismatch, .constraint(.offsetAnchorsAxes), at: arg.value.start)
            }
            return .distance(a, b)
        default:
            throw error(.unknownName, .constraint(.anchorHasNoMethod(name, nearest: nearest(name, ["constraint", "anchorWithOffset"]))), at: location)
        }
    }

    /// `a.anchorWithOffset(to: b)` is an `NSLayoutDimension` of its own: it
    /// makes constraints as a width does (the centring idiom sets two such
    /// offsets equal), and has no offsets of its own.
    func distanceMethod(_ name: String, from a: UIKitProgram.ItemAnchor, to b: UIKitProgram.ItemAnchor, _ args: [Argument],
                        at location: SourceLocation) throws -> CodeValue {
        guard name == "constraint" else {
            throw error(.unknownName, .constraint(.distanceHasNoMethod(name, nearest: nearest(name, ["constraint"]))), at: location)
        }
        return .constraint(program.add(.relation(try relation(from: .distance(a, b), args, at: location)), conditions: conditions))
    }

    /// `constraint(equalTo: other, multiplier: m, constant: c)` and the
    /// constant and system-spacing forms.
    func relation(from first: UIKitProgram.Term, _ args: [Argument], at location: SourceLocation) throws -> UIKitProgram.Relation {
        guard let head = args.first, let label = head.label else {
            throw error(.syntax, .expression(.expectedCode("'constraint(equalTo: …)'")), at: location)
        }
        let firstAnchor = first.anchors[0].anchor
        let isDimension = { if case .distance = first { return true }; return firstAnchor.kind == .dimension }()
        var r: UIKitProgram.Relation
        if let relation = ProgramReader.relations[label] {
            let second = try term(head.value)
            try checkKinds(first, second, at: head.value.start)
            r = UIKitProgram.Relation(first: first, relation: relation, second: second, location: location)
        } else if let relation = ProgramReader.constantRelations[label] {
            guard isDimension else {
                throw error(.typeMismatch, .constraint(.constantArgumentOnPosition(label)), at: head.location)
            }
            r = UIKitProgram.Relation(first: first, relation: relation, second: nil, constant: .points(try number([head], label, at: location)), location: location)
        } else if let (relation, horizontal) = ProgramReader.spacingRelations[label] {
            let second = try term(head.value)
            guard (firstAnchor.axis == .horizontal) == horizontal, !isDimension else {
                throw error(.typeMismatch, .constraint(.argumentAxis(label, horizontal: horizontal)), at: head.location)
            }
            let m = argument(args, "multiplier") != nil ? try number(args, "multiplier", at: location) : 1
            return UIKitProgram.Relation(first: first, relation: relation, second: second, constant: .system(m), location: location)
        } else {
            throw error(.unknownName, .constraint(.unknownArgument(label,
                        nearest: nearest(label, Array(ProgramReader.relations.keys) + Array(ProgramReader.constantRelations.keys) + Array(ProgramReader.spacingRelations.keys)))),
                        at: head.location)
        }
        for arg in args.dropFirst() {
            switch arg.label {
            case "constant": r.constant = .points(try number([arg], "constant", at: location))
            case "multiplier":
                guard isDimension, r.second != nil else {
                    throw error(.typeMismatch, .constraint(.multiplierOnPosition), at: arg.location)
                }
                r.multiplier = try number([arg], "multiplier", at: location)
            default:
                throw error(.unknownName, .constraint(.unknownArgument(arg.label ?? "_",
                            nearest: nearest(arg.label ?? "", ["constant", "multiplier"]))),
                            at: arg.location)
            }
        }
        return r
    }

    func term(_ e: Expr) throws -> UIKitProgram.Term {
        switch try evaluate(e) {
        case .anchor(let a): return .anchor(a)
        case .distance(let a, let b): return .distance(a, b)
        case .unknown: throw Reported()
        case let other: throw error(.typeMismatch, .expression(.expectedFound(.anchor, found: other.kind)), at: e.start)
        }
    }

    /// What Swift's types (and UIKit's exceptions) enforce.
    func checkKinds(_ a: UIKitProgram.Term, _ b: UIKitProgram.Term, at location: SourceLocation) throws {
        let ka = a.kind, kb = b.kind
        guard ka == kb else {
            throw error(.typeMismatch, .constraint(.differentAnchorKinds(a.side, b.side)), at: location)
        }
        if case .anchor(let x) = a, case .anchor(let y) = b,
           (x.anchor.isDirectional && y.anchor.isAbsoluteHorizontalEdge) || (y.anchor.isDirectional && x.anchor.isAbsoluteHorizontalEdge) {
            throw error(.typeMismatch, .constraint(.directionalMix(x.anchor.rawValue, y.anchor.rawValue)), at: location)
        }
    }

    /// Activation: one constraint, an array, a VFL group.
    func setActive(_ v: CodeValue, _ active: Bool, at location: SourceLocation) throws {
        switch v {
        case .constraint(let i):
            if active { program.constraints[i].activate(under: conditions) } else { program.constraints[i].active = false }
        case .array(let items): for item in items { try setActive(item, active, at: location) }
        case .unknown: throw Reported()
        default: throw error(.typeMismatch, .expression(.expectedFound(.constraints, found: v.kind)), at: location)
        }
    }

    func constraintMember(_ name: String, of index: Int, at location: SourceLocation) throws -> CodeValue {
        guard case .relation(let r) = program.constraints[index].made else { throw Ignored(what: .visualFormatMember(name), location: location) }
        switch name {
        case "isActive": return .bool(program.constraints[index].active)
        case "constant": return .number(r.constant.points)
        case "multiplier": return .number(r.multiplier)
        case "priority": return .priority(r.priority, r.namedPriority)
        default:
            throw error(.unknownName, .constraint(.constraintHasNoMember(name,
                        nearest: nearest(name, ["isActive", "constant", "priority", "identifier"]))),
                        at: location)
        }
    }

    func constraintMethod(_ name: String, of index: Int, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        throw error(.unknownName, .constraint(.constraintHasNoMethod(name)), at: location)
    }

    func setConstraintProperty(_ name: String, of index: Int, to v: CodeValue, at location: SourceLocation, valueAt: SourceLocation) throws {
        if name == "isActive" {
            guard case .bool(let b) = v else { throw error(.typeMismatch, .expression(.takes("isActive", .boolean)), at: valueAt) }
            if b { program.constraints[index].activate(under: conditions) } else { program.constraints[index].active = false }
            return
        }
        guard case .relation(var r) = program.constraints[index].made else { throw Ignored(what: .visualFormatSetting(name), location: location) }
        switch name {
        case "constant":
            guard let n = v.number else { throw error(.typeMismatch, .expression(.takes("constant", .number)), at: valueAt) }
            r.constant = .points(n)
        case "priority":
            guard case .priority(let p, let named) = v.asPriority else {
                if let unknown = unknownPriority(v) { throw error(.unknownName, unknown, at: valueAt) }
                throw error(.typeMismatch, .expression(.takes("priority", .priority)), at: valueAt)
            }
            guard p > 0, p <= 1000 else { throw error(.badNumber, .constraint(.priorityOutOfRange(p)), at: valueAt) }
            if program.constraints[index].active && (p == 1000) != (r.priority == 1000) {
                throw error(.badValue, .constraint(.priorityCrossesRequired), at: location)
            }
            r.priority = p
            r.namedPriority = named
        case "identifier":
            guard case .string(let s) = v else { throw error(.typeMismatch, .expression(.takes("identifier", .string)), at: valueAt) }
            r.identifier = s
        case "multiplier", "firstAnchor", "secondAnchor", "relation", "firstItem", "secondItem", "firstAttribute", "secondAttribute":
            // Read-only in UIKit: swiftc refuses the assignment ("get-only property").
            throw error(.typeMismatch, .constraint(.readOnlyProperty(name)), at: location)
        default:
            throw error(.unknownName, .constraint(.constraintHasNoProperty(name,
                        nearest: nearest(name, ["isActive", "constant", "priority", "identifier"]))),
                        at: location)
        }
        program.constraints[index].made = .relation(r)
    }

    // MARK: NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)

    static let attributes: [String: (Anchor, margins: Bool)] = [
        "left": (.left, false), "right": (.right, false), "top": (.top, false), "bottom": (.bottom, false), "leading": (.leading, false),
        "trailing": (.trailing, false), "width": (.width, false), "height": (.height, false), "centerX": (.centerX, false),
        "centerY": (.centerY, false), "lastBaseline": (.lastBaseline, false), "firstBaseline": (.firstBaseline, false),
        "leftMargin": (.left, true), "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
        "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true), "centerXWithinMargins": (.centerX, true),
        "centerYWithinMargins": (.centerY, true),
    ]

    func itemConstraint(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        func item(_ label: String) throws -> (UIKitProgram.ItemID, GuideKind?)? {
            guard let a = argument(args, label) else { throw error(.syntax, .expression(.expectedCode("'\(label):'")), at: location) }
            switch try evaluate(a.value) {
            case .item(let id): return (id, nil)
            case .guide(let id, let kind): return (id, kind)
            case .nothing: return nil
            case let v: throw error(.typeMismatch, .expression(.takesFound("\(label):", .viewOrGuide, found: v.kind)), at: a.value.start)
            }
        }
        func attribute(_ index: Int) throws -> (Anchor, Bool)? {
            let labelled = args.filter { $0.label == "attribute" }
            guard index < labelled.count, case .enumCase(let name) = try evaluate(labelled[index].value) else {
                throw error(.syntax, .constraint(.expectedAttribute), at: location)
            }
            if name == "notAnAttribute" { return nil }
            guard let a = ProgramReader.attributes[name] else {
                throw error(.unknownName, .constraint(.unknownAttribute(name, nearest: nearest(name, Array(ProgramReader.attributes.keys)))),
                            at: labelled[index].value.start)
            }
            return a
        }
        guard let (firstItem, firstGuide) = try item("item"), let (firstAnchor, firstMargins) = try attribute(0) else {
            throw error(.syntax, .constraint(.firstItemRequired), at: location)
        }
        guard let rel = argument(args, "relatedBy"), case .enumCase(let relName) = try evaluate(rel.value),
              let relation = ["equal": Constraint.Relation.equal, "greaterThanOrEqual": .greaterOrEqual, "lessThanOrEqual": .lessOrEqual][relName] else {
            throw error(.syntax, .constraint(.expectedRelatedBy), at: location)
        }
        let first = UIKitProgram.ItemAnchor(item: firstItem, guide: firstMargins ? .margins : firstGuide, anchor: firstAnchor, location: location)
        var second: UIKitProgram.Term?
        if let (secondItem, secondGuide) = try item("toItem") {
            guard let (anchor, margins) = try attribute(1) else { throw error(.syntax, .constraint(.secondItemNeedsAttribute), at: location) }
            second = .anchor(UIKitProgram.ItemAnchor(item: secondItem, guide: margins ? .margins : secondGuide, anchor: anchor, location: location))
            try checkKinds(.anchor(first), second!, at: location)
        } else if firstAnchor.kind != .dimension {
            throw error(.typeMismatch, .constraint(.positionNeedsSecondItem), at: location)
        }
        let m = argument(args, "multiplier") != nil ? try number(args, "multiplier", at: location) : 1
        let c = argument(args, "constant") != nil ? try number(args, "constant", at: location) : 0
        guard second != nil || m == 1 || firstAnchor.kind != .dimension else {
            return .constraint(program.add(.relation(UIKitProgram.Relation(first: .anchor(first), relation: relation, second: nil, constant: .points(c), location: location)),
                                           conditions: conditions))
        }
        return .constraint(program.add(.relation(UIKitProgram.Relation(first: .anchor(first), relation: relation, second: second, multiplier: m,
                                                                        constant: .points(c), location: location)), conditions: conditions))
    }

    // MARK: VFL

    func visualFormat(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        guard let f = argument(args, "withVisualFormat"), case .string(let format) = try evaluate(f.value) else {
            throw error(.syntax, .expression(.expectedCode("'constraints(withVisualFormat: \"…\", options: …, metrics: …, views: …)'")), at: location)
        }
        var options: [String] = []
        if let o = argument(args, "options") {
            options = try visualFormatOptions(try evaluate(o.value), at: o.value.start)
        }
        var metrics: [String: Double] = [:]
        if let m = argument(args, "metrics") {
            switch try evaluate(m.value) {
            case .nothing: break
            case .dictionary(let pairs):
                for (key, value) in pairs {
                    guard let n = value.number else { throw error(.typeMismatch, .constraint(.metricNotNumber(key)), at: m.value.start) }
                    metrics[key] = n
                }
            case let v: throw error(.typeMismatch, .expression(.takesFound("metrics:", .numberDictionary, found: v.kind)), at: m.value.start)
            }
        }
        var views: [String: UIKitProgram.ItemID] = [:]
        if let v = argument(args, "views") {
            guard case .dictionary(let pairs) = try evaluate(v.value) else { throw error(.typeMismatch, .expression(.takes("views:", .viewDictionary)),
                                                                                         at: v.value.start) }
            for (key, value) in pairs {
                guard case .item(let id) = value else { throw error(.typeMismatch, .constraint(.viewsEntryNotView(key)), at: v.value.start) }
                views[key] = id
            }
        }
        // The string's text starts one column after its opening quote (two after `@"`).
        let quote = f.value.start
        let textAt = SourceLocation(line: quote.line, column: quote.column + (language == .objectiveC ? 2 : 1))
        let made = UIKitProgram.VisualFormat(format: format, location: textAt, options: options, views: views, metrics: metrics)
        return .constraint(program.add(.visualFormat(made), conditions: conditions))
    }

    /// `NSLayoutConstraint.FormatOptions`' members other than the
    /// alignments, as Swift spells them, each with the option a format line
    /// writes for it.
    static let formatFlags = ["directionLeadingToTrailing": "direction=leadingToTrailing", "directionLeftToRight": "direction=leftToRight",
                              "directionRightToLeft": "direction=rightToLeft", "spacingBaselineToBaseline": "spacing=baselineToBaseline"]

    /// Every member, as Swift spells it, for "did you mean".
    static let formatOptions = Anchor.allCases.filter(\.alignsInVisualFormat).map { "alignAll" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        + formatFlags.keys.sorted()

    private func visualFormatOptions(_ v: CodeValue, at location: SourceLocation) throws -> [String] {
        var names: [String] = []
        switch v {
        case .nothing, .number(0): return []
        case .array(let items):
            for item in items { names += try visualFormatOptions(item, at: location) }
            return names
        case .enumCase(let name):
            let bare = name.hasPrefix("NSLayoutFormat") ? String(name.dropFirst("NSLayoutFormat".count)) : name
            let lowered = bare.prefix(1).lowercased() + bare.dropFirst()
            if lowered.hasPrefix("alignAll") {
                let rest = lowered.dropFirst("alignAll".count)
                let anchor = rest.prefix(1).lowercased() + rest.dropFirst()
                // Checked here, where the option is written: the format's
                // reader would place its error inside the format string.
                if Anchor(rawValue: anchor)?.alignsInVisualFormat == true { return ["align=" + anchor] }
            }
            if let flag = ProgramReader.formatFlags[lowered] { return [flag] }
            let spelled = bare == name ? ProgramReader.formatOptions : ProgramReader.formatOptions.map { "NSLayoutFormat" + $0.prefix(1).uppercased() + $0.dropFirst() }
            throw error(.unknownName, .constraint(.unknownFormatOption(name, nearest: nearest(name, spelled))), at: location)
        default:
            throw error(.typeMismatch, .expression(.takesFound("options:", .formatOptions, found: v.kind)), at: location)
        }
    }
}

extension UIKitProgram.Term {
    var kind: Anchor.Kind {
        switch self {
        case .anchor(let a): return a.anchor.kind
        case .distance: return .dimension
        }
    }

    /// This side as a message names it.
    var side: RelatedSide {
        switch self {
        case .anchor(let a): return .anchor(a.anchor.rawValue)
        case .distance: return .distance
        }
    }
}

extension CodeValue {
    /// A number where a priority is expected (`constraint.priority = 999`).
    var asPriority: CodeValue {
        if case .number(let n) = self { return .priority(n, nil) }
        if case .enumCase = self { return self }
        return self
    }
}
