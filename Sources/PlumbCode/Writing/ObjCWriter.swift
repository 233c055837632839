import PlumbLayout
import PlumbSolver

/// A plan as Objective-C: a view controller's `viewDidLoad` in message
/// syntax, the anchor API's `constraintEqualToAnchor:` family activated
/// with `activateConstraints:`, view classes of its own as `@interface` /
/// `@implementation` pairs.
struct ObjCWriter {
    let plan: CodePlan
    private var lines: [String] = []
    private var indent = "    "

    static func write(_ plan: CodePlan) throws -> String {
        var writer = ObjCWriter(plan: plan)
        try writer.run()
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private init(plan: CodePlan) { self.plan = plan }

    private mutating func line(_ text: String) { lines.append(text.isEmpty ? "" : indent + text) }
    private mutating func top(_ text: String) { lines.append(text) }

    private mutating func run() throws {
        // Objective-C has no escaped names: a view named with one of its
        // words (`BOOL`, `id`, `int`) or a name this code writes is withheld.
        if let clash = plan.items.first(where: { CodeNames.clashesInObjectiveC($0.name) }) {
            throw CodePlanRefusal.reservedName(view: clash.name)
        }
        if !plan.options.isEmpty { top("// plumb: \(plan.options)") }
        if let caption = plan.block.caption { top("// \(caption.replacingOccurrences(of: "\n", with: " "))") }
        for s in plan.subclasses {
            func dimension(_ v: Double?) -> String { v.map(n) ?? "UIViewNoIntrinsicMetric" }
            top("@interface \(s.name) : \(s.base)")
            top("@end")
            top("")
            top("@implementation \(s.name)")
            if let size = s.intrinsic {
                top("- (CGSize)intrinsicContentSize {")
                top("    return CGSizeMake(\(dimension(size.width)), \(dimension(size.height)));")
                top("}")
            }
            if let i = s.alignmentInsets {
                top("- (UIEdgeInsets)alignmentRectInsets {")
                top("    return UIEdgeInsetsMake(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)));")
                top("}")
            }
            top("@end")
            top("")
        }
        // A class of the code's own is made with alloc/init, which gives a
        // button no configuration: one drawn with a configuration is not
        // written (it would draw another button).
        if plan.items.contains(where: { $0.viewKind == .button && plan.subclassOf[$0.name] != nil && $0.properties.buttonStyle != .system }) {
            throw CodePlanRefusal.buttonConfigurationInObjectiveC
        }
        top("@interface FigureViewController : UIViewController")
        top("@end")
        top("")
        top("@implementation FigureViewController")
        top("- (void)viewDidLoad {")
        line("[super viewDidLoad];")
        for setting in plan.properties[plan.block.root.name] ?? [] { for text in settingLines(plan.block.root, setting) { line(text) } }
        for item in plan.items { writeItem(item) }
        for group in plan.groups { try writeGroup(group) }
        top("}")
        top("@end")
    }

    private func n(_ v: Double) -> String { SwiftSyntax.number(v) }

    /// The message that sets `view`'s content hugging or compression
    /// resistance on `axis`: a Code tab's line, and a fix a message suggests.
    static func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to priority: Double) -> String {
        "[\(view) setContent\(hugging ? "Hugging" : "CompressionResistance")Priority:\(SwiftSyntax.number(priority)) "
            + "forAxis:UILayoutConstraintAxis\(capitalized(axis.rawValue))];"
    }

    static func item(_ item: LayoutItem) -> String {
        if item.isRoot { return "self.view" }
        if case .guide(let kind) = item.kind, kind != .custom {
            return (item.container.map(self.item) ?? "self.view") + "." + SwiftSyntax.guideProperty(kind)
        }
        return item.name
    }

    static func string(_ s: String) -> String { "@" + SwiftSyntax.string(s) }

