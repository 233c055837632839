import PlumbDiagnostics
import PlumbLayout

/// A label's text cut with "…" on the live panel where UILabel cuts it, and
/// only there: a one-line label whose frame is narrower than its text, a
/// `lines=N` label whose text wraps into more than N lines.
///
/// The sweep gives each label's threshold (`LivePiece.truncatedBelow`, the
/// frame width below which it is cut) and its frame width is affine in W
/// in each piece, so the widths where it is cut are an interval per piece,
/// found exactly; runs of them become container queries that switch the
/// "…" on (`text-overflow: ellipsis`, or a line clamp of N lines). Where
/// the label is cut, the browser places the "…" after the characters that
/// fit, as UILabel's `byTruncatingTail` does.
struct FigureLiveTruncation {
    let id: String
    /// Per label, the widths where it is cut, and the lines it allows there.
    private(set) var ranges: [(index: Int, name: String, lines: Int, lower: Double, upper: Double)] = []
    private let live: LiveLayout

    init(live: LiveLayout, block: LayoutBlock, id: String) {
        self.id = id
        self.live = live
        for (index, item) in block.items.enumerated() {
            for piece in live.pieces {
                guard let threshold = piece.truncatedBelow[item.name], let f = piece.frames[item.name],
                      let cut = FigureLiveGeometry.positive(Affine(threshold) - f.width, piece.lower, piece.upper) else { continue }
                let lines = (piece.properties[item.name] ?? item.properties).lines
                if let last = ranges.last, last.name == item.name, last.lines == lines, last.upper == cut.lowerBound {
                    ranges[ranges.count - 1].upper = cut.upperBound
                } else {
                    ranges.append((index, item.name, lines, cut.lowerBound, cut.upperBound))
                }
            }
        }
    }

    /// Whether `name` is cut anywhere in the range (its text then gets the
    /// element the "…" is switched on in).
    func truncates(_ name: String) -> Bool { ranges.contains { $0.name == name } }

    /// One container query per run of widths where a label is cut.
    func css() -> String {
        var out = ""
        for r in ranges {
            var conditions: [String] = []
            if r.lower > live.lower { conditions.append("(\(boundary(r.lower))px <= width)") }
            if r.upper < live.upper { conditions.append("(width <= \(boundary(r.upper))px)") }
            let rule = "#\(id) .v\(r.index) > .plumb-text > .plumb-cut{\(r.lines == 1 ? "text-overflow:ellipsis" : "display:-webkit-box")}"
            out += conditions.isEmpty ? rule + "\n" : "@container plumb-live \(conditions.joined(separator: " and ")){\(rule)}\n"
        }
        return out
    }

    private func boundary(_ w: Double) -> String { NumberText.exact((w * 1e6).rounded() / 1e6) }
}
