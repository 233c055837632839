import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// `key=value` in declarations and `NAME.key = value` lines.
extension BlockParser {
    func readPropertyLine(_ line: SourceLine, conditions: [Condition]) {
        guard let assignment = line.lexed.assignment else { return reportUnknownLine(line) }
        let path = assignment.path
        guard path.count >= 2 else {
            error(.syntax, .property(.propertyLineSyntax(found: assignment.target.text)), at: line.location(at: 0), hint: .propertyExample)
            return
        }
        // `a.top = b.top`: an anchor is never a property, so this is a
        // constraint written with a property's `=` (UIKit's Swift spells
        // both with `=`-free calls; the layout language relates with `==`).
        if path.count == 2, Vocabulary.anchors.contains(path[1].text) {
            error(.syntax, .constraint(.assignmentInConstraint), at: line.location(at: assignment.equals), hint: .writeDoubleEquals)
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
        error(.unknownName, .constraint(.unknownView(name)), at: location,
              hint: didYouMean(name, ["root"] + block.itemNames) ?? (block.itemNames.isEmpty ? .declareFirst(name) : nil))
        return nil
    }

    /// One property of `item`: the key looked up in `PropertyTable`, checked
    /// against what may set it, and the value read in its key's shape.
    func readProperty(_ key: String, _ value: String, of item: LayoutItem, keyAt: SourceLocation, valueAt: SourceLocation) -> PropertySetting? {
        guard let property = PropertyTable.declaration(key) else {
            error(.unknownName, .property(.unknownProperty(key)), at: keyAt,
                  hint: didYouMean(key, PropertyTable.keys) ?? .propertiesAre(PropertyTable.keys))
            return nil
        }
        guard property.target.accepts(item) else {
            if let (finding, hint) = property.misplaced?(value) {
                error(.badValue, .property(finding), at: keyAt, hint: hint)
            } else {
                error(.badValue, .property(.appliesOnly(key: key, target: property.target, item: item.name)), at: keyAt)
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
        let reason: PropertyFinding, hint: ParseHint
        switch key {
        case "color" where item.isGuide: (reason, hint) = (.guideColour(item.name), .colourAView)
        case "hidden" where item.isGuide: (reason, hint) = (.guideHidden(item.name), .hideAView)
        case "hidden" where item.isRoot: (reason, hint) = (.rootHidden, .hideSubviews)
        default: return
        }
        diagnostics.append(Diagnostic(.warning, .badValue, ParseMessage(finding: .property(reason), hint: hint), at: keyAt))
    }

    /// 1...1000 or a named level; UIKit stores priorities as Float.
    func priority(_ text: String, at location: SourceLocation) -> Double? {
        if let named = Vocabulary.priorities[text] { return named }
        guard let p = number(text, at: location) else { return nil }
        if let problem = BlockParser.priorityProblem(p) {
            error(.badNumber, .number(problem.finding), at: location, hint: problem.hint)
            return nil
        }
        return Priority.layout(p)
    }

    /// One rule for priorities everywhere (constraints, VFL predicates,
    /// hugging and resistance): 1...1000, as UIKit's `UILayoutPriority`.
    static func priorityProblem(_ p: Double) -> (finding: NumberFinding, hint: ParseHint?)? {
        guard p < 1 || p > 1000 else { return nil }
        return (.priorityOutOfRange(p), p > 1000 ? .useRequired : nil)
    }
}
