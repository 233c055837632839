import Foundation
import PlumbMarkdown

/// `plumb build`: for now a dry run. It finds the pages under the content
/// folder and the layout blocks in each (through libcmark), and says what the
/// full build will do with them. Solving and writing site/ arrive with the
/// layout-language and site issues.
struct BuildCommand {
    var content = "content"
    var output = "site"

    static let usage = """
    usage: plumb build [--content DIR] [--output DIR]

      --content DIR   the Markdown pages (default content)
      --output DIR    where the site goes (default site)
    """

    static func parse(_ arguments: [String]) throws -> BuildCommand {
        var command = BuildCommand()
        var rest = arguments
        while !rest.isEmpty {
            let flag = rest.removeFirst()
            switch flag {
            case "--content", "--output":
                guard let value = rest.first else { throw CommandLineError(message: "\(flag) needs a folder", usage: usage) }
                rest.removeFirst()
                if flag == "--content" { command.content = value } else { command.output = value }
            default:
                throw CommandLineError(message: unknownOption(flag, among: ["--content", "--output"]), usage: usage)
            }
        }
        return command
    }

    func run() throws -> Int32 {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: content, isDirectory: &isFolder), isFolder.boolValue else {
            FileHandle.standardError.write(Data("plumb: error: no content folder at '\(content)': run plumb from the site's root, or pass --content DIR\n".utf8))
            return 1
        }
        let pages = (fm.enumerator(atPath: content)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".md") }
            .sorted()
        var blockCount = 0
        print("plumb build (dry run): \(pages.count) page\(pages.count == 1 ? "" : "s") in \(content)/")
        for page in pages {
            let path = content + "/" + page
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let blocks = MarkdownDocument(parsing: text).fencedCodeBlocks.filter { $0.language == "layout" }
            blockCount += blocks.count
            let lines = blocks.map { "line \($0.fenceLine)" }.joined(separator: ", ")
            print("  \(path): \(blocks.count) layout block\(blocks.count == 1 ? "" : "s")\(blocks.isEmpty ? "" : " (\(lines))")")
        }
        print("would solve \(blockCount) layout block\(blockCount == 1 ? "" : "s") and write \(pages.count) page\(pages.count == 1 ? "" : "s") to \(output)/")
        print("(solving and writing the site arrive with the layout-language and site issues; \(output)/ is left untouched)")
        return 0
    }
}
