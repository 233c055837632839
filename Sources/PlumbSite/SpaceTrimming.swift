extension String {
    /// The string without leading and trailing tabs and space separators
    /// (Unicode's Zs): what Foundation's `trimmingCharacters(in:
    /// .whitespaces)` removes, without going through NSString, which was a
    /// tenth of a plain page's build (inline code is trimmed once for the
    /// index and once again for each term it gives).
    var trimmingSpaces: String {
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        // The common case, nothing to trim, allocates nothing.
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return self }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[start...end])
    }
}
