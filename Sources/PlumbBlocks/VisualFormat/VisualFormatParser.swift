import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Reads a VFL line into a `VisualFormat`: the options after the first space
/// outside brackets, then the format itself, one grammar rule a function.
/// It knows the language, not the block: names are left for the caller.
struct VisualFormatParser {
    private let s: [Character]
    private var i = 0

    static func parse(_ line: [Character]) throws -> VisualFormat {
        // The format runs to the first space outside brackets; options follow.
        var depth = 0
        var formatEnd = line.count
        for (i, c) in line.enumerated() {
            if c == "[" || c == "(" { depth += 1 }
            if c == "]" || c == ")" { depth -= 1 }
            if c == " " && depth == 0 { formatEnd = i; break }
        }
        let format = Array(line[..<formatEnd])
        if let bad = format.firstIndex(where: { !$0.isASCII }) {
            throw VisualFormat.Problem(.nonASCII, offset: bad)
        }
        let options = try parseOptions(line[formatEnd...])
        var parser = VisualFormatParser(s: format)
        var result = try parser.parseFormat(options: options)
        if let at = options.baselineSpacing, result.orientation == .horizontal {
            throw VisualFormat.Problem(.baselineSpacingHorizontal, offset: at, kind: .badValue)
        }
        for (anchor, offset) in options.alignments where (anchor.kind == .xAxis) != (result.orientation == .vertical) {
            let vertical = result.orientation == .vertical
            throw VisualFormat.Problem(.alignmentAlongAxis(anchor.rawValue), offset: offset, kind: .typeMismatch,
                                       hint: vertical ? .alignVertical : .alignHorizontal)
        }
        result.options = options
        return result
    }

    // MARK: Options

    private static let optionKeys = ["align", "direction", "spacing"]
    private static let alignments = Anchor.allCases.filter(\.alignsInVisualFormat).map(\.rawValue)

