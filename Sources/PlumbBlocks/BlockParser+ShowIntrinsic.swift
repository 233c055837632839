import PlumbDiagnostics
import PlumbLayout

extension BlockParser {
    /// `show intrinsic [NAME ...]`: label the intrinsic content size of the
    /// named views, or of every view that has one. Read in the second pass,
    /// since it names views; a header, so never conditional.
    func readShownIntrinsicSizes(_ line: SourceLine) {
        let w = line.words
        let example = "for example 'show intrinsic' (every view with an intrinsic size) or 'show intrinsic title toggle'"
        guard w.count >= 2, w[1].text == "intrinsic" else {
            let found = w.count >= 2 ? "'\(w[1].text)'" : "nothing"
            error(.syntax, "expected 'show intrinsic' after 'show', found \(found)", at: line.location(at: w.count >= 2 ? w[1].offset : 0),
                  suggestion: example)
            return
        }
        var names: [String] = []
        for word in w.dropFirst(2) {
            let at = line.location(at: word.offset)
            guard let item = resolveItemName(word.text, at: at) else { return }
            guard item.viewKind != nil else {
                error(.badValue, "'\(word.text)' is not a view: only a view has an intrinsic content size", at: at, suggestion: example)
                return
            }
            names.append(item.name)
        }
        block.intrinsicLabels = names.isEmpty ? .all : .views(names)
    }
}
