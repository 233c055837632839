import Foundation
import PlumbDiagnostics

/// The pictures beside a page that its code blocks size with
/// `UIImage(named:)`: part of the page's and the block's build-cache keys,
/// so that a changed, added or removed picture redraws the figures that
/// show it, without `--no-cache`.
public enum CodePictures {
    /// The names written as string literals where the reader makes a
    /// picture: Swift's `UIImage(named: "photo")` (any spacing, comments
    /// between, `UIImage.init(named:)`, other arguments before or after),
    /// Objective-C's `[UIImage imageNamed:@"photo"]`. Found on the tokens
    /// of the language's own lexer, the ones the reader reads, so that a
    /// spelling the reader accepts is not missed by a second pattern. A
    /// name held in a variable is not found here; such a figure still
    /// follows its picture with `--no-cache`.
    public static func names(inCode code: String, language: CodeLanguage) -> [String] {
        guard code.containsUTF8("amed") else { return [] }
        let origin = SourceLocation(line: 1, column: 1)
        let tokens = (language == .swift ? SwiftLexer.tokens(code, origin: origin) : ObjCLexer.tokens(code, origin: origin)).tokens
        var out: [String] = []
        func add(_ name: String) { if !out.contains(name) { out.append(name) } }
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].isIdentifier("UIImage") else { continue }
            var k = i + 1
            // `[UIImage imageNamed:@"photo"]` (Swift's lexer reads no `@"…"`).
            if k + 2 < tokens.count, tokens[k].isIdentifier("imageNamed"), tokens[k + 1].isSymbol(":"), case .string(let name) = tokens[k + 2].kind {
                add(name)
                continue
            }
            // `UIImage.init(…)`
            if k + 1 < tokens.count, tokens[k].isSymbol("."), tokens[k + 1].isIdentifier("init") { k += 2 }
            guard k < tokens.count, tokens[k].isSymbol("(") else { continue }
            // The call's own arguments (depth 1): `named:` may stand after others.
            var depth = 0
            while k < tokens.count {
                let t = tokens[k]
                if t.kind == .end { break }
                if t.isSymbol("(") || t.isSymbol("[") || t.isSymbol("{") { depth += 1 }
                if t.isSymbol(")") || t.isSymbol("]") || t.isSymbol("}") { depth -= 1; if depth == 0 { break } }
                if depth == 1, t.isIdentifier("named"), k + 2 < tokens.count, tokens[k + 1].isSymbol(":"),
                   tokens[k - 1].isSymbol("(") || tokens[k - 1].isSymbol(","), case .string(let name) = tokens[k + 2].kind {
                    add(name)
                }
                k += 1
            }
        }
        return out
    }

    /// The names in every code block of a page: each `(info, code)` whose
    /// info string is a code fence's (`swift layout …`, `objc layout …`).
    public static func names(inFences fences: [(info: String, code: String)]) -> [String] {
        var out: [String] = []
        for fence in fences {
            guard let code = CodeFence(info: fence.info) else { continue }
            for name in names(inCode: fence.code, language: code.language) where !out.contains(name) { out.append(name) }
        }
        return out
    }

    /// Per name in `code`: the file `UIImage(named:)` finds in `folder` and
    /// its size in points, or that there is none: what a figure drawn from
    /// the code depends on. Empty when the code names no picture.
    public static func fingerprint(of code: String, language: CodeLanguage, folder: String) -> [String] {
        fingerprint(names: names(inCode: code, language: language), folder: folder)
    }

    /// The same for names already found (the site keeps each page's names
    /// with its text's hash, and does not look for them again).
    public static func fingerprint(names: [String], folder: String) -> [String] {
        names.map { name in
            switch ImageFile.lookup(name, in: folder) {
            case .found(let file): return "picture \(name): \(file.fileName) \(file.width)x\(file.height)"
            // What the warning says changes with what is wrong with the file.
            case .unusable(let file, let problem): return "picture \(name): \(file) unusable \(problem)"
            case .none: return "picture \(name): none"
            }
        }
    }
}
