import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Constraint lines: `anchor REL [anchor [* m]] [+ c] [@priority] [#id]`, the
/// `edges`/`center`/`size` shorthands and `distance(a, b)`.
extension BlockParser {
    struct Failure: Error {
        let kind: DiagnosticKind
        let finding: ParseFinding
        let location: SourceLocation
        var hint: ParseHint?
    }

    /// One side of a relation before type checking.
    enum Side {
        case term(AnchorTerm)
        case shorthand(LayoutItem, String, SourceLocation)
    }

    func readConstraint(_ line: SourceLine, conditions: [Condition]) {
        do {
            let tokens: [Token]
            switch line.lexed.tokens {
            case .success(let lexed): tokens = lexed
            case .failure(let f): throw Failure(kind: .syntax, finding: .line(f.finding), location: line.location(at: f.offset))
            }
            var cursor = TokenCursor(tokens)
            let constraints = try parseConstraint(&cursor, line, conditions: conditions)
            block.constraints += constraints
        } catch let f as Failure {
            error(f.kind, f.finding, at: f.location, hint: f.hint)
        } catch is Silent {
            // Already reported where it was found.
        } catch {
            self.error(.syntax, .line(.internalError("\(error)")), at: line.location(at: 0))
        }
    }

    /// What follows a relation: another side (with a multiplier and a
    /// constant), a size (`100x40`, for `.size`), or a constant alone.
    private struct RightSide {
        var side: Side?
        var multiplier = 1.0
        var multiplierAt: SourceLocation?
        var constant = LayoutConstant.points(0)
        var size: (Double, Double)?
        let at: SourceLocation
    }

    /// What may end a constraint line: `@priority` and `#identifier`.
    private struct LineEnd {
        var priority = Priority.required
        var named: NamedPriority?
        var identifier: String?
    }

    private func parseConstraint(_ c: inout TokenCursor, _ line: SourceLine, conditions: [Condition]) throws -> [LayoutConstraint] {
        let lhs = try parseSide(&c, line, lhsItem: nil)
        let lhsItem: LayoutItem
        switch lhs {
        case .term(let t): lhsItem = t.refs[0].item
        case .shorthand(let item, _, _): lhsItem = item
        }
        let relation = try parseRelation(&c, line)
        let right = try parseRightSide(&c, line, lhsItem: lhsItem)
        let end = try parseLineEnd(&c, line)
        let location = line.location(at: 0)

        func make(_ first: AnchorTerm, _ second: AnchorTerm?, _ constant: LayoutConstant, origin: LayoutConstraint.Origin = .constraintLine) -> LayoutConstraint {
            var made = LayoutConstraint(first: first, relation: relation, second: second, multiplier: right.multiplier, constant: constant,
                                        priority: end.priority, identifier: end.identifier, location: location, origin: origin,
                                        conditions: conditions)
            made.namedPriority = end.named
            return made
        }

        switch lhs {
        case .term(let first):
            if let size = right.size {
                throw Failure(kind: .typeMismatch, finding: .constraint(.sizeOnlyForSize(width: size.0, height: size.1)), location: right.at)
            }
            var second: AnchorTerm?
            if let rhs = right.side {
                guard case .term(let t) = rhs else {
                    if case .shorthand(_, let name, let at) = rhs {
                        throw Failure(kind: .typeMismatch, finding: .constraint(.shorthandToOther(name)), location: at)
                    }
                    throw Silent()
                }
                second = t
            }
            try typeCheck(first, second, rhsAt: right.at, constant: right.constant)
            let (a, b) = scrollContent(first, second)
            return [make(a, b, right.constant)]
        case .shorthand(let item, let name, let at):
            return try expandShorthand(item, name, at, rhs: right.side, size: right.size, constant: right.constant, relation: relation,
                                       rhsAt: right.at, multiplierAt: right.multiplier != 1 ? right.multiplierAt : nil, make: make)
        }
    }

    /// `==`, `<=` or `>=`; a lone `=` is a property's, said so.
    private func parseRelation(_ c: inout TokenCursor, _ line: SourceLine) throws -> Constraint.Relation {
        let token = c.current
        let relation: Constraint.Relation
        switch token.kind {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessOrEqual
        case .symbol(">="): relation = .greaterOrEqual
        case .symbol("="):
            throw Failure(kind: .syntax, finding: .constraint(.assignmentInConstraint), location: line.location(at: token.offset),
                          hint: .writeDoubleEquals)
        default:
            throw Failure(kind: .syntax, finding: .constraint(.expectedRelation(found: token.kind)),
                          location: line.location(at: token.offset))
        }
        _ = c.advance()
        return relation
    }

