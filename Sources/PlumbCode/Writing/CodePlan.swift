import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A block's layout in the order UIKit code builds it, in no language's
/// syntax: the views (each made, given its properties, added to its
/// superview), then the constraints and property changes grouped by the
/// conditions they hold under. Every dialect writes this same plan, so the
/// dialects cannot disagree about what the layout is.
struct CodePlan {
    /// A view class of the figure's own: UIKit's class with a constant
    /// `intrinsicContentSize` (nil: `UIView.noIntrinsicMetric`) and/or
    /// constant `alignmentRectInsets`, the only ways code sets either.
    struct Subclass {
        let name: String
        let base: String
        /// Nil: the class keeps its base's `intrinsicContentSize`.
        let intrinsic: (width: Double?, height: Double?)?
        /// Nil: the class keeps its base's (zero) `alignmentRectInsets`.
        let alignmentInsets: Insets?

        /// Whether `other` would be declared with the same body.
        func declares(like other: Subclass) -> Bool {
            base == other.base && intrinsic?.width == other.intrinsic?.width && intrinsic?.height == other.intrinsic?.height
                && (intrinsic == nil) == (other.intrinsic == nil) && alignmentInsets == other.alignmentInsets
        }

        func renamed(_ name: String) -> Subclass {
            Subclass(name: name, base: base, intrinsic: intrinsic, alignmentInsets: alignmentInsets)
        }
    }

    /// Lines that hold under the same conditions (none: always).
    struct Group {
        let conditions: [Condition]
        var settings: [(item: LayoutItem, setting: PropertySetting)] = []
        var constraints: [LayoutConstraint] = []
    }

    let block: LayoutBlock
    /// The language of the comments the code carries (`CodeComment`).
    var language: Language = .english
    /// Declared views and custom guides, parents before children.
    let items: [LayoutItem]
    var subclasses: [Subclass] = []
    /// The subclass each view is made from, by the view's name.
    var subclassOf: [String: String] = [:]
    /// Each item's (and the root's) properties that differ from UIKit's
    /// defaults for its kind, in a fixed order.
    var properties: [String: [PropertySetting]] = [:]
    var groups: [Group] = []
    /// The figure's options (canvas, breakpoints, ...) for a `// plumb:` line.
    var options: String

