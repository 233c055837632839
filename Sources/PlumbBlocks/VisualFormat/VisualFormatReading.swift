import PlumbDiagnostics
import PlumbLayout

/// A VFL string from outside a layout block (the code front end's
/// `constraints(withVisualFormat:options:metrics:views:)`): read by the same
/// parser and lowering as a block's VFL line, its names resolved only
/// through the `views` dictionary, as UIKit resolves them.
public enum VisualFormatReading {
    /// `line` is the format, then the layout language's option words
    /// (`align=centerY`); `location` is where the format's first character
    /// stands.
    public static func constraints(_ line: String, in block: LayoutBlock, views: [String: LayoutItem], metrics: [String: Double],
                                   at location: SourceLocation, conditions: [Condition]) -> ([LayoutConstraint], [Diagnostic]) {
        let parser = BlockParser(block: block, metrics: metrics, visualFormatViews: views)
        let before = block.constraints.count
        parser.readVisualFormat(SourceLine(location: location, indent: 0, content: line, comment: nil, hasTabIndent: false), conditions: conditions)
        let made = Array(block.constraints[before...])
        block.constraints.removeLast(block.constraints.count - before)
        return (made, parser.diagnostics)
    }
}
