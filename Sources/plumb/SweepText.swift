import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `plumb solve --sweep`: a block's live layout as text and as JSON
/// (docs/solve-json.md). Each view's frame is listed per interval over which
/// its four functions stay the same, so a view that never changes is one row.
enum SweepText {
    /// One view's (or the root height's) functions over `from...to`.
    struct Run {
        let from: Double
        let to: Double
        let values: [Affine]
        let parent: String
    }

    /// Consecutive pieces where `values` gives the same functions, merged.
    static func runs(_ live: LiveLayout, _ values: (LivePiece) -> ([Affine], String)?) -> [Run] {
        var out: [Run] = []
        for piece in live.pieces {
            guard let (v, parent) = values(piece) else { continue }
            if let last = out.last, last.to == piece.lower, last.parent == parent,
               zip(last.values, v).allSatisfy({ $0.isClose(to: $1) }) {
                out[out.count - 1] = Run(from: last.from, to: piece.upper, values: last.values, parent: parent)
            } else {
                out.append(Run(from: piece.lower, to: piece.upper, values: v, parent: parent))
            }
        }
        return out
    }

    static func frameRuns(_ live: LiveLayout, _ name: String) -> [Run] {
        runs(live) { p in p.frames[name].map { ([$0.x, $0.y, $0.width, $0.height], $0.parent) } }
    }

    static func table(path: String, blocks: [SolvedBlock]) -> String {
        var out = ""
        for b in blocks {
            // A tree that changes with the size class is swept per class.
            let parts = b.live.map { [($0, b.block, "")] } ?? b.liveVariants.map { ($0.live, $0.block, " (\($0.variant))") }
            for (live, block, variant) in parts {
            switch live {
            case .failure(let f):
                out += "\(path):\(b.line)\(variant): no sweep: \(BlockMessages().sweepFailure(f, in: .english))\n"
            case .success(let live):
                // A boundary where the frames meet is a bend unless no length
                // bends there and only the constraints met change.
                let meets = (1..<max(1, live.pieces.count)).filter { !live.jumps(at: $0) }
                let bends = meets.filter { live.pieces[$0 - 1].ending.contains(.bend) }.map { live.pieces[$0].lower }
                let metChanges = meets.filter { !live.pieces[$0 - 1].ending.contains(.bend) }.map { live.pieces[$0].lower }
                let jumps = (1..<max(1, live.pieces.count)).filter { live.jumps(at: $0) }.map { live.pieces[$0].lower }
                out += "\(path):\(b.line)\(variant): sweep \(w(live.lower))…\(w(live.upper)), \(live.direction.rawValue): "
                out += "\(live.pieces.count) piece\(live.pieces.count == 1 ? "" : "s")"
                if !bends.isEmpty { out += "; bends at " + bends.map(w).joined(separator: ", ") }
                if !jumps.isEmpty { out += "; jumps at " + jumps.map(w).joined(separator: ", ") }
                if !metChanges.isEmpty { out += "; constraints met change at " + metChanges.map(w).joined(separator: ", ") }
                out += "\n"
                var rows = [["view", "on", "x", "y", "width", "height", "in"]]
                for name in block.itemNames {
                    for r in frameRuns(live, name) {
                        rows.append([name, "\(w(r.from))…\(w(r.to))"] + r.values.map(\.description) + [r.parent])
                    }
                }
                for r in runs(live, { ([$0.height], "") }) {
                    rows.append(["root", "\(w(r.from))…\(w(r.to))", "0", "0", "W", r.values[0].description, ""])
                }
                out += aligned(rows)
                out += unmet(live, block)
                if !live.ambiguous.isEmpty {
                    out += "  ambiguous, drawn where the solver put them: \(live.ambiguous.sorted().joined(separator: ", "))\n"
                }
            }
            }
        }
        return out
    }

    private static func w(_ v: Double) -> String { NumberText.points(v) }

