import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A `UIKitProgram`'s final state as a `LayoutBlock`: the view tree as the
/// code left it (children in the order they were added), each view's
/// properties, autoresizing frames for views that kept
/// `translatesAutoresizingMaskIntoConstraints`, and the constraints active
/// at the end, each at the line that created it.
struct ProgramLowering {
    let program: UIKitProgram
    let block: LayoutBlock
    private(set) var diagnostics: [Diagnostic] = []
    private var declared: [UIKitProgram.ItemID: LayoutItem] = [:]
    private var parents: [UIKitProgram.ItemID: UIKitProgram.ItemID] = [:]
    private var children: [UIKitProgram.ItemID: [UIKitProgram.ItemID]] = [:]
    private var translates: [UIKitProgram.ItemID: Bool] = [:]
    private var frames: [UIKitProgram.ItemID: Rect] = [:]
    /// Views reported once as outside the hierarchy.
    private var reportedOutside = Set<UIKitProgram.ItemID>()

    static func lower(_ program: UIKitProgram, into block: LayoutBlock) -> [Diagnostic] {
        var lowering = ProgramLowering(program: program, block: block)
        lowering.run()
        return lowering.diagnostics
    }

    private init(program: UIKitProgram, block: LayoutBlock) {
        self.program = program
        self.block = block
    }

    private mutating func run() {
        replayHierarchy()
        declared[UIKitProgram.root] = block.root
        declareChildren(of: UIKitProgram.root, depth: 0)
        applyProperties()
        applyAutoresizing()
        for record in program.constraints {
            // Created under its branch's conditions, active under each branch that activated it.
            for branch in record.activations { lower(record, conditions: record.conditions + branch.filter { !record.conditions.contains($0) }) }
        }
    }

    private mutating func replayHierarchy() {
        func detach(_ child: UIKitProgram.ItemID) {
            if let old = parents.removeValue(forKey: child) { children[old]?.removeAll { $0 == child } }
        }
        for step in program.steps {
            // Code whose tree changes with the class is lowered once per
            // class (`CodeHierarchyVariants`), where no step has a condition.
            switch step.event {
            case .addSubview(let parent, let child) where program.items[parent].kind == .view(.stack):
                diagnostics.append(Diagnostic(.error, .unsupported, CodeFinding.program(.plainSubviewOfStack(program.items[child].name)),
                                              at: step.location))
            case .addSubview(let parent, let child), .addArrangedSubview(let parent, let child), .addLayoutGuide(let parent, let child):
                detach(child)
                parents[child] = parent
                children[parent, default: []].append(child)
                if case .addArrangedSubview = step.event { translates[child] = false }
            case .insertArrangedSubview(let stack, let child, let index):
                detach(child)
                parents[child] = stack
                let count = children[stack, default: []].count
                children[stack, default: []].insert(child, at: min(index, count))
                translates[child] = false
            case .removeFromSuperview(let child): detach(child)
            case .translatesAutoresizingMask(let id, let on): translates[id] = on
            case .frame(let id, let rect): frames[id] = rect
            case .set: break
            }
        }
    }

    private mutating func declareChildren(of parent: UIKitProgram.ItemID, depth: Int) {
        guard let container = declared[parent] else { return }
        for child in children[parent] ?? [] {
            let item = program.items[child]
            guard depth < BlockParser.maxViewDepth else {
                diagnostics.append(Diagnostic(.error, .unsupported, CodeFinding.program(.nestedTooDeep(item.name, limit: BlockParser.maxViewDepth)),
                                              at: item.location))
                continue
            }
            guard let made = block.declare(item.name, kind: item.kind, in: container, at: item.location) else {
                diagnostics.append(Diagnostic(.error, .duplicateName, CodeFinding.program(.twoViewsNamed(item.name)), at: item.location))
                continue
            }
            made.className = item.className
            declared[child] = made
            declareChildren(of: child, depth: depth + 1)
        }
    }

    private func applyProperties() {
        for step in program.steps {
            guard case .set(let id, let setting) = step.event, let item = declared[id] else { continue }
            if step.conditions.isEmpty {
                item.properties.apply(setting)
            } else {
                block.settings.append(LayoutBlock.Setting(item: item, setting: setting, conditions: step.conditions, location: step.location))
            }
        }
    }

    /// UIKit turns a view's frame into constraints unless the code turned
    /// `translatesAutoresizingMaskIntoConstraints` off (a `UIView()` keeps
    /// the zero frame it was made with).
    private func applyAutoresizing() {
        for (id, item) in declared where id != UIKitProgram.root && !item.isGuide {
            guard translates[id] ?? true else { continue }
            item.properties.frame = frames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    private mutating func anchorRef(_ a: UIKitProgram.ItemAnchor, at location: SourceLocation) -> AnchorRef? {
        guard let item = declared[a.item] else {
            if !reportedOutside.contains(a.item) {
                reportedOutside.insert(a.item)
                let name = program.items[a.item].name
                diagnostics.append(Diagnostic(.error, .unsupported, CodeFinding.program(.notInHierarchy(name)), at: location))
            }
            return nil
        }
        let owner = a.guide.map { kind -> LayoutItem in
            kind == .content && item.viewKind == .scroll ? block.contentArea(of: item, margins: false) : block.guide(kind, of: item)
        } ?? item
        return AnchorRef(owner, a.anchor, at: location)
    }

    private mutating func term(_ t: UIKitProgram.Term, at location: SourceLocation) -> AnchorTerm? {
        switch t {
        case .anchor(let a): return anchorRef(a, at: location).map(AnchorTerm.anchor)
        case .distance(let a, let b):
            guard let x = anchorRef(a, at: location), let y = anchorRef(b, at: location) else { return nil }
            return .distance(x, y)
        }
    }

    private mutating func lower(_ record: UIKitProgram.ConstraintRecord, conditions: [Condition]) {
        switch record.made {
        case .relation(let r):
            guard var first = term(r.first, at: r.location) else { return }
            var second: AnchorTerm?
            if let s = r.second {
                guard let t = term(s, at: r.location) else { return }
                second = t
            }
            (first, second) = ScrollContentRule.apply(first, second, in: block)
            var c = LayoutConstraint(first: first, relation: r.relation, second: second, multiplier: r.multiplier, constant: r.constant,
                                     priority: Priority.layout(r.priority), identifier: r.identifier, location: r.location, conditions: conditions)
            c.namedPriority = r.namedPriority
            block.constraints.append(c)
        case .visualFormat(let v):
            var items: [String: LayoutItem] = [:]
            for (key, id) in v.views {
                guard let item = declared[id] else {
                    _ = anchorRef(UIKitProgram.ItemAnchor(item: id, guide: nil, anchor: .top, location: v.location), at: v.location)
                    return
                }
                items[key] = item
            }
            let line = ([v.format] + v.options).joined(separator: " ")
            let (made, problems) = VisualFormatReading.constraints(line, in: block, views: items, metrics: v.metrics, at: v.location, conditions: conditions)
            block.constraints += made
            diagnostics += problems
        }
    }
}
