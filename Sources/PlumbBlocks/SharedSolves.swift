import Foundation
import PlumbDiagnostics
import PlumbLayout

/// The solves one build shares between its pages. A page and its
/// translation draw the same figures from blocks that differ only in their
/// comments (a caption, a `// …` line in code) and in where they stand in
/// the page; solving is a pure function of the rest, so the second page
/// takes the first one's solutions, moved to its own lines, instead of
/// solving again (the guide's Chinese edition was half of a cold build's
/// solving; issue 32).
///
/// What makes two blocks the same is their `Key`: the statements or tokens
/// the reader sees, each at its line and column counted from the block's
/// first line, and every setting the solve reads. Comments are left out
/// because no reader looks at them (the code lexer drops them; a layout
/// block's comments are its caption, which only the figure shows, from
/// the page's own parse). The page keeps its own parse (its locations, its
/// caption, its notation); only the solutions, which name views and
/// constraints, not places, are shared, with their diagnostics moved.
///
/// Blocks whose view tree changes with the size class are not shared:
/// their per-class blocks are part of the solved block, with their own
/// locations. Nor is a block cut short by its budget (that depends on the
/// machine, not the block). Pages are drawn in parallel, hence the lock;
/// two pages solving one block at once both solve it, with one answer.
public final class SharedSolves: @unchecked Sendable {
    /// What a solve depends on, places counted from the block's first line.
    public struct Key: Hashable, Sendable {
        /// The block's statements (layout language) or tokens (code), with
        /// their relative positions (`KeyBytes`).
        let text: [UInt8]
        /// The widths, defaults, budget, live request, and for code the
        /// fence's options and the page's picture folder.
        let settings: String

        /// Hashed once: a key is looked up and stored, and an array of
        /// bytes hashes byte by byte (hashing keys cost a tenth of a guide
        /// build).
        private let digest: Int

        public init(text: [UInt8], settings: String) {
            self.text = text
            self.settings = settings
            var hasher = Hasher()
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(settings)
            digest = hasher.finalize()
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        public static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.text == b.text && a.settings == b.settings }

        /// The settings every solve reads, then `more` (a code fence's own),
        /// as one string for `settings`.
        public static func settings(widths: [Double]?, defaults: [Double]?, budget: Double?, live: SolvedBlock.LiveRequest,
                                    more: [String] = []) -> String {
            ([String(describing: widths), String(describing: defaults), String(describing: budget), "\(live)"] + more).joined(separator: "\u{1}")
        }
    }

    /// One solve's shareable result, at the lines of the block it was
    /// solved for.
    struct Solution {
        let firstLine: Int
        let breakpoints: [BreakpointSolution]
        let diagnostics: [Diagnostic]
        let live: Result<LiveLayout, SweepFailure>?
    }

    /// A block of `key` whose first character is at `origin`: `part` 0 is
    /// the block as written, `k` its `k`th named variant.
    public struct Slot {
        let shared: SharedSolves
        let key: Key
        let origin: SourceLocation
        let part: Int

        public init(_ shared: SharedSolves, key: Key, origin: SourceLocation) {
            self.init(shared: shared, key: key, origin: origin, part: 0)
        }

        init(shared: SharedSolves, key: Key, origin: SourceLocation, part: Int) {
            self.shared = shared
            self.key = key
            self.origin = origin
            self.part = part
        }

        /// The slot of the block's `index`th named variant.
        func variant(_ index: Int) -> Slot { Slot(shared: shared, key: key, origin: origin, part: index + 1) }
    }

    private struct Place: Hashable {
        let key: Key
        let part: Int
        /// Columns are relative to the first line's; a block indented
        /// differently is another block.
        let column: Int
    }

    private let lock = NSLock()
    private var solutions: [Place: Solution] = [:]
    private var hits = 0

    public init() {}

    /// How many solves a page took from another page.
    public var sharedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return hits
    }

    func known(_ slot: Slot) -> Solution? {
        lock.lock()
        defer { lock.unlock() }
        let found = solutions[Place(key: slot.key, part: slot.part, column: slot.origin.column)]
        if found != nil, slot.part == 0 { hits += 1 }
        return found
    }

    func remember(_ solution: Solution, for slot: Slot) {
        lock.lock()
        defer { lock.unlock() }
        solutions[Place(key: slot.key, part: slot.part, column: slot.origin.column)] = solution
    }
}

extension SolvedBlock {
    /// `parsed` solved by taking `slot`'s shared solution when another page
    /// has one, else solving it (`solve`) and sharing the result.
    static func solveSharing(_ parsed: ParsedBlock, slot: SharedSolves.Slot?, line: Int,
                             solve: () -> SolvedBlock) -> SolvedBlock {
        guard let slot, parsed.variants.isEmpty, !parsed.ranOutOfBudget else { return solve() }
        if let known = slot.shared.known(slot) {
            let lines = slot.origin.line - known.firstLine
            var solved = SolvedBlock(line: line, parsed: parsed, breakpoints: known.breakpoints.map { $0.moved(byLines: lines) },
                                     diagnostics: known.diagnostics.map { $0.moved(byLines: lines) })
            solved.live = known.live
            return solved
        }
        let solved = solve()
        if !solved.diagnostics.contains(where: { $0.kind == .budget }) {
            slot.shared.remember(SharedSolves.Solution(firstLine: slot.origin.line, breakpoints: solved.breakpoints,
                                                       diagnostics: solved.diagnostics, live: solved.live), for: slot)
        }
        return solved
    }

    /// A layout block's key: each line's statement, indentation and tab
    /// flag, in order (so at its line), without its comment.
    public static func sharingKey(layout text: String, origin: SourceLocation) -> [UInt8] {
        var key = KeyBytes()
        for line in SourceLine.split(text, origin: origin) {
            key.append(line.indent)
            key.append(line.hasTabIndent ? 1 : 0)
            key.append(line.content)
        }
        return key.bytes
    }
}

/// A key's bytes, each part written so that no two sequences of parts
/// make the same bytes (strings carry their length). Built by hand:
/// interpolating a token into a String went through reflection, and cost
/// more than the solves it saved.
public struct KeyBytes {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// Seven bits a byte, the high bit saying more follow (LEB128): line
    /// and column numbers take a byte or two.
    public mutating func append(_ n: Int) {
        var rest = UInt(bitPattern: n)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7f) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func append(_ x: Double) { append(Int(bitPattern: UInt(x.bitPattern))) }

    public mutating func append(_ s: String) {
        append(s.utf8.count)
        bytes.append(contentsOf: s.utf8)
    }
}
