import Foundation
import PlumbDiagnostics

/// A font Plumb measures text with and ships with every site, so that what
/// the solver measured is what the browser draws (Resources/README.md says
/// where each file comes from). Text metrics never come from the machine.
public struct ShippedFont: Sendable {
    /// The resource's name, and the name of its subset in a site's
    /// `assets/fonts/`.
    public let fileName: String
    /// The CSS family name the figure's stylesheet gives it.
    public let family: String
    /// The licence that travels with it.
    public let licenseFileName: String
    /// The font's tables, read on first use.
    public let lazyFile: LazyFont
    public var file: FontFile { lazyFile.file }

    /// In fallback order: DejaVu Sans (Latin, Greek, Cyrillic, Hebrew, Arabic),
    /// Droid Sans Fallback (Chinese, Japanese), Plumb Hangul (Korean).
    public static let all: [ShippedFont] = [
        load("DejaVuSans-Plumb.ttf", family: "Plumb DejaVu Sans", license: "DejaVu-LICENSE.txt"),
        load("DroidSansFallback.ttf", family: "Plumb Droid Sans Fallback", license: "DroidSansFallback-LICENSE.txt"),
        load("PlumbHangul.ttf", family: "Plumb Hangul", license: "PlumbHangul-LICENSE.txt"),
    ]

    /// DejaVu Sans Bold, the first font's bold weight, shipped cut to the
    /// same characters. A family of its own in CSS, which only bold text
    /// names (`.plumb-bold`): as a weight of the first family it would also
    /// draw the overlay's semibold labels, which are measured regular.
    public static let bold = load("DejaVuSans-Bold-Plumb.ttf", family: "Plumb DejaVu Sans Bold", license: "DejaVu-LICENSE.txt")

    /// A line's height per point of font size, as the measurer counts it:
    /// the first font's (a fallback glyph never makes a line taller).
    public static var lineHeightPerPoint: Double { TextMeasurer.shipped.lineHeight(size: 1) }

    /// The CSS `font-family` value that names every shipped font in order.
    public static var familyList: String { all.map { "\"\($0.family)\"" }.joined(separator: ", ") }

    /// The `font-family` value of bold text: the bold face, then the
    /// fallbacks, which have no bold.
    public static var boldFamilyList: String { ([bold] + all.dropFirst()).map { "\"\($0.family)\"" }.joined(separator: ", ") }

    /// The names of the files ``siteFiles(for:)`` makes, in its order.
    public static var siteFileNames: [String] {
        all.enumerated().flatMap { i, font in [font.fileName] + (i == 0 ? [bold.fileName] : []) + [font.licenseFileName] }
    }

    /// The files a site ships: each font cut down to the characters in
    /// `characters` that it draws (characters an earlier font has are left
    /// out of later ones), the bold face after the first, and each licence.
    public static func siteFiles(for characters: Set<Unicode.Scalar>) throws -> [(path: String, data: Data)] {
        // What the browser may draw without the page asking: the ellipsis
        // of a truncated label, and ASCII, so that the subset's glyph set
        // does not churn with every edit.
        var wanted = characters
        for v in UInt32(0x20)...0x7E { wanted.insert(Unicode.Scalar(v)!) }
        wanted.insert("\u{2026}")
        wanted.insert("\u{A0}")
        // Arabic is drawn in presentation forms (`ArabicShaping`): every
        // shape its letters may take ships with them.
        wanted.formUnion(ArabicShaping.shapes(of: wanted))
        var files: [(path: String, data: Data)] = []
        var taken = Set<Unicode.Scalar>()
        for (i, font) in all.enumerated() {
            if !taken.isEmpty && taken.count == wanted.count {
                // Nothing left for this font: its empty subset, without
                // reading its character map (megabytes, on every build).
                files.append((font.fileName, try font.emptySubset()))
            } else {
                let mine = wanted.filter { font.file.covers($0) && !taken.contains($0) }
                taken.formUnion(mine)
                files.append((font.fileName, try font.file.subset(keeping: mine)))
                if i == 0 {
                    // Bold text draws the first font's characters from its
                    // bold face. The browser fetches that file only for a
                    // page that draws bold text.
                    files.append((bold.fileName, try bold.file.subset(keeping: mine.filter { bold.file.covers($0) })))
                }
            }
            if let url = resource(font.licenseFileName), let license = FileManager.default.contents(atPath: url.path) {
                files.append((font.licenseFileName, license))
            }
        }
        return files
    }

    /// The font cut to `.notdef` alone: the file a site ships when none of
    /// its characters need this font.
    func emptySubset() throws -> Data {
        guard let url = ShippedFont.resource(fileName) else { throw FontFile.LoadError.missingTable("file \(fileName)") }
        return try FontFile(data: try Data(contentsOf: url), characters: false).subset(keeping: [])
    }

    /// A file of the PlumbLayout bundle (Resources/).
    private static func resource(_ name: String) -> URL? {
        resources.url(name) { Bundle.module.url(forResource: name, withExtension: nil) }
    }

    /// The bundle's folder, found without Foundation's Bundle (`ResourceFolder`).
    private static let resources = ResourceFolder(besideExecutable: "Plumb_PlumbLayout.resources")

    private static func load(_ fileName: String, family: String, license: String) -> ShippedFont {
        ShippedFont(fileName: fileName, family: family, licenseFileName: license, lazyFile: LazyFont {
            do {
                guard let url = resource(fileName) else {
                    fatalError("Plumb's font \(fileName) is missing from the PlumbLayout bundle")
                }
                return try FontFile(data: try Data(contentsOf: url))
            } catch {
                fatalError("Plumb's font \(fileName) cannot be read: \(error)")
            }
        })
    }
}

/// A font read from its file the first time it is asked for, once, from any
/// thread.
public final class LazyFont: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: FontFile?
    private let load: @Sendable () -> FontFile

    public init(_ load: @escaping @Sendable () -> FontFile) {
        self.load = load
    }

    public var file: FontFile {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let file = load()
        loaded = file
        return file
    }
}
