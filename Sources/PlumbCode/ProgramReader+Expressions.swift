import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Evaluating expressions: literals, names, members, calls, arithmetic.
/// What a member or a call means depends on the value it is asked of; the
/// views, constraints and SnapKit each have their own file.
extension ProgramReader {
    func evaluate(_ e: Expr) throws -> CodeValue {
        switch e {
        case .name(let n, let at): return try lookup(n, at: at)
        case .number(let n, _): return .number(n)
        case .string(let s, _): return .string(s)
        case .bool(let b, _): return .bool(b)
        case .nilLiteral: return .nothing
        case .implicitMember(let name, _): return priority(named: name) ?? .enumCase(name)
        case .availability: return .bool(true)
        case .member(let base, let name, let at):
            if case .name(let type, _) = base, isTypeName(type) { return try staticMember(name, of: type, at: at) }
            return try member(language == .objectiveC ? ProgramReader.objcProperty(name) : name, of: try evaluate(base), at: at)
        case .call(let callee, let args, let at): return try call(callee, args, at: at)
        case .binary(let op, let l, let r, let at): return try binary(op, try evaluate(l), try evaluate(r), at: at)
        case .prefix(let op, let operand, let at):
            let v = try evaluate(operand)
            if op == "!", case .bool(let b) = v { return .bool(!b) }
            // Objective-C's `!_label`: nil is false, an object true.
            if op == "!", case .nothing = v { return .bool(true) }
            if op == "!", case .item = v { return .bool(false) }
            if op == "-", let n = v.number { return .number(-n) }
            if op == "+", let n = v.number { return .number(n) }
            throw error(.typeMismatch, .expression(.operatorCannotApply(op, to: v.kind)), at: at)
        case .array(let items, _): return .array(try items.map(evaluate))
        case .dictionary(let pairs, _):
            return .dictionary(try pairs.map { pair in
                guard case .string(let key) = try evaluate(pair.key) else {
                    throw error(.typeMismatch, .expression(.dictionaryKeysNotStrings), at: pair.key.start)
                }
                return (key, try evaluate(pair.value))
            })
        case .closure(let c, _): return .closure(c)
        case .message(let receiver, let parts, let at): return try message(receiver, parts, at: at)
        case .ternary(let c, let a, let b, let at):
            guard case .bool(let holds) = try evaluate(c) else {
                throw error(.unsupported, .expression(.unknowableConditional), at: at)
            }
            return try evaluate(holds ? a : b)
        }
    }

