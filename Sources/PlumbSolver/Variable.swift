/// An unknown the solver finds a value for.
///
/// Variables are compared by identity (`===`), never by name: two variables
/// named "width" are two unknowns. `Variable` is deliberately not `Equatable`,
/// so `x == y` always builds a ``Constraint`` rather than comparing handles.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name for diagnostics; it plays no part in solving.
    public let name: String

    /// The value written by the last ``Solver/updateVariables()`` of a solver
    /// that holds this variable (0 before): kiwi's model, for reading many
    /// values at once without a lookup each.
    public internal(set) var value: Double = 0

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }

    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
