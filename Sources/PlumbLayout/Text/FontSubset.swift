import Foundation

/// Cutting a TrueType font down to the characters a site uses, so that a
/// site that quotes three Chinese words ships three glyphs, not a 4 MB font.
///
/// The subset keeps every table the browser needs to draw exactly what the
/// measurer measured: `glyf`/`loca` (the outlines, composites with their
/// components), `hmtx` (the same advances), `cmap` (the same characters),
/// `kern` (the same pairs), `hhea`/`head`/`maxp`/`OS/2` (the same vertical
/// metrics) and the hinting programs the outlines call. Layout tables (GSUB,
/// GPOS, GDEF) and vertical metrics are dropped, as in the shipped fonts.
extension FontFile {
    public enum SubsetError: Error, CustomStringConvertible {
        case notTrueType(String)

        public var description: String {
            switch self {
            case .notTrueType(let why): return "the font cannot be subset: \(why)"
            }
        }
    }

    /// hmtx: every glyph gets a full metric, so numberOfHMetrics = glyphs.
    private static func horizontalMetrics(of order: [Int], _ r: ByteReader, hmtx: Int, metricCount: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        for g in order {
            let advance = try r.u16(hmtx + 4 * min(g, metricCount - 1))
            let bearing = g < metricCount ? try r.u16(hmtx + 4 * g + 2) : try r.u16(hmtx + 4 * metricCount + 2 * (g - metricCount))
            out.appendU16(UInt16(advance))
            out.appendU16(UInt16(bearing))
        }
        return out
    }

    /// The kerning pairs of the glyphs kept, renumbered; nil when none is.
    private func keptKerning(_ newIndex: [Int: Int]) -> [UInt8]? {
        let pairs: [(UInt16, UInt16, Int16)] = kerning.compactMap { key, value in
            guard let left = newIndex[Int(key >> 16)], let right = newIndex[Int(key & 0xFFFF)] else { return nil }
            return (UInt16(left), UInt16(right), value)
        }
        return pairs.isEmpty ? nil : KerningTable.bytes(pairs)
    }

    /// A font file holding only the glyphs of `scalars` (those the font has),
    /// their components and `.notdef`. The same input gives the same bytes.
    public func subset(keeping scalars: some Sequence<Unicode.Scalar>) throws -> Data {
        let r = ByteReader(bytes: bytes)
        for tag in ["glyf", "loca", "head", "hhea", "hmtx", "maxp"] where tables[tag] == nil {
            throw SubsetError.notTrueType("it has no '\(tag)' table (only TrueType outlines can be subset)")
        }
        let head = tables["head"]!.offset, hhea = tables["hhea"]!.offset, maxp = tables["maxp"]!.offset
        let glyf = tables["glyf"]!.offset, loca = tables["loca"]!.offset, hmtx = tables["hmtx"]!.offset
        let longLoca = try r.u16(head + 50) == 1
        let glyphCount = try r.u16(maxp + 4)
        let metricCount = try r.u16(hhea + 34)

        func outline(_ g: Int) throws -> ArraySlice<UInt8> {
            guard g < glyphCount else { throw SubsetError.notTrueType("a glyph index past the font's glyphs") }
            let start = longLoca ? Int(try r.u32(loca + 4 * g)) : 2 * (try r.u16(loca + 2 * g))
            let end = longLoca ? Int(try r.u32(loca + 4 * g + 4)) : 2 * (try r.u16(loca + 2 * g + 2))
            guard end >= start else { throw SubsetError.notTrueType("its 'loca' table goes backwards") }
            return try r.slice(glyf + start, end - start)
        }

        // Which glyphs, in a fixed order: .notdef, then each character's
        // glyph in character order, each followed by the components it needs.
        let characters = Set(scalars.map(\.value)).sorted().compactMap { c in glyphs[c].map { (c, Int($0)) } }
        var order: [Int] = []
        var newIndex: [Int: Int] = [:]
        func keep(_ g: Int, depth: Int = 0) throws {
            guard newIndex[g] == nil else { return }
            guard depth < 16 else { throw SubsetError.notTrueType("composite glyphs nest too deeply") }
            newIndex[g] = order.count
            order.append(g)
            for component in try CompositeGlyph.components(of: try outline(g)) { try keep(component.glyph, depth: depth + 1) }
        }
        try keep(0)
        for (_, g) in characters { try keep(g) }

        // glyf and loca (long offsets), with components renumbered.
        var glyfOut: [UInt8] = []
        var locaOut: [UInt8] = []
        for g in order {
            locaOut.appendU32(UInt32(glyfOut.count))
            var data = Array(try outline(g))
            for component in try CompositeGlyph.components(of: data[...]) {
                data.setU16(component.indexOffset, UInt16(newIndex[component.glyph]!))
            }
            glyfOut += data
            while glyfOut.count % 4 != 0 { glyfOut.append(0) }
        }
        locaOut.appendU32(UInt32(glyfOut.count))

        let hmtxOut = try FontFile.horizontalMetrics(of: order, r, hmtx: hmtx, metricCount: metricCount)

        var headOut = Array(try r.slice(head, 54))
        headOut.setU32(8, 0)          // checksumAdjustment: set once the file is whole
        headOut.setU16(50, 1)         // long loca offsets
        var hheaOut = Array(try r.slice(hhea, 36))
        hheaOut.setU16(34, UInt16(order.count))
        var maxpOut = Array(try r.slice(maxp, tables["maxp"]!.length))
        maxpOut.setU16(4, UInt16(order.count))

        var out: [String: [UInt8]] = [
            "glyf": glyfOut, "loca": locaOut, "hmtx": hmtxOut, "head": headOut, "hhea": hheaOut, "maxp": maxpOut,
            "cmap": CharacterMapTable.bytes(characters.map { ($0.0, UInt16(newIndex[$0.1]!)) }),
        ]
        if let post = tables["post"], post.length >= 32 {
            var postOut = Array(try r.slice(post.offset, 32))
            postOut.setU32(0, 0x0003_0000)   // version 3: no glyph names
            out["post"] = postOut
        }
        if let kern = keptKerning(newIndex) { out["kern"] = kern }
        for tag in ["OS/2", "name", "cvt ", "fpgm", "prep", "gasp"] {
            if let t = tables[tag] { out[tag] = Array(try r.slice(t.offset, t.length)) }
        }
        return Data(FontFileWriter.bytes(out))
    }
}

