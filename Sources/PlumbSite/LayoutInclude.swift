import Foundation
import PlumbBlocks
import PlumbDiagnostics

/// A layout block written once and shown on several pages (or in several
/// languages): a `layout` fence whose only statement is `include FILE`, or
/// whose fence says ```` ```layout include=FILE ````. FILE is relative to
/// the page and must be inside the content folder. The page's own comment
/// lines at the top of the block are the figure's caption, in place of the
/// file's. A file that is missing, outside the content folder or
/// unreadable is an error at the line that names it. The site and `plumb
/// solve` on a page both resolve includes here.
public struct LayoutInclude {
    /// The content folder (nil when a page is rendered alone: `plumb
    /// sanitize`, the page fuzzer, where there is nothing to include from).
    let contentFolder: URL?
    /// The page, relative to the content folder (`guide/anchors.md`).
    let pagePath: String
    /// The site's files, for "did you mean".
    var files: [String] = []
    /// The page's Markdown, to point at `include=` on its fence line.
    var source = ""

    static let option = "include="

    public init(contentFolder: URL?, pagePath: String, files: [String] = [], source: String = "") {
        self.contentFolder = contentFolder
        self.pagePath = pagePath
        self.files = files
        self.source = source
    }

    /// The header line a code fence's option (`contentSize=AX3`,
    /// `breakpoints=320,768`) stands for in a layout block, for authors who
    /// carry a code block's options over to a layout fence.
    static func headerLine(for word: Substring) -> String? {
        let key = word.prefix { $0 != "=" }
        guard ["canvas", "breakpoints", "live", "direction", "expect", "contentSize"].contains(key) else { return nil }
        let value = word.dropFirst(key.count + 1).replacingOccurrences(of: ",", with: " ")
        return value.isEmpty ? nil : key + " " + value
    }

    /// The fence to draw: the page's own block, or the included file's text
    /// with the page's caption; nil (and an error) when it cannot be read.
    public func fence(info: String, code: String, line: Int, column: Int) -> (LayoutFence?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let fenceAt = SourceLocation(line: line, column: column)
        var named: (path: String, at: SourceLocation)?
        for word in info.split(separator: " ").dropFirst() where word.contains("=") {
            if word.hasPrefix(Self.option) {
                named = (unquoted(word.dropFirst(Self.option.count)), optionLocation(line: line) ?? fenceAt)
            } else if let line = Self.headerLine(for: word) {
                problems.append(Diagnostic(.warning, .unknownName, SiteFinding.include(.headerAsFenceOption(String(word), line: line)), at: fenceAt))
            } else {
                let near = closest(to: String(word.prefix { $0 != "=" }), among: ["include"])
                problems.append(Diagnostic(.warning, .unknownName, SiteFinding.include(.unknownFenceOption(String(word), nearest: near)), at: fenceAt))
            }
        }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let captionCount = lines.prefix { isBlankOrComment($0) }.count
        // Only the first two statements matter (an include must stand
        // alone): finding every one trimmed each line of the block through
        // Foundation, half of solving a 20,000-variable block.
        let statements = Array(lines.enumerated().lazy.filter { !isBlankOrComment($0.element) }.prefix(2))
        if let first = statements.first, first.element.trimmingCharacters(in: .whitespaces).hasPrefix("include ") {
            let text = first.element
            let indent = text.prefix { $0 == " " }.count
            let path = unquoted(text.dropFirst(indent + "include ".count).drop { $0 == " " })
            let at = SourceLocation(line: line + 1 + first.offset, column: column + text.count - text.drop { $0 == " " }.dropFirst(7).drop { $0 == " " }.count)
            if named != nil {
                problems.append(Diagnostic(.error, .duplicateName, SiteFinding.include(.includedTwice), at: at))
                return (nil, problems)
            }
            if statements.count > 1 {
                problems.append(Diagnostic(.error, .syntax, SiteFinding.include(.notAlone(path: path)),
                                           at: SourceLocation(line: line + 1 + statements[1].offset, column: column)))
                return (nil, problems)
            }
            named = (path, SourceLocation(line: at.line, column: at.column))
        } else if named != nil, !statements.isEmpty {
            problems.append(Diagnostic(.error, .syntax, SiteFinding.include(.linesLost),
                                       at: SourceLocation(line: line + 1 + statements[0].offset, column: column)))
            return (nil, problems)
        }
        guard let named else { return (LayoutFence(code: code, line: line, column: column), problems) }
        switch read(named.path, at: named.at) {
        case .failure(let problem):
            return (nil, problems + [problem])
        case .success(let text):
            let caption = lines.prefix(captionCount).filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.map(String.init)
            let body = caption.isEmpty ? text : withoutCaption(text)
            let inclusion = LayoutFence.Inclusion(file: named.path, namedAt: named.at, captionLines: caption.count)
            return (LayoutFence(code: (caption + [body]).joined(separator: "\n"), line: line, column: column, inclusion: inclusion), problems)
        }
    }

