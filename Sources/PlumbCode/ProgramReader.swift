import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Runs the statements of Swift or Objective-C layout code, as UIKit would,
/// into a `UIKitProgram`. It evaluates what layout depends on (views,
/// anchors, constraints, numbers, properties) and reports everything else:
/// a statement is understood, or a warning says the figure ignores it, or
/// an error says why it cannot be read. It never guesses.
final class ProgramReader {
    let program = UIKitProgram()
    var diagnostics: [Diagnostic] = []
    let language: CodeLanguage
    /// Local scopes, innermost last.
    var scopes: [[String: CodeValue]] = [[:]]
    /// The objects whose methods are running (the view controller, a view
    /// subclass's instance), innermost last.
    var contexts: [ObjectContext] = []
    /// Each view made from a class the code defines, with its own properties' values.
    var instances: [UIKitProgram.ItemID: ObjectContext] = [:]
    /// Running a variant's call: after UIKit's first layout pass.
    var inVariantCall = false
    /// Own properties a variant's call changed with no `invalidateIntrinsicContentSize()` since.
    var staleSizes: [UIKitProgram.ItemID: (property: String, location: SourceLocation)] = [:]
    /// Views a variant's call invalidated the intrinsic size of: read again when it ends.
    var invalidatedSizes = Set<UIKitProgram.ItemID>()
    /// Views of the code's own classes made during a variant's call, not
    /// yet through a layout pass: UIKit has read no intrinsic size of
    /// theirs to keep, so a change to them is read at the next pass.
    var madeInVariantCall = Set<UIKitProgram.ItemID>()
    /// Buttons whose title is their configuration's (`config.title`): a
    /// configuration set after it without a title leaves them untitled.
    var titledByConfiguration = Set<UIKitProgram.ItemID>()
    /// Views a variant's call flagged with `setNeedsUpdateConstraints()`,
    /// in the order flagged: the next pass runs their update hooks again.
    var constraintUpdatesNeeded: [UIKitProgram.ItemID] = []
    /// Inside an assignment to a view's own property (its observers or setter), which rereads the intrinsic size when done.
    var assigningOwnProperty = 0
    var classes: [String: ClassDecl] = [:]
    /// The `if`/`switch` branches on the size class being read.
    var conditions: [Condition] = []
    /// The size class the code is read for, when its view tree changes with
    /// the class (`CodeHierarchyVariants`): branches on the class then take
    /// that class's side, as on a device, and add no conditions.
    var assumedSizeClass: SizeClass?
    /// The Dynamic Type category `preferredFont(forTextStyle:)` sizes at
    /// (the fence's `contentSize=`).
    var contentSize: ContentSizeCategory = .default
    /// Handlers given to `registerForTraitChanges`, run after the first pass.
    var traitChangeHandlers: [TraitChangeHandler] = []
    var snapDescriptions: [SnapDescription] = []
    /// Items a name was given to (the first binding names a view; a
    /// property's binding outranks a closure's local).
    var named = Set<UIKitProgram.ItemID>()
    var callDepth = 0
    /// The names of the code's own methods running, innermost last (which
    /// base method a `super.` call means: `ProgramReader+Inheritance`).
    var runningMethods: [String] = []
    /// When reading stops (the block's budget, from the moment its
    /// solving began), and that budget in seconds, for the message.
    var deadline = Deadline.never
    var budgetSeconds = 0.0
    /// `nearest`'s answers, by word and candidate list.
    var suggestions: [SuggestionKey: String?] = [:]
    /// Statements run so far (`CodeLimits.statements`).
    var executed = 0
    /// A `return` ran: its value, until the function or closure ends.
    var returned: CodeValue?
    /// Set when the code read the root's size (`view.frame.width`).
    var readRootSize: SourceLocation?
    /// The same, where the read is outside a layout pass's hooks: there a
    /// real app reads the storyboard's size, not the device's.
    var readRootSizeBeforeLayout: SourceLocation?
    /// The layout-pass hook running (`viewWillLayoutSubviews`…), if any:
    /// UIKit calls it again when the size changes, so what it reads there
    /// follows the screen.
    var layoutPassHook: String?

