/// A class of the code's own that subclasses another of its own
/// (`class Card: Base`, `Base: UIView`): an instance has the base's stored
/// properties and methods, the subclass's own replacing those of the same
/// name, and a `super.method()` in an override runs the base's method, as
/// in Swift and Objective-C. The base's overridden methods are kept under
/// a hidden name, "super " before it (one more for each class above), which
/// no code can spell; `superMethod` finds the one a `super.` call means from
/// the method running.
extension ProgramReader {
    static let superPrefix = "super "

    /// `decl` with what it inherits from the code's own classes above it.
    func inheriting(_ decl: ClassDecl) -> ClassDecl {
        var seen: Set<String> = [decl.name]
        return inheriting(decl, seen: &seen)
    }

    private func inheriting(_ decl: ClassDecl, seen: inout Set<String>) -> ClassDecl {
        guard let name = decl.superclass, name != "extension", let above = classes[name], seen.insert(name).inserted else { return decl }
        let base = inheriting(above, seen: &seen)
        var merged = decl
        let overridden = Set(decl.methods.map { Self.key($0.name, $0.labels) })
        for method in base.methods {
            let plain = method.name.replacingOccurrences(of: Self.superPrefix, with: "")
            // An overridden method, and the ones it reaches with `super`, move one level down.
            let name = overridden.contains(Self.key(plain, method.labels)) ? Self.superPrefix + method.name : method.name
            merged.methods.append(FunctionDecl(name: name, labels: method.labels, parameters: method.parameters, body: method.body,
                                               location: method.location))
        }
        let own = Set(decl.properties.map(\.name))
        merged.properties = base.properties.filter { !own.contains($0.name) } + decl.properties
        return merged
    }

    private static func key(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The base's method a `super.name(...)` in the running method means;
    /// nil when the class above is UIKit's (nothing to run).
    func superMethod(_ name: String, labels: [String?]) -> FunctionDecl? {
        guard let decl = contexts.last?.decl else { return nil }
        let depth = (runningMethods.last ?? "").components(separatedBy: Self.superPrefix).count - 1
        let hidden = String(repeating: Self.superPrefix, count: depth + 1) + name
        let candidates = decl.methods.filter { $0.name == hidden }
        return candidates.first { $0.labels == labels } ?? candidates.first
    }
}