    private func parseRightSide(_ c: inout TokenCursor, _ line: SourceLine, lhsItem: LayoutItem) throws -> RightSide {
        var right = RightSide(at: line.location(at: c.current.offset))
        if startsSide(c) {
            right.side = try parseSide(&c, line, lhsItem: lhsItem)
            if c.current.isSymbol("*") || c.current.isSymbol("/") {
                let op = c.advance()
                right.multiplierAt = line.location(at: op.offset)
                right.multiplier = try parseMultiplier(&c, line, dividing: op.isSymbol("/"), at: right.multiplierAt!)
            }
            if c.current.isSymbol("+") || c.current.isSymbol("-") {
                let negative = c.advance().isSymbol("-")
                right.constant = try parseConstant(&c, line)
                if negative { right.constant = right.constant.negated }
            }
        } else if case .size(let w, let h) = c.current.kind {
            guard max(w, h) <= BlockParser.largestNumber else {
                throw Failure(kind: .badNumber, finding: .number(.tooLarge("\(w.compact)x\(h.compact)")), location: right.at)
            }
            right.size = (w, h)
            _ = c.advance()
        } else {
            let negative = c.take("-") != nil
            right.constant = try parseConstant(&c, line)
            if negative { right.constant = right.constant.negated }
        }
        return right
    }

    /// The number after `*` or `/`, as the multiplier it makes.
    private func parseMultiplier(_ c: inout TokenCursor, _ line: SourceLine, dividing: Bool, at: SourceLocation) throws -> Double {
        let m = try parseNumber(&c, line, what: .multiplier)
        guard dividing else { return m }
        guard m != 0 else { throw Failure(kind: .badNumber, finding: .number(.divisionByZero), location: at) }
        // 1 / 1e-311 is infinite: the quotient is a multiplier, bounded
        // like every number.
        guard (1 / m).magnitude <= BlockParser.largestNumber else {
            throw Failure(kind: .badNumber, finding: .number(.dividedMultiplier(divisor: m, quotient: 1 / m)), location: at)
        }
        return 1 / m
    }

    /// `@priority`, `#identifier`, then the end of the line.
    private func parseLineEnd(_ c: inout TokenCursor, _ line: SourceLine) throws -> LineEnd {
        var end = LineEnd()
        if let at = c.take("@") {
            (end.priority, end.named) = try parsePriority(&c, line, after: at)
        }
        if case .hashName(let name) = c.current.kind {
            end.identifier = name
            _ = c.advance()
        }
        guard c.atEnd else {
            throw Failure(kind: .syntax, finding: .constraint(.expectedEndOfConstraint(found: c.current.kind)),
                          location: line.location(at: c.current.offset), hint: c.current.isSymbol("@") ? .priorityBeforeIdentifier : nil)
        }
        return end
    }

    /// After `@`: a number, or a name (`high`, `defaultHigh`, `.defaultHigh`)
    /// with an optional `+ N` or `- N`, as `UILayoutPriority` arithmetic in
    /// Swift (`.defaultHigh + 1` is 751).
    private func parsePriority(_ c: inout TokenCursor, _ line: SourceLine, after at: Token) throws -> (Double, NamedPriority?) {
        let dotted = c.take(".") != nil
        let t = c.advance()
        switch t.kind {
        case .number(let n):
            guard !dotted, let p = self.priority(n.compact, at: line.location(at: t.offset)) else { throw Silent() }
            return (p, nil)
        case .identifier(let name):
            guard let base = Vocabulary.priorities[name] else {
                let known = Vocabulary.priorities.keys.sorted()
                throw Failure(kind: .unknownName, finding: .constraint(.unknownPriority(name, known: known)),
                              location: line.location(at: t.offset), hint: didYouMean(name, known))
            }
            var offset = 0.0
            if c.current.isSymbol("+") || c.current.isSymbol("-") {
                let sign: Double = c.advance().isSymbol("-") ? -1 : 1
                let n = c.advance()
                guard case .number(let v) = n.kind else {
                    throw Failure(kind: .syntax, finding: .constraint(.expectedPriorityOffset(sign: sign < 0 ? "-" : "+", found: n.kind)),
                                  location: line.location(at: n.offset))
                }
                offset = sign * v
            }
            let value = base + offset
            if let problem = BlockParser.priorityProblem(value) {
                throw Failure(kind: .badNumber, finding: .number(problem.finding), location: line.location(at: t.offset), hint: problem.hint)
            }
            return (Priority.layout(value), NamedPriority(name: (dotted ? "." : "") + name, offset: offset))
        default:
            throw Failure(kind: .syntax, finding: .constraint(.expectedPriority(found: t.kind)), location: line.location(at: at.offset + 1))
        }
    }

