/// The names "Code out" may write: a view's name is the block's, and must
/// mean that view in each dialect's code; a name the writers choose (a
/// constraint's `let`, a class of the snippet's own) must mean nothing else
/// in any of them.
enum CodeNames {
    /// Swift's keywords that cannot name a variable bare, each written in
    /// backticks (`` let `catch` = UIView() ``): those `swiftc -typecheck`
    /// (Swift 6.3, language modes 5 and 6) refuses as a `let`, a receiver,
    /// an argument and a dictionary value. Contextual keywords it accepts
    /// there (`open`, `some`, `Type`, `async`, ...) are written bare.
    static let swiftKeywords: Set<String> = [
        "Any", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "var", "where", "while", "_",
    ]

    /// A view's name as Swift code writes it: a keyword in backticks.
    static func swift(_ name: String) -> String { swiftKeywords.contains(name) ? "`\(name)`" : name }

    /// The types, modules and view controller properties the Swift dialects
    /// write by name: a variable so named would hide them.
    static let swiftVocabulary: Set<String> = uikitClasses.union([
        "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIFont", "UIFontMetrics", "UIImage", "UIColor",
        "UILayoutPriority", "String", "SnapKit", "traitCollection", "viewRespectsSystemMinimumLayoutMargins",
    ])

    /// UIKit's classes the writers make views and constraints from.
    private static let uikitClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UIActivityIndicatorView", "UIStackView",
        "UIScrollView", "UILayoutGuide", "NSLayoutConstraint",
    ]

    /// Words Objective-C (C's keywords, C23's included, Objective-C's
    /// types and constants, the macros UIKit's headers define) keeps, which
    /// no variable can be named.
    static let objectiveCReserved: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for",
        "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct",
        "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "asm", "typeof",
        "alignas", "alignof", "bool", "constexpr", "false", "nullptr", "static_assert", "thread_local", "true", "typeof_unqual",
        "id", "Class", "SEL", "IMP", "BOOL", "YES", "NO", "nil", "Nil", "NULL", "TRUE", "FALSE", "self", "super", "_cmd",
        "instancetype", "NSInteger", "NSUInteger", "CGFloat", "NSObject", "NSString", "NSArray", "NSDictionary", "NSNumber",
        "errno", "stdin", "stdout", "stderr", "EOF", "INFINITY", "NAN", "M_PI", "NSNotFound", "NSIntegerMax", "NSIntegerMin",
        "NSUIntegerMax", "CGFLOAT_MAX", "CGFLOAT_MIN", "INT_MAX", "INT_MIN", "DBL_MAX", "DBL_MIN", "FLT_MAX", "FLT_MIN",
    ]

    /// The classes, functions and constants the Objective-C dialect writes by name.
    static let objectiveCVocabulary: Set<String> = uikitClasses.union([
        "UIViewController", "FigureViewController", "UIFont", "UIFontMetrics", "UIImage", "UIColor", "UIButtonConfiguration",
        "CGRectMake", "CGPointMake", "CGSizeMake", "UIEdgeInsetsMake", "NSDirectionalEdgeInsetsMake", "CGRectGetWidth",
        "CGRectGetHeight", "UIViewNoIntrinsicMetric", "UIStackViewSpacingUseSystem", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets",
    ])

    /// The families of constants the Objective-C dialect writes
    /// (`UIViewContentModeCenter`, `NSLayoutAttributeLeadingMargin`, ...).
    private static let objectiveCConstantPrefixes = [
        "UIViewContentMode", "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment", "UIFontTextStyle",
        "UIFontWeight", "NSLayoutAttribute", "NSLayoutRelation", "UIUserInterfaceSizeClass", "UIUserInterfaceLayoutDirection",
        "UIControlState", "UIButtonType",
    ]

    /// Whether a variable named `name` would hide a name the Swift dialects write.
    static func clashesInSwift(_ name: String) -> Bool { swiftVocabulary.contains(name) }

    /// Whether Objective-C reserves `name` (C reserves every `__x` and `_X`
    /// as well) or the Objective-C dialect writes it.
    static func clashesInObjectiveC(_ name: String) -> Bool {
        if objectiveCReserved.contains(name) || objectiveCVocabulary.contains(name) { return true }
        if name.hasPrefix("__") { return true }
        if name.hasPrefix("_"), name.dropFirst().first?.isUppercase == true { return true }
        return objectiveCConstantPrefixes.contains { name.hasPrefix($0) }
    }

    /// Whether the writers may give a constraint or a class this name: it
    /// is no keyword of either language, no name either dialect writes, not
    /// a name the code keeps for itself (`CodePlan.reservedNames`), nor a
    /// VFL tab's dictionary (`views`, `views2`, ...).
    static func free(_ name: String) -> Bool {
        !swiftKeywords.contains(name) && !clashesInSwift(name) && !clashesInObjectiveC(name) && !CodePlan.reservedNames.contains(name)
            && !(name.hasPrefix("views") && name.dropFirst(5).allSatisfy(\.isNumber))
    }

    /// `base`, or numbered from 2 (`TagView2`) until no other name of the
    /// code is it; a base whose every number is reserved (C keeps `_Top2`
    /// as it keeps `_Top`) takes `prefix` first.
    static func unique(_ base: String, prefix: String, taken: (String) -> Bool) -> String {
        let base = free(base + "2") ? base : prefix + base
        var name = base
        var n = 2
        while taken(name) || !free(name) { name = base + "\(n)"; n += 1 }
        return name
    }
}
