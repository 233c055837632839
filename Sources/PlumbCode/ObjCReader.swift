import PlumbDiagnostics

/// Reads Objective-C tokens into the same statements as `SwiftReader`: the
/// part of the language UIKit layout code uses (`@interface` properties,
/// `@implementation` methods, declarations with C types, message sends and
/// dot syntax, `@"…"`, `@[…]`, `@{…}`, `@(…)` literals, `if` with
/// `@available`). Messages stay messages; the program reader maps each onto
/// the Swift API it stands for.
struct ObjCReader {
    private var s: TokenStream
    private(set) var problems: [Diagnostic] = []
    private var classes: [String: Int] = [:]
    /// How deep expressions and blocks nest here.
    private var depth = 0
    /// A declaration's bindings after its first (`*a = …, *b = …`), handed on by `nextStatements`.
    private var moreBindings: [Stmt] = []
    private var decls: [ClassDecl] = []

    static func read(_ tokens: [CodeToken]) -> (statements: [Stmt], problems: [Diagnostic]) {
        var reader = ObjCReader(s: TokenStream(tokens))
        var statements = reader.topLevel()
        statements.insert(contentsOf: reader.decls.map(Stmt.classDecl), at: 0)
        return (statements, reader.problems)
    }

    private init(s: TokenStream) { self.s = s }

    private typealias Failure = TokenStream.Failure

    // MARK: Top level: @interface, @implementation, loose statements

    private mutating func topLevel() -> [Stmt] {
        var out: [Stmt] = []
        while !s.atEnd {
            let start = s.index
            do {
                if s.current.isSymbol("@"), let word = s.peek(1).identifier {
                    switch word {
                    case "interface": try interface(); continue
                    case "implementation": try implementation(); continue
                    case "end": s.advance(); s.advance(); continue
                    case "import", "class", "protocol":
                        s.advance(); s.advance()
                        while !s.atEnd && !s.current.isSymbol(";") && !s.current.lineBreakBefore { s.advance() }
                        _ = s.take(";")
                        continue
                    default: break
                    }
                }
                out += try nextStatements()
            } catch let f as Failure {
                report(f)
                out.append(.unreadable(f.location))
                s.recover(from: start)
            } catch {
                s.recover(from: start)
            }
        }
        return out
    }

