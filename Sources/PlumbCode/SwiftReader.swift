import PlumbDiagnostics

/// Reads Swift tokens into statements: the part of Swift that UIKit layout
/// code is written in (classes and their members, functions, `let`/`var`,
/// assignments, calls with trailing closures, `if`/`switch`/`for`,
/// arithmetic). A statement it cannot read is an error at the token that
/// stopped it; reading goes on at the next line.
struct SwiftReader {
    private var s: TokenStream
    private(set) var problems: [Diagnostic] = []
    /// Off while reading an `if`/`switch`/`for` head, whose `{` opens the body.
    private var trailingClosures = true
    /// How deep expressions nest here (parentheses, arguments, closures).
    private var depth = 0
    /// A declaration's bindings after its first (`let a = …, b = …`), handed on by `nextStatements`.
    private var moreBindings: [Stmt] = []

    static func read(_ tokens: [CodeToken]) -> (statements: [Stmt], problems: [Diagnostic]) {
        var reader = SwiftReader(s: TokenStream(tokens))
        let statements = reader.statements(untilBrace: false)
        return (statements, reader.problems)
    }

    private init(s: TokenStream) { self.s = s }

    private typealias Failure = TokenStream.Failure

    // MARK: Statements

    private mutating func statements(untilBrace: Bool) -> [Stmt] {
        var out: [Stmt] = []
        while !s.atEnd {
            if s.take(";") != nil { continue }
            if s.current.isSymbol("}") {
                if untilBrace { return out }
                problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.unmatchedBrace), at: s.current.location))
                s.advance()
                continue
            }
            let start = s.index
            do {
                out += try nextStatements()
                try endOfStatement()
            } catch let f as Failure {
                problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(f.finding), at: f.location))
                out.append(.unreadable(f.location))
                s.recover(from: start)
            } catch {
                s.recover(from: start)
            }
        }
        return out
    }

    private mutating func endOfStatement() throws {
        if s.current.isSymbol(";") || s.current.isSymbol("}") || s.atEnd || s.current.lineBreakBefore { return }
        throw Failure(.expectedStatementEnd(found: s.current.shown), at: s.current.location)
    }

    private mutating func block() throws -> [Stmt] {
        depth += 1
        defer { depth -= 1 }
        try CodeLimits.checkDepth(depth, at: s.current.location)
        _ = try s.expect("{", .openBlock)
        let body = statements(untilBrace: true)
        _ = try s.expect("}", .closeBlock)
        return body
    }

    private static let modifiers: Set<String> = ["private", "fileprivate", "public", "internal", "open", "final", "override", "static",
                                                  "weak", "unowned", "required", "convenience", "dynamic", "nonisolated", "class", "mutating"]

    /// The next statement, and a declaration's later bindings as
    /// declarations of their own.
    private mutating func nextStatements() throws -> [Stmt] {
        moreBindings = []
        defer { moreBindings = [] }
        let first = try statement()
        return [first] + moreBindings
    }

    private mutating func statement() throws -> Stmt {
        let first = s.current
        // Attributes: @objc, @IBOutlet, @MainActor, @available(...)
        while s.current.isSymbol("@") && s.peek(1).identifier != nil {
            s.advance(); s.advance()
            if s.current.isSymbol("(") && !s.current.spaceBefore { s.skipBalanced() }
        }
        var isLazy = false
        while let word = s.current.identifier, let next = s.peek(1).identifier {
            if word == "lazy" { isLazy = true; s.advance(); continue }
            // `class func` is a modifier; `class Name` declares.
            guard SwiftReader.modifiers.contains(word), word != "class" || ["func", "var", "let"].contains(next) else { break }
            s.advance()
        }
        // A name in backticks (`` `return`.isHidden = true ``) starts an expression, never a keyword's statement.
        guard let word = s.current.identifier, !s.current.escaped else { return try expressionStatement() }
        switch word {
        case "import":
            s.advance()
            while s.current.identifier != nil || s.current.isSymbol(".") { if s.current.lineBreakBefore { break }; s.advance() }
            return .understoodNoOp(first.location)
        case "class", "struct", "extension", "final":
            if s.peek(1).identifier != nil { return try classDecl() }
        case "func": return .function(try function())
        case "init":
            if s.peek(1).isSymbol("(") || s.peek(1).isSymbol("?") || s.peek(1).isSymbol("!") { return .function(try initializer()) }
        case "let", "var": return try declaration(isLazy: isLazy)
        case "if": return try ifStatement()
        case "guard":
            throw Failure(.guardNotRead, at: s.current.location)
        case "switch": return try switchStatement()
        case "for": return try forIn()
        case "return":
            let at = s.advance().location
            if s.current.lineBreakBefore || s.current.isSymbol("}") || s.atEnd { return .returnStatement(nil, at) }
            return .returnStatement(try expression(), at)
        default: break
        }
        return try expressionStatement()
    }

    private mutating func expressionStatement() throws -> Stmt {
        let target = try expression()
        if case .symbol(let op) = s.current.kind, ["=", "+=", "-=", "*=", "/="].contains(op) {
            let equalsToken = s.advance()
            let equals = equalsToken.location
            checkSpacing(around: equalsToken)
            return .assignment(target: target, op: op, value: try expression(), equals: equals)
        }
        return .expression(target)
    }

    private mutating func typeName() throws -> String {
        var name = ""
        if s.current.isSymbol("[") {
            s.skipBalanced()
            name = "Array"
        } else if s.current.isSymbol("(") {
            s.skipBalanced()
            name = "Tuple"
        } else {
            let (first, _) = try s.identifier(.type)
            name = first
            while s.current.isSymbol("."), let next = s.peek(1).identifier { s.advance(); s.advance(); name += "." + next }
            if s.current.isSymbol("<") && !s.current.spaceBefore { s.skipBalanced() }
        }
        while (s.current.isSymbol("?") || s.current.isSymbol("!")) && !s.current.spaceBefore { s.advance() }
        return name
    }

    private mutating func declaration(isLazy: Bool) throws -> Stmt {
        s.advance()
        let (name, at) = try s.identifier(.declaredName)
        var type: String?
        if s.take(":") != nil { type = try typeName() }
        if let (getter, setter) = try accessors(of: name) {
            if let setter { moreBindings = [.function(setter)] }
            return .declaration(name: name, typeName: type.map { "getter:" + $0 }, value: .closure(Closure(parameters: [], body: getter), at), location: at)
        }
        if s.current.isSymbol("{") && type != nil {
            // A computed property: `var intrinsicContentSize: CGSize { ... }`.
            var body = try block()
            if body.count == 1, case .expression(let e) = body[0] { body = [.returnStatement(e, e.start)] }
            return .declaration(name: name, typeName: type.map { "getter:" + $0 }, value: .closure(Closure(parameters: [], body: body), at), location: at)
        }
        var bindings = [(name: name, at: at, type: type, value: try initialValue())]
        // `let a = UIView(), b = UIView()`: several bindings, each its own declaration.
        while s.take(",") != nil {
            let (name, at) = try s.identifier(.declaredName)
            let type = s.take(":") != nil ? try typeName() : nil
            bindings.append((name, at, type, try initialValue()))
        }
        // `var a, b: UIView`: a name with neither type nor value has the next one's type.
        for i in bindings.indices.reversed().dropFirst() where bindings[i].type == nil && bindings[i].value == nil {
            bindings[i].type = bindings[i + 1].type
        }
        var statements = bindings.map { b in
            Stmt.declaration(name: b.name, typeName: (isLazy ? "lazy:" : "") + (b.type ?? ""), value: b.value, location: b.at)
        }
        if bindings.count == 1 { statements += try propertyObserver(of: name) }
        moreBindings = Array(statements.dropFirst())
        return statements[0]
    }

    /// `var count = 3 { willSet { … } didSet { invalidateIntrinsicContentSize() } }`:
    /// each observer as a method named `willSet count` or `didSet count` (no
    /// method can be written with those names) that an assignment from
    /// outside runs, its one parameter the value Swift binds there:
    /// `newValue` in `willSet`, `oldValue` in `didSet`, or the name written
    /// in parentheses (`willSet(newCount)`).
    private mutating func propertyObserver(of name: String) throws -> [Stmt] {
        guard s.current.isSymbol("{"), let word = s.peek(1).identifier, word == "didSet" || word == "willSet" else { return [] }
        s.advance()
        var observers: [Stmt] = []
        while let word = s.current.identifier, word == "didSet" || word == "willSet" {
            let at = s.advance().location
            var parameter = word == "willSet" ? "newValue" : "oldValue"
            if s.take("(") != nil {
                parameter = try s.identifier(.parameterName).0
                _ = try s.expect(")", .closeParameters)
            }
            let body = try block()
            observers.append(.function(FunctionDecl(name: word + " " + name, labels: [nil], parameters: [parameter], body: body, location: at)))
        }
        _ = try s.expect("}", .closeBlock)
        return observers
    }

    /// `var count: Int { get { _count } set { _count = newValue; … } }`: the
    /// getter's body, and the setter as a method named `set count` (no
    /// method can be written with that name) whose one parameter is
    /// `newValue` or the name in its parentheses. Nil when the braces hold
    /// no `get`/`set`.
    private mutating func accessors(of name: String) throws -> (getter: [Stmt], setter: FunctionDecl?)? {
        guard s.current.isSymbol("{"), let word = s.peek(1).identifier, word == "get" || word == "set",
              s.peek(2).isSymbol("{") || s.peek(2).isSymbol("(") else { return nil }
        s.advance()
        var getter: [Stmt] = []
        var setter: FunctionDecl?
        while let word = s.current.identifier, word == "get" || word == "set" {
            let at = s.advance().location
            var parameter = "newValue"
            if word == "set", s.take("(") != nil {
                parameter = try s.identifier(.parameterName).0
                _ = try s.expect(")", .closeParameters)
            }
            var body = try block()
            if word == "set" {
                setter = FunctionDecl(name: "set " + name, labels: [nil], parameters: [parameter], body: body, location: at)
            } else {
                if body.count == 1, case .expression(let e) = body[0] { body = [.returnStatement(e, e.start)] }
                getter = body
            }
        }
        _ = try s.expect("}", .closeBlock)
        return (getter, setter)
    }

    /// `= value` after a declared name, if there.
    private mutating func initialValue() throws -> Expr? {
        guard let eq = s.take("=") else { return nil }
        checkSpacing(around: eq)
        return try expression()
    }

    /// `x =.black`: swiftc refuses '=' with white space on one side only,
    /// though the meaning is plain. A warning, and the figure is drawn.
    mutating func checkSpacing(around equals: CodeToken) {
        let after = s.current.spaceBefore
        if equals.spaceBefore != after {
            problems.append(Diagnostic(.warning, .syntax, CodeFinding.syntax(.unevenEquals), at: equals.location))
        }
    }

    private mutating func parameters() throws -> (labels: [String?], names: [String]) {
        _ = try s.expect("(", .openParameters)
        var labels: [String?] = []
        var names: [String] = []
        while !s.current.isSymbol(")") && !s.atEnd {
            let (first, _) = try s.identifier(.parameterName)
            var name = first
            if let second = s.current.identifier { s.advance(); name = second }
            labels.append(first == "_" ? nil : first)
            names.append(name)
            if s.take(":") != nil { _ = try typeName() }
            if s.take("=") != nil { _ = try expression() }
            if s.take(",") == nil { break }
        }
        _ = try s.expect(")", .closeParameters)
        return (labels, names)
    }

    private mutating func function() throws -> FunctionDecl {
        s.advance()
        let (name, at) = try s.identifier(.functionName)
        if s.current.isSymbol("<") { s.skipBalanced() }
        let (labels, names) = try parameters()
        while let w = s.current.identifier, ["throws", "async", "rethrows"].contains(w) { s.advance() }
        if s.take("->") != nil { _ = try typeName() }
        return FunctionDecl(name: name, labels: labels, parameters: names, body: try block(), location: at)
    }

    private mutating func initializer() throws -> FunctionDecl {
        let at = s.advance().location
        while s.current.isSymbol("?") || s.current.isSymbol("!") { s.advance() }
        let (labels, names) = try parameters()
        return FunctionDecl(name: "init", labels: labels, parameters: names, body: try block(), location: at)
    }

    private mutating func classDecl() throws -> Stmt {
        let keyword = s.current.identifier ?? ""
        if keyword == "final" { s.advance() }
        s.advance()
        let (name, at) = try s.identifier(.typeName)
        var superclass: String?
        if s.take(":") != nil {
            superclass = try typeName()
            while s.take(",") != nil { _ = try typeName() }
        }
        let body = try block()
        var decl = ClassDecl(name: name, superclass: keyword == "extension" ? "extension" : superclass, properties: [], methods: [], location: at)
        for member in body {
            switch member {
            case .declaration(let n, let type, let value, let l):
                let lazy = type?.hasPrefix("lazy:") == true
                if let type, type.hasPrefix("getter:"), case .closure(let c, _)? = value {
                    decl.properties.append(PropertyDecl(name: n, typeName: String(type.dropFirst(7)), value: nil, isLazy: false, getter: c.body, location: l))
                } else {
                    let t = type.map { $0.hasPrefix("lazy:") ? String($0.dropFirst(5)) : $0 }
                    decl.properties.append(PropertyDecl(name: n, typeName: t?.isEmpty == true ? nil : t, value: value, isLazy: lazy, getter: nil, location: l))
                }
            case .function(let f): decl.methods.append(f)
            case .understoodNoOp, .unreadable: break
            default:
                problems.append(Diagnostic(.warning, .unsupported, CodeFinding.syntax(.statementInClassBody), at: member.location))
            }
        }
        return .classDecl(decl)
    }

    private mutating func condition() throws -> Expr {
        trailingClosures = false
        defer { trailingClosures = true }
        if s.current.isSymbol("#"), s.peek(1).isIdentifier("available") {
            let at = s.advance().location
            s.advance()
            s.skipBalanced()
            return .availability(at)
        }
        if s.current.isIdentifier("let") || s.current.isIdentifier("var") {
            throw Failure(.ifLetNotRead, at: s.current.location)
        }
        return try expression()
    }

    private mutating func ifStatement() throws -> Stmt {
        let at = s.advance().location
        let cond = try condition()
        let then = try block()
        var otherwise: [Stmt]?
        if s.takeWord("else") != nil {
            if s.current.isIdentifier("if") { otherwise = [try ifStatement()] } else { otherwise = try block() }
        }
        return .ifStatement(condition: cond, then: then, otherwise: otherwise, location: at)
    }

    private mutating func switchStatement() throws -> Stmt {
        let at = s.advance().location
        let subject = try condition()
        _ = try s.expect("{", .openSwitch)
        var cases: [SwitchCase] = []
        while !s.current.isSymbol("}") && !s.atEnd {
            var patterns: [Expr]?
            if s.takeWord("default") != nil {
                patterns = nil
            } else if s.takeWord("case") != nil {
                var list: [Expr] = []
                repeat { list.append(try expression()) } while s.take(",") != nil
                patterns = list
            } else {
                throw Failure(.expectedCaseOrDefault(found: s.current.shown), at: s.current.location)
            }
            _ = try s.expect(":", .afterCase)
            var body: [Stmt] = []
            while !s.current.isIdentifier("case") && !s.current.isIdentifier("default") && !s.current.isSymbol("}") && !s.atEnd {
                let start = s.index
                do {
                    body += try nextStatements()
                    try endOfStatement()
                    _ = s.take(";")
                } catch let f as Failure {
                    problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(f.finding), at: f.location))
                    s.recover(from: start)
                }
            }
            cases.append(SwitchCase(patterns: patterns, body: body))
        }
        _ = try s.expect("}", .closeSwitch)
        return .switchStatement(subject: subject, cases: cases, location: at)
    }

    private mutating func forIn() throws -> Stmt {
        let at = s.advance().location
        let (name, _) = try s.identifier(.loopVariable)
        guard s.takeWord("in") != nil else { throw Failure(.expectedLoopIn, at: s.current.location) }
        trailingClosures = false
        let sequence = try expression()
        trailingClosures = true
        return .forIn(name: name, sequence: sequence, body: try block(), location: at)
    }

    // MARK: Expressions

    mutating func expression() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        try CodeLimits.checkDepth(depth, at: s.current.location)
        let cond = try binary(0)
        if s.current.isSymbol("?") && s.current.spaceBefore {
            let at = s.advance().location
            let a = try expression()
            _ = try s.expect(":", .conditionalExpression)
            return .ternary(cond, a, try expression(), at)
        }
        return cond
    }

    private static let precedence: [[String]] = [["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="], ["??"], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(_ level: Int) throws -> Expr {
        guard level < SwiftReader.precedence.count else { return try prefixExpression() }
        var lhs = try binary(level + 1)
        var count = 0
        while case .symbol(let op) = s.current.kind, SwiftReader.precedence[level].contains(op),
              !s.current.lineBreakBefore || s.peek(1).spaceBefore {
            count += 1
            try CodeLimits.checkChain(count, at: s.current.location)
            let at = s.advance().location
            lhs = .binary(op, lhs, try binary(level + 1), at)
        }
        // `x as! UILabel`, `x is UIView`: the cast changes nothing the figure reads.
        while let w = s.current.identifier, w == "as" || w == "is", !s.current.lineBreakBefore {
            s.advance()
            if (s.current.isSymbol("!") || s.current.isSymbol("?")) && !s.current.spaceBefore { s.advance() }
            _ = try typeName()
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
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: Expr) throws -> Expr {
        var e = base
        var count = 0
        while true {
            count += 1
            try CodeLimits.checkChain(count, at: s.current.location)
            let t = s.current
            if t.isSymbol(".") {
                s.advance()
                if case .number(let n) = s.current.kind {   // tuple member `.0`
                    let at = s.advance().location
                    e = .member(e, NumberText.exact(n), at)
                    continue
                }
                let (name, at) = try s.identifier(.memberName)
                e = .member(e, name, at)
            } else if t.isSymbol("(") && !t.lineBreakBefore {
                e = .call(e, try arguments(), t.location)
                if trailingClosures && s.current.isSymbol("{") && !s.current.lineBreakBefore {
                    let c = try closure()
                    guard case .call(let callee, let args, let at) = e else { continue }
                    e = .call(callee, args + [Argument(label: nil, value: c, location: c.location)], at)
                }
            } else if t.isSymbol("{") && !t.lineBreakBefore && trailingClosures && isCallee(e) {
                let c = try closure()
                e = .call(e, [Argument(label: nil, value: c, location: c.location)], t.location)
            } else if (t.isSymbol("?") || t.isSymbol("!")) && !t.spaceBefore {
                s.advance()   // optional chaining and forced unwrapping read the same
            } else if t.isSymbol("[") && !t.spaceBefore && !t.lineBreakBefore {
                throw Failure(.subscriptNotRead, at: t.location)
            } else {
                return e
            }
        }
    }

    /// A name or member that a trailing closure may follow (`x.forEach { }`,
    /// `UIView { }` is not Swift).
    private func isCallee(_ e: Expr) -> Bool {
        if case .member = e { return true }
        return false
    }

    private mutating func arguments() throws -> [Argument] {
        _ = try s.expect("(", .openArguments)
        var out: [Argument] = []
        let saved = trailingClosures
        trailingClosures = true
        defer { trailingClosures = saved }
        while !s.current.isSymbol(")") && !s.atEnd {
            var label: String?
            let at = s.current.location
            if let name = s.current.identifier, s.peek(1).isSymbol(":") {
                label = name
                s.advance(); s.advance()
            }
            out.append(Argument(label: label, value: try expression(), location: at))
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
            switch t.escaped ? "" : name {
            case "true": return .bool(true, t.location)
            case "false": return .bool(false, t.location)
            case "nil": return .nilLiteral(t.location)
            default:
                // `UIStackView<…>`-style generic arguments never occur in layout code; `Array<X>()` might.
                return .name(name, t.location)
            }
        case .symbol("."):
            s.advance()
            let (name, at) = try s.identifier(.memberName)
            _ = at
            return .implicitMember(name, t.location)
        case .symbol("("):
            s.advance()
            let e = try expression()
            if s.current.isSymbol(",") {
                throw Failure(.tupleNotRead, at: s.current.location)
            }
            _ = try s.expect(")", .closeParenthesis)
            return e
        case .symbol("["):
            return try collection()
        case .symbol("{"):
            return try closure()
        case .symbol("#"):
            s.advance()
            if s.current.isIdentifier("available") { s.advance(); s.skipBalanced(); return .availability(t.location) }
            if s.current.isIdentifier("colorLiteral") { s.advance(); s.skipBalanced(); return .implicitMember("colorLiteral", t.location) }
            // `#selector(tap)`, `#imageLiteral(…)`, `#keyPath(…)`: arguments of calls the figure does not run.
            if let word = s.current.identifier, ["selector", "imageLiteral", "keyPath", "fileLiteral"].contains(word) {
                s.advance()
                s.skipBalanced()
                return .implicitMember(word, t.location)
            }
            throw Failure(.directiveNotRead(s.current.identifier ?? ""), at: t.location)
        default:
            throw Failure(.expectedExpression(found: t.shown), at: t.location)
        }
    }

    private mutating func collection() throws -> Expr {
        let at = s.advance().location
        if s.take(":") != nil {
            _ = try s.expect("]", .closeEmptyDictionary)
            return .dictionary([], at)
        }
        var items: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while !s.current.isSymbol("]") && !s.atEnd {
            let first = try expression()
            if s.take(":") != nil { pairs.append((first, try expression())) } else { items.append(first) }
            if s.take(",") == nil { break }
        }
        _ = try s.expectListEnd(.closeList)
        if !pairs.isEmpty {
            guard items.isEmpty else { throw Failure(.mixedDictionary, at: at) }
            return .dictionary(pairs, at)
        }
        return .array(items, at)
    }

    private mutating func closure() throws -> Expr {
        let at = try s.expect("{", .openClosure).location
        var params: [String] = []
        // `[weak self] (make) in`, `make in`, `(a, b) -> Void in`
        let mark = s.index
        if s.current.isSymbol("[") { s.skipBalanced() }
        var sawIn = false
        if s.current.isSymbol("(") {
            var k = s.index + 1
            var names: [String] = []
            while k < s.tokens.count, !s.tokens[k].isSymbol(")") {
                if let n = s.tokens[k].identifier, s.tokens[k - 1].isSymbol("(") || s.tokens[k - 1].isSymbol(",") { names.append(n) }
                k += 1
            }
            var j = k + 1
            if j < s.tokens.count, s.tokens[j].isSymbol("->") { j += 2 }
            if j < s.tokens.count, s.tokens[j].isIdentifier("in") { params = names; s.index = j + 1; sawIn = true }
        } else {
            var k = s.index
            var names: [String] = []
            while k < s.tokens.count, let n = s.tokens[k].identifier, n != "in" {
                names.append(n)
                k += 1
                if k < s.tokens.count, s.tokens[k].isSymbol(",") { k += 1 } else { break }
            }
            if !names.isEmpty, k < s.tokens.count, s.tokens[k].isIdentifier("in") { params = names; s.index = k + 1; sawIn = true }
        }
        if !sawIn { s.index = mark }
        let body = statements(untilBrace: true)
        _ = try s.expect("}", .closeClosure)
        return .closure(Closure(parameters: params, body: body), at)
    }
}
