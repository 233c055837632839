import PlumbDiagnostics
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

    static func format(_ v: Double) -> String { NumberText.exact(v) }

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
        text += JSONWriter.text(of: v)
    }

    static func text(of v: Value) -> String {
        switch v {
        case .string(let s): return escape(s)
        // JSON has no infinity: a non-finite value is null, and the layout
        // stage has reported it (an `overflow` diagnostic).
        case .number(let n): return n.isFinite ? format(n) : "null"
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    mutating func object(_ k: String? = nil, _ body: (inout JSONWriter) -> Void) { open(k, "{", "}", body) }
    mutating func array(_ k: String? = nil, _ body: (inout JSONWriter) -> Void) { open(k, "[", "]", body) }

    /// A one-line object of numbers and strings (frames).
    mutating func inlineObject(_ k: String? = nil, _ fields: [(String, Value)]) {
        key(k)
        let parts = fields.map { (name, v) in JSONWriter.escape(name) + ": " + JSONWriter.text(of: v) }
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
