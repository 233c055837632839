import Foundation
import PlumbBlocks
import PlumbLayout

/// A constraint UIKit adds, as a cell of the figure's table of them: the
/// constraint in code font, and what the code alone does not say ("the
/// breakpoint's width", "hugging") in the page's language (issue 31).
///
/// Why a template with code placeholders: the words around the code move
/// with the language (`{guide} placed in {owner}`, `{guide} 放在 {owner} 中`),
/// and the code must never be translated or leave its `<code>`.
enum FigureImplicitRow {
    /// `notation`: the block's; a code block's code writes what it can
    /// (`implicitCode`), the layout language the rest.
    static func markup(_ mention: ConstraintMention, words: FigureWords, notation: any LayoutNotation = BlockNotation()) -> Markup {
        let layout = BlockNotation()
        let written = notation.implicitCode(mention)
        switch mention {
        case .rootWidth:
            return filled(words("figureImplicitRootWidth"), ["constraint": written ?? "\(layout.rootDimension(.horizontal)) =="])
        case .fittingHeight:
            return filled(words("figureImplicitFittingHeight"), ["constraint": written ?? "\(layout.rootDimension(.vertical)) == 0 @50"])
        case .contentSize(let view, let axis, let hugging, let size, let priority):
            let constraint = written ?? "\(layout.dimension(axis, of: view)) \(hugging ? "<=" : ">=") \(size.compact) @\(priority.compact)"
            return filled(words(hugging ? "figureImplicitHugging" : "figureImplicitResistance"), ["constraint": constraint])
        case .guidePlacement(let guide, let owner):
            return filled(words("figureImplicitGuidePlacement"), ["guide": guide, "owner": owner])
        case .tieChoice(let view):
            return filled(words("figureImplicitTieChoice"), ["view": view])
        case .written, .canvasHeight, .autoresizing, .stack:
            // All code: the notation says everything.
            var out = Markup()
            out.element("code", text: written ?? layout.implicitConstraint(mention))
            return out
        }
    }

    /// `template` as text, each `{name}` in `code` as a `<code>` element.
    static func filled(_ template: String, _ code: [String: String]) -> Markup {
        var out = Markup()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = code[name] else {
                out.text(String(rest[...close]))
                rest = rest[rest.index(after: close)...]
                continue
            }
            out.text(String(rest[..<open]))
            out.element("code", text: value)
            rest = rest[rest.index(after: close)...]
        }
        out.text(String(rest))
        return out
    }
}
