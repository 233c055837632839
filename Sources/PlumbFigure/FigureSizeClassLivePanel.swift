import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The live panel of a view tree that changes with the size class: one
/// resizable container, as for any block, holding each class's tree (its
/// canvas and status line, each drawn by its own `FigureLivePanel` and
/// scoped by its own id); a container query shows the one whose class
/// holds at the width shown, so the boxes snap to the other tree where the
/// class changes, as the view controller rebuilds itself there.
struct FigureSizeClassLivePanel {
    let parts: [LiveVariant]
    let id: String
    /// The block's breakpoints, offered as width stops.
    var breakpoints: [Breakpoint] = []
    var words: FigureWords = .english
    /// How each class's status line quotes a constraint: a code block's code.
    var notation: any LayoutNotation = BlockNotation()
    /// Views whose names every snapshot leaves out (over their subviews'
    /// text): each class's tree leaves them out too.
    var unnamedViews: Set<String> = []

    func markup() -> Markup {
        let drawn: [(part: LiveVariant, live: LiveLayout, panel: FigureLivePanel)] = parts.compactMap { part in
            guard case .success(let live) = part.live, !live.pieces.isEmpty else { return nil }
            return (part, live, FigureLivePanel(live: live, block: part.block, id: partID(part), words: words, notation: notation,
                                                unnamedViews: unnamedViews))
        }
        // A class whose sweep failed leaves a gap the panel cannot draw: the
        // snapshots stand alone (the failure is a diagnostic of the block's).
        guard let first = drawn.first, let last = drawn.last, drawn.count == parts.count else { return Markup() }
        var breaks: [String] = []
        var css = ""
        var captions: [String] = []
        for (k, d) in drawn.enumerated() {
            if k > 0 { breaks.append(d.panel.boundary(d.live.lower)) }
            breaks += d.live.pieces.dropFirst().map { d.panel.boundary($0.lower) }
            let next = k + 1 < drawn.count ? drawn[k + 1].live.lower : nil
            css += d.panel.css() + visibility(of: d.part, from: k == 0 ? nil : d.live.lower, until: next)
            let caption = FigureLiveCaption(live: d.live, block: d.part.block, words: words).sentences()
            // Capitalised where it opens an English sentence; Chinese writes the class as the page does.
            let sizeClass = words.language == .chinese ? d.part.variant.sizeClass.rawValue : d.part.variant.sizeClass.rawValue.capitalized
            let opening = next.map { words("figureCaptionClassBelow", ["sizeClass": sizeClass, "width": HTML.number($0)]) }
                ?? words("figureCaptionClassFrom", ["sizeClass": sizeClass, "width": HTML.number(d.live.lower)])
            captions.append(opening + (caption.isEmpty ? words("figureCaptionFollows") : caption))
        }
        if drawn.count > 1 {
            captions.insert(words("figureCaptionClassTurns", ["width": HTML.number(drawn[1].live.lower),
                                                              "sizeClass": drawn[1].part.variant.sizeClass.rawValue]), at: 1)
        }
        // The class changes are changes too: a stop just past each.
        let changes = drawn.flatMap { FigureWidthStops.changes(in: $0.live) } + drawn.dropFirst().map { $0.live.lower.rounded(.up) }
        let stops = FigureWidthStops(lower: first.live.lower, upper: last.live.upper, changes: changes, breakpoints: breakpoints, panelID: id, words: words)
        return FigureLivePanel.shell(id: id, words: words, lower: first.live.lower, upper: last.live.upper, breaks: breaks, direction: first.live.direction, stops: stops,
                                     caption: captions.joined(separator: words("figureSentenceSeparator")), css: css) { out in
            for d in drawn {
                out.open("div", [.init("class", "plumb-live-class"), .init("id", partID(d.part)), .init("data-size-class", d.part.variant.sizeClass.rawValue)])
                out.newline()
                d.panel.contents(into: &out)
                out.close("div")
                out.newline()
            }
        }
    }

    private func partID(_ part: LiveVariant) -> String { "\(id)-\(part.variant.sizeClass.rawValue)" }

    /// Hides a class's tree outside its widths: below its first width, and
    /// from the next class's first width on.
    private func visibility(of part: LiveVariant, from lower: Double?, until next: Double?) -> String {
        let selector = "#\(partID(part))"
        var out = ""
        if let lower { out += "@container plumb-live (width < \(NumberText.exact(lower))px){\(selector){display:none}}\n" }
        if let next { out += "@container plumb-live (\(NumberText.exact(next))px <= width){\(selector){display:none}}\n" }
        return out
    }
}