    /// `align=top,bottom`, `direction=rightToLeft`, `spacing=baselineToBaseline`.
    private static func parseOptions(_ text: ArraySlice<Character>) throws -> VisualFormat.Options {
        var options = VisualFormat.Options()
        var words: [(text: String, offset: Int)] = []
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == " " { i += 1; continue }
            let start = i
            while i < text.endIndex && text[i] != " " { i += 1 }
            words.append((String(text[start..<i]), start))
        }
        for (word, offset) in words {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                throw VisualFormat.Problem(.expectedOption(found: word), offset: offset)
            }
            let (key, value) = (pair[0], pair[1])
            let valueAt = offset + key.count + 1
            switch key {
            case "align":
                var at = valueAt
                for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    guard let anchor = Anchor(rawValue: name), anchor.alignsInVisualFormat else {
                        throw VisualFormat.Problem(.unknownAlignment(name), offset: at, kind: .unknownName,
                                                   hint: closest(to: name, among: alignments).map(ParseHint.didYouMean))
                    }
                    options.alignments.append((anchor, at))
                    at += name.count + 1
                }
            case "direction":
                guard let flow = VisualFormat.Flow(rawValue: value) else {
                    let names = VisualFormat.Flow.allCases.map(\.rawValue)
                    throw VisualFormat.Problem(.unknownFlow(value), offset: valueAt, kind: .badValue,
                                               hint: closest(to: value, among: names).map(ParseHint.didYouMean) ?? .useFlows(names))
                }
                options.flow = flow
            case "spacing":
                guard value == "baselineToBaseline" else {
                    throw VisualFormat.Problem(.unknownSpacingOption(value), offset: valueAt, kind: .badValue)
                }
                options.baselineSpacing = offset
            default:
                throw VisualFormat.Problem(.unknownOption(key), offset: offset, kind: .unknownName,
                                           hint: closest(to: key, among: optionKeys).map(ParseHint.didYouMean))
            }
        }
        return options
    }

    // MARK: The format

    private func peek() -> Character? { i < s.count ? s[i] : nil }

    private func problem(_ finding: VisualFormatFinding, at offset: Int? = nil) -> VisualFormat.Problem {
        VisualFormat.Problem(finding, offset: offset ?? i)
    }

    /// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`
    private mutating func parseFormat(options: VisualFormat.Options) throws -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        if s.count >= 2 && (s[0] == "H" || s[0] == "V") && s[1] == ":" {
            orientation = s[0] == "V" ? .vertical : .horizontal
            i = 2
        }
        guard i < s.count else { throw problem(.formatEmpty) }
        var leadingEdge: VisualFormat.Connection?
        if peek() == "|" {
            let at = i
            i += 1
            leadingEdge = VisualFormat.Connection(gap: try parseGap(), offset: at)
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingEdge: VisualFormat.Connection?
        while i < s.count {
            let at = i
            let gap = try parseGap()
            if peek() == "[" {
                connections.append(VisualFormat.Connection(gap: gap, offset: at))
                views.append(try parseView())
            } else if peek() == "|" {
                trailingEdge = VisualFormat.Connection(gap: gap, offset: at)
                i += 1
                guard i == s.count else { throw problem(.expectedFormatEnd) }
            } else {
                throw problem(i < s.count ? .expectedView : .expectedViewOrEdge)
            }
        }
        return VisualFormat(orientation: orientation, leadingEdge: leadingEdge, views: views, connections: connections,
                            trailingEdge: trailingEdge, options: options)
    }

    /// `[name(predicates)?]`
    private mutating func parseView() throws -> VisualFormat.View {
        guard peek() == "[" else { throw problem(.expectedView) }
        i += 1
        let start = i
        while let c = peek(), c.isLetter || c.isNumber || c == "_" { i += 1 }
        let name = String(s[start..<i])
        guard !name.isEmpty else { throw problem(.expectedViewName, at: start) }
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList() }
        guard peek() == "]" else { throw problem(.expectedCloseBracket) }
        i += 1
        return VisualFormat.View(name: name, offset: start, predicates: predicates)
    }

    /// Nothing, `-`, `-N-`, `-name-` or `-(predicates)-`.
    private mutating func parseGap() throws -> VisualFormat.Gap {
        guard peek() == "-" else { return .flush }
        i += 1
        if peek() == "[" || peek() == "|" { return .standard }
        guard let c = peek() else { throw problem(.expectedViewOrEdge) }
        if c == "-" { throw problem(.negativeGap) }
        guard c == "(" || c.isLetter || c.isNumber || c == "_" else { throw problem(.expectedView) }
        let predicates = try parsePredicateList()
        guard peek() == "-" else { throw problem(.expectedDash) }
        i += 1
        return .predicates(predicates)
    }

    /// `(predicate, …)`, or a single bare number or name.
    private mutating func parsePredicateList() throws -> [VisualFormat.Predicate] {
        guard peek() == "(" else {
            let word = try parseWord()
            return [VisualFormat.Predicate(relation: .equal, object: word, priority: nil, offset: word.offset)]
        }
        i += 1
        var list: [VisualFormat.Predicate] = []
        while true {
            list.append(try parsePredicate())
            if peek() == "," { i += 1; continue }
            guard peek() == ")" else { throw problem(.expectedPredicateSeparator) }
            i += 1
            return list
        }
    }

    /// `(==|<=|>=)? object (@priority)?`
    private mutating func parsePredicate() throws -> VisualFormat.Predicate {
        let start = i
        var relation = Constraint.Relation.equal
        if i + 1 < s.count, s[i + 1] == "=", let c = peek(), c == "=" || c == "<" || c == ">" {
            relation = c == "=" ? .equal : c == "<" ? .lessOrEqual : .greaterOrEqual
            i += 2
        } else if let c = peek(), c == "<" || c == ">" || c == "=" {
            throw problem(.unknownRelation)
        }
        let object = try parseWord()
        var priority: VisualFormat.Word?
        if peek() == "@" {
            i += 1
            priority = try parseWord()
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: start)
    }

    /// A number (`-5`, `8.5`) or a name: `-?[A-Za-z0-9_.]+`.
    private mutating func parseWord() throws -> VisualFormat.Word {
        let start = i
        if peek() == "-" { i += 1 }
        while let c = peek(), c.isLetter || c.isNumber || c == "_" || c == "." { i += 1 }
        guard i > start else { throw problem(.expectedNumberOrMetric, at: start) }
        return VisualFormat.Word(text: String(s[start..<i]), offset: start)
    }
}
