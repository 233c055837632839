import PlumbLayout

/// What a device breakpoint's screen shows around the app: the status bar
/// with its clock and battery in the top safe-area inset, the Dynamic
/// Island or the notch (on the left side of a landscape phone, in its side
/// inset), and the home indicator in the bottom inset. Drawn
/// so that a reader sees why the safe area is where it is; none of it takes
/// part in layout (the device table's insets do), so its sizes are the
/// usual published ones rather than measured.
enum FigureDeviceChrome {
    static func markup(_ c: FigureRenderer.ViewContext) -> Markup {
        var out = Markup()
        guard case .device(let device) = c.solution.breakpoint else { return out }
        let w = device.width, safe = device.safeArea
        if safe.top >= 20 {
            // The clock sits beside the island, level with its middle.
            let bar = SolvedFrame(x: 0, y: 0, width: w, height: min(safe.top, 54), parent: "root")
            let style = "\(c.box(bar));padding:0 \(c.length(safe.top > 24 ? 32 : 12));font-size:\(c.length(safe.top > 24 ? 16 : 12))"
            out.element("div", [.init("class", "plumb-status-bar"), .init("aria-hidden", "true"), .init("style", style)]) {
                $0.element("span", text: "9:41")
                $0.element("span", [.init("class", "plumb-battery")], text: "")
            }
            out.newline()
        }
        for (cls, frame) in housings(device) { shape(cls, frame, c, into: &out) }
        return out
    }

    /// Where the status bar's clock and battery stand, roughly (their text
    /// is the browser's), in points: what a safe-area label keeps clear of.
    static func statusBarItems(_ device: Device) -> [SolvedFrame] {
        guard device.safeArea.top >= 20 else { return [] }
        let tall = device.safeArea.top > 24, bar = min(device.safeArea.top, 54)
        let inset: Double = tall ? 32 : 12, height: Double = tall ? 22 : 16, width: Double = tall ? 44 : 34
        return [SolvedFrame(x: inset, y: (bar - height) / 2, width: width, height: height, parent: "root"),
                SolvedFrame(x: device.width - inset - 30, y: (bar - height) / 2, width: 30, height: height, parent: "root")]
    }

    /// The sensor housing (the Dynamic Island or the notch) and the home
    /// indicator, where the device has them, in points: drawn here, and
    /// kept clear by the safe-area marks (`FigureGuideInsets`).
    static func housings(_ device: Device) -> [(cls: String, frame: SolvedFrame)] {
        let w = device.width, h = device.height, safe = device.safeArea
        let landscape = w > h
        let phone = device.name.hasPrefix("iphone")
        var out: [(cls: String, frame: SolvedFrame)] = []
        if phone && !landscape && safe.top >= 59 {
            out.append(("plumb-island", SolvedFrame(x: (w - 126) / 2, y: 11, width: 126, height: 37, parent: "root")))
        } else if phone && !landscape && safe.top >= 44 {
            out.append(("plumb-notch", SolvedFrame(x: (w - 162) / 2, y: 0, width: 162, height: 32, parent: "root")))
        } else if phone && landscape && safe.left >= 59 {
            // Turned on its side, the island is on the left (the phone
            // turned anticlockwise, `landscapeRight`), its length across
            // the screen's height: why the left inset is 59. UIKit insets
            // both sides alike, so that turning the other way keeps the layout.
            out.append(("plumb-island", SolvedFrame(x: 11, y: (h - 126) / 2, width: 37, height: 126, parent: "root")))
        } else if phone && landscape && safe.left >= 44 {
            out.append(("plumb-notch plumb-notch-side", SolvedFrame(x: 0, y: (h - 162) / 2, width: 32, height: 162, parent: "root")))
        }
        if safe.bottom > 0 {
            let length: Double = phone ? (landscape ? 209 : 134) : 315
            out.append(("plumb-home-indicator", SolvedFrame(x: (w - length) / 2, y: h - 8 - 5, width: length, height: 5, parent: "root")))
        }
        return out
    }

    /// A shape where the device has it, cut where the canvas ends: a
    /// canvas shorter than the screen (`canvas 852x180` on a turned phone)
    /// shows the top of the screen, and the island at the screen's middle
    /// would otherwise hang below the drawing. (The cut leaves the shape's
    /// box where the device has it.)
    private static func shape(_ cls: String, _ f: SolvedFrame, _ c: FigureRenderer.ViewContext, into out: inout Markup) {
        var style = c.box(f)
        let w = c.solution.width, h = c.solution.height
        guard f.x < w, f.y < h, f.x + f.width > 0, f.y + f.height > 0 else { return }
        let cut = [max(0, -f.y) / f.height, max(0, f.x + f.width - w) / f.width, max(0, f.y + f.height - h) / f.height, max(0, -f.x) / f.width]
        if cut.contains(where: { $0 > 0 }) {
            style += ";clip-path:inset(" + cut.map { HTML.number(($0 * 1000).rounded() / 10) + "%" }.joined(separator: " ") + ")"
        }
        out.element("div", [.init("class", cls), .init("aria-hidden", "true"), .init("style", style)], text: "")
        out.newline()
    }
}
