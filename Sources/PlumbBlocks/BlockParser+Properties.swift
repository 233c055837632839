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

    /// One property of `item`: the key checked against the table of what
    /// may set it (`PropertyKey.target`), the value read in its key's shape.
    func readProperty(_ key: String, _ value: String, of item: LayoutItem, keyAt: SourceLocation, valueAt: SourceLocation) -> PropertySetting? {
        guard let property = PropertyKey(rawValue: key) else {
            error(.unknownName, "unknown property '\(key)'", at: keyAt,
                  suggestion: didYouMean(key, Vocabulary.declarationKeys) ?? "properties are " + Vocabulary.declarationKeys.joined(separator: ", "))
            return nil
        }
        guard property.target.accepts(item) else {
            reportWrongTarget(property, key, value, of: item, at: keyAt)
            return nil
        }
        warnIfNotDrawn(property, key, of: item, at: keyAt)
        let v = PropertyValue(key: key, text: value, at: valueAt, parser: self)
        switch property {
        case .text: return v.quoted.map(PropertySetting.text)
        case .placeholder: return v.quoted.map(PropertySetting.placeholder)
        case .intrinsic: return v.intrinsicSize
        case .hugging, .huggingH, .huggingV, .resistance, .resistanceH, .resistanceV:
            guard let p = priority(value, at: valueAt), let (hugging, axis) = property.contentPriority else { return nil }
            return hugging ? .hugging(axis, p) : .resistance(axis, p)
        case .hidden: return v.flag.map(PropertySetting.hidden)
        case .color: return color(v)
        case .style: return ItemProperties.ButtonStyle(rawValue: value).map(PropertySetting.buttonStyle) ?? v.bad("plain or filled")
        case .src: return imageSource(v)
        case .contentMode: return v.choice(ItemProperties.ContentMode.self, "content mode").map(PropertySetting.contentMode)
        case .margins: return v.insets(allowSingle: true).map(PropertySetting.margins)
        case .directionalMargins:
            // TOP,LEADING,BOTTOM,TRAILING, read into the left and right slots.
            return v.insets(allowSingle: true).map { .directionalMargins(DirectionalInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right)) }
        case .respectsSystemMinimumMargins: return v.flag.map(PropertySetting.respectsSystemMinimumMargins)
        case .insetsMarginsFromSafeArea: return v.flag.map(PropertySetting.insetsMarginsFromSafeArea)
        case .preservesSuperviewMargins: return v.flag.map(PropertySetting.preservesSuperviewMargins)
        case .safe: return v.insets(allowSingle: false).map(PropertySetting.safe)
        case .font:
            guard let n = v.number else { return nil }
            guard n > 0 else { error(.badNumber, "a font size must be greater than 0", at: valueAt); return nil }
            return .font(n)
        case .lines:
            guard let n = Int(value), n >= 0 else { return v.bad("a whole number of lines, 0 for unlimited") }
            return .lines(n)
        case .alignmentInsets: return v.insets(allowSingle: false).map(PropertySetting.alignmentInsets)
        case .frame: return v.rect.map(PropertySetting.frame)
        case .axis: return Axis(rawValue: value).map(PropertySetting.axis) ?? v.bad("horizontal or vertical")
        case .distribution: return v.choice(StackProperties.Distribution.self, "distribution").map(PropertySetting.distribution)
        case .alignment: return v.choice(StackProperties.Alignment.self, "alignment").map(PropertySetting.alignment)
        case .spacing: return value == "system" ? .spacing(nil) : v.number.map { .spacing($0) }
        case .relativeToMargins: return v.flag.map(PropertySetting.relativeToMargins)
        case .baselineRelative: return v.flag.map(PropertySetting.baselineRelative)
        case .spacingAfter: return v.number.map(PropertySetting.spacingAfter)
        }
    }

    /// "'KEY' applies to … only", or for the root's settings on another
    /// view, how to write them on the root.
    private func reportWrongTarget(_ property: PropertyKey, _ key: String, _ value: String, of item: LayoutItem, at keyAt: SourceLocation) {
        switch property {
        case .safe:
            error(.badValue, "'safe' sets the root's safe-area insets; other views' safe areas follow from the root's", at: keyAt,
                  suggestion: "write 'root.safe = \(value)'")
        case .respectsSystemMinimumMargins:
            error(.badValue, "'viewRespectsSystemMinimumLayoutMargins' is a view controller's setting, for its root view", at: keyAt,
                  suggestion: "write 'root.viewRespectsSystemMinimumLayoutMargins = \(value)'")
        default:
            error(.badValue, "'\(key)' applies to \(property.target.described) only; '\(item.name)' is not one", at: keyAt)
        }
    }

    /// A setting the block accepts but a figure cannot show: a warning, so
    /// that the author is not left wondering why nothing changed. A layout
    /// guide is not a view (UILayoutGuide has no colour and is never
    /// hidden), and the root is the canvas, always drawn.
    private func warnIfNotDrawn(_ property: PropertyKey, _ key: String, of item: LayoutItem, at keyAt: SourceLocation) {
        let reason: String, suggestion: String
        switch property {
        case .color where item.isGuide:
            reason = "'\(item.name)' is a layout guide, which draws nothing: its colour is not drawn"
            suggestion = "colour a view pinned to the guide instead"
        case .hidden where item.isGuide:
            reason = "'\(item.name)' is a layout guide, which is never drawn: 'hidden' changes nothing"
            suggestion = "remove the setting, or hide a view instead"
        case .hidden where item.isRoot:
            reason = "the root is the figure's canvas and is always drawn: 'hidden' on it is not drawn"
            suggestion = "hide its subviews instead"
        default:
            return
        }
        diagnostics.append(Diagnostic(.warning, .badValue, reason, at: keyAt, suggestion: suggestion))
    }

    /// A CSS colour name, a UIKit system colour or `#hex`. An unknown name is
    /// a warning, not an error: the block still solves (colour is display
    /// only), but a box silently drawn in the default colour would hide the typo.
    private func color(_ v: PropertyValue) -> PropertySetting? {
        if v.text.hasPrefix("#") {
            guard [4, 5, 7, 9].contains(v.text.count), v.text.dropFirst().allSatisfy(\.isHexDigit) else {
                return v.bad("a colour as #rgb, #rrggbb or #rrggbbaa")
            }
            return .color(v.text)
        }
        if let css = ColorNames.css(for: v.text) { return .color(css) }
        diagnostics.append(Diagnostic(.warning, .badValue, "unknown colour '\(v.text)': drawn in the default fill", at: v.at,
                                      suggestion: didYouMean(v.text, ColorNames.all) ?? "use a CSS colour name (such as 'tomato'), a system colour (such as 'systemBlue') or #rrggbb"))
        return nil
    }

    /// A path, never a URL: no scheme (`javascript:`, `data:`, `https:`), so
    /// the figure's <img> can only show a file of the site.
    private func imageSource(_ v: PropertyValue) -> PropertySetting? {
        var path = v.text
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
        guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("/") else {
            return v.bad("the path of an image beside the page, such as photo.png")
        }
        block.imageSources.append((path, v.at))
        return .imageSource(path)
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
