import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// What the code did, in UIKit's terms and in neither language's syntax:
/// the views and guides it created, and in order what it did to them
/// (added as subviews, properties set, constraints created, activated,
/// deactivated). The program reader writes it; `ProgramLowering` turns its
/// final state into a `LayoutBlock`.
final class UIKitProgram {
    typealias ItemID = Int

    struct Item {
        var name: String
        /// Named by a property (`self.avatarImageView`), which outranks the
        /// local of the closure that made it.
        var namedByProperty: Bool
        let kind: LayoutItem.Kind
        let location: SourceLocation
        /// A name the code used without creating it: a plain view the
        /// program assumes (with a note).
        let assumed: Bool
        /// The code's own class it is an instance of (`ShadowView`).
        var className: String? = nil
    }

    /// An anchor of an item or of one of its system guides.
    struct ItemAnchor {
        let item: ItemID
        let guide: GuideKind?
        let anchor: Anchor
        let location: SourceLocation
    }

    enum Term {
        case anchor(ItemAnchor)
        /// `a.anchorWithOffset(to: b)`: the distance from a to b.
        case distance(ItemAnchor, ItemAnchor)

        var anchors: [ItemAnchor] {
            switch self {
            case .anchor(let a): return [a]
            case .distance(let a, let b): return [a, b]
            }
        }
    }

    struct Relation {
        var first: Term
        var relation: Constraint.Relation
        var second: Term?
        var multiplier: Double = 1
        var constant: LayoutConstant = .points(0)
        var priority: Double = Priority.required
        var namedPriority: NamedPriority?
        var identifier: String?
        let location: SourceLocation
        /// Made by SnapKit for this view (remake and update find them by it).
        var snapKitOwner: ItemID?
        var snapKitAttributes: [String] = []
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: resolved by
    /// the layout language's VFL reader when lowered.
    struct VisualFormat {
        let format: String
        /// Where the string's first character stands.
        let location: SourceLocation
        /// VFL option words in the layout language's form (`align=centerY`).
        let options: [String]
        let views: [String: ItemID]
        let metrics: [String: Double]
    }

    enum Made {
        case relation(Relation)
        case visualFormat(VisualFormat)

        var location: SourceLocation {
            switch self {
            case .relation(let r): return r.location
            case .visualFormat(let v): return v.location
            }
        }
    }

    struct ConstraintRecord {
        var made: Made
        /// The size-class branches it was activated under (`[]`: always);
        /// empty when it is not active.
        var activations: [[Condition]] = []

        var active: Bool {
            get { !activations.isEmpty }
            set { activations = newValue ? [[]] : [] }
        }

        /// Activated inside an `if`/`switch` on the size class: active where that branch runs.
        mutating func activate(under branch: [Condition]) {
            if branch.isEmpty || activations.contains([]) { active = true; return }
            if !activations.contains(branch) { activations.append(branch) }
        }
        /// The `if`/`switch` branches it was created under.
        var conditions: [Condition]

        var snapKitOwner: ItemID? {
            if case .relation(let r) = made { return r.snapKitOwner }
            return nil
        }
    }

    enum Event {
        case addSubview(parent: ItemID, child: ItemID)
        case addArrangedSubview(stack: ItemID, child: ItemID)
        /// `insertArrangedSubview(_:at:)`.
        case insertArrangedSubview(stack: ItemID, child: ItemID, index: Int)
        case removeFromSuperview(ItemID)
        case addLayoutGuide(owner: ItemID, guide: ItemID)
        case set(ItemID, PropertySetting)
        case translatesAutoresizingMask(ItemID, Bool)
        case frame(ItemID, Rect)

        /// Adds, moves or removes a view or guide.
        var changesHierarchy: Bool {
            switch self {
            case .addSubview, .addArrangedSubview, .insertArrangedSubview, .removeFromSuperview, .addLayoutGuide: return true
            case .set, .translatesAutoresizingMask, .frame: return false
            }
        }
    }

    struct Step {
        let event: Event
        let location: SourceLocation
        let conditions: [Condition]
    }

    /// The code adds or removes views inside an `if`/`switch` on the size
    /// class (the product card rebuilding itself per trait collection):
    /// each class has a view tree of its own, read by running the code
    /// once per class (`CodeHierarchyVariants`).
    var changesHierarchyPerClass: Bool {
        steps.contains { !$0.conditions.isEmpty && $0.event.changesHierarchy }
    }

    static let root: ItemID = 0
    private(set) var items: [Item] = [Item(name: "root", namedByProperty: true, kind: .root, location: SourceLocation(line: 1, column: 1), assumed: false)]
    private(set) var steps: [Step] = []
    var constraints: [ConstraintRecord] = []

    func create(_ kind: LayoutItem.Kind, name: String, at location: SourceLocation, assumed: Bool = false) -> ItemID {
        items.append(Item(name: name, namedByProperty: false, kind: kind, location: location, assumed: assumed))
        return items.count - 1
    }

    func setClassName(_ id: ItemID, _ name: String) { items[id].className = name }

    func rename(_ id: ItemID, to name: String, byProperty: Bool) {
        items[id].name = name
        items[id].namedByProperty = byProperty
    }

    func record(_ event: Event, at location: SourceLocation, conditions: [Condition]) {
        steps.append(Step(event: event, location: location, conditions: conditions))
    }

    func add(_ made: Made, conditions: [Condition]) -> Int {
        constraints.append(ConstraintRecord(made: made, conditions: conditions))
        return constraints.count - 1
    }
}
