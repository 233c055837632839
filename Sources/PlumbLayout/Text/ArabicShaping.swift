import Foundation

/// Arabic letters take one of up to four shapes (isolated, final, initial,
/// medial) by whether they join the letters beside them, and lam followed by
/// alef becomes one ligature. The shapes differ in width, so text is measured
/// after shaping, and the figure draws the *same* shaped characters: Unicode's
/// Arabic Presentation Forms, one code point per shape. A browser draws a
/// presentation form as the font's glyph for it, with no shaping of its own
/// (the site's fonts carry no GSUB table), so what the solver measured is
/// what the reader sees, joined as Arabic is written.
///
/// The joining rule is Unicode's (chapter 9.2, "Arabic Cursive Joining"): a
/// letter joins the one before it when that one joins on its left side (dual-
/// joining letters and tatweel do) and this one on its right side (dual- and
/// right-joining letters do); marks are transparent, skipped by the rule.
/// A letter's joining type is read off the shapes it has: one with a medial
/// shape is dual-joining, one with only a final shape right-joining. A letter
/// Unicode gives no presentation forms (some Pashto and Sindhi letters) is
/// drawn and measured in its one shape and treated as non-joining, so that
/// its neighbours do not reach for a join that is never drawn.
public enum ArabicShaping {
    /// The text as it is drawn: every Arabic letter replaced by the
    /// presentation form of its shape. Text with no Arabic comes back as is.
    public static func presentationForms(of text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x0600 && $0.value <= 0x06FF }) else { return text }
        let scalars = Array(text.unicodeScalars)
        let types = scalars.map(joiningType)
        // For each letter, whether it joins the letter before it and after it.
        var joinsBefore = [Bool](repeating: false, count: scalars.count)
        var joinsAfter = [Bool](repeating: false, count: scalars.count)
        var previous: Int?
        for i in scalars.indices where types[i] != .transparent {
            if let p = previous, types[p].joinsOnLeft, types[i].joinsOnRight {
                joinsAfter[p] = true
                joinsBefore[i] = true
            }
            previous = i
        }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar.value == 0x0644, let (alef, marks) = alefAfterLam(scalars, types, at: i), let ligature = lamAlef[scalars[alef].value] {
                // Lam-alef is one shape that joins only on its right, as alef
                // does: isolated or final, by whether lam joins before it.
                out.append(Unicode.Scalar(joinsBefore[i] ? ligature.final : ligature.isolated)!)
                for m in marks { out.append(scalars[m]) }
                i = alef + 1
                continue
            }
            if let forms = letters[scalar.value] {
                let shape: UInt32
                switch (joinsBefore[i], joinsAfter[i]) {
                case (true, true): shape = forms.medial
                case (true, false): shape = forms.final
                case (false, true): shape = forms.initial
                case (false, false): shape = forms.isolated
                }
                out.append(Unicode.Scalar(shape == 0 ? forms.isolated : shape)!)
            } else {
                out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// Every presentation form the letters among `scalars` may be drawn in:
    /// what a site's font subset must keep for text whose context it has not
    /// worked out.
    public static func shapes(of scalars: Set<Unicode.Scalar>) -> Set<Unicode.Scalar> {
        var out = Set<Unicode.Scalar>()
        for scalar in scalars {
            if let forms = letters[scalar.value] {
                for v in [forms.isolated, forms.final, forms.initial, forms.medial] where v != 0 { out.insert(Unicode.Scalar(v)!) }
            }
        }
        if scalars.contains("\u{0644}") {
            for (alef, ligature) in lamAlef where scalars.contains(Unicode.Scalar(alef)!) {
                out.insert(Unicode.Scalar(ligature.isolated)!)
                out.insert(Unicode.Scalar(ligature.final)!)
            }
        }
        return out
    }

    /// The alef that follows the lam at `i` (past any marks), with the marks.
    private static func alefAfterLam(_ scalars: [Unicode.Scalar], _ types: [JoiningType], at i: Int) -> (Int, [Int])? {
        var j = i + 1
        var marks: [Int] = []
        while j < scalars.count, types[j] == .transparent { marks.append(j); j += 1 }
        guard j < scalars.count, lamAlef[scalars[j].value] != nil else { return nil }
        return (j, marks)
    }

    enum JoiningType {
        case dual, right, causing, transparent, none

        /// Joins the letter that follows it (to its left, in writing order).
        var joinsOnLeft: Bool { self == .dual || self == .causing }
        /// Joins the letter that precedes it (to its right).
        var joinsOnRight: Bool { self == .dual || self == .right || self == .causing }
    }

    static func joiningType(_ scalar: Unicode.Scalar) -> JoiningType {
        switch scalar.value {
        case 0x0640, 0x200D: return .causing  // tatweel, zero-width joiner
        case 0x200C: return .none             // zero-width non-joiner
        default: break
        }
        if let forms = letters[scalar.value] {
            if forms.medial != 0 { return .dual }
            return forms.final != 0 ? .right : .none
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .none
        }
    }

    struct Forms {
        let isolated: UInt32, final: UInt32, initial: UInt32, medial: UInt32
    }

    /// Lam-alef ligatures, by the alef: U+FEF5 to U+FEFC.
    static let lamAlef: [UInt32: (isolated: UInt32, final: UInt32)] = [
        0x0622: (0xFEF5, 0xFEF6), 0x0623: (0xFEF7, 0xFEF8), 0x0625: (0xFEF9, 0xFEFA), 0x0627: (0xFEFB, 0xFEFC),
    ]

    /// Each letter's presentation forms (0: Unicode has no such shape for
    /// it), from the compatibility decompositions of Arabic Presentation
    /// Forms-A and -B (`<isolated> 0628` is U+FE8F, and so on), for the
    /// letters the shipped font draws.
    static let letters: [UInt32: Forms] = [
    0x0621: Forms(isolated: 0xFE80, final: 0x0000, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER HAMZA
    0x0622: Forms(isolated: 0xFE81, final: 0xFE82, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER ALEF WITH MADDA ABOVE
    0x0623: Forms(isolated: 0xFE83, final: 0xFE84, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER ALEF WITH HAMZA ABOVE
    0x0624: Forms(isolated: 0xFE85, final: 0xFE86, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER WAW WITH HAMZA ABOVE
    0x0625: Forms(isolated: 0xFE87, final: 0xFE88, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER ALEF WITH HAMZA BELOW
    0x0626: Forms(isolated: 0xFE89, final: 0xFE8A, initial: 0xFE8B, medial: 0xFE8C),  // ARABIC LETTER YEH WITH HAMZA ABOVE
    0x0627: Forms(isolated: 0xFE8D, final: 0xFE8E, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER ALEF
    0x0628: Forms(isolated: 0xFE8F, final: 0xFE90, initial: 0xFE91, medial: 0xFE92),  // ARABIC LETTER BEH
    0x0629: Forms(isolated: 0xFE93, final: 0xFE94, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER TEH MARBUTA
    0x062A: Forms(isolated: 0xFE95, final: 0xFE96, initial: 0xFE97, medial: 0xFE98),  // ARABIC LETTER TEH
    0x062B: Forms(isolated: 0xFE99, final: 0xFE9A, initial: 0xFE9B, medial: 0xFE9C),  // ARABIC LETTER THEH
    0x062C: Forms(isolated: 0xFE9D, final: 0xFE9E, initial: 0xFE9F, medial: 0xFEA0),  // ARABIC LETTER JEEM
    0x062D: Forms(isolated: 0xFEA1, final: 0xFEA2, initial: 0xFEA3, medial: 0xFEA4),  // ARABIC LETTER HAH
    0x062E: Forms(isolated: 0xFEA5, final: 0xFEA6, initial: 0xFEA7, medial: 0xFEA8),  // ARABIC LETTER KHAH
    0x062F: Forms(isolated: 0xFEA9, final: 0xFEAA, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER DAL
    0x0630: Forms(isolated: 0xFEAB, final: 0xFEAC, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER THAL
    0x0631: Forms(isolated: 0xFEAD, final: 0xFEAE, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER REH
    0x0632: Forms(isolated: 0xFEAF, final: 0xFEB0, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER ZAIN
    0x0633: Forms(isolated: 0xFEB1, final: 0xFEB2, initial: 0xFEB3, medial: 0xFEB4),  // ARABIC LETTER SEEN
    0x0634: Forms(isolated: 0xFEB5, final: 0xFEB6, initial: 0xFEB7, medial: 0xFEB8),  // ARABIC LETTER SHEEN
    0x0635: Forms(isolated: 0xFEB9, final: 0xFEBA, initial: 0xFEBB, medial: 0xFEBC),  // ARABIC LETTER SAD
    0x0636: Forms(isolated: 0xFEBD, final: 0xFEBE, initial: 0xFEBF, medial: 0xFEC0),  // ARABIC LETTER DAD
    0x0637: Forms(isolated: 0xFEC1, final: 0xFEC2, initial: 0xFEC3, medial: 0xFEC4),  // ARABIC LETTER TAH
    0x0638: Forms(isolated: 0xFEC5, final: 0xFEC6, initial: 0xFEC7, medial: 0xFEC8),  // ARABIC LETTER ZAH
    0x0639: Forms(isolated: 0xFEC9, final: 0xFECA, initial: 0xFECB, medial: 0xFECC),  // ARABIC LETTER AIN
    0x063A: Forms(isolated: 0xFECD, final: 0xFECE, initial: 0xFECF, medial: 0xFED0),  // ARABIC LETTER GHAIN
    0x0641: Forms(isolated: 0xFED1, final: 0xFED2, initial: 0xFED3, medial: 0xFED4),  // ARABIC LETTER FEH
    0x0642: Forms(isolated: 0xFED5, final: 0xFED6, initial: 0xFED7, medial: 0xFED8),  // ARABIC LETTER QAF
    0x0643: Forms(isolated: 0xFED9, final: 0xFEDA, initial: 0xFEDB, medial: 0xFEDC),  // ARABIC LETTER KAF
    0x0644: Forms(isolated: 0xFEDD, final: 0xFEDE, initial: 0xFEDF, medial: 0xFEE0),  // ARABIC LETTER LAM
    0x0645: Forms(isolated: 0xFEE1, final: 0xFEE2, initial: 0xFEE3, medial: 0xFEE4),  // ARABIC LETTER MEEM
    0x0646: Forms(isolated: 0xFEE5, final: 0xFEE6, initial: 0xFEE7, medial: 0xFEE8),  // ARABIC LETTER NOON
    0x0647: Forms(isolated: 0xFEE9, final: 0xFEEA, initial: 0xFEEB, medial: 0xFEEC),  // ARABIC LETTER HEH
    0x0648: Forms(isolated: 0xFEED, final: 0xFEEE, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER WAW
    0x0649: Forms(isolated: 0xFEEF, final: 0xFEF0, initial: 0xFBE8, medial: 0xFBE9),  // ARABIC LETTER ALEF MAKSURA
    0x064A: Forms(isolated: 0xFEF1, final: 0xFEF2, initial: 0xFEF3, medial: 0xFEF4),  // ARABIC LETTER YEH
    0x0679: Forms(isolated: 0xFB66, final: 0xFB67, initial: 0xFB68, medial: 0xFB69),  // ARABIC LETTER TTEH
    0x067A: Forms(isolated: 0xFB5E, final: 0xFB5F, initial: 0xFB60, medial: 0xFB61),  // ARABIC LETTER TTEHEH
    0x067B: Forms(isolated: 0xFB52, final: 0xFB53, initial: 0xFB54, medial: 0xFB55),  // ARABIC LETTER BEEH
    0x067E: Forms(isolated: 0xFB56, final: 0xFB57, initial: 0xFB58, medial: 0xFB59),  // ARABIC LETTER PEH
    0x067F: Forms(isolated: 0xFB62, final: 0xFB63, initial: 0xFB64, medial: 0xFB65),  // ARABIC LETTER TEHEH
    0x0680: Forms(isolated: 0xFB5A, final: 0xFB5B, initial: 0xFB5C, medial: 0xFB5D),  // ARABIC LETTER BEHEH
    0x0683: Forms(isolated: 0xFB76, final: 0xFB77, initial: 0xFB78, medial: 0xFB79),  // ARABIC LETTER NYEH
    0x0684: Forms(isolated: 0xFB72, final: 0xFB73, initial: 0xFB74, medial: 0xFB75),  // ARABIC LETTER DYEH
    0x0686: Forms(isolated: 0xFB7A, final: 0xFB7B, initial: 0xFB7C, medial: 0xFB7D),  // ARABIC LETTER TCHEH
    0x0687: Forms(isolated: 0xFB7E, final: 0xFB7F, initial: 0xFB80, medial: 0xFB81),  // ARABIC LETTER TCHEHEH
    0x0688: Forms(isolated: 0xFB88, final: 0xFB89, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER DDAL
    0x068C: Forms(isolated: 0xFB84, final: 0xFB85, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER DAHAL
    0x068D: Forms(isolated: 0xFB82, final: 0xFB83, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER DDAHAL
    0x068E: Forms(isolated: 0xFB86, final: 0xFB87, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER DUL
    0x0691: Forms(isolated: 0xFB8C, final: 0xFB8D, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER RREH
    0x0698: Forms(isolated: 0xFB8A, final: 0xFB8B, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER JEH
    0x06A4: Forms(isolated: 0xFB6A, final: 0xFB6B, initial: 0xFB6C, medial: 0xFB6D),  // ARABIC LETTER VEH
    0x06A6: Forms(isolated: 0xFB6E, final: 0xFB6F, initial: 0xFB70, medial: 0xFB71),  // ARABIC LETTER PEHEH
    0x06A9: Forms(isolated: 0xFB8E, final: 0xFB8F, initial: 0xFB90, medial: 0xFB91),  // ARABIC LETTER KEHEH
    0x06AD: Forms(isolated: 0xFBD3, final: 0xFBD4, initial: 0xFBD5, medial: 0xFBD6),  // ARABIC LETTER NG
    0x06AF: Forms(isolated: 0xFB92, final: 0xFB93, initial: 0xFB94, medial: 0xFB95),  // ARABIC LETTER GAF
    0x06B1: Forms(isolated: 0xFB9A, final: 0xFB9B, initial: 0xFB9C, medial: 0xFB9D),  // ARABIC LETTER NGOEH
    0x06B3: Forms(isolated: 0xFB96, final: 0xFB97, initial: 0xFB98, medial: 0xFB99),  // ARABIC LETTER GUEH
    0x06BA: Forms(isolated: 0xFB9E, final: 0xFB9F, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER NOON GHUNNA
    0x06BB: Forms(isolated: 0xFBA0, final: 0xFBA1, initial: 0xFBA2, medial: 0xFBA3),  // ARABIC LETTER RNOON
    0x06BE: Forms(isolated: 0xFBAA, final: 0xFBAB, initial: 0xFBAC, medial: 0xFBAD),  // ARABIC LETTER HEH DOACHASHMEE
    0x06C6: Forms(isolated: 0xFBD9, final: 0xFBDA, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER OE
    0x06C7: Forms(isolated: 0xFBD7, final: 0xFBD8, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER U
    0x06C8: Forms(isolated: 0xFBDB, final: 0xFBDC, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER YU
    0x06CB: Forms(isolated: 0xFBDE, final: 0xFBDF, initial: 0x0000, medial: 0x0000),  // ARABIC LETTER VE
    0x06CC: Forms(isolated: 0xFBFC, final: 0xFBFD, initial: 0xFBFE, medial: 0xFBFF),  // ARABIC LETTER FARSI YEH
    0x06D0: Forms(isolated: 0xFBE4, final: 0xFBE5, initial: 0xFBE6, medial: 0xFBE7),  // ARABIC LETTER E
    ]
}
