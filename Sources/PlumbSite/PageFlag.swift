import PlumbDiagnostics

/// Rendering a partial once for many pages when the pages' contexts differ
/// only in which entry is "current".
///
/// The default theme's sidebar lists every page and marks the one being read.
/// Rendered per page, a flat section of 1,000 pages makes 10⁶ entries. Instead
/// the sidebar is rendered once per folder depth (its links are relative)
/// with each entry's `current` a `TemplateValue.pageFlag`: the template
/// engine writes what depends on it between markers, and each page keeps its
/// own entry's text and drops the others'. Only the copying is per page.
///
/// The markers are Unicode noncharacters (U+FDD0 to U+FDD3), which text in
/// the site never carries: `SiteBuilder` replaces them in titles.
enum PageFlag {
    static let open = Unicode.Scalar(0xFDD0)!
    static let openInverted = Unicode.Scalar(0xFDD1)!
    static let endOfNumber = Unicode.Scalar(0xFDD2)!
    static let close = Unicode.Scalar(0xFDD3)!

    static func open(_ page: Int, inverted: Bool, into out: inout String) {
        out.unicodeScalars.append(inverted ? openInverted : open)
        out += String(page)
        out.unicodeScalars.append(endOfNumber)
    }

    static func close(into out: inout String) {
        out.unicodeScalars.append(close)
    }

    /// `text` without the four markers (U+FDD0 to U+FDD3), each made
    /// U+FFFD: only the build may write them. Written in a theme's nav
    /// partial or carried by a value, they made `resolve` cut out the quote
    /// that kept an `<img onerror>` inside an attribute (a red-team pass).
    static func withoutMarkers(_ text: String) -> String {
        var copy = text
        let holds = copy.withUTF8 { bytes -> Bool in
            var i = 0
            while let j = bytes.firstIndex(of: 0xEF, from: i) {
                if j + 2 < bytes.count, bytes[j + 1] == 0xB7, (0x90...0x93).contains(bytes[j + 2]) { return true }
                i = j + 1
            }
            return false
        }
        guard holds else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { (0xFDD0...0xFDD3).contains($0.value) ? "\u{FFFD}" : $0 }))
    }

    /// `text` as page `page` shows it: a flagged part kept where the flag is
    /// true on this page (or false, for an inverted one), markers removed.
    ///
    /// Works on UTF-8 bytes, where every marker is EF B7 90 to EF B7 93:
    /// memchr finds the markers' first byte and the text between them is
    /// copied whole, so each page costs about a copy of its sidebar.
    static func resolve(_ text: String, page: Int?) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            // Whether each open flagged part is kept; text is kept only when all are.
            var kept: [Bool] = []
            var hidden = 0
            var run = 0, i = 0
            var sawMarker = false
            func marker(at j: Int) -> UInt8? {
                j + 2 < bytes.count && bytes[j] == 0xEF && bytes[j + 1] == 0xB7 && (0x90...0x93).contains(bytes[j + 2]) ? bytes[j + 2] : nil
            }
            while let j = bytes.firstIndex(of: 0xEF, from: i) {
                guard let kind = marker(at: j) else { i = j + 1; continue }
                if !sawMarker { sawMarker = true; out.reserveCapacity(bytes.count) }
                if hidden == 0 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<j])) }
                i = j + 3
                switch kind {
                case 0x90, 0x91:
                    var number = 0
                    while i < bytes.count, marker(at: i) != 0x92 { number = number * 10 + Int(bytes[i]) - 48; i += 1 }
                    i += 3
                    let keep = (number == page) != (kind == 0x91)
                    kept.append(keep)
                    if !keep { hidden += 1 }
                case 0x93:
                    if let last = kept.popLast(), !last { hidden -= 1 }
                default:
                    break
                }
                run = min(i, bytes.count)
            }
            guard sawMarker else { return nil }
            if hidden == 0 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }

    /// Removes the markers from text an author wrote (a title), so that no
    /// page can open a flagged part.
    static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0xFDD0 && $0.value <= 0xFDD3 }) else { return text }
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars { out.append(c.value >= 0xFDD0 && c.value <= 0xFDD3 ? "\u{FFFD}" : c) }
        return String(out)
    }
}
