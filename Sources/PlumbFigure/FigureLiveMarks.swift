import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The live panel's overlay: a spacing mark for each written constraint
/// between two edges (or centres) of views, guides or the root, moving with
/// the views, with its number where the length is the same across the piece
/// and its formula in W (`W − 98`) where it follows the width.
///
/// Each mark is one element per run of pieces in which it is drawn the
/// same; a container query over the run's widths shows it (the stylesheet
/// hides every mark), so a mark appears only where it holds, and a
/// constraint that breaks or gives way in part of the range is red or
/// orange only there, as the status line under the canvas says.
///
/// A label is kept in a piece only if it is clear, at every width of the
/// piece, of every view's text and name, of every other label and of the
/// canvas's edges (the status line is under the canvas): the line is then
/// drawn without its number, and the breakpoint snapshots still have it.
///
/// Markup contract (docs/site.md): `.plumb-live-spacing` with `data-from`
/// and `data-to` (`view.anchor`, `root.anchor`), `.plumb-h` or `.plumb-v`,
/// holding at most one `.plumb-mark` label.
struct FigureLiveMarks {
    let live: LiveLayout
    let block: LayoutBlock
    let id: String
    /// Views whose names the panel leaves out (`FigureLivePanel.unnamedViews`):
    /// no name to keep clear of.
    var unnamedViews: Set<String> = []

    /// One mark as drawn in one piece.
    struct Drawn: Equatable {
        let constraint: Int
        let horizontal: Bool
        /// The two anchors, as `data-from` and `data-to` name them.
        let from: String, to: String
        /// The line's ends along its axis (`start <= end` across the piece)
        /// and where it crosses the other axis.
        let start: Affine, end: Affine, across: Affine
        /// Half the constrained view's extent across the line: how far a
        /// label hung `-out` is moved, past the view's edge.
        let reach: Affine
        /// The label, or nil where it could not be kept clear.
        var label: String?
        /// Where the label hangs from the line: `above`, `below`, `right` or
        /// `left`, at its middle or, with `-start` or `-end`, flush with an
        /// end; with `-out`, at its middle past the constrained view's edge.
        var side: String
        /// ` plumb-broken`, ` plumb-violated` (gives way) or empty.
        let state: String
    }

    /// A mark over a run of consecutive pieces (`pieces`) drawn the same.
    struct Run {
        let mark: Drawn
        let pieces: ClosedRange<Int>
    }

    /// Every run of every mark, in order of constraint then width.
    func runs() -> [Run] {
        var open: [Int: Run] = [:]
        var out: [Run] = []
        for (i, piece) in live.pieces.enumerated() {
            var seen = Set<Int>()
            for mark in marks(in: piece) {
                seen.insert(mark.constraint)
                if let run = open[mark.constraint], run.mark == mark, run.pieces.upperBound == i - 1 {
                    open[mark.constraint] = Run(mark: mark, pieces: run.pieces.lowerBound...i)
                } else {
                    if let run = open[mark.constraint] { out.append(run) }
                    open[mark.constraint] = Run(mark: mark, pieces: i...i)
                }
            }
            for (k, run) in open where !seen.contains(k) {
                out.append(run)
                open[k] = nil
            }
        }
        out += open.values
        return out.sorted { ($0.mark.constraint, $0.pieces.lowerBound) < ($1.mark.constraint, $1.pieces.lowerBound) }
    }

    // MARK: One piece

    /// The marks of one piece, labels placed clear of text and of each other.
    func marks(in piece: LivePiece) -> [Drawn] {
        let geometry = FigureLiveGeometry(piece: piece, direction: live.direction)
        var taken = obstacles(geometry)
        guard let canvas = geometry.frame("root") else { return [] }
        var out: [Drawn] = []
        for (index, c) in block.constraints.enumerated() where applies(c, in: piece) {
            guard var mark = spacing(index, c, piece, geometry) else { continue }
            let text = mark.label ?? ""
            mark.label = nil
            for side in FigureLiveMarks.sides(horizontal: mark.horizontal) {
                let r = labelRect(text, mark, side)
                guard FigureLiveGeometry.contains(canvas, r, piece.lower, piece.upper),
                      !taken.contains(where: { FigureLiveGeometry.meet($0, r, piece.lower, piece.upper) }) else { continue }
                mark.label = text
                mark.side = side
                taken.append(r)
                break
            }
            out.append(mark)
        }
        return out
    }

