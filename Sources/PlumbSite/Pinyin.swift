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
        guard let i = table.code(of: scalar.value) else { return nil }
        return table.readings[Int(i)]
    }

    /// `约束` → `yue shu\t44`: the syllables without tones, then the tones,
    /// so that terms sort by sound first and by tone among homophones.
    /// Characters with no reading (Latin, digits) stand for themselves,
    /// lowercased. A word read otherwise than its characters (调试: tiáo
    /// shì, not diào shì) is read as a word (`PinyinWords`).
    static func sortKey(_ term: String) -> String {
        var sounds: [String] = []
        var tones = ""
        var latin = ""
        func endLatin() {
            if !latin.isEmpty { sounds.append(latin); latin = "" }
        }
        let scalars = Array(term.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            i += 1
            if let r = reading(scalar) {
                endLatin()
                let word = PinyinWords.match(scalars[(i - 1)...])
                for r in word?.reading ?? [r] { sounds.append(r.syllable); tones += String(r.tone) }
                i += (word?.length ?? 1) - 1
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
        /// The file's runs of consecutive characters, by first character:
        /// each character's reading index, `none` for one with no reading.
        /// Read as they are written rather than into a dictionary of 42,000
        /// characters, which cost 75 M instructions on each build with a
        /// Chinese index.
        var runs: [(start: UInt32, codes: [UInt16])] = []
        static let none = UInt16.max

        func code(of scalar: UInt32) -> UInt16? {
            // The last run starting at or before the scalar.
            var low = 0, high = runs.count
            while low < high {
                let mid = (low + high) / 2
                if runs[mid].start <= scalar { low = mid + 1 } else { high = mid }
            }
            guard low > 0 else { return nil }
            let run = runs[low - 1]
            let offset = Int(scalar - run.start)
            guard offset < run.codes.count, run.codes[offset] != Table.none else { return nil }
            return run.codes[offset]
        }
    }

    /// Read once, the first time a Chinese index is drawn.
    private static let table: Table = {
        var table = Table()
        guard let url = SiteResources.url("Pinyin.txt"),
              let file = FileManager.default.contents(atPath: url.path) else { return table }
        // Split as an array of bytes: Data's slices cost ten times as much.
        let data = [UInt8](file)
        func digit(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A")) + 36
            default: return nil
            }
        }
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
            var codes: [UInt16] = []
            codes.reserveCapacity(items.count / 2)
            var i = 0
            while i + 1 < items.count {
                if let high = digit(items[i]), let low = digit(items[i + 1]) { codes.append(UInt16(high * 62 + low)) } else { codes.append(Table.none) }
                i += 2
            }
            table.runs.append((start, codes))
        }
        // In order, for the binary search (the file lists them in order,
        // none overlapping: `scripts/build-pinyin.py`).
        table.runs.sort { $0.start < $1.start }
        return table
    }()
}
