import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `show steps`: the engine's four steps at the figure's first breakpoint,
/// laid out under the drawing, which is the fourth step drawn.
///
/// 1. Collect: the constraints written and those UIKit adds, as the table
///    names them.
/// 2. Equations: each as the engine holds it, over four unknowns per view
///    (`minX`, `minY`, `width`, `height`, a position measured in its
///    superview, as the engine holds it), an optional one with its priority.
/// 3. Solve: the value of every unknown.
/// 4. Write back: each view's frame, in its superview's coordinates.
///
/// Everything is read from the solution's record (`SolvedEquation`,
/// `SolvedUnknown`, the frames); the only work here is writing an
/// equation the way one is read, its positive terms on the left.
struct FigureSolvingSteps {
    let solved: SolvedBlock
    let words: FigureWords

    func markup() -> Markup {
        var out = Markup()
        guard solved.block.showsSteps, let first = solved.breakpoints.first, !first.equations.isEmpty else { return out }
        out.open("section", [.init("class", "plumb-steps")])
        out.element("p", [.init("class", "plumb-steps-title")], text: words("figureStepsTitle", ["width": first.width.compact]))
        out.open("ol")
        // What the author wrote first, then what UIKit adds, each in the
        // order the engine holds them.
        let equations = first.equations.filter(\.isWritten) + first.equations.filter { !$0.isWritten }
        let origins = distinctOrigins(equations)
        let written = origins.filter { if case .written = $0 { true } else { false } }.count
        step(words("figureStepCollect"), words("figureStepCollectDetail", ["written": "\(written)", "implicit": "\(origins.count - written)"]), into: &out) { list in
            for origin in origins { list.element("li") { $0.append(self.row(origin)) } }
        }
        step(words("figureStepEquations"), words("figureStepEquationsDetail"), into: &out) { list in
            for e in equations { list.element("li") { $0.element("code", text: FigureSolvingSteps.equation(e, naming: self.named)) } }
        }
        step(words("figureStepSolve"), words("figureStepSolveDetail"), into: &out) { list in
            for u in unknowns(in: equations, first.unknowns) { list.element("li") { $0.element("code", text: "\(self.named(u.name)) = \(u.value.compact)") } }
        }
        step(words("figureStepWriteBack"), words("figureStepWriteBackDetail"), into: &out) { list in
            for name in first.names {
                guard let f = first.frames[name] else { continue }
                let rect = [f.x, f.y, f.width, f.height].map(\.compact).joined(separator: ", ")
                list.element("li") { $0.element("code", text: "\(name).frame = (\(rect))") }
            }
        }
        out.close("ol")
        out.close("section")
        out.newline()
        return out
    }

    private func step(_ name: String, _ detail: String, into out: inout Markup, _ items: (inout Markup) -> Void) {
        out.element("li") { li in
            li.element("p") { p in
                p.element("strong", text: name)
                p.text(" " + detail)
            }
            li.element("ul", [.init("class", "plumb-steps-list")], items)
        }
        out.newline()
    }

    /// Each table row once, in the order the engine holds its constraints
    /// (a frame's four equations are one row).
    private func distinctOrigins(_ equations: [SolvedEquation]) -> [SolvedEquation.Origin] {
        var out: [SolvedEquation.Origin] = []
        for e in equations where !out.contains(e.origin) { out.append(e.origin) }
        return out
    }

    /// The unknowns view by view, in the order the listed equations first
    /// name each view, and each view's as a frame reads them (minX, minY,
    /// width, height): step 3 then reads as step 4's frames.
    private func unknowns(in equations: [SolvedEquation], _ solved: [SolvedUnknown]) -> [SolvedUnknown] {
        func owner(_ name: String) -> Substring { name.lastIndex(of: ".").map { name[..<$0] } ?? name[...] }
        var owners: [Substring] = []
        for e in equations { for t in e.terms where !owners.contains(owner(t.unknown)) { owners.append(owner(t.unknown)) } }
        let order = ["minX", "minY", "width", "height"]
        return solved.sorted { a, b in
            let (oa, ob) = (owners.firstIndex(of: owner(a.name)) ?? owners.count, owners.firstIndex(of: owner(b.name)) ?? owners.count)
            if oa != ob { return oa < ob }
            let (sa, sb) = (order.firstIndex(of: String(a.name.split(separator: ".").last ?? "")) ?? 4,
                            order.firstIndex(of: String(b.name.split(separator: ".").last ?? "")) ?? 4)
            return (sa, a.name) < (sb, b.name)
        }
    }

    private func row(_ origin: SolvedEquation.Origin) -> Markup {
        switch origin {
        case .written(let index):
            var out = Markup()
            let text = index < solved.block.constraints.count ? solved.parsed.notation.tableRow(solved.block.constraints[index]) : ""
            out.element("code", text: text)
            return out
        case .implicit(let mention):
            return FigureImplicitRow.markup(mention, words: words, notation: solved.parsed.notation)
        }
    }

    /// An unknown as the block names its owner: the root is `view` in
    /// Swift, `self.view` in Objective-C (`view.width = 375`).
    private func named(_ unknown: String) -> String {
        let root = solved.block.root
        guard unknown.hasPrefix(root.name + ".") else { return unknown }
        return solved.parsed.notation.item(root) + unknown.dropFirst(root.name.count)
    }

    /// `Σ c·x + k REL 0` as it is read: the terms with positive
    /// coefficients on the left, the rest and the constant on the right
    /// (`go.minX = title.minX + title.width + 8`); sides swapped, and the
    /// relation with them, when no coefficient is positive. An optional
    /// equation ends with its priority (`@250`).
    static func equation(_ e: SolvedEquation, naming: (String) -> String = { $0 }) -> String {
        var left = e.terms.filter { $0.coefficient > 0 }
        var right = e.terms.filter { $0.coefficient < 0 }.map { SolvedEquation.Term(unknown: $0.unknown, coefficient: -$0.coefficient) }
        var constant = -e.constant
        var relation = e.relation
        if left.isEmpty {
            (left, right, constant) = (right, [], e.constant)
            relation = relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
        }
        let symbol = relation == .equal ? "=" : relation == .lessOrEqual ? "≤" : "≥"
        let text = "\(sum(left, 0, naming)) \(symbol) \(sum(right, constant, naming))"
        return e.priority < 1000 ? text + " @" + NumberText.priority(e.priority) : text
    }

    /// `a + 2 × b − 8`; `0` when empty.
    private static func sum(_ terms: [SolvedEquation.Term], _ constant: Double, _ naming: (String) -> String) -> String {
        var parts: [String] = []
        for (i, t) in terms.enumerated() {
            let name = naming(t.unknown)
            let magnitude = t.coefficient.magnitude == 1 ? name : "\(t.coefficient.magnitude.compact) × \(name)"
            parts.append(i == 0 ? (t.coefficient < 0 ? "−" + magnitude : magnitude) : (t.coefficient < 0 ? "− " : "+ ") + magnitude)
        }
        if constant != 0 || parts.isEmpty {
            let c = roundedPoints(constant)
            parts.append(parts.isEmpty ? (c < 0 ? "−" + c.magnitude.compact : c.compact) : (c < 0 ? "− " : "+ ") + c.magnitude.compact)
        }
        return parts.joined(separator: " ")
    }
}

private extension SolvedEquation {
    var isWritten: Bool { if case .written = origin { true } else { false } }
}
