import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Apple's Visual Format Language, creating the constraints
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// creates:
///
/// - `[a]-c-[b]` → `b.leading == a.trailing + c` (top/bottom for `V:`);
/// - `|-c-[a]` → `a.leading == super.leading + c`, `[a]-c-|` → `super.trailing == a.trailing + c`;
/// - `-` alone is the standard space: 8 pt between siblings, and to the
///   superview its layout margins (`|-[a]` → `a.leading == super.margins.leading`);
/// - `[a(>=50@750)]`, `[a(==b)]` → width (height for `V:`) predicates;
/// - options: `align=centerY,...` (`alignAll…`), `direction=leadingToTrailing|leftToRight|rightToLeft`,
///   `spacing=baselineToBaseline` (vertical only).
extension BlockParser {
    private struct Predicate {
        enum Object {
            case constant(LayoutConstant)
            case view(LayoutItem)
        }
        var relation: Constraint.Relation
        var object: Object
        var priority: Double
        var offset: Int
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private struct Element {
        let item: LayoutItem
        let offset: Int
        let predicates: [Predicate]
    }

    private struct VFLError: Error {
        let message: String
        let offset: Int
        var kind: DiagnosticKind = .syntax
        var suggestion: String?
    }

    func readVisualFormat(_ line: SourceLine, conditions: [Condition]) {
        do {
            try parseVisualFormat(line, conditions: conditions)
        } catch let e as VFLError {
            error(e.kind, e.message, at: line.location(at: e.offset), suggestion: e.suggestion)
        } catch let f as Failure {
            error(f.kind, f.message, at: f.location, suggestion: f.suggestion)
        } catch is Silent {
            // Reported where the name was declared.
        } catch {
            self.error(.syntax, "\(error)", at: line.location(at: 0))
        }
    }

    private func parseVisualFormat(_ line: SourceLine, conditions: [Condition]) throws {
        let all = line.content.characters
        // The format runs to the first space outside brackets; options follow.
        var depth = 0
        var formatEnd = all.count
        for (i, c) in all.enumerated() {
            if c == "[" || c == "(" { depth += 1 }
            if c == "]" || c == ")" { depth -= 1 }
            if c == " " && depth == 0 { formatEnd = i; break }
        }
        let s = Array(all[..<formatEnd])
        guard s.allSatisfy(\.isASCII) else {
            throw VFLError(message: "the format string contains non-ASCII characters", offset: s.firstIndex { !$0.isASCII } ?? 0)
        }

        // Options.
        var alignments: [(Anchor, Int)] = []
        var flow = "leadingToTrailing"
        var baselineSpacing = false
        for word in words(String(all[formatEnd...])) {
            let offset = formatEnd + word.offset
            let pair = word.text.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                throw VFLError(message: "expected an option 'align=…', 'direction=…' or 'spacing=baselineToBaseline', found '\(word.text)'", offset: offset)
            }
            switch pair[0] {
            case "align":
                var at = offset + 6
                for name in pair[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    guard let a = Anchor(rawValue: name), a.kind != .dimension else {
                        throw VFLError(message: "unknown alignment '\(name)'", offset: at, kind: .unknownName,
                                       suggestion: didYouMean(name, Vocabulary.anchors.filter { $0 != "width" && $0 != "height" }))
                    }
                    alignments.append((a, at))
                    at += name.count + 1
                }
            case "direction":
                guard ["leadingToTrailing", "leftToRight", "rightToLeft"].contains(pair[1]) else {
                    throw VFLError(message: "unknown direction '\(pair[1])'", offset: offset + 10, kind: .badValue,
                                   suggestion: didYouMean(pair[1], ["leadingToTrailing", "leftToRight", "rightToLeft"]) ?? "use leadingToTrailing, leftToRight or rightToLeft")
                }
                flow = pair[1]
            case "spacing":
                guard pair[1] == "baselineToBaseline" else {
                    throw VFLError(message: "unknown spacing option '\(pair[1])': the only one is baselineToBaseline", offset: offset + 8, kind: .badValue)
                }
                baselineSpacing = true
            default:
                throw VFLError(message: "unknown option '\(pair[0])'", offset: offset, kind: .unknownName,
                               suggestion: didYouMean(pair[0], ["align", "direction", "spacing"]))
            }
        }

