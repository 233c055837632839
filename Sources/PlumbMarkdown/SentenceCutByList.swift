import CCmark
import PlumbDiagnostics

/// A sentence cut in two by a list: a line of prose that happens to start
/// with `+ `, `- ` or `* ` (`… == a.trailing` / `+ 20 means the same`) is a
/// list item to CommonMark, since a bullet list may interrupt a paragraph.
/// The page then shows half a sentence and a one-item bullet list.
///
/// Only the unmistakable case is reported, so that a real list is never
/// flagged: a bullet list of a single item, on the line right after a
/// paragraph (no blank line between), whose last line does not end a
/// sentence or introduce a list (`.`, `:`, `!`, `?`, `;`).
enum SentenceCutByList {
    /// The warning for the list `list` (a cmark LIST node), if it cuts a
    /// sentence; `lines`: the source lines cmark read.
    static func warning(list: OpaquePointer, lines: [Substring]) -> Diagnostic? {
        guard cmark_node_get_list_type(list) == CMARK_BULLET_LIST,
              let item = cmark_node_first_child(list), cmark_node_next(item) == nil,
              let before = cmark_node_previous(list), cmark_node_get_type(before) == CMARK_NODE_PARAGRAPH else { return nil }
        let line = Int(cmark_node_get_start_line(list)), column = Int(cmark_node_get_start_column(list))
        let paragraphEnd = Int(cmark_node_get_end_line(before))
        guard line == paragraphEnd + 1, line <= lines.count, paragraphEnd >= 1,
              !endsASentence(lines[paragraphEnd - 1]) else { return nil }
        let marker = lines[line - 1].utf8.dropFirst(column - 1).first.map { Character(Unicode.Scalar($0)) } ?? "-"
        return Diagnostic(.warning, .syntax, MarkdownFinding.sentenceCutByList(marker: marker), at: SourceLocation(line: line, column: column))
    }

    /// The last line of a paragraph ends a sentence or introduces a list:
    /// its last character, past closing quotes, brackets, emphasis and code
    /// spans, is one of `.:!?;` (or their full-width forms), or it is a
    /// table's row (`|`), which no sentence continues.
    static func endsASentence(_ line: Substring) -> Bool {
        let closers: Set<Character> = [")", "]", "\"", "'", "”", "’", "*", "_", "`", "」", "）"]
        var text = line
        while let last = text.last, last.isWhitespace || closers.contains(last) { text = text.dropLast() }
        guard let last = text.last else { return true }
        return ".:!?;|。：！？；".contains(last)
    }
}