    private static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    private mutating func writeItem(_ item: LayoutItem) {
        let name = item.name
        guard let container = item.container else { return }
        if item.isGuide {
            line("UILayoutGuide *\(name) = [[UILayoutGuide alloc] init];")
            line("[\(ObjCWriter.item(container)) addLayoutGuide:\(name)];")
            line("")
            return
        }
        let className = plan.subclassOf[name] ?? CodePlan.className(item.kind) ?? "UIView"
        if item.viewKind == .button && plan.subclassOf[name] == nil {
            let style = item.properties.buttonStyle
            line(style == .system ? "UIButton *\(name) = [UIButton buttonWithType:UIButtonTypeSystem];"
                 : "UIButton *\(name) = [UIButton buttonWithConfiguration:[UIButtonConfiguration \(style)ButtonConfiguration] primaryAction:nil];")
        } else {
            line("\(className) *\(name) = [[\(className) alloc] init];")
        }
        for setting in plan.properties[name] ?? [] {
            if case .spacingAfter = setting { continue }
            for text in settingLines(item, setting) { line(text) }
        }
        let arranged = container.viewKind == .stack
        if let f = item.properties.frame {
            line("\(name).frame = CGRectMake(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)));")
        } else if !arranged {
            line("\(name).translatesAutoresizingMaskIntoConstraints = NO;")
        }
        line(arranged ? "[\(ObjCWriter.item(container)) addArrangedSubview:\(name)];" : "[\(ObjCWriter.item(container)) addSubview:\(name)];")
        for case .spacingAfter(let s) in plan.properties[name] ?? [] {
            line("[\(ObjCWriter.item(container)) setCustomSpacing:\(n(s)) afterView:\(name)];")
        }
        line("")
    }

    private func bool(_ b: Bool) -> String { b ? "YES" : "NO" }

    /// Where a view's font is set: a button's is its title label's.
    private func font(of item: LayoutItem) -> String {
        ObjCWriter.item(item) + (item.viewKind == .button ? ".titleLabel.font" : ".font")
    }

    /// `[UIFont systemFontOfSize:]`, `boldSystemFontOfSize:` or `systemFontOfSize:weight:`.
    private func systemFont(_ size: Double, _ weight: FontWeight) -> String { systemFont(n(size), weight) }

    private func systemFont(_ size: String, _ weight: FontWeight) -> String {
        switch weight {
        case .regular: return "[UIFont systemFontOfSize:\(size)]"
        case .bold: return "[UIFont boldSystemFontOfSize:\(size)]"
        default: return "[UIFont systemFontOfSize:\(size) weight:\(weight.objectiveCName)]"
        }
    }

