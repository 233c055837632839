/// Devices a breakpoint can name instead of a width (`breakpoints iphone-se
/// ipad`): the screen in points, portrait unless named `-landscape`, the
/// safe-area insets of a full-screen app, and the horizontal size class.
/// Sources: Apple's Human Interface Guidelines device tables (sizes, classes)
/// and the safe-area insets UIKit reports on each device.
public struct Device: Sendable, Equatable {
    public let name: String
    public let width: Double
    public let height: Double
    public let safeArea: Insets
    public let sizeClass: SizeClass

    public static let all: [Device] = [
        Device(name: "iphone-se", width: 320, height: 568, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), sizeClass: .compact),
        Device(name: "iphone-se-3", width: 375, height: 667, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), sizeClass: .compact),
        Device(name: "iphone-13-mini", width: 375, height: 812, safeArea: Insets(top: 50, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        Device(name: "iphone-15", width: 393, height: 852, safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        Device(name: "iphone-15-landscape", width: 852, height: 393, safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), sizeClass: .compact),
        Device(name: "iphone-15-pro-max-landscape", width: 932, height: 430, safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), sizeClass: .regular),
        Device(name: "ipad-mini", width: 744, height: 1133, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        Device(name: "ipad", width: 820, height: 1180, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        Device(name: "ipad-landscape", width: 1180, height: 820, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        Device(name: "ipad-pro-13", width: 1032, height: 1376, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        Device(name: "ipad-slide-over", width: 320, height: 1180, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .compact),
        Device(name: "ipad-split-half", width: 590, height: 820, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .compact),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// How the app is shown on the device: on the whole screen upright,
    /// turned, or in part of an iPad's screen.
    public enum Presentation: Sendable {
        case portrait, landscape, slideOver, splitHalf
    }

    public var presentation: Presentation {
        if name.hasSuffix("-landscape") { return .landscape }
        if name.hasSuffix("-slide-over") { return .slideOver }
        if name.hasSuffix("-split-half") { return .splitHalf }
        return .portrait
    }

    /// The product as Apple names it ("iPhone 15 Pro Max"): the same in
    /// every language; figures say how it is shown in the page's.
    public var productName: String {
        var base = name
        for suffix in ["-landscape", "-slide-over", "-split-half"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        return Device.productNames[base] ?? base
    }

    private static let productNames = ["iphone-se": "iPhone SE", "iphone-se-3": "iPhone SE 3", "iphone-13-mini": "iPhone 13 mini",
                                       "iphone-15": "iPhone 15", "iphone-15-pro-max": "iPhone 15 Pro Max", "ipad-mini": "iPad mini",
                                       "ipad": "iPad", "ipad-pro-13": "iPad Pro 13″"]
}