    /// Notes that the root's size was read at `location`.
    func noteRootSizeRead(at location: SourceLocation) {
        readRootSize = readRootSize ?? location
        if layoutPassHook == nil { readRootSizeBeforeLayout = readRootSizeBeforeLayout ?? location }
    }
    /// The width and height the root's size reads as.
    let rootSize: (width: Double, height: Double)
    /// Where `UIImage(named:)` looks: the page's folder (nil: nowhere).
    var imageFolder: String?
    /// Put before a picture's file name in its `src`: the way from the
    /// published page to the published folder (a translation's `../../guide/`).
    var imageHref = ""
    /// The pictures found, for the site to check and publish beside the page.
    var imageSources: [(path: String, location: SourceLocation)] = []
    /// Every call the fence's `variants` option names: a snippet's
    /// functions of those names are the variants', not ignored.
    var variantFunctions: Set<String> = []
    /// The call this reading's variant makes after the code as written
    /// (nil: the code as written alone), and where the option names it.
    var variantCall: (name: String, location: SourceLocation)?
    /// The snippet's own functions (a variant may call them).
    var snippetFunctions: [FunctionDecl] = []
    /// The lines of the constraints the variant's call made.
    var variantMarkedLines: Set<Int> = []

    /// An object whose methods run: `self` there, its stored properties,
    /// the lazy ones not yet read.
    final class ObjectContext {
        let decl: ClassDecl?
        let selfValue: CodeValue
        var properties: [String: CodeValue] = [:]
        var lazy: [String: PropertyDecl] = [:]
        /// Its initializer is running: Swift runs no observer of the class's own properties there.
        var initializing = false

        init(decl: ClassDecl?, selfValue: CodeValue) {
            self.decl = decl
            self.selfValue = selfValue
        }
    }

    /// Thrown out of an expression that has been reported; the statement stops.
    struct Reported: Error {}

    /// Thrown out of a statement the figure does not run; reported as a
    /// warning naming it.
    struct Ignored: Error {
        let what: IgnoredStatement
        let location: SourceLocation
    }

    init(language: CodeLanguage, rootSize: (Double, Double)) {
        self.language = language
        self.rootSize = rootSize
    }

    // MARK: Diagnostics

    func error(_ kind: DiagnosticKind, _ finding: CodeFinding, at location: SourceLocation) -> Reported {
        diagnostics.append(Diagnostic(.error, kind, finding, at: location))
        return Reported()
    }

