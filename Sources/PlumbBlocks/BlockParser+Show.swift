import PlumbDiagnostics
import PlumbLayout

extension BlockParser {
    /// `show intrinsic [NAME ...]`: label the intrinsic content size of the
    /// named views, or of every view that has one. `show steps`: lay out the
    /// engine's four steps under the drawing. Read in the second pass,
    /// since it names views; a header, so never conditional.
    func readShow(_ line: SourceLine) {
        let w = line.words
        if w.count >= 2, w[1].text == "steps" {
            if w.count > 2 {
                error(.syntax, .header(.stepsTakesNothing(found: w[2].text)), at: line.location(at: w[2].offset), hint: .showExample)
                return
            }
            block.showsSteps = true
            return
        }
        guard w.count >= 2, w[1].text == "intrinsic" else {
            error(.syntax, .header(.showIntrinsic(found: w.count >= 2 ? w[1].text : nil)), at: line.location(at: w.count >= 2 ? w[1].offset : 0),
                  hint: .showExample)
            return
        }
        var names: [String] = []
        for word in w.dropFirst(2) {
            let at = line.location(at: word.offset)
            guard let item = resolveItemName(word.text, at: at) else { return }
            guard item.viewKind != nil else {
                error(.badValue, .header(.intrinsicOfNonView(word.text)), at: at, hint: .showExample)
                return
            }
            names.append(item.name)
        }
        block.intrinsicLabels = names.isEmpty ? .all : .views(names)
    }
}
