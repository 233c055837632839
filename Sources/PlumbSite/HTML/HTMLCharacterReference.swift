/// Character references as the WHATWG tokenizer decodes them, in text and
/// in attribute values. Numeric references follow the spec's fix-ups (zero,
/// surrogates and numbers past U+10FFFF become U+FFFD; 0x80–0x9F are read as
/// windows-1252). Named references: the common ones and every one a URL
/// scheme can hide behind; an unknown name stays literal, which is safe
/// because the sanitizer escapes its `&` again (the browser then reads the
/// same literal text we judged).
enum HTMLCharacterReference {
    /// Decodes the reference starting at `input[start]` (an `&`). Returns
    /// the text and the index after it, or nil to leave the `&` literal.
    static func decode(_ input: [Unicode.Scalar], at start: Int, inAttribute: Bool) -> (text: String, end: Int)? {
        var i = start + 1
        guard i < input.count else { return nil }
        if input[i] == "#" { return numeric(input, from: i + 1) }
        let nameStart = i
        while i < input.count, isASCIIAlphanumeric(input[i]) { i += 1 }
        guard i > nameStart else { return nil }
        let name = String(String.UnicodeScalarView(input[nameStart..<i]))
        if i < input.count, input[i] == ";" {
            // A whole name with `;` this table lacks is most likely one of
            // the spec's 2,231 (`&notin;`), not a legacy name and text
            // (`&not` + `in;`): it stays literal, shown as written.
            return named[name].map { ($0, i + 1) }
        }
        // Without `;` only the legacy names count, longest first; in an
        // attribute a match followed by `=` or a letter or digit stays
        // literal (`?a=1&copy=2` is a query, not ©).
        for length in stride(from: name.unicodeScalars.count, through: 2, by: -1) {
            let prefix = String(String.UnicodeScalarView(input[nameStart..<(nameStart + length)]))
            guard legacy.contains(prefix), let text = named[prefix] else { continue }
            let after = nameStart + length
            if inAttribute, after < input.count, input[after] == "=" || isASCIIAlphanumeric(input[after]) { return nil }
            return (text, after)
        }
        return nil
    }

    private static func numeric(_ input: [Unicode.Scalar], from start: Int) -> (text: String, end: Int)? {
        var i = start
        let hex = i < input.count && (input[i] == "x" || input[i] == "X")
        if hex { i += 1 }
        let digitsStart = i
        var value: UInt32 = 0
        while i < input.count, hex ? input[i].properties.isASCIIHexDigit : ("0"..."9").contains(input[i]) {
            let digit = UInt32(String(input[i]), radix: 16) ?? 0
            // Saturate: anything past U+10FFFF is U+FFFD however long it is.
            value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + digit
            i += 1
        }
        guard i > digitsStart else { return nil }
        if i < input.count, input[i] == ";" { i += 1 }
        return (String(scalar(for: value)), i)
    }

    static func scalar(for value: UInt32) -> Unicode.Scalar {
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
        if let replaced = windows1252[value] { return replaced }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static func isASCIIAlphanumeric(_ u: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(u) || ("A"..."Z").contains(u) || ("0"..."9").contains(u)
    }

    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    /// Names the spec also accepts without a semicolon (those of this table).
    private static let legacy: Set<String> = [
        "amp", "AMP", "lt", "LT", "gt", "GT", "quot", "QUOT", "nbsp", "copy", "COPY", "reg", "REG", "deg", "plusmn",
        "para", "sect", "shy", "pound", "yen", "cent", "times", "divide", "middot", "laquo", "raquo", "micro", "half",
        "frac14", "frac34", "sup1", "sup2", "sup3", "not", "iexcl", "iquest", "uml", "acute", "cedil", "ordf", "ordm",
        "macr", "brvbar", "curren", "eacute", "egrave", "agrave", "aacute", "ccedil", "uuml", "ouml", "auml", "szlig",
    ]

    private static let named: [String: String] = [
        "amp": "&", "AMP": "&", "lt": "<", "LT": "<", "gt": ">", "GT": ">", "quot": "\"", "QUOT": "\"", "apos": "'",
        "nbsp": "\u{A0}", "copy": "©", "COPY": "©", "reg": "®", "REG": "®", "trade": "™", "deg": "°", "plusmn": "±",
        "para": "¶", "sect": "§", "shy": "\u{AD}", "pound": "£", "yen": "¥", "cent": "¢", "euro": "€", "times": "×",
        "divide": "÷", "middot": "·", "laquo": "«", "raquo": "»", "micro": "µ", "half": "½", "frac14": "¼",
        "frac34": "¾", "sup1": "¹", "sup2": "²", "sup3": "³", "not": "¬", "iexcl": "¡", "iquest": "¿", "uml": "¨",
        "acute": "´", "cedil": "¸", "ordf": "ª", "ordm": "º", "macr": "¯", "brvbar": "¦", "curren": "¤",
        "eacute": "é", "egrave": "è", "agrave": "à", "aacute": "á", "ccedil": "ç", "uuml": "ü", "ouml": "ö",
        "auml": "ä", "szlig": "ß", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’",
        "ldquo": "“", "rdquo": "”", "bull": "•", "prime": "′", "Prime": "″", "larr": "←", "rarr": "→", "uarr": "↑",
        "darr": "↓", "harr": "↔", "lArr": "⇐", "rArr": "⇒", "hArr": "⇔", "le": "≤", "ge": "≥", "ne": "≠",
        "minus": "−", "infin": "∞", "asymp": "≈", "equiv": "≡", "sum": "∑", "radic": "√", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "lrm": "\u{200E}",
        "rlm": "\u{200F}", "check": "✓", "cross": "✗", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ",
        "Delta": "Δ", "pi": "π", "mu": "μ", "lambda": "λ", "sigma": "σ", "theta": "θ", "omega": "ω",
        // What a scheme or a path can be spelled with.
        "colon": ":", "Colon": "∷", "Tab": "\t", "NewLine": "\n", "sol": "/", "bsol": "\\", "lpar": "(", "rpar": ")",
        "comma": ",", "period": ".", "excl": "!", "num": "#", "dollar": "$", "percnt": "%", "ast": "*", "plus": "+",
        "equals": "=", "quest": "?", "commat": "@", "lsqb": "[", "rsqb": "]", "lowbar": "_", "grave": "`",
        "lcub": "{", "rcub": "}", "verbar": "|", "semi": ";", "hyphen": "‐", "dash": "‐",
    ]
}
