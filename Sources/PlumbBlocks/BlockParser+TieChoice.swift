import PlumbDiagnostics
import PlumbLayout

extension BlockParser {
    /// `tie NAME [NAME ...] gives way [only]`: the outcome of a tie the
    /// figure draws (`TieChoice`). Read in the second pass, since it names
    /// views; it is a header, so it cannot be conditional.
    func readTieChoice(_ line: SourceLine) {
        let w = line.words
        guard let gives = w.firstIndex(where: { $0.text == "gives" }), gives > 1,
              gives + 1 < w.count, w[gives + 1].text == "way" else {
            error(.syntax, .header(.tieSyntax), at: line.location(at: 0), hint: .tieExample)
            return
        }
        let rest = w[(gives + 2)...]
        if let extra = rest.first(where: { $0.text != "only" }) ?? (rest.count > 1 ? rest.last : nil) {
            error(.syntax, .header(.afterGivesWay(extra.text)), at: line.location(at: extra.offset), hint: .tieExample)
            return
        }
        if let earlier = block.tieChoice {
            error(.duplicateName, .header(.secondTieLine), at: line.location(at: 0), hint: .tieOnOneLine(earlierLine: earlier.location.line))
            return
        }
        var yielding: [LayoutItem] = []
        for word in w[1..<gives] {
            let at = line.location(at: word.offset)
            guard let item = resolveItemName(word.text, at: at) else { return }
            guard item.viewKind != nil else {
                error(.badValue, .header(.tieOfNonView(word.text)), at: at)
                return
            }
            yielding.append(item)
        }
        block.tieChoice = TieChoice(yielding: yielding, drawsOtherOutcome: rest.isEmpty, location: line.location(at: 0))
    }
}