    /// A failure already reported (by `number` or `priority`).
    struct Silent: Error {}

    private func startsSide(_ c: TokenCursor) -> Bool {
        guard case .identifier(let name) = c.current.kind else { return false }
        if name == "distance" && c.peek().isSymbol("(") { return true }
        return c.peek().isSymbol(".")
    }

    /// A distance() inside a distance() is a type mismatch; refused before
    /// reading it, since reading recursed once per level (a line of 20,000
    /// nested distance( overflowed the stack).
    private func refuseNestedDistance(_ c: TokenCursor, _ line: SourceLine) throws {
        guard c.current.identifier == "distance" && c.peek().isSymbol("(") else { return }
        throw Failure(kind: .typeMismatch, finding: .constraint(.nestedDistance), location: line.location(at: c.current.offset))
    }

    private func parseSide(_ c: inout TokenCursor, _ line: SourceLine, lhsItem: LayoutItem?) throws -> Side {
        if c.current.identifier == "distance" && c.peek().isSymbol("(") { return try parseDistance(&c, line, lhsItem: lhsItem) }
        // NAME(.guide)*.anchor
        var parts: [(String, Int)] = []
        let first = c.current
        guard case .identifier(let head) = first.kind else {
            throw Failure(kind: .syntax, finding: .constraint(.expectedAnchor(found: first.kind)), location: line.location(at: first.offset))
        }
        parts.append((head, first.offset))
        _ = c.advance()
        while c.current.isSymbol(".") {
            _ = c.advance()
            guard case .identifier(let name) = c.current.kind else {
                throw Failure(kind: .syntax, finding: .constraint(.expectedNameAfterDot(found: c.current.kind)), location: line.location(at: c.current.offset))
            }
            parts.append((name, c.current.offset))
            _ = c.advance()
        }
        guard parts.count >= 2 else {
            throw Failure(kind: .syntax, finding: .constraint(.expectedAnchorAfter(head)), location: line.location(at: first.offset))
        }
        // The item.
        var item: LayoutItem
        let itemAt = line.location(at: parts[0].1)
        switch head {
        case "super":
            guard let lhsItem else {
                throw Failure(kind: .syntax, finding: .constraint(.superOnLeft), location: itemAt, hint: .nameTheSuperview)
            }
            guard let s = lhsItem.container else {
                throw Failure(kind: .unknownName, finding: .constraint(.noSuperview(lhsItem.name)), location: itemAt)
            }
            item = s
        default:
            guard let found = block.item(named: head) else {
                if failedNames.contains(head) { throw Silent() }
                throw Failure(kind: .unknownName, finding: .constraint(.unknownView(head)), location: itemAt,
                              hint: didYouMean(head, ["root", "super"] + block.itemNames) ?? (block.itemNames.isEmpty ? .declareFirst(head) : nil))
            }
            item = found
        }
        // Guides.
        for (name, offset) in parts.dropFirst().dropLast() {
            let at = line.location(at: offset)
            guard let kind = GuideKind(rawValue: name), kind != .custom else {
                throw Failure(kind: .unknownName, finding: .constraint(.unknownGuide(name)), location: at,
                              hint: didYouMean(name, Vocabulary.guides) ?? .guidesAre(Vocabulary.guides))
            }
            guard !item.isGuide else {
                throw Failure(kind: .typeMismatch, finding: .constraint(.guideOfGuide(item.name)), location: at)
            }
            if (kind == .content || kind == .frame) && item.viewKind != .scroll {
                throw Failure(kind: .typeMismatch, finding: .constraint(.scrollGuideOfNonScroll(guide: name, item: item.name)), location: at)
            }
            item = block.guide(kind, of: item)
        }
        // The anchor.
        let (anchorName, anchorOffset) = parts.last!
        let anchorAt = line.location(at: anchorOffset)
        if Vocabulary.shorthands.contains(anchorName) { return .shorthand(item, anchorName, anchorAt) }
        guard let anchor = Anchor(rawValue: anchorName) else {
            if Vocabulary.guides.contains(anchorName) {
                throw Failure(kind: .syntax, finding: .constraint(.guideNotAnchor(anchorName)), location: anchorAt,
                              hint: .addAnchor(parts.map(\.0).joined(separator: ".")))
            }
            throw Failure(kind: .unknownName, finding: .constraint(.unknownAnchor(anchorName)), location: anchorAt,
                          hint: didYouMean(anchorName, Vocabulary.anchors + Vocabulary.shorthands) ?? .anchorsAre(Vocabulary.anchors))
        }
        return .term(.anchor(AnchorRef(item, anchor, at: anchorAt)))
    }

