import Foundation

/// The Mandarin reading of Han characters, for sorting a Chinese index by
/// pinyin as Chinese dictionaries and books do: 布局 (bù jú) under B, 约束
/// (yuē shù) under Y, beside the Latin terms of those letters. From
/// Unicode's Unihan `kMandarin` (its first, most customary reading),
/// shipped as `Resources/Pinyin.txt`, which `scripts/build-pinyin.py` makes
/// from Debian's unicode-data package (the file's format is described there).
enum Pinyin {
    /// A character's reading: `zhong` and tone 1 for 中 (tone 5: neutral;
    /// ü written v, as pinyin keyboards do).
    static func reading(_ scalar: Unicode.Scalar) -> (syllable: String, tone: Int)? {
        guard let i = table.codes[scalar.value] else { return nil }
        return table.readings[Int(i)]
    }

    /// `约束` → `yue shu\t44`: the syllables without tones, then the tones,
    /// so that terms sort by sound first and by tone among homophones.
    /// Characters with no reading (Latin, digits) stand for themselves,
    /// lowercased.
    static func sortKey(_ term: String) -> String {
        var sounds: [String] = []
        var tones = ""
        var latin = ""
        func endLatin() {
            if !latin.isEmpty { sounds.append(latin); latin = "" }
        }
        for scalar in term.unicodeScalars {
            if let r = reading(scalar) {
                endLatin()
                sounds.append(r.syllable)
                tones += String(r.tone)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                latin += String(scalar).lowercased()
            } else {
                endLatin()
            }
        }
        endLatin()
        return sounds.joined(separator: " ") + "\t" + tones
    }

    private struct Table {
        var readings: [(syllable: String, tone: Int)] = []
        var codes: [UInt32: UInt16] = [:]
    }

    /// Read once, the first time a Chinese index is drawn.
    private static let table: Table = {
        var table = Table()
        guard let url = Bundle.module.url(forResource: "Pinyin", withExtension: "txt"),
              let data = FileManager.default.contents(atPath: url.path) else { return table }
        func digit(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A")) + 36
            default: return nil
            }
        }
        table.codes.reserveCapacity(42_000)
        for line in data.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let head = fields.first else { continue }
            if head.elementsEqual("R".utf8) {
                table.readings = fields.dropFirst().map { name in
                    let text = String(decoding: name, as: UTF8.self)
                    return (String(text.dropLast()), Int(String(text.last ?? "5")) ?? 5)
                }
                continue
            }
            guard fields.count == 2, let start = UInt32(String(decoding: head, as: UTF8.self), radix: 16) else { continue }
            let items = Array(fields[1])
            var code = start
            var i = 0
            while i + 1 < items.count {
                if let high = digit(items[i]), let low = digit(items[i + 1]) { table.codes[code] = UInt16(high * 62 + low) }
                code += 1
                i += 2
            }
        }
        return table
    }()
}
