import PlumbFigure
import Foundation
import PlumbDiagnostics

/// The words Plumb writes around an author's text, in one language: one
/// JSON object per language in `templates/strings/LANG.json` (the built-in
/// theme ships `en.json` and `zh-Hans.json`; an author adds a language by
/// adding a file). A key missing from a language's file shows the English
/// string, with a warning naming the key. Values may hold `{name}`
/// placeholders, which a translation must keep.
///
/// Every key is one a template may read as `{{strings.KEY}}`. The same file
/// holds the figures' words (`FigureWords`: keys with the `figure` prefix,
/// for the live panel, the legend, the constraint table); the built-in
/// files are `Sources/PlumbSite/Theme/strings/LANG.json`, which a site's
/// own `templates/strings/LANG.json` replaces. Figures' captions and
/// overlay labels are still English.
public struct ThemeStrings: Equatable, Sendable {
    /// Every key the theme and the page chrome use, with its English text.
    public static let english: KeyValuePairs<String, String> = [
        "languageName": "English",
        "skipToContent": "Skip to the content",
        "showPages": "Show the list of pages",
        "pages": "Pages",
        "index": "Index",
        "onThisPage": "On this page",
        "previousAndNext": "Previous and next pages",
        "footer": "Figures solved by Plumb: every box is where UIKit’s Auto Layout would put it.",
        "notFoundTitle": "Page not found",
        "notFoundBeforeLink": "There is no page at this address. Try the ",
        "notFoundLink": "home page",
        "notFoundAfterLink": " or the list of pages.",
        "languages": "Languages",
        "notTranslated": "not translated",
        "linkToSection": "Link to this section",
        "calloutNote": "Note",
        "calloutTip": "Tip",
        "calloutImportant": "Important",
        "calloutWarning": "Warning",
        "calloutCaution": "Caution",
        "indexTitle": "Index",
        "indexIntro": "Every heading, API name and layout-language word in these pages, A to Z, with where each is explained.",
        "indexLetters": "Letters",
        "indexLayoutLanguage": "layout language",
        "indexMore": "and {count} more",
        /// Between an index entry's places: "; ", in Chinese the full-width "；".
        "indexSeparator": "; ",
        "navAllPages": "all {count} pages",
        "sectionContentsIntro": "Every page of this section, in order: {count} in all.",
    ]

    /// The theme's keys, then the figures' (`FigureWords`): one file per
    /// language holds both.
    public static let keys: [String] = english.map(\.key) + FigureWords.englishEntries.map(\.key)
    static let fallback = ThemeStrings(values: Dictionary(uniqueKeysWithValues: english.map { ($0.key, $0.value) }
                                                            + FigureWords.englishEntries.map { ($0.key, $0.value) }))
    /// Keys reserved for figures' strings, accepted without a warning.
    static let reservedPrefix = "figure"

    let values: [String: String]
    /// A digest of the words, for the pages whose bodies hold some of them
    /// (read for every figure: worked out once, here).
    let digest: String
    /// The strings as templates see them (`{{strings.onThisPage}}`), read
    /// for every page: built once, here.
    let templateValue: TemplateValue

    init(values: [String: String]) {
        self.values = values
        // The fallback has every key, so it never reads itself here.
        let words = ThemeStrings.keys.map { ThemeStrings.word($0, in: values) }
        digest = ContentHash.hex(words)
        templateValue = .object(Dictionary(uniqueKeysWithValues: zip(ThemeStrings.keys, words.map { TemplateValue.string($0) })))
    }

    public static func == (a: ThemeStrings, b: ThemeStrings) -> Bool { a.values == b.values }

    public subscript(_ key: String) -> String { ThemeStrings.word(key, in: values) }

    /// `key`'s word in `values`, else English's, else the key itself.
    private static func word(_ key: String, in values: [String: String]) -> String {
        values[key] ?? fallback.values[key] ?? key
    }

    /// The figures' words in the language tagged `tag`, their diagnostics
    /// in that language when Plumb words it (else English).
    func figureWords(for tag: String) -> FigureWords { FigureWords(lookup: { values[$0] }, language: Language(tag: tag) ?? .english) }

    /// `indexMore` with `{count}` filled in.
    func format(_ key: String, _ arguments: [String: String]) -> String {
        self[key].fillingPlaceholders(arguments)
    }

    /// One language's file read: its strings over English's, and a
    /// warning for each key it lacks, each it does not know, and each
    /// placeholder it drops. `file` names it in diagnostics.
    static func read(_ data: Data, file: String, english: ThemeStrings = .fallback) -> (ThemeStrings, [Diagnostic]) {
        let text = String(decoding: data, as: UTF8.self)
        func location(of key: String) -> SourceLocation {
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let r = line.range(of: "\"\(key)\"") { return SourceLocation(line: i + 1, column: line.distance(from: line.startIndex, to: r.lowerBound) + 1) }
            }
            return SourceLocation(line: 1, column: 1)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (english, [Diagnostic(.error, .syntax, SiteFinding.theme(.stringsNotObject(file: file)), at: SourceLocation(line: 1, column: 1))])
        }
        var values = english.values
        var diagnostics: [Diagnostic] = []
        for key in object.keys.sorted() {
            guard keys.contains(key) || key.hasPrefix(reservedPrefix) else {
                diagnostics.append(Diagnostic(.warning, .unknownName, SiteFinding.theme(.unknownString(key, nearest: closest(to: key, among: keys))),
                                              at: location(of: key)))
                continue
            }
            guard let value = object[key] as? String else {
                diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.theme(.stringNotText(key)), at: location(of: key)))
                continue
            }
            for placeholder in placeholders(english[key]) where !value.containsUTF8(placeholder) {
                diagnostics.append(Diagnostic(.warning, .badValue, SiteFinding.theme(.stringLeavesOut(key, placeholder: placeholder, english: english[key])),
                                              at: location(of: key)))
            }
            values[key] = value
        }
        for key in keys where object[key] == nil {
            diagnostics.append(Diagnostic(.warning, .unknownName, SiteFinding.theme(.missingString(key, english: english[key], file: file)),
                                          at: SourceLocation(line: 1, column: 1)))
        }
        return (ThemeStrings(values: values), diagnostics)
    }

    /// `{name}` placeholders, read as bytes: every build reads every
    /// language's strings, and by characters this was a quarter of it.
    static func placeholders(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var out: [String] = []
        var from = 0
        while let open = bytes[from...].firstIndex(of: UInt8(ascii: "{")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
            out.append(String(decoding: bytes[open...close], as: UTF8.self))
            from = close + 1
        }
        return out
    }
}