    /// `distance(a, b)`: the space between two edges or centres of one axis.
    private func parseDistance(_ c: inout TokenCursor, _ line: SourceLine, lhsItem: LayoutItem?) throws -> Side {
        let start = c.advance()
        _ = c.advance()
        try refuseNestedDistance(c, line)
        guard case .term(.anchor(let a)) = try parseSide(&c, line, lhsItem: lhsItem) else {
            throw Failure(kind: .typeMismatch, finding: .constraint(.distanceTakesAnchors), location: line.location(at: start.offset))
        }
        guard c.take(",") != nil else {
            throw Failure(kind: .syntax, finding: .constraint(.distanceComma), location: line.location(at: c.current.offset))
        }
        try refuseNestedDistance(c, line)
        guard case .term(.anchor(let b)) = try parseSide(&c, line, lhsItem: lhsItem ?? a.item) else {
            throw Failure(kind: .typeMismatch, finding: .constraint(.distanceTakesAnchors), location: line.location(at: start.offset))
        }
        guard c.take(")") != nil else {
            throw Failure(kind: .syntax, finding: .constraint(.distanceClose), location: line.location(at: c.current.offset))
        }
        guard a.anchor.kind != .dimension else {
            throw Failure(kind: .typeMismatch, finding: .constraint(.distanceOfDimension(BlockNotation.shared.anchor(a))), location: a.location)
        }
        guard a.anchor.kind == b.anchor.kind else {
            let notation = BlockNotation.shared
            throw Failure(kind: .typeMismatch, finding: .constraint(.distanceAcrossAxes(notation.anchor(a), a.anchor.kind, notation.anchor(b), b.anchor.kind)),
                          location: b.location)
        }
        try checkDirectionalMix(a, b)
        return .term(.distance(a, b))
    }

    private func parseNumber(_ c: inout TokenCursor, _ line: SourceLine, what: NumberRole) throws -> Double {
        let negative = c.take("-") != nil
        let t = c.advance()
        switch t.kind {
        case .number(let n):
            guard n.isFinite, n <= BlockParser.largestNumber else {
                throw Failure(kind: .badNumber, finding: .number(.tooLarge(n.compact)), location: line.location(at: t.offset))
            }
            return negative ? -n : n
        case .identifier(let name):
            guard let v = metrics[name] else {
                throw Failure(kind: .unknownName, finding: .number(.unknownMetric(name)), location: line.location(at: t.offset),
                              hint: didYouMean(name, metrics.keys.sorted()) ?? .defineMetric(name))
            }
            return negative ? -v : v
        default:
            throw Failure(kind: .syntax, finding: .number(.expected(what, found: t.kind)), location: line.location(at: t.offset))
        }
    }

    private func parseConstant(_ c: inout TokenCursor, _ line: SourceLine) throws -> LayoutConstant {
        if c.current.identifier == "system" {
            _ = c.advance()
            if c.take("*") != nil { return .system(try parseNumber(&c, line, what: .systemMultiple)) }
            return .system(1)
        }
        if case .identifier(let name) = c.current.kind, metrics[name] == nil, c.peek().isSymbol(".") {
            throw Failure(kind: .syntax, finding: .constraint(.constantBeforeAnchor), location: line.location(at: c.current.offset),
                          hint: .anchorPlusConstant)
        }
        return .points(try parseNumber(&c, line, what: .constant))
    }

    // MARK: Types

