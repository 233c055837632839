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
        if let c = conditionChange(before.ending) { parts.append(c) }
        // Causes first: text that rewraps, then what moves because of it.
        var wrapped = Set<String>()
        for case .rewrap(let name, let lines, let becomes) in before.ending {
            parts.append("'\(name)' wraps to \(becomes) line\(becomes == 1 ? "" : "s") instead of \(lines)")
            wrapped.insert(name)
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
