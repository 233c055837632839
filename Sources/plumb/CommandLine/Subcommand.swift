/// One subcommand of `plumb`, declared once: what it runs, its lines in
/// `plumb help`, and its own `--help`. `PlumbCommand.subcommands` is the
/// one list; dispatch, `plumb help` and "did you mean" are all read from it,
/// so a command cannot dispatch without being listed (unless it says it is
/// not for people, as `sanitize`).
struct Subcommand: Sendable {
    let name: String
    /// Other spellings that run it (`--version`).
    var aliases: [String] = []
    /// Its lines in `plumb help`: the words to type, and what they do.
    /// Empty: a way in for the tests, not listed.
    let help: [HelpLine]
    /// Runs it on the arguments after its name; the exit code.
    let run: @Sendable ([String]) throws -> Int32
    /// Its own usage, for `--help` among the arguments after its name; nil:
    /// it has none, and runs instead.
    var usage: @Sendable ([String]) -> String? = { _ in nil }

    struct HelpLine: Sendable {
        /// `init DIR`; empty for a line that continues the one before.
        let words: String
        let text: String
    }

    /// A subcommand whose arguments are parsed by a `CommandSpec`. Its
    /// usage is written only when asked for: writing every command's at
    /// start-up (and building their specs) was a tenth of `plumb solve`'s
    /// start on a small block.
    init(_ name: String, help: [HelpLine], usage: @autoclosure @escaping @Sendable () -> String,
         run: @escaping @Sendable ([String]) throws -> Int32) {
        self.name = name
        self.help = help
        self.run = run
        self.usage = { _ in usage() }
    }

    init(_ name: String, aliases: [String] = [], help: [HelpLine], run: @escaping @Sendable ([String]) throws -> Int32,
         usage: @escaping @Sendable ([String]) -> String? = { _ in nil }) {
        self.name = name
        self.aliases = aliases
        self.help = help
        self.run = run
        self.usage = usage
    }

    func answers(to word: String) -> Bool { word == name || aliases.contains(word) }
}

/// One subject of `plumb bench`, declared once for its dispatch, its line in
/// `plumb help` and its usage.
struct BenchSubject: Sendable {
    let name: String
    let help: String
    /// Written when asked for (see `Subcommand`).
    private let writeUsage: @Sendable () -> String
    var usage: String { writeUsage() }
    let run: @Sendable ([String]) throws -> Void

    init(name: String, help: String, usage: @autoclosure @escaping @Sendable () -> String, run: @escaping @Sendable ([String]) throws -> Void) {
        self.name = name
        self.help = help
        writeUsage = usage
        self.run = run
    }
}
