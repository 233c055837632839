import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// How messages quote a code block's constraints: in the code the author
/// wrote, not in the layout language (issue 29). A constraint made by
/// SnapKit reads as its `make.…` line, one made by the anchor API as the
/// anchor call (`box.widthAnchor.constraint(equalToConstant: 300)`), in
/// Swift or Objective-C; each is written by the same writers as the
/// figure's Code tabs (`Writing/`). The message's position is the
/// constraint's own: the code line that made it. A suggested fix to a
/// content priority is the dialect's call too. Everything else (UIKit's
/// own constraints, a content priority, a guide) reads as the layout
/// language writes it (`BlockNotation`), which names what no code line does.
public struct CodeNotation: LayoutNotation {
    let language: CodeLanguage
    /// Where each constraint SnapKit made was written.
    let snapKitLocations: Set<SourceLocation>
    /// Each visual format string's text (its line and columns) and the key
    /// its views dictionary gives each view whose name differs: its
    /// constraints are quoted as the string writes them (`[login(50)]`,
    /// not `[loginButton(50)]`).
    let visualFormatKeys: [(line: Int, columns: Range<Int>, keys: [String: String])]
    private let block = BlockNotation()

    init(language: CodeLanguage, snapKitLocations: Set<SourceLocation>,
         visualFormatKeys: [(line: Int, columns: Range<Int>, keys: [String: String])] = []) {
        self.language = language
        self.snapKitLocations = snapKitLocations
        self.visualFormatKeys = visualFormatKeys
    }

    /// The notation for the constraints `program` made, in `language`.
    init(language: CodeLanguage, program: UIKitProgram) {
        var formats: [(line: Int, columns: Range<Int>, keys: [String: String])] = []
        for record in program.constraints {
            guard case .visualFormat(let v) = record.made else { continue }
            var keys: [String: String] = [:]
            for (key, id) in v.views where id < program.items.count && program.items[id].name != key { keys[program.items[id].name] = key }
            if !keys.isEmpty { formats.append((v.location.line, v.location.column..<(v.location.column + v.format.count + 1), keys)) }
        }
        self.init(language: language,
                  snapKitLocations: Set(program.constraints.filter { $0.snapKitOwner != nil }.map(\.made.location)),
                  visualFormatKeys: formats)
    }

    /// The names `c`'s visual format string gives its views.
    private func keys(of c: LayoutConstraint) -> [String: String] {
        visualFormatKeys.first { $0.line == c.location.line && $0.columns.contains(c.location.column) }?.keys ?? [:]
    }

    public func constraint(_ c: LayoutConstraint) -> String {
        switch c.origin {
        case .constraintLine: return call(c)
        case .visualFormat: return visualFormatPart(c).text
        case .stack: return stackConstraint(c)
        case .shorthand: return block.constraint(c)
        }
    }

    /// A stack view's own constraint (its `UISV-` identifier travels beside
    /// it) as UIKit's log describes it: a gap or an edge in visual format
    /// (`V:[save]-12-[share]`, `H:|[title]`), anything else as the anchor
    /// call (`help.widthAnchor.constraint(equalTo: cancel.widthAnchor)`);
    /// one that relates the stack's private spacer guides, which no code
    /// can name, stays in the layout language.
    private func stackConstraint(_ c: LayoutConstraint) -> String {
        let plain = LayoutConstraint(first: c.first, relation: c.relation, second: c.second, multiplier: c.multiplier, constant: c.constant,
                                     priority: c.priority, location: c.location, origin: c.origin)
        if c.first.kind != .dimension, let row = VisualFormatRow.eitherWay(plain) { return row.format }
        let hidden = (c.first.refs + (c.second?.refs ?? [])).contains { ref in
            if case .guide(let kind) = ref.item.kind { return kind == .arrangement || kind == .contentMargins }
            return false
        }
        guard !hidden, let call = try? anchorCall(c) else { return block.constraint(c) }
        return call + (c.priority < Priority.required ? "  // priority: " + NumberText.priority(c.priority) : "")
    }

