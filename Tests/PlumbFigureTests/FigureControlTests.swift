import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// Controls drawn as iOS draws them, the constraints UIKit adds listed
/// under each figure, equal sizes marked, the block's source one click
/// away, and a device's status bar and home indicator.
final class FigureControlTests: XCTestCase {
    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    /// The element of view `name`, up to the end of its opening tag's line.
    private func element(_ html: String, _ name: String) -> String {
        guard let r = html.range(of: "data-view=\"\(name)\"") else { return "" }
        let start = html[..<r.lowerBound].range(of: "<div", options: .backwards)!.lowerBound
        return String(html[start...].prefix { $0 != "\n" })
    }

    /// Arabic is drawn in the shapes it was measured in. سلام shapes to
    /// seen initial, lam-alef final, meem isolated: 1716 + 1222 + 1268 =
    /// 4206 units × 17 / 2048 = 34.913 → 34.921875 (ScriptTextTests). A
    /// label's intrinsic width is that, its frame too; the figure writes the
    /// three presentation forms (U+FEB3 U+FEFC U+FEE1), not the four
    /// letters, so the browser cannot shape them into other widths; the
    /// static panel and the live panel alike.
    func testArabicIsDrawnInTheShapesItWasMeasuredIn() {
        let solved = SolvedBlock.solve("""
        canvas 200x60
        breakpoints 200
        live 200...300
        label greeting "سلام"
        greeting.leading == root.leading + 10
        greeting.top == root.top + 10
        """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(solved.breakpoints[0].frames["greeting"]!.width, roundedPoints(34.921875), accuracy: 0.0001)
        let html = FigureRenderer().render(solved)
        let drawn = "\u{FEB3}\u{FEFC}\u{FEE1}"
        XCTAssertTrue(element(html, "greeting").contains(">\(drawn)</span>"), element(html, "greeting"))
        XCTAssertFalse(html.contains("سلام"), "the unshaped letters would be shaped again by the browser")
        XCTAssertEqual(html.components(separatedBy: ">\(drawn)</span>").count - 1, 2, "static and live panels")
    }

    /// Each snapshot draws the properties its breakpoint's `when` lines
    /// give: at 320 (compact) the label reads "a column" and the hidden
    /// view is drawn hidden; at 820 (regular) neither applies. (They used to
    /// draw the declaration's text while sizing the box for the other.)
    func testEachSnapshotDrawsItsBreakpointsProperties() {
        let solved = solve("""
        canvas 375x100
        breakpoints 320 820
        label cls "a row"
        view extra
        cls.leading == root.leading + 10
        cls.top == root.top + 10
        extra.size == 20x20
        extra.top == cls.bottom + 4
        extra.leading == cls.leading
        when compact:
          cls.text = "a column"
          extra.hidden = true
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let html = FigureRenderer().render(solved)
        XCTAssertEqual(html.components(separatedBy: ">a column</span>").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: ">a row</span>").count - 1, 1)
        let extras = html.components(separatedBy: "data-view=\"extra\"").dropLast().map { $0.suffix(200) }
        let hidden = extras.map { $0[$0.range(of: "<div", options: .backwards)!.lowerBound...].contains("plumb-hidden") }
        XCTAssertEqual(hidden, [true, false], "hidden at 320 only")
        // The box is sized for the text it draws: "a column" is wider.
        XCTAssertGreaterThan(solved.breakpoints[0].frames["cls"]!.width, solved.breakpoints[1].frames["cls"]!.width)
    }

    /// A field with no text shows its placeholder in grey and, as
    /// UITextField does, asks for the placeholder's width: the measured
    /// text plus 7 pt of padding on each side (`TextLayout.fieldPadding`),
    /// so its frame here is that wide. A label has no fill; a filled button
    /// is tinted; a switch draws its knob.
    func testControlsAreDrawnAsIOSDrawsThem() {
        let solved = solve("""
        canvas 375x200
        breakpoints 375
        field email placeholder="Email address"
        label title "Hello"
        button go "Go" style=filled
        button help "Help"
        switch remember
        email.leading == root.leading + 10
        email.top == root.top + 10
        title.leading == email.leading
        title.top == email.bottom + 8
        go.leading == email.leading
        go.top == title.bottom + 8
        help.leading == go.trailing + 8
        help.top == go.top
        remember.leading == email.leading
        remember.top == go.bottom + 8
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let placeholderWidth = TextMeasurer.shipped.width(of: "Email address", size: 17)
        XCTAssertEqual(solved.breakpoints[0].frames["email"]!.width, roundedPoints(placeholderWidth + 14), accuracy: 0.001)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(element(html, "email").contains("<span class=\"plumb-text plumb-placeholder\""), element(html, "email"))
        XCTAssertTrue(element(html, "email").contains(">Email address</span>"))
        XCTAssertTrue(element(html, "title").hasPrefix("<div class=\"plumb-view plumb-label\""))
        XCTAssertFalse(element(html, "title").contains("plumb-name"), "a label shows its text, not its name")
        XCTAssertTrue(element(html, "go").hasPrefix("<div class=\"plumb-view plumb-button plumb-filled\""))
        XCTAssertTrue(element(html, "help").hasPrefix("<div class=\"plumb-view plumb-button\""))
        XCTAssertTrue(element(html, "remember").contains("<span class=\"plumb-knob\"></span>"))
        // The switch keeps UISwitch's 51 x 31.
        XCTAssertEqual(solved.breakpoints[0].frames["remember"].map { [$0.width, $0.height] }, [51, 31])
        // The stylesheet gives labels and plain buttons no fill of their own.
        XCTAssertTrue(FigureStyles.css.contains(".plumb-label, .plumb-button, .plumb-activity, .plumb-image.plumb-picture { background-color: var(--plumb-own-fill, transparent);"))
    }

    /// UIActivityIndicatorView (medium) is 20 x 20 and hugs at 750. In a
    /// fill stack 200 wide with a label (hugging 250), the label takes the
    /// slack: spinner 20 wide, label 200 − 8 − 20 = 172.
    func testAnActivityIndicatorHugsItsTwentyPoints() {
        let solved = solve("""
        canvas 220x40
        breakpoints 220
        stack row spacing=8
          activity spin
          label words "Loading"
        row.leading == root.leading + 10
        row.trailing == root.trailing - 10
        row.top == root.top
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let f = solved.breakpoints[0].frames
        XCTAssertEqual(f["spin"].map { [$0.x, $0.width, $0.height] }, [0, 20, 20])
        XCTAssertEqual(f["words"].map { [$0.x, $0.width] }, [28, 172])
    }

    /// The author's picture, escaped, drawn with its content mode: aspect
    /// fit is CSS `contain`; `center` draws it at its intrinsic size,
    /// centred: a 40 x 20 picture in a 100 x 100 view starts 30 in and 40 down.
    func testImagesDrawTheAuthorsFileWithItsContentMode() {
        let solved = solve("""
        canvas 300x120
        breakpoints 300
        image fit src="a&b.png" contentMode=scaleAspectFit
        image mid src=dot.png contentMode=center intrinsic=40x20
        image none
        fit.leading == root.leading
        fit.top == root.top
        fit.size == 100x100
        mid.leading == fit.trailing
        mid.top == root.top
        mid.size == 100x100
        none.leading == mid.trailing
        none.top == root.top
        none.size == 50x50
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(solved.block.imageSources.map(\.path), ["a&b.png", "dot.png"])
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(element(html, "fit").contains("<img class=\"plumb-image-file\" src=\"a&amp;b.png\" alt=\"\" style=\"object-fit:contain\">"), element(html, "fit"))
        XCTAssertTrue(element(html, "mid").contains("left:calc(50% - calc(100cqw*20/300));top:calc(50% - calc(100cqw*10/300));width:calc(100cqw*40/300);height:calc(100cqw*20/300)"), element(html, "mid"))
        XCTAssertTrue(element(html, "none").contains("<span class=\"plumb-name plumb-name-over\">none</span>"), "no picture: the placeholder and the name")
        // A URL is not a picture beside the page: no scheme gets into <img>.
        for url in ["javascript:alert(1)", "data:image/png,x", "https://example.com/a.png"] {
            let bad = solve("canvas 100x50\nimage p src=\(url)\np.edges == super.edges\n")
            XCTAssertEqual(bad.allDiagnostics.map(\.message), ["'src' expects the path of an image beside the page, such as photo.png, found '\(url)'"])
            XCTAssertEqual(bad.block.imageSources.count, 0)
        }
    }

    /// A container's name is drawn in its top-left corner, 2 px in and 1
    /// px down, 14 px tall, at the smallest scale: 340 px for a 375-pt
    /// canvas is 0.9067, capped at 0.9, so the name reaches 1/0.9 + 14/0.9
    /// = 16.67 pt below the view's top. A subview's text counts from the
    /// top of its letters: 17-pt text in a 19.797-pt line leaves
    /// (19.797 − 17) / 2 + 0.2 × 17 = 4.80 pt blank. Text 8 pt down starts
    /// at 12.80 pt, under the name (the badge: "badge" over "New"), so the
    /// name is left out; 12 pt down it starts at 16.80 pt, clear of it (the
    /// card over its title), so the name stays.
    func testAContainersNameIsLeftOutWhereItWouldCoverItsSubviewsText() {
        func html(inset: Int) -> String {
            let solved = solve("""
            canvas 375x120
            breakpoints 375
            view badge
              label text "New"
            badge.center == root.center
            text.leading == badge.leading + 16
            text.trailing == badge.trailing - 16
            text.top == badge.top + \(inset)
            text.bottom == badge.bottom - \(inset)
            """)
            XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
            return FigureRenderer().render(solved)
        }
        XCTAssertFalse(element(html(inset: 8), "badge").contains("plumb-name"), element(html(inset: 8), "badge"))
        XCTAssertTrue(element(html(inset: 12), "badge").contains("<span class=\"plumb-name\">badge</span>"), element(html(inset: 12), "badge"))
    }

    /// A container's name is left out where it would cover its subview's
    /// own name tag: the two tags drawn over each other read as neither
    /// (the margins figure's "plain" under its banner's "a"). At the
    /// phone's 0.9 scale the container's name reaches 16.67 pt down; a
    /// subview 8 pt in has its tag from 8 + 1/0.9 = 9.1 pt, under it; one
    /// 20 pt in, from 21.1 pt, clear of it.
    func testAContainersNameIsLeftOutWhereItWouldCoverASubviewsName() {
        func html(inset: Int) -> String {
            let solved = solve("""
            canvas 375x120
            breakpoints 375
            view banner color=systemGray5
              view a color=systemTeal
            banner.edges == root.edges + 4
            a.edges == banner.edges + \(inset)
            """)
            XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
            return FigureRenderer().render(solved)
        }
        XCTAssertFalse(element(html(inset: 8), "banner").contains(">banner</span>"), element(html(inset: 8), "banner"))
        XCTAssertTrue(element(html(inset: 8), "a").contains(">a</span>"), element(html(inset: 8), "a"))
        XCTAssertTrue(element(html(inset: 20), "banner").contains(">banner</span>"), element(html(inset: 20), "banner"))
    }

    /// The live panel leaves out the names its snapshots all leave out (the
    /// chat bubble's over its message), and keeps one a snapshot shows. The
    /// block above with a live range: its one snapshot, at 375, decides, so
    /// the name is in neither panel at 8 pt, and in both (2 tags) at 12.
    func testTheLivePanelLeavesOutTheNamesItsSnapshotsLeaveOut() {
        func tags(inset: Int) -> Int {
            let solved = SolvedBlock.solve("""
            canvas 375x120
            breakpoints 375
            live 320...600
            view badge
              label text "New"
            badge.center == root.center
            text.leading == badge.leading + 16
            text.trailing == badge.trailing - 16
            text.top == badge.top + \(inset)
            text.bottom == badge.bottom - \(inset)
            """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
            XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
            let html = FigureRenderer().render(solved)
            XCTAssertTrue(html.contains("-live"), "a live panel")
            return html.components(separatedBy: "<span class=\"plumb-name\">badge</span>").count - 1
        }
        XCTAssertEqual(tags(inset: 8), 0)
        XCTAssertEqual(tags(inset: 12), 2)
    }

    /// The live panel's spacing labels keep clear of the names it draws,
    /// not of one it leaves out. "Hi" 4 pt down and 16 in from the box's
    /// corner lies under where "box" would be (its letters start 8.8 pt
    /// down, the name reaches 15 pt), so no panel names the box, and the
    /// "16" between the box's and the text's leading edges, above its line,
    /// may sit there. It was dropped while the unnamed box still counted.
    func testTheLivePanelsLabelsMayUseTheRoomOfANameItLeavesOut() throws {
        let solved = SolvedBlock.solve("""
        canvas 375x120
        breakpoints 375
        live 320...600
        view box
          label t "Hi"
        box.leading == root.leading + 20
        box.top == root.top + 20
        box.width == 200
        box.height == 60
        t.leading == box.leading + 16
        t.top == box.top + 4
        """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let html = FigureRenderer().render(solved)
        XCTAssertFalse(html.contains("<span class=\"plumb-name\">box</span>"))
        let mark = try XCTUnwrap(html.range(of: "data-from=\"t.leading\" data-to=\"box.leading\">").map { String(html[$0.upperBound...].prefix(80)) })
        XCTAssertTrue(mark.hasPrefix("<span class=\"plumb-mark plumb-above-out\">16</span>"), mark)
    }

    /// A tree that changes with the size class: each class's part of the
    /// live panel leaves out the names every snapshot leaves out too. The
    /// badge of the test above, with a dot in its regular tree. At 8 pt
    /// both snapshots leave the name out, and so do both classes' trees: no
    /// tag. At 12 the 375 snapshot names it (as above); the 820 one, drawn
    /// at under half size on a phone, would reach 34 pt down with it and
    /// leaves it out; one snapshot shows it, so both trees do: 3 tags.
    func testTheSizeClassLivePanelLeavesOutTheNamesItsSnapshotsLeaveOut() {
        func tags(inset: Int) -> Int {
            let solved = SolvedBlock.solve("""
            canvas 375x120
            breakpoints 375 820
            view badge
              label text "New"
              when regular:
                view dot
            badge.center == root.center
            text.leading == badge.leading + 16
            text.trailing == badge.trailing - 16
            text.top == badge.top + \(inset)
            text.bottom == badge.bottom - \(inset)
            when regular:
              dot.width == 4
              dot.height == 4
              dot.top == badge.top
              dot.trailing == badge.trailing
            """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
            XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
            XCTAssertEqual(solved.liveVariants.count, 2, "one live tree per class")
            let html = FigureRenderer().render(solved)
            return html.components(separatedBy: "<span class=\"plumb-name\">badge</span>").count - 1
        }
        XCTAssertEqual(tags(inset: 8), 0)
        XCTAssertEqual(tags(inset: 12), 3)
    }

    /// A view drawn in one class's tree only is judged by that class's
    /// snapshots: the badge exists at regular widths alone, its 820
    /// snapshot leaves its name out over "New" (8 pt down), and the live
    /// panel's regular tree leaves it out too. (Intersected with the 375
    /// snapshot, which has no badge, the name came back.)
    func testAViewInOneClassesTreeIsJudgedByThatClassesSnapshots() {
        let solved = SolvedBlock.solve("""
        canvas 375x120
        breakpoints 375 820
        view plate
        when regular:
          view badge
            label text "New"
        plate.edges == root.edges
        when regular:
          badge.center == root.center
          text.leading == badge.leading + 16
          text.trailing == badge.trailing - 16
          text.top == badge.top + 8
          text.bottom == badge.bottom - 8
        """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("id=\"fig-1-live-regular\""), "a live tree per class")
        XCTAssertFalse(html.contains("<span class=\"plumb-name\">badge</span>"), html)
    }

    /// A colour that names nothing is a warning with the likeliest name,
    /// and the view keeps the default fill; UIKit's system colours become
    /// their light and dark hex values for the browser; a malformed hex is
    /// an error.
    func testColoursAreChecked() {
        let solved = solve("""
        canvas 100x100
        view a color=tomatoe
        view b color=systemBlue
        view c color=#12345
        view d color=#1a2b3c
        """)
        let diagnostics = solved.allDiagnostics.map { "\($0.severity.rawValue) \($0.location.line):\($0.location.column) \($0.message)" + ($0.suggestion.map { "; " + $0 } ?? "") }
        XCTAssertEqual(diagnostics.filter { !$0.contains("ambiguous") && !$0.contains("determine") }, [
            "warning 2:14 unknown colour 'tomatoe': drawn in the default fill; did you mean 'tomato'?",
            "error 4:14 'color' expects a colour as #rgb, #rrggbb or #rrggbbaa, found '#12345'",
        ])
        XCTAssertNil(solved.block.item(named: "a")?.properties.color)
        // systemBlue is (0, 122, 255) light and (10, 132, 255) dark (Apple's
        // HIG, Color, Specifications): both, for the browser to pick.
        XCTAssertEqual(solved.block.item(named: "b")?.properties.color, "light-dark(#007aff,#0a84ff)")
        XCTAssertEqual(solved.block.item(named: "d")?.properties.color, "#1a2b3c")
    }

    /// Under the written constraints, collapsed, the ones UIKit adds:
    /// "Hi"'s content-size pair, the stack's UISV- constraints and the
    /// frame= view's autoresizing constraints, each with its state.
    /// `boxed` keeps its autoresizing frame (50 wide, required), so the
    /// @750 wish for 100 is off by 50.
    func testTheTableListsImplicitConstraintsGrouped() {
        let solved = solve("""
        canvas 300x200
        breakpoints 300
        stack row distribution=fillEqually spacing=8
          label a "Hi"
          label b "There"
        view boxed frame=10,150,50,20
        row.leading == root.leading + 10
        row.trailing == root.trailing - 10
        row.top == root.top + 10
        boxed.width == 100 @750
        """)
        let table = FigureNotes.constraintTable(solved).html
        XCTAssertTrue(table.contains("<summary>4 constraints and "), table)
        let rows = FigureNotes.implicitRows(solved)
        let text = rows.map { "\($0.group) | \(BlockNotation().implicitConstraint($0.mention)) | \($0.states.map { $0.map { "\($0.state)" } ?? "-" }.joined(separator: ","))" }
        XCTAssertTrue(text.contains("root | root.height == 200 | holds"), "\(text)")
        XCTAssertTrue(text.contains("stack | UISV-fill-equally: b.width == a.width | holds"), "\(text)")
        XCTAssertTrue(text.contains("stack | UISV-spacing: b.leading == a.trailing + 8 | holds"), "\(text)")
        XCTAssertTrue(text.contains("autoresizing | boxed.frame == (10, 150, 50, 20) | holds"), "\(text)")
        // Both labels are stretched to (280 − 8) / 2 = 136: hugging is off.
        let hiWidth = roundedPoints(TextMeasurer.shipped.width(of: "Hi", size: 17))
        XCTAssertTrue(text.contains("contentSize | a.width <= \(hiWidth.compact) @250 (hugging) | violated"), "\(text)")
        XCTAssertEqual(Array(rows.map(\.group).reduce(into: [ImplicitConstraintStatus.Group]()) { if $0.last != $1 { $0.append($1) } }),
                       [.root, .contentSize, .stack, .autoresizing], "grouped, in the groups' order")
        XCTAssertTrue(table.contains("<td class=\"plumb-violated\">off by 50</td>"))
    }

    /// Equal sizes carry matching ticks: a.width == b.width is one group
    /// (one tick on each), c.height == c.width a second (two ticks on each
    /// of its edges). A broken equality draws none.
    func testEqualSizesGetMatchingTicks() {
        let solved = solve("""
        canvas 300x100
        breakpoints 300
        view a
        view b
        view c
        a.leading == root.leading
        b.leading == a.trailing + 10
        c.leading == b.trailing + 10
        a.top == root.top
        b.top == root.top
        c.top == root.top
        a.size == 50x30
        b.height == 30
        b.width == a.width
        c.width == 40
        c.height == c.width
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        var overlay = FigureOverlay(solved: solved, solution: solved.breakpoints[0], geometry: FigureGeometry(solved.breakpoints[0]))
        let svg = overlay.draw().svg.html
        let groups = svg.components(separatedBy: "<g class=\"plumb-equal\">").dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        XCTAssertEqual(groups.map { $0.components(separatedBy: "<line").count - 1 }, [2, 4])
        // a's tick crosses its top edge at its middle (x 25).
        XCTAssertTrue(groups[0].contains("<line x1=\"23.5\" y1=\"4\" x2=\"26.5\" y2=\"-4\"/>"), groups[0])
    }

    /// The Source disclosure carries the highlighted block, closed unless
    /// the site opens it (the site's setting: FigureSiteTests).
    func testTheSourceDisclosure() throws {
        let solved = solve("canvas 100x50\nview a\na.edges == super.edges\n")
        let closed = FigureRenderer().render(solved, source: .init(html: "<span class=\"hl-kw\">view</span> a", open: false))
        XCTAssertTrue(closed.contains("<details class=\"plumb-source\"><summary>Source</summary><pre><code class=\"language-layout\"><span class=\"hl-kw\">view</span> a</code></pre></details>"))
        XCTAssertTrue(FigureRenderer().render(solved, source: .init(html: "", open: true)).contains("<details class=\"plumb-source\" open>"))
        XCTAssertFalse(FigureRenderer().render(solved).contains("plumb-source"))
    }

    /// A device breakpoint draws what sits in its insets: iPhone 15's
    /// Dynamic Island and home indicator (its insets are 59 and 34); the
    /// iPhone SE has a status bar but no home indicator (bottom inset 0).
    func testDeviceBreakpointsDrawTheirStatusBarAndHomeIndicator() {
        let html = FigureRenderer().render(solve("breakpoints iphone-15 iphone-se-3\nview a\na.edges == super.safe.edges\n"))
        let panels = html.components(separatedBy: "<div class=\"plumb-panel\"").dropFirst()
        XCTAssertEqual(panels.count, 2)
        let phone15 = panels[panels.startIndex], se = panels[panels.index(after: panels.startIndex)]
        XCTAssertTrue(phone15.contains("<div class=\"plumb-island\""))
        XCTAssertTrue(phone15.contains("<div class=\"plumb-home-indicator\" aria-hidden=\"true\" style=\"left:calc(100cqw*129.5/393);top:calc(100cqw*839/393)"))
        XCTAssertTrue(se.contains("<span>9:41</span>"))
        XCTAssertFalse(se.contains("plumb-home-indicator"))
        XCTAssertFalse(se.contains("plumb-island"))
    }
}
