import Foundation
import PlumbDiagnostics
import PlumbFigure

/// The templates and static files a site is drawn with: the site's own
/// `templates/` folder where it has a file, Plumb's built-in theme where it
/// does not.
///
/// - `templates/page.html`: every page; `templates/404.html`: the not-found page;
/// - `templates/partials/NAME.html`: partials (`{{> NAME}}`);
/// - `templates/static/*`: copied to `assets/` (the theme's CSS, its
///   pictures and fonts; `ThemeStatic`).
public struct Theme {
    /// The built-in theme's column (`static/plumb.css`: a 48rem column, and
    /// on a 390 px phone the screen less the page's margins): what figures
    /// are laid out for. A theme with another column changes it here.
    public static let column = PageColumn(width: 760, narrowest: 340)

    public let page: Template
    public let notFound: Template
    public let partials: [String: Template]
    /// Files for `assets/`, by path under `static/`.
    public let staticFiles: [String: Data]
    /// Files of `static/` that are not published, and why (errors).
    let staticProblems: [(path: String, diagnostic: Diagnostic)]
    /// A hash of every template, static and strings file: a changed theme rebuilds every page.
    public let digest: String
    /// `strings/LANG.json` by language tag: the site's file where it has
    /// one, else the built-in theme's (`ThemeStrings`).
    let stringFiles: [String: (label: String, data: Data)]

    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let diagnostic: Diagnostic
        public var description: String { "\(path):\(diagnostic.location): \(diagnostic.message)" }
    }

    /// The built-in theme's folder (shipped inside plumb).
    public static let builtIn: URL? = SiteResources.url("Theme")

    /// `checks`: where a pass of the template check is remembered, so that
    /// an unchanged theme is not checked again (nil: checked every time).
    public static func load(from folder: URL?, checks: TemplateCheckMemo? = nil) throws -> Theme {
        let fm = FileManager.default
        func read(_ relative: String) throws -> (String, String)? {
            for base in [folder, builtIn].compactMap({ $0 }) {
                let url = base.appendingPathComponent(relative)
                let label = base == builtIn ? "(built-in theme)/\(relative)" : "templates/\(relative)"
                if ThemeStatic.leadsOutside(url, of: base) {
                    throw Failure(path: label, diagnostic: Diagnostic(.error, .unsupported, SiteFinding.theme(.linkLeavesTheme), at: SourceLocation(line: 1, column: 1)))
                }
                if let data = fm.contents(atPath: url.path) { return (label, String(decoding: data, as: UTF8.self)) }
                // The author's file there but unreadable (a folder, a FIFO, no
                // permission): the built-in one in its place would hide it.
                var status = stat()
                if lstat(url.path, &status) == 0 {
                    throw Failure(path: label, diagnostic: Diagnostic(.error, .unsupported, SiteFinding.theme(.unreadableTemplate),
                                                                      at: SourceLocation(line: 1, column: 1)))
                }
            }
            return nil
        }
        var sources: [String] = []
        var texts: [String: TemplateMarkup.Source] = [:]
        func template(_ relative: String) throws -> Template {
            guard let (label, text) = try read(relative) else {
                throw Failure(path: "templates/\(relative)", diagnostic: Diagnostic(.error, .unknownName, SiteFinding.theme(.missingTemplate), at: SourceLocation(line: 1, column: 1)))
            }
            sources += [relative, text]
            texts[relative] = (label, text)
            do { return try Template(name: label, source: text) } catch let e as Template.Error {
                throw Failure(path: label, diagnostic: e.diagnostic)
            }
        }
        var partials: [String: Template] = [:]
        var names = Set<String>()
        var statics = ThemeStatic.Found()
        var stringFiles: [String: (label: String, data: Data)] = [:]
        for base in [builtIn, folder].compactMap({ $0 }) {
            let stringsFolder = base.appendingPathComponent("strings")
            for name in (try? fm.contentsOfDirectory(atPath: stringsFolder.path)) ?? [] where name.hasSuffix(".json") {
                let label = (base == builtIn ? "(built-in theme)/strings/" : "templates/strings/") + name
                guard let data = fm.contents(atPath: stringsFolder.appendingPathComponent(name).path) else {
                    throw Failure(path: label, diagnostic: Diagnostic(.error, .unsupported, SiteFinding.theme(.unreadableStrings),
                                                                      at: SourceLocation(line: 1, column: 1)))
                }
                stringFiles[String(name.dropLast(5))] = (label, data)
            }
            for name in (try? fm.contentsOfDirectory(atPath: base.appendingPathComponent("partials").path)) ?? [] where name.hasSuffix(".html") {
                names.insert(String(name.dropLast(5)))
            }
            ThemeStatic.collect(base.appendingPathComponent("static"), label: base == builtIn ? "(built-in theme)/static" : "templates/static",
                                into: &statics)
        }
        for name in names.sorted() { partials[name] = try template("partials/\(name).html") }
        let page = try template("page.html"), notFound = try template("404.html")
        let checkKey = checks.map { _ in TemplateCheckMemo.key(texts) }
        if let checks, let checkKey, checks.hasPassed(checkKey) {
            // Checked and passed by this binary, as they are now.
        } else {
            try checkMarkup(of: ["page.html", "404.html"], texts)
            if let checks, let checkKey { checks.remember(checkKey) }
        }
        for name in statics.files.keys.sorted() { sources += [name, String(decoding: statics.files[name]!, as: UTF8.self)] }
        for tag in stringFiles.keys.sorted() { sources += [tag, String(decoding: stringFiles[tag]!.data, as: UTF8.self)] }
        return Theme(page: page, notFound: notFound, partials: partials, staticFiles: statics.files, staticProblems: statics.problems, digest: ContentHash.hex(sources),
                     stringFiles: stringFiles)
    }

    /// The published templates' own markup, each with the partials it
    /// includes in place, held to `TemplateAllowlist` (`TemplateMarkup`):
    /// a script in a theme would reach every page.
    private static func checkMarkup(of published: [String], _ texts: [String: TemplateMarkup.Source]) throws {
        var partials: [String: TemplateMarkup.Source] = [:]
        for (relative, source) in texts where relative.hasPrefix("partials/") {
            partials[String(relative.dropFirst("partials/".count).dropLast(".html".count))] = source
        }
        for relative in published {
            if let source = texts[relative], let finding = TemplateMarkup.check(source, partials: partials) {
                throw Failure(path: finding.file, diagnostic: finding.diagnostic)
            }
        }
    }

    /// Each language's strings, English filling what a file lacks, and
    /// what is wrong with them: a language with no file, a key missing,
    /// unknown or without its placeholders.
    func strings(for languages: [String]) -> (strings: [String: ThemeStrings], diagnostics: [(path: String, diagnostic: Diagnostic)]) {
        var diagnostics: [(String, Diagnostic)] = []
        var english = ThemeStrings.fallback
        if let file = stringFiles["en"] {
            let (read, problems) = ThemeStrings.read(file.data, file: file.label)
            english = read
            if languages.contains("en") { diagnostics += problems.map { (file.label, $0) } }
        }
        var out: [String: ThemeStrings] = [:]
        for tag in languages {
            if tag == "en" { out[tag] = english; continue }
            guard let file = stringFiles[tag] else {
                out[tag] = english
                diagnostics.append((SiteConfig.fileName, Diagnostic(.warning, .unknownName,
                    SiteFinding.theme(.noStrings(language: tag)), at: SourceLocation(line: 1, column: 1))))
                continue
            }
            let (read, problems) = ThemeStrings.read(file.data, file: file.label, english: english)
            out[tag] = read
            diagnostics += problems.map { (file.label, $0) }
        }
        return (out, diagnostics)
    }
}