    /// Whether a constraint's conditions hold in the piece: pieces end where
    /// a width condition switches, so its middle decides.
    private func applies(_ c: LayoutConstraint, in piece: LivePiece) -> Bool {
        let w = (piece.lower + piece.upper) / 2
        for condition in c.conditions {
            switch condition {
            case .direction(let d): if d != live.direction { return false }
            case .width(let op, let n):
                let holds: Bool
                switch op {
                case .less: holds = w < n
                case .lessOrEqual: holds = w <= n
                case .equal: holds = w == n
                case .greaterOrEqual: holds = w >= n
                case .greater: holds = w > n
                }
                if !holds { return false }
            // The piece does not say its size class: such a constraint's
            // mark is left to the snapshots.
            case .sizeClass: return false
            }
        }
        return true
    }

    /// The spacing mark of constraint `index`, unlabelled placement aside:
    /// `a.x == b.y + k` between two anchors of one axis (not an alignment,
    /// which has no length), with its length's number or formula.
    private func spacing(_ index: Int, _ c: LayoutConstraint, _ piece: LivePiece, _ geometry: FigureLiveGeometry) -> Drawn? {
        guard case .anchor(let a) = c.first, case .anchor(let b)? = c.second, c.multiplier == 1, a.anchor.kind != .dimension,
              !(a.anchor == b.anchor && c.constant == .points(0)),
              let pa = geometry.position(a), let pb = geometry.position(b),
              let (across, reach) = crossing(a, b, a.anchor.kind == .xAxis, geometry) else { return nil }
        let lower = piece.lower, upper = piece.upper
        let difference = pa - pb
        // The ends swap where the views cross: no one line there.
        let atLower = difference.at(lower), atUpper = difference.at(upper)
        guard atLower * atUpper >= 0, max(abs(atLower), abs(atUpper)) >= 0.5 else { return nil }
        let (start, end) = atLower + atUpper >= 0 ? (pb, pa) : (pa, pb)
        // The gap as the constraint reads it: in reading order for leading
        // and trailing, and `a <= b − k` as `b − a`.
        let reading = live.direction == .rtl && [.leading, .trailing].contains(a.anchor) ? -1.0 : 1.0
        let gap = difference * (reading * (c.constant.points < 0 ? -1 : 1))
        let state = piece.broken.contains(index) ? " plumb-broken" : piece.givingWay.contains(index) ? " plumb-violated" : ""
        return Drawn(constraint: index, horizontal: a.anchor.kind == .xAxis, from: name(a), to: name(b), start: start, end: end,
                     across: across, reach: reach, label: FigureLiveMarks.text(gap), side: "", state: state)
    }

    /// A length as its label says it: the number where it is constant, the
    /// formula in the root width where it follows it ("W − 98", "0.5 W + 4"),
    /// to a tenth of a point either way.
    static func text(_ length: Affine) -> String {
        if abs(length.slope) < FigureTolerance.constantSlope { return FigureLabels.number(length.intercept) }
        return FigureLabels.function(length)
    }

    private func name(_ ref: AnchorRef) -> String { "\(ref.item.isRoot ? "root" : ref.item.name).\(ref.anchor.rawValue)" }

    /// Where the line crosses the other axis: level with the middle of the
    /// view the snapshots draw it level with (`FigureGeometry.levelAnchor`),
    /// and half that view's extent across it.
    private func crossing(_ a: AnchorRef, _ b: AnchorRef, _ horizontal: Bool, _ geometry: FigureLiveGeometry) -> (Affine, Affine)? {
        let owner = FigureGeometry.levelAnchor(a, b)
        guard let f = geometry.frame(owner.item.isRoot ? "root" : owner.item.name) else { return nil }
        return horizontal ? ((f.top + f.bottom) * 0.5, (f.bottom - f.top) * 0.5) : ((f.left + f.right) * 0.5, (f.right - f.left) * 0.5)
    }

    /// Where a label may hang, in order of preference: beside the middle of
    /// its line, then flush with either end (a 16-pt margin at the canvas's
    /// edge has no room for a centred "16", but has room flush with its end),
    /// then past the view's edge (the 8 between two labels side by side has
    /// room above them, as the snapshots put it).
    static func sides(horizontal: Bool) -> [String] {
        let across = horizontal ? ["above", "below"] : ["right", "left"]
        return ["", "-start", "-end", "-out"].flatMap { along in across.map { $0 + along } }
    }