    /// The plan, or why no code says this block exactly.
    static func make(_ parsed: ParsedBlock) -> Result<CodePlan, CodePlanRefusal> {
        let block = parsed.block
        if !parsed.variants.isEmpty {
            return .failure(.sizeClassTree)
        }
        if block.tieChoice != nil {
            return .failure(.chosenTieOutcome)
        }
        if let reserved = block.items.first(where: { CodePlan.reservedNames.contains($0.name) }) {
            return .failure(.reservedName(view: reserved.name))
        }
        var plan = CodePlan(block: block, items: block.items, options: CodePlan.options(of: block))
        for item in [block.root] + block.items {
            let defaults = ItemProperties(defaultsFor: item.kind)
            if item.isRoot, item.properties.alignmentInsets != .zero { return .failure(.alignmentInsets(view: item.name)) }
            if !item.isRoot, item.properties.safe != nil { return .failure(.safeAreaOnView(view: item.name)) }
            if item.isRoot, item.properties.frame != nil { return .failure(.rootFrame) }
            plan.properties[item.name] = CodePlan.changes(item.properties, from: defaults, kind: item.kind, isRoot: item.isRoot)
            switch CodePlan.subclass(for: item, defaults: defaults) {
            case .failure(let refusal): return .failure(refusal)
            case .success(nil): break
            case .success(var subclass?):
                // Views of one class of the code's share its declaration;
                // one whose size the code set per instance (an initializer's
                // argument) gets a class of its own, named after the view.
                if let same = plan.subclasses.first(where: { $0.name == subclass.name }), same.declares(like: subclass) {
                    plan.subclassOf[item.name] = same.name
                    break
                }
                // Each class declared once, named nothing else the code
                // names (`tag` and `Tag` are `TagView` and `TagView2`; a
                // view called `TagView` makes them `TagView2` and `TagView3`).
                let itemNames = Set(block.items.map(\.name))
                let declared = plan.subclasses
                func taken(_ name: String) -> Bool {
                    declared.contains { $0.name == name } || itemNames.contains(name) || !CodeNames.free(name)
                }
                if taken(subclass.name) {
                    let base = item.className == nil ? subclass.name : CodePlan.subclassName(item, base: subclass.base)
                    subclass = subclass.renamed(CodeNames.unique(base, prefix: "Figure", taken: taken))
                }
                plan.subclasses.append(subclass)
                plan.subclassOf[item.name] = subclass.name
            }
        }
        for setting in block.settings {
            if case .intrinsic = setting.setting { return .failure(.intrinsicSizeUnderWhen(view: setting.item.name)) }
            if case .safe = setting.setting { return .failure(.safeAreaUnderWhen) }
            if case .alignmentInsets = setting.setting { return .failure(.alignmentInsetsUnderWhen(view: setting.item.name)) }
            if let refused = CodePlan.refusal(setting.conditions) { return .failure(refused) }
            plan.group(setting.conditions) { $0.settings.append((setting.item, setting.setting)) }
        }
        for written in block.constraints {
            if let refused = CodePlan.refusal(written.conditions) { return .failure(refused) }
            var constraint = written
            if case .distance = written.first, let turned = CodePlan.swapped(written), case .anchor = turned.first {
                // Code usually makes a constraint from an anchor, with the
                // distance its other side; a distance set to a constant, or to
                // another distance, starts from `anchorWithOffset(to:)` itself.
                constraint = turned
            }
            for ref in constraint.first.refs + (constraint.second?.refs ?? []) where ref.item.isGuide && (ref.anchor == .firstBaseline || ref.anchor == .lastBaseline) {
                return .failure(.guideBaseline(line: written.location.line))
            }
            for ref in constraint.first.refs + (constraint.second?.refs ?? []) {
                // A content area's margins are written as margin attributes
                // (`MarginAttribute`) where the constraint is anchor to anchor.
                if case .guide(let kind) = ref.item.kind, kind == .arrangement
                    || (kind == .contentMargins && (MarginAttribute.of(ref) == nil || !MarginAttribute.writable(constraint))) {
                    return .failure(.systemGuideInsideView(line: constraint.location.line))
                }
            }
            plan.group(constraint.conditions) { $0.constraints.append(constraint) }
        }
        // What always holds first, then each condition's lines, in the block's order.
        plan.groups = plan.groups.filter { $0.conditions.isEmpty } + plan.groups.filter { !$0.conditions.isEmpty }
        return .success(plan)
    }

    /// The class a view needs when its intrinsic size or alignment insets
    /// differ from its UIKit class's (nil: it is made from that class).
    private static func subclass(for item: LayoutItem, defaults: ItemProperties) -> Result<Subclass?, CodePlanRefusal> {
        let p = item.properties
        let changesIntrinsic = p.intrinsicWidth != defaults.intrinsicWidth || p.intrinsicHeight != defaults.intrinsicHeight
        guard changesIntrinsic || p.alignmentInsets != .zero else { return .success(nil) }
        guard !item.isRoot, let base = CodePlan.className(item.kind) else { return .failure(.rootIntrinsicSize) }
        let name = item.className ?? subclassName(item, base: base)
        func points(_ v: ItemProperties.IntrinsicValue) -> Double? { if case .points(let p) = v { return p }; return nil }
        return .success(Subclass(name: name, base: base,
                                 intrinsic: changesIntrinsic ? (points(p.intrinsicWidth), points(p.intrinsicHeight)) : nil,
                                 alignmentInsets: p.alignmentInsets == .zero ? nil : p.alignmentInsets))
    }

    /// A class named after its view: `photo` → `PhotoView`, a label → `…Label`.
    static func subclassName(_ item: LayoutItem, base: String) -> String {
        item.name.prefix(1).uppercased() + item.name.dropFirst() + (base == "UIView" ? "View" : base.dropFirst(2))
    }

    private mutating func group(_ conditions: [Condition], _ add: (inout Group) -> Void) {
        if let i = groups.firstIndex(where: { $0.conditions == conditions }) {
            add(&groups[i])
        } else {
            var g = Group(conditions: conditions)
            add(&g)
            groups.append(g)
        }
    }