    func warning(_ kind: DiagnosticKind, _ finding: CodeFinding, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind, finding, at: location))
    }

    func note(_ kind: DiagnosticKind, _ finding: CodeFinding, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, kind, finding, at: location))
    }

    /// The candidate `word` is likely a misspelling of, for "did you mean".
    /// Each misspelling is measured once per list: a loop or a recursion
    /// reaches the same misspelt call up to the statement budget's times.
    func nearest(_ word: String, _ candidates: [String]) -> String? {
        let key = SuggestionKey(word: word, candidates: candidates)
        if let known = suggestions[key] { return known }
        let found = closest(to: word, among: candidates)
        suggestions[key] = .some(found)
        return found
    }

    // MARK: Statements

    /// Runs statements in a new scope; stops at a `return`. `afterwards`
    /// runs last, in that scope.
    func run(_ statements: [Stmt], bindings: [String: CodeValue] = [:], afterwards: (() -> Void)? = nil) {
        scopes.append(bindings)
        defer { scopes.removeLast() }
        for statement in statements {
            if returned != nil { break }
            execute(statement)
        }
        guard let afterwards else { return }
        returned = nil
        afterwards()
    }

    func execute(_ statement: Stmt) {
        executed += 1
        // The clock is read every 256 statements: a block's budget covers
        // its reading too, and code that calls itself or loops can spend
        // seconds inside the statement limit (each SnapKit update scans
        // the constraints made so far).
        if executed & 255 == 0, executed < CodeLimits.statements, deadline.hasPassed {
            diagnostics.append(Diagnostic(.error, .budget, CodeFinding.program(.readingBudget(seconds: budgetSeconds)), at: statement.location))
            executed = CodeLimits.statements + 1
        }
        if executed == CodeLimits.statements {
            diagnostics.append(Diagnostic(.error, .budget, CodeFinding.program(.statementBudget(limit: CodeLimits.statements)),
                                          at: statement.location))
        }
        guard executed < CodeLimits.statements else { return }
        do {
            try perform(statement)
        } catch let ignored as Ignored {
            // Named by the statement's own call chain (`DispatchQueue.main.async`) where it has one.
            var what = ignored.what, at = ignored.location
            if case .expression(let e) = statement, let chain = e.callChain {
                what = .code(chain)
                at = e.start
            }
            warning(.unsupported, .program(.ignored(what)), at: at)
        } catch {
            // Reported where it was found.
        }
    }

    private func perform(_ statement: Stmt) throws {
        switch statement {
        case .declaration(let name, _, let value, let location):
            if let existing = scopes.last?[name], !existing.isUnknown {
                throw error(.duplicateName, .program(.alreadyDeclared(name)), at: location)
            }
            var v = CodeValue.nothing
            do {
                if let value { v = try evaluate(value) }
            } catch {
                // Reported (or ignored, with a warning) once: later uses of the name stay quiet.
                scopes[scopes.count - 1][name] = .unknown
                throw error
            }
            if shadows(name), case .item = v {
                warning(.duplicateName, .program(.shadows(name)), at: location)
            }
            bind(name, v, byProperty: false)
            scopes[scopes.count - 1][name] = v
        case .assignment(let target, let op, let value, let equals):
            try assign(target, op: op, value: value, at: equals)
        case .expression(let e):
            let v = try evaluate(e)
            try reportUnused(v, of: e)
        case .ifStatement(let condition, let then, let otherwise, let location):
            try runIf(condition, then: then, otherwise: otherwise, at: location)
        case .switchStatement(let subject, let cases, let location):
            try runSwitch(subject, cases: cases, at: location)
        case .forIn(let name, let sequence, let body, let location):
            guard case .array(let elements) = try evaluate(sequence) else {
                throw error(.typeMismatch, .program(.forLoopNeedsArray), at: location)
            }
            for element in elements { run(body, bindings: [name: element]) }
        case .returnStatement(let e, _):
            returned = try e.map(evaluate) ?? .nothing
        case .classDecl(let decl):
            // Classes are found before running (`collectClasses`); a nested one is a kind like any other.
            if classes[decl.name] == nil { classes[decl.name] = decl }
        case .function(let f):
            // A snippet's function a named variant calls runs then, and only
            // then (the others are kept for "did you mean").
            if contexts.isEmpty { snippetFunctions.append(f) }
            if !(contexts.isEmpty && variantFunctions.contains(f.name)) {
                warning(.unsupported, .program(.functionIgnored(f.name)), at: f.location)
            }
        case .understoodNoOp, .unreadable:
            break
        }
    }

    /// A value computed and dropped: a constraint made and never activated
    /// does nothing, exactly as in UIKit, which the author may not expect.
    private func reportUnused(_ v: CodeValue, of e: Expr) throws {
        switch v {
        case .constraint(let i) where !program.constraints[i].active:
            warning(.unsupported, .program(.neverActivated), at: e.start)
        case .snapDescription, .snapAttributes(_, _):
            break
        default: break
        }
    }

    func shadows(_ name: String) -> Bool {
        scopes.dropLast().contains { $0[name] != nil } || (contexts.last?.properties[name] != nil)
    }

    /// Names a view after the variable or property that holds it.
    func bind(_ name: String, _ value: CodeValue, byProperty: Bool) {
        guard case .item(let id) = value, id != UIKitProgram.root else { return }
        let item = program.items[id]
        if named.contains(id) && (item.namedByProperty || !byProperty) { return }
        named.insert(id)
        // The names other named views hold that could clash, gathered in
        // one pass: trying each suffix against every view was cubic in
        // code that makes views in a loop or a recursion (the fuzzer's
        // 30-second input named thousands of `label`s).
        var taken = Set<String>()
        for (other, item) in program.items.enumerated() where other != id && item.name.hasPrefix(name) && named.contains(other) {
            taken.insert(item.name)
        }
        var unique = name
        var n = 2
        while taken.contains(unique) {
            unique = "\(name)\(n)"
            n += 1
        }
        program.rename(id, to: unique, byProperty: byProperty)
    }

    // MARK: Names

    func lookup(_ name: String, at location: SourceLocation) throws -> CodeValue {
        for scope in scopes.reversed() { if let v = scope[name] { return v } }
        if let context = contexts.last {
            if let v = try property(name, of: context, at: location) { return v }
            if name == "self" { return context.selfValue }
        }
        if isViewController || contexts.isEmpty, ProgramReader.viewControllerMembers.contains(name) {
            throw Ignored(what: .code(name), location: location)
        }
        switch name {
        case "view" where contexts.isEmpty || isViewController: return .item(UIKitProgram.root)
        case "self": return .viewController
        case "super": return .type("super")
        case "traitCollection": return .sizeClassQuery
        default: break
        }
        if ProgramReader.knownTypes.contains(name) || classes[name] != nil { return .type(name) }
        if language == .objectiveC, let v = objcConstant(name) { return v }
        // Inside a view subclass, its own members need no `self.`: `leadingAnchor`, `safeAreaLayoutGuide`,
        // `superview`, `bounds` (never assumed to be a view the code forgot to declare).
        if let id = selfView, ProgramReader.anchorNames[name] != nil || ProgramReader.guideNames[name] != nil
            || ["snp", "superview", "bounds", "subviews"].contains(name) || ProgramReader.viewProperties.contains(name) {
            return try viewMember(name, of: id, at: location)
        }
        // Objective-C's instance variable behind a property: `_titleLabel`.
        if name.hasPrefix("_"), let context = contexts.last, let v = try property(String(name.dropFirst()), of: context, at: location) { return v }
        if let kind = ProgramReader.viewClasses[name] { _ = kind; return .type(name) }
        return try assume(name, at: location)
    }

    /// `NSLayoutAttributeTop`, `UILayoutConstraintAxisVertical`, `UILayoutPriorityDefaultHigh`: Objective-C's
    /// enumeration constants, read as Swift's `.top`, `.vertical`, `.defaultHigh`.
    func objcConstant(_ name: String) -> CodeValue? {
        if name.hasPrefix("MASLayoutPriority") {
            let rest = name.dropFirst("MASLayoutPriority".count)
            return priority(named: rest.prefix(1).lowercased() + rest.dropFirst())
        }
        let prefixes = ["NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormat", "UILayoutConstraintAxis", "UIStackViewDistribution",
                        "UIStackViewAlignment", "UIButtonType", "UIControlState", "NSTextAlignment", "UIViewContentMode",
                        "UITextBorderStyle", "UIUserInterfaceSizeClass", "UIFontTextStyle", "UIFontWeight", "UILayoutPriority"]
        for prefix in prefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            let swiftName = rest.prefix(1).lowercased() + rest.dropFirst()
            if prefix == "UILayoutPriority" { return priority(named: swiftName) }
            if prefix == "NSLayoutFormat" { return .enumCase(String(rest.prefix(1).lowercased() + rest.dropFirst())) }
            return .enumCase(swiftName)
        }
        if name == "UIStackViewSpacingUseSystem" { return .enumCase("spacingUseSystem") }
        if ["CGRectZero", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero"].contains(name) { return .enumCase("zero") }
        if name == "UIViewNoIntrinsicMetric" { return .number(-1) }
        return nil
    }

    /// The view whose methods are running (a view subclass's instance), if any.
    var selfView: UIKitProgram.ItemID? {
        if case .item(let id)? = contexts.last?.selfValue { return id }
        return nil
    }

    var isViewController: Bool {
        if case .viewController? = contexts.last?.selfValue { return true }
        return false
    }

    /// A name the code never declared: a plain view added to the root with
    /// `translatesAutoresizingMaskIntoConstraints = false`, as the contract
    /// says, unless it is a near miss of a name the code has.
    private func assume(_ name: String, at location: SourceLocation) throws -> CodeValue {
        let known = scopes.flatMap { Array($0.keys) } + (contexts.last.map { Array($0.properties.keys) + Array($0.lazy.keys) } ?? [])
        if let near = nearest(name, known.filter { $0 != name }), near.count > 2 {
            throw error(.unknownName, .program(.unknownName(name, nearest: near)), at: location)
        }
        guard let first = name.first, first.isLowercase else {
            throw Ignored(what: .code(name), location: location)
        }
        let id = program.create(.view(.view), name: name, at: location, assumed: true)
        named.insert(id)
        program.record(.addSubview(parent: UIKitProgram.root, child: id), at: location, conditions: [])
        program.record(.translatesAutoresizingMask(id, false), at: location, conditions: [])
        note(.unknownName, .program(.assumedPlainView(name)), at: location)
        scopes[0][name] = .item(id)
        return .item(id)
    }

    /// A stored property of the object, computing a lazy one on first use.
    func property(_ name: String, of context: ObjectContext, at location: SourceLocation) throws -> CodeValue? {
        if let v = context.properties[name] { return v }
        // A computed property (`var count: Int { get { _count } set { … } }`): its getter, run now.
        if !ProgramReader.layoutGetters.contains(name), let getter = context.decl?.properties.first(where: { $0.name == name })?.getter {
            return try runClosure(Closure(parameters: [], body: getter), [])
        }
        guard let lazy = context.lazy.removeValue(forKey: name) else { return nil }
        let v = try initialValue(of: lazy)
        context.properties[name] = v
        bind(name, v, byProperty: true)
        return v
    }

    func initialValue(of p: PropertyDecl) throws -> CodeValue {
        if let value = p.value {
            let saved = scopes
            scopes = [scopes[0]]
            defer { scopes = saved }
            return try evaluate(value)
        }
        if let type = p.typeName { return try defaultValue(ofType: type, at: p.location) }
        return .nothing
    }

    /// The getters UIKit's layout reads itself (`readOverrides`), never run as a property of the class's own.
    static let layoutGetters: Set<String> = ["intrinsicContentSize", "alignmentRectInsets"]

    /// `var label: UILabel!` holds nothing until assigned. Objective-C zeroes an object's instance variables: a scalar
    /// `@property (nonatomic) NSInteger count;` starts at 0 (`BOOL` at NO).
    func defaultValue(ofType type: String, at location: SourceLocation) throws -> CodeValue {
        guard language == .objectiveC else { return .nothing }
        if type == "BOOL" { return .bool(false) }
        return ProgramReader.objcScalarTypes.contains(type) ? .number(0) : .nothing
    }

    static let objcScalarTypes: Set<String> = ["NSInteger", "NSUInteger", "CGFloat", "int", "float", "double", "long", "short",
                                               "unsigned", "NSTimeInterval"]

    /// A view controller's members that lay nothing out (`navigationItem.title = …`).
    static let viewControllerMembers: Set<String> = ["navigationItem", "navigationController", "tabBarItem", "tabBarController", "title",
                                                     "presentingViewController", "children", "parent", "storyboard"]

    static let knownTypes: Set<String> = ["NSLayoutConstraint", "UIColor", "UIFont", "UILayoutPriority", "CGSize", "CGRect", "CGPoint",
                                          "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIImage", "CGFloat", "Double", "Float", "Int",
                                          "UIStackView", "UIView", "UIScreen", "UIFontDescriptor", "NSLayoutDimension", "ConstraintPriority",
                                          "UIButton", "UITextField", "UILabel", "UIEdgeInsetsMake", "NSDirectionalEdgeInsetsMake", "CGRectMake", "CGSizeMake", "NSTextAlignment",
                                          "UIFontMetrics"]

    /// UIKit's view and guide classes the layout model draws.
    static let viewClasses: [String: LayoutItem.Kind] = [
        "UIView": .view(.view), "UILabel": .view(.label), "UIButton": .view(.button), "UIImageView": .view(.image),
        "UITextField": .view(.field), "UISwitch": .view(.switch), "UIActivityIndicatorView": .view(.activity),
        "UIStackView": .view(.stack), "UIScrollView": .view(.scroll), "UILayoutGuide": .guide(.custom),
    ]
}

/// A misspelling and the words it was compared with.
struct SuggestionKey: Hashable {
    let word: String
    let candidates: [String]
}
