import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A SnapKit description as `make.… .equalTo(…).offset(…)` builds it,
/// before it becomes constraints at the end of its `makeConstraints` block.
struct SnapDescription {
    enum Target {
        case superview
        /// A view or guide, with the attributes named on it (`other.snp.right`) or none (same as the source's).
        case item(UIKitProgram.ItemID, GuideKind?, [String])
        /// `equalTo(100)`, `equalTo(CGSize(...))`: a constant.
        case constant(CodeValue)
    }

    let view: UIKitProgram.ItemID
    let attributes: [String]
    let relation: Constraint.Relation
    let target: Target
    let location: SourceLocation
    /// `offset`, `inset` or the constant of `equalTo(constant)`: the last one set wins, as in SnapKit.
    var constant: CodeValue?
    var multiplier = 1.0
    var priority = Priority.required
    var namedPriority: NamedPriority?
    var label: String?
    /// The program's constraints made from it (after its block ends).
    var made: [Int] = []
}

/// SnapKit (`view.snp.makeConstraints { make in … }`), read from its
/// source's semantics: compound attributes expand to their parts; a constant
/// target relates to the superview for positions; `inset` is negated for
/// right, bottom, trailing and sizes (`ConstraintConstantTarget.swift`).
extension ProgramReader {
    static let snapCompounds: [String: [String]] = [
        "edges": ["top", "left", "bottom", "right"], "horizontalEdges": ["left", "right"], "verticalEdges": ["top", "bottom"],
        "directionalEdges": ["top", "leading", "bottom", "trailing"], "directionalHorizontalEdges": ["leading", "trailing"],
        "directionalVerticalEdges": ["top", "bottom"], "size": ["width", "height"], "center": ["centerX", "centerY"],
        "margins": ["topMargin", "leftMargin", "bottomMargin", "rightMargin"],
        "directionalMargins": ["topMargin", "leadingMargin", "bottomMargin", "trailingMargin"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    static let snapRelations: [String: Constraint.Relation] = [
        "equalTo": .equal, "greaterThanOrEqualTo": .greaterOrEqual, "lessThanOrEqualTo": .lessOrEqual,
        "equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterOrEqual, "lessThanOrEqualToSuperview": .lessOrEqual,
    ]

    private func snapAttributes(_ name: String) -> [String]? {
        if let compound = ProgramReader.snapCompounds[name] { return compound }
        if ProgramReader.attributes[name] != nil { return [name] }
        return nil
    }

    private var snapNames: [String] {
        Array(ProgramReader.snapCompounds.keys) + Array(ProgramReader.attributes.keys)
    }

    func snapMember(_ name: String, of item: SnapItem, at location: SourceLocation) throws -> CodeValue {
        if let attributes = snapAttributes(name) { return .snapAttributes(item, attributes) }
        throw error(.unknownName, .snapKit(.snpHasNoMember(name,
                    nearest: nearest(name, snapNames + ["makeConstraints", "remakeConstraints", "updateConstraints"]))),
                    at: location)
    }

    func snapAttributesMember(_ name: String, of item: SnapItem, _ attributes: [String], at location: SourceLocation) throws -> CodeValue {
        // Masonry's words for reading aloud: `make.top.and.left`, `.with.offset(…)`.
        if language == .objectiveC && (name == "and" || name == "with") { return .snapAttributes(item, attributes) }
        if let more = snapAttributes(name), item.isMaker { return .snapAttributes(item, attributes + more) }
        if ProgramReader.snapRelations[name] != nil {
            throw error(.syntax, .snapKit(.relationUncalled(name)), at: location)
        }
        throw error(.unknownName, .snapKit(.unknownAttribute(name, nearest: nearest(name, snapNames + Array(ProgramReader.snapRelations.keys)))),
                    at: location)
    }

    func snapDescriptionMember(_ name: String, of index: Int, at location: SourceLocation) throws -> CodeValue {
        if name == "constraint" || (language == .objectiveC && (name == "and" || name == "with")) { return .snapDescription(index) }
        if ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled"].contains(name) {
            throw error(.syntax, .snapKit(.modifierUncalled(name)), at: location)
        }
        throw error(.unknownName, .snapKit(.constraintHasNoMember(name,
                    nearest: nearest(name, ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled", "constraint"]))),
                    at: location)
    }

    // MARK: makeConstraints

    func snapMethod(_ name: String, of id: UIKitProgram.ItemID, guide: GuideKind?, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        guard ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name) else {
            throw error(.unknownName, .snapKit(.snpHasNoMethod(name,
                        nearest: nearest(name, ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"]))),
                        at: location)
        }
        guard guide == nil else { throw error(.unsupported, .snapKit(.guideNotConstrained), at: location) }
        guard let last = args.last, case .closure(let c) = try evaluate(last.value) else {
            throw error(.syntax, .snapKit(.expectedClosure(name)), at: location)
        }
        // SnapKit turns the view's autoresizing mask off before it adds constraints.
        program.record(.translatesAutoresizingMask(id, false), at: location, conditions: conditions)
        if name == "remakeConstraints" {
            for k in program.constraints.indices where program.constraints[k].snapKitOwner == id { program.constraints[k].active = false }
        }
        let first = snapDescriptions.count
        _ = try runClosure(c, [.snapAttributes(SnapItem(item: id, guide: nil, isMaker: true), [])])
        for k in first..<snapDescriptions.count {
            try realize(k, updating: name == "updateConstraints")
        }
        return .nothing
    }

    func snapRelation(_ name: String, _ item: SnapItem, _ attributes: [String], _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        guard item.isMaker else { throw error(.unknownName, .snapKit(.outsideMaker(name)), at: location) }
        // Masonry's boxing variants (`mas_equalTo(10)`) relate like the plain ones.
        let name = language == .objectiveC && name.hasPrefix("mas_") ? String(name.dropFirst(4)) : name
        guard let relation = ProgramReader.snapRelations[name] else {
            throw error(.unknownName, .snapKit(.unknownRelation(name, nearest: nearest(name, Array(ProgramReader.snapRelations.keys)))), at: location)
        }
        guard !attributes.isEmpty else { throw error(.syntax, .snapKit(.attributeFirst(name)), at: location) }
        var target: SnapDescription.Target
        if name.hasSuffix("Superview") {
            target = .superview
        } else {
            guard let a = args.first else { throw error(.syntax, .snapKit(.relationNeedsTarget(name)), at: location) }
            switch try evaluate(a.value) {
            case .item(let id): target = .item(id, nil, [])
            case .guide(let id, let kind): target = .item(id, kind, [])
            case .snp(let id, let kind): target = .item(id, kind, [])
            case .snapAttributes(let other, let otherAttributes) where !other.isMaker: target = .item(other.item, other.guide, otherAttributes)
            case .anchor(let anchor): target = .item(anchor.item, anchor.guide, [anchor.anchor.rawValue])
            case let v where v.number != nil: target = .constant(.number(v.number!))
            case let v:
                switch v {
                case .size, .point, .insets: target = .constant(v)
                default: throw error(.typeMismatch, .snapKit(.cannotRelateTo(v.kind)), at: a.value.start)
                }
            }
        }
        var d = SnapDescription(view: item.item, attributes: attributes, relation: relation, target: target, location: location)
        if case .constant(let c) = target { d.constant = c }
        snapDescriptions.append(d)
        return .snapDescription(snapDescriptions.count - 1)
    }

    func snapModifier(_ name: String, of index: Int, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        func value() throws -> CodeValue {
            guard let a = args.first else { throw error(.syntax, .snapKit(.needsValue(name)), at: location) }
            return try evaluate(a.value)
        }
        var d = snapDescriptions[index]
        // Masonry's names for the same modifiers.
        let masonry = ["insets": "inset", "sizeOffset": "offset", "centerOffset": "offset", "priorityHigh": "priority", "priorityLow": "priority",
                       "priorityMedium": "priority", "priorityRequired": "priority"]
        if language == .objectiveC, let plain = masonry[name], plain != name {
            if plain == "priority" {
                let level = ["priorityHigh": 750.0, "priorityLow": 250, "priorityMedium": 500, "priorityRequired": 1000][name]!
                d.priority = level
                snapDescriptions[index] = d
                if !d.made.isEmpty { try rewrite(index) }
                return .snapDescription(index)
            }
            return try snapModifier(plain, of: index, args, at: location)
        }
        switch name {
        case "offset", "inset":
            var v = try value()
            if name == "inset", let n = v.number { v = .insets(Insets(all: n)) }
            if name == "offset", let n = v.number { v = .number(n) }
            switch v {
            case .number, .size, .point, .insets: d.constant = v
            default: throw error(.typeMismatch, .expression(.takesFound(name, .snapOffset, found: v.kind)), at: location)
            }
        case "multipliedBy", "dividedBy":
            guard let n = try value().number else { throw error(.typeMismatch, .expression(.takes(name, .number)), at: location) }
            if name == "dividedBy" {
                guard n != 0 else { throw error(.badNumber, .expression(.divisionByZero), at: location) }
                d.multiplier = 1 / n
            } else {
                d.multiplier = n
            }
        case "priority":
            let v = try value()
            guard case .priority(let p, let named) = v.asPriority, p > 0, p <= 1000 else {
                if let unknown = unknownPriority(v) { throw error(.unknownName, unknown, at: location) }
                throw error(.badNumber, .snapKit(.priorityOutOfRange), at: location)
            }
            d.priority = p
            d.namedPriority = named
        case "labeled":
            guard case .string(let s) = try value() else { throw error(.typeMismatch, .expression(.takes("labeled", .string)), at: location) }
            d.label = s
        case "activate", "deactivate":
            for k in d.made { program.constraints[k].active = name == "activate" }
            return .nothing
        case "update":
            guard let a = args.first, a.label == "offset" || a.label == "inset" else { throw error(.unsupported, .snapKit(.updatesOffsetOnly),
                                                                                                   at: location) }
            return try snapModifier(a.label!, of: index, [Argument(label: nil, value: a.value, location: a.location)], at: location)
        default:
            throw error(.unknownName, .snapKit(.constraintHasNoMethod(name,
                        nearest: nearest(name, ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled"]))),
                        at: location)
        }
        snapDescriptions[index] = d
        if !d.made.isEmpty { try rewrite(index) }
        return .snapDescription(index)
    }

    /// SnapKit's pairing: no attributes named on the target: the same one;
    /// edges to margins (and back) side by side; the same set: the same one;
    /// otherwise the target's first.
    static func snapTargetAttribute(from attribute: String, among all: [String], to names: [String]) -> String {
        guard let first = names.first else { return attribute }
        let edges = snapCompounds["edges"]!, margins = snapCompounds["margins"]!
        let directionalEdges = snapCompounds["directionalEdges"]!, directionalMargins = snapCompounds["directionalMargins"]!
        for (a, b) in [(edges, margins), (margins, edges), (directionalEdges, directionalMargins), (directionalMargins, directionalEdges)]
            where Set(all) == Set(a) && Set(names) == Set(b) {
            return b[a.firstIndex(of: attribute)!]
        }
        return Set(all) == Set(names) ? attribute : first
    }

    /// The view's superview now: SnapKit reads it when the block runs.
    func currentSuperview(of id: UIKitProgram.ItemID) -> UIKitProgram.ItemID? {
        var parent: UIKitProgram.ItemID?
        for step in program.steps {
            switch step.event {
            case .addSubview(let p, let child) where child == id: parent = p
            case .addArrangedSubview(let p, let child) where child == id: parent = p
            case .insertArrangedSubview(let p, let child, _) where child == id: parent = p
            case .removeFromSuperview(let child) where child == id: parent = nil
            default: break
            }
        }
        return parent
    }

    private func relations(of d: SnapDescription) throws -> [UIKitProgram.Relation] {
        var out: [UIKitProgram.Relation] = []
        for attribute in d.attributes {
            // The attribute related to, by SnapKit's Constraint.init (the constant is read for it too).
            var toAttribute = attribute
            let (anchor, margins) = ProgramReader.attributes[attribute]!
            let first = UIKitProgram.ItemAnchor(item: d.view, guide: margins ? .margins : nil, anchor: anchor, location: d.location)
            var second: UIKitProgram.ItemAnchor?
            func to(_ item: UIKitProgram.ItemID, _ guide: GuideKind?, _ name: String) throws -> UIKitProgram.ItemAnchor {
                let (a, m) = ProgramReader.attributes[name]!
                if m && guide != nil { throw error(.unsupported, .snapKit(.guideHasNoMargins), at: d.location) }
                return UIKitProgram.ItemAnchor(item: item, guide: m ? .margins : guide, anchor: a, location: d.location)
            }
            switch d.target {
            case .superview:
                guard let parent = currentSuperview(of: d.view) else {
                    throw error(.unsupported, .snapKit(.noSuperviewYet(program.items[d.view].name)), at: d.location)
                }
                second = try to(parent, nil, attribute)
            case .item(let item, let guide, let names):
                toAttribute = ProgramReader.snapTargetAttribute(from: attribute, among: d.attributes, to: names)
                second = try to(item, guide, toAttribute)
            case .constant:
                // `make.centerX.equalTo(10)` is 10 from the superview's left (`.top` for centerY), as SnapKit pairs it.
                if attribute == "centerX" || attribute == "centerY" { toAttribute = attribute == "centerX" ? "left" : "top" }
                if anchor.kind != .dimension {
                    guard let parent = currentSuperview(of: d.view) else {
                        throw error(.unsupported, .snapKit(.noSuperviewToRelate(program.items[d.view].name, attribute: attribute)), at: d.location)
                    }
                    second = try to(parent, nil, toAttribute)
                }
            }
            var r = UIKitProgram.Relation(first: .anchor(first), relation: d.relation, second: second.map { .anchor($0) }, location: d.location)
            if let second, first.anchor.kind != second.anchor.kind {
                throw error(.typeMismatch, .snapKit(.cannotRelateAttributes(attribute, second.anchor.rawValue)), at: d.location)
            }
            r.multiplier = d.multiplier
            r.constant = .points(d.constant.map { snapConstant($0, for: toAttribute) } ?? 0)
            r.priority = d.priority
            r.namedPriority = d.namedPriority
            r.identifier = d.label.map { d.attributes.count > 1 ? "\($0).\(attribute)" : $0 }
            r.snapKitOwner = d.view
            r.snapKitAttributes = [attribute]
            out.append(r)
        }
        return out
    }

    private func realize(_ index: Int, updating: Bool) throws {
        let made = try relations(of: snapDescriptions[index])
        if updating {
            for r in made {
                guard let k = program.constraints.indices.first(where: { program.constraints[$0].active && matches(program.constraints[$0], r) }) else {
                    throw error(.unsupported, .snapKit(.nothingToUpdate), at: r.location)
                }
                guard case .relation(var old) = program.constraints[k].made else { continue }
                old.constant = r.constant
                program.constraints[k].made = .relation(old)
                snapDescriptions[index].made.append(k)
            }
            return
        }
        for r in made {
            let k = program.add(.relation(r), conditions: conditions)
            program.constraints[k].active = true
            snapDescriptions[index].made.append(k)
        }
    }

    /// `update(offset:)` after the block: the constraints made take the new constant.
    private func rewrite(_ index: Int) throws {
        let made = try relations(of: snapDescriptions[index])
        for (k, r) in zip(snapDescriptions[index].made, made) {
            program.constraints[k].made = .relation(r)
        }
    }

    /// SnapKit's `updateConstraints` matches items, attributes, relation, multiplier and priority.
    private func matches(_ existing: UIKitProgram.ConstraintRecord, _ r: UIKitProgram.Relation) -> Bool {
        guard case .relation(let e) = existing.made, e.snapKitOwner == r.snapKitOwner, e.snapKitAttributes == r.snapKitAttributes else { return false }
        func key(_ t: UIKitProgram.Term?) -> String {
            guard case .anchor(let a)? = t else { return "-" }
            return "\(a.item).\(a.guide?.rawValue ?? "").\(a.anchor.rawValue)"
        }
        return key(e.first) == key(r.first) && key(e.second) == key(r.second) && e.relation == r.relation && e.multiplier == r.multiplier && e.priority == r.priority
    }

    /// `constraintConstantTargetValueFor(layoutAttribute:)`: a number as it
    /// is; a size, point or insets by the attribute (insets negated for the
    /// far edges and subtracted twice from sizes). Left-to-right, as the
    /// figure's first direction reads SnapKit's interface direction.
    func snapConstant(_ v: CodeValue, for attribute: String) -> Double {
        let base = attribute.replacingOccurrences(of: "WithinMargins", with: "").replacingOccurrences(of: "Margin", with: "")
        switch v {
        case .number(let n): return n
        case .size(let w, let h): return base == "width" ? w : base == "height" ? h : 0
        case .point(let x, let y):
            if ["left", "right", "leading", "trailing", "centerX"].contains(base) { return x }
            if ["top", "bottom", "centerY", "lastBaseline", "firstBaseline"].contains(base) { return y }
            return 0
        case .insets(let i):
            switch base {
            case "left", "leading": return i.left
            case "top", "firstBaseline": return i.top
            case "right", "trailing": return -i.right
            case "bottom", "lastBaseline": return -i.bottom
            case "centerX": return (i.left - i.right) / 2
            case "centerY": return (i.top - i.bottom) / 2
            case "width": return -(i.left + i.right)
            case "height": return -(i.top + i.bottom)
            default: return 0
            }
        default: return 0
        }
    }
}
