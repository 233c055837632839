import PlumbDiagnostics
import PlumbLayout

extension BlockParser {
    /// `tie NAME [NAME ...] gives way [only]`: the outcome of a tie the
    /// figure draws (`TieChoice`). Read in the second pass, since it names
    /// views; it is a header, so it cannot be conditional.
    func readTieChoice(_ line: SourceLine) {
        let w = line.words
        let example = "for example 'tie rightLabel gives way' (add 'only' to leave out the other outcome's ghost)"
        guard let gives = w.firstIndex(where: { $0.text == "gives" }), gives > 1,
              gives + 1 < w.count, w[gives + 1].text == "way" else {
            error(.syntax, "expected 'tie NAME gives way'", at: line.location(at: 0), suggestion: example)
            return
        }
        let rest = w[(gives + 2)...]
        if let extra = rest.first(where: { $0.text != "only" }) ?? (rest.count > 1 ? rest.last : nil) {
            error(.syntax, "unexpected '\(extra.text)' after 'gives way'", at: line.location(at: extra.offset), suggestion: example)
            return
        }
        if let earlier = block.tieChoice {
            error(.duplicateName, "a block draws one choice of its ties; this one has a 'tie' line already", at: line.location(at: 0),
                  suggestion: "name every view that gives way on one line, as in the line at \(earlier.location.line)")
            return
        }
        var yielding: [LayoutItem] = []
        for word in w[1..<gives] {
            let at = line.location(at: word.offset)
            guard let item = resolveItemName(word.text, at: at) else { return }
            guard item.viewKind != nil else {
                error(.badValue, "'\(word.text)' is not a view: only a view's size gives way in a tie", at: at)
                return
            }
            yielding.append(item)
        }
        block.tieChoice = TieChoice(yielding: yielding, drawsOtherOutcome: rest.isEmpty, location: line.location(at: 0))
    }
}
