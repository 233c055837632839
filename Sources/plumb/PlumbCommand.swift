import PlumbDiagnostics
import Foundation

/// Dispatches `plumb COMMAND ...` and turns failures into messages and exit
/// codes: 0 success, 1 the input has errors, 2 the command line is wrong.
enum PlumbCommand {
    static let version = "0.1.0"
    static let commands = ["build", "check", "serve", "init", "solve", "bench", "help", "version"]

    static let usage = """
    plumb \(version): illustrated Auto Layout documentation, solved at build time.

    usage: plumb <command> [options]

    commands:
      build          build the site from content/ into site/ (atomically: a failed build changes nothing)
      check          everything build does, without writing, plus every internal link and anchor
      serve          build in memory, serve on 127.0.0.1:1313, rebuild on save and reload open pages
      init DIR       create a small site that builds
      solve FILE     solve the layout blocks of a page (or a .layout file): frames and diagnostics
                     (--width W to choose widths, --json for the machine-readable form)
      bench solver   time the constraint engine on the standard workloads (bench/solver.sh adds kiwi)
      bench blocks   time layout blocks end to end: a 500-view block and 1,000 small ones
      bench figures  time every figure of content/ as a build solves it, with the live sweep's share
      version        print the version
      help           show this help
    """

    static func main(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(usage)
            return 0
        }
        // `plumb build --help` (or -h) anywhere among a command's options:
        // that command's usage, on standard output, and success.
        if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }), let help = commandUsage(command, arguments) {
            print(help)
            return 0
        }
        do {
            switch command {
            case "build":
                return try SiteCommand.parse(Array(arguments.dropFirst()), mode: .build).run()
            case "check":
                return try SiteCommand.parse(Array(arguments.dropFirst()), mode: .check).run()
            case "serve":
                return try ServeCommand.parse(Array(arguments.dropFirst())).run()
            case "init":
                return try InitCommand.parse(Array(arguments.dropFirst())).run()
            case "solve":
                return try SolveCommand.parse(Array(arguments.dropFirst())).run()
            case "bench":
                let rest = Array(arguments.dropFirst(2))
                switch arguments.dropFirst().first {
                case "blocks": try BlockBenchCommand.spec.parse(rest, into: BlockBenchCommand()).run()
                case "solver": try BenchCommand.spec.parse(rest, into: BenchCommand()).run()
                case "figures": try FigureBenchCommand.spec.parse(rest, into: FigureBenchCommand()).run()
                default:
                    return usageError(.rule("'plumb bench' needs a subject: 'plumb bench solver', 'plumb bench blocks' or 'plumb bench figures'"),
                                      BenchCommand.spec.usage)
                }
                return 0
            case "sanitize":
                // Not in the usage: a way in for Tests/Browser/check_sanitizer.py.
                return try SanitizeCommand.parse(Array(arguments.dropFirst())).run()
            case "version", "--version", "-V":
                print("plumb \(version)")
                return 0
            case "help", "--help", "-h":
                print(usage)
                return 0
            default:
                return usageError(.unknownCommand(command, suggestion: closest(to: command, among: commands)), usage)
            }
        } catch let error as CommandLineError {
            return usageError(error.error, error.usage)
        } catch {
            FileHandle.standardError.write(Data("plumb: error: \(error)\n".utf8))
            return 1
        }
    }

    static func commandUsage(_ command: String, _ arguments: [String]) -> String? {
        switch command {
        case "build": return SiteCommand.buildSpec.usage
        case "check": return SiteCommand.checkSpec.usage
        case "serve": return ServeCommand.spec.usage
        case "init": return InitCommand.spec.usage
        case "solve": return SolveCommand.spec.usage
        case "sanitize": return SanitizeCommand.spec.usage
        case "bench":
            switch arguments.count >= 2 ? arguments[1] : "" {
            case "blocks": return BlockBenchCommand.spec.usage
            case "figures": return FigureBenchCommand.spec.usage
            default: return BenchCommand.spec.usage
            }
        default: return nil
        }
    }

    /// The one place a command-line error becomes text.
    static func usageError(_ error: ArgumentError, _ usage: String) -> Int32 {
        FileHandle.standardError.write(Data("plumb: error: \(error.message)\n\n\(usage)\n".utf8))
        return 2
    }
}
