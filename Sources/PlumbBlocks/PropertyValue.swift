import PlumbDiagnostics
import PlumbLayout

/// The value of one `key=value`, read in the shape its key wants: each
/// reader reports what it expected at the value's column and returns nil,
/// so a property's reader in `PropertyTable` is one line.
struct PropertyValue {
    let key: String
    let text: String
    let at: SourceLocation
    let parser: BlockParser

    /// Reports "'KEY' expects EXPECTED, found 'VALUE'"; nil, to return.
    func bad<T>(_ expected: ExpectedValue) -> T? {
        parser.error(.badValue, .property(.badValue(key: key, expected: expected, found: text)), at: at)
        return nil
    }

    var flag: Bool? {
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: return bad(.flag)
        }
    }

    var number: Double? { parser.number(text, at: at) }

    /// `"..."`, its escapes read.
    var quoted: String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return bad(.quotedString) }
        return parser.quotedText(text, at: at)
    }

    /// `TOP,LEFT,BOTTOM,RIGHT`, or one number for all four.
    func insets(allowSingle: Bool) -> Insets? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
        if allowSingle && parts.count == 1 { return parser.number(parts[0], at: at).map { Insets(all: $0) } }
        guard parts.count == 4 else { return bad(allowSingle ? .insetsOrOne : .insets) }
        let n = parts.compactMap { parser.number($0, at: at) }
        guard n.count == 4 else { return nil }
        return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// One of an enumeration's raw values, with "did you mean" when not.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: ChoiceKind) -> T? where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        let known = T.allCases.map(\.rawValue)
        parser.error(.badValue, .property(.unknownChoice(what, text)), at: at, hint: parser.didYouMean(text, known) ?? .oneOf(known))
        return nil
    }

    /// `WIDTHxHEIGHT`, `-` for none on an axis.
    var intrinsicSize: PropertySetting? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return bad(.intrinsicSize) }
        var values: [ItemProperties.IntrinsicValue] = []
        for p in parts {
            if p == "-" { values.append(.none); continue }
            guard let n = parser.number(p, at: at) else { return nil }
            guard n >= 0 else { parser.error(.badNumber, .property(.negativeIntrinsicSize), at: at); return nil }
            values.append(.points(n))
        }
        return .intrinsic(width: values[0], height: values[1])
    }

    /// 1...1000 or a named level.
    var priority: Double? { parser.priority(text, at: at) }

    /// Points, greater than 0, or a text style (`body`): its size at the
    /// block's `contentSize` category, as `preferredFont(forTextStyle:)`;
    /// either followed by `,WEIGHT` (`UIFont.Weight`'s names: `28,bold`).
    var font: PropertySetting? {
        var sizeText = Substring(text)
        var weight: FontWeight?
        if let comma = text.firstIndex(of: ",") {
            sizeText = text[..<comma]
            let after = text[text.index(after: comma)...]
            let name = String(after).trimmingCharacters(in: " ")
            guard !name.isEmpty else { return bad(.font) }
            guard let w = FontWeight(rawValue: name) else {
                let known = FontWeight.allCases.map(\.rawValue)
                let column = at.column + text.distance(from: text.startIndex, to: after.startIndex) + after.prefix { $0 == " " }.count
                parser.error(.badValue, .property(.unknownChoice(.fontWeight, name)), at: SourceLocation(line: at.line, column: column),
                             hint: parser.didYouMean(name, known) ?? .oneOf(known))
                return nil
            }
            weight = w
        }
        let size = String(sizeText).trimmingCharacters(in: " ")
        if let first = size.first, first.isLetter, parser.metrics[size] == nil {
            if let points = parser.block.contentSize.pointSize(forTextStyle: size) { return .textStyle(size, points, weight) }
            // `font=bold`: a weight needs the size it is the weight of.
            let hint: ParseHint = FontWeight(rawValue: size) != nil ? .didYouMean("17,\(size)")
                : parser.didYouMean(size, ContentSizeCategory.textStyles) ?? .fontIsSizeOrStyle(styles: ContentSizeCategory.textStyles)
            parser.error(.unknownName, .property(.unknownTextStyle(size)), at: at, hint: hint)
            return nil
        }
        guard let n = parser.number(size, at: at) else { return nil }
        guard n > 0 else { parser.error(.badNumber, .property(.fontSizeNotPositive), at: at); return nil }
        return .font(n, weight ?? .regular)
    }

    /// A CSS colour name, a UIKit system colour or `#hex`. An unknown name is
    /// a warning, not an error: the block still solves (colour is display
    /// only), but a box silently drawn in the default colour would hide the typo.
    var color: PropertySetting? {
        if text.hasPrefix("#") {
            guard [4, 5, 7, 9].contains(text.count), text.dropFirst().allSatisfy(\.isHexDigit) else {
                return bad(.hexColour)
            }
            return .color(text)
        }
        if let css = ColorNames.css(for: text) { return .color(css) }
        parser.diagnostics.append(Diagnostic(.warning, .badValue, ParseMessage(finding: .property(.unknownColour(text)),
                                                                               hint: parser.didYouMean(text, ColorNames.all) ?? .colourKinds), at: at))
        return nil
    }

    /// A path, never a URL: no scheme (`javascript:`, `data:`, `https:`), so
    /// the figure's <img> can only show a file of the site.
    var imageSource: PropertySetting? {
        var path = text
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
        guard ImagePath.isFilePath(path) else {
            return bad(.imagePath)
        }
        parser.block.imageSources.append((path, at))
        return .imageSource(path)
    }

    /// `X,Y`: a bounds origin or content offset.
    var point: BoundsOrigin? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return bad(.point) }
        let n = parts.compactMap { parser.number($0, at: at) }
        guard n.count == 2 else { return nil }
        return BoundsOrigin(x: n[0], y: n[1])
    }

    /// `X,Y,WIDTH,HEIGHT`.
    var rect: Rect? {
        let parts = text.split(separator: ",").map(String.init)
        guard parts.count == 4 else { return bad(.rect) }
        let n = parts.compactMap { parser.number($0, at: at) }
        guard n.count == 4 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
