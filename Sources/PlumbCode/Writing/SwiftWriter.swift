import PlumbLayout
import PlumbSolver

/// A plan as Swift: the views made and added as UIKit code makes them, then
/// the constraints in the dialect's style (the anchor API, SnapKit or VFL
/// strings), each condition's lines under an `if`.
struct SwiftWriter {
    /// The call that sets `view`'s content hugging or compression
    /// resistance on `axis` (`.defaultLow + 1` for 251): a Code tab's line,
    /// and a fix a message suggests.
    static func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to priority: Double) -> String {
        "\(view).setContent\(hugging ? "Hugging" : "CompressionResistance")Priority(\(SwiftSyntax.priority(priority)), for: .\(axis.rawValue))"
    }

    let plan: CodePlan
    let dialect: CodeDialect
    private var lines: [String] = []
    private var indent = ""
    /// Each group of VFL rows names its views in a dictionary of its own.
    private var visualFormatGroups = 0
    /// Constraints written as VFL rows: a VFL tab with none is withheld.
    private var visualFormatRows = 0
    /// A view VFL cannot name (`标签`) whose constraint would otherwise
    /// have been a row: the reason a VFL tab with no row is withheld.
    private var unnamableInVisualFormat: String?
    /// Names given to constraints so far in the code's top scope: the
    /// anchor runs between VFL rows must not declare one twice.
    private var constraintNames: Set<String> = []

    static func write(_ plan: CodePlan, dialect: CodeDialect) throws -> String {
        var writer = SwiftWriter(plan: plan, dialect: dialect)
        try writer.run()
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private init(plan: CodePlan, dialect: CodeDialect) {
        self.plan = plan
        self.dialect = dialect
    }

    private mutating func line(_ text: String) { lines.append(text.isEmpty ? "" : indent + text) }

    private mutating func run() throws {
        // A keyword is written in backticks; a variable named like a type
        // the code uses (`let UIView = UIView()`) would hide it.
        if let clash = plan.items.first(where: { CodeNames.clashesInSwift($0.name) }) {
            throw CodePlanRefusal.reservedName(view: clash.name)
        }
        if !plan.options.isEmpty { line("// plumb: \(plan.options)") }
        if let caption = plan.block.caption { line("// \(caption.replacingOccurrences(of: "\n", with: " "))") }
        if dialect == .snapKit { line("import SnapKit") }
        for subclass in plan.subclasses { writeSubclass(subclass) }
        if !lines.isEmpty { line("") }
        writeRootProperties()
        for item in plan.items { writeItem(item) }
        for group in plan.groups { try writeGroup(group) }
        if dialect == .visualFormat && visualFormatRows == 0 {
            throw unnamableInVisualFormat.map { CodePlanRefusal.visualFormatName(view: $0) } ?? .noVisualFormatRow
        }
    }

    private mutating func writeSubclass(_ s: CodePlan.Subclass) {
        func dimension(_ v: Double?) -> String { v.map(SwiftSyntax.number) ?? "UIView.noIntrinsicMetric" }
        line("")
        line("class \(s.name): \(s.base) {")
        if let size = s.intrinsic {
            line("    override var intrinsicContentSize: CGSize {")
            line("        return CGSize(width: \(dimension(size.width)), height: \(dimension(size.height)))")
            line("    }")
        }
        if let i = s.alignmentInsets {
            line("    override var alignmentRectInsets: UIEdgeInsets {")
            line("        return UIEdgeInsets(top: \(n(i.top)), left: \(n(i.left)), bottom: \(n(i.bottom)), right: \(n(i.right)))")
            line("    }")
        }
        line("}")
    }

    private mutating func writeRootProperties() {
        let root = plan.block.root
        let settings = plan.properties[root.name] ?? []
        for setting in settings { for text in settingLines(root, setting) { line(text) } }
        if !settings.isEmpty { line("") }
    }

    private mutating func writeItem(_ item: LayoutItem) {
        let name = SwiftSyntax.item(item)
        guard let container = item.container else { return }
        if item.isGuide {
            line("let \(name) = UILayoutGuide()")
            line("\(SwiftSyntax.item(container)).addLayoutGuide(\(name))")
            line("")
            return
        }
        line("let \(name) = \(make(item))")
        for setting in plan.properties[item.name] ?? [] {
            if case .spacingAfter = setting { continue }
            for text in settingLines(item, setting) { line(text) }
        }
        let arranged = container.viewKind == .stack
        if let f = item.properties.frame {
            line("\(name).frame = CGRect(x: \(n(f.x)), y: \(n(f.y)), width: \(n(f.width)), height: \(n(f.height)))")
        } else if !arranged && !(dialect == .snapKit && hasSnapKitBlock(item)) {
            line("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        line(arranged ? "\(SwiftSyntax.item(container)).addArrangedSubview(\(name))" : "\(SwiftSyntax.item(container)).addSubview(\(name))")
        if case .spacingAfter(let s)? = (plan.properties[item.name] ?? []).first(where: { if case .spacingAfter = $0 { return true }; return false }) {
            line("\(SwiftSyntax.item(container)).setCustomSpacing(\(n(s)), after: \(name))")
        }
        line("")
    }

    /// SnapKit's `makeConstraints` turns autoresizing off itself.
    private func hasSnapKitBlock(_ item: LayoutItem) -> Bool {
        plan.groups.contains { $0.conditions.isEmpty && $0.constraints.contains { $0.first.refs[0].item === item } }
    }

    private func make(_ item: LayoutItem) -> String {
        let className = plan.subclassOf[item.name] ?? CodePlan.className(item.kind) ?? "UIView"
        guard item.viewKind == .button else { return className + "()" }
        // The look the figure was drawn with: a configuration's, or none.
        let style = item.properties.buttonStyle
        return style == .system ? "\(className)(type: .system)" : "\(className)(configuration: .\(style)())"
    }

    private func n(_ v: Double) -> String { SwiftSyntax.number(v) }

    /// Where a view's font is set: a button's is its title label's
    /// (`UIButton.font` went with iOS 3 and is unavailable in Swift).
    private func font(of item: LayoutItem) -> String {
        SwiftSyntax.item(item) + (item.viewKind == .button ? ".titleLabel?.font" : ".font")
    }

    /// `.systemFont(ofSize:)`, `.boldSystemFont(ofSize:)` or `.systemFont(ofSize:weight:)`.
    private func systemFont(_ size: Double, _ weight: FontWeight) -> String { systemFont(n(size), weight) }

    private func systemFont(_ size: String, _ weight: FontWeight) -> String {
        switch weight {
        case .regular: return ".systemFont(ofSize: \(size))"
        case .bold: return ".boldSystemFont(ofSize: \(size))"
        default: return ".systemFont(ofSize: \(size), weight: \(weight.swiftName))"
        }
    }

    /// One property setting as Swift statements.
    func settingLines(_ item: LayoutItem, _ setting: PropertySetting) -> [String] {
        let v = SwiftSyntax.item(item)
        switch setting {
        case .text(let t) where item.viewKind?.showsText != true:
            return [CodeComment.textNotShown(view: v, literal: SwiftSyntax.string(t), className: CodePlan.className(item.kind)).text(in: plan.language)]
        case .text(let t):
            return item.viewKind == .button ? ["\(v).setTitle(\(SwiftSyntax.string(t)), for: .normal)"] : ["\(v).text = \(SwiftSyntax.string(t))"]
        case .placeholder(let t): return ["\(v).placeholder = \(SwiftSyntax.string(t))"]
        case .font(let size, let weight): return ["\(font(of: item)) = \(systemFont(size, weight))"]
        case .textStyle(let style, _, nil): return ["\(font(of: item)) = .preferredFont(forTextStyle: .\(style))"]
        case .textStyle(let style, _, let weight?) where plan.block.contentSize == .large:
            // A style in another weight: the weighted font at the style's
            // Large size, scaled as the style is (UIKit has no call that
            // reweights a preferred font).
            let large = ContentSizeCategory.large.pointSize(forTextStyle: style) ?? 17
            return ["\(font(of: item)) = UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(systemFont(large, weight)))"]
        case .textStyle(let style, _, let weight?):
            // At another category UIFontMetrics' scale is not the style's
            // size (Plumb cannot draw it): the weighted font at the style's
            // own size there.
            return ["\(font(of: item)) = \(systemFont("UIFont.preferredFont(forTextStyle: .\(style)).pointSize", weight))"]
        case .lines(let count): return ["\(v).numberOfLines = \(count)"]
        case .buttonStyle(let style): return ["\(v).configuration = " + (style == .system ? "nil" : ".\(style)()")]
        case .imageSource(let src): return ["\(v).image = UIImage(named: \(SwiftSyntax.string(src)))"]
        case .contentMode(let mode): return ["\(v).contentMode = .\(mode.rawValue)"]
        case .color(let css):
            if let c = SwiftSyntax.color(css) { return ["\(v).backgroundColor = \(c)"] }
            return [CodeComment.unnamedColour(view: v, css: css, objectiveC: false).text(in: plan.language)]
        case .hidden(let h): return ["\(v).isHidden = \(h)"]
        case .axis(let a): return ["\(v).axis = .\(a.rawValue)"]
        case .distribution(let d): return ["\(v).distribution = .\(d.rawValue)"]
        case .alignment(let a): return ["\(v).alignment = .\(a.rawValue)"]
        case .spacing(let s): return ["\(v).spacing = \(s.map(n) ?? "UIStackView.spacingUseSystem")"]
        case .relativeToMargins(let b): return ["\(v).isLayoutMarginsRelativeArrangement = \(b)"]
        case .baselineRelative(let b): return ["\(v).isBaselineRelativeArrangement = \(b)"]
        case .margins(let i): return ["\(v).layoutMargins = \(SwiftSyntax.insets(i))"]
        case .directionalMargins(let i): return ["\(v).directionalLayoutMargins = \(SwiftSyntax.directionalInsets(i))"]
        case .insetsMarginsFromSafeArea(let b): return ["\(v).insetsLayoutMarginsFromSafeArea = \(b)"]
        case .preservesSuperviewMargins(let b): return ["\(v).preservesSuperviewLayoutMargins = \(b)"]
        case .boundsOrigin(let o):
            let point = "CGPoint(x: \(n(o.x)), y: \(n(o.y)))"
            return [item.viewKind == .scroll ? "\(v).contentOffset = \(point)" : "\(v).bounds.origin = \(point)"]
        case .respectsSystemMinimumMargins(let b): return ["viewRespectsSystemMinimumLayoutMargins = \(b)"]
        case .hugging(let axis, let p):
            return Axis.allCases.filter { axis == nil || axis == $0 }.map {
                SwiftWriter.contentPrioritySetting(of: v, hugging: true, axis: $0, to: p)
            }
        case .resistance(let axis, let p):
            return Axis.allCases.filter { axis == nil || axis == $0 }.map {
                SwiftWriter.contentPrioritySetting(of: v, hugging: false, axis: $0, to: p)
            }
        case .spacingAfter(let s): return ["\(item.container.map(SwiftSyntax.item) ?? "view").setCustomSpacing(\(n(s)), after: \(v))"]
        case .frame(let f): return ["\(v).frame = CGRect(x: \(n(f.x)), y: \(n(f.y)), width: \(n(f.width)), height: \(n(f.height)))"]
        case .intrinsic, .safe, .alignmentInsets:
            return []   // refused by the plan: no code sets them on an existing view
        }
    }

    private mutating func writeGroup(_ group: CodePlan.Group) throws {
        if !group.conditions.isEmpty && lines.last?.isEmpty == false { line("") }
        for c in group.conditions {
            if case .width = c { line(CodeComment.widthCondition(condition: "\(c)", objectiveC: false).text(in: plan.language)) }
            line("if \(SwiftSyntax.condition(c)) {")
            indent += "    "
        }
        for (item, setting) in group.settings { for text in settingLines(item, setting) { line(text) } }
        switch dialect {
        case .snapKit: try writeSnapKit(group.constraints)
        case .visualFormat: try writeVisualFormat(group.constraints)
        default: try writeAnchors(group.constraints)
        }
        for _ in group.conditions {
            indent.removeLast(4)
            line("}")
        }
    }

    // MARK: The anchor API

    private mutating func writeAnchors(_ constraints: [LayoutConstraint]) throws {
        guard !constraints.isEmpty else { return }
        let names = CodePlan.constraintNames(constraints, taken: Set(plan.items.map(\.name)).union(plan.subclasses.map(\.name)).union(constraintNames))
        // Only VFL splits one scope's constraints into several anchor runs;
        // the other dialects keep the names they always had.
        if dialect == .visualFormat { constraintNames.formUnion(names.values) }
        var list: [String] = []
        for (i, c) in constraints.enumerated() {
            let text = try SwiftWriter.anchorConstraint(c)
            guard let name = names[i] else { list.append(text); continue }
            // Constraints are made in the block's order (which one UIKit
            // breaks first can depend on it): the ones before are activated first.
            activate(&list)
            line("let \(name) = \(text)")
            if c.priority != Priority.required { line("\(name).priority = \(SwiftSyntax.priority(c.priority, named: c.namedPriority))") }
            if let id = c.identifier { line("\(name).identifier = \(SwiftSyntax.string(id))") }
            list.append(name)
        }
        activate(&list)
    }

    private mutating func activate(_ list: inout [String]) {
        guard !list.isEmpty else { return }
        line("NSLayoutConstraint.activate([")
        for text in list { line("    \(text),") }
        line("])")
        list = []
    }

    static func term(_ t: AnchorTerm) -> String {
        switch t {
        case .anchor(let a): return SwiftSyntax.anchor(a)
        case .distance(let a, let b): return "\(SwiftSyntax.anchor(a)).anchorWithOffset(to: \(SwiftSyntax.anchor(b)))"
        }
    }

    static func anchorConstraint(_ c: LayoutConstraint) throws -> String {
        if MarginAttribute.involved(c) {
            guard case .anchor(let a) = c.first, case .anchor(let b)? = c.second else { throw CodePlanRefusal.systemGuideInsideView(line: c.location.line) }
            return itemAttributeConstraint(a, b, c)
        }
        let first = term(c.first)
        let rel = SwiftSyntax.relationLabel(c.relation)
        let k = c.constant.points
        guard let second = c.second else { return "\(first).constraint(\(rel)Constant: \(SwiftSyntax.number(k)))" }
        if case .system(let m) = c.constant, c.relation != .lessOrEqual, c.multiplier == 1, case .anchor(let a) = second, a.anchor.kind != .dimension,
           case .anchor = c.first {
            return "\(first).constraint(\(rel)SystemSpacing\(a.anchor.axis == .horizontal ? "After" : "Below"): \(term(second)), multiplier: \(SwiftSyntax.number(m)))"
        }
        if c.multiplier != 1 && c.first.kind != .dimension {
            // The anchor API gives multipliers to dimensions only; NSLayoutConstraint's initializer takes any.
            guard case .anchor(let a) = c.first, case .anchor(let b) = second else { throw CodePlanRefusal.multipliedDistance(line: c.location.line) }
            return itemAttributeConstraint(a, b, c)
        }
        var args = "\(rel): \(term(second))"
        if c.multiplier != 1 { args += ", multiplier: \(SwiftSyntax.number(c.multiplier))" }
        if k != 0 { args += ", constant: \(SwiftSyntax.number(k))" }
        return "\(first).constraint(\(args))"
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// what a multiplied position or a content area's margin (`.leadingMargin`) needs.
    private static func itemAttributeConstraint(_ a: AnchorRef, _ b: AnchorRef, _ c: LayoutConstraint) -> String {
        let (x, y) = (MarginAttribute.side(a, item: SwiftSyntax.item), MarginAttribute.side(b, item: SwiftSyntax.item))
        let relation = ["==": "equal", ">=": "greaterThanOrEqual", "<=": "lessThanOrEqual"][c.relation.rawValue]!
        return "NSLayoutConstraint(item: \(x.item), attribute: .\(x.attribute), relatedBy: .\(relation), toItem: \(y.item), attribute: .\(y.attribute), multiplier: \(SwiftSyntax.number(c.multiplier)), constant: \(SwiftSyntax.number(c.constant.points)))"
    }

    // MARK: SnapKit

    private mutating func writeSnapKit(_ constraints: [LayoutConstraint]) throws {
        var runs: [(owner: String, lines: [String])] = []
        for written in constraints {
            let (owner, text) = try SwiftWriter.snapKitConstraint(written)
            // Consecutive constraints of one view share a block; the block's order is kept.
            if runs.last?.owner == owner { runs[runs.count - 1].lines.append(text) } else { runs.append((owner, [text])) }
        }
        for run in runs {
            line("\(run.owner).snp.makeConstraints { make in")
            for text in run.lines { line("    \(text)") }
            line("}")
        }
    }

    /// One constraint as a line of a SnapKit block (`make.width.equalTo(300)`),
    /// and the view whose block it belongs in.
    static func snapKitConstraint(_ written: LayoutConstraint) throws -> (owner: String, text: String) {
        var c = written
        if written.first.refs[0].item.viewKind == nil {
            // SnapKit makes constraints for views: one that starts at a guide or the root is written from its other side.
            guard let turned = CodePlan.swapped(written), turned.first.refs[0].item.viewKind != nil else {
                throw CodePlanRefusal.noSnapKitStart(line: written.location.line)
            }
            c = turned
        }
        if c.first.refs[0].item.properties.frame != nil {
            throw CodePlanRefusal.autoresizingFrameInSnapKit(view: c.first.refs[0].item.name)
        }
        guard case .anchor(let a) = c.first else { throw CodePlanRefusal.distanceBetweenAnchorsInSnapKit(line: c.location.line) }
        let owner = SwiftSyntax.item(a.item)
        var text = "make.\(a.anchor.rawValue).\(SwiftSyntax.relationLabel(c.relation))("
        switch c.second {
        case nil: text += SwiftSyntax.number(c.constant.points) + ")"
        case .distance?: throw CodePlanRefusal.distanceBetweenAnchorsInSnapKit(line: c.location.line)
        case .anchor(let b)?:
            guard MarginAttribute.of(a) == nil else { throw CodePlanRefusal.systemGuideInsideView(line: c.location.line) }
            let side = MarginAttribute.side(b, item: SwiftSyntax.item)
            text += "\(side.item).snp.\(side.attribute))"
            if c.multiplier != 1 { text += ".multipliedBy(\(SwiftSyntax.number(c.multiplier)))" }
            if c.constant.points != 0 { text += ".offset(\(SwiftSyntax.number(c.constant.points)))" }
        }
        if c.priority != Priority.required { text += ".priority(\(SwiftSyntax.number(c.priority)))" }
        if let id = c.identifier { text += ".labeled(\(SwiftSyntax.string(id)))" }
        return (owner, text)
    }

    // MARK: VFL

    /// Rows where VFL says the constraint, the anchor API for the rest, in
    /// the block's order (as Apple's VFL guide advises: VFL for what it
    /// says, anchors beside it). One dictionary names the rows' views.
    private mutating func writeVisualFormat(_ constraints: [LayoutConstraint]) throws {
        guard !constraints.isEmpty else { return }
        enum Segment { case rows([(format: String, views: [String])]), anchors([LayoutConstraint]) }
        var segments: [Segment] = []
        for c in constraints {
            guard let row = VisualFormatRow.eitherWay(c) else {
                if unnamableInVisualFormat == nil { unnamableInVisualFormat = VisualFormatRow.unnamable(c) }
                if case .anchors(let list)? = segments.last { segments[segments.count - 1] = .anchors(list + [c]) } else { segments.append(.anchors([c])) }
                continue
            }
            visualFormatRows += 1
            guard case .rows(var rows)? = segments.last else { segments.append(.rows([(row.format, row.views)])); continue }
            // A row that goes on from the view the last one ended at joins it
            // (`H:|-8-[a]` then `H:[a]-8-[b]`: `H:|-8-[a]-8-[b]`), keeping the constraints' order.
            if let last = rows.last, let joined = VisualFormatRow.join(last.format, row.format) {
                rows[rows.count - 1] = (joined, last.views + row.views.filter { !last.views.contains($0) })
            } else {
                rows.append((row.format, row.views))
            }
            segments[segments.count - 1] = .rows(rows)
        }
        var names: [String] = []
        for case .rows(let rows) in segments { for row in rows { for v in row.views where !names.contains(v) { names.append(v) } } }
        var key = ""
        if !names.isEmpty {
            // `views`, `views2`, ...: a name no view has.
            let viewNames = Set(plan.items.map(\.name))
            repeat {
                visualFormatGroups += 1
                key = visualFormatGroups == 1 ? "views" : "views\(visualFormatGroups)"
            } while viewNames.contains(key)
            line("let \(key): [String: Any] = [\(names.map { "\(SwiftSyntax.string($0)): \(CodeNames.swift($0))" }.joined(separator: ", "))]")
        }
        for segment in segments {
            switch segment {
            case .anchors(let list): try writeAnchors(list)
            case .rows(let rows):
                for row in rows {
                    line("NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \(SwiftSyntax.string(row.format)), options: [], metrics: nil, views: \(key)))")
                }
            }
        }
    }
}
