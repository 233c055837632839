import PlumbDiagnostics
import Foundation

/// `Σ coefficient·variable + constant`, built with operators that read like the
/// math: `x + 2 * y - 10`.
public struct LinearExpression: CustomStringConvertible, Sendable {
    public struct Term: Sendable {
        public let variable: Variable
        public let coefficient: Double
    }

    /// Terms in order of first appearance; a variable appears at most once
    /// after ``reduced()``.
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable: variable, coefficient: 1)])
    }

    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same expression with each variable once (coefficients summed, zero
    /// terms dropped), in order of first appearance, so that the solver sees
    /// the same rows for the same input on every run.
    public func reduced() -> LinearExpression {
        // Layout constraints have a handful of terms: a scan beats hashing.
        if terms.count <= 16 {
            var kept: [Term] = []
            kept.reserveCapacity(terms.count)
            for term in terms {
                if let i = kept.firstIndex(where: { $0.variable === term.variable }) {
                    kept[i] = Term(variable: term.variable, coefficient: kept[i].coefficient + term.coefficient)
                } else {
                    kept.append(term)
                }
            }
            kept.removeAll { $0.coefficient == 0 }
            return LinearExpression(terms: kept, constant: constant)
        }
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in terms {
            if let sum = sums[term.variable.key] {
                sums[term.variable.key] = sum + term.coefficient
            } else {
                sums[term.variable.key] = term.coefficient
                order.append(term.variable)
            }
        }
        let kept = order.compactMap { variable -> Term? in
            let c = sums[variable.key]!
            return c == 0 ? nil : Term(variable: variable, coefficient: c)
        }
        return LinearExpression(terms: kept, constant: constant)
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let name = term.variable.description
            let magnitude = abs(c) == 1 ? name : "\(formatNumber(abs(c)))*\(name)"
            if parts.isEmpty {
                parts.append(c < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(c < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(formatNumber(constant))
            } else {
                parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
            }
        }
        return parts.joined(separator: " ")
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

func formatNumber(_ value: Double) -> String { NumberText.exact(value) }

// MARK: - Arithmetic

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs.scaled(by: -1) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(terms: [.init(variable: rhs, coefficient: lhs)]) }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { rhs * lhs }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { (1 / rhs) * lhs }
public prefix func - (operand: Variable) -> LinearExpression { -1 * operand }
