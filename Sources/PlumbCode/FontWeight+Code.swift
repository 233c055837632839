import PlumbLayout

/// How code writes a weight, read and written alike: Swift's `.semibold`,
/// Objective-C's `UIFontWeightSemibold`.
extension FontWeight {
    var swiftName: String { "." + rawValue }
    var objectiveCName: String { "UIFontWeight" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
