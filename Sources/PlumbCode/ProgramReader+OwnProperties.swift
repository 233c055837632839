import PlumbDiagnostics
import PlumbLayout

/// A view class's own stored property set from outside:
/// `let rating = RatingView(); rating.count = 5`, where the class's
/// `intrinsicContentSize` reads `count`. UIKit asks a view for its
/// intrinsic size when it updates constraints, first in the first layout
/// pass: every assignment before it counts, with or without a `didSet`.
/// After it (a variant's call, the "after" tab) the engine keeps the size
/// it read until `invalidateIntrinsicContentSize()` is called
/// (UIView.invalidateIntrinsicContentSize(): "allows a view's constraint-based
/// layout system to take into account the new intrinsic content size"), so
/// a change nothing invalidates is drawn at the old size, with a warning.
extension ProgramReader {
    /// Sets `name` if it is a stored property of the view's own class; false otherwise.
    func setOwnProperty(_ name: String, of id: UIKitProgram.ItemID, to v: CodeValue, at location: SourceLocation) throws -> Bool {
        guard let context = instances[id], let decl = context.decl,
              decl.properties.contains(where: { $0.name == name && $0.getter == nil }) else { return false }
        context.lazy[name] = nil
        context.properties[name] = v
        if inVariantCall { staleSizes[id] = (name, location) }
        if let observer = decl.methods.first(where: { $0.name == "didSet " + name }) {
            try within(context) { _ = try invoke(observer, [], at: location) }
        }
        if !inVariantCall { try rereadIntrinsicSize(of: id) }
        return true
    }

    /// `invalidateIntrinsicContentSize()` on a view: its class's getter is
    /// read again, with its properties' values now.
    func invalidateIntrinsicSize(of id: UIKitProgram.ItemID) throws {
        staleSizes[id] = nil
        try rereadIntrinsicSize(of: id)
    }

    /// After a variant's call: each size changed without an invalidation.
    func reportStaleSizes() {
        for (id, change) in staleSizes.sorted(by: { $0.key < $1.key }) {
            warning(.unsupported, .view(.intrinsicSizeNotInvalidated(view: program.items[id].name, property: change.property)), at: change.location)
        }
        staleSizes = [:]
    }

    private func rereadIntrinsicSize(of id: UIKitProgram.ItemID) throws {
        guard let context = instances[id], let decl = context.decl else { return }
        try within(context) { try readOverrides(of: decl, for: id) }
    }

    /// Runs `body` as the instance's own code: `self` the view, its properties in scope.
    private func within(_ context: ObjectContext, _ body: () throws -> Void) throws {
        contexts.append(context)
        defer { contexts.removeLast() }
        let saved = scopes
        scopes = [scopes[0]]
        defer { scopes = saved }
        try body()
    }
}