    /// The label's box, as the stylesheet hangs it from the line
    /// (`.plumb-live-spacing > .plumb-above`, `.plumb-right-end` and the others).
    private func labelRect(_ text: String, _ mark: Drawn, _ side: String) -> FigureLiveGeometry.Rect {
        // A broken or giving-way label is semibold: wider than the regular
        // face measures, so a tenth more room.
        let w = FigureLabels.textWidth(text) * (mark.state.isEmpty ? 1 : 1.1), h = FigureLabels.lineHeight
        let along = mark.horizontal ? w : h
        let middle = (mark.start + mark.end) * 0.5
        let first: Affine = side.hasSuffix("-start") ? mark.start : side.hasSuffix("-end") ? mark.end + -along : middle + -along / 2
        let last = first + along
        // Where the label's near edge is measured from: the line, or 2 px
        // past the view's edge (clear of the view, which may hold text).
        let out = side.hasSuffix("-out") ? mark.reach + 2 : .zero
        let before = mark.across - out, after = mark.across + out
        switch side.prefix(while: { $0 != "-" }) {
        case "above": return .init(left: first, top: before + -(h + 1), right: last, bottom: before + -1)
        case "below": return .init(left: first, top: after + 2, right: last, bottom: after + (h + 2))
        case "right": return .init(left: after + 2, top: first, right: after + (w + 2), bottom: last)
        default: return .init(left: before + -(w + 1), top: first, right: before + -1, bottom: last)
        }
    }

    /// What a label must keep clear of: every view's text (its whole frame,
    /// which holds it) and every view's and guide's name.
    private func obstacles(_ geometry: FigureLiveGeometry) -> [FigureLiveGeometry.Rect] {
        var out: [FigureLiveGeometry.Rect] = []
        for item in block.items where !item.isRoot {
            guard let f = geometry.frame(item.name) else { continue }
            let p = geometry.piece.properties[item.name] ?? item.properties
            if item.isGuide {
                // Its name in the bottom-right corner (`.plumb-guide-name`).
                let w = FigureLabels.nameWidth(item.name)
                out.append(.init(left: f.right + -(w + 2), top: f.bottom + -(FigureLabels.lineHeight + 1), right: f.right + -2, bottom: f.bottom + -1))
                continue
            }
            let kind = item.viewKind ?? .view
            if kind.showsText && !p.shownText(as: kind).text.isEmpty {
                out.append(f)
            } else if FigureControls.showsName(kind, p) && !unnamedViews.contains(item.name) {
                // `.plumb-name`: 2 px in, 1 px down, padded 2 px each side.
                out.append(.init(left: f.left + 2, top: f.top + 1, right: f.left + (FigureLabels.textWidth(item.name) + 2),
                                 bottom: f.top + (FigureLabels.lineHeight + 1)))
            }
        }
        return out
    }

    // MARK: Markup and CSS

    /// One element per run, hidden until its container query shows it.
    func markup(_ runs: [Run], into out: inout Markup) {
        for (k, run) in runs.enumerated() {
            let m = run.mark
            out.open("div", [.init("class", "plumb-live-spacing \(m.horizontal ? "plumb-h" : "plumb-v") m\(k)\(m.state)"),
                             .init("data-from", m.from), .init("data-to", m.to)])
            if let label = m.label {
                out.element("span", [.init("class", "plumb-mark plumb-\(m.side)\(m.state)")], text: label)
            }
            out.close("div")
            out.newline()
        }
    }

    /// Each run's place, inside a container query over its widths.
    func css(_ runs: [Run]) -> String {
        var out = ""
        for (k, run) in runs.enumerated() {
            let m = run.mark
            let length = FigureLivePanel.length(m.end - m.start)
            let place = m.horizontal
                ? "left:\(FigureLivePanel.length(m.start));top:\(FigureLivePanel.length(m.across));width:\(length)"
                : "left:\(FigureLivePanel.length(m.across));top:\(FigureLivePanel.length(m.start));height:\(length)"
            let reach = m.side.hasSuffix("-out") ? ";--plumb-reach:\(FigureLivePanel.length(m.reach))" : ""
            let rule = "#\(id) .m\(k){display:block;\(place)\(reach)}"
            if let query = query(run.pieces) {
                out += "@container plumb-live \(query){\(rule)}\n"
            } else {
                out += rule + "\n"
            }
        }
        return out
    }

    /// The container query for pieces `range`, or nil for all of them.
    private func query(_ range: ClosedRange<Int>) -> String? {
        let first = live.pieces[range.lowerBound]
        var conditions: [String] = []
        if range.lowerBound > 0 { conditions.append("(\(boundary(first.lower))px \(first.includesLower ? "<=" : "<") width)") }
        if range.upperBound < live.pieces.count - 1 {
            let next = live.pieces[range.upperBound + 1]
            conditions.append("(width \(next.includesLower ? "<" : "<=") \(boundary(next.lower))px)")
        }
        return conditions.isEmpty ? nil : conditions.joined(separator: " and ")
    }

    private func boundary(_ w: Double) -> String { NumberText.exact((w * 1e6).rounded() / 1e6) }
}