    func settingLines(_ item: LayoutItem, _ setting: PropertySetting) -> [String] {
        let v = ObjCWriter.item(item)
        switch setting {
        case .text(let t) where item.viewKind?.showsText != true:
            return [CodeComment.textNotShown(view: v, literal: ObjCWriter.string(t), className: CodePlan.className(item.kind)).text(in: plan.language)]
        case .text(let t):
            return item.viewKind == .button ? ["[\(v) setTitle:\(ObjCWriter.string(t)) forState:UIControlStateNormal];"] : ["\(v).text = \(ObjCWriter.string(t));"]
        case .placeholder(let t): return ["\(v).placeholder = \(ObjCWriter.string(t));"]
        case .font(let size, let weight): return ["\(font(of: item)) = \(systemFont(size, weight));"]
        case .textStyle(let style, _, nil): return ["\(font(of: item)) = [UIFont preferredFontForTextStyle:UIFontTextStyle\(ObjCWriter.capitalized(style))];"]
        case .textStyle(let style, _, let weight?) where plan.block.contentSize == .large:
            let large = ContentSizeCategory.large.pointSize(forTextStyle: style) ?? 17
            return ["\(font(of: item)) = [[UIFontMetrics metricsForTextStyle:UIFontTextStyle\(ObjCWriter.capitalized(style))] scaledFontForFont:\(systemFont(large, weight))];"]
        case .textStyle(let style, _, let weight?):
            return ["\(font(of: item)) = \(systemFont("[UIFont preferredFontForTextStyle:UIFontTextStyle\(ObjCWriter.capitalized(style))].pointSize", weight));"]
        case .lines(let count): return ["\(v).numberOfLines = \(count);"]
        case .buttonStyle(let style):
            return ["\(v).configuration = " + (style == .system ? "nil;" : "[UIButtonConfiguration \(style)ButtonConfiguration];")]
        case .imageSource(let src): return ["\(v).image = [UIImage imageNamed:\(ObjCWriter.string(src))];"]
        case .contentMode(let mode): return ["\(v).contentMode = UIViewContentMode\(ObjCWriter.capitalized(mode.rawValue));"]
        case .color(let css):
            if let name = SwiftSyntax.uikitColorName(css) { return ["\(v).backgroundColor = [UIColor \(name)Color];"] }
            return [CodeComment.unnamedColour(view: v, css: css, objectiveC: true).text(in: plan.language)]
        case .hidden(let h): return ["\(v).hidden = \(bool(h));"]
        case .axis(let a): return ["\(v).axis = UILayoutConstraintAxis\(ObjCWriter.capitalized(a.rawValue));"]
        case .distribution(let d): return ["\(v).distribution = UIStackViewDistribution\(ObjCWriter.capitalized(d.rawValue));"]
        case .alignment(let a): return ["\(v).alignment = UIStackViewAlignment\(ObjCWriter.capitalized(a.rawValue));"]
        case .spacing(let s): return ["\(v).spacing = \(s.map(n) ?? "UIStackViewSpacingUseSystem");"]
        case .relativeToMargins(let b): return ["\(v).layoutMarginsRelativeArrangement = \(bool(b));"]
        case .baselineRelative(let b): return ["\(v).baselineRelativeArrangement = \(bool(b));"]
        case .margins(let i): return ["\(v).layoutMargins = UIEdgeInsetsMake(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)));"]
        case .directionalMargins(let i):
            return ["\(v).directionalLayoutMargins = NSDirectionalEdgeInsetsMake(\(n(i.top)), \(n(i.leading)), \(n(i.bottom)), \(n(i.trailing)));"]
        case .insetsMarginsFromSafeArea(let b): return ["\(v).insetsLayoutMarginsFromSafeArea = \(bool(b));"]
        case .preservesSuperviewMargins(let b): return ["\(v).preservesSuperviewLayoutMargins = \(bool(b));"]
        case .boundsOrigin(let o) where item.viewKind == .scroll: return ["\(v).contentOffset = CGPointMake(\(n(o.x)), \(n(o.y)));"]
        case .boundsOrigin(let o):
            // `v.bounds.origin = …` does not compile in Objective-C (a
            // struct member of a property is not assignable): the whole
            // rectangle, its size kept.
            return ["\(v).bounds = CGRectMake(\(n(o.x)), \(n(o.y)), CGRectGetWidth(\(v).bounds), CGRectGetHeight(\(v).bounds));"]
        case .respectsSystemMinimumMargins(let b): return ["self.viewRespectsSystemMinimumLayoutMargins = \(bool(b));"]
        case .hugging(let axis, let p):
            return Axis.allCases.filter { axis == nil || axis == $0 }.map {
                ObjCWriter.contentPrioritySetting(of: v, hugging: true, axis: $0, to: p)
            }
        case .resistance(let axis, let p):
            return Axis.allCases.filter { axis == nil || axis == $0 }.map {
                ObjCWriter.contentPrioritySetting(of: v, hugging: false, axis: $0, to: p)
            }
        case .spacingAfter(let s): return ["[\(item.container.map(ObjCWriter.item) ?? "self.view") setCustomSpacing:\(n(s)) afterView:\(v)];"]
        case .frame(let f): return ["\(v).frame = CGRectMake(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)));"]
        case .intrinsic, .safe, .alignmentInsets: return []
        }
    }

    private static func condition(_ c: Condition) -> String {
        switch c {
        case .sizeClass(let s): return "self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass\(capitalized(s.rawValue))"
        case .width(let op, let w): return "CGRectGetWidth(self.view.bounds) \(op.rawValue) \(SwiftSyntax.number(w))"
        case .direction(let d): return "self.view.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection\(d == .rtl ? "RightToLeft" : "LeftToRight")"
        }
    }