        // The format.
        var i = 0
        var vertical = false
        if s.count >= 2 && (s[0] == "H" || s[0] == "V") && s[1] == ":" {
            vertical = s[0] == "V"
            i = 2
        }
        guard i < s.count else { throw VFLError(message: "the format string is empty", offset: i) }
        func peek() -> Character? { i < s.count ? s[i] : nil }

        func parseNumberOrName() throws -> (String, Int) {
            let start = i
            if peek() == "-" { i += 1 }
            while let c = peek(), c.isLetter || c.isNumber || c == "_" || c == "." { i += 1 }
            guard i > start else { throw VFLError(message: "expected a number or a metric name", offset: start) }
            return (String(s[start..<i]), start)
        }
        func value(_ text: String, _ offset: Int) throws -> Double {
            if let m = metrics[text] { return m }
            if BlockParser.isNumeral(text), let v = Double(text), v.isFinite {
                guard abs(v) <= BlockParser.largestNumber else { throw VFLError(message: BlockParser.tooLarge(text), offset: offset, kind: .badNumber) }
                return v
            }
            if Vocabulary.isIdentifier(text) {
                throw VFLError(message: "encountered metric with name '\(text)', but its value was not specified", offset: offset, kind: .unknownName,
                               suggestion: didYouMean(text, metrics.keys.sorted()) ?? "define it with 'let \(text) = NUMBER'")
            }
            throw VFLError(message: "expected a number, found '\(text)'", offset: offset, kind: .badNumber)
        }
        func parsePredicate(inView: Bool) throws -> Predicate {
            let start = i
            var relation = Constraint.Relation.equal
            if i + 1 < s.count, s[i + 1] == "=", let c = peek(), c == "=" || c == "<" || c == ">" {
                relation = c == "=" ? .equal : c == "<" ? .lessOrEqual : .greaterOrEqual
                i += 2
            } else if let c = peek(), c == "<" || c == ">" || c == "=" {
                throw VFLError(message: "unknown relation: must be ==, >= or <=", offset: i)
            }
            let (text, at) = try parseNumberOrName()
            let object: Predicate.Object
            if text == "system" {
                object = .constant(.system(1))
            } else if let m = metrics[text] {
                object = .constant(.points(m))
            } else if Vocabulary.isIdentifier(text) && block.item(named: text) != nil {
                guard inView else {
                    throw VFLError(message: "it is not possible to set a space equal to the width or height of a view", offset: at, kind: .typeMismatch,
                                   suggestion: "use a spacer guide whose width equals the view's")
                }
                object = .view(block.item(named: text)!)
            } else {
                object = .constant(.points(try value(text, at)))
            }
            var priority = Priority.required
            if peek() == "@" {
                i += 1
                let (p, pAt) = try parseNumberOrName()
                let pv = try Vocabulary.priorities[p] ?? value(p, pAt)
                if let problem = BlockParser.priorityProblem(pv) {
                    throw VFLError(message: problem.message, offset: pAt, kind: .badNumber, suggestion: problem.suggestion)
                }
                priority = Priority.layout(pv)
            }
            return Predicate(relation: relation, object: object, priority: priority, offset: start)
        }
        func parsePredicateList(inView: Bool) throws -> [Predicate] {
            guard peek() == "(" else {
                let start = i
                let (text, at) = try parseNumberOrName()
                if !inView && metrics[text] == nil && block.item(named: text) != nil {
                    throw VFLError(message: "it is not possible to set a space equal to the width or height of a view", offset: at, kind: .typeMismatch,
                                   suggestion: "use a spacer guide whose width equals the view's")
                }
                if text == "system" { return [Predicate(relation: .equal, object: .constant(.system(1)), priority: Priority.required, offset: start)] }
                return [Predicate(relation: .equal, object: .constant(.points(try value(text, at))), priority: Priority.required, offset: start)]
            }
            i += 1
            var list: [Predicate] = []
            while true {
                list.append(try parsePredicate(inView: inView))
                if peek() == "," { i += 1; continue }
                guard peek() == ")" else { throw VFLError(message: "expected ',' or ')' in the predicate list", offset: i) }
                i += 1
                return list
            }
        }
        func parseConnection() throws -> Connection {
            guard peek() == "-" else { return .flush }
            i += 1
            if peek() == "[" || peek() == "|" { return .standard }
            if peek() == nil { throw VFLError(message: "expected a view or '|' after '-'", offset: i) }
            if peek() == "-" {
                throw VFLError(message: "use parentheses around negative numbers, as in -(-5)-", offset: i)
            }
            let predicates: [Predicate]
            if peek() == "(" {
                predicates = try parsePredicateList(inView: false)
            } else {
                guard let c = peek(), c.isLetter || c.isNumber || c == "_" else { throw VFLError(message: "expected a view", offset: i) }
                predicates = try parsePredicateList(inView: false)
            }
            guard peek() == "-" else { throw VFLError(message: "expected a '-' here", offset: i) }
            i += 1
            return .predicates(predicates)
        }
        func parseView() throws -> Element {
            guard peek() == "[" else { throw VFLError(message: "expected a view", offset: i) }
            i += 1
            let start = i
            while let c = peek(), c.isLetter || c.isNumber || c == "_" { i += 1 }
            let name = String(s[start..<i])
            guard !name.isEmpty else { throw VFLError(message: "expected a view name after '['", offset: start) }
            if failedNames.contains(name) { throw Silent() }
            guard let item = block.item(named: name), !item.isRoot else {
                throw VFLError(message: "unknown view '\(name)'", offset: start, kind: .unknownName, suggestion: didYouMean(name, block.itemNames))
            }
            guard !item.isGuide else {
                throw VFLError(message: "'\(name)' is a layout guide; VFL names views", offset: start, kind: .typeMismatch)
            }
            var predicates: [Predicate] = []
            if peek() == "(" { predicates = try parsePredicateList(inView: true) }
            guard peek() == "]" else { throw VFLError(message: "expected ']' to close the view", offset: i) }
            i += 1
            return Element(item: item, offset: start, predicates: predicates)
        }

