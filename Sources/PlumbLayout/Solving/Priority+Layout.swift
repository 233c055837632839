import PlumbSolver

extension Priority {
    /// Where UIKit puts a content priority of 1000: still optional (the
    /// content-size constraint is never required) but above every priority an
    /// author can write, which are Float values up to 999.99994.
    static let topOptional = 999.99997
    /// The level that places system guides whose size is a minimum of two
    /// lengths (the readable content guide): above everything optional.
    static let systemGuide = 999.99999

    /// UIKit's priorities are Floats: the solver sees what UIKit would.
    public static func layout(_ value: Double) -> Double {
        let f = Double(Float(value))
        return f >= Priority.required ? Priority.required : f
    }

    /// A content priority as an optional level.
    static func content(_ value: Double) -> Double {
        let p = layout(value)
        return p >= Priority.required ? topOptional : p
    }
}
