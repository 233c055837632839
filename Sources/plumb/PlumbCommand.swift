import PlumbDiagnostics
import Foundation

/// Dispatches `plumb COMMAND ...` and turns failures into messages and exit
/// codes: 0 success, 1 the input has errors, 2 the command line is wrong.
enum PlumbCommand {
    static let version = "0.1.0"
    /// Every subcommand, in the order `plumb help` lists them.
    static let subcommands: [Subcommand] = [
        Subcommand("build", help: [.init(words: "build", text: "build the site from content/ into site/ (atomically: a failed build changes nothing)")],
                   usage: SiteCommand.buildSpec.usage) { try SiteCommand.parse($0, mode: .build).run() },
        Subcommand("check", help: [.init(words: "check", text: "everything build does, without writing, plus every internal link and anchor")],
                   usage: SiteCommand.checkSpec.usage) { try SiteCommand.parse($0, mode: .check).run() },
        Subcommand("serve", help: [.init(words: "serve", text: "build in memory, serve on 127.0.0.1:1313, rebuild on save and reload open pages")],
                   usage: ServeCommand.spec.usage) { try ServeCommand.parse($0).run() },
        Subcommand("init", help: [.init(words: "init DIR", text: "create a small site that builds")],
                   usage: InitCommand.spec.usage) { try InitCommand.parse($0).run() },
        Subcommand("solve", help: [.init(words: "solve FILE", text: "solve the layout blocks of a page (or a .layout file): frames and diagnostics"),
                                   .init(words: "", text: "(--width W to choose widths, --json for the machine-readable form)")],
                   usage: SolveCommand.spec.usage) { try SolveCommand.parse($0).run() },
        Subcommand("bench", help: benchSubjects.map { .init(words: "bench \($0.name)", text: $0.help) }, run: runBench) { arguments in
            (benchSubjects.first { $0.name == arguments.first } ?? benchSubjects[0]).usage
        },
        // Not in the help: a way in for Tests/Browser/check_sanitizer.py.
        Subcommand("sanitize", help: [], usage: SanitizeCommand.spec.usage) { try SanitizeCommand.parse($0).run() },
        Subcommand("version", aliases: ["--version", "-V"], help: [.init(words: "version", text: "print the version")]) { _ in
            print("plumb \(version)")
            return 0
        },
        Subcommand("help", aliases: ["--help", "-h"], help: [.init(words: "help", text: "show this help")]) { _ in
            print(usage)
            return 0
        },
    ]

    /// `plumb bench SUBJECT`, in the order the help lists them.
    static let benchSubjects: [BenchSubject] = [
        BenchSubject(name: "solver", help: "time the constraint engine on the standard workloads (bench/solver.sh adds kiwi)",
                     usage: BenchCommand.spec.usage) { try BenchCommand.spec.parse($0, into: BenchCommand()).run() },
        BenchSubject(name: "blocks", help: "time layout blocks end to end: a 500-view block and 1,000 small ones",
                     usage: BlockBenchCommand.spec.usage) { try BlockBenchCommand.spec.parse($0, into: BlockBenchCommand()).run() },
        BenchSubject(name: "figures", help: "time every figure of content/ as a build solves it, with the live sweep's share",
                     usage: FigureBenchCommand.spec.usage) { try FigureBenchCommand.spec.parse($0, into: FigureBenchCommand()).run() },
    ]

    /// The names "did you mean" offers: the listed commands.
    static var commands: [String] { subcommands.filter { !$0.help.isEmpty }.map(\.name) }

    /// `plumb help`, written from `subcommands`.
    static var usage: String {
        let lines = subcommands.flatMap(\.help).map { "  " + $0.words.padding(toLength: 15, withPad: " ", startingAt: 0) + $0.text }
        return """
        plumb \(version): illustrated Auto Layout documentation, solved at build time.

        usage: plumb <command> [options]

        commands:

        """ + lines.joined(separator: "\n")
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard let word = arguments.first else {
            print(usage)
            return 0
        }
        guard let command = subcommands.first(where: { $0.answers(to: word) }) else {
            return usageError(.unknownCommand(word, suggestion: closest(to: word, among: commands)),
                              "usage: plumb <command> [options]", help: "plumb help")
        }
        let rest = Array(arguments.dropFirst())
        // `plumb build --help` (or -h) anywhere among a command's options:
        // that command's usage, on standard output, and success.
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }), let help = command.usage(rest) {
            print(help)
            return 0
        }
        do {
            return try command.run(rest)
        } catch let error as CommandLineError {
            return usageError(error.error, error.usage, help: error.helpCommand)
        } catch {
            FileHandle.standardError.write(Data("plumb: error: \(error)\n".utf8))
            return 1
        }
    }

    /// `plumb bench SUBJECT [options]`.
    private static func runBench(_ arguments: [String]) throws -> Int32 {
        guard let subject = benchSubjects.first(where: { $0.name == arguments.first }) else {
            let named = benchSubjects.map { "'plumb bench \($0.name)'" }
            let list = named.dropLast().joined(separator: ", ") + " or " + named.last!
            return usageError(.rule("'plumb bench' needs a subject: \(list)"), "usage: plumb bench SUBJECT [options]",
                              help: "plumb bench SUBJECT --help")
        }
        try subject.run(Array(arguments.dropFirst()))
        return 0
    }

    /// The one place a command-line error becomes text: the error, the
    /// command's usage line, and where the whole help is.
    static func usageError(_ error: ArgumentError, _ usageLine: String, help: String) -> Int32 {
        FileHandle.standardError.write(Data(errorText(error, usageLine, help: help).utf8))
        return 2
    }

    static func errorText(_ error: ArgumentError, _ usageLine: String, help: String) -> String {
        "plumb: error: \(error.message)\n\(usageLine)\nsee '\(help)'\n"
    }
}
