import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// `key=value` in declarations and `NAME.key = value` lines.
extension BlockParser {
    func readPropertyLine(_ line: SourceLine, conditions: [Condition]) {
        guard let assignment = line.lexed.assignment else { return reportUnknownLine(line) }
        let path = assignment.path
        guard path.count >= 2 else {
            error(.syntax, "expected 'NAME.property = value', found '\(assignment.target.text)'", at: line.location(at: 0),
                  suggestion: "for example 'title.hugging.h = 251'")
            return
        }
        let itemName = path[0].text, value = assignment.value.text
        guard let item = resolveItemName(itemName, at: line.location(at: 0)) else { return }
        let key = path.dropFirst().map(\.text).joined(separator: ".")
        let keyAt = line.location(at: path[1].offset)
        guard let setting = readProperty(key, value, of: item, keyAt: keyAt, valueAt: line.location(at: assignment.value.offset)) else { return }
        if conditions.isEmpty {
            item.properties.apply(setting)
        } else {
            block.settings.append(LayoutBlock.Setting(item: item, setting: setting, conditions: conditions, location: line.location(at: 0)))
        }
    }

    /// A declared item by name, or the root; reports unknown names.
    func resolveItemName(_ name: String, at location: SourceLocation) -> LayoutItem? {
        if let item = block.item(named: name) { return item }
        if failedNames.contains(name) { return nil }
        error(.unknownName, "unknown view '\(name)'", at: location,
              suggestion: didYouMean(name, ["root"] + block.itemNames) ?? (block.itemNames.isEmpty
                ? "declare it first, for example 'view \(name)'" : nil))
        return nil
    }

    /// One property of `item`: the key looked up in `PropertyTable`, checked
    /// against what may set it, and the value read in its key's shape.
    func readProperty(_ key: String, _ value: String, of item: LayoutItem, keyAt: SourceLocation, valueAt: SourceLocation) -> PropertySetting? {
        guard let property = PropertyTable.declaration(key) else {
            error(.unknownName, "unknown property '\(key)'", at: keyAt,
                  suggestion: didYouMean(key, PropertyTable.keys) ?? "properties are " + PropertyTable.keys.joined(separator: ", "))
            return nil
        }
        guard property.target.accepts(item) else {
            if let (message, suggestion) = property.misplaced?(value) {
                error(.badValue, message, at: keyAt, suggestion: suggestion)
            } else {
                error(.badValue, "'\(key)' applies to \(property.target.described) only; '\(item.name)' is not one", at: keyAt)
            }
            return nil
        }
        warnIfNotDrawn(key, of: item, at: keyAt)
        return property.read(PropertyValue(key: key, text: value, at: valueAt, parser: self))
    }

    /// A setting the block accepts but a figure cannot show: a warning, so
    /// that the author is not left wondering why nothing changed. A layout
    /// guide is not a view (UILayoutGuide has no colour and is never
    /// hidden), and the root is the canvas, always drawn.
    private func warnIfNotDrawn(_ key: String, of item: LayoutItem, at keyAt: SourceLocation) {
        let reason: String, suggestion: String
        switch key {
        case "color" where item.isGuide:
            reason = "'\(item.name)' is a layout guide, which draws nothing: its colour is not drawn"
            suggestion = "colour a view pinned to the guide instead"
        case "hidden" where item.isGuide:
            reason = "'\(item.name)' is a layout guide, which is never drawn: 'hidden' changes nothing"
            suggestion = "remove the setting, or hide a view instead"
        case "hidden" where item.isRoot:
            reason = "the root is the figure's canvas and is always drawn: 'hidden' on it is not drawn"
            suggestion = "hide its subviews instead"
        default:
            return
        }
        diagnostics.append(Diagnostic(.warning, .badValue, reason, at: keyAt, suggestion: suggestion))
    }

    /// 1...1000 or a named level; UIKit stores priorities as Float.
    func priority(_ text: String, at location: SourceLocation) -> Double? {
        if let named = Vocabulary.priorities[text] { return named }
        guard let p = number(text, at: location) else { return nil }
        if let problem = BlockParser.priorityProblem(p) {
            error(.badNumber, problem.message, at: location, suggestion: problem.suggestion)
            return nil
        }
        return Priority.layout(p)
    }

    /// One rule for priorities everywhere (constraints, VFL predicates,
    /// hugging and resistance): 1...1000, as UIKit's `UILayoutPriority`.
    static func priorityProblem(_ p: Double) -> (message: String, suggestion: String?)? {
        guard p < 1 || p > 1000 else { return nil }
        return ("priority \(p.compact) is out of range: use 1...1000 or required, high, low, fitting", p > 1000 ? "use 1000 (required)" : nil)
    }
}
