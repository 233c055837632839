import PlumbDiagnostics

/// The Markdown findings in English: the words they printed before they
/// were data, unchanged.
enum EnglishMarkdownMessages {
    static func words(for finding: MarkdownFinding) -> DiagnosticWords {
        switch finding {
        case .pipeInCodeSpan(let span, let escaped):
            return DiagnosticWords("this '|' ends the table cell, even inside the code span \(span): the code is cut in two and the row gets a cell too many",
                                   suggestion: "escape it as '\\|': \(escaped)")
        case .strayBackticks(let ticks):
            return DiagnosticWords("this \(ticks) opens no code span: nothing after it in the paragraph closes it with \(ticks), "
                                   + "so it shows as a backtick and the code after it is read as prose",
                                   suggestion: "close the code span with \(ticks) (a code span may run onto the next line), or write \\` for a literal backtick")
        case .sentenceCutByList(let marker):
            return DiagnosticWords("this line starts with '\(marker) ', so it becomes a one-item list and cuts the sentence of the line before in two",
                                   suggestion: "if it continues the sentence, move '\(marker)' to the end of the line before, or write '\\\(marker)'; "
                                       + "if it is a list, put a blank line before it")
        case .footnoteDefinedTwice(let label):
            return DiagnosticWords("footnote [^\(label)] is defined twice; this definition is not used", suggestion: "give it another label, or delete it")
        case .footnoteNeverReferred(let label):
            return DiagnosticWords("footnote [^\(label)] is never referred to, so it is not shown",
                                   suggestion: "refer to it with [^\(label)] in the text, or delete it")
        case .nestedTooDeep(let maxDepth, let more):
            return DiagnosticWords("Markdown nested more than \(maxDepth) levels deep: the lists, quotes, emphasis and links "
                                   + "from here on are drawn flat (their text is kept, their nesting is not)"
                                   + (more > 0 ? " (and \(more) more such part\(more == 1 ? "" : "s") further down the page)" : ""),
                                   suggestion: "nest less deeply; if this is meant as text, put it in a code span or a fenced code block")
        }
    }
}
