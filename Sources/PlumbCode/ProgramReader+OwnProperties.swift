import PlumbDiagnostics
import PlumbLayout

/// A view class's own stored property set from outside:
/// `let rating = RatingView(); rating.count = 5`, where the class's
/// `intrinsicContentSize` reads `count`. Swift runs the property's
/// `willSet` (with `newValue`, the current value still stored), stores
/// the value, then runs `didSet` (with `oldValue`); Objective-C's dot
/// syntax and `[rating setCount:5]` call the class's own setter
/// (`- (void)setCount:(NSInteger)count`) when it has one, which stores
/// through the instance variable, `_count = count`; Swift's computed
/// property with a `set` runs that (`set { _count = newValue; … }`).
///
/// UIKit asks a view for its intrinsic size when it updates constraints,
/// first in the first layout pass: every assignment before it counts, with
/// or without an observer. After it (a variant's call, the "after" tab)
/// the engine keeps the size it read until `invalidateIntrinsicContentSize()`
/// is called (UIView.invalidateIntrinsicContentSize(): "allows a view's
/// constraint-based layout system to take into account the new intrinsic
/// content size"), and then reads it at the next pass, after the whole call:
/// an invalidation in `willSet`, before the store, still sees the new value.
/// A change nothing invalidates is drawn at the old size, with a warning.
extension ProgramReader {
    /// Sets `name` if it is a stored property (or Objective-C setter) of the view's own class; false otherwise.
    func setOwnProperty(_ name: String, of id: UIKitProgram.ItemID, to v: CodeValue, at location: SourceLocation) throws -> Bool {
        guard let context = instances[id], let decl = context.decl else { return false }
        let setterName = language == .objectiveC ? ProgramReader.setterName(of: name) : "set " + name
        let setter = decl.methods.first { $0.name == setterName && $0.parameters.count == 1 }
        guard setter != nil || decl.properties.contains(where: { $0.name == name && $0.getter == nil }) else { return false }
        // The warning names the assignment written outside, not the stores its setter makes.
        // Only a class that reports its own intrinsic size has one to go stale.
        // A view made in this call has not been laid out: its size is read at the next pass.
        if inVariantCall && assigningOwnProperty == 0 && overridesIntrinsicSize(decl) {
            if madeInVariantCall.contains(id) { invalidatedSizes.insert(id) } else { staleSizes[id] = (name, location) }
        }
        assigningOwnProperty += 1
        defer { assigningOwnProperty -= 1 }
        try within(context) {
            if let setter {
                _ = try runOwn(setter, with: [v], at: location)
                return
            }
            // Swift runs no observer of a class's own property in its own initializer.
            let observed = !context.initializing
            let old = try property(name, of: context, at: location) ?? .nothing
            if observed, let observer = decl.methods.first(where: { $0.name == "willSet " + name }) { _ = try runOwn(observer, with: [v], at: location) }
            context.lazy[name] = nil
            context.properties[name] = v
            if observed, let observer = decl.methods.first(where: { $0.name == "didSet " + name }) { _ = try runOwn(observer, with: [old], at: location) }
        }
        if !inVariantCall { try rereadIntrinsicSize(of: id) }
        return true
    }

    /// A stored property of a view of the code's own class, read from
    /// outside or through `self.` (`rating.count`, Objective-C's `self.count`); nil if it has none of that name.
    func ownProperty(_ name: String, of id: UIKitProgram.ItemID, at location: SourceLocation) throws -> CodeValue? {
        guard let context = instances[id], !ProgramReader.layoutGetters.contains(name),
              context.decl?.properties.contains(where: { $0.name == name }) == true else { return nil }
        return try property(name, of: context, at: location) ?? .nothing
    }

    func overridesIntrinsicSize(_ decl: ClassDecl) -> Bool { ownGetter("intrinsicContentSize", of: decl) != nil }

    /// `count` → `setCount`: the selector Objective-C's dot syntax sends.
    static func setterName(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// `invalidateIntrinsicContentSize()` on a view: its class's getter is
    /// read again, now in the first pass (where every assignment to the
    /// class's own properties rereads it too), at the end of a variant's call otherwise.
    func invalidateIntrinsicSize(of id: UIKitProgram.ItemID) throws {
        guard inVariantCall else {
            // In an observer or setter the assignment reads it once it is done.
            if assigningOwnProperty == 0 { try rereadIntrinsicSize(of: id) }
            return
        }
        invalidatedSizes.insert(id)
    }

    /// After a variant's call, UIKit's next layout pass: each invalidated
    /// view's size read with its properties' values now; each size changed
    /// with no invalidation kept, with a warning at the change.
    func settleIntrinsicSizes() {
        for id in invalidatedSizes.sorted() {
            staleSizes[id] = nil
            do { try rereadIntrinsicSize(of: id) } catch {}
        }
        for (id, change) in staleSizes.sorted(by: { $0.key < $1.key }) {
            warning(.unsupported, .view(.intrinsicSizeNotInvalidated(view: program.items[id].name, property: change.property)), at: change.location)
        }
        invalidatedSizes = []
        staleSizes = [:]
        // Laid out now: from here on UIKit keeps what it read.
        madeInVariantCall = []
    }

    private func rereadIntrinsicSize(of id: UIKitProgram.ItemID) throws {
        guard let context = instances[id], let decl = context.decl else { return }
        try within(context) { try readOverrides(of: decl, for: id) }
    }

    /// A method of a view of the code's own class called from outside
    /// (`rating.rate(5)`, `[rating rate:5]`): its arguments read where the
    /// call stands, its body run as the instance's own code. Nil if the class has no such method.
    func callOwnMethod(_ name: String, of id: UIKitProgram.ItemID, _ args: [Argument], at location: SourceLocation) throws -> CodeValue? {
        guard let context = instances[id], let f = context.decl?.methods.first(where: { $0.name == name }) else { return nil }
        let values = try args.map { try evaluate($0.value) }
        var result = CodeValue.nothing
        try within(context) { result = try runOwn(f, with: values, at: location) }
        return result
    }

    /// An observer, setter or method, its parameters bound to `values`.
    private func runOwn(_ f: FunctionDecl, with values: [CodeValue], at location: SourceLocation) throws -> CodeValue {
        guard callDepth < 32 else { throw error(.unsupported, .expression(.callsTooDeep), at: location) }
        callDepth += 1
        runningMethods.append(f.name)
        defer { callDepth -= 1; runningMethods.removeLast() }
        var bindings: [String: CodeValue] = [:]
        for (name, v) in zip(f.parameters, values) { bindings[name] = v }
        run(f.body, bindings: bindings)
        defer { returned = nil }
        return returned ?? .nothing
    }

    /// Runs `body` as the instance's own code: `self` the view, its properties in scope.
    func within(_ context: ObjectContext, _ body: () throws -> Void) throws {
        contexts.append(context)
        defer { contexts.removeLast() }
        let saved = scopes
        scopes = [scopes[0]]
        defer { scopes = saved }
        try body()
    }
}
