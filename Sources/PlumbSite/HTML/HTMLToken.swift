/// What `HTMLTokenizer` reads out of raw HTML, as the WHATWG tokenizer
/// emits it: names lowercased, character references decoded, duplicate
/// attributes already dropped (the first wins, as in a browser). `offset`
/// is where the token starts, in Unicode scalars from the start of the
/// input, for diagnostics.
enum HTMLToken: Equatable {
    struct Attribute: Equatable {
        let name: String
        let value: String
    }

    case startTag(name: String, attributes: [Attribute], selfClosing: Bool, offset: Int)
    case endTag(name: String, offset: Int)
    case text(String, offset: Int)
    /// A comment, a bogus comment (`<?xml …?>`, `</ x>`) or a doctype:
    /// nothing a page shows.
    case comment(String, offset: Int)
    case doctype(String, offset: Int)

    var isComment: Bool { if case .comment = self { return true } else { return false } }
}
