import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A VFL line (`VisualFormatParser` reads it) made into the constraints
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// creates: names resolved against the block (views, `let` metrics, named
/// priorities), then one constraint per connection, predicate and
/// alignment, each at the column it was written.
extension BlockParser {
    func readVisualFormat(_ line: SourceLine, conditions: [Condition]) {
        do {
            let format = try VisualFormatParser.parse(line.content.characters)
            block.constraints += try VisualFormatLowering(parser: self, line: line, conditions: conditions).lower(format)
        } catch let p as VisualFormat.Problem {
            error(p.kind, p.finding, at: line.location(at: p.offset), hint: p.hint)
        } catch is Silent {
            // Reported where the name was declared.
        } catch {
            self.error(.internal, .visualFormat(.internalError("\(error)")), at: line.location(at: 0))
        }
    }
}

/// Resolving a `VisualFormat`'s names and emitting its constraints.
private struct VisualFormatLowering {
    let parser: BlockParser
    let line: SourceLine
    let conditions: [Condition]

    private var block: LayoutBlock { parser.block }

    /// A resolved view with its size predicates.
    private struct Element {
        let item: LayoutItem
        let offset: Int
        let predicates: [VisualFormat.Predicate]
    }

    /// What a predicate relates to, once its name is known.
    private enum Object {
        case constant(LayoutConstant)
        case view(LayoutItem)
    }

    private typealias Problem = VisualFormat.Problem

    private func at(_ offset: Int) -> SourceLocation { line.location(at: offset) }

    func lower(_ format: VisualFormat) throws -> [LayoutConstraint] {
        let elements = try format.views.map(element)
        let vertical = format.orientation == .vertical
        let flow = format.options.flow
        let baselines = format.options.baselineSpacing != nil
        let (startAnchor, endAnchor): (Anchor, Anchor) = vertical ? (.top, .bottom)
            : flow == .leftToRight ? (.left, .right) : flow == .rightToLeft ? (.right, .left) : (.leading, .trailing)
        let sizeAnchor: Anchor = vertical ? .height : .width
        let reversed = !vertical && flow == .rightToLeft
        var out: [LayoutConstraint] = []

        func add(_ first: AnchorRef, _ relation: Constraint.Relation, _ second: AnchorRef?, _ constant: LayoutConstant, _ priority: Double, _ offset: Int) {
            out.append(LayoutConstraint(first: .anchor(first), relation: relation, second: second.map { .anchor($0) }, constant: constant,
                                        priority: priority, location: at(offset), origin: .visualFormat, conditions: conditions))
        }
        /// `later` sits the connection's gap after `earlier` in the flow.
        /// Right to left, the relation reads from the earlier view.
        func space(earlier: AnchorRef, later: AnchorRef, _ gap: VisualFormat.Gap, at offset: Int) throws {
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            switch gap {
            case .flush: add(first, .equal, second, .points(0), Priority.required, offset)
            case .standard: add(first, .equal, second, .system(1), Priority.required, offset)
            case .predicates(let predicates):
                for p in predicates {
                    guard case .constant(let c) = try object(p.object, inView: false) else { continue }
                    add(first, p.relation, second, c, try priority(p.priority), p.offset)
                }
            }
        }
        /// The superview's edge a `|` stands for: its margins after `-`, a
        /// scroll view's content.
        func edge(of element: Element, _ connection: VisualFormat.Connection, _ anchor: Anchor) throws -> (AnchorRef, VisualFormat.Gap) {
            guard var superview = element.item.container else {
                throw Problem(.noSuperview(element.item.name), offset: connection.offset)
            }
            var gap = connection.gap
            var toMargins = false
            if case .standard = gap { toMargins = true; gap = .flush }
            // In a scroll view, `|` and `|-` are its content area and that
            // area's margins (the scroll-view rule, for edges and margins).
            if superview.viewKind == .scroll {
                superview = block.contentArea(of: superview, margins: toMargins)
            } else if toMargins {
                superview = block.guide(.margins, of: superview)
            }
            return (AnchorRef(superview, anchor, at: at(connection.offset)), gap)
        }

        if let connection = format.leadingEdge {
            let first = elements[0]
            let (edge, gap) = try edge(of: first, connection, startAnchor)
            try space(earlier: edge, later: AnchorRef(first.item, startAnchor, at: at(first.offset)), gap, at: connection.offset)
        }
        for (k, connection) in format.connections.enumerated() {
            let a = elements[k], b = elements[k + 1]
            try space(earlier: AnchorRef(a.item, baselines ? .lastBaseline : endAnchor, at: at(a.offset)),
                      later: AnchorRef(b.item, baselines ? .firstBaseline : startAnchor, at: at(b.offset)), connection.gap, at: connection.offset)
        }
        if let connection = format.trailingEdge {
            let last = elements[elements.count - 1]
            let (edge, gap) = try edge(of: last, connection, endAnchor)
            try space(earlier: AnchorRef(last.item, endAnchor, at: at(last.offset)), later: edge, gap, at: connection.offset)
        }
        for e in elements {
            for p in e.predicates {
                let size = AnchorRef(e.item, sizeAnchor, at: at(e.offset))
                switch try object(p.object, inView: true) {
                case .constant(let c): add(size, p.relation, nil, c, try priority(p.priority), p.offset)
                case .view(let other): add(size, p.relation, AnchorRef(other, sizeAnchor, at: at(p.offset)), .points(0), try priority(p.priority), p.offset)
                }
            }
        }
        for (anchor, offset) in format.options.alignments {
            for k in 0..<(elements.count - 1) {
                add(AnchorRef(elements[k].item, anchor, at: at(offset)), .equal, AnchorRef(elements[k + 1].item, anchor, at: at(elements[k + 1].offset)),
                    .points(0), Priority.required, offset)
            }
        }
        return out
    }