    /// UIKit's anchor types: x with x, y with y, dimension with dimension or
    /// a constant; leading/trailing never with left/right.
    private func typeCheck(_ first: AnchorTerm, _ second: AnchorTerm?, rhsAt: SourceLocation, constant: LayoutConstant) throws {
        guard let second else {
            if first.kind != .dimension {
                let ref = first.refs[0]
                let edge = ref.anchor.rawValue
                let notation = BlockNotation.shared
                throw Failure(kind: .typeMismatch, finding: .constraint(.positionEqualsConstant(first.kind, edge: edge, constant: notation.constant(constant))),
                              location: rhsAt, hint: .relateToSuper(anchor: notation.anchor(ref), edge: edge, constant: notation.constant(constant)))
            }
            return
        }
        if first.kind != second.kind {
            let notation = BlockNotation.shared
            throw Failure(kind: .typeMismatch, finding: .constraint(.kindsDiffer(first.kind, notation.term(first), second.kind, notation.term(second))),
                          location: second.location, hint: first.kind == .dimension ? .dimensionsRelate : .axesRelate)
        }
        if case .anchor(let a) = first, case .anchor(let b) = second { try checkDirectionalMix(a, b) }
        // A multiplier on positions is not checked: it is UIKit's too
        // (Interface Builder's proportional positions, NSLayoutConstraint's
        // full initializer); only the anchor API hides it. Its meaning is in
        // `AnchorLowering.lower`.
    }

    private func checkDirectionalMix(_ a: AnchorRef, _ b: AnchorRef) throws {
        if (a.anchor.isDirectional && b.anchor.isAbsoluteHorizontalEdge) || (a.anchor.isAbsoluteHorizontalEdge && b.anchor.isDirectional) {
            throw Failure(kind: .typeMismatch, finding: .constraint(.directionalMix(BlockNotation.shared.anchor(a), BlockNotation.shared.anchor(b))),
                          location: b.location, hint: .directionalOnBothSides)
        }
    }

    /// The scroll-view rule (`ScrollContentRule`).
    private func scrollContent(_ first: AnchorTerm, _ second: AnchorTerm?) -> (AnchorTerm, AnchorTerm?) {
        ScrollContentRule.apply(first, second, in: block)
    }

    // MARK: Shorthands

    private func expandShorthand(_ item: LayoutItem, _ name: String, _ at: SourceLocation, rhs: Side?, size: (Double, Double)?,
                                 constant: LayoutConstant, relation: Constraint.Relation, rhsAt: SourceLocation, multiplierAt: SourceLocation?,
                                 make: (AnchorTerm, AnchorTerm?, LayoutConstant, LayoutConstraint.Origin) -> LayoutConstraint) throws -> [LayoutConstraint] {
        func ref(_ i: LayoutItem, _ a: Anchor, _ loc: SourceLocation) -> AnchorTerm { .anchor(AnchorRef(i, a, at: loc)) }
        if name == "size", let size {
            return [make(ref(item, .width, at), nil, .points(size.0), .shorthand("size")),
                    make(ref(item, .height, at), nil, .points(size.1), .shorthand("size"))]
        }
        guard case .shorthand(let other, let otherName, let otherAt)? = rhs else {
            throw Failure(kind: .typeMismatch, finding: .constraint(.shorthandToNothing(name)), location: rhsAt,
                          hint: name == "size" ? .giveASize(item.name) : .relateShorthand(item: item.name, shorthand: name))
        }
        guard otherName == name else {
            throw Failure(kind: .typeMismatch, finding: .constraint(.shorthandsDiffer("\(item.name).\(name)", "\(other.name).\(otherName)")), location: otherAt)
        }
        if name != "size", let multiplierAt {
            throw Failure(kind: .typeMismatch, finding: .constraint(.shorthandMultiplier(name)), location: multiplierAt)
        }
        let origin = LayoutConstraint.Origin.shorthand(name)
        var pairs: [(AnchorTerm, AnchorTerm, LayoutConstant)] = []
        switch name {
        case "edges":
            guard relation == .equal else {
                throw Failure(kind: .syntax, finding: .constraint(.edgesEqualOnly), location: at)
            }
            // + c is an inset: inside on every side.
            for a in [Anchor.top, .leading] { pairs.append((ref(item, a, at), ref(other, a, otherAt), constant)) }
            for a in [Anchor.bottom, .trailing] { pairs.append((ref(item, a, at), ref(other, a, otherAt), constant.negated)) }
        case "center":
            for a in [Anchor.centerX, .centerY] { pairs.append((ref(item, a, at), ref(other, a, otherAt), constant)) }
        default:
            for a in [Anchor.width, .height] { pairs.append((ref(item, a, at), ref(other, a, otherAt), constant)) }
        }
        return pairs.map { pair in
            let (a, b) = scrollContent(pair.0, pair.1)
            return make(a, b, pair.2, origin)
        }
    }
}

extension LayoutConstant {
    var negated: LayoutConstant {
        switch self {
        case .points(let p): return .points(-p)
        case .system(let m): return .system(-m)
        }
    }
}
