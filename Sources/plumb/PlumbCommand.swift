import Foundation

/// Dispatches `plumb COMMAND ...` and turns failures into messages and exit
/// codes: 0 success, 1 the input has errors, 2 the command line is wrong.
enum PlumbCommand {
    static let version = "0.1.0"
    static let commands = ["build", "bench", "help", "version"]

    static let usage = """
    plumb \(version): illustrated Auto Layout documentation, solved at build time.

    usage: plumb <command> [options]

    commands:
      build          build the site from content/ into site/ (for now: a dry run that lists
                     the pages and layout blocks it finds)
      bench solver   time the constraint engine on the standard workloads
      version        print the version
      help           show this help
    """

    static func main(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(usage)
            return 0
        }
        do {
            switch command {
            case "build":
                return try BuildCommand.parse(Array(arguments.dropFirst())).run()
            case "bench":
                guard arguments.count >= 2, arguments[1] == "solver" else {
                    return usageError("'plumb bench' needs a subject: 'plumb bench solver'", BenchCommand.usage)
                }
                var bench = BenchCommand()
                var rest = Array(arguments.dropFirst(2))
                while !rest.isEmpty {
                    let flag = rest.removeFirst()
                    switch flag {
                    case "--large": bench.includeLarge = true
                    case "--raw": bench.raw = true
                    case "--rounds":
                        guard let n = rest.first.flatMap(Int.init), n >= 0 else {
                            return usageError("--rounds needs a whole number (0 or more)", BenchCommand.usage)
                        }
                        bench.rounds = n
                        rest.removeFirst()
                    case "--only":
                        guard let name = rest.first else { return usageError("--only needs a workload name", BenchCommand.usage) }
                        bench.only = name
                        rest.removeFirst()
                    case "--workloads":
                        guard let dir = rest.first else { return usageError("--workloads needs a folder", BenchCommand.usage) }
                        bench.workloads = dir
                        rest.removeFirst()
                    default:
                        return usageError(unknownOption(flag, among: ["--large", "--raw", "--rounds", "--workloads", "--only"]), BenchCommand.usage)
                    }
                }
                try bench.run()
                return 0
            case "version", "--version", "-V":
                print("plumb \(version)")
                return 0
            case "help", "--help", "-h":
                print(usage)
                return 0
            default:
                var message = "unknown command '\(command)'"
                if let guess = closest(to: command, among: commands) { message += "; did you mean '\(guess)'?" }
                return usageError(message, usage)
            }
        } catch let error as CommandLineError {
            return usageError(error.message, error.usage)
        } catch {
            FileHandle.standardError.write(Data("plumb: error: \(error)\n".utf8))
            return 1
        }
    }

    static func usageError(_ message: String, _ usage: String) -> Int32 {
        FileHandle.standardError.write(Data("plumb: error: \(message)\n\n\(usage)\n".utf8))
        return 2
    }
}

struct CommandLineError: Error {
    let message: String
    let usage: String
}

func unknownOption(_ flag: String, among known: [String]) -> String {
    var message = "unknown option '\(flag)'"
    if let guess = closest(to: flag, among: known) { message += "; did you mean '\(guess)'?" }
    return message
}

/// The known word nearest to a misspelling, when it is near enough to be a
/// likely meaning (edit distance at most a third of its length, at least 1).
func closest(to word: String, among candidates: [String]) -> String? {
    let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (candidate, distance) = best, distance <= max(1, candidate.count / 3) else { return nil }
    return candidate
}

/// Edits between two words, where swapping two neighbours counts as one edit
/// ("biuld" is one edit from "build"), as typos usually are.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