    /// The call that made `c`: SnapKit's `make.…` line, or the anchor API.
    private func call(_ c: LayoutConstraint) -> String {
        do {
            if snapKitLocations.contains(c.location) { return try SwiftWriter.snapKitConstraint(c).text }
            return try anchorCall(c)
        } catch {
            // A constraint no writer can say (a distance's multiplier) is
            // still named, in the layout language.
            return block.constraint(c)
        }
    }

    private func anchorCall(_ c: LayoutConstraint) throws -> String {
        language == .objectiveC ? try ObjCWriter.constraint(c) : try SwiftWriter.anchorConstraint(c)
    }

    /// One constraint a visual format string made, as UIKit's own log
    /// describes it: the part of the format that says it (`H:|-20-[title]`,
    /// `V:[title]-8-[body]`, `H:[button(>=44)]`); one no format can say
    /// alone (an alignment option's `centerY`) as the anchor API.
    /// `format`: the text is the format's, which writes the priority (`@750`).
    private func visualFormatPart(_ c: LayoutConstraint) -> (text: String, format: Bool) {
        if let row = VisualFormatRow.eitherWay(c, keys: keys(of: c)) { return (row.format, true) }
        return ((try? anchorCall(c)) ?? block.constraint(c), false)
    }

    /// A table row says what the code set on the constraint besides the
    /// call: SnapKit chains its priority and label; the anchor API sets
    /// them as properties, which a comment after the call names.
    public func tableRow(_ c: LayoutConstraint) -> String {
        let optional = c.priority < Priority.required
        if c.origin == .constraintLine, snapKitLocations.contains(c.location) {
            let bare = LayoutConstraint(first: c.first, relation: c.relation, second: c.second, multiplier: c.multiplier, constant: c.constant,
                                        location: c.location, origin: c.origin)
            guard let text = try? SwiftWriter.snapKitConstraint(bare).text else { return constraint(c) }
            return text + (optional ? ".priority(\(priorityMark(c)))" : "") + (c.identifier.map { ".labeled(\(SwiftSyntax.string($0)))" } ?? "")
        }
        let saysPriority = c.origin == .visualFormat && visualFormatPart(c).format
        let priority = optional && !saysPriority ? ["priority: " + priorityMark(c)] : []
        let string = language == .objectiveC ? ObjCWriter.string : SwiftSyntax.string
        let properties = priority + (c.identifier.map { ["identifier: " + string($0)] } ?? [])
        return constraint(c) + (properties.isEmpty ? "" : "  // " + properties.joined(separator: ", "))
    }

    public func contentPriority(of item: LayoutItem, hugging: Bool, axis: Axis) -> String {
        block.contentPriority(of: item, hugging: hugging, axis: axis)
    }

