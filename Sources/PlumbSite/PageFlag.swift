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

    /// `text` as page `page` shows it: a flagged part kept where the flag is
    /// true on this page (or false, for an inverted one), markers removed.
    static func resolve(_ text: String, page: Int?) -> String {
        guard text.unicodeScalars.contains(where: { $0 == open || $0 == openInverted }) else { return text }
        var out = String.UnicodeScalarView()
        // Whether each open flagged part is kept; text is kept only when all are.
        var kept: [Bool] = []
        var hidden = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let c = scalars.next() {
            if c == open || c == openInverted {
                var number = 0
                while let d = scalars.next(), d != endOfNumber { number = number * 10 + Int(d.value) - 48 }
                let keep = (number == page) != (c == openInverted)
                kept.append(keep)
                if !keep { hidden += 1 }
            } else if c == close {
                if let last = kept.popLast(), !last { hidden -= 1 }
            } else if hidden == 0 {
                out.append(c)
            }
        }
        return String(out)
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
