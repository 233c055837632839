import PlumbDiagnostics
import PlumbLayout

/// The line under a live panel that says where the layout changes
/// character: "At 240, 'photo' starts growing (width 0.5 W). At 414.36,
/// 'title' wraps to 1 line instead of 2."
struct FigureLiveCaption {
    let live: LiveLayout
    let block: LayoutBlock
    /// More changes than this are summarised: the caption is a guide to the
    /// panel, not a table (`plumb solve --sweep` prints the table).
    static let maximumEvents = 6

    /// The sweep's functions carry the solver's rounding: lengths that
    /// differ by less than a millionth of a point are the same on screen…
    static let sameLength = 1e-6
    /// …and slopes (points per point of width) closer than this are one rate.
    static let sameSlope = 1e-9
    /// A piece boundary is found to 10⁻⁷ of the width: a `when width` number
    /// or the margins' 375 within a thousandth of it is where it changed.
    static let sameWidth = 1e-3
    /// "Just before" a boundary, to read the earlier piece's wrapping.
    static let justBefore = 1e-4

    func sentences() -> String {
        var events: [String] = []
        for i in live.pieces.indices.dropFirst() {
            if let e = event(at: i) { events.append(e) }
        }
        guard !events.isEmpty else {
            return live.pieces.count == 1 ? "Every length is the same function of the width W from \(w(live.lower)) to \(w(live.upper))." : ""
        }
        var shown = Array(events.prefix(FigureLiveCaption.maximumEvents))
        if events.count > shown.count {
            let rest = events.count - shown.count
            shown.append("\(rest) more change\(rest == 1 ? "" : "s") further on")
        }
        return shown.joined(separator: " ")
    }

    private func w(_ v: Double) -> String { NumberText.points(v) }

    private func event(at i: Int) -> String? {
        let before = live.pieces[i - 1], after = live.pieces[i]
        let at = after.lower
        var parts: [String] = []
        if let c = conditionChange(at: at) { parts.append(c) }
        // Causes first: text that rewraps, then what moves because of it.
        var wrapped = Set<String>()
        for name in live.names {
            if let text = wrapChange(name, before: before, after: after, at: at) { parts.append(text); wrapped.insert(name) }
        }
        for name in live.names where !wrapped.contains(name) {
            guard let f = before.frames[name], let g = after.frames[name] else { continue }
            if let s = sizeChange(name, "width", "wider", "narrower", f.width, g.width, at: at) { parts.append(s) }
            else if let s = sizeChange(name, "height", "taller", "shorter", f.height, g.height, at: at) { parts.append(s) }
            else if live.jumps(at: i), abs(f.at(at).x - g.at(at).x) > Self.sameLength || abs(f.at(at).y - g.at(at).y) > Self.sameLength {
                parts.append("'\(name)' moves")
            } else if abs(f.x.slope - g.x.slope) > Self.sameSlope {
                parts.append(abs(g.x.slope) < Self.sameSlope ? "'\(name)' stops moving (x \(g.x))"
                             : abs(f.x.slope) < Self.sameSlope ? "'\(name)' starts moving with the width (x \(g.x))"
                             : "'\(name)' moves at another rate (x \(g.x))")
            }
            if parts.count >= 3 { break }
        }
        let newlyBroken = after.broken.filter { !before.broken.contains($0) }, mended = before.broken.filter { !after.broken.contains($0) }
        if !newlyBroken.isEmpty { parts.append("line\(newlyBroken.count == 1 ? "" : "s") " + newlyBroken.map { "\(block.constraints[$0].location.line)" }.joined(separator: ", ") + " breaks") }
        if !mended.isEmpty { parts.append("line\(mended.count == 1 ? "" : "s") " + mended.map { "\(block.constraints[$0].location.line)" }.joined(separator: ", ") + " holds again") }
        guard !parts.isEmpty else { return nil }
        return (after.includesLower ? "At \(w(at)), " : "Past \(w(at)), ") + parts.joined(separator: "; ") + "."
    }

    /// A `when width OP N` line whose threshold is here.
    private func conditionChange(at: Double) -> String? {
        let thresholds = block.constraints.flatMap(\.conditions) + block.settings.flatMap(\.conditions)
        for c in thresholds {
            if case .width(let op, let n) = c, abs(n - at) < Self.sameWidth {
                return "'when width \(op.rawValue) \(w(n))' " + (op == .less || op == .lessOrEqual ? "stops applying" : "starts applying")
            }
            if case .sizeClass = c, abs(SizeClass.regularMinimumWidth - at) < Self.sameWidth {
                return "the size class turns regular"
            }
        }
        let rootGuides = block.systemGuideOrder.filter { $0.container?.isRoot == true }.map(\.name)
        if abs(at - RootMargins.widenAbove) < Self.sameWidth, rootGuides.contains(where: { $0 == "root.margins" || $0 == "root.readable" }) {
            let narrow = NumberText.points(RootMargins.narrow), wide = NumberText.points(RootMargins.wide)
            return "the root's side margins grow from \(narrow) to \(wide) (UIKit's minimum: \(narrow) up to \(NumberText.points(RootMargins.widenAbove)) pt wide)"
        }
        return nil
    }

    /// A wrapping label whose line count differs either side of `at`.
    private func wrapChange(_ name: String, before: LivePiece, after: LivePiece, at: Double) -> String? {
        guard let item = block.item(named: name), item.viewKind == .label,
              let p = after.properties[name], p.lines != 1, let q = before.properties[name], q.text == p.text else { return nil }
        let m = TextMeasurer.shipped
        guard let f = before.frames[name], let g = after.frames[name] else { return nil }
        let inset = p.alignmentInsets.left + p.alignmentInsets.right
        func lines(_ width: Double) -> Int { m.size(of: p.text ?? "", size: p.fontSize, maxWidth: max(0, width - inset), maxLines: p.lines).lines }
        // Just before the boundary the earlier piece holds; at it, the later.
        let a = lines(f.width.at(at - Self.justBefore)), b = lines(g.width.at(at))
        guard a != b else { return nil }
        return "'\(name)' wraps to \(b) line\(b == 1 ? "" : "s") instead of \(a)"
    }

    private func sizeChange(_ name: String, _ dimension: String, _ grows: String, _ shrinks: String,
                            _ f: Affine, _ g: Affine, at: Double) -> String? {
        let jump = abs(f.at(at) - g.at(at)) > Self.sameLength
        if jump { return "'\(name)' \(g.at(at) > f.at(at) ? "gets \(grows)" : "gets \(shrinks)") (\(dimension) \(w(f.at(at))) → \(w(g.at(at))))" }
        guard abs(f.slope - g.slope) > Self.sameSlope else { return nil }
        if abs(f.slope) < Self.sameSlope { return "'\(name)' starts following the width (\(dimension) \(g))" }
        if abs(g.slope) < Self.sameSlope { return "'\(name)' stops following the width (\(dimension) \(g))" }
        return "'\(name)' follows the width at another rate (\(dimension) \(g))"
    }
}