    /// The call the block's dialect makes (SnapKit code sets it as Swift does).
    public func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to value: Double) -> String {
        language == .objectiveC ? ObjCWriter.contentPrioritySetting(of: view, hugging: hugging, axis: axis, to: value)
                                : SwiftWriter.contentPrioritySetting(of: view, hugging: hugging, axis: axis, to: value)
    }

    /// A guide as the code names it: `view.safeAreaLayoutGuide`,
    /// `self.view.layoutMarginsGuide`, `pane.contentLayoutGuide`.
    public func guide(_ kind: GuideKind, of item: LayoutItem) -> String {
        guard GuideKind.system.contains(kind) else { return block.guide(kind, of: item) }
        return self.item(item) + "." + SwiftSyntax.guideProperty(kind)
    }

    public func item(_ item: LayoutItem) -> String { language == .objectiveC ? ObjCWriter.item(item) : SwiftSyntax.item(item) }

    /// UIKit's own constraints as the code that gives rise to them would
    /// read: the root's size as its bounds (`view.bounds.width ==`, the
    /// width the window gives it), a content size as the anchor call it
    /// amounts to with its priority in a comment, a kept frame as the
    /// assignment. A guide's placement is named by `guide`, a stack's
    /// constraints by `constraint`.
    public func implicitCode(_ mention: ConstraintMention) -> String? {
        let objC = language == .objectiveC
        let root = objC ? "self.view" : "view"
        func number(_ x: Double) -> String { SwiftSyntax.number(x) }
        func dimension(_ view: String, _ axis: Axis, _ relation: String, _ size: Double) -> String {
            let anchor = "\(view == "root" ? root : view).\(axis == .horizontal ? "widthAnchor" : "heightAnchor")"
            return objC ? "[\(anchor) constraint\(relation)ToConstant:\(number(size))]" : "\(anchor).constraint(\(relation.prefix(1).lowercased() + relation.dropFirst())ToConstant: \(number(size)))"
        }
        switch mention {
        case .rootWidth: return objC ? "self.view.bounds.size.width ==" : "view.bounds.width =="
        case .canvasHeight(let h): return (objC ? "self.view.bounds.size.height == " : "view.bounds.height == ") + number(h)
        case .fittingHeight: return dimension("root", .vertical, "Equal", 0) + "  // priority: 50"
        case .contentSize(let view, let axis, let hugging, let size, let priority):
            return dimension(view, axis, hugging ? "LessThanOrEqual" : "GreaterThanOrEqual", size) + "  // priority: " + NumberText.priority(priority)
        case .autoresizing(let view, let frame):
            guard let f = frame else { return nil }
            let numbers = [f.x, f.y, f.width, f.height].map(number)
            return objC ? "\(view).frame = CGRectMake(\(numbers.joined(separator: ", ")));"
                : "\(view).frame = CGRect(x: \(numbers[0]), y: \(numbers[1]), width: \(numbers[2]), height: \(numbers[3]))"
        case .written, .guidePlacement, .stack, .tieChoice: return nil
        }
    }

    /// A scroll view's guides as the code names them (Swift and Objective-C alike).
    public func guide(_ kind: GuideKind, ofNamed owner: String) -> String {
        switch kind {
        case .content: return "\(owner).contentLayoutGuide"
        case .frame: return "\(owner).frameLayoutGuide"
        default: return block.guide(kind, ofNamed: owner)
        }
    }

    public func rootDimension(_ axis: Axis) -> String { block.rootDimension(axis) }

    /// The value the code assigns: `.top`, `UIStackViewAlignmentTop`.
    public func stackAlignment(_ alignment: StackProperties.Alignment) -> String {
        language == .objectiveC ? "UIStackViewAlignment" + alignment.rawValue.prefix(1).uppercased() + alignment.rawValue.dropFirst() : "." + alignment.rawValue
    }

    /// The priority as the code named it (`.defaultHigh`, `.defaultLow + 1`,
    /// SnapKit's `.high`; `UILayoutPriorityDefaultHigh` in Objective-C),
    /// or its number where the code wrote one: a visual format string's
    /// `@750`, `pin.priority = 740`, or Objective-C arithmetic on a constant.
    public func priorityMark(_ c: LayoutConstraint) -> String {
        guard c.origin == .constraintLine, let named = c.namedPriority else { return block.priorityMark(c) }
        let bare = named.name.hasPrefix(".") ? String(named.name.dropFirst()) : named.name
        if language == .objectiveC {
            let constants = ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]
            guard named.offset == 0, constants.contains(bare) else { return block.priorityMark(c) }
            return "UILayoutPriority" + bare.prefix(1).uppercased() + bare.dropFirst()
        }
        guard named.offset != 0 else { return "." + bare }
        return ".\(bare) \(named.offset > 0 ? "+" : "-") \(NumberText.priority(abs(named.offset)))"
    }

    /// A table row's identity across breakpoints: the layout language's.
    public func implicitConstraint(_ mention: ConstraintMention) -> String { block.implicitConstraint(mention) }
}