/// The components a composite glyph is built from, and where each one's
/// glyph index is stored (to renumber it in a subset).
enum CompositeGlyph {
    struct Component { var glyph: Int; var indexOffset: Int }

    static func components(of outline: ArraySlice<UInt8>) throws -> [Component] {
        let data = Array(outline)
        guard data.count >= 10 else { return [] }             // an empty glyph (a space)
        let r = ByteReader(bytes: data)
        guard try r.i16(0) < 0 else { return [] }             // a simple glyph
        var components: [Component] = []
        var at = 10
        while true {
            let flags = try r.u16(at)
            components.append(Component(glyph: try r.u16(at + 2), indexOffset: at + 2))
            at += 4 + (flags & 0x0001 != 0 ? 4 : 2)           // ARG_1_AND_2_ARE_WORDS
            if flags & 0x0008 != 0 { at += 2 }                // WE_HAVE_A_SCALE
            else if flags & 0x0040 != 0 { at += 4 }           // WE_HAVE_AN_X_AND_Y_SCALE
            else if flags & 0x0080 != 0 { at += 8 }           // WE_HAVE_A_TWO_BY_TWO
            if flags & 0x0020 == 0 { break }                  // MORE_COMPONENTS
            guard components.count < 1024 else { throw FontFile.SubsetError.notTrueType("a composite glyph without end") }
        }
        return components
    }
}

/// A `cmap` with a format 4 subtable (Windows, BMP) and, when a character
/// lies beyond the BMP or there are too many runs for format 4, a format 12
/// one (Windows, full repertoire).
enum CharacterMapTable {
    static func bytes(_ map: [(character: UInt32, glyph: UInt16)]) -> [UInt8] {
        // Runs of consecutive characters on consecutive glyphs.
        var runs: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        for (c, g) in map {
            if let last = runs.last, c == last.end + 1, UInt32(g) == last.glyph + (c - last.start) {
                runs[runs.count - 1].end = c
            } else {
                runs.append((c, c, UInt32(g)))
            }
        }
        let bmpRuns = runs.filter { $0.end <= 0xFFFE }
        let format4Fits = bmpRuns.count < 8000
        let needs12 = runs.count != bmpRuns.count || !format4Fits
        var subtables: [(platform: UInt16, encoding: UInt16, data: [UInt8])] = []
        if format4Fits { subtables.append((3, 1, format4(bmpRuns))) }
        if needs12 { subtables.append((3, 10, format12(runs))) }
        var out: [UInt8] = []
        out.appendU16(0)
        out.appendU16(UInt16(subtables.count))
        var offset = 4 + 8 * subtables.count
        for s in subtables {
            out.appendU16(s.platform)
            out.appendU16(s.encoding)
            out.appendU32(UInt32(offset))
            offset += s.data.count
        }
        for s in subtables { out += s.data }
        return out
    }

