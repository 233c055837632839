/// A small writer for JSON whose key order and number formatting we choose,
/// so that output is stable byte for byte.
struct JSONWriter {
    private(set) var text = ""
    private var indent = 0
    private var needsComma: [Bool] = []

    enum Value {
        case string(String)
        case number(Double)
        case int(Int)
        case bool(Bool)
        case null
    }

    static func format(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(v)
        if s.contains("e") { s = String(format: "%.6f", v) }
        return s
    }

    static func escape(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16) }
                else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    private mutating func separator() {
        if let last = needsComma.last {
            if last { text += "," }
            needsComma[needsComma.count - 1] = true
            text += "\n" + String(repeating: "  ", count: indent)
        }
    }

    private mutating func key(_ k: String?) {
        separator()
        if let k { text += JSONWriter.escape(k) + ": " }
    }

    mutating func value(_ k: String? = nil, _ v: Value) {
        key(k)
        switch v {
        case .string(let s): text += JSONWriter.escape(s)
        case .number(let n): text += JSONWriter.format(n)
        case .int(let n): text += String(n)
        case .bool(let b): text += b ? "true" : "false"
        case .null: text += "null"
        }
    }

    mutating func object(_ k: String? = nil, _ body: (inout JSONWriter) -> Void) { open(k, "{", "}", body) }
    mutating func array(_ k: String? = nil, _ body: (inout JSONWriter) -> Void) { open(k, "[", "]", body) }

    /// A one-line object of numbers and strings (frames).
    mutating func inlineObject(_ k: String? = nil, _ fields: [(String, Value)]) {
        key(k)
        let parts = fields.map { (name, v) -> String in
            let value: String
            switch v {
            case .string(let s): value = JSONWriter.escape(s)
            case .number(let n): value = JSONWriter.format(n)
            case .int(let n): value = String(n)
            case .bool(let b): value = b ? "true" : "false"
            case .null: value = "null"
            }
            return JSONWriter.escape(name) + ": " + value
        }
        text += "{" + parts.joined(separator: ", ") + "}"
    }

    private mutating func open(_ k: String?, _ o: String, _ c: String, _ body: (inout JSONWriter) -> Void) {
        key(k)
        text += o
        indent += 1
        needsComma.append(false)
        body(&self)
        let hadItems = needsComma.removeLast()
        indent -= 1
        if hadItems { text += "\n" + String(repeating: "  ", count: indent) }
        text += c
    }
}