    private mutating func report(_ f: Failure) {
        problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(f.finding), at: f.location))
    }

    private mutating func classIndex(_ name: String, superclass: String?, at: SourceLocation) -> Int {
        if let k = classes[name] { return k }
        decls.append(ClassDecl(name: name, superclass: superclass, properties: [], methods: [], location: at))
        classes[name] = decls.count - 1
        return decls.count - 1
    }

    /// `@interface Name : Super <P> { ivars } @property (…) Type *name; … @end`
    private mutating func interface() throws {
        s.advance(); s.advance()
        let (name, at) = try s.identifier(.className)
        var superclass: String?
        if s.take(":") != nil { superclass = try s.identifier(.superclass).0 }
        if s.current.isSymbol("(") { s.skipBalanced() }   // a class extension's ()
        if s.current.isSymbol("<") { s.skipBalanced() }
        let k = classIndex(name, superclass: superclass, at: at)
        if superclass != nil && decls[k].superclass == nil {
            decls[k] = ClassDecl(name: name, superclass: superclass, properties: decls[k].properties, methods: decls[k].methods, location: at)
        }
        if s.current.isSymbol("{") { s.skipBalanced() }
        while !s.atEnd && !(s.current.isSymbol("@") && s.peek(1).isIdentifier("end")) {
            if s.current.isSymbol("@") && s.peek(1).isIdentifier("property") {
                s.advance(); s.advance()
                if s.current.isSymbol("(") { s.skipBalanced() }
                var last: (String, SourceLocation)?
                var type: String?
                while !s.atEnd && !s.current.isSymbol(";") {
                    if let n = s.current.identifier {
                        if last != nil && type == nil { type = last!.0 }
                        last = (n, s.current.location)
                    }
                    s.advance()
                }
                _ = s.take(";")
                if let (n, l) = last { decls[k].properties.append(PropertyDecl(name: n, typeName: type, value: nil, isLazy: false, getter: nil, location: l)) }
                continue
            }
            s.advance()   // method declarations: their definitions are in @implementation
        }
        s.advance(); s.advance()
    }

    /// `@implementation Name { ivars } - (void)method { … } @end`
    private mutating func implementation() throws {
        s.advance(); s.advance()
        let (name, at) = try s.identifier(.className)
        let k = classIndex(name, superclass: nil, at: at)
        if s.current.isSymbol("{") { s.skipBalanced() }
        while !s.atEnd && !(s.current.isSymbol("@") && s.peek(1).isIdentifier("end")) {
            let start = s.index
            do {
                if s.current.isSymbol("-") || s.current.isSymbol("+") {
                    decls[k].methods.append(try method())
                } else if s.current.isSymbol("@") && s.peek(1).isIdentifier("synthesize") {
                    while !s.atEnd && !s.current.isSymbol(";") { s.advance() }
                    _ = s.take(";")
                } else {
                    throw Failure(.expectedMethod(found: s.current.shown), at: s.current.location)
                }
            } catch let f as Failure {
                report(f)
                s.recover(from: start)
            }
        }
        s.advance(); s.advance()
    }

    /// `- (void)viewDidLoad { … }`, `- (void)layoutWithWidth:(CGFloat)w height:(CGFloat)h { … }`
    private mutating func method() throws -> FunctionDecl {
        s.advance()
        if s.current.isSymbol("(") { s.skipBalanced() }
        let (first, at) = try s.identifier(.methodName)
        var labels: [String?] = []
        var parameters: [String] = []
        if s.take(":") != nil {
            if s.current.isSymbol("(") { s.skipBalanced() }
            parameters.append(try s.identifier(.parameterName).0)
            while let label = s.current.identifier, s.peek(1).isSymbol(":") {
                s.advance(); s.advance()
                if s.current.isSymbol("(") { s.skipBalanced() }
                labels.append(label)
                parameters.append(try s.identifier(.parameterName).0)
            }
        }
        return FunctionDecl(name: first, labels: labels, parameters: parameters, body: try block(), location: at)
    }

    // MARK: Statements

    private mutating func block() throws -> [Stmt] {
        depth += 1
        defer { depth -= 1 }
        try CodeLimits.checkDepth(depth, at: s.current.location)
        _ = try s.expect("{", .openBlock)
        var out: [Stmt] = []
        while !s.current.isSymbol("}") && !s.atEnd {
            let start = s.index
            do {
                out += try nextStatements()
            } catch let f as Failure {
                report(f)
                out.append(.unreadable(f.location))
                s.recover(from: start)
            }
        }
        _ = try s.expect("}", .closeBlock)
        return out
    }

    private mutating func body() throws -> [Stmt] {
        if s.current.isSymbol("{") { return try block() }
        return try nextStatements()
    }

    private static let cTypes: Set<String> = ["CGFloat", "int", "float", "double", "BOOL", "NSInteger", "NSUInteger", "id", "CGRect",
                                              "CGSize", "CGPoint", "UIEdgeInsets", "UILayoutPriority", "NSString", "NSDictionary",
                                              "NSArray", "NSMutableArray", "NSMutableDictionary", "NSNumber"]

    /// `UILabel *label = …;`, `CGFloat w = …;`: a type, maybe a `*`, a name.
    private func startsDeclaration() -> Bool {
        var k = 0
        while let w = s.peek(k).identifier, ["const", "__weak", "__strong", "static", "__block"].contains(w) { k += 1 }
        guard let type = s.peek(k).identifier else { return false }
        let isType = ObjCReader.cTypes.contains(type) || (type.first?.isUppercase == true)
        guard isType else { return false }
        if s.peek(k + 1).isSymbol("<") { return true }
        if s.peek(k + 1).isSymbol("*") { return s.peek(k + 2).identifier != nil }
        return s.peek(k + 1).identifier != nil && (s.peek(k + 2).isSymbol("=") || s.peek(k + 2).isSymbol(";"))
    }

    private mutating func endOfStatement() throws {
        guard s.take(";") != nil else {
            // At a line break the statement is whole: reported where the ';'
            // goes, at the end of its line (not at the next line's first word,
            // or the block's closing fence), and kept, so that its names do
            // not cascade into more messages.
            if s.current.lineBreakBefore || s.atEnd {
                report(Failure(.expectedSemicolon(found: s.current.shown), at: s.endOfPrevious))
                return
            }
            throw Failure(.expectedSemicolon(found: s.current.shown), at: s.current.location)
        }
    }

    /// The next statement, and a declaration's later bindings as
    /// declarations of their own.
    private mutating func nextStatements() throws -> [Stmt] {
        moreBindings = []
        defer { moreBindings = [] }
        guard let first = try statement() else { return [] }
        return [first] + moreBindings
    }

    private mutating func statement() throws -> Stmt? {
        if s.take(";") != nil { return nil }
        if s.current.isIdentifier("if") { return try ifStatement() }
        if s.current.isIdentifier("for") { return try forIn() }
        if s.current.isIdentifier("return") {
            let at = s.advance().location
            if s.take(";") != nil { return .returnStatement(nil, at) }
            let e = try expression()
            try endOfStatement()
            return .returnStatement(e, at)
        }
        if startsDeclaration() {
            while let w = s.current.identifier, ["const", "__weak", "__strong", "static", "__block"].contains(w) { s.advance() }
            let (type, _) = try s.identifier(.type)
            if s.current.isSymbol("<") { s.skipBalanced() }
            // `UIView *a = [UIView new], *b = [UIView new];`: one type, several names.
            var bindings: [Stmt] = []
            repeat {
                _ = s.take("*")
                let (name, at) = try s.identifier(.variableName)
                var value: Expr?
                if s.take("=") != nil { value = try expression() }
                bindings.append(.declaration(name: name, typeName: type, value: value, location: at))
            } while s.take(",") != nil
            try endOfStatement()
            moreBindings = Array(bindings.dropFirst())
            return bindings[0]
        }
        let target = try expression()
        if case .symbol(let op) = s.current.kind, ["=", "+=", "-=", "*=", "/="].contains(op) {
            let equals = s.advance().location
            let value = try expression()
            try endOfStatement()
            return .assignment(target: target, op: op, value: value, equals: equals)
        }
        try endOfStatement()
        return .expression(target)
    }

    private mutating func ifStatement() throws -> Stmt {
        let at = s.advance().location
        _ = try s.expect("(", .afterIf)
        let condition: Expr
        if s.current.isSymbol("@") && s.peek(1).isIdentifier("available") {
            s.advance(); s.advance()
            s.skipBalanced()
            condition = .availability(at)
        } else {
            condition = try expression()
        }
        _ = try s.expect(")", .closeCondition)
        let then = try body()
        var otherwise: [Stmt]?
        if s.takeWord("else") != nil {
            if s.current.isIdentifier("if") { otherwise = [try ifStatement()] } else { otherwise = try body() }
        }
        return .ifStatement(condition: condition, then: then, otherwise: otherwise, location: at)
    }

    /// `for (UIView *v in @[a, b]) { … }`
    private mutating func forIn() throws -> Stmt {
        let at = s.advance().location
        _ = try s.expect("(", .afterFor)
        _ = try s.identifier(.type)
        _ = s.take("*")
        let (name, _) = try s.identifier(.loopVariable)
        guard s.takeWord("in") != nil else {
            throw Failure(.objCForInOnly, at: s.current.location)
        }
        let sequence = try expression()
        _ = try s.expect(")", .closeLoop)
        return .forIn(name: name, sequence: sequence, body: try body(), location: at)
    }

    // MARK: Expressions

    private mutating func expression() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        try CodeLimits.checkDepth(depth, at: s.current.location)
        let cond = try binary(0)
        if s.current.isSymbol("?") {
            let at = s.advance().location
            let a = try expression()
            _ = try s.expect(":", .conditionalExpression)
            return .ternary(cond, a, try expression(), at)
        }
        return cond
    }

    /// C's levels; `|` combines option flags (`NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`).
    private static let precedence: [[String]] = [["||"], ["&&"], ["|"], ["==", "!=", "<", ">", "<=", ">="], ["+", "-"], ["*", "/"]]

    private mutating func binary(_ level: Int) throws -> Expr {
        guard level < ObjCReader.precedence.count else { return try prefixExpression() }
        var lhs = try binary(level + 1)
        var count = 0
        while case .symbol(let op) = s.current.kind, ObjCReader.precedence[level].contains(op) {
            count += 1
            try CodeLimits.checkChain(count, at: s.current.location)
            let at = s.advance().location
            lhs = .binary(op, lhs, try binary(level + 1), at)
        }
        return lhs
    }

    private mutating func prefixExpression() throws -> Expr {
        if case .symbol(let op) = s.current.kind, op == "-" || op == "!" || op == "+" {
            let at = s.advance().location
            depth += 1
            defer { depth -= 1 }
            try CodeLimits.checkDepth(depth, at: at)
            return .prefix(op, try prefixExpression(), at)
        }
        if s.current.isSymbol("&") { s.advance() }
        // A C cast: `(CGFloat)x`.
        if s.current.isSymbol("("), let type = s.peek(1).identifier, ObjCReader.cTypes.contains(type) || type.hasPrefix("UI") || type.hasPrefix("NS"),
           s.peek(2).isSymbol(")") || (s.peek(2).isSymbol("*") && s.peek(3).isSymbol(")")) {
            s.skipBalanced()
            return try prefixExpression()
        }
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: Expr) throws -> Expr {
        var e = base
        var count = 0
        while true {
            count += 1
            try CodeLimits.checkChain(count, at: s.current.location)
            if s.current.isSymbol(".") {
                s.advance()
                let (name, at) = try s.identifier(.propertyName)
                e = .member(e, name, at)
            } else if s.current.isSymbol("("), isCallee(e) {
                let at = s.current.location
                e = .call(e, try arguments(), at)
            } else {
                return e
            }
        }
    }

    /// A C function (`CGRectMake(…)`), or a block property Masonry calls (`make.top.equalTo(…)`).
    private func isCallee(_ e: Expr) -> Bool {
        switch e {
        case .name, .member: return true
        default: return false
        }
    }

    private mutating func arguments() throws -> [Argument] {
        _ = try s.expect("(", .openArguments)
        var out: [Argument] = []
        while !s.current.isSymbol(")") && !s.atEnd {
            let at = s.current.location
            out.append(Argument(label: nil, value: try expression(), location: at))
            if s.take(",") == nil { break }
        }
        _ = try s.expect(")", .closeArguments)
        return out
    }

    private mutating func primary() throws -> Expr {
        let t = s.current
        switch t.kind {
        case .number(let n): s.advance(); return .number(n, t.location)
        case .string(let text): s.advance(); return .string(text, t.location)
        case .identifier(let name):
            s.advance()
            switch name {
            case "YES", "true": return .bool(true, t.location)
            case "NO", "false": return .bool(false, t.location)
            case "nil", "NULL": return .nilLiteral(t.location)
            default: return .name(name, t.location)
            }
        case .symbol("("):
            s.advance()
            let e = try expression()
            _ = try s.expect(")", .closeParenthesis)
            return e
        case .symbol("["):
            return try message()
        case .symbol("^"):
            return try block(at: t.location)
        case .symbol("@"):
            s.advance()
            if s.current.isSymbol("[") {
                s.advance()
                var items: [Expr] = []
                while !s.current.isSymbol("]") && !s.atEnd {
                    items.append(try expression())
                    if s.take(",") == nil { break }
                }
                _ = try s.expectListEnd(.closeArrayLiteral)
                return .array(items, t.location)
            }
            if s.current.isSymbol("{") {
                s.advance()
                var pairs: [(key: Expr, value: Expr)] = []
                while !s.current.isSymbol("}") && !s.atEnd {
                    let key = try expression()
                    _ = try s.expect(":", .betweenKeyAndValue)
                    pairs.append((key, try expression()))
                    if s.take(",") == nil { break }
                }
                _ = try s.expect("}", .closeDictionaryLiteral)
                return .dictionary(pairs, t.location)
            }
            if s.current.isSymbol("(") {
                s.advance()
                let e = try expression()
                _ = try s.expect(")", .closeBoxedExpression)
                return e
            }
            if case .number(let n) = s.current.kind { s.advance(); return .number(n, t.location) }
            if s.current.isIdentifier("YES") { s.advance(); return .bool(true, t.location) }
            if s.current.isIdentifier("NO") { s.advance(); return .bool(false, t.location) }
            throw Failure(.atKeywordNotRead(s.current.identifier ?? ""), at: t.location)
        default:
            throw Failure(.expectedExpression(found: t.shown), at: t.location)
        }
    }

    /// A block literal: `^(MASConstraintMaker *make) { … }`, `^{ … }`.
    private mutating func block(at location: SourceLocation) throws -> Expr {
        s.advance()
        var parameters: [String] = []
        if s.current.isSymbol("(") {
            s.advance()
            while !s.current.isSymbol(")") && !s.atEnd {
                if let name = s.current.identifier, s.peek(1).isSymbol(",") || s.peek(1).isSymbol(")") { parameters.append(name) }
                s.advance()
            }
            _ = try s.expect(")", .closeBlockParameters)
        }
        return .closure(Closure(parameters: parameters, body: try block()), location)
    }

    /// `[receiver name]`, `[receiver first:arg second:arg]`.
    private mutating func message() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        try CodeLimits.checkDepth(depth, at: s.current.location)
        let at = s.advance().location
        let receiver: Expr
        if let name = s.current.identifier, s.peek(1).identifier != nil || s.peek(1).isSymbol("]") {
            receiver = .name(name, s.advance().location)   // `[UIView alloc]`, `[self view]`
        } else {
            receiver = try expression()
        }
        var parts: [MessagePart] = []
        var count = 0
        while !s.current.isSymbol("]") && !s.atEnd {
            count += 1
            try CodeLimits.checkChain(count, at: s.current.location)
            let (name, partAt) = try s.identifier(.selectorPart)
            if s.take(":") != nil {
                parts.append(MessagePart(name: name, value: try expression(), location: partAt))
            } else {
                parts.append(MessagePart(name: name, value: nil, location: partAt))
                break
            }
        }
        guard !parts.isEmpty else { throw Failure(.expectedSelector, at: s.current.location) }
        _ = try s.expect("]", .closeMessage)
        return .message(receiver, parts, at)
    }
}