    /// Names the generated code uses for itself (`view` is the root), in
    /// every dialect. A language's own words are each writer's
    /// (`CodeNames`): Swift writes a keyword in backticks, Objective-C
    /// withholds its tab.
    static let reservedNames: Set<String> = [
        "view", "self", "super", "make", "root", "views", "metrics", "constraints",
    ]

    /// Why a condition has no code: only the size class and the root's width
    /// are questions UIKit code can ask.
    private static func refusal(_ conditions: [Condition]) -> CodePlanRefusal? {
        for c in conditions {
            if case .direction = c { return .directionCondition(condition: "\(c)") }
        }
        return nil
    }

    /// UIKit's class for a kind of view (nil: a guide).
    static func className(_ kind: LayoutItem.Kind) -> String? {
        switch kind {
        case .root: return "UIView"
        case .guide: return nil
        case .view(let k):
            switch k {
            case .view: return "UIView"
            case .label: return "UILabel"
            case .button: return "UIButton"
            case .image: return "UIImageView"
            case .field: return "UITextField"
            case .switch: return "UISwitch"
            case .activity: return "UIActivityIndicatorView"
            case .stack: return "UIStackView"
            case .scroll: return "UIScrollView"
            }
        }
    }

    /// The settings that take `defaults` to `properties`, in the order code
    /// sets them (intrinsic sizes and frames are made with the view, and the
    /// root's safe area is an option, so none of them is here).
    static func changes(_ p: ItemProperties, from d: ItemProperties, kind: LayoutItem.Kind, isRoot: Bool) -> [PropertySetting] {
        var out: [PropertySetting] = []
        // A button's look is how it is made (`UIButton(configuration:
        // .plain())`, `UIButton(type: .system)`: the writers' `make`), not a
        // line after; its own title font is no change (15 pt without a
        // configuration).
        var d = d
        d.apply(.buttonStyle(p.buttonStyle))
        if let t = p.text, t != d.text { out.append(.text(t)) }
        if let t = p.placeholder, t != d.placeholder { out.append(.placeholder(t)) }
        if let style = p.textStyle {
            out.append(.textStyle(style, p.fontSize, p.fontWeight == .of(textStyle: style) ? nil : p.fontWeight))
        } else if p.fontSize != d.fontSize || p.fontWeight != d.fontWeight {
            out.append(.font(p.fontSize, p.fontWeight))
        }
        if p.lines != d.lines { out.append(.lines(p.lines)) }
        if let s = p.imageSource, s != d.imageSource { out.append(.imageSource(s)) }
        if p.contentMode != d.contentMode { out.append(.contentMode(p.contentMode)) }
        if let c = p.color, c != d.color { out.append(.color(c)) }
        if p.hidden != d.hidden { out.append(.hidden(p.hidden)) }
        if p.stack.axis != d.stack.axis { out.append(.axis(p.stack.axis)) }
        if p.stack.distribution != d.stack.distribution { out.append(.distribution(p.stack.distribution)) }
        if p.stack.alignment != d.stack.alignment { out.append(.alignment(p.stack.alignment)) }
        if p.stack.spacing != d.stack.spacing { out.append(.spacing(p.stack.spacing)) }
        if p.stack.relativeToMargins != d.stack.relativeToMargins { out.append(.relativeToMargins(p.stack.relativeToMargins)) }
        if p.stack.baselineRelative != d.stack.baselineRelative { out.append(.baselineRelative(p.stack.baselineRelative)) }
        if let m = p.margins, m != d.margins { out.append(.margins(m)) }
        if let m = p.directionalMargins, m != d.directionalMargins { out.append(.directionalMargins(m)) }
        if p.insetsMarginsFromSafeArea != d.insetsMarginsFromSafeArea { out.append(.insetsMarginsFromSafeArea(p.insetsMarginsFromSafeArea)) }
        if p.preservesSuperviewMargins != d.preservesSuperviewMargins { out.append(.preservesSuperviewMargins(p.preservesSuperviewMargins)) }
        if p.respectsSystemMinimumMargins != d.respectsSystemMinimumMargins { out.append(.respectsSystemMinimumMargins(p.respectsSystemMinimumMargins)) }
        if p.huggingH != d.huggingH { out.append(.hugging(.horizontal, p.huggingH)) }
        if p.huggingV != d.huggingV { out.append(.hugging(.vertical, p.huggingV)) }
        if p.resistanceH != d.resistanceH { out.append(.resistance(.horizontal, p.resistanceH)) }
        if p.resistanceV != d.resistanceV { out.append(.resistance(.vertical, p.resistanceV)) }
        if let s = p.spacingAfter, s != d.spacingAfter { out.append(.spacingAfter(s)) }
        if p.boundsOrigin != d.boundsOrigin { out.append(.boundsOrigin(p.boundsOrigin)) }
        return out
    }

