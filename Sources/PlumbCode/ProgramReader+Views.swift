import PlumbDiagnostics
import PlumbLayout

/// Views: creating them, their members (anchors, guides, properties) and
/// the methods that build the hierarchy and set what layout reads.
extension ProgramReader {
    func createView(_ kind: LayoutItem.Kind, className: String, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        let base = className.dropFirst(2)
        let id = program.create(kind, name: base.prefix(1).lowercased() + base.dropFirst() + "\(program.items.count)", at: location)
        let v = CodeValue.item(id)
        if kind == .view(.button) {
            // Made without a configuration (`UIButton(type: .system)`,
            // `UIButton()`), a button has none, and its own metrics; a
            // `configuration` argument or property gives it one.
            program.record(.set(id, .buttonStyle(.system)), at: location, conditions: conditions)
        }
        if kind == .view(.view) && className != "UIView" {
            warning(.unsupported, .view(.drawnAsPlainView(className)), at: location)
        }
        for arg in args {
            let value = try evaluate(arg.value)
            switch (arg.label, value) {
            case ("frame", .rect(let r)): program.record(.frame(id, r), at: location, conditions: conditions)
            case ("frame", .enumCase("zero")): break
            // UIButton(type: .system), UIActivityIndicatorView(style:); a
            // button's primaryAction is what a tap does, nothing layout reads.
            case ("type", _), ("style", _), ("primaryAction", _): break
            case ("arrangedSubviews", .array(let views)):
                for view in views {
                    guard case .item(let child) = view else { throw error(.typeMismatch, .view(.arrangedMustBeViews), at: arg.location) }
                    addArranged(child, to: id, at: arg.location)
                }
            case ("image", .image(let name)):
                try setViewProperty("image", of: id, to: .image(name), at: arg.location, valueAt: arg.value.start)
            case ("text", _):
                try setViewProperty("text", of: id, to: value, at: arg.location, valueAt: arg.value.start)
            case ("configuration", _):
                // UIButton(configuration:), iOS 15's spelling: the same as setting the property.
                try setViewProperty("configuration", of: id, to: value, at: arg.location, valueAt: arg.value.start)
            default:
                throw error(.unsupported, .view(.unknownInitializerArgument(className: className, label: arg.label ?? "_")), at: arg.location)
            }
        }
        return v
    }

    func addArranged(_ child: UIKitProgram.ItemID, to stack: UIKitProgram.ItemID, at location: SourceLocation) {
        program.record(.addArrangedSubview(stack: stack, child: child), at: location, conditions: conditions)
    }

    /// A subclass of the code's own: a kind of view whose stored properties
    /// and initializer run for each instance, with `self` the new view.
    func instantiate(_ written: ClassDecl, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        let decl = inheriting(written)
        var superclass = decl.superclass
        var seen = Set<String>()
        while let s = superclass, let parent = classes[s], !seen.contains(s) { seen.insert(s); superclass = parent.superclass }
        guard let s = superclass, let kind = ProgramReader.viewClasses[s], kind != .guide(.custom) else {
            throw Ignored(what: .instance(of: decl.name), location: location)
        }
        // A view whose own properties or initializer make another of its
        // kind (directly or through other classes) never finishes in an
        // app; the fuzzer found that running it anyway overflows the stack.
        if contexts.contains(where: { $0.decl?.name == decl.name }) {
            throw error(.unsupported, .view(.madeWhileMade(decl.name)), at: location)
        }
        // The arguments are read here, where the view is made: they may name the caller's locals.
        let call = try initializerCall(of: decl, args, at: location)
        let v = try createView(kind, className: s, args.filter { $0.label == "frame" }, at: location)
        guard case .item(let id) = v else { return v }
        program.setClassName(id, decl.name)
        try runBody(of: decl, as: .item(id), initializer: call, at: location)
        return v
    }

    /// An initializer and the values it is called with.
    struct InitializerCall {
        let function: FunctionDecl
        let values: [CodeValue]
    }

