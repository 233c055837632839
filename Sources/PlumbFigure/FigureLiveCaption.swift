import PlumbDiagnostics
import PlumbLayout

/// The line under a live panel that says where the layout changes
/// character: "At 240, 'photo' starts growing (width 0.5 W). At 414.36,
/// 'title' wraps to 1 line instead of 2."
struct FigureLiveCaption {
    let live: LiveLayout
    let block: LayoutBlock
    /// The sentences' words, in the page's language.
    var words: FigureWords = .english
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
            return live.pieces.count == 1 ? words("figureCaptionSame", ["min": w(live.lower), "max": w(live.upper)]) : ""
        }
        var shown = Array(events.prefix(FigureLiveCaption.maximumEvents))
        if events.count > shown.count {
            let rest = events.count - shown.count
            shown.append(rest == 1 ? words("figureCaptionOneMore") : words("figureCaptionMore", ["count": "\(rest)"]))
        }
        return shown.joined(separator: words("figureSentenceSeparator"))
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

    /// A width or length as the overlay's labels show it (a tenth of a
    /// point): no reader drags to 394.871, and the figure says 63.6 where
    /// the caption said 63.578.
    private func w(_ v: Double) -> String { FigureLabels.number(v) }

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
            parts.append(words(r.to == 1 ? "figureCaptionWrapsToOne" : "figureCaptionWraps", ["name": r.name, "to": "\(r.to)", "from": "\(r.from)"]))
        }
        for name in live.names where !wrapped.contains(name) {
            guard let f = before.frames[name], let g = after.frames[name] else { continue }
            if let s = sizeChange(name, "figureWidth", "figureCaptionWider", "figureCaptionNarrower", f.width, g.width, at: at, end: end) { parts.append(s) }
            else if let s = sizeChange(name, "figureHeight", "figureCaptionTaller", "figureCaptionShorter", f.height, g.height, at: at, end: end) { parts.append(s) }
            else if abs(f.at(at).x - g.at(end).x) >= Self.visible || abs(f.at(at).y - g.at(end).y) >= Self.visible {
                parts.append(words("figureCaptionMoves", ["name": name]))
            } else if abs(f.x.slope - g.x.slope) > Self.sameSlope {
                let key = abs(g.x.slope) < Self.sameSlope ? "figureCaptionStopsMoving"
                    : abs(f.x.slope) < Self.sameSlope ? "figureCaptionStartsMoving" : "figureCaptionMovesAtRate"
                parts.append(words(key, ["name": name, "x": FigureLabels.function(g.x)]))
            }
            if parts.count >= 3 { break }
        }
        let newlyBroken = after.broken.filter { !before.broken.contains($0) }, mended = before.broken.filter { !after.broken.contains($0) }
        func lines(_ indices: [Int]) -> [String: String] {
            ["lines": indices.map { "\(block.constraints[$0].location.line)" }.joined(separator: ", ")]
        }
        if !newlyBroken.isEmpty { parts.append(words(newlyBroken.count == 1 ? "figureCaptionLineBreaks" : "figureCaptionLinesBreak", lines(newlyBroken))) }
        if !mended.isEmpty { parts.append(words(mended.count == 1 ? "figureCaptionLineHolds" : "figureCaptionLinesHold", lines(mended))) }
        guard !parts.isEmpty else { return nil }
        return words(live.pieces[i].includesLower ? "figureCaptionAt" : "figureCaptionPast",
                     ["width": w(at), "changes": parts.joined(separator: words("figureCaptionJoin"))])
    }

    /// What the width alone switched where the piece ended: the first
    /// `when` condition (a `when width` line, or the size class), else the
    /// root's margins.
    private func conditionChange(_ ending: [LivePieceEnd]) -> String? {
        for cause in ending {
            switch cause {
            case .widthCondition(let op, let n, let nowHolds):
                return words(nowHolds ? "figureCaptionWhenStarts" : "figureCaptionWhenStops", ["condition": "when width \(op.rawValue) \(NumberText.points(n))"])
            case .sizeClass(_, let to):
                return words("figureCaptionSizeClass", ["sizeClass": to.rawValue])
            default: continue
            }
        }
        for case .rootMargins(let from, let to) in ending {
            let narrow = NumberText.points(from.left), wide = NumberText.points(to.left)
            return words(to.left > from.left ? "figureCaptionMarginsGrow" : "figureCaptionMarginsShrink",
                         ["from": narrow, "to": wide, "narrow": NumberText.points(RootMargins.narrow),
                          "wide": NumberText.points(RootMargins.widenAbove)])
        }
        return nil
    }

    /// A length's change from `f` just before `at` to `g` at `end` (the
    /// same width, or the end of a run of close boundaries).
    /// `dimension`, `grows` and `shrinks` are keys of `FigureWords`.
    private func sizeChange(_ name: String, _ dimension: String, _ grows: String, _ shrinks: String,
                            _ f: Affine, _ g: Affine, at: Double, end: Double) -> String? {
        let from = f.at(at), to = g.at(end)
        let values = ["name": name, "dimension": words(dimension), "function": FigureLabels.function(g)]
        if abs(from - to) >= Self.visible {
            var text = words(to > from ? grows : shrinks, values.merging(["from": w(from), "to": w(to)]) { a, _ in a })
            if abs(f.slope - g.slope) > Self.sameSlope {
                text += abs(g.slope) < Self.sameSlope ? words("figureCaptionAndStopsFollowing")
                    : abs(f.slope) < Self.sameSlope ? words("figureCaptionAndStartsFollowing", values) : ""
            }
            return text
        }
        guard abs(f.slope - g.slope) > Self.sameSlope else { return nil }
        if abs(f.slope) < Self.sameSlope { return words("figureCaptionStartsFollowing", values) }
        if abs(g.slope) < Self.sameSlope { return words("figureCaptionStopsFollowing", values) }
        return words("figureCaptionOtherRate", values)
    }
}
