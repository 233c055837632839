/// Which URLs a page may hold, in raw HTML and in Markdown alike: relative
/// ones (`img/a.png`, `/x`, `#top`, `//host/x`) and the `http:`, `https:`
/// and `mailto:` schemes. Everything else is refused, not just the schemes
/// known to run scripts (`javascript:`, `vbscript:`, and `data:`, which can
/// carry an HTML or SVG document): an allowlist cannot miss a new one.
enum URLPolicy {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The scheme that makes `url` refused, lowercased, or nil when it is
    /// allowed. `url` is read as a browser reads it: character references
    /// already decoded (the tokenizer did), leading and trailing spaces and
    /// control characters stripped, tabs and newlines removed anywhere
    /// (`java\tscript:`).
    static func refusedScheme(_ url: String) -> String? {
        let isStripped: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
        var scalars = Array(url.unicodeScalars.drop(while: isStripped))
        while let last = scalars.last, isStripped(last) { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = scalars[..<colon]
        // A scheme is a letter then letters, digits, `+`, `-`, `.`; a colon
        // after anything else (`./a:b`, `?q=a:b`, `#a:b`) is part of a path.
        guard let first = scheme.first, isASCIILetter(first),
              scheme.allSatisfy({ isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }) else { return nil }
        let name = String(String.UnicodeScalarView(scheme)).lowercased()
        return allowedSchemes.contains(name) ? nil : name
    }

    /// `srcset`: every candidate's URL (the text before its descriptor).
    static func refusedSchemeInSourceSet(_ value: String) -> String? {
        // Every piece between ASCII white space (CR and form feed too: a
        // lone CR before `data:…` hid the URL from a split on space, tab
        // and newline; a seventh red-team pass), with the commas a browser
        // skips before a URL: descriptors (`2x`, `100w`) have no scheme.
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r", "\u{0C}"].contains($0) }
        var piece = String.UnicodeScalarView()
        for scalar in value.unicodeScalars + [" "] {
            guard isSpace(scalar) else { piece.append(scalar); continue }
            let url = String(String.UnicodeScalarView(piece.drop { $0 == "," }))
            if let scheme = refusedScheme(url) { return scheme }
            piece = String.UnicodeScalarView()
        }
        return nil
    }

    private static func isASCIILetter(_ u: Unicode.Scalar) -> Bool { ("a"..."z").contains(u) || ("A"..."Z").contains(u) }
}
