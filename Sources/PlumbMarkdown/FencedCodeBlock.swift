/// A fenced code block and where it sits in its Markdown file.
public struct FencedCodeBlock: Equatable, Sendable {
    /// The info string after the opening fence, e.g. `layout` or `swift title=x`.
    public let info: String
    /// The block's contents, without the fences.
    public let code: String
    /// 1-based line of the opening fence; the code starts on the next line.
    public let fenceLine: Int
    /// 1-based column of the opening fence.
    public let fenceColumn: Int

    /// The first word of the info string (`layout`, `swift`), or "".
    public var language: String {
        String(info.split(separator: " ", maxSplits: 1).first ?? "")
    }

    /// The 1-based file line of the block's first code line.
    public var firstCodeLine: Int { fenceLine + 1 }
}
