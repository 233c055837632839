import Foundation
import PlumbDiagnostics

/// Files under content/ that are not pages, published only as kinds a
/// browser never runs: an allowlist, not a search for bad parts (a search
/// for the XHTML namespace in XML missed `&#104;ttp://…`). Images, fonts,
/// audio, video, PDF and archives are published byte for byte; plain text
/// and source code too, unless the file starts like markup (a browser that
/// guesses a type from content, as Chromium does from `file://`, could take
/// it for a page); SVG is reduced to the SVG allowlist (`HTMLSanitizer` in
/// `.svgFile` mode). Everything else is refused with an error naming the
/// file and saying what to do: HTML and XML of any extension, scripts,
/// style sheets for XML, compressed SVG, and kinds Plumb does not know.
public enum ActiveAssets {
    enum Verdict {
        case publish(Data, warnings: [Diagnostic])
        case refuse(Diagnostic)
    }

    /// Published as they are: a browser shows or downloads them, never runs
    /// them, whatever they hold.
    static let inert: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "bmp", "heic",
        "woff", "woff2", "ttf", "otf",
        "mp4", "m4v", "mov", "webm", "ogv", "mp3", "m4a", "aac", "oga", "ogg", "opus", "wav", "flac",
        "pdf", "zip", "gz", "tgz", "bz2", "xz", "7z", "tar",
    ]

    /// Text a browser shows as text, published as it is unless it starts
    /// like markup: data, the layout language, and the source code a
    /// tutorial offers for download.
    static let text: Set<String> = [
        "txt", "csv", "tsv", "json", "layout", "vtt", "srt", "log", "diff", "patch",
        "swift", "m", "mm", "h", "c", "cc", "cpp", "hpp", "java", "kt", "py", "rb", "sh", "yaml", "yml", "toml", "strings",
    ]

    /// Jekyll's configuration files, which it reads at the site's root.
    static let jekyllConfigurations: Set<String> = ["_config.yml", "_config.yaml", "_config.toml"]

    /// Files without an extension that static hosts read: plain text.
    static let hostFiles: Set<String> = ["CNAME", "_headers", "_redirects"]

    static func check(_ path: String, _ data: Data) -> Verdict {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".")
        let ext = parts.count > 1 ? (parts.last.map { $0.lowercased() } ?? "") : ""
        let start = SourceLocation(line: 1, column: 1)
        if ext == "svg" { return svg(data) }
        // Whatever the kind: GitHub Pages' Jekyll makes any file starting
        // with front matter a page (a `.png` did, a fourth red-team pass),
        // and an image, a font or an archive never starts with '<' (a host
        // sending no type let one that did run as a page).
        if startsWithFrontMatter(data) { return .refuse(Diagnostic(.error, .unsupported, SiteFinding.asset(.frontMatter), at: start)) }
        if inert.contains(ext) {
            if let problem = startProblem(data) { return .refuse(problem) }
            return .publish(data, warnings: [])
        }
        // Jekyll's configuration (`plugins:`, `markdown_ext:`) at the site's
        // root could make any text file a page.
        if !path.contains("/"), jekyllConfigurations.contains(name.lowercased()) {
            return .refuse(Diagnostic(.error, .unsupported, SiteFinding.asset(.frontMatter), at: start))
        }
        if text.contains(ext) || (ext.isEmpty && hostFiles.contains(name)) {
            if let problem = startProblem(data) { return .refuse(problem) }
            if ext.isEmpty, let problem = HostRules.problem(in: name, data) { return .refuse(problem) }
            return .publish(data, warnings: [])
        }
        return .refuse(refusal(name, ext, at: start))
    }

    /// Why a kind of file is not published, and what to do instead.
    private static func refusal(_ name: String, _ ext: String, at start: SourceLocation) -> Diagnostic {
        let finding: AssetFinding
        switch ext {
        case "html", "htm", "xhtml", "xht", "xhtm", "shtml", "shtm", "ehtml", "phtml":
            finding = .htmlFile(stem: String(name.split(separator: ".").first ?? "page"))
        case "js", "mjs", "cjs": finding = .scriptFile
        case "svgz": finding = .compressedSVG
        case "xml", "rss", "atom", "xsd", "xsl", "xslt", "xbl", "rdf", "plist", "kml", "gpx", "mathml", "mml": finding = .xmlFile
        default: finding = .otherKind(extension: ext.isEmpty ? nil : ext)
        }
        return Diagnostic(.error, .unsupported, SiteFinding.asset(finding), at: start)
    }

    /// Why a file of a published kind cannot be published as it starts
    /// (front matter, or markup), nil when it can: for the content's files
    /// and a theme's CSS alike.
    static func startProblem(_ data: Data) -> Diagnostic? {
        let start = SourceLocation(line: 1, column: 1)
        if startsWithFrontMatter(data) { return Diagnostic(.error, .unsupported, SiteFinding.asset(.frontMatter), at: start) }
        if startsLikeMarkup(data) { return Diagnostic(.error, .unsupported, SiteFinding.asset(.textLooksLikeMarkup), at: start) }
        return nil
    }

    /// Whether the text's first character after a byte-order mark, white
    /// space and control characters is '<': what a browser's type sniffing
    /// reads as markup. Every byte up to the space is skipped, not only the
    /// white space HTML names: Chromium's sniffer skips a vertical tab too,
    /// and a file starting with one and `<script>` ran as a page where the
    /// host sent no type (a red-team pass).
    static func startsLikeMarkup(_ data: Data) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }   // UTF-16: not checked, not trusted
        return bytes.first { $0 > 0x20 } == 0x3C
    }

    /// Whether the file starts with a front matter's `---` line (after a
    /// byte-order mark): GitHub Pages runs Jekyll over a site without a
    /// `.nojekyll`, and Jekyll makes such a file a page, with the name its
    /// `permalink` gives it: a `.txt` became `notes.html` with its script (a
    /// red-team pass).
    static func startsWithFrontMatter(_ data: Data) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.starts(with: Array("---".utf8)) else { return false }
        let rest = bytes.dropFirst(3).drop { $0 == 0x20 || $0 == 0x09 }
        return rest.isEmpty || rest.first == 0x0A || rest.first == 0x0D
    }

    /// An SVG file as it would be published (nil when refused), with what
    /// was left out: `plumb sanitize --svg`, for the checks that read the
    /// output with another parser.
    public static func publishedSVG(_ data: Data) -> (data: Data?, diagnostics: [Diagnostic]) {
        switch svg(data) {
        case .publish(let published, let warnings): return (published, warnings)
        case .refuse(let problem): return (nil, [problem])
        }
    }

    private static func svg(_ data: Data) -> Verdict {
        let text: String
        switch SourceText.decode(Array(data)) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return .refuse(problem)
        }
        var sanitizer = HTMLSanitizer(mode: .svgFile)
        let (body, dropped) = sanitizer.sanitize(text, at: SourceLocation(line: 1, column: 1))
        if let refusal = sanitizer.refusal {
            return .refuse(Diagnostic(.error, .unsupported, SiteFinding.asset(.unsafeSVG(refusal)), at: SourceLocation(line: 1, column: 1)))
        }
        guard body.hasPrefix("<svg") || body.drop(while: \.isWhitespace).hasPrefix("<svg") else {
            return .refuse(Diagnostic(.error, .unsupported, SiteFinding.asset(.svgWithoutRoot), at: SourceLocation(line: 1, column: 1)))
        }
        let (closing, unclosed) = sanitizer.closeAll(endOf: .file)
        let warnings = (dropped + unclosed).map { Diagnostic(.warning, .unsupported, SiteFinding.sanitizer($0.finding), at: $0.location) }
        return .publish(Data((body + closing).utf8), warnings: warnings)
    }
}