    func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        for scope in scopes where scope[name] != nil { return false }
        return true
    }

    func binary(_ op: String, _ a: CodeValue, _ b: CodeValue, at: SourceLocation) throws -> CodeValue {
        switch (op, a, b) {
        case ("+", .priority(let p, let named), let other), ("-", .priority(let p, let named), let other):
            guard let n = other.number else { break }
            let offset = op == "+" ? n : -n
            return .priority(p + offset, named.map { NamedPriority(name: $0.name, offset: $0.offset + offset) })
        case ("+", .array(let x), .array(let y)): return .array(x + y)
        // A VFL line's constraints joined to a list of constraints.
        case ("+", .array(let x), .constraint): return .array(x + [b])
        case ("+", .constraint, .array(let x)) where !a.isUnknown: return .array([a] + x)
        case ("+", .constraint, .constraint): return .array([a, b])
        case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
        case ("|", .enumCase, _), ("|", .array, _):
            // Option flags or'ed together: the set of them.
            func flags(_ v: CodeValue) -> [CodeValue] { if case .array(let a) = v { return a }; return [v] }
            return .array(flags(a) + flags(b))
        case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
        default: break
        }
        guard let x = a.number, let y = b.number else {
            throw error(.typeMismatch, .expression(.operatorCannotCombine(op, a.kind, b.kind)), at: at)
        }
        switch op {
        case "+", "-", "*": return .number(arithmetic(op, x, y))
        case "/":
            guard y != 0 else { throw error(.badNumber, .expression(.divisionByZero), at: at) }
            return .number(x / y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        default: throw error(.unsupported, .expression(.operatorNotEvaluated(op)), at: at)
        }
    }

    // MARK: Members

    func member(_ name: String, of value: CodeValue, at location: SourceLocation) throws -> CodeValue {
        switch value {
        case .item(let id):
            if let own = try ownProperty(name, of: id, at: location) { return own }
            return try viewMember(name, of: id, at: location)
        case .guide(let id, let kind): return try guideMember(name, of: id, guide: kind, at: location)
        case .viewController:
            if let context = contexts.last, case .viewController = context.selfValue, let v = try property(name, of: context, at: location) {
                // Objective-C's lazy getter: `- (UILabel *)label { if (!_label) { … } return _label; }`.
                if case .nothing = v, let getter = ownMethod(name), getter.parameters.isEmpty, callDepth < 32 { return try invoke(getter, [], at: location) }
                return v
            }
            if name == "view" { return .item(UIKitProgram.root) }
            if name == "traitCollection" { return .sizeClassQuery }
            if let context = contexts.last, context.decl?.methods.contains(where: { $0.name == name }) == true {
                throw error(.syntax, .expression(.methodUncalled(name)), at: location)
            }
            throw Ignored(what: .code("self.\(name)"), location: location)
        case .constraint(let index): return try constraintMember(name, of: index, at: location)
        case .rect(let r):
            switch name {
            case "width", "size.width": return .number(r.width)
            case "height": return .number(r.height)
            case "size": return .size(r.width, r.height)
            case "origin": return .point(r.x, r.y)
            case "minX", "x": return .number(r.x)
            case "minY", "y": return .number(r.y)
            case "maxX": return .number(r.x + r.width)
            case "maxY": return .number(r.y + r.height)
            case "midX": return .number(r.x + r.width / 2)
            case "midY": return .number(r.y + r.height / 2)
            default: break
            }
        case .size(let w, let h):
            if name == "width" { return .number(w) }
            if name == "height" { return .number(h) }
        case .sizeClassQuery:
            if name == "horizontalSizeClass" { return .sizeClassQuery }
            // The category the figure is drawn at (`contentSize=`).
            if name == "preferredContentSizeCategory" { return .enumCase(contentSize.rawValue) }
            if name == "verticalSizeClass" {
                throw error(.unsupported, .expression(.horizontalSizeClassOnly), at: location)
            }
        case .snp(let id, let guide): return try snapMember(name, of: SnapItem(item: id, guide: guide, isMaker: false), at: location)
        case .snapAttributes(let item, let attributes): return try snapAttributesMember(name, of: item, attributes, at: location)
        case .snapDescription(let index): return try snapDescriptionMember(name, of: index, at: location)
        case .unknown: throw Reported()
        case .enumCase(let raw) where name == "isAccessibilityCategory":
            if let category = ContentSizeCategory(rawValue: raw) { return .bool(category.isAccessibilityCategory) }
        case .font(let size, _) where name == "pointSize": return .number(size)
        case .textStyleFont(_, let size) where name == "pointSize": return .number(size)
        case .type("UIFont.Weight"):
            // `UIFont.Weight.medium`: read by what receives it (`fontWeight`).
            return .enumCase(name)
        case .nothing where name == "horizontalSizeClass":
            // `previousTraitCollection?.horizontalSizeClass`: nil at the first pass.
            return .nothing
        default: break
        }
        throw Ignored(what: .member(name, of: value.kind), location: location)
    }

    /// `UIColor.red`, `UILayoutPriority.defaultHigh`, `UIView.noIntrinsicMetric`.
    func staticMember(_ name: String, of type: String, at location: SourceLocation) throws -> CodeValue {
        if type == "UIView" && name == "noIntrinsicMetric" { return .number(-1) }
        if type == "UIFontMetrics" && name == "default" { return .fontMetrics("body") }
        if type == "UIButton" && name == "Configuration" { return .type("UIButton.Configuration") }
        if type == "UIFont" && name == "Weight" { return .type("UIFont.Weight") }
        if type == "UIStackView" && name == "spacingUseSystem" { return .enumCase("spacingUseSystem") }
        if type == "UIColor", let c = color(named: name) { return c }
        if type == "UILayoutPriority" || type == "ConstraintPriority", let p = priority(named: name) { return p }
        // As large as a Double goes: refused where it is used, as `1e300` is (it was held to 1,000,000 without a word).
        if type == "CGFloat" && name == "greatestFiniteMagnitude" { return .number(.greatestFiniteMagnitude) }
        if ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(type) && name == "zero" { return .enumCase("zero") }
        if type == "UIScreen" && name == "main" { return .type("UIScreen.main") }
        if type == "UIScreen.main" && name == "bounds" {
            noteRootSizeRead(at: location)
            return .rect(Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height))
        }
        if ["UIFont", "UIColor", "NSLayoutConstraint", "UILayoutPriority"].contains(type) {
            throw error(.unknownName, .expression(.typeHasNoMember(type, member: name, nearest: type == "UIColor" ? nearest(name, Array(ProgramReader.uikitColors.keys)) : nil)),
                        at: location)
        }
        return .enumCase(name)
    }

    /// `UILayoutPriority`'s constants and SnapKit's.
    func priority(named name: String) -> CodeValue? {
        ProgramReader.namedPriorities[name].map { .priority($0, NamedPriority(name: name, offset: 0)) }
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "high": 750, "medium": 500, "low": 250, "dragThatCanResizeScene": 510,
        "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]

    /// A priority given by a name no priority has (`.hight`), with the
    /// nearest real one; nil for any other value.
    func unknownPriority(_ v: CodeValue) -> CodeFinding? {
        guard case .enumCase(let name) = v else { return nil }
        return .constraint(.unknownPriority(name, nearest: nearest(name, ProgramReader.namedPriorities.keys.sorted())))
    }

    // MARK: Calls

    func call(_ callee: Expr, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch callee {
        case .member(let base, let name, let at):
            if case .name("super", _) = base {
                // A base class of the code's own runs its method; UIKit's (super.viewDidLoad()) has nothing to lay out.
                if let f = superMethod(name, labels: args.map(\.label)) { return try invoke(f, args, at: at) }
                return .nothing
            }
            if case .name(let type, _) = base, isTypeName(type) { return try staticCall(name, of: type, args, at: at) }
            return try method(name, of: try evaluate(base), args, at: at)
        case .name(let name, let at):
            if let f = ownMethod(name) { return try invoke(f, args, at: at) }
            if name == "registerForTraitChanges", isViewController || selfView != nil { return try registerForTraitChanges(args, at: at) }
            if let v = scopes.reversed().lazy.compactMap({ $0[name] }).first, case .closure(let c) = v { return try runClosure(c, args.map { try evaluate($0.value) }) }
            if let made = try construct(name, args, at: at) { return made }
            // `addSubview(label)` inside a view subclass: a method of self.
            if let id = selfView, name.first?.isLowercase == true, !["min", "max", "fatalError"].contains(name) {
                return try viewMethod(name, of: id, args, at: at)
            }
            return try globalFunction(name, args, at: at)
        case .implicitMember(let name, let at):
            return try implicitFactory(name, args, at: at)
        case .closure(let c, _):
            return try runClosure(c, try args.map { try evaluate($0.value) })
        case .array(let element, _) where args.isEmpty && element.count == 1:
            return .array([])   // `[NSLayoutConstraint]()`: an empty array
        default:
            throw error(.unsupported, .expression(.cannotCall), at: location)
        }
    }

    func ownMethod(_ name: String) -> FunctionDecl? {
        contexts.last?.decl?.methods.first { $0.name == name }
    }

    /// A method of the code's own class, run where it is called.
    func invoke(_ f: FunctionDecl, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        try invoke(f, values: args.map { try evaluate($0.value) }, at: location)
    }

    /// `f` with its parameters bound to values already evaluated (an
    /// initializer's arguments, read where the view is made).
    func invoke(_ f: FunctionDecl, values: [CodeValue], at location: SourceLocation) throws -> CodeValue {
        guard callDepth < 32 else { throw error(.unsupported, .expression(.callsTooDeep), at: location) }
        var bindings: [String: CodeValue] = [:]
        for (name, value) in zip(f.parameters, values) { bindings[name] = value }
        callDepth += 1
        runningMethods.append(f.name)
        defer { callDepth -= 1; runningMethods.removeLast() }
        run(f.body, bindings: bindings)
        let result = returned ?? .nothing
        returned = nil
        return result
    }

    func runClosure(_ c: Closure, _ args: [CodeValue]) throws -> CodeValue {
        var bindings: [String: CodeValue] = [:]
        for (name, v) in zip(c.parameters, args) { bindings[name] = v }
        if c.parameters.isEmpty, let first = args.first { bindings["$0"] = first }
        guard callDepth < 32 else { throw Reported() }
        callDepth += 1
        defer { callDepth -= 1 }
        run(c.body, bindings: bindings)
        let result = returned ?? .nothing
        returned = nil
        return result
    }

    func number(_ args: [Argument], _ label: String?, at location: SourceLocation) throws -> Double {
        guard let arg = args.first(where: { $0.label == label }) else {
            throw error(.syntax, .expression(.expectedArgument(label: label)), at: location)
        }
        let v = try evaluate(arg.value)
        if case .enumCase("zero") = v { return 0 }
        // A value whose making was already reported: one message, not a second one here.
        if v.isUnknown { throw Reported() }
        guard let n = v.number else { throw error(.typeMismatch, .expression(.expectedFound(.number, found: v.kind)), at: arg.value.start) }
        guard n.isFinite, abs(n) <= BlockLimits.largest else { throw error(.badNumber, .expression(.unusableNumber(n)), at: arg.value.start) }
        return n
    }

    func argument(_ args: [Argument], _ label: String?) -> Argument? { args.first { $0.label == label } }

    /// `CGSize(width:height:)`, `UIEdgeInsets(...)`, `UIColor(red:...)`,
    /// `UILayoutPriority(rawValue:)`, a view class, a class of the code's own.
    func construct(_ type: String, _ args: [Argument], at location: SourceLocation) throws -> CodeValue? {
        switch type {
        case "UIFontMetrics":
            return try fontMetrics(args, at: location)
        case "CGSize", "CGSizeMake":
            if args.isEmpty { return .size(0, 0) }
            if type == "CGSizeMake" {
                guard args.count == 2 else { throw error(.syntax, .expression(.expectedCode("CGSizeMake(width, height)")), at: location) }
                return .size(try number([args[0]], args[0].label, at: location), try number([args[1]], args[1].label, at: location))
            }
            return .size(try number(args, "width", at: location), try number(args, "height", at: location))
        case "CGPoint":
            return .point(try number(args, "x", at: location), try number(args, "y", at: location))
        case "CGPointMake":
            guard args.count == 2 else { throw error(.syntax, .expression(.expectedCode("CGPointMake(x, y)")), at: location) }
            return .point(try number([args[0]], args[0].label, at: location), try number([args[1]], args[1].label, at: location))
        case "CGRect", "CGRectMake":
            if args.isEmpty { return .rect(Rect(x: 0, y: 0, width: 0, height: 0)) }
            if args.count == 4 {
                let n = try args.map { try number([$0], $0.label, at: location) }
                return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }
            if let o = argument(args, "origin"), let s = argument(args, "size"),
               case .point(let x, let y) = try evaluate(o.value), case .size(let w, let h) = try evaluate(s.value) {
                return .rect(Rect(x: x, y: y, width: w, height: h))
            }
            throw error(.syntax, .expression(.expectedCode("CGRect(x:y:width:height:)")), at: location)
        case "UIEdgeInsets", "UIEdgeInsetsMake":
            if args.count == 1, argument(args, "top") == nil {
                let all = try number(args, args[0].label, at: location)
                return .insets(Insets(all: all))
            }
            let n = try args.map { try number([$0], $0.label, at: location) }
            guard n.count == 4 else { throw error(.syntax, .expression(.expectedCode("UIEdgeInsets(top:left:bottom:right:)")), at: location) }
            return .insets(Insets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
        case "NSDirectionalEdgeInsets", "NSDirectionalEdgeInsetsMake":
            let n = try args.map { try number([$0], $0.label, at: location) }
            guard n.count == 4 else { throw error(.syntax, .expression(.expectedCode("NSDirectionalEdgeInsets(top:leading:bottom:trailing:)")),
                                                  at: location) }
            return .directionalInsets(DirectionalInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]))
        case "UILayoutPriority", "ConstraintPriority":
            return .priority(try number(args, args.first?.label == "rawValue" ? "rawValue" : nil, at: location), nil)
        case "CGFloat", "Double", "Float", "Int":
            return .number(try number(args, nil, at: location))
        case "UIColor":
            return try colorFromComponents(args, at: location)
        case "NSLayoutConstraint":
            return try itemConstraint(args, at: location)
        case "UIImage":
            guard let a = argument(args, "named"), case .string(let name) = try evaluate(a.value) else { return .image(nil) }
            return .image(name)
        default: break
        }
        if let kind = ProgramReader.viewClasses[type] { return try createView(kind, className: type, args, at: location) }
        if let decl = classes[type] { return try instantiate(decl, args, at: location) }
        return nil
    }

    func globalFunction(_ name: String, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch name {
        case "min", "max", "MIN", "MAX", "fmin", "fmax":
            let values = try args.map { try number([$0], $0.label, at: location) }
            guard let first = values.first else { throw error(.syntax, .expression(.needsNumbers(name)), at: location) }
            return .number(values.dropFirst().reduce(first, name.lowercased().hasSuffix("min") ? Swift.min : Swift.max))
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY":
            guard let a = args.first, case .rect = try evaluate(a.value) else { throw error(.typeMismatch, .expression(.takes(name, .rect)),
                                                                                            at: location) }
            let field = ["CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectGetMinX": "minX", "CGRectGetMinY": "minY",
                         "CGRectGetMaxX": "maxX", "CGRectGetMaxY": "maxY", "CGRectGetMidX": "midX", "CGRectGetMidY": "midY"][name]!
            return try member(field, of: try evaluate(a.value), at: location)
        case "NSDictionaryOfVariableBindings":
            var pairs: [(key: String, value: CodeValue)] = []
            for a in args {
                guard case .name(let n, _) = a.value else { throw error(.syntax, .expression(.variableBindingsTakeNames), at: a.location) }
                pairs.append((n, try evaluate(a.value)))
            }
            return .dictionary(pairs)
        case "fatalError", "precondition", "assert":
            return .nothing
        default:
            throw Ignored(what: .code("\(name)(...)"), location: location)
        }
    }

    /// The `weight:` of a system font (`.semibold`, `UIFont.Weight.bold`,
    /// Objective-C's `UIFontWeightBold`), nil when there is none.
    func fontWeight(_ args: [Argument]) throws -> FontWeight? {
        guard let a = argument(args, "weight") else { return nil }
        var written: String?
        switch try evaluate(a.value) {
        case .enumCase(let name):
            if let weight = FontWeight(rawValue: name) { return weight }
            written = name
        // `UIFont.Weight(rawValue: 0.3)`, `.init(rawValue: 0.3)`: the nearest named weight.
        case .number(let raw), .priority(let raw, _): return FontWeight.nearest(toRawWeight: raw)
        default: break
        }
        let nearestWeight = written.flatMap { nearest($0, FontWeight.allCases.map(\.rawValue)) }.flatMap(FontWeight.init(rawValue:))
        throw error(.badValue, .expression(.unknownFontWeight(known: FontWeight.allCases.map(spelledWeight), nearest: nearestWeight.map(spelledWeight))),
                    at: a.location)
    }

    /// A weight's name as the code's language writes it: `.semibold`, `UIFontWeightSemibold`.
    func spelledWeight(_ weight: FontWeight) -> String { language == .objectiveC ? weight.objectiveCName : weight.swiftName }

    /// `.systemFont(ofSize: 17)`, `.init(rawValue: 251)`, `.filled()`.
    func implicitFactory(_ name: String, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch name {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            if name.hasPrefix("italic") || name.hasPrefix("monospaced") {
                diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.fontDrawnUpright(name: name, monospaced: name.hasPrefix("monospaced")), at: location))
            }
            let weight = name == "boldSystemFont" ? .bold : try fontWeight(args) ?? .regular
            if !weight.isShipped {
                diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.fontWeightDrawnNearest(weight: spelledWeight(weight), bold: weight.drawsBold,
                                                                                                          narrower: weight < .regular || weight == .semibold),
                                              at: argument(args, "weight")?.location ?? location))
            }
            return .font(try number(args, "ofSize", at: location), weight)
        case "preferredFont": return try preferredFont(args, at: location)
        case "init":
            if argument(args, "rawValue") != nil { return .priority(try number(args, "rawValue", at: location), nil) }
            if argument(args, "width") != nil { return .size(try number(args, "width", at: location), try number(args, "height", at: location)) }
            if argument(args, "top") != nil, argument(args, "left") != nil { return try construct("UIEdgeInsets", args, at: location)! }
            if argument(args, "leading") != nil { return try construct("NSDirectionalEdgeInsets", args, at: location)! }
            if argument(args, "x") != nil, argument(args, "width") == nil { return .point(try number(args, "x", at: location), try number(args, "y", at: location)) }
            throw error(.unsupported, .expression(.unknownInit), at: location)
        case "filled", "tinted", "gray", "plain", "borderedProminent", "bordered", "borderless":
            return .buttonConfiguration(filled: name == "filled" || name == "borderedProminent", title: nil)
        default:
            throw Ignored(what: .code(".\(name)(...)"), location: location)
        }
    }

    func staticCall(_ name: String, of type: String, _ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        switch (type, name) {
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            guard let a = args.first else { throw error(.syntax, .expression(.expected(.constraintArray)), at: location) }
            try setActive(try evaluate(a.value), name == "activate", at: a.value.start)
            return .nothing
        case ("NSLayoutConstraint", "constraints"):
            return try visualFormat(args, at: location)
        case ("UIFont", "Weight"): return .number(try number(args, "rawValue", at: location))
        case ("UIFont", _): return try implicitFactory(name, args, at: location)
        case ("UIButton.Configuration", _): return try implicitFactory(name, args, at: location)
        case ("UIColor", "init"): return try colorFromComponents(args, at: location)
        case ("UIView", "animate"): return try animate(args, at: location)
        default:
            if name == "init", let made = try construct(type, args, at: location) { return made }
            throw Ignored(what: .code("\(type).\(name)(...)"), location: location)
        }
    }

    /// `UIView.animate(withDuration:animations:)` and its forms (`delay:`,
    /// `options:`, `completion:`, trailing closures). A figure is a still: it
    /// draws where the animation ends, so the animations closure runs at once,
    /// then the completion closure, which UIKit calls with `finished` true.
    func animate(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        var closures: [(label: String?, closure: Closure)] = []
        for a in args where a.label == nil || a.label == "animations" || a.label == "completion" {
            guard case .closure(let c) = try evaluate(a.value) else { continue }
            closures.append((a.label, c))
        }
        guard let index = closures.firstIndex(where: { $0.label != "completion" }) else {
            throw error(.syntax, .expression(.expectedAnimations), at: location)
        }
        diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.animationDrawnAtItsEnd, at: location))
        _ = try runClosure(closures.remove(at: index).closure, [])
        if let completion = closures.first { _ = try runClosure(completion.closure, [.bool(true)]) }
        return .nothing
    }

    /// The style's size at the block's content-size category (`contentSize=`,
    /// Large by default): the category the view controller was created in.
    func preferredFont(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        let styles = ContentSizeCategory.textStyles
        guard let a = argument(args, "forTextStyle"), case .enumCase(let style) = try evaluate(a.value),
              let size = contentSize.pointSize(forTextStyle: style) else {
            throw error(.badValue, .expression(.unknownTextStyle(styles: styles.sorted())), at: location)
        }
        return .textStyleFont(style, size)
    }

    /// `UIFontMetrics(forTextStyle: .headline)`.
    func fontMetrics(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        guard let a = argument(args, "forTextStyle"), case .enumCase(let style) = try evaluate(a.value),
              contentSize.pointSize(forTextStyle: style) != nil else {
            throw error(.badValue, .expression(.unknownTextStyle(styles: ContentSizeCategory.textStyles.sorted())), at: location)
        }
        return .fontMetrics(style)
    }

    /// `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)` and
    /// `scaledValue(for:)`. At Large, the category the metrics are designed
    /// at, UIKit returns the font or value unchanged. At any other category
    /// its scale is not the style's size ratio (body metrics scale 17 to
    /// 16.33 at Medium, where body is 16: jaredsinclair.com/2024/03/02/scaled-metrics.html)
    /// and Plumb has no measured table of it, so it says so rather than guess.
    func fontMetricsMethod(_ written: String, style: String, _ arguments: [Argument], at location: SourceLocation) throws -> CodeValue {
        // Objective-C's selectors: `scaledValueForValue:`, `scaledFontForFont:` (and `…:maximumPointSize:`).
        let objc = ["scaledValueForValue": "scaledValue", "scaledFontForFont": "scaledFont"]
        let name = language == .objectiveC ? objc[written] ?? written : written
        var args = arguments
        if name != written, let first = args.first { args[0] = Argument(label: "for", value: first.value, location: first.location) }
        guard ["scaledFont", "scaledValue"].contains(name) else {
            throw error(.unknownName, .expression(.typeHasNoMember("UIFontMetrics", member: name,
                                                                   nearest: nearest(name, ["scaledFont", "scaledValue"]))), at: location)
        }
        guard let given = argument(args, "for") else { throw error(.syntax, .expression(.expectedArgument(label: "for")), at: location) }
        guard contentSize == .large else {
            throw error(.unsupported, .expression(.fontMetricsScaleUnknown(category: contentSize.rawValue)), at: location)
        }
        if name == "scaledValue" { return .number(try number(args, "for", at: location)) }
        let size: Double, weight: FontWeight
        switch try evaluate(given.value) {
        case .font(let s, let w): (size, weight) = (s, w)
        case .textStyleFont(let style, let s): (size, weight) = (s, FontWeight.of(textStyle: style))
        case let other: throw error(.typeMismatch, .expression(.takesFound("scaledFont(for:)", .font, found: other.kind)), at: given.location)
        }
        if argument(args, "maximumPointSize") != nil { return .font(min(size, try number(args, "maximumPointSize", at: location)), weight) }
        return .font(size, weight)
    }

    // MARK: Colours

    /// UIKit's named colours (not CSS's: `UIColor.green` is #00ff00).
    static let uikitColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff", "cyan": "#00ffff",
        "yellow": "#ffff00", "magenta": "#ff00ff", "orange": "#ff8000", "purple": "#800080", "brown": "#996633",
        "gray": "#808080", "lightGray": "#aaaaaa", "darkGray": "#555555", "clear": "transparent",
        "label": "#000000", "secondaryLabel": "#3c3c4399", "systemFill": "#78788033", "separator": "#3c3c434a",
    ]

    func color(named name: String) -> CodeValue? {
        if let hex = ProgramReader.uikitColors[name] { return .color(hex) }
        if let css = SystemColors.css(for: name) { return .color(css) }
        return nil
    }

    func colorFromComponents(_ args: [Argument], at location: SourceLocation) throws -> CodeValue {
        if argument(args, "white") != nil {
            let w = Int((try number(args, "white", at: location) * 255).rounded())
            return .color("#" + [w, w, w].map { NumberText.hex(UInt32(max(0, min(255, $0))), digits: 2, uppercase: false) }.joined())
        }
        let parts = try ["red", "green", "blue"].map { try number(args, $0, at: location) }
        return .color("#" + parts.map { NumberText.hex(UInt32(max(0, min(255, Int(($0 * 255).rounded())))), digits: 2, uppercase: false) }.joined())
    }
}

/// The largest number a layout takes (the layout language's bound).
enum BlockLimits {
    static let largest = 1_000_000.0
}
