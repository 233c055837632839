import PlumbDiagnostics

/// The statements and expressions both languages' readers produce: Swift's
/// calls and Objective-C's messages keep their own shapes here (the program
/// reader maps a message onto the Swift API it stands for), everything else
/// is shared. A syntax tree, not yet a meaning.
indirect enum Expr {
    case name(String, SourceLocation)
    case number(Double, SourceLocation)
    case string(String, SourceLocation)
    case bool(Bool, SourceLocation)
    case nilLiteral(SourceLocation)
    /// `.black`, `.system`: a member of a type the context implies.
    case implicitMember(String, SourceLocation)
    /// `base.name`, at the name.
    case member(Expr, String, SourceLocation)
    /// `callee(label: value, ...)`, with a trailing closure; at the `(`.
    case call(Expr, [Argument], SourceLocation)
    case binary(String, Expr, Expr, SourceLocation)
    case prefix(String, Expr, SourceLocation)
    case array([Expr], SourceLocation)
    case dictionary([(key: Expr, value: Expr)], SourceLocation)
    /// `{ params in statements }`, at the `{`.
    case closure(Closure, SourceLocation)
    /// Objective-C's `[receiver first:arg second:arg]`: the selector's parts
    /// (`["constraintEqualToAnchor", "constant"]`) and their arguments; at `[`.
    case message(Expr, [MessagePart], SourceLocation)
    /// `#available(...)` / `@available(...)`: always the available branch.
    case availability(SourceLocation)
    /// A function reference written without its call (`make.edges.equalToSuperview`).
    case ternary(Expr, Expr, Expr, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .name(_, let l), .number(_, let l), .string(_, let l), .bool(_, let l), .nilLiteral(let l), .implicitMember(_, let l),
             .member(_, _, let l), .call(_, _, let l), .binary(_, _, _, let l), .prefix(_, _, let l), .array(_, let l),
             .dictionary(_, let l), .closure(_, let l), .message(_, _, let l), .availability(let l), .ternary(_, _, _, let l):
            return l
        }
    }

    /// `DispatchQueue.main.async` for a call or member chain of names.
    var callChain: String? {
        switch self {
        case .name(let n, _): return n
        case .implicitMember(let n, _): return "." + n
        case .member(let base, let n, _): return base.callChain.map { $0 + "." + n }
        case .call(let callee, _, _): return callee.callChain
        case .message(let receiver, let parts, _):
            return receiver.callChain.map { "[\($0) \(parts.map(\.name).joined(separator: ":"))\(parts.first?.value == nil ? "" : ":")]" }
        default: return nil
        }
    }

    /// Where the expression's text begins (a member chain's first name).
    var start: SourceLocation {
        switch self {
        case .member(let base, _, _), .call(let base, _, _): return base.start
        case .binary(_, let l, _, _), .ternary(let l, _, _, _): return l.start
        default: return location
        }
    }
}

struct Argument {
    let label: String?
    let value: Expr
    let location: SourceLocation
}

struct MessagePart {
    let name: String
    let value: Expr?
    let location: SourceLocation
}

struct Closure {
    let parameters: [String]
    let body: [Stmt]
}

struct FunctionDecl {
    let name: String
    /// The Swift argument labels (`_` as nil), Objective-C's selector parts.
    let labels: [String?]
    let parameters: [String]
    let body: [Stmt]
    let location: SourceLocation
}

/// A stored or computed property of a class.
struct PropertyDecl {
    let name: String
    let typeName: String?
    let value: Expr?
    let isLazy: Bool
    /// `var x: T { ... }`: a getter (`intrinsicContentSize`).
    let getter: [Stmt]?
    let location: SourceLocation
}

struct ClassDecl {
    let name: String
    let superclass: String?
    var properties: [PropertyDecl]
    var methods: [FunctionDecl]
    let location: SourceLocation
}

indirect enum Stmt {
    /// `let x = value`, `var x: T`, `UILabel *x = value;`.
    case declaration(name: String, typeName: String?, value: Expr?, location: SourceLocation)
    /// `target = value` (and `+=`...); `equals` is where the operator stands.
    case assignment(target: Expr, op: String, value: Expr, equals: SourceLocation)
    case expression(Expr)
    case ifStatement(condition: Expr, then: [Stmt], otherwise: [Stmt]?, location: SourceLocation)
    case switchStatement(subject: Expr, cases: [SwitchCase], location: SourceLocation)
    /// `for view in [a, b] { ... }`
    case forIn(name: String, sequence: Expr, body: [Stmt], location: SourceLocation)
    case returnStatement(Expr?, SourceLocation)
    case classDecl(ClassDecl)
    case function(FunctionDecl)
    /// `import UIKit`, `super.viewDidLoad()`'s kin that mean nothing to a
    /// layout and are understood as such.
    case understoodNoOp(SourceLocation)
    /// A statement the reader could not parse: already reported.
    case unreadable(SourceLocation)

    var location: SourceLocation {
        switch self {
        case .declaration(_, _, _, let l), .ifStatement(_, _, _, let l), .switchStatement(_, _, let l), .returnStatement(_, let l),
             .forIn(_, _, _, let l),
             .understoodNoOp(let l), .unreadable(let l):
            return l
        case .assignment(let target, _, _, _): return target.start
        case .expression(let e): return e.start
        case .classDecl(let c): return c.location
        case .function(let f): return f.location
        }
    }
}

struct SwitchCase {
    /// Nil for `default`.
    let patterns: [Expr]?
    let body: [Stmt]
}
