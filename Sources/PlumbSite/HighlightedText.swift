import PlumbFigure

/// Code as the highlighter reads it: one unit per `Character` (what the
/// tokenizer steps over), each a range of the code's UTF-8 bytes with its
/// letter, number and uppercase properties read once.
///
/// Why not `Array(code)` and `String(chars[a..<b])`: every word made a
/// String from Characters, and every test asked a Character's Unicode
/// properties; the figures' Code tabs spent a third of a guide build there.
/// Code that is ASCII without a carriage return (nearly all of it) is one
/// unit per byte and never meets a Character; other code is cut into
/// Characters once, so a `<` with a combining accent stays one unit, and
/// `\r\n` too, exactly as before.
struct HighlightedText {
    let bytes: [UInt8]
    /// Unit `i` is `bytes[bounds[i]..<bounds[i + 1]]`; nil: one byte each.
    private let bounds: [Int]?
    /// Per unit: its byte when it is one byte, else `multiByte`.
    private let single: [UInt8]
    /// Per unit: `letter`, `number`, `uppercase` bits.
    private let flags: [UInt8]
    let count: Int

    /// Not a UTF-8 byte: no single-byte unit equals it.
    static let multiByte: UInt8 = 0xFF
    private static let letter: UInt8 = 1, number: UInt8 = 2, uppercase: UInt8 = 4

    init(_ code: String) {
        bytes = Array(code.utf8)
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 13 }) {
            bounds = nil
            single = bytes
            flags = bytes.map(HighlightedText.asciiFlags)
        } else {
            var bounds = [0], single: [UInt8] = [], flags: [UInt8] = []
            bounds.reserveCapacity(bytes.count + 1)
            single.reserveCapacity(bytes.count)
            flags.reserveCapacity(bytes.count)
            let utf8 = code.utf8
            var p = 0
            while p < bytes.count {
                let b = bytes[p]
                // An ASCII byte followed by another (other than \r before
                // \n) is a Character by itself: its properties without
                // Unicode's tables, which cost 1,500 instructions a
                // character (code with one Chinese label is mostly ASCII).
                if b < 0x80, b != 13, p + 1 == bytes.count || bytes[p + 1] < 0x80 {
                    p += 1
                    bounds.append(p)
                    single.append(b)
                    flags.append(HighlightedText.asciiFlags(b))
                    continue
                }
                // Else the Character that starts here (every `p` reached
                // is a Character boundary), as the String cuts it.
                let ch = code[utf8.index(utf8.startIndex, offsetBy: p)]
                let n = ch.utf8.count
                p += n
                bounds.append(p)
                if n == 1 {
                    single.append(b)
                    flags.append(HighlightedText.asciiFlags(b))
                    continue
                }
                single.append(HighlightedText.multiByte)
                flags.append((ch.isLetter ? HighlightedText.letter : 0) | (ch.isNumber ? HighlightedText.number : 0)
                             | (ch.isUppercase ? HighlightedText.uppercase : 0))
            }
            self.bounds = bounds
            self.single = single
            self.flags = flags
        }
        count = single.count
    }

    /// An ASCII character's properties, as `Character` reports them.
    private static func asciiFlags(_ b: UInt8) -> UInt8 {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return letter | uppercase
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return number
        default: return 0
        }
    }

    /// The unit's byte, or `multiByte`: compare with an ASCII character.
    @inline(__always) func byte(_ i: Int) -> UInt8 { single[i] }
    @inline(__always) func isLetter(_ i: Int) -> Bool { flags[i] & HighlightedText.letter != 0 }
    @inline(__always) func isNumber(_ i: Int) -> Bool { flags[i] & HighlightedText.number != 0 }
    @inline(__always) func isUppercase(_ i: Int) -> Bool { flags[i] & HighlightedText.uppercase != 0 }

    /// The byte offsets of units `from..<to`.
    @inline(__always) func byteRange(_ from: Int, _ to: Int) -> Range<Int> {
        guard let bounds else { return from..<to }
        return bounds[from]..<bounds[to]
    }

    /// `body` of the bytes of units `from..<to` (a word to look up), with no String made.
    func withBytes<R>(_ from: Int, _ to: Int, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> R) -> R {
        bytes.withUnsafeBufferPointer { body($0[byteRange(from, to)]) }
    }

    /// Whether the units from `i` on spell the ASCII bytes `s`, one unit per byte.
    @inline(__always) func starts<Bytes: Sequence<UInt8>>(_ s: Bytes, at i: Int) -> Bool {
        var j = i
        for b in s {
            guard j < count, single[j] == b else { return false }
            j += 1
        }
        return true
    }

    /// The index of the first unit from `i` on that is the ASCII `b`.
    func firstIndex(of b: UInt8, from i: Int) -> Int? {
        var j = i
        while j < count {
            if single[j] == b { return j }
            j += 1
        }
        return nil
    }
}

/// The highlighter's HTML, built as bytes.
struct HighlightOutput {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Units `from..<to` of `chars`, escaped as `HTML.escape` escapes.
    mutating func escaped(_ chars: HighlightedText, _ from: Int, _ to: Int) {
        chars.bytes.withUnsafeBufferPointer { source in
            HTML.appendEscaped(source[chars.byteRange(from, to)], to: &bytes)
        }
    }

    /// Unit `i` of `chars`, escaped: a byte written as it is when it is
    /// one and needs no reference (most of them), without the slice.
    @inline(__always) mutating func unit(_ chars: HighlightedText, _ i: Int) {
        let b = chars.byte(i)
        if b != HighlightedText.multiByte && !HTML.isReserved(b) { bytes.append(b) } else { escaped(chars, i, i + 1) }
    }

    /// `<span class="hl-CLS">` around units `from..<to`, escaped.
    mutating func span(_ cls: String, _ chars: HighlightedText, _ from: Int, _ to: Int) {
        bytes.append(contentsOf: "<span class=\"hl-".utf8)
        bytes.append(contentsOf: cls.utf8)
        bytes.append(contentsOf: "\">".utf8)
        escaped(chars, from, to)
        bytes.append(contentsOf: "</span>".utf8)
    }
}