    private static func format4(_ runs: [(start: UInt32, end: UInt32, glyph: UInt32)]) -> [UInt8] {
        let segments = runs + [(0xFFFF, 0xFFFF, 0)]
        let count = segments.count
        let searchPower = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
        var out: [UInt8] = []
        out.appendU16(4)
        out.appendU16(UInt16(16 + 8 * count))
        out.appendU16(0)                                      // language
        out.appendU16(UInt16(2 * count))
        out.appendU16(UInt16(2 * searchPower))
        out.appendU16(UInt16(searchPower.trailingZeroBitCount))
        out.appendU16(UInt16(2 * count - 2 * searchPower))
        for s in segments { out.appendU16(UInt16(s.end)) }
        out.appendU16(0)                                      // reservedPad
        for s in segments { out.appendU16(UInt16(s.start)) }
        // idDelta maps the last segment's 0xFFFF to glyph 0, as the format asks.
        for s in segments { out.appendU16(s.start == 0xFFFF ? 1 : UInt16(truncatingIfNeeded: Int(s.glyph) - Int(s.start))) }
        for _ in segments { out.appendU16(0) }                // idRangeOffset
        return out
    }

    private static func format12(_ runs: [(start: UInt32, end: UInt32, glyph: UInt32)]) -> [UInt8] {
        var out: [UInt8] = []
        out.appendU16(12)
        out.appendU16(0)
        out.appendU32(UInt32(16 + 12 * runs.count))
        out.appendU32(0)                                      // language
        out.appendU32(UInt32(runs.count))
        for run in runs {
            out.appendU32(run.start)
            out.appendU32(run.end)
            out.appendU32(run.glyph)
        }
        return out
    }
}

/// The legacy `kern` table, format 0, horizontal: what browsers and the
/// measurer both apply. Split into subtables of at most 10,000 pairs, so
/// that each one's 16-bit length holds.
enum KerningTable {
    static func bytes(_ pairs: [(left: UInt16, right: UInt16, value: Int16)]) -> [UInt8] {
        let sorted = pairs.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
        let chunks = stride(from: 0, to: sorted.count, by: 10_000).map { sorted[$0..<min($0 + 10_000, sorted.count)] }
        var out: [UInt8] = []
        out.appendU16(0)
        out.appendU16(UInt16(chunks.count))
        for chunk in chunks {
            let n = chunk.count
            let searchPower = 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)
            out.appendU16(0)                                  // subtable version
            out.appendU16(UInt16(14 + 6 * n))
            out.appendU16(0x0001)                             // horizontal, format 0
            out.appendU16(UInt16(n))
            out.appendU16(UInt16(6 * searchPower))
            out.appendU16(UInt16(searchPower.trailingZeroBitCount))
            out.appendU16(UInt16(6 * n - 6 * searchPower))
            for p in chunk {
                out.appendU16(p.left)
                out.appendU16(p.right)
                out.appendU16(UInt16(bitPattern: p.value))
            }
        }
        return out
    }
}

/// An sfnt file from its tables: the directory sorted by tag, every table
/// 4-byte aligned with its checksum, and `head`'s checksum adjustment.
enum FontFileWriter {
    static func bytes(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let count = tags.count
        let searchPower = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
        var out: [UInt8] = []
        out.appendU32(0x0001_0000)
        out.appendU16(UInt16(count))
        out.appendU16(UInt16(16 * searchPower))
        out.appendU16(UInt16(searchPower.trailingZeroBitCount))
        out.appendU16(UInt16(16 * count - 16 * searchPower))
        var offset = 12 + 16 * count
        var body: [UInt8] = []
        var headOffset: Int?
        for tag in tags {
            let data = tables[tag]!
            out += Array(tag.utf8)
            out.appendU32(checksum(data))
            out.appendU32(UInt32(offset))
            out.appendU32(UInt32(data.count))
            if tag == "head" { headOffset = offset }
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * count + body.count
        }
        out += body
        if let headOffset { out.setU32(headOffset + 8, 0xB1B0_AFBA &- checksum(out)) }
        return out
    }

    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var i = 0
        while i < data.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < data.count ? data[i + k] : 0) }
            sum = sum &+ word
            i += 4
        }
        return sum
    }
}

private extension Array where Element == UInt8 {
    mutating func appendU16(_ v: UInt16) { append(UInt8(v >> 8)); append(UInt8(v & 0xFF)) }
    mutating func appendU32(_ v: UInt32) { appendU16(UInt16(v >> 16)); appendU16(UInt16(v & 0xFFFF)) }
    mutating func setU16(_ at: Int, _ v: UInt16) { self[at] = UInt8(v >> 8); self[at + 1] = UInt8(v & 0xFF) }
    mutating func setU32(_ at: Int, _ v: UInt32) { setU16(at, UInt16(v >> 16)); setU16(at + 2, UInt16(v & 0xFFFF)) }
}