    /// Per piece, the written lines not met there: "on 320…340: line 8
    /// broken" (what `--width W` reports at any width inside the piece).
    private static func unmet(_ live: LiveLayout, _ block: LayoutBlock) -> String {
        var out = ""
        for p in live.pieces where !(p.broken.isEmpty && p.givingWay.isEmpty) {
            func lines(_ indices: [Int], _ what: String) -> [String] {
                indices.isEmpty ? [] : ["line\(indices.count == 1 ? "" : "s") "
                    + indices.map { "\(block.constraints[$0].location.line)" }.joined(separator: ", ") + " " + what]
            }
            out += "  on \(w(p.lower))…\(w(p.upper)): " + (lines(p.broken, "broken") + lines(p.givingWay, "giving way")).joined(separator: "; ") + "\n"
        }
        return out
    }

    private static func aligned(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows[0].count)
        for r in rows { for (i, cell) in r.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for r in rows {
            var line = "  "
            for (i, cell) in r.enumerated() {
                line += cell + String(repeating: " ", count: widths[i] - cell.count)
                if i < r.count - 1 { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    // MARK: JSON

    static func write(_ live: Result<LiveLayout, SweepFailure>?, to w: inout JSONWriter) {
        guard let live else { return }
        w.object("sweep") { w in body(live, to: &w) }
    }

    /// A tree that changes with the size class: one sweep per class, each
    /// over its part of the range.
    static func write(_ parts: [LiveVariant], to w: inout JSONWriter) {
        guard !parts.isEmpty else { return }
        w.array("sweeps") { w in
            for part in parts {
                w.object { w in
                    w.value("sizeClass", .string(part.variant.sizeClass.rawValue))
                    body(part.live, to: &w)
                }
            }
        }
    }

    /// A sweep's fields, or its error.
    private static func body(_ live: Result<LiveLayout, SweepFailure>, to w: inout JSONWriter) {
        switch live {
        case .failure(let f):
            w.value("error", .string(BlockMessages().sweepFailure(f, in: .english)))
        case .success(let live):
            do {
                w.value("from", .number(live.lower))
                w.value("to", .number(live.upper))
                w.value("direction", .string(live.direction.rawValue))
                w.array("pieces") { w in
                    for (i, p) in live.pieces.enumerated() {
                        w.inlineObject(nil, [("from", .number(p.lower)), ("to", .number(p.upper)), ("includesFrom", .bool(p.includesLower)),
                                             ("jump", .bool(live.jumps(at: i)))])
                    }
                }
                w.object("frames") { w in
                    for name in live.names {
                        w.array(name) { w in
                            for r in frameRuns(live, name) {
                                w.inlineObject(nil, [("from", .number(r.from)), ("to", .number(r.to)), ("parent", .string(r.parent))]
                                               + zip(["x", "y", "width", "height"], r.values).flatMap { affine($0, $1) })
                            }
                        }
                    }
                }
                w.array("height") { w in
                    for r in runs(live, { ([$0.height], "") }) {
                        w.inlineObject(nil, [("from", .number(r.from)), ("to", .number(r.to))] + affine("", r.values[0]))
                    }
                }
                w.object("contentSizes") { w in
                    for name in (live.pieces.first?.contentSizes.keys.sorted() ?? []) {
                        w.array(name) { w in
                            for r in runs(live, { p in p.contentSizes[name].map { ([$0.width, $0.height], "") } }) {
                                w.inlineObject(nil, [("from", .number(r.from)), ("to", .number(r.to))]
                                               + affine("width", r.values[0]) + affine("height", r.values[1]))
                            }
                        }
                    }
                }
                w.array("ambiguous") { w in for name in live.ambiguous.sorted() { w.value(nil, .string(name)) } }
            }
        }
    }

    /// `x` as `xIntercept`/`xSlope` pairs: value = intercept + slope·W.
    private static func affine(_ name: String, _ a: Affine) -> [(String, JSONWriter.Value)] {
        let intercept = (a.intercept * 1e6).rounded() / 1e6, slope = (a.slope * 1e9).rounded() / 1e9
        let i = name.isEmpty ? "intercept" : name + "Intercept", s = name.isEmpty ? "slope" : name + "Slope"
        return [(i, .number(intercept == 0 ? 0 : intercept)), (s, .number(slope == 0 ? 0 : slope))]
    }
}
