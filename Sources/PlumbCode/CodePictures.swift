import Foundation
import PlumbDiagnostics

/// The pictures beside a page that its code blocks size with
/// `UIImage(named:)`: part of the page's and the block's build-cache keys,
/// so that a changed, added or removed picture redraws the figures that
/// show it, without `--no-cache`.
public enum CodePictures {
    /// `UIImage(named: "photo")`, `UIImage(named: "photo", in: …)`,
    /// Objective-C's `[UIImage imageNamed:@"photo"]`.
    private static let patterns = [#"UIImage\(\s*named:\s*"([^"\\]*)""#, #"imageNamed:\s*@"([^"\\]*)""#]
        .compactMap { try? NSRegularExpression(pattern: $0) }

    /// The names written as string literals, found by a quick look at the
    /// text (without reading the code): what tutorials write. A name held
    /// in a variable is not found here; such a figure still follows its
    /// picture with `--no-cache`.
    public static func names(in text: String) -> [String] {
        guard text.containsUTF8("amed") else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        var out: [String] = []
        for pattern in patterns {
            for match in pattern.matches(in: text, range: range) {
                guard let r = Range(match.range(at: 1), in: text) else { continue }
                let name = String(text[r])
                if !out.contains(name) { out.append(name) }
            }
        }
        return out
    }

    /// Per name in `text`: the file `UIImage(named:)` finds in `folder` and
    /// its size in points, or that there is none: what a figure drawn from
    /// the code depends on. Empty when the text names no picture.
    public static func fingerprint(of text: String, folder: String) -> [String] {
        fingerprint(names: names(in: text), folder: folder)
    }

    /// The same for names already found (the site keeps each page's names
    /// with its text's hash, and does not look for them again).
    public static func fingerprint(names: [String], folder: String) -> [String] {
        names.map { name in
            guard let file = ImageFile.find(name, in: folder) else { return "picture \(name): none" }
            return "picture \(name): \(file.fileName) \(file.width)x\(file.height)"
        }
    }
}