    private mutating func writeGroup(_ group: CodePlan.Group) throws {
        if !group.conditions.isEmpty && lines.last?.isEmpty == false { line("") }
        for c in group.conditions {
            if case .width = c { line(CodeComment.widthCondition(condition: "\(c)", objectiveC: true).text(in: plan.language)) }
            line("if (\(ObjCWriter.condition(c))) {")
            indent += "    "
        }
        for (item, setting) in group.settings { for text in settingLines(item, setting) { line(text) } }
        if !group.constraints.isEmpty {
            let names = CodePlan.constraintNames(group.constraints, taken: Set(plan.items.map(\.name)).union(plan.subclasses.map(\.name)))
            var list: [String] = []
            for (i, c) in group.constraints.enumerated() {
                let text = try ObjCWriter.constraint(c)
                guard let name = names[i] else { list.append(text); continue }
                activate(&list)
                line("NSLayoutConstraint *\(name) = \(text);")
                if c.priority != Priority.required { line("\(name).priority = \(n(c.priority));") }
                if let id = c.identifier { line("\(name).identifier = \(ObjCWriter.string(id));") }
                list.append(name)
            }
            activate(&list)
        }
        for _ in group.conditions {
            indent.removeLast(4)
            line("}")
        }
    }

    private mutating func activate(_ list: inout [String]) {
        guard !list.isEmpty else { return }
        line("[NSLayoutConstraint activateConstraints:@[")
        for text in list { line("    \(text),") }
        line("]];")
        list = []
    }

    static func anchor(_ ref: AnchorRef) -> String { item(ref.item) + "." + ref.anchor.rawValue + "Anchor" }

    static func term(_ t: AnchorTerm) -> String {
        switch t {
        case .anchor(let a): return anchor(a)
        case .distance(let a, let b): return "[\(anchor(a)) anchorWithOffsetToAnchor:\(anchor(b))]"
        }
    }

    static func constraint(_ c: LayoutConstraint) throws -> String {
        if MarginAttribute.involved(c) {
            guard case .anchor(let a) = c.first, case .anchor(let b)? = c.second else { throw CodePlanRefusal.systemGuideInsideView(line: c.location.line) }
            return itemAttributeConstraint(a, b, c)
        }
        let first = term(c.first)
        let rel = ["==": "Equal", ">=": "GreaterThanOrEqual", "<=": "LessThanOrEqual"][c.relation.rawValue]!
        let k = SwiftSyntax.number(c.constant.points)
        guard let second = c.second else { return "[\(first) constraint\(rel)ToConstant:\(k)]" }
        if case .system(let m) = c.constant, c.relation != .lessOrEqual, c.multiplier == 1, case .anchor(let a) = second, a.anchor.kind != .dimension,
           case .anchor = c.first {
            return "[\(first) constraint\(rel)ToSystemSpacing\(a.anchor.axis == .horizontal ? "After" : "Below")Anchor:\(term(second)) multiplier:\(SwiftSyntax.number(m))]"
        }
        if c.multiplier != 1 && c.first.kind != .dimension {
            guard case .anchor(let a) = c.first, case .anchor(let b) = second else { throw CodePlanRefusal.multipliedDistance(line: c.location.line) }
            return itemAttributeConstraint(a, b, c)
        }
        if c.multiplier != 1 { return "[\(first) constraint\(rel)ToAnchor:\(term(second)) multiplier:\(SwiftSyntax.number(c.multiplier)) constant:\(k)]" }
        if c.constant.points != 0 { return "[\(first) constraint\(rel)ToAnchor:\(term(second)) constant:\(k)]" }
        return "[\(first) constraint\(rel)ToAnchor:\(term(second))]"
    }

    /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`:
    /// what a multiplied position or a content area's margin (`NSLayoutAttributeLeadingMargin`) needs.
    private static func itemAttributeConstraint(_ a: AnchorRef, _ b: AnchorRef, _ c: LayoutConstraint) -> String {
        let (x, y) = (MarginAttribute.side(a, item: item), MarginAttribute.side(b, item: item))
        let rel = ["==": "Equal", ">=": "GreaterThanOrEqual", "<=": "LessThanOrEqual"][c.relation.rawValue]!
        return "[NSLayoutConstraint constraintWithItem:\(x.item) attribute:NSLayoutAttribute\(capitalized(x.attribute)) relatedBy:NSLayoutRelation\(rel) toItem:\(y.item) attribute:NSLayoutAttribute\(capitalized(y.attribute)) multiplier:\(SwiftSyntax.number(c.multiplier)) constant:\(SwiftSyntax.number(c.constant.points))]"
    }
}