    /// `a REL b + k` as `b REL' a - k`, the same constraint from its other
    /// side (nil when a multiplier or a missing side makes that impossible).
    static func swapped(_ c: LayoutConstraint) -> LayoutConstraint? {
        guard let second = c.second, c.multiplier == 1 else { return nil }
        let constant: LayoutConstant
        switch c.constant {
        case .points(let k): constant = .points(-k)
        case .system(let m): constant = .system(-m)
        }
        var turned = LayoutConstraint(first: second, relation: c.relation.flipped, second: c.first, multiplier: 1, constant: constant, priority: c.priority,
                                      identifier: c.identifier, location: c.location, origin: c.origin, conditions: c.conditions)
        turned.namedPriority = c.namedPriority
        return turned
    }

    /// The block's header as code-fence options (the contract's keys).
    static func options(of block: LayoutBlock) -> String {
        var words: [String] = []
        if let w = block.canvasWidth {
            let h: String
            switch block.canvasHeight {
            case .points(let p)?: h = NumberText.exact(p)
            case .auto?: h = "auto"
            case nil: h = "auto"
            }
            words.append("canvas=\(NumberText.exact(w))x\(h)")
        }
        if !block.breakpoints.isEmpty { words.append("breakpoints=" + block.breakpoints.map(\.description).joined(separator: ",")) }
        switch block.live {
        case .range(let a, let b)?: words.append("live=\(NumberText.exact(a))...\(NumberText.exact(b))")
        case .off?: words.append("live=off")
        case nil: break
        }
        if block.directions != [.ltr] { words.append("direction=" + block.directions.map(\.rawValue).joined(separator: ",")) }
        if !block.expectedKinds.isEmpty {
            var kinds: [String] = []
            for k in block.expectedKinds.map(\.kind.rawValue) where !kinds.contains(k) { kinds.append(k) }
            words.append("expect=" + kinds.joined(separator: ","))
        }
        if block.contentSize != .default { words.append("contentSize=" + block.contentSize.rawValue) }
        if let s = block.root.properties.safe {
            words.append("safe=" + [s.top, s.left, s.bottom, s.right].map(NumberText.exact).joined(separator: ","))
        }
        return words.joined(separator: " ")
    }

    /// A constraint's name in code, when it needs one (a priority or an
    /// identifier is set on a named constraint): its identifier if that is
    /// a name, else the first view and anchor (`titleWidth`), numbered when taken.
    static func constraintNames(_ constraints: [LayoutConstraint], taken: Set<String>) -> [Int: String] {
        var used = taken
        var out: [Int: String] = [:]
        for (i, c) in constraints.enumerated() where c.priority != Priority.required || c.identifier != nil {
            let ref = c.first.refs[0]
            let owner = ref.item.isGuide && ref.item.kind != .guide(.custom) ? (ref.item.container?.name ?? "root") : ref.item.name
            var base = (owner == LayoutBlock.rootName ? "view" : owner) + ref.anchor.rawValue.prefix(1).uppercased() + ref.anchor.rawValue.dropFirst()
            // An identifier that is a keyword, or a type the code names
            // (`NSLayoutConstraint`, `UIView`), is no variable's name.
            if let id = c.identifier, id.first?.isLetter == true, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), CodeNames.free(id) { base = id }
            let name = CodeNames.unique(base, prefix: "c", taken: used.contains)
            used.insert(name)
            out[i] = name
        }
        return out
    }
}