    /// The initializer `RatingView(stars: 4)` runs: the class's own whose
    /// labels are the call's, `init(stars:)`, with its arguments evaluated.
    /// With no arguments or `frame:` alone and no such initializer, the
    /// class's first (`init()`, `init(frame:)`; never `init(coder:)`), as
    /// before; other labels that no initializer takes are an error, since
    /// Swift would not compile the call either.
    func initializerCall(of decl: ClassDecl, _ args: [Argument], at location: SourceLocation) throws -> InitializerCall? {
        let labels = args.map(\.label)
        let initializers = ownInitializers(of: decl)
        if let exact = initializers.first(where: { $0.labels == labels && !labels.isEmpty }) {
            return InitializerCall(function: exact, values: try args.map { try evaluate($0.value) })
        }
        if labels.isEmpty || labels == ["frame"] {
            let plain = initializers.first { $0.labels.isEmpty || $0.labels == ["frame"] }
            // Swift has no `RatingView()` when every initializer takes arguments.
            if language == .swift, plain == nil, let needing = initializers.first {
                let written = "init(" + needing.labels.map { "\($0 ?? "_"):" }.joined() + ")"
                throw error(.syntax, .view(.initializerNeedsArguments(className: decl.name, initializer: written)), at: location)
            }
            return (plain ?? initializers.first).map { InitializerCall(function: $0, values: []) }
        }
        let unknown = labels.first { label in !initializers.contains { $0.labels.contains(label) } } ?? labels[0]
        throw error(.unknownName, .view(.unknownInitializerArgument(className: decl.name, label: unknown ?? "_")), at: location)
    }

    /// `init(frame:)`, `init()`, `init(stars:)`, Objective-C's `initWithFrame:` / `init`; never `init(coder:)`.
    func ownInitializers(of decl: ClassDecl) -> [FunctionDecl] {
        decl.methods.filter { $0.name.hasPrefix("init") && $0.name != "initWithCoder" && $0.labels.first != "coder" }
    }

    /// A view subclass's stored properties, its initializer (or the methods
    /// `init` calls), then `intrinsicContentSize` and `alignmentRectInsets`,
    /// with `self` the view.
    /// `afterwards` runs with the view's context still current (a view
    /// class laid out on its own: a variant's call of its own methods).
    func runBody(of decl: ClassDecl, as selfValue: CodeValue, initializer: InitializerCall? = nil, at location: SourceLocation,
                 afterwards: (() -> Void)? = nil) throws {
        let context = ObjectContext(decl: decl, selfValue: selfValue)
        contexts.append(context)
        defer { contexts.removeLast() }
        let saved = scopes
        scopes = [scopes[0]]
        defer { scopes = saved }
        try storeProperties(of: decl, in: context)
        if case .item(let id) = selfValue, id != UIKitProgram.root {
            instances[id] = context
            if inVariantCall { madeInVariantCall.insert(id) }
        }
        // The call's initializer; a view laid out on its own runs its first.
        if let call = initializer ?? ownInitializers(of: decl).first.map({ InitializerCall(function: $0, values: []) }) {
            context.initializing = true
            defer { context.initializing = false }
            // `Card()` runs `init(frame:)` with UIKit's zero frame: its
            // parameter is bound (to nothing the figure reads), so that a
            // `super.init(frame: frame)` into a base of the code's own reads it.
            let unbound = max(0, call.function.parameters.count - call.values.count)
            _ = try invoke(call.function, values: call.values + Array(repeating: .nothing, count: unbound), at: location)
        }
        // Read once the initializer has set what they read (Objective-C's `_count = 3`).
        if case .item(let id) = selfValue, id != UIKitProgram.root { try readOverrides(of: decl, for: id) }
        runLayoutCallbacks(of: decl)
        afterwards?()
    }

    /// The body of a getter the class overrides: a Swift computed
    /// property's, or Objective-C's method of that name.
    func ownGetter(_ name: String, of decl: ClassDecl) -> [Stmt]? {
        decl.properties.first(where: { $0.name == name })?.getter ?? decl.methods.first(where: { $0.name == name })?.body
    }