        var leading: (Connection, Int)?
        if peek() == "|" {
            let at = i
            i += 1
            leading = (try parseConnection(), at)
        }
        var elements: [Element] = [try parseView()]
        var connections: [(Connection, Int)] = []
        var trailing: (Connection, Int)?
        while i < s.count {
            let at = i
            let connection = try parseConnection()
            if peek() == "[" {
                connections.append((connection, at))
                elements.append(try parseView())
            } else if peek() == "|" {
                trailing = (connection, at)
                i += 1
                guard i == s.count else { throw VFLError(message: "expected the end of the format string", offset: i) }
            } else {
                throw VFLError(message: i < s.count ? "expected a view" : "expected a view or '|' after '-'", offset: i)
            }
        }

        // Emit.
        var out: [LayoutConstraint] = []
        let startAnchor: Anchor, endAnchor: Anchor, sizeAnchor: Anchor
        var reversed = false
        if vertical {
            (startAnchor, endAnchor, sizeAnchor) = (.top, .bottom, .height)
        } else {
            sizeAnchor = .width
            switch flow {
            case "leftToRight": (startAnchor, endAnchor) = (.left, .right)
            case "rightToLeft": (startAnchor, endAnchor) = (.right, .left); reversed = true
            default: (startAnchor, endAnchor) = (.leading, .trailing)
            }
        }
        if baselineSpacing && !vertical {
            throw VFLError(message: "the baselineToBaseline format option is not valid for a horizontal layout", offset: formatEnd + 1, kind: .badValue)
        }
        func add(_ first: AnchorRef, _ relation: Constraint.Relation, _ second: AnchorRef?, _ constant: LayoutConstant, _ priority: Double, _ offset: Int) {
            out.append(LayoutConstraint(first: .anchor(first), relation: relation, second: second.map { .anchor($0) }, constant: constant,
                                        priority: priority, location: line.location(at: offset), origin: .visualFormat, conditions: conditions))
        }
        /// `later` sits `c` after `earlier` in the flow.
        func space(earlier: AnchorRef, later: AnchorRef, _ connection: Connection, at offset: Int) {
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate(relation: .equal, object: .constant(.points(0)), priority: Priority.required, offset: offset)]
            case .standard: predicates = [Predicate(relation: .equal, object: .constant(.system(1)), priority: Priority.required, offset: offset)]
            case .predicates(let p): predicates = p
            }
            for p in predicates {
                guard case .constant(let c) = p.object else { continue }
                if reversed { add(earlier, p.relation, later, c, p.priority, p.offset) }
                else { add(later, p.relation, earlier, c, p.priority, p.offset) }
            }
        }
        func superview(of element: Element, at offset: Int) throws -> LayoutItem {
            guard let s = element.item.container else {
                throw VFLError(message: "unable to interpret '|': '\(element.item.name)' doesn't have a superview", offset: offset)
            }
            return s
        }
        func at(_ offset: Int) -> SourceLocation { line.location(at: offset) }
        if let (connection, offset) = leading {
            let first = elements[0]
            var sup = try superview(of: first, at: offset)
            var connection = connection
            if case .standard = connection { sup = block.guide(.margins, of: sup); connection = .flush }
            if sup.viewKind == .scroll { sup = block.guide(.content, of: sup) }
            space(earlier: AnchorRef(sup, startAnchor, at: at(offset)), later: AnchorRef(first.item, startAnchor, at: at(first.offset)), connection, at: offset)
        }
        for (k, (connection, offset)) in connections.enumerated() {
            let a = elements[k], b = elements[k + 1]
            let endA = AnchorRef(a.item, baselineSpacing ? .lastBaseline : endAnchor, at: at(a.offset))
            let startB = AnchorRef(b.item, baselineSpacing ? .firstBaseline : startAnchor, at: at(b.offset))
            space(earlier: endA, later: startB, connection, at: offset)
        }
        if let (connection, offset) = trailing {
            let last = elements[elements.count - 1]
            var sup = try superview(of: last, at: offset)
            var connection = connection
            if case .standard = connection { sup = block.guide(.margins, of: sup); connection = .flush }
            if sup.viewKind == .scroll { sup = block.guide(.content, of: sup) }
            space(earlier: AnchorRef(last.item, endAnchor, at: at(last.offset)), later: AnchorRef(sup, endAnchor, at: at(offset)), connection, at: offset)
        }
        for e in elements {
            for p in e.predicates {
                let size = AnchorRef(e.item, sizeAnchor, at: at(e.offset))
                switch p.object {
                case .constant(let c): add(size, p.relation, nil, c, p.priority, p.offset)
                case .view(let other):
                    add(size, p.relation, AnchorRef(other, sizeAnchor, at: at(p.offset)), .points(0), p.priority, p.offset)
                }
            }
        }
        for (anchor, offset) in alignments {
            if (anchor.kind == .xAxis) != vertical {
                throw VFLError(message: "aligning on '\(anchor.rawValue)' is not allowed in a layout along the same axis", offset: offset, kind: .typeMismatch,
                               suggestion: vertical ? "align a vertical layout on leading, trailing, left, right or centerX" : "align a horizontal layout on top, bottom, centerY or a baseline")
            }
            for k in 0..<(elements.count - 1) {
                add(AnchorRef(elements[k].item, anchor, at: at(offset)), .equal, AnchorRef(elements[k + 1].item, anchor, at: at(elements[k + 1].offset)),
                    .points(0), Priority.required, offset)
            }
        }
        block.constraints += out
    }
}
