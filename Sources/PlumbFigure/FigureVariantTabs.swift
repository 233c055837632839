import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A block's named variants drawn as one figure (issue 30): a row of tabs
/// (radio inputs, CSS only, so they work by touch, keyboard and screen
/// reader with no script) over one panel per variant, each that variant's
/// exact solution, drawn as any block is. The block as written is the first
/// tab; in each other tab the lines the variant adds and removes are listed
/// and the constraints it adds are marked on the drawing, and every view
/// whose frame differs from the first tab's is outlined with a note
/// ("moved", "resized").
///
/// Markup contract (docs/site.md, "Variants"): inside `.plumb-variants`,
/// each tab is an `input[type=radio]` with `data-variant="NAME"` and
/// `data-variant-index="K"` (0 the block as written); checking it shows the
/// `.plumb-variant` with the same `data-variant-index`, whose boxes are
/// `plumb solve --json`'s `variants[K - 1]` (K ≥ 1) or the block's own.
struct FigureVariantTabs {
    let renderer: FigureRenderer
    let solved: SolvedBlock
    let id: String

    private var tabs: [(name: String, solved: SolvedBlock, variant: SolvedVariant?)] {
        [(solved.baseVariantName, solved.withoutVariants, nil)] + solved.namedVariants.map { ($0.name, $0.solved, $0) }
    }

    private func inputID(_ k: Int) -> String { "\(id)-variant-\(k)" }

    func markup() -> Markup {
        var out = Markup()
        out.open("div", [.init("class", "plumb-variants"), .init("role", "group"), .init("aria-label", renderer.words("figureVariantsLabel"))])
        out.newline()
        for (k, tab) in tabs.enumerated() {
            out.empty("input", [.init("type", "radio"), .init("name", "\(id)-variant"), .init("id", inputID(k)),
                                .init("data-variant", tab.name), .init("data-variant-index", "\(k)"), .flag("checked", k == 0)])
            out.element("label", [.init("for", inputID(k))], text: tab.name)
            out.newline()
        }
        for (k, tab) in tabs.enumerated() {
            out.open("div", [.init("class", "plumb-variant"), .init("data-variant", tab.name), .init("data-variant-index", "\(k)")])
            out.newline()
            out.append(changes(tab.variant))
            var drawer = renderer
            if let variant = tab.variant {
                drawer.variantMarking = FigureVariantMarking(added: variant.addedLines, key: "v\(k)", base: solved)
            }
            out.append(drawer.drawing(tab.solved, id: k == 0 ? id : "\(id)-v\(k)"))
            // Each tab's own diagnostics: a tie the block as written
            // reports is not one of a fix that settles it.
            out.append(FigureNotes.diagnostics(tab.solved, words: renderer.words))
            out.append(FigureNotes.constraintTable(tab.solved, words: renderer.words))
            out.close("div")
            out.newline()
        }
        out.close("div")
        out.newline()
        return out
    }

    /// What the variant changes in the block as written, as lines of the
    /// language: added ones marked as the drawing marks them, removed ones
    /// struck through.
    private func changes(_ variant: SolvedVariant?) -> Markup {
        var out = Markup()
        guard let variant else {
            out.element("p", [.init("class", "plumb-variant-changes")], text: renderer.words("figureVariantAsWritten"))
            out.newline()
            return out
        }
        out.element("p", [.init("class", "plumb-variant-changes")]) { p in
            p.text(renderer.words("figureVariantChanges"))
            var first = true
            for text in variant.removed {
                if !first { p.text(", ") }
                first = false
                p.element("del") { $0.element("code", text: text) }
            }
            for (_, text) in variant.added {
                if !first { p.text(", ") }
                first = false
                p.element("ins") { $0.element("code", text: text) }
            }
        }
        out.newline()
        return out
    }
}

/// What a variant's panels mark: the constraints written on the lines it
/// adds, and the views whose frames differ from the block as written's at
/// the same breakpoint.
struct FigureVariantMarking {
    let added: Set<Int>
    /// Makes the panels' SVG ids unique in the page (a pattern in a hidden
    /// tab draws nothing for the tab shown).
    let key: String
    let base: SolvedBlock

    enum Change: String {
        case moved, resized
        case movedAndResized = "moved and resized"

        /// The note's key in `FigureWords`.
        var wordKey: String {
            switch self {
            case .moved: return "figureVariantNoteMoved"
            case .resized: return "figureVariantNoteResized"
            case .movedAndResized: return "figureVariantNoteMovedAndResized"
            }
        }
    }

    /// Each view whose frame differs from the block as written's at the
    /// breakpoint of the same width and direction, in the root's space.
    func changes(at s: BreakpointSolution) -> [String: Change] {
        guard let first = base.breakpoints.first(where: { $0.width == s.width && $0.direction == s.direction }) else { return [:] }
        let now = FigureGeometry(s), before = FigureGeometry(first)
        var out: [String: Change] = [:]
        for name in s.names {
            guard let a = now.frame(name), let b = before.frame(name) else { continue }
            // Layout positions: a moved content offset moves the drawing,
            // not the frame, and is no change of the view's.
            let sa = s.boundsShift(of: name), sb = first.boundsShift(of: name)
            let moved = abs(a.x + sa.x - b.x - sb.x) > FigureVariantMarking.tolerance || abs(a.y + sa.y - b.y - sb.y) > FigureVariantMarking.tolerance
            let resized = abs(a.width - b.width) > FigureVariantMarking.tolerance || abs(a.height - b.height) > FigureVariantMarking.tolerance
            switch (moved, resized) {
            case (true, true): out[name] = .movedAndResized
            case (true, false): out[name] = .moved
            case (false, true): out[name] = .resized
            case (false, false): break
            }
        }
        return out
    }

    /// Less than the browser check's 0.5 px: a change smaller than this is
    /// rounding, not the variant's doing.
    static let tolerance = 0.01

    /// The note over a changed view, placed with the overlay's labels. Its
    /// centre pin is never taken over a control that draws itself (a switch,
    /// a spinner): placement treats such a control as an obstacle
    /// (`FigureControls.drawsItself`), as it does text.
    static func label(_ change: Change, view: String, frame f: SolvedFrame, words: FigureWords = .english) -> FigureLabel {
        var label = FigureLabel(x: f.x + f.width / 2, y: f.y, alignX: 0.5, alignY: 1, text: words(change.wordKey), classes: " plumb-variant-note")
        label.alternatives = [(f.x + f.width / 2, f.y + f.height, 0.5, 0), (f.x + f.width / 2, f.y + f.height / 2, 0.5, 0.5)]
        label.owner = view
        return label
    }
}
