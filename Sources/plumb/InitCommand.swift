import Foundation
import PlumbDiagnostics
import PlumbSite

/// `plumb init DIR`: a small site that builds, with the built-in theme's
/// templates copied in to be edited.
struct InitCommand {
    var folder: String
    /// `--languages en,zh-Hans`: the first is the default; each other gets
    /// its translations of the starter pages (`index.zh-Hans.md`).
    var languages: [String] = ["en"]

    static let spec = CommandSpec<InitCommand>(
        name: "plumb init",
        about: """
        creates DIR with plumb.json, content/ (a home page and a page with a figure)
        and templates/ (the built-in theme, to edit). DIR must not exist or be empty.
        """,
        operand: .init(placeholder: "DIR", noun: "folder", help: nil) { $0.folder = $1 },
        options: [.value("--languages", "TAGS", expected: "language tags separated by commas, such as en,zh-Hans",
                         help: "a site in several languages, the first the default (en,zh-Hans)") { command, value in
            let tags = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !tags.isEmpty, tags.allSatisfy(LanguageTag.isValid), Set(tags).count == tags.count else {
                let bad = tags.first { !LanguageTag.isValid($0) }
                throw CommandSpec<InitCommand>.InvalidValue(expected: "language tags separated by commas, such as en,zh-Hans"
                    + (bad.flatMap { LanguageTag.suggestion(for: $0) }.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            command.languages = tags
        }])

    static func parse(_ arguments: [String]) throws -> InitCommand {
        try spec.parse(arguments, into: InitCommand(folder: ""))
    }

    func run() throws -> Int32 {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: folder)
        if let contents = try? fm.contentsOfDirectory(atPath: root.path), !contents.isEmpty {
            // plumb init has no --language: its words are English.
            CommandVoice(language: .english).say(.folderNotEmpty(folder), as: .error)
            return 1
        }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("plumb.json", configuration)
        for (i, language) in languages.enumerated() {
            let suffix = i == 0 ? "" : "." + language
            let chinese = language == "zh" || language.hasPrefix("zh-")
            try write("content/index\(suffix).md", chinese ? InitCommand.chineseHome : InitCommand.home)
            try write("content/first-figure\(suffix).md", chinese ? InitCommand.chineseFigurePage : InitCommand.figurePage)
        }
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

    /// plumb.json: one language, or the default and the others' own titles.
    var configuration: String {
        let others = languages.dropFirst()
        guard !others.isEmpty else {
            return """
            {
              "title": "My layout guide",
              "description": "Auto Layout, solved and drawn.",
              "breakpoints": [375, 768]
            }

            """
        }
        func title(_ tag: String) -> String { tag == "zh" || tag.hasPrefix("zh-") ? "我的布局指南" : "My layout guide" }
        let entries = others.map { "    \"\($0)\": { \"title\": \"\(title($0))\" }" }.joined(separator: ",\n")
        return """
        {
          "title": "\(title(languages[0]))",
          "description": "Auto Layout, solved and drawn.",
          "breakpoints": [375, 768],
          "language": "\(languages[0])",
          "languages": {
        \(entries)
          }
        }

        """
    }

    static let chineseHome = """
    ---
    title: 首页
    ---

    # 我的布局指南

    这些页面里的每个 `layout` 代码块都按 UIKit 的 Auto Layout 规则求解，
    并在每个断点宽度下画出来。从[第一张图](first-figure.md)开始吧。

    """

    static let chineseFigurePage = """
    ---
    title: 第一张图
    order: 1
    ---

    # 第一张图

    标签的内容拥抱优先级更高，紧贴自己的文字；右边的输入框占满这一行剩下的宽度。

    ```layout
    # 标签和输入框并排
    canvas 375x80
    label name "姓名" hugging.h=251
    field input intrinsic=-x34
    name.leading == root.margins.leading
    input.leading == name.trailing + system
    input.trailing == root.margins.trailing
    name.centerY == root.centerY
    input.centerY == name.centerY
    ```

    """

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
