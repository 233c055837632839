import PlumbDiagnostics
import PlumbLayout

/// The live panel's width stops: a row of radio inputs, styled as a
/// segmented control, each setting the panel to one width through CSS alone.
///
/// Why: CSS `resize` does nothing on iOS (WebKit does not support it there)
/// and cannot be used from a keyboard, yet the readers of these figures are
/// mostly on iPhones and iPads. A stop is a radio input, so it works by touch,
/// keyboard and screen reader with no script: `:has(input:checked)` sets the
/// panel's content-box width, and the container queries already drawing the
/// live layout do the rest.
///
/// Markup contract (docs/site.md, "Live figures"): inside `.plumb-live-panel`,
/// each stop is an `input[type=radio]` with `data-live-width="W"`; checking it
/// makes the `.plumb-live` panel's content-box width exactly W (a panel wider
/// than the column then scrolls sideways inside `.plumb-live-scroll`), and
/// the boxes are then the layout at W. The stop without `data-live-width`
/// ("Fit", checked at first) leaves the panel as wide as the column, with the
/// drag handle.
struct FigureWidthStops {
    /// Why a width is offered: the label's hint and the order of preference
    /// when there are more than `limit` candidates.
    enum Reason: Int, Comparable {
        /// `end`: where the live range ends, which the panel's title names
        /// ("from 320 to 768 pt"): a reader looks for a stop there.
        case breakpoint, end, change, device
        static func < (a: Reason, b: Reason) -> Bool { a.rawValue < b.rawValue }
    }

    struct Stop: Equatable {
        let width: Double
        let reason: Reason
        /// The device of that width, when one is known.
        let device: Device?
    }

    /// More would wrap onto several rows on a phone and stop reading as one
    /// control.
    static let limit = 7
    /// Two stops closer than this show layouts a reader cannot tell apart.
    static let closest = 8.0

    let stops: [Stop]
    let panelID: String
    let words: FigureWords

    init(live: LiveLayout, breakpoints: [Breakpoint], panelID: String, words: FigureWords = .english) {
        self.init(lower: live.lower, upper: live.upper, changes: FigureWidthStops.changes(in: live), breakpoints: breakpoints,
                  panelID: panelID, words: words)
    }

    /// For a panel over `lower...upper` whose layout changes character at
    /// `changes` (whole widths just inside each new piece).
    init(lower: Double, upper: Double, changes: [Double], breakpoints: [Breakpoint], panelID: String, words: FigureWords = .english) {
        self.panelID = panelID
        self.words = words
        stops = FigureWidthStops.choose(lower: lower, upper: upper, changes: changes, breakpoints: breakpoints)
    }

    /// The first whole point inside each piece that starts with a jump, so
    /// the stop shows the layout after the change, not the last width
    /// before it.
    static func changes(in live: LiveLayout) -> [Double] {
        live.pieces.indices.filter { live.jumps(at: $0) }.compactMap { i in
            let piece = live.pieces[i]
            var w = piece.lower.rounded(.up)
            if w == piece.lower && !piece.includesLower { w += 1 }
            return w < piece.upper ? w : nil
        }
    }

    /// The block's breakpoints in range, then the range's ends, then the
    /// changes, then the devices in range; at most `limit`, none closer than `closest` to one
    /// preferred before it; in order of width.
    static func choose(lower: Double, upper: Double, changes: [Double], breakpoints: [Breakpoint]) -> [Stop] {
        func inRange(_ w: Double) -> Bool { w >= lower && w <= upper }
        func device(_ w: Double) -> Device? { Device.all.first { $0.width == w } }
        var candidates: [Stop] = []
        for b in breakpoints where inRange(b.width) {
            let named: Device?
            if case .device(let d) = b { named = d } else { named = device(b.width) }
            candidates.append(Stop(width: b.width, reason: .breakpoint, device: named))
        }
        for w in [lower, upper] { candidates.append(Stop(width: w, reason: .end, device: device(w))) }
        for w in changes where inRange(w) { candidates.append(Stop(width: w, reason: .change, device: device(w))) }
        for d in Device.all.sorted(by: { $0.width < $1.width }) where inRange(d.width) {
            candidates.append(Stop(width: d.width, reason: .device, device: d))
        }
        var chosen: [Stop] = []
        for c in candidates.sorted(by: { $0.reason < $1.reason }) where chosen.count < limit {
            if chosen.contains(where: { abs($0.width - c.width) < closest }) { continue }
            chosen.append(c)
        }
        return chosen.sorted { $0.width < $1.width }
    }

    private var groupName: String { "\(panelID)-width" }
    private func inputID(_ k: Int) -> String { "\(panelID)-w\(k)" }

    func markup() -> Markup {
        var out = Markup()
        guard !stops.isEmpty else { return out }
        out.open("fieldset", [.init("class", "plumb-stops")])
        out.element("legend", [.init("class", "plumb-sr")], text: words("figureStops"))
        out.empty("input", [.init("type", "radio"), .init("name", groupName), .init("id", inputID(0)), .flag("checked", true)])
        out.element("label", [.init("for", inputID(0)), .init("title", words("figureFitHint"))], text: words("figureFit"))
        for (k, stop) in stops.enumerated() {
            let id = inputID(k + 1), width = NumberText.exact(stop.width)
            out.empty("input", [.init("type", "radio"), .init("name", groupName), .init("id", id), .init("data-live-width", width)])
            out.element("label", [.init("for", id), .init("title", hint(stop))]) {
                $0.text(width)
                $0.element("span", [.init("class", "plumb-sr")], text: words("figurePoints"))
            }
        }
        out.close("fieldset")
        out.newline()
        return out
    }

    private func hint(_ stop: Stop) -> String {
        let key: String
        switch stop.reason {
        case .breakpoint: key = "figureStopBreakpoint"
        case .end: key = "figureStopEnd"
        case .change: key = "figureStopChange"
        case .device: key = "figureStopDevice"
        }
        return words(key, ["width": NumberText.exact(stop.width)]) + (stop.device.map { " (\(words.device($0)))" } ?? "")
    }

    /// One rule per stop. `!important`, because a drag writes the width into
    /// the element's own style attribute, which would otherwise win; while a
    /// stop is chosen the handle is hidden, since dragging would do nothing.
    func css() -> String {
        stops.enumerated().map { k, stop in
            "#\(panelID)-panel:has(#\(inputID(k + 1)):checked) #\(panelID){width:\(NumberText.exact(stop.width))px!important;"
                + "min-width:0!important;max-width:none!important;resize:none}\n"
        }.joined()
    }
}
