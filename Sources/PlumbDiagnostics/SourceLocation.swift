/// A place in a source file: 1-based line and column (columns count
/// characters, so a caret drawn under the source line lands on the character).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The same place, seen from a file in which this text is embedded with
    /// its first line at `origin.line` and every line indented so that its
    /// first character is at `origin.column` (a layout block inside a
    /// Markdown page, under a possibly indented fence).
    public func offset(by origin: SourceLocation) -> SourceLocation {
        SourceLocation(line: origin.line + line - 1, column: origin.column + column - 1)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
