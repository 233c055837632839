import Foundation
import XCTest
import PlumbDiagnostics
@testable import PlumbServe

/// The error panel must be readable over any page in both colour schemes:
/// each text (the title `p`, the diagnostics `pre`) declares its colour and
/// a background of its own or the panel's, never left to the theme (whose
/// `pre` background once showed through: near-white on near-white in
/// light mode), at a WCAG contrast of at least 4.5:1. The panel's CSS is
/// read here with a reader of this test's own; Tests/Browser/check_serve.py
/// checks what Chromium computes over a real page.
final class ErrorPanelContrastTests: XCTestCase {
    private func panelCSS() throws -> String {
        let panel = ReloadInjection.errorPanel([("content/a.md", .error(.syntax, "bad", at: SourceLocation(line: 1, column: 1)))],
                                               sources: [:], note: "Showing the last good version.")
        let start = try XCTUnwrap(panel.range(of: "<style>")), end = try XCTUnwrap(panel.range(of: "</style>"))
        return String(panel[start.upperBound..<end.lowerBound])
    }

    /// `selector{a:b;c:d}` rules as declarations, for the plain sheet or
    /// for the dark scheme's block (which adds to the plain one).
    private func declarations(_ css: String, dark: Bool) -> [String: [String: String]] {
        var rules: [String: [String: String]] = [:]
        func read(_ text: Substring) {
            var rest = text
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let selector = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
                for part in rest[rest.index(after: open)..<close].split(separator: ";") {
                    let pair = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if pair.count == 2 { rules[selector, default: [:]][pair[0]] = pair[1] }
                }
                rest = rest[rest.index(after: close)...]
            }
        }
        let media = css.range(of: "@media (prefers-color-scheme: dark){")
        read(css[..<(media?.lowerBound ?? css.endIndex)])
        if dark, let media { read(css[media.upperBound...]) }
        return rules
    }

    private func luminance(_ hex: String) throws -> Double {
        let digits = try XCTUnwrap(hex.hasPrefix("#") && hex.count == 7 ? String(hex.dropFirst()) : nil, "not a #rrggbb colour: \(hex)")
        let value = try XCTUnwrap(Int(digits, radix: 16))
        let channels = [value >> 16 & 255, value >> 8 & 255, value & 255].map { c -> Double in
            let s = Double(c) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    func testEveryTextIsReadableInBothSchemes() throws {
        let css = try panelCSS()
        for dark in [false, true] {
            let rules = declarations(css, dark: dark)
            let panel = try XCTUnwrap(rules["#plumb-serve-errors"], "no rule for the panel itself")
            for element in ["p", "pre"] {
                let own = rules["#plumb-serve-errors \(element)"] ?? [:]
                let colour = try XCTUnwrap(own["color"] == "inherit" ? panel["color"] : own["color"] ?? panel["color"])
                // A background the panel's element does not set is the theme's: not allowed.
                let background = try XCTUnwrap(own["background"], "<\(element)> leaves its background to the theme")
                let drawnOn = try XCTUnwrap(background == "transparent" ? panel["background"] : background)
                let (a, b) = (try luminance(colour), try luminance(drawnOn))
                let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "<\(element)> \(colour) on \(drawnOn), \(dark ? "dark" : "light")")
            }
        }
    }
}