    /// The getters a view subclass overrides that layout reads: a constant
    /// `intrinsicContentSize`, and a constant `alignmentRectInsets` (the
    /// part of the frame its anchors refer to, e.g. without a drawn shadow).
    /// Objective-C writes them as methods: `- (CGSize)intrinsicContentSize`.
    func readOverrides(of decl: ClassDecl, for id: UIKitProgram.ItemID) throws {
        func getter(_ name: String) -> [Stmt]? { ownGetter(name, of: decl) }
        if let body = getter("intrinsicContentSize") {
            let reported = diagnostics.count
            // `CGSize.zero` (the idiomatic default of a size property set later) reads as the zero case.
            var size = try runClosure(Closure(parameters: [], body: body), [])
            if case .enumCase("zero") = size { size = .size(0, 0) }
            guard case .size(let w, let h) = size else {
                // A getter whose statement failed was reported there: one error, at the line that failed.
                if diagnostics[reported...].contains(where: { $0.severity == .error }) { throw Reported() }
                throw error(.unsupported, .view(.intrinsicSizeConstantOnly), at: decl.location)
            }
            func value(_ n: Double) -> ItemProperties.IntrinsicValue { n < 0 ? .none : .points(n) }
            program.record(.set(id, .intrinsic(width: value(w), height: value(h))), at: decl.location, conditions: conditions)
        }
        if let body = getter("alignmentRectInsets") {
            let insets: Insets
            switch try runClosure(Closure(parameters: [], body: body), []) {
            case .insets(let i): insets = i
            case .enumCase("zero"): insets = .zero
            default: throw error(.unsupported, .view(.alignmentInsetsConstantOnly), at: decl.location)
            }
            program.record(.set(id, .alignmentInsets(insets)), at: decl.location, conditions: conditions)
        }
    }

    func storeProperties(of decl: ClassDecl, in context: ObjectContext) throws {
        for p in decl.properties where p.getter == nil {
            if p.isLazy { context.lazy[p.name] = p; continue }
            let v = try initialValue(of: p)
            context.properties[p.name] = v
            bind(p.name, v, byProperty: true)
        }
    }

    // MARK: Members

