import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// `key=value` in declarations and `NAME.key = value` lines.
extension BlockParser {
    func readPropertyLine(_ line: SourceLine, conditions: [Condition]) {
        let content = line.content
        guard let equals = content.firstIndex(of: "=") else { return reportUnknownLine(line) }
        let lhs = String(content[..<equals]).trimmingCharacters(in: " ")
        let rhsRaw = String(content[content.index(after: equals)...])
        let value = rhsRaw.trimmingCharacters(in: " ")
        let valueOffset = content.distance(from: content.startIndex, to: equals) + 1 + rhsRaw.prefix { $0 == " " }.count
        let parts = lhs.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let itemName = parts.first else {
            error(.syntax, "expected 'NAME.property = value', found '\(lhs)'", at: line.location(at: 0),
                  suggestion: "for example 'title.hugging.h = 251'")
            return
        }
        guard let item = resolveItemName(itemName, at: line.location(at: 0)) else { return }
        let key = parts.dropFirst().joined(separator: ".")
        let keyAt = line.location(at: itemName.count + 1)
        guard let setting = readProperty(key, value, of: item, keyAt: keyAt, valueAt: line.location(at: valueOffset)) else { return }
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

    func readProperty(_ key: String, _ value: String, of item: LayoutItem, keyAt: SourceLocation, valueAt: SourceLocation) -> PropertySetting? {
        func bad(_ expected: String) -> PropertySetting? {
            error(.badValue, "'\(key)' expects \(expected), found '\(value)'", at: valueAt)
            return nil
        }
        func flag() -> Bool? {
            switch value {
            case "true", "yes": return true
            case "false", "no": return false
            default: _ = bad("true or false"); return nil
            }
        }
        func insets(allowSingle: Bool) -> Insets? {
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
            if allowSingle && parts.count == 1 { return number(parts[0], at: valueAt).map { Insets(all: $0) } }
            guard parts.count == 4 else {
                _ = bad(allowSingle ? "N or TOP,LEFT,BOTTOM,RIGHT" : "TOP,LEFT,BOTTOM,RIGHT")
                return nil
            }
            let n = parts.compactMap { number($0, at: valueAt) }
            guard n.count == 4 else { return nil }
            return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        func requireKind(_ ok: Bool, _ what: String) -> Bool {
            if !ok { error(.badValue, "'\(key)' applies to \(what) only; '\(item.name)' is not one", at: keyAt) }
            return ok
        }
        let isView = item.viewKind != nil
        guard let property = PropertyKey(rawValue: key) else {
            error(.unknownName, "unknown property '\(key)'", at: keyAt,
                  suggestion: didYouMean(key, Vocabulary.declarationKeys) ?? "properties are " + Vocabulary.declarationKeys.joined(separator: ", "))
            return nil
        }
        switch property {
        case .text:
            guard requireKind(item.viewKind?.showsText == true, "labels, buttons and fields") else { return nil }
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return bad("a quoted string") }
            return .text(quotedText(value, at: valueAt))
        case .intrinsic:
            guard requireKind(isView, "views") else { return nil }
            let parts = value.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { return bad("WIDTHxHEIGHT, with '-' for none on an axis (such as 120x- or -x34)") }
            var values: [ItemProperties.IntrinsicValue] = []
            for p in parts {
                if p == "-" { values.append(.none) }
                else if let n = number(p, at: valueAt) {
                    guard n >= 0 else { error(.badNumber, "an intrinsic size cannot be negative", at: valueAt); return nil }
                    values.append(.points(n))
                } else { return nil }
            }
            return .intrinsic(width: values[0], height: values[1])
        case .hugging, .huggingH, .huggingV, .resistance, .resistanceH, .resistanceV:
            guard requireKind(isView, "views") else { return nil }
            guard let p = priority(value, at: valueAt), let (hugging, axis) = property.contentPriority else { return nil }
            return hugging ? .hugging(axis, p) : .resistance(axis, p)
        case .hidden:
            return flag().map { .hidden($0) }
        case .color:
            if value.hasPrefix("#") {
                guard [4, 5, 7, 9].contains(value.count), value.dropFirst().allSatisfy(\.isHexDigit) else {
                    return bad("a colour as #rgb, #rrggbb or #rrggbbaa")
                }
                return .color(value)
            }
            if let css = ColorNames.css(for: value) { return .color(css) }
            // A box silently drawn in the default colour would hide the
            // typo; the block still solves (colour is display only).
            diagnostics.append(Diagnostic(.warning, .badValue, "unknown colour '\(value)': drawn in the default fill", at: valueAt,
                                          suggestion: didYouMean(value, ColorNames.all) ?? "use a CSS colour name (such as 'tomato'), a system colour (such as 'systemBlue') or #rrggbb"))
            return nil
        case .placeholder:
            guard requireKind(item.viewKind == .field, "fields") else { return nil }
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return bad("a quoted string") }
            return .placeholder(quotedText(value, at: valueAt))
        case .style:
            guard requireKind(item.viewKind == .button, "buttons") else { return nil }
            guard let s = ItemProperties.ButtonStyle(rawValue: value) else { return bad("plain or filled") }
            return .buttonStyle(s)
        case .src:
            guard requireKind(item.viewKind == .image, "image views") else { return nil }
            var path = value
            if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
            // A path, never a URL: no scheme (`javascript:`, `data:`,
            // `https:`), so the figure's <img> can only show a file of the site.
            guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("/") else {
                return bad("the path of an image beside the page, such as photo.png")
            }
            block.imageSources.append((path, valueAt))
            return .imageSource(path)
        case .contentMode:
            guard requireKind(item.viewKind == .image, "image views") else { return nil }
            guard let m = ItemProperties.ContentMode(rawValue: value) else {
                let known = ItemProperties.ContentMode.allCases.map(\.rawValue)
                error(.badValue, "unknown content mode '\(value)'", at: valueAt, suggestion: didYouMean(value, known) ?? "expected one of " + known.joined(separator: ", "))
                return nil
            }
            return .contentMode(m)
        case .margins:
            return insets(allowSingle: true).map { .margins($0) }
        case .respectsSystemMinimumMargins:
            guard item.isRoot else {
                error(.badValue, "'viewRespectsSystemMinimumLayoutMargins' is a view controller's setting, for its root view", at: keyAt,
                      suggestion: "write 'root.viewRespectsSystemMinimumLayoutMargins = \(value)'")
                return nil
            }
            return flag().map { .respectsSystemMinimumMargins($0) }
        case .insetsMarginsFromSafeArea:
            return flag().map { .insetsMarginsFromSafeArea($0) }
        case .safe:
            guard item.isRoot else {
                error(.badValue, "'safe' sets the root's safe-area insets; other views' safe areas follow from the root's", at: keyAt,
                      suggestion: "write 'root.safe = \(value)'")
                return nil
            }
            return insets(allowSingle: false).map { .safe($0) }
        case .font:
            guard requireKind(item.viewKind?.showsText == true, "labels, buttons and fields") else { return nil }
            guard let n = number(value, at: valueAt) else { return nil }
            guard n > 0 else { error(.badNumber, "a font size must be greater than 0", at: valueAt); return nil }
            return .font(n)
        case .lines:
            guard requireKind(item.viewKind == .label, "labels") else { return nil }
            guard let n = Int(value), n >= 0 else { return bad("a whole number of lines, 0 for unlimited") }
            return .lines(n)
        case .alignmentInsets:
            guard requireKind(isView, "views") else { return nil }
            return insets(allowSingle: false).map { .alignmentInsets($0) }
        case .frame:
            guard requireKind(isView, "views") else { return nil }
            let parts = value.split(separator: ",").map(String.init)
            guard parts.count == 4 else { return bad("X,Y,WIDTH,HEIGHT") }
            let n = parts.compactMap { number($0, at: valueAt) }
            guard n.count == 4 else { return nil }
            return .frame(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .axis:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            guard let a = Axis(rawValue: value) else { return bad("horizontal or vertical") }
            return .axis(a)
        case .distribution:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            guard let d = StackProperties.Distribution(rawValue: value) else {
                let known = StackProperties.Distribution.allCases.map(\.rawValue)
                error(.badValue, "unknown distribution '\(value)'", at: valueAt, suggestion: didYouMean(value, known) ?? "expected one of " + known.joined(separator: ", "))
                return nil
            }
            return .distribution(d)
        case .alignment:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            guard let a = StackProperties.Alignment(rawValue: value) else {
                let known = StackProperties.Alignment.allCases.map(\.rawValue)
                error(.badValue, "unknown alignment '\(value)'", at: valueAt, suggestion: didYouMean(value, known) ?? "expected one of " + known.joined(separator: ", "))
                return nil
            }
            return .alignment(a)
        case .spacing:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            if value == "system" { return .spacing(nil) }
            return number(value, at: valueAt).map { .spacing($0) }
        case .relativeToMargins:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            return flag().map { .relativeToMargins($0) }
        case .baselineRelative:
            guard requireKind(item.viewKind == .stack, "stack views") else { return nil }
            return flag().map { .baselineRelative($0) }
        case .spacingAfter:
            guard requireKind(item.container?.viewKind == .stack, "arranged views of a stack") else { return nil }
            return number(value, at: valueAt).map { .spacingAfter($0) }
        }
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
