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
    static let maximumEvents = 4

    /// The sweep's functions carry the solver's rounding: slopes (points
    /// per point of width) closer than this are one rate.
    static let sameSlope = 1e-9

    /// Boundaries closer than this are one event for a reader: the sweep
    /// finds a wrap and the bend it causes 0.002 pt apart, which no one can
    /// drag to (the chat bubble's caption was 865 characters of them).
    static let sameEvent = 0.5
    /// A jump smaller than this does not show at 1 px per point.
    static let visible = 0.5

    func sentences() -> String {
        var events: [String] = []
        for group in eventGroups() {
            if let e = event(from: group.lowerBound, to: group.upperBound) { events.append(e) }
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

    /// The pieces' starts (1...), in runs no wider than `sameEvent`.
    private func eventGroups() -> [ClosedRange<Int>] {
        var groups: [ClosedRange<Int>] = []
        for i in live.pieces.indices.dropFirst() {
            if let last = groups.last, live.pieces[i].lower - live.pieces[last.lowerBound].lower < Self.sameEvent {
                groups[groups.count - 1] = last.lowerBound...i
            } else {
                groups.append(i...i)
            }
        }
        return groups
    }

    private func w(_ v: Double) -> String { NumberText.points(v) }

    /// What changes from the piece before piece `i` to piece `j` (the same
    /// when the boundary stands alone), said at piece `i`'s start.
    private func event(from i: Int, to j: Int) -> String? {
        let before = live.pieces[i - 1], after = live.pieces[j]
        let at = live.pieces[i].lower, end = after.lower
        let endings = live.pieces[(i - 1)..<j].flatMap(\.ending)
        var parts: [String] = []
        if let c = conditionChange(endings) { parts.append(c) }
        // Causes first: text that rewraps, then what moves because of it.
        // Over a run of close boundaries, a label's first line count to its
        // last: 3 → 4 → 3 within half a point is no change to see.
        var wrapped = Set<String>(), rewraps: [(name: String, from: Int, to: Int)] = []
        for case .rewrap(let name, let lines, let becomes) in endings {
            wrapped.insert(name)
            if let k = rewraps.firstIndex(where: { $0.name == name }) { rewraps[k].to = becomes } else { rewraps.append((name, lines, becomes)) }
        }
        for r in rewraps where r.from != r.to {
            parts.append("'\(r.name)' wraps to \(r.to) line\(r.to == 1 ? "" : "s") instead of \(r.from)")
        }
        for name in live.names where !wrapped.contains(name) {
            guard let f = before.frames[name], let g = after.frames[name] else { continue }
            if let s = sizeChange(name, "width", "wider", "narrower", f.width, g.width, at: at, end: end) { parts.append(s) }
            else if let s = sizeChange(name, "height", "taller", "shorter", f.height, g.height, at: at, end: end) { parts.append(s) }
            else if abs(f.at(at).x - g.at(end).x) >= Self.visible || abs(f.at(at).y - g.at(end).y) >= Self.visible {
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
        return (live.pieces[i].includesLower ? "At \(w(at)), " : "Past \(w(at)), ") + parts.joined(separator: "; ") + "."
    }

    /// What the width alone switched where the piece ended: the first
    /// `when` condition (a `when width` line, or the size class), else the
    /// root's margins.
    private func conditionChange(_ ending: [LivePieceEnd]) -> String? {
        for cause in ending {
            switch cause {
            case .widthCondition(let op, let n, let nowHolds):
                return "'when width \(op.rawValue) \(w(n))' " + (nowHolds ? "starts applying" : "stops applying")
            case .sizeClass(_, let to):
                return "the size class turns \(to.rawValue)"
            default: continue
            }
        }
        for case .rootMargins(let from, let to) in ending {
            let narrow = NumberText.points(from.left), wide = NumberText.points(to.left)
            let verb = to.left > from.left ? "grow" : "shrink"
            return "the root's side margins \(verb) from \(narrow) to \(wide) (UIKit's minimum: \(NumberText.points(RootMargins.narrow)) "
                + "up to \(NumberText.points(RootMargins.widenAbove)) pt wide)"
        }
        return nil
    }

    /// A length's change from `f` just before `at` to `g` at `end` (the
    /// same width, or the end of a run of close boundaries).
    private func sizeChange(_ name: String, _ dimension: String, _ grows: String, _ shrinks: String,
                            _ f: Affine, _ g: Affine, at: Double, end: Double) -> String? {
        let from = f.at(at), to = g.at(end)
        if abs(from - to) >= Self.visible {
            var text = "'\(name)' \(to > from ? "gets \(grows)" : "gets \(shrinks)") (\(dimension) \(w(from)) → \(w(to)))"
            if abs(f.slope - g.slope) > Self.sameSlope {
                text += abs(g.slope) < Self.sameSlope ? " and stops following the width"
                    : abs(f.slope) < Self.sameSlope ? " and starts following the width (\(dimension) \(g))" : ""
            }
            return text
        }
        guard abs(f.slope - g.slope) > Self.sameSlope else { return nil }
        if abs(f.slope) < Self.sameSlope { return "'\(name)' starts following the width (\(dimension) \(g))" }
        if abs(g.slope) < Self.sameSlope { return "'\(name)' stops following the width (\(dimension) \(g))" }
        return "'\(name)' follows the width at another rate (\(dimension) \(g))"
    }
}
