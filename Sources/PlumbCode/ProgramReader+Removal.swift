import PlumbDiagnostics

/// `removeFromSuperview()`, as UIKit runs it: the view leaves the tree, and
/// the constraints that related it, or a view inside it, to a view outside
/// it go with it (they were held by a view above it). Those among the
/// views inside it (its own width, its subviews' spacing) stay, as in UIKit.
extension ProgramReader {
    func removeFromSuperview(_ id: UIKitProgram.ItemID, at location: SourceLocation) {
        defer { program.record(.removeFromSuperview(id), at: location, conditions: conditions) }
        let parents = currentParents()
        guard parents[id] != nil else { return }   // in no tree: no constraint goes
        func isInside(_ item: UIKitProgram.ItemID) -> Bool {
            var at: UIKitProgram.ItemID? = item
            var steps = 0
            while let here = at, steps <= program.items.count {
                if here == id { return true }
                at = parents[here]
                steps += 1
            }
            return false
        }
        for index in program.constraints.indices where program.constraints[index].active {
            let items = relatedItems(of: program.constraints[index].made, parents: parents)
            if items.contains(where: isInside) && !items.allSatisfy(isInside) { program.constraints[index].active = false }
        }
    }

    /// Every view's superview (and every guide's owner) now.
    private func currentParents() -> [UIKitProgram.ItemID: UIKitProgram.ItemID] {
        var parents: [UIKitProgram.ItemID: UIKitProgram.ItemID] = [:]
        for step in program.steps {
            switch step.event {
            case .addSubview(let p, let child), .addArrangedSubview(let p, let child), .insertArrangedSubview(let p, let child, _),
                 .addLayoutGuide(let p, let child):
                parents[child] = p
            case .removeFromSuperview(let child): parents[child] = nil
            case .set, .translatesAutoresizingMask, .frame: break
            }
        }
        return parents
    }

    /// The views and guides a constraint relates; a visual format's `|` is
    /// its views' superview.
    private func relatedItems(of made: UIKitProgram.Made, parents: [UIKitProgram.ItemID: UIKitProgram.ItemID]) -> [UIKitProgram.ItemID] {
        switch made {
        case .relation(let r):
            return (r.first.anchors + (r.second?.anchors ?? [])).map(\.item)
        case .visualFormat(let v):
            let views = Array(v.views.values)
            let edge = v.format.contains("|") ? views.compactMap { parents[$0] } : []
            return views + edge
        }
    }
}
