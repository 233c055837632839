import Foundation

extension String {
    /// The text with each `{name}` replaced by `values[name]`: how the
    /// theme's and the figures' strings take the numbers a page fills in.
    public func fillingPlaceholders(_ values: [String: String]) -> String {
        var text = self
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }
}