    /// Where `include=` stands on the fence's line of the page (columns in
    /// bytes, as cmark counts them).
    private func optionLocation(line: Int) -> SourceLocation? {
        var rest = Substring(source)
        for _ in 1..<max(line, 1) {
            guard let newline = rest.firstIndex(of: "\n") else { return nil }
            rest = rest[rest.index(after: newline)...]
        }
        let text = rest.prefix { $0 != "\n" }
        guard let r = text.range(of: Self.option) else { return nil }
        return SourceLocation(line: line, column: text[..<r.lowerBound].utf8.count + 1)
    }

    /// The included file's text, or the error at the place that names it.
    private func read(_ path: String, at: SourceLocation) -> Result<String, Diagnostic> {
        guard let contentFolder else {
            return .failure(Diagnostic(.error, .unsupported, SiteFinding.include(.noContentFolder(path: path)), at: at))
        }
        guard !path.isEmpty else {
            return .failure(Diagnostic(.error, .syntax, SiteFinding.include(.noFileName), at: at))
        }
        guard !path.hasPrefix("/"), let relative = LinkChecker.resolve(path, from: pagePath) else {
            return .failure(Diagnostic(.error, .unknownName, SiteFinding.include(.outsideContent(path: path)), at: at))
        }
        let url = contentFolder.appendingPathComponent(relative, isDirectory: false)
        // A symbolic link may not lead out of the content folder either.
        let folder = contentFolder.resolvingSymlinksInPath().path + "/"
        guard url.resolvingSymlinksInPath().path.hasPrefix(folder) else {
            return .failure(Diagnostic(.error, .unknownName, SiteFinding.include(.leadsOutside(path: path)), at: at))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            let guess = files.first { $0.split(separator: "/").last.map(String.init) == url.lastPathComponent }
                ?? closest(to: relative, among: files.filter { $0.hasSuffix(".layout") })
            let near = guess.map { AssetReferences.relative(from: pagePath, to: $0) }
            return .failure(Diagnostic(.error, .unknownName, SiteFinding.include(exists ? .unreadable(path: path, relative: relative, guess: near)
                                                                                         : .missing(path: path, relative: relative, guess: near)), at: at))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Diagnostic(.error, .badValue, SiteFinding.include(.notUTF8(path: path)), at: at))
        }
        return .success(text.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// The file's own caption lines blanked (the page's replaces it), so
    /// that its line numbers stay the file's.
    private func withoutCaption(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for i in lines.indices {
            guard isBlankOrComment(lines[i]) else { break }
            lines[i] = ""
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the line, less the whitespace `CharacterSet.whitespaces`
    /// trims (tab and the space separators), is empty or starts with `#`.
    /// Looked at scalar by scalar: Foundation's trim bridged every line of
    /// every block to NSString.
    private func isBlankOrComment(_ line: Substring) -> Bool {
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && ($0.isASCII || $0.properties.generalCategory != .spaceSeparator) }) else {
            return true
        }
        // `#` followed by a combining mark is another character, not a `#`.
        return scalars[first] == "#" && String(scalars[first...]).hasPrefix("#")
    }

    private func unquoted(_ s: Substring) -> String {
        var t = String(s).trimmingCharacters(in: .whitespaces)
        if t.count >= 2, let q = t.first, q == "\"" || q == "'", t.last == q { t = String(t.dropFirst().dropLast()) }
        return t
    }

    /// The files a page's source includes, by a quick look at its lines
    /// (without parsing it): the page's cache key holds their text, so that
    /// editing a shared block rebuilds every page that shows it.
    static func includedFiles(in source: String) -> [String] {
        guard source.containsUTF8("include") else { return [] }
        var out: [String] = []
        for line in source.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("include ") { out.append(String(t.dropFirst(8)).trimmingCharacters(in: .whitespaces)) }
            if (t.hasPrefix("```") || t.hasPrefix("~~~")), let r = t.range(of: option) {
                out.append(String(t[r.upperBound...].prefix { $0 != " " }))
            }
        }
        return out.map { LayoutInclude(contentFolder: nil, pagePath: "").unquoted(Substring($0)) }
    }
}
