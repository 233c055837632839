import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// How the model's values are spelled in Swift: names of items and
/// anchors, literals, colours, priorities. Shared by the three Swift
/// dialects (anchors, SnapKit, VFL).
enum SwiftSyntax {
    static func number(_ v: Double) -> String { NumberText.exact(v) }

    static func string(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if ch.value < 0x20 || ch.value == 0x7f { out += "\\u{\(String(ch.value, radix: 16))}" } else { out.unicodeScalars.append(ch) }
            }
        }
        return out + "\""
    }

    /// The item as code reaches it: the root is `view`, a system guide its
    /// owner's property, a view named with a keyword in backticks.
    static func item(_ item: LayoutItem) -> String {
        if item.isRoot { return "view" }
        if case .guide(let kind) = item.kind, kind != .custom {
            let owner = item.container.map(self.item) ?? "view"
            return owner + "." + guideProperty(kind)
        }
        return CodeNames.swift(item.name)
    }

    static func guideProperty(_ kind: GuideKind) -> String {
        switch kind {
        case .safe: return "safeAreaLayoutGuide"
        case .margins: return "layoutMarginsGuide"
        case .readable: return "readableContentGuide"
        case .content: return "contentLayoutGuide"
        case .frame: return "frameLayoutGuide"
        case .custom, .contentMargins, .arrangement: return "layoutGuide"
        }
    }

    static func anchor(_ ref: AnchorRef) -> String { item(ref.item) + "." + ref.anchor.rawValue + "Anchor" }

    static func relationLabel(_ r: Constraint.Relation) -> String {
        switch r {
        case .equal: return "equalTo"
        case .greaterOrEqual: return "greaterThanOrEqualTo"
        case .lessOrEqual: return "lessThanOrEqualTo"
        }
    }

    /// `.defaultHigh`, `.defaultHigh + 1`, or `UILayoutPriority(rawValue: 740)`.
    static func priority(_ value: Double, named: NamedPriority? = nil) -> String {
        let names: [(String, Double)] = [("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50)]
        if let named {
            let bare = named.name.hasPrefix(".") ? String(named.name.dropFirst()) : named.name
            let full = ["high": "defaultHigh", "low": "defaultLow"][bare] ?? bare
            if let (name, base) = names.first(where: { $0.0 == full }), base + named.offset == value {
                if named.offset == 0 { return "." + name }
                return ".\(name) \(named.offset > 0 ? "+" : "-") \(number(abs(named.offset)))"
            }
        }
        if let (name, _) = names.first(where: { $0.1 == value }) { return "." + name }
        // 251 and 749 read as UIKit code writes them: a step off a named level.
        if let (name, base) = names.first(where: { abs($0.1 - value) <= 10 && value < 1000 }) {
            return ".\(name) \(value > base ? "+" : "-") \(number(abs(value - base)))"
        }
        return "UILayoutPriority(rawValue: \(number(value)))"
    }

    /// UIKit's name for a colour the figure draws, or nil when UIKit names
    /// none (a CSS name): the code then says so in a comment.
    static func uikitColorName(_ css: String) -> String? {
        uikitNames[css] ?? SystemColors.name(for: css)
    }

    /// Each colour UIKit names, by its CSS: the first name in alphabetical
    /// order where two name one colour. Made once (sorting the table at
    /// every colour was a Code tab's largest cost).
    private static let uikitNames: [String: String] = {
        var names: [String: String] = [:]
        for (name, css) in ProgramReader.uikitColors.sorted(by: { $0.key < $1.key }) where names[css] == nil { names[css] = name }
        return names
    }()

    /// `#rrggbb` as red, green and blue from 0 to 1.
    static func components(_ css: String) -> (Double, Double, Double)? {
        guard css.count == 7, css.first == "#", let v = UInt32(css.dropFirst(), radix: 16) else { return nil }
        return (Double(v >> 16 & 0xff), Double(v >> 8 & 0xff), Double(v & 0xff))
    }

    static func color(_ css: String) -> String? {
        if let name = uikitColorName(css) { return "." + name }
        guard let (r, g, b) = components(css) else { return nil }
        return "UIColor(red: \(number(r))/255, green: \(number(g))/255, blue: \(number(b))/255, alpha: 1)"
    }

    static func insets(_ i: Insets) -> String {
        "UIEdgeInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))"
    }

    static func directionalInsets(_ i: DirectionalInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(i.top)), leading: \(number(i.leading)), bottom: \(number(i.bottom)), trailing: \(number(i.trailing)))"
    }

    /// The question a `when` condition asks, in Swift.
    static func condition(_ c: Condition) -> String {
        switch c {
        case .sizeClass(let s): return "traitCollection.horizontalSizeClass == .\(s.rawValue)"
        case .width(let op, let w): return "view.bounds.width \(op.rawValue) \(number(w))"
        case .direction(let d): return "view.effectiveUserInterfaceLayoutDirection == .\(d == .rtl ? "rightToLeft" : "leftToRight")"
        }
    }
}