    /// A name in the block, or in a VFL string's `views:` dictionary alone.
    private func named(_ name: String) -> LayoutItem? {
        if let views = parser.visualFormatViews { return views[name] }
        return block.item(named: name)
    }

    /// A view of the block: not the root, not a guide.
    private func element(_ view: VisualFormat.View) throws -> Element {
        if parser.failedNames.contains(view.name) { throw BlockParser.Silent() }
        guard let item = named(view.name), !item.isRoot else {
            throw Problem(.constraint(.unknownView(view.name)), offset: view.offset, kind: .unknownName,
                          hint: parser.didYouMean(view.name, parser.visualFormatViews.map { Array($0.keys).sorted() } ?? block.itemNames))
        }
        guard !item.isGuide else {
            throw Problem(.guide(view.name), offset: view.offset, kind: .typeMismatch)
        }
        return Element(item: item, offset: view.offset, predicates: view.predicates)
    }

    /// `system`, a metric, a view (only inside a view's brackets), a number.
    private func object(_ word: VisualFormat.Word, inView: Bool) throws -> Object {
        if word.text == "system" { return .constant(.system(1)) }
        if let m = parser.metrics[word.text] { return .constant(.points(m)) }
        if Vocabulary.isIdentifier(word.text), let item = named(word.text) {
            guard inView else {
                throw Problem(.spaceEqualToView, offset: word.offset, kind: .typeMismatch, hint: .spacerGuide)
            }
            return .view(item)
        }
        return .constant(.points(try number(word)))
    }

    /// A priority: a named one, a metric or a number, by the constraint
    /// lines' rule (1...1000).
    private func priority(_ word: VisualFormat.Word?) throws -> Double {
        guard let word else { return Priority.required }
        let value = try Vocabulary.priorities[word.text] ?? number(word)
        if let problem = BlockParser.priorityProblem(value) {
            throw Problem(.number(problem.finding), offset: word.offset, kind: .badNumber, hint: problem.hint)
        }
        return Priority.layout(value)
    }

    private func number(_ word: VisualFormat.Word) throws -> Double {
        if let m = parser.metrics[word.text] { return m }
        if BlockParser.isNumeral(word.text), let v = Double(word.text), v.isFinite {
            guard abs(v) <= BlockParser.largestNumber else { throw Problem(.number(.tooLarge(word.text)), offset: word.offset, kind: .badNumber) }
            return v
        }
        if Vocabulary.isIdentifier(word.text) {
            throw Problem(.undefinedMetric(word.text), offset: word.offset, kind: .unknownName,
                          hint: parser.didYouMean(word.text, parser.metrics.keys.sorted()) ?? .defineMetric(word.text))
        }
        throw Problem(.number(.expectedNumber(found: word.text)), offset: word.offset, kind: .badNumber)
    }
}
