import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// The overlay's words: what each line means, in numbers a reader can use,
/// and placed clear of text.
final class FigureLabelTests: XCTestCase {
    /// A guide's name is drawn only where it fits: "gap" in 11 px type is
    /// 23 px wide and its line 14 px tall, so a 10-point-tall spacer shows no
    /// name (it would spill over the views beside it), while a 200 × 40
    /// guide does, in the snapshot and in the live panel alike.
    func testGuideNamesAreDrawnOnlyWhereTheyFit() {
        let solved = SolvedBlock.solve("""
        canvas 375x100
        breakpoints 375
        live 320...400
        guide gap
        guide area
        gap.leading == root.leading + 10
        gap.top == root.top + 10
        gap.size == 200x10
        area.leading == root.leading + 10
        area.top == gap.bottom + 10
        area.size == 200x40
        """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let html = FigureRenderer().render(solved)
        func snapshotGuide(_ name: String) -> String {
            guard let r = html.range(of: "data-guide=\"\(name)\"") else { return "" }
            return String(html[r.lowerBound...].prefix { $0 != "\n" })
        }
        XCTAssertFalse(snapshotGuide("gap").contains("plumb-guide-name"), "the snapshot leaves the thin guide unnamed")
        XCTAssertTrue(snapshotGuide("area").contains("<span class=\"plumb-guide-name\">area</span>"))
        XCTAssertTrue(html.contains(".v0 > .plumb-guide-name{display:none}"), "the live panel hides it too")
        XCTAssertFalse(html.contains(".v1 > .plumb-guide-name{display:none}"))
    }

    /// A guide's name goes in its bottom-right corner only where it covers
    /// no view's text: the guide wrapping an icon and "Centred as a group"
    /// ends where the caption's text ends, so its name ("group") would sit
    /// on the word "group" (the reviewer's layout-guides figure); the same
    /// guide 100 points wider than the caption has its corner clear and
    /// keeps its name. Fails when only the fit inside the guide is asked.
    func testAGuideNameNeverCoversAViewsText() {
        func named(trailingGap: Int) -> Bool {
            let html = FigureRenderer().render(SolvedBlock.solve("""
            canvas 375x80
            breakpoints 375
            label caption "Centred as a group"
            guide group
            group.leading == root.leading + 20
            caption.leading == group.leading
            group.trailing == caption.trailing + \(trailingGap)
            caption.centerY == root.centerY
            group.top == caption.top
            group.bottom == caption.bottom
            """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .none))
            guard let r = html.range(of: "data-guide=\"group\"") else { return false }
            return html[r.lowerBound...].prefix { $0 != "\n" }.contains("plumb-guide-name")
        }
        XCTAssertFalse(named(trailingGap: 0), "the name sits on the caption's last word")
        XCTAssertTrue(named(trailingGap: 100), "the corner is clear of the text")
    }

    /// The seed's image: half the width at 750, never under 120 (required),
    /// with a badge at least the system spacing after it, pulled right at 250.
    ///
    /// At 375: photo = 0.5 × 375 = 187.5 wide (the 120 floor has room:
    /// "187.5 (≥ 120)"); the badge is pulled to 375 − 10 − 20 = 345, so the
    /// gap is 345 − (10 + 187.5) = 147.5, more than system spacing 8.
    /// At 200: half is 100, under the floor, so the @750 proportion gives way:
    /// it wants 100 and gets 120.
    func testLabelsSayWhatEachConstraintWantsAndGets() {
        let solved = SolvedBlock.solve("""
        canvas 375x60
        breakpoints 200 375
        view photo
        view badge
        photo.leading == root.leading + 10
        photo.top == root.top + 10
        photo.height == 40
        photo.width >= 120
        photo.width == root.width * 0.5 @750
        badge.leading >= photo.trailing + system
        badge.trailing == root.trailing - 10 @250
        badge.top == photo.top
        badge.size == 20x20
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let html = FigureRenderer().render(solved)
        let panels = html.components(separatedBy: "<div class=\"plumb-panel\"").dropFirst()
        XCTAssertEqual(panels.count, 2)
        // A lane label wider than the phone's panel is broken into lines
        // (`testALaneLabelWiderThanTheFrameIsBrokenIntoLines`): read as one.
        func labels(_ panel: Substring) -> [String] {
            panel.components(separatedBy: "<span class=\"plumb-mark").dropFirst().map { part in
                String(part[part.index(after: part.firstIndex(of: ">")!)...].prefix { $0 != "<" }).replacingOccurrences(of: "\n", with: " ")
            }
        }
        let narrow = labels(Substring(panels[panels.startIndex])), wide = labels(Substring(panels[panels.index(after: panels.startIndex)]))
        // In a lane under the drawing, a label names its view.
        XCTAssertTrue(wide.contains("photo: w 187.5 = 0.5× root.width @750"), "\(wide)")
        XCTAssertTrue(wide.contains("w 187.5 (≥ 120)"), "\(wide)")
        XCTAssertTrue(wide.contains("147.5 (≥ system 8)"), "\(wide)")
        XCTAssertTrue(wide.contains("10"), "\(wide)")
        XCTAssertTrue(narrow.contains("photo: w wants 100, gets 120 @750"), "\(narrow)")
        // Its minimum is labelled on the drawing: the "10" that crowded
        // it moved to another of its pins (`FigureLabels.place`).
        XCTAssertTrue(narrow.contains("w ≥ 120"), "\(narrow)")
        XCTAssertTrue(html.contains("<span class=\"plumb-mark plumb-violated"), "the proportion that gives way is marked")
        // The legend names the marks this figure uses, and only those.
        let legend = String(html[html.range(of: "<ul class=\"plumb-legend\"")!.lowerBound...].prefix { $0 != "\n" })
        XCTAssertEqual(legend.components(separatedBy: "</li>").dropLast().map { $0.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression) },
                       ["spacing", "alignment", "size", "gives way", "@N optional priority"])
    }

    private func labels(_ text: String) -> [String] {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        return html.components(separatedBy: "<span class=\"plumb-mark").dropFirst().map { part in
            String(part[part.index(after: part.firstIndex(of: ">")!)...].prefix { $0 != "<" })
        }
    }

    /// The seed's two games, readable from the picture.
    ///
    /// Hugging: key (30 wide, hugging 251) and value (40, hugging 250) share
    /// 375 − 16 − 8 − 16 = 335; the lower hugging stretches: value is
    /// 335 − 30 = 305, 265 past its content. Resistance: title (200,
    /// resistance 1000) and subtitle (150, 750) must fit 320 − 16 − 8 − 16 =
    /// 280; the lower resistance is squeezed: subtitle 280 − 200 = 80, 70
    /// below its content.
    func testHuggingAndResistanceSayWhichGaveWay() {
        let hugging = labels("""
        canvas 375x60
        breakpoints 375
        label key "K" intrinsic=30x20 hugging.h=251
        label value "V" intrinsic=40x20
        key.leading == root.leading + 16
        value.leading == key.trailing + 8
        value.trailing == root.trailing - 16
        key.centerY == root.centerY
        value.centerY == key.centerY
        """)
        XCTAssertTrue(hugging.contains("hugging 251 holds"), "\(hugging)")
        XCTAssertTrue(hugging.contains("hugging 250 gives way: +265"), "\(hugging)")
        let resistance = labels("""
        canvas 320x60
        breakpoints 320
        label title "T" intrinsic=200x20 resistance.h=1000
        label subtitle "S" intrinsic=150x20
        title.leading == root.leading + 16
        subtitle.leading == title.trailing + 8
        subtitle.trailing <= root.trailing - 16
        title.centerY == root.centerY
        subtitle.centerY == title.centerY
        """)
        XCTAssertTrue(resistance.contains("resistance 1000 holds"), "\(resistance)")
        XCTAssertTrue(resistance.contains("resistance 750 gives way: −70"), "\(resistance)")
        // Vertically nothing strains: no label for that axis.
        XCTAssertFalse(resistance.contains { $0.hasPrefix("v ") }, "\(resistance)")
    }

    func testNumbersKeepWhatIsTrue() {
        XCTAssertEqual(FigureLabels.number(217.547), "217.5")
        XCTAssertEqual(FigureLabels.number(187.5), "187.5")
        XCTAssertEqual(FigureLabels.number(16), "16")
        XCTAssertEqual(FigureLabels.number(0.04), "0")
        XCTAssertEqual(FigureLabels.number(-90), "−90")
        XCTAssertEqual(FigureLabels.factor(0.333), "0.333")
    }

    /// A label whose first place covers text takes the first clear one;
    /// one that finds no clear place takes the least crowded.
    func testPlacementAvoidsTextAndOtherLabels() {
        let canvas = FigureRect(x: 0, y: 0, width: 300, height: 100)
        // Text right above the first pin.
        let text = FigureRect(x: 40, y: 30, width: 60, height: 19)
        var first = FigureLabel(x: 70, y: 49, alignX: 0.5, alignY: 1, text: "8", classes: "")
        first.alternatives = [(70, 51, 0.5, 0)]
        var second = FigureLabel(x: 70, y: 51, alignX: 0.5, alignY: 0, text: "12", classes: "")
        second.alternatives = [(200, 51, 0.5, 0)]
        var third = FigureLabel(x: 70, y: 40, alignX: 0.5, alignY: 0.5, text: "20", classes: "")
        third.alternatives = [(200, 51, 0.5, 0)]
        var fourth = third
        fourth.text = "21"
        let (placed, lanes) = FigureLabels.place([first, second, third, fourth], obstacles: [text], canvas: canvas, scale: 1)
        XCTAssertEqual(placed.map { [$0.x, $0.y, $0.alignY] }, [[70, 51, 0], [200, 51, 0], [70, 100, 0], [70, 100, 0]])
        // No clear pin for the last two: lanes under the canvas, one each
        // (they would meet in one), below their line.
        XCTAssertEqual(placed.map(\.lane), [nil, nil, 0, 1])
        XCTAssertEqual(lanes, 2)
    }

    /// A label whose every pin is taken by one label placed before it, that
    /// could move to another pin of its own near its first, takes its place
    /// (the first moves); kept only if fewer labels end in lanes in all. At
    /// scale 1 an 11-px label centred at (50, 20) spans about x 44...56, y
    /// 13...27; one at (50, 36) spans y 29...43, clear of it, 16 pt away:
    /// within the moved label's reach (its width and a line, 11 + 14 = 25
    /// pt). A pin 100 pt away is beyond it.
    func testALabelMayTakeThePlaceOfOneThatCanMove() {
        let canvas = FigureRect(x: 0, y: 0, width: 300, height: 100)
        var movable = FigureLabel(x: 50, y: 20, alignX: 0.5, alignY: 0.5, text: "8", classes: "")
        movable.alternatives = [(50, 36, 0.5, 0.5)]
        let pinned = FigureLabel(x: 50, y: 20, alignX: 0.5, alignY: 0.5, text: "12", classes: "")
        let moved = FigureLabels.place([movable, pinned], obstacles: [], canvas: canvas, scale: 1)
        XCTAssertEqual(moved.labels.map { [$0.x, $0.y] }, [[50, 36], [50, 20]])
        XCTAssertEqual(moved.labels.map(\.lane), [nil, nil])
        XCTAssertEqual(moved.lanes, 0)
        // A third label that needs the place the first moves to: moving
        // would only send that one to a lane instead, so nothing moves.
        let later = FigureLabel(x: 50, y: 36, alignX: 0.5, alignY: 0.5, text: "20", classes: "")
        let kept = FigureLabels.place([movable, pinned, later], obstacles: [], canvas: canvas, scale: 1)
        XCTAssertEqual(kept.labels.map(\.lane), [nil, 0, nil])
        XCTAssertEqual(kept.labels[0].y, 20)
        // Its only other pin far from its line: it stays, the other goes under.
        var farOnly = movable
        farOnly.alternatives = [(150, 20, 0.5, 0.5)]
        XCTAssertEqual(FigureLabels.place([farOnly, pinned], obstacles: [], canvas: canvas, scale: 1).labels.map(\.lane), [nil, 0])
    }

    /// A gap's label whose pins beside its line are crowded slides away
    /// from the line, along its `slides` axis, just past what crowds it,
    /// before a pin away from the line is tried: the login screen's "12"
    /// went past the fields, 150 pt right, for the equal-width ticks on
    /// its line. At scale 1 the "12" pinned by its left middle at (102,
    /// 40) spans x 102...121 (its words about 15 px and 2 px of padding
    /// each side), y 33...47; a tick area at x 100...106 crowds it, so it
    /// slides to x 106.01 (the tick's right edge, and a hundredth). A
    /// crowding mark wider than its reach (its width and a line, about 33
    /// pt) leaves it to the away pin; with no `slides` it takes the away
    /// pin at once, as does a band too narrow for it; and where a
    /// dimension line runs through its middle there it is not taken.
    func testAGapLabelSlidesAwayFromItsLinePastWhatCrowdsIt() {
        let canvas = FigureRect(x: 0, y: 0, width: 300, height: 100)
        var gap = FigureLabel(x: 102, y: 40, alignX: 0, alignY: 0.5, text: "12", classes: "")
        gap.awayAlternatives = [(250, 40, 0, 0.5)]
        gap.slides = FigureSlide(.horizontal, band: 20...280)
        let tick = FigureRect(x: 100, y: 37, width: 6, height: 6)
        let slid = FigureLabels.place([gap], obstacles: [tick], canvas: canvas, scale: 1).labels
        XCTAssertEqual(slid.count, 1)
        XCTAssertEqual(slid[0].x, 106.01, accuracy: 1e-9)
        XCTAssertEqual(slid[0].y, 40)
        XCTAssertEqual(slid[0].alignX, 0)
        XCTAssertNil(slid[0].lane)
        let wide = FigureRect(x: 100, y: 37, width: 60, height: 6)
        XCTAssertEqual(FigureLabels.place([gap], obstacles: [wide], canvas: canvas, scale: 1).labels.map(\.x), [250])
        var fixed = gap
        fixed.slides = nil
        XCTAssertEqual(FigureLabels.place([fixed], obstacles: [tick], canvas: canvas, scale: 1).labels.map(\.x), [250])
        // Only within the band the spaced views hold across the line: one
        // ending at x 120 has no room for it (106.01 + 18 > 120).
        var narrow = gap
        narrow.slides = FigureSlide(.horizontal, band: 20...120)
        XCTAssertEqual(FigureLabels.place([narrow], obstacles: [tick], canvas: canvas, scale: 1).labels.map(\.x), [250])
        let through = FigureRect(x: 105, y: 39.75, width: 40, height: 0.5)
        XCTAssertEqual(FigureLabels.place([gap], obstacles: [tick], lines: [through], canvas: canvas, scale: 1).labels.map(\.x), [250])
    }

    /// The band a gap's label slides in: where both views the gap spaces
    /// extend across its line (the inner one's extent for a margin to the
    /// root), none where they do not overlap; a frame broken to a negative
    /// width still spans its two edges (the wrong-gap figure's "w −135"
    /// view, which crashed the first version).
    func testASlideBandIsWhereBothSpacedViewsAre() {
        let email = SolvedFrame(x: 37.5, y: 180.5, width: 300, height: 33.797, parent: "root")
        let password = SolvedFrame(x: 37.5, y: 226.297, width: 300, height: 33.797, parent: "root")
        XCTAssertEqual(FigureSlide(.horizontal, spacing: email, password)?.band, 37.5...337.5)
        let root = SolvedFrame(x: 0, y: 0, width: 375, height: 667, parent: "")
        let narrow = SolvedFrame(x: 100, y: 226.297, width: 100, height: 33.797, parent: "root")
        XCTAssertEqual(FigureSlide(.horizontal, spacing: root, narrow)?.band, 100...200)
        let side = SolvedFrame(x: 300, y: 226.297, width: 60, height: 33.797, parent: "root")
        XCTAssertEqual(FigureSlide(.horizontal, spacing: email, side)?.band, 300...337.5)
        let apart = SolvedFrame(x: 340, y: 226.297, width: 20, height: 33.797, parent: "root")
        XCTAssertNil(FigureSlide(.horizontal, spacing: email, apart))
        let broken = SolvedFrame(x: 200, y: 0, width: -135, height: 20, parent: "root")
        XCTAssertEqual(FigureSlide(.horizontal, spacing: broken, email)?.band, 65...200)
    }

    /// The login screen (worked examples): a square avatar 112.5 wide (0.3
    /// × 375) at y 44, then "Email" and "Password", 300 wide at 37.5 and
    /// 12 apart: Email from 44 + 112.5 + 24 = 180.5 to 214.297 (a field is
    /// 33.797 tall), Password from 226.297. The gap's line runs at the
    /// fields' middle, x 37.5 + 150 = 187.5, and its label's first pin is
    /// beside it at x 189.5, centred on y 220.297 (14 px tall at the
    /// phone's 0.9 scale: 15.6 pt, so y 212.5...228.1). The fields' equal
    /// widths are the second set of equal sizes (the avatar's width and
    /// height the first), marked with two ticks: each field's tick area is
    /// 3 each side of its middle and 4 above and below its top, x 184.5...
    /// 190.5 and y 222.297...230.297 for Password, over the pin by 1 pt.
    /// So the label slides right to 190.5 + 0.01 = 190.51, beside its line
    /// still. It went to the pin away from the line before, right of the
    /// fields at 37.5 + 300 + 2 = 339.5.
    func testAGapLabelCrowdedByTicksSlidesBesideItsLine() {
        let html = FigureRenderer().render(SolvedBlock.solve("""
        canvas 375x300
        image avatar
        field user placeholder="Email"
        field password placeholder="Password"
        avatar.top == root.top + 44
        avatar.centerX == root.centerX
        avatar.width == root.width * 0.3
        avatar.height == avatar.width
        user.top == avatar.bottom + 24
        user.centerX == root.centerX
        user.width == root.width * 0.8
        password.top == user.bottom + 12
        password.centerX == root.centerX
        password.width == user.width
        """, origin: SourceLocation(line: 2, column: 1), line: 1))
        XCTAssertTrue(html.contains("left:calc(100cqw*190.51/375);top:calc(100cqw*220.297/375);transform:translate(0%,-50%)\">12</span>"), html)
        XCTAssertFalse(html.contains("left:calc(100cqw*339.5/375)"), html)
    }

    /// A size label keeps off a filled view beside the one it measures:
    /// the login screen's spacer guide, 25 × 1 at the left edge (too small
    /// for its name to be drawn), has its height
    /// line at x 25 - 3 = 22. Its label's pins left of the line (right
    /// edge at 20) would start left of the canvas ("h 1" is about 23 pt
    /// wide at the phone's 0.9 scale); the one right of it starts at 24
    /// and the one past the view at 26, both over a button from x 25. A
    /// plain button there shows only its title (kept clear, as every
    /// view's text is, and well right of x 47) and its outline: the label
    /// takes x 24. A filled button hides under it: the label goes to a lane
    /// under the drawing, named ("spacer: h 1"). (The spacer's width is
    /// left implied: a "w 25" label above it would crowd the pin too.)
    func testASizeLabelKeepsOffAFilledViewBesideItsView() {
        func html(style: String) -> String {
            FigureRenderer().render(SolvedBlock.solve("""
            canvas 375x100
            guide spacer
            button login "Log in" style=\(style)
            spacer.leading == root.leading
            spacer.trailing == login.leading
            spacer.height == 1
            spacer.top == login.top
            login.leading == root.leading + 25
            login.width == 150
            login.top == root.top + 40
            """, origin: SourceLocation(line: 2, column: 1), line: 1))
        }
        let plain = html(style: "plain")
        XCTAssertTrue(plain.contains("left:calc(100cqw*24/375);top:calc(100cqw*40.5/375);transform:translate(0%,-50%)\">h 1</span>"), plain)
        let filled = html(style: "filled")
        XCTAssertFalse(filled.contains(">h 1</span>"), filled)
        XCTAssertTrue(filled.contains(">spacer: h 1</span>"), filled)
    }

    /// Two size lines on one edge are drawn apart: a box 100 × 60 at (20,
    /// 20) with two constraints on its height draws the first height line
    /// 3 in from its right edge, x 20 + 100 - 3 = 117, and the second 8
    /// further in, x 109, both from y 20 to 80. A scroll view's "h 300"
    /// and its content's "h 400" were one line on their shared edge. A
    /// third constraint, on the width, keeps its own line at y 20 + 60 - 3
    /// = 77 (another direction).
    func testSizeLinesOnOneEdgeAreDrawnApart() {
        let html = FigureRenderer().render(SolvedBlock.solve("""
        canvas 200x100
        view box
        box.leading == root.leading + 20
        box.top == root.top + 20
        box.width == 100
        box.height >= 40
        box.height == 60
        """, origin: SourceLocation(line: 2, column: 1), line: 1))
        XCTAssertTrue(html.contains("<line x1=\"117\" y1=\"20\" x2=\"117\" y2=\"80\"/>"), html)
        XCTAssertTrue(html.contains("<line x1=\"109\" y1=\"20\" x2=\"109\" y2=\"80\"/>"), html)
        XCTAssertTrue(html.contains("<line x1=\"20\" y1=\"77\" x2=\"120\" y2=\"77\"/>"), html)
    }

    /// A lane label wider than the frame is broken between its words into
    /// lines that fit it, one lane each, and the next lane label goes
    /// under them: "gapView: w −135 = distance(blueView.leading,
    /// redView.trailing)" ran 10 px past a phone's panel (which scrolled to
    /// it, with no sign of that). A frame may reach past the canvas (views
    /// outside it): the lines fit the frame (`laneRight`), not the canvas.
    func testALaneLabelWiderThanTheFrameIsBrokenIntoLines() {
        let canvas = FigureRect(x: 0, y: 0, width: 200, height: 40)
        var long = FigureLabel(x: 75, y: 20, alignX: 0.5, alignY: 0.5, text: "w −135 = distance(blueView.leading, redView.trailing)", classes: "")
        long.owner = "gapView"
        var short = FigureLabel(x: 75, y: 20, alignX: 0.5, alignY: 0.5, text: "h 20", classes: "")
        short.owner = "gapView"
        let blocked = FigureRect(x: 0, y: 0, width: 200, height: 40)   // no pin on the drawing
        let (placed, lanes) = FigureLabels.place([long, short], obstacles: [blocked], canvas: canvas, scale: 1)
        let lines = placed[0].text.components(separatedBy: "\n")
        XCTAssertEqual(lines.joined(separator: " "), "gapView: w −135 = distance(blueView.leading, redView.trailing)")
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines { XCTAssertLessThanOrEqual(FigureLabels.textWidth(line), 200, line) }
        XCTAssertTrue(placed[0].classes.contains("plumb-lines"))
        XCTAssertEqual(placed.map(\.lane), [0, lines.count])
        XCTAssertEqual(lanes, lines.count + 1)
        // In a frame reaching to 600 the label is one line.
        let wide = FigureLabels.place([long], obstacles: [blocked], canvas: canvas, laneRight: 600, scale: 1).labels
        XCTAssertEqual(wide.map(\.text), ["gapView: w −135 = distance(blueView.leading, redView.trailing)"])
        XCTAssertFalse(wide[0].classes.contains("plumb-lines"))
    }

    /// A filled view under the measured one is not beside it: a card on a
    /// full-screen backdrop keeps its size labels on the drawing (they
    /// went to lanes under it when the backdrop counted as a neighbour).
    func testASizeLabelMayStandOverAFilledViewUnderItsView() {
        let html = FigureRenderer().render(SolvedBlock.solve("""
        canvas 375x200
        image backdrop
        view card
        backdrop.edges == root.edges
        card.centerX == root.centerX
        card.centerY == root.centerY
        card.width == 200
        card.height == 120
        """, origin: SourceLocation(line: 2, column: 1), line: 1))
        XCTAssertTrue(html.contains(">w 200</span>"), html)
        XCTAssertTrue(html.contains(">h 120</span>"), html)
        XCTAssertFalse(html.contains(">card: w 200</span>"), html)
    }

    /// Staggered size lines stay in their view: a view 10 wide at x 0 with
    /// three height constraints draws its first line at 10 - 3 = 7; the
    /// next would be at -1, past the view's left edge (and the canvas's),
    /// so the others stay on the first (the line 8 in would be 3 pt from
    /// the edge at least only from x 11 on).
    func testStaggeredSizeLinesStayInTheirView() {
        let html = FigureRenderer().render(SolvedBlock.solve("""
        canvas 200x100
        view thin
        thin.leading == root.leading
        thin.top == root.top
        thin.width == 10
        thin.height >= 20
        thin.height <= 80
        thin.height == 40
        """, origin: SourceLocation(line: 2, column: 1), line: 1))
        XCTAssertTrue(html.contains("<line x1=\"7\" y1=\"0\" x2=\"7\" y2=\"40\"/>"), html)
        XCTAssertFalse(html.contains("<line x1=\"-1\""), html)
        XCTAssertFalse(html.contains("<line x1=\"-9\""), html)
    }

    /// A pin away from the label's line (beside the views a gap spaces) is
    /// not taken where another dimension line runs through the label's
    /// middle: there "2" reads as that line's length (the settings cell's
    /// name-to-detail 2, on the 12-pt gap before the column). A line that
    /// only grazes its edge does not count. At scale 1 the "2" pinned by
    /// its right middle at (71, 40) spans about x 60...71 and y 33...47:
    /// its middle third is y 37.7...42.3.
    func testAnAwayPinCrossedByAnotherLineIsNotTaken() {
        let canvas = FigureRect(x: 0, y: 0, width: 300, height: 100)
        var gap = FigureLabel(x: 184, y: 40, alignX: 0, alignY: 0.5, text: "2", classes: "")
        gap.awayAlternatives = [(71, 40, 1, 0.5)]
        gap.owner = "name"
        let blocked = FigureRect(x: 150, y: 0, width: 150, height: 100)   // every near pin covered
        let through = FigureRect(x: 10, y: 39.75, width: 100, height: 0.5)
        let grazing = FigureRect(x: 10, y: 33.25, width: 100, height: 0.5)
        let crossed = FigureLabels.place([gap], obstacles: [blocked], lines: [through], canvas: canvas, scale: 1).labels
        XCTAssertEqual(crossed.map(\.lane), [0])
        XCTAssertEqual(crossed.map(\.text), ["name: 2"])
        let grazed = FigureLabels.place([gap], obstacles: [blocked], lines: [grazing], canvas: canvas, scale: 1).labels
        XCTAssertEqual(grazed.map { [$0.x, $0.y] }, [[71, 40]])
        XCTAssertEqual(grazed.map(\.lane), [nil])
    }

    /// A note about a view (its hugging holds) takes the first pin clear
    /// of the dimension lines when it has one: under "Name" it covered the
    /// start of the field's size line (the cheat sheet's "hugging 251
    /// holds"). At scale 1 a 14-px label pinned by its top-left at (20, 41)
    /// spans y 41...55, and x from 20 to past 74 (its words alone measure
    /// about 90 px), so it crosses a line at y 44 from x 74 to 274 (drawn
    /// as y 43.75...44.25); its next pin, by its bottom-left at (20, 19),
    /// spans y 5...19, clear. A label of a line keeps its first clear pin
    /// even over another line (dimension labels sit on lines by design).
    func testANoteAboutAViewPrefersAPinClearOfTheLines() {
        let canvas = FigureRect(x: 0, y: 0, width: 375, height: 60)
        let sizeLine = FigureRect(x: 74 - 0.25, y: 44 - 0.25, width: 200.5, height: 0.5)
        var note = FigureLabel(x: 20, y: 41, alignX: 0, alignY: 0, text: "hugging 251 holds", classes: "")
        note.alternatives = [(20, 19, 0, 1)]
        note.avoidsLines = true
        XCTAssertEqual(FigureLabels.place([note], obstacles: [], lines: [sizeLine], canvas: canvas, scale: 1).labels.map { [$0.x, $0.y] }, [[20, 19]])
        var lineLabel = note
        lineLabel.avoidsLines = false
        XCTAssertEqual(FigureLabels.place([lineLabel], obstacles: [], lines: [sizeLine], canvas: canvas, scale: 1).labels.map { [$0.x, $0.y] }, [[20, 41]])
        // No clear pin at all: the first one clear of the rest, not a lane.
        var crowded = note
        crowded.alternatives = [(20, 30, 0, 0)]
        let placed = FigureLabels.place([crowded], obstacles: [], lines: [sizeLine], canvas: canvas, scale: 1).labels
        XCTAssertEqual(placed.map { [$0.x, $0.y] }, [[20, 41]])
        XCTAssertEqual(placed.map(\.lane), [nil])
    }

    /// A lane label wider than the frame even as lines, one word wider
    /// than it, starts at the frame's left edge: centred under its view it
    /// began 108 px left of a 300-pt scroll view's figure, where no
    /// scrolling reaches (the guide's "page: w 500 =
    /// pane.frameLayoutGuide.width + 200", before lane labels were broken
    /// into lines). Its width at 11 px is what `FigureLabels.size`
    /// measures; at scale 1 a point is a pixel, so its centre is half that
    /// width from the left edge.
    func testALaneLabelWiderThanTheCanvasStartsAtItsLeftEdge() {
        let canvas = FigureRect(x: 0, y: 0, width: 120, height: 50)
        let obstacle = FigureRect(x: 0, y: 0, width: 120, height: 50)
        let text = "pane.frameLayoutGuide.widthAnchor"
        let label = FigureLabel(x: 110, y: 25, alignX: 0.5, alignY: 0.5, text: text, classes: "")
        let (placed, lanes) = FigureLabels.place([label], obstacles: [obstacle], canvas: canvas, scale: 1)
        let width = FigureLabels.size(text).width
        XCTAssertGreaterThan(width, 120)
        XCTAssertEqual(lanes, 1)
        XCTAssertEqual(placed[0].text, text)
        XCTAssertEqual(placed[0].x, width / 2, accuracy: 1e-9, "centred at \(placed[0].x): its left edge at \(placed[0].x - width / 2)")
    }

    /// A panel's title writes the canvas to a tenth of a point, as the
    /// labels and the live caption do: "375 × 95.6 pt", not "95.578".
    func testAPanelTitleRoundsAsTheLabelsDo() {
        let html = FigureRenderer().render(SolvedBlock.solve("canvas 375x95.578\nview a\na.edges == root.edges\n",
                                                             origin: SourceLocation(line: 2, column: 1), line: 1, live: .none))
        XCTAssertTrue(html.contains(">375 × 95.6 pt · compact<"), html)
        XCTAssertFalse(html.contains("95.578 pt"), html)
    }

    /// A panel's frame is never drawn narrower than the scale its labels
    /// were placed for (`FigureLabels.smallestScale`): 340 / 375 is more
    /// than 0.9, so a 375-pt canvas is placed at 0.9 and its frame keeps
    /// 0.9 × 375 = 337.5, rounded up to 338 px; a 760-pt canvas at
    /// 340 / 760, so 340 px. Without the min-width a 320-px phone's 288-px
    /// column drew the labels crowded (111 overlaps in the guide).
    func testAFrameKeepsTheScaleItsLabelsWerePlacedFor() {
        for (width, minimum) in [(375, 338), (760, 340)] {
            let html = FigureRenderer().render(SolvedBlock.solve("canvas \(width)x100\nview a\na.edges == root.edges\n",
                                                                 origin: SourceLocation(line: 2, column: 1), line: 1, live: .none))
            XCTAssertTrue(html.contains("class=\"plumb-frame\" style=\"max-width:\(width)px;min-width:\(minimum)px\""), html)
        }
    }

    /// "Gives way" notes only where they make the figure's point (issue 30).
    /// A 40-wide label pinned 16 from both edges of a 375 root is stretched
    /// to 343, so its hugging (250) gives way by 303: true, but with default
    /// priorities, noise; the note appears when the author set a priority
    /// on that axis (on any view). A caption naming the label no longer
    /// decides it: a translated caption names no view
    /// (`CaptionIndependenceTests`).
    func testGivesWayNotesOnlyWhereTheyMakeThePoint() {
        func notes(_ text: String) -> [String] {
            let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1)
            let html = FigureRenderer().render(solved)
            return html.components(separatedBy: "<span class=\"plumb-mark").dropFirst().map { part in
                String(part[part.index(after: part.firstIndex(of: ">")!)...].prefix { $0 != "<" })
            }.filter { $0.contains("gives way") }
        }
        let body = """
        canvas 375x60
        label name "Name" intrinsic=40x20
        view other
        name.leading == root.leading + 16
        name.trailing == root.trailing - 16
        name.top == root.top
        other.edges == root.edges
        """
        XCTAssertEqual(notes(body), [])
        XCTAssertEqual(notes("# Why name stretches\n" + body), [])
        XCTAssertEqual(notes(body.replacingOccurrences(of: "view other", with: "view other hugging.h=251")), ["hugging 250 gives way: +303"])
    }

    /// A one-line label too narrow for its text is drawn as UILabel draws it
    /// (issue 30): "Name Name" in 60 pt keeps "Nam" and "…" (the solver's
    /// `MeasuredText.Truncation`), and the width the browser check compares
    /// is that of "Nam…", 56.703125, not the whole text's 105.71875.
    func testATruncatedLabelEndsWithTheEllipsisWhereUILabelPutsIt() {
        let solved = SolvedBlock.solve("""
        canvas 320x200
        label title "Name Name"
        title.leading == root.leading
        title.top == root.top
        title.width == 60 @1000
        """, origin: SourceLocation(line: 2, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("data-text-width=\"56.703125\" data-text-truncated=\"\">Nam…</span>"), html)
        XCTAssertFalse(html.contains(">Name Name<"), html)
    }
}

/// Overlay labels go around a control that draws itself, as around text:
/// a 51 × 31 switch filling a 31-point-tall canvas leaves its "moved" note
/// no pin above or below it, and the pin at its centre would cover the
/// knob (the AX3-stacked tab of the size-classes chapter did), so the note
/// goes in a lane under the drawing, named "toggle: moved".
final class LabelsAvoidControlsTests: XCTestCase {
    func testAVariantNoteDoesNotCoverASwitch() {
        let solved = SolvedBlock.solve("""
        canvas 120x31
        breakpoints 120
        switch toggle
        toggle.leading == root.leading + 10
        toggle.top == root.top
        variant "Right":
          - toggle.leading == root.leading + 10
          toggle.leading == root.leading + 60
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let tab = FigureRenderer().render(solved).components(separatedBy: "<div class=\"plumb-variant\"").last ?? ""
        XCTAssertTrue(tab.contains(">toggle: moved<"), "the note in a lane, named")
        XCTAssertFalse(tab.contains(">moved<"), "not on the switch")
    }
}

