import Foundation
import PlumbSite

/// `plumb init DIR`: a small site that builds, with the built-in theme's
/// templates copied in to be edited.
struct InitCommand {
    var folder: String

    static let spec = CommandSpec<InitCommand>(
        name: "plumb init",
        about: """
        creates DIR with plumb.json, content/ (a home page and a page with a figure)
        and templates/ (the built-in theme, to edit). DIR must not exist or be empty.
        """,
        operand: .init(placeholder: "DIR", noun: "folder", help: nil) { $0.folder = $1 },
        options: [])

    static func parse(_ arguments: [String]) throws -> InitCommand {
        try spec.parse(arguments, into: InitCommand(folder: ""))
    }

    func run() throws -> Int32 {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: folder)
        if let contents = try? fm.contentsOfDirectory(atPath: root.path), !contents.isEmpty {
            FileHandle.standardError.write(Data("plumb: error: '\(folder)' is not empty; plumb init only fills a new or empty folder\n".utf8))
            return 1
        }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("plumb.json", """
        {
          "title": "My layout guide",
          "description": "Auto Layout, solved and drawn.",
          "breakpoints": [375, 768]
        }

        """)
        try write("content/index.md", InitCommand.home)
        try write("content/first-figure.md", InitCommand.figurePage)
        try write(".gitignore", ".plumb-cache/\n")
        if let theme = Theme.builtIn {
            for path in (fm.enumerator(atPath: theme.path)?.compactMap { $0 as? String } ?? []).sorted() {
                var isFolder: ObjCBool = false
                let source = theme.appendingPathComponent(path)
                guard fm.fileExists(atPath: source.path, isDirectory: &isFolder), !isFolder.boolValue,
                      let data = fm.contents(atPath: source.path) else { continue }
                let target = root.appendingPathComponent("templates").appendingPathComponent(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
        }
        print("""
        Created a Plumb site in \(folder)/. Next:
          cd \(folder)
          plumb serve     # a preview at http://127.0.0.1:1313/ that reloads on save
          plumb build     # writes site/
          plumb check     # verifies figures and links
        """)
        return 0
    }

    static let home = """
    ---
    title: Home
    ---

    # My layout guide

    Each `layout` block in these pages is solved with UIKit's Auto Layout rules
    and drawn at every breakpoint. Start with [the first figure](first-figure.md).

    """

    static let figurePage = """
    ---
    title: A first figure
    order: 1
    ---

    # A first figure

    A label hugs its text; the field beside it takes the rest of the row.

    ```layout
    # A label beside a text field
    canvas 375x80
    label name "Name" hugging.h=251
    field input intrinsic=-x34
    name.leading == root.margins.leading
    input.leading == name.trailing + system
    input.trailing == root.margins.trailing
    name.centerY == root.centerY
    input.centerY == name.centerY
    ```

    """
}
