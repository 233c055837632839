import Foundation

/// The metrics Plumb needs from a TrueType/OpenType font, read from its
/// tables: `head` (units per em), `hhea` (ascender, descender, line gap, the
/// number of advance widths), `hmtx` (advance widths), `cmap` (characters to
/// glyphs, formats 4 and 12) and the legacy `kern` table (format 0 pairs).
///
/// Browsers lay text out with the same tables (the site ships the same file,
/// with no GPOS or GSUB, so nothing else moves a glyph), which is what lets a
/// figure's label box fit its text exactly.
public struct FontFile: Sendable {
    public let unitsPerEm: Double
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    private let advances: [UInt16]
    let glyphs: [UInt32: UInt16]
    let kerning: [UInt32: Int16]
    /// The file itself and where its tables are, for `subset(keeping:)`.
    let bytes: [UInt8]
    let tables: [String: (offset: Int, length: Int)]

    public enum LoadError: Error, CustomStringConvertible {
        case missingTable(String)
        case malformed(String)

        public var description: String {
            switch self {
            case .missingTable(let t): return "the font has no '\(t)' table"
            case .malformed(let what): return "the font's \(what) is malformed"
            }
        }
    }

    /// Reads the font; with `characters: false` its `cmap` and `kern` are
    /// skipped (it then covers nothing), which is all a subset of no
    /// characters needs and a fraction of the time for a large font.
    public init(data: Data, characters: Bool = true) throws {
        let bytes = [UInt8](data)
        let reader = ByteReader(bytes: bytes)
        var tables: [String: (offset: Int, length: Int)] = [:]
        let count = try reader.u16(4)
        for i in 0..<count {
            let record = 12 + i * 16
            let tag = String(decoding: try reader.slice(record, 4), as: UTF8.self)
            tables[tag] = (Int(try reader.u32(record + 8)), Int(try reader.u32(record + 12)))
        }
        func table(_ tag: String) throws -> Int {
            guard let t = tables[tag] else { throw LoadError.missingTable(tag) }
            guard t.offset + t.length <= bytes.count else { throw LoadError.malformed(tag) }
            return t.offset
        }
        let head = try table("head"), hhea = try table("hhea"), hmtx = try table("hmtx"), cmap = try table("cmap")
        unitsPerEm = Double(try reader.u16(head + 18))
        ascender = Double(try reader.i16(hhea + 4))
        descender = Double(try reader.i16(hhea + 6))
        lineGap = Double(try reader.i16(hhea + 8))
        let metricCount = try reader.u16(hhea + 34)
        var advances: [UInt16] = []
        for i in 0..<metricCount { advances.append(UInt16(try reader.u16(hmtx + 4 * i))) }
        self.advances = advances
        glyphs = characters ? try FontFile.readCmap(reader, at: cmap) : [:]
        kerning = characters ? try tables["kern"].map { try FontFile.readKern(reader, at: $0.offset) } ?? [:] : [:]
        guard unitsPerEm > 0, !advances.isEmpty else { throw LoadError.malformed("head or hmtx") }
        self.bytes = bytes
        self.tables = tables
    }

    /// True when the font has a glyph of its own for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphs[scalar.value] != nil }

    /// Advance width of the glyph for `scalar`, in font units (the missing
    /// glyph's when the font lacks it).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        Double(advances[min(Int(glyph(for: scalar)), advances.count - 1)])
    }

    public func glyph(for scalar: Unicode.Scalar) -> UInt16 { glyphs[scalar.value] ?? 0 }

    /// Kerning between two glyphs, in font units.
    public func kern(_ left: UInt16, _ right: UInt16) -> Double {
        Double(kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    public var hasKerning: Bool { !kerning.isEmpty }

    private static func readCmap(_ r: ByteReader, at cmap: Int) throws -> [UInt32: UInt16] {
        let count = try r.u16(cmap + 2)
        var best: (format: Int, offset: Int)?
        for i in 0..<count {
            let record = cmap + 4 + i * 8
            let platform = try r.u16(record), encoding = try r.u16(record + 2)
            let offset = cmap + Int(try r.u32(record + 4))
            let format = try r.u16(offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            if unicode && (format == 12 || (format == 4 && best?.format != 12)) { best = (format, offset) }
        }
        guard let best else { throw LoadError.malformed("cmap (no Unicode subtable in format 4 or 12)") }
        var map: [UInt32: UInt16] = [:]
        if best.format == 12 {
            let groups = Int(try r.u32(best.offset + 12))
            for g in 0..<groups {
                let at = best.offset + 16 + g * 12
                let start = try r.u32(at), end = try r.u32(at + 4), glyph = try r.u32(at + 8)
                guard end >= start, end - start < 0x110000 else { throw LoadError.malformed("cmap") }
                for c in start...end { map[c] = UInt16(truncatingIfNeeded: glyph + (c - start)) }
            }
            return map
        }
        let o = best.offset
        let segments = try r.u16(o + 6) / 2
        let ends = o + 14, starts = ends + segments * 2 + 2, deltas = starts + segments * 2, rangeOffsets = deltas + segments * 2
        for s in 0..<segments {
            let end = try r.u16(ends + 2 * s), start = try r.u16(starts + 2 * s)
            let delta = try r.u16(deltas + 2 * s), rangeOffset = try r.u16(rangeOffsets + 2 * s)
            guard start <= end, start != 0xFFFF else { continue }
            for c in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (c + delta) & 0xFFFF
                } else {
                    let at = rangeOffsets + 2 * s + rangeOffset + 2 * (c - start)
                    glyph = try r.u16(at)
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { map[UInt32(c)] = UInt16(glyph) }
            }
        }
        return map
    }

    private static func readKern(_ r: ByteReader, at kern: Int) throws -> [UInt32: Int16] {
        var pairs: [UInt32: Int16] = [:]
        guard try r.u16(kern) == 0 else { return pairs }   // Apple's version 1 tables: not read
        var at = kern + 4
        for _ in 0..<(try r.u16(kern + 2)) {
            let length = try r.u16(at + 2), coverage = try r.u16(at + 4)
            // Format 0, horizontal, kerning values (not minimum, not cross-stream).
            if coverage >> 8 == 0 && coverage & 0x7 == 0x1 {
                let count = try r.u16(at + 6)
                for p in 0..<count {
                    let e = at + 14 + p * 6
                    pairs[UInt32(try r.u16(e)) << 16 | UInt32(try r.u16(e + 2))] = Int16(truncatingIfNeeded: try r.u16(e + 4))
                }
            }
            at += length
        }
        return pairs
    }
}

/// Big-endian reads that fail instead of trapping on a short or corrupt file.
struct ByteReader {
    let bytes: [UInt8]

    func slice(_ at: Int, _ count: Int) throws -> ArraySlice<UInt8> {
        guard at >= 0, at + count <= bytes.count else { throw FontFile.LoadError.malformed("table directory") }
        return bytes[at..<(at + count)]
    }

    func u16(_ at: Int) throws -> Int {
        guard at >= 0, at + 2 <= bytes.count else { throw FontFile.LoadError.malformed("data at offset \(at)") }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func i16(_ at: Int) throws -> Int { Int(Int16(truncatingIfNeeded: try u16(at))) }

    func u32(_ at: Int) throws -> UInt32 { UInt32(try u16(at)) << 16 | UInt32(try u16(at + 2)) }
}