    static let anchorNames: [String: Anchor] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right, "topAnchor": .top,
        "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height, "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]

    static let guideNames: [String: GuideKind] = [
        "safeAreaLayoutGuide": .safe, "layoutMarginsGuide": .margins, "readableContentGuide": .readable,
        "contentLayoutGuide": .content, "frameLayoutGuide": .frame,
    ]

    /// Properties the figure does not draw and layout does not read: set
    /// without a word (the statement is understood).
    static let appearanceOnly: Set<String> = [
        "textColor", "textAlignment", "tintColor", "layer", "clipsToBounds", "alpha", "isUserInteractionEnabled", "tag",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "lineBreakMode", "borderStyle", "keyboardType", "isSecureTextEntry",
        "returnKeyType", "autocapitalizationType", "autocorrectionType", "clearButtonMode", "accessibilityIdentifier",
        "accessibilityLabel", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "isScrollEnabled", "bounces",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "isOn", "onTintColor", "delegate", "dataSource", "isOpaque",
        "adjustsFontForContentSizeCategory", "setTitleColor", "titleLabel", "setNeedsLayout", "sizeToFit",
        "addTarget", "startAnimating", "stopAnimating", "setImage", "shadowColor", "cornerRadius", "contentInsetAdjustmentBehavior",
    ]

    /// Properties a view sets that the figure reads.
    static let viewProperties = ["text", "font", "numberOfLines", "backgroundColor", "isHidden", "placeholder", "image", "contentMode",
                                 "layoutMargins", "directionalLayoutMargins", "axis", "distribution", "alignment", "spacing",
                                 "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "translatesAutoresizingMaskIntoConstraints",
                                 "frame", "insetsLayoutMarginsFromSafeArea", "configuration", "preservesSuperviewLayoutMargins"]

    func viewMember(_ name: String, of id: UIKitProgram.ItemID, at location: SourceLocation) throws -> CodeValue {
        if let anchor = ProgramReader.anchorNames[name] {
            return .anchor(UIKitProgram.ItemAnchor(item: id, guide: nil, anchor: anchor, location: location))
        }
        if let guide = ProgramReader.guideNames[name] {
            let kind = program.items[id].kind
            if (guide == .content || guide == .frame) && kind != .view(.scroll) {
                throw error(.unknownName, .view(.scrollViewOnly(name)), at: location)
            }
            return .guide(id, guide)
        }
        // Masonry's view attributes: `other.mas_bottom`.
        if name.hasPrefix("mas_"), language == .objectiveC {
            return try snapMember(String(name.dropFirst(4)), of: SnapItem(item: id, guide: nil, isMaker: false), at: location)
        }
        switch name {
        case "snp": return .snp(id, nil)
        case "frame", "bounds":
            guard id == UIKitProgram.root else {
                throw error(.unsupported, .view(.frameUnknown), at: location)
            }
            noteRootSizeRead(at: location)
            return .rect(Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height))
        case "traitCollection": return .sizeClassQuery
        case "superview":
            throw error(.unsupported, .view(.superviewNotFollowed), at: location)
        case "view" where id == UIKitProgram.root: return .item(id)
        default: break
        }
        if ProgramReader.appearanceOnly.contains(name) { return .enumCase("appearance") }
        if ProgramReader.viewProperties.contains(name) {
            throw error(.unsupported, .view(.propertyNotReadBack(name)), at: location)
        }
        throw error(.unknownName, .view(.viewHasNoMember(name,
                    nearest: nearest(name, Array(ProgramReader.anchorNames.keys) + Array(ProgramReader.guideNames.keys) + ProgramReader.viewProperties))),
                    at: location)
    }

    func guideMember(_ name: String, of id: UIKitProgram.ItemID, guide: GuideKind, at location: SourceLocation) throws -> CodeValue {
        if let anchor = ProgramReader.anchorNames[name], anchor != .firstBaseline, anchor != .lastBaseline {
            return .anchor(UIKitProgram.ItemAnchor(item: id, guide: guide, anchor: anchor, location: location))
        }
        if name == "snp" { return .snp(id, guide) }
        throw error(.unknownName, .view(.guideHasNoMember(name, nearest: nearest(name, Array(ProgramReader.anchorNames.keys)))), at: location)
    }

    // MARK: Properties

    /// `view.NAME = value`. A table-like transcription of UIKit: one case per
    /// property of UIView, UILabel, UITextField, UIImageView, UIStackView
    /// and UIButton that changes layout, each checked as its class types it.
    func setViewProperty(_ name: String, of id: UIKitProgram.ItemID, to v: CodeValue, at location: SourceLocation, valueAt: SourceLocation) throws {
        let kind = program.items[id].kind
        func record(_ s: PropertySetting) { program.record(.set(id, s), at: location, conditions: conditions) }
        func wrong(_ expected: ExpectedValue) -> Reported {
            error(.typeMismatch, .expression(.takesFound(name, expected, found: v.kind)), at: valueAt)
        }
        func onlyFor(_ kinds: [ViewKind], _ className: String) throws {
            guard case .view(let k) = kind, kinds.contains(k) else {
                throw error(.unknownName, .view(.onlyClassHas(className: className, member: name, nearest: nil)), at: location)
            }
        }
        switch name {
        case "text":
            try onlyFor([.label, .field], "UILabel or UITextField")
            guard case .string(let s) = v else { if case .nothing = v { record(.text("")); return }; throw wrong(.string) }
            record(.text(s))
        case "placeholder":
            try onlyFor([.field], "UITextField")
            guard case .string(let s) = v else { throw wrong(.string) }
            record(.placeholder(s))
        case "font":
            if case .textStyleFont(let style, let size) = v { record(.textStyle(style, size, nil)); break }
            guard case .font(let size, let weight) = v else { throw wrong(.font) }
            record(.font(size, weight))
        case "numberOfLines":
            guard let n = v.number, n >= 0, n == n.rounded() else { throw wrong(.wholeLines) }
            record(.lines(Int(n)))
        case "backgroundColor":
            guard case .color(let c) = v else {
                if case .enumCase(let n) = v, let c = color(named: n) { if case .color(let css) = c { record(.color(css)) }; return }
                if case .enumCase(let n) = v {
                    throw error(.unknownName, .expression(.unknownColor(".\(n)", nearest: nearest(n, Array(ProgramReader.uikitColors.keys)))),
                                at: valueAt)
                }
                throw wrong(.color)
            }
            record(.color(c))
        case "isHidden":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            record(.hidden(b))
        case "translatesAutoresizingMaskIntoConstraints":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            program.record(.translatesAutoresizingMask(id, b), at: location, conditions: conditions)
        case "frame":
            if case .enumCase("zero") = v { program.record(.frame(id, Rect(x: 0, y: 0, width: 0, height: 0)), at: location, conditions: conditions); return }
            guard case .rect(let r) = v else { throw wrong(.rect) }
            program.record(.frame(id, r), at: location, conditions: conditions)
        case "layoutMargins":
            guard case .insets(let i) = v else { if case .enumCase("zero") = v { record(.margins(.zero)); return }; throw wrong(.edgeInsets) }
            record(.margins(i))
        case "directionalLayoutMargins":
            guard case .directionalInsets(let i) = v else {
                if case .enumCase("zero") = v { record(.directionalMargins(DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0))); return }
                throw wrong(.directionalInsets)
            }
            record(.directionalMargins(i))
        case "insetsLayoutMarginsFromSafeArea":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            record(.insetsMarginsFromSafeArea(b))
        case "contentOffset":
            // UIScrollView.contentOffset: its bounds origin. Moves the drawing, no frame.
            try onlyFor([.scroll], "UIScrollView")
            guard case .point(let x, let y) = v else { if case .enumCase("zero") = v { record(.boundsOrigin(.zero)); return }; throw wrong(.point) }
            record(.boundsOrigin(BoundsOrigin(x: x, y: y)))
        case "bounds":
            // Under Auto Layout the bounds' size is the solved frame's: only
            // the origin (UIView.bounds: "in its own coordinate system") is read.
            guard case .rect(let r) = v else { throw wrong(.rect) }
            record(.boundsOrigin(BoundsOrigin(x: r.x, y: r.y)))
        case "preservesSuperviewLayoutMargins":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            record(.preservesSuperviewMargins(b))
        case "image":
            try onlyFor([.image], "UIImageView")
            guard case .image(let name) = v else { throw wrong(.image) }
            if let name, let folder = imageFolder {
                switch ImageFile.lookup(name, in: folder) {
                case .found(let file):
                    // The picture beside the page: drawn, and sized as UIKit sizes an image view by its image.
                    record(.imageSource(imageHref + file.fileName))
                    record(.intrinsic(width: .points(file.width), height: .points(file.height)))
                    imageSources.append((imageHref + file.fileName, valueAt))
                    return
                case .unusable(let file, let problem):
                    // The file is there: say what is wrong with it, not that there is none.
                    warning(.unsupported, .view(.unusableImage(file: file, problem)), at: valueAt)
                    record(.intrinsic(width: .none, height: .none))
                    return
                case .none: break
                }
            }
            warning(.unsupported, .view(.noImage(name)), at: valueAt)
            record(.intrinsic(width: .none, height: .none))
        case "contentMode":
            guard case .enumCase(let m) = v, let mode = ItemProperties.ContentMode(rawValue: m) else { throw wrong(.contentMode) }
            record(.contentMode(mode))
        case "axis":
            try onlyFor([.stack], "UIStackView")
            guard case .enumCase(let a) = v, let axis = Axis(rawValue: a) else { throw wrong(.axis) }
            record(.axis(axis))
        case "distribution":
            try onlyFor([.stack], "UIStackView")
            guard case .enumCase(let d) = v, let distribution = StackProperties.Distribution(rawValue: d) else {
                throw error(.badValue, .view(.unknownDistribution(v.kind,
                            nearest: nearest(enumName(v), StackProperties.Distribution.allCases.map(\.rawValue)))),
                            at: valueAt)
            }
            record(.distribution(distribution))
        case "alignment":
            try onlyFor([.stack], "UIStackView")
            guard case .enumCase(let a) = v, let alignment = StackProperties.Alignment(rawValue: a) else {
                throw error(.badValue, .view(.unknownAlignment(v.kind,
                            nearest: nearest(enumName(v), StackProperties.Alignment.allCases.map(\.rawValue)))),
                            at: valueAt)
            }
            record(.alignment(alignment))
        case "spacing":
            try onlyFor([.stack], "UIStackView")
            if case .enumCase("spacingUseSystem") = v { record(.spacing(nil)); return }
            guard let n = v.number else { throw wrong(.number) }
            record(.spacing(n))
        case "isLayoutMarginsRelativeArrangement":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            record(.relativeToMargins(b))
        case "isBaselineRelativeArrangement":
            guard case .bool(let b) = v else { throw wrong(.boolean) }
            record(.baselineRelative(b))
        case "configuration":
            try onlyFor([.button], "UIButton")
            if case .buttonConfiguration(let filled, let title) = v {
                record(.buttonStyle(filled ? .filled : .plain))
                if let title {
                    record(.text(title))
                    titledByConfiguration.insert(id)
                } else if titledByConfiguration.remove(id) != nil {
                    // A new configuration replaces the whole old one, its title with it.
                    record(.text(""))
                }
                return
            }
            // `configuration = nil`: back to a button without one.
            if case .nothing = v { record(.buttonStyle(.system)); return }
            throw wrong(.buttonConfiguration)
        default:
            if ProgramReader.appearanceOnly.contains(name) { return }
            // A view of the code's own class: its own stored properties are candidates too (`rating.cuont` → `count`).
            let own = instances[id]?.decl?.properties.filter { $0.getter == nil }.map(\.name) ?? []
            throw error(.unknownName, .view(.viewHasNoProperty(name, nearest: nearest(name, own + ProgramReader.viewProperties))), at: location)
        }
    }

    private func enumName(_ v: CodeValue) -> String {
        if case .enumCase(let n) = v { return n }
        return ""
    }

    // MARK: Methods

    func method(_ name: String, of value: CodeValue, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch value {
        case .item(let id):
            if let result = try callOwnMethod(name, of: id, args, at: location) { return result }
            return try viewMethod(name, of: id, args, at: location)
        case .guide(let id, let kind) where name == "snp": return .snp(id, kind)
        case .anchor(let a): return try anchorMethod(name, of: a, args, at: location)
        case .distance(let a, let b): return try distanceMethod(name, from: a, to: b, args, at: location)
        case .viewController:
            if let f = ownMethod(name) { return try invoke(f, args, at: location) }
            if name == "view" { return .item(UIKitProgram.root) }
            if name == "registerForTraitChanges" { return try registerForTraitChanges(args, at: location) }
            throw Ignored(what: .code("self.\(name)(...)"), location: location)
        case .snp(let id, let guide): return try snapMethod(name, of: id, guide: guide, args, at: location)
        case .snapAttributes(let item, let attributes): return try snapRelation(name, item, attributes, args, at: location)
        case .snapDescription(let index): return try snapModifier(name, of: index, args, at: location)
        case .enumCase("appearance"): return .nothing   // `button.titleLabel?.font = …`'s kin: nothing to lay out
        case .array(let elements) where name == "forEach":
            guard let body = args.first, case .closure(let c) = try evaluate(body.value) else {
                throw error(.syntax, .view(.expectedForEachClosure), at: location)
            }
            for element in elements { _ = try runClosure(c, [element]) }
            return .nothing
        case .constraint(let index): return try constraintMethod(name, of: index, args, at: location)
        case .fontMetrics(let style): return try fontMetricsMethod(name, style: style, args, at: location)
        case .type(let type): return try staticCall(name, of: type, args, at: location)
        case .unknown: throw Reported()
        default: throw Ignored(what: .call(name, on: value.kind), location: location)
        }
    }

    func viewMethod(_ name: String, of id: UIKitProgram.ItemID, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        func view(_ arg: Argument?) throws -> UIKitProgram.ItemID {
            guard let arg else { throw error(.syntax, .view(.needsView(name)), at: location) }
            let v = try evaluate(arg.value)
            // A view whose making was already reported (or a name noted as
            // undeclared) is not reported again at each use.
            if v.isUnknown { throw Reported() }
            guard case .item(let child) = v, child != UIKitProgram.root, program.items[child].kind != .guide(.custom) else {
                throw error(.typeMismatch, .expression(.takesFound(name, .view, found: v.kind)), at: arg.value.start)
            }
            return child
        }
        switch name {
        case "addSubview":
            program.record(.addSubview(parent: id, child: try view(args.first)), at: location, conditions: conditions)
        case "addArrangedSubview":
            guard program.items[id].kind == .view(.stack) else { throw error(.unknownName, .view(.onlyClassHas(className: "UIStackView", member: "addArrangedSubview", nearest: "addSubview")),
                                                                             at: location) }
            addArranged(try view(args.first), to: id, at: location)
        case "removeFromSuperview":
            removeFromSuperview(id, at: location)
        case "setCustomSpacing":
            let spacing = try number(args, nil, at: location)
            let after = try view(argument(args, "after"))
            program.record(.set(after, .spacingAfter(spacing)), at: location, conditions: conditions)
        case "addLayoutGuide":
            guard let arg = args.first, case .item(let guide) = try evaluate(arg.value), program.items[guide].kind == .guide(.custom) else {
                throw error(.typeMismatch, .expression(.takes("addLayoutGuide", .layoutGuide)), at: location)
            }
            program.record(.addLayoutGuide(owner: id, guide: guide), at: location, conditions: conditions)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let p = args.first, let priorityValue = try evaluate(p.value).number else {
                throw error(.typeMismatch, .expression(.expected(.prioritySuchAs)), at: location)
            }
            guard let a = argument(args, "for"), case .enumCase(let axisName) = try evaluate(a.value), let axis = Axis(rawValue: axisName) else {
                throw error(.syntax, .view(.expectedAxisArgument), at: location)
            }
            let setting: PropertySetting = name == "setContentHuggingPriority" ? .hugging(axis, priorityValue) : .resistance(axis, priorityValue)
            program.record(.set(id, setting), at: location, conditions: conditions)
        case "setTitle":
            try onlyButton(id, name, at: location)
            titledByConfiguration.remove(id)
            guard let t = args.first else { throw error(.syntax, .expression(.expected(.title)), at: location) }
            switch try evaluate(t.value) {
            case .string(let s): program.record(.set(id, .text(s)), at: location, conditions: conditions)
            case .nothing: program.record(.set(id, .text("")), at: location, conditions: conditions)
            default: throw error(.typeMismatch, .view(.titleIsString), at: t.value.start)
            }
        case "addConstraint", "addConstraints":
            guard let a = args.first else { throw error(.syntax, .expression(.expected(.constraints)), at: location) }
            try setActive(try evaluate(a.value), true, at: a.value.start)
        case "removeConstraint", "removeConstraints":
            guard let a = args.first else { throw error(.syntax, .expression(.expected(.constraints)), at: location) }
            try setActive(try evaluate(a.value), false, at: a.value.start)
        case "insertArrangedSubview":
            guard program.items[id].kind == .view(.stack) else { throw error(.unknownName, .view(.onlyClassHas(className: "UIStackView", member: "insertArrangedSubview", nearest: nil)),
                                                                             at: location) }
            let child = try view(args.first)
            let index = try number(args, "at", at: location)
            guard index >= 0, index == index.rounded() else { throw error(.badNumber, .view(.indexNotWhole), at: location) }
            program.record(.insertArrangedSubview(stack: id, child: child, index: Int(index)), at: location, conditions: conditions)
        case "removeArrangedSubview":
            throw error(.unsupported, .view(.removeArrangedSubview), at: location)
        case "invalidateIntrinsicContentSize":
            try invalidateIntrinsicSize(of: id)
        case "setNeedsUpdateConstraints":
            flagConstraintUpdate(of: id)
        case "layoutIfNeeded", "updateConstraintsIfNeeded":
            runPendingPass()
        default:
            if ProgramReader.appearanceOnly.contains(name) { return .nothing }
            let known = ["addSubview", "addArrangedSubview", "removeFromSuperview", "setCustomSpacing", "addLayoutGuide", "setContentHuggingPriority",
                         "setContentCompressionResistancePriority", "setTitle", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints"]
            if let near = nearest(name, known) {
                throw error(.unknownName, .view(.viewHasNoMethod(name, nearest: near)), at: location)
            }
            throw Ignored(what: .code("\(name)(...)"), location: location)
        }
        return .nothing
    }

    private func onlyButton(_ id: UIKitProgram.ItemID, _ name: String, at location: SourceLocation) throws {
        guard program.items[id].kind == .view(.button) else { throw error(.unknownName, .view(.onlyClassHas(className: "UIButton", member: name, nearest: nil)),
                                                                          at: location) }
    }
}
