/// The colours a `color=` may name: CSS's named colours, and UIKit's
/// system colours, which CSS does not know and so are written out as hex
/// for the browser: `light-dark(LIGHT, DARK)` for those that adapt, so a
/// figure in the dark scheme draws what an iPhone in Dark Mode draws.
enum ColorNames {
    /// The light appearance.
    static let light: [String: String] = [
        "systemBlue": "#007aff", "systemRed": "#ff3b30", "systemGreen": "#34c759", "systemOrange": "#ff9500",
        "systemYellow": "#ffcc00", "systemPink": "#ff2d55", "systemPurple": "#af52de", "systemTeal": "#30b0c7",
        "systemIndigo": "#5856d6", "systemBrown": "#a2845e", "systemMint": "#00c7be", "systemCyan": "#32ade6",
        "systemGray": "#8e8e93", "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc", "systemGray4": "#d1d1d6",
        "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7", "systemBackground": "#ffffff",
        "secondarySystemBackground": "#f2f2f7", "clear": "transparent",
    ]

    /// The dark appearance, where it differs: Apple's Human Interface
    /// Guidelines, Color, Specifications, "iOS, iPadOS system colors" and
    /// "iOS, iPadOS system gray colors", Default (Dark), as R, G, B
    /// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications);
    /// the backgrounds from UIKit's "UI element colors" in Dark Mode
    /// (systemBackground black, secondarySystemBackground 28, 28, 30).
    /// systemGray is the same in both.
    static let dark: [String: String] = [
        "systemBlue": "#0a84ff", "systemRed": "#ff453a", "systemGreen": "#30d158", "systemOrange": "#ff9f0a",
        "systemYellow": "#ffd60a", "systemPink": "#ff375f", "systemPurple": "#bf5af2", "systemTeal": "#40c8e0",
        "systemIndigo": "#5e5ce6", "systemBrown": "#ac8e68", "systemMint": "#66d4cf", "systemCyan": "#64d2ff",
        "systemGray2": "#636366", "systemGray3": "#48484a", "systemGray4": "#3a3a3c",
        "systemGray5": "#2c2c2e", "systemGray6": "#1c1c1e", "systemBackground": "#000000",
        "secondarySystemBackground": "#1c1c1e",
    ]

    /// Each system colour as the browser draws it in either scheme (the
    /// page says `color-scheme: light dark`, so `light-dark()` follows the
    /// reader's setting).
    static let system: [String: String] = light.reduce(into: [:]) { out, entry in
        out[entry.key] = dark[entry.key].map { "light-dark(\(entry.value),\($0))" } ?? entry.value
    }

    /// CSS Color Module Level 4's named colours, lower case.
    static let css: Set<String> = Set("""
    aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
    cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
    darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
    firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
    hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
    lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid
    mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
    paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown
    royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow
    springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Every name, for "did you mean".
    static let all: [String] = css.sorted() + system.keys.sorted()

    /// The CSS for a colour name, or nil when it names none. CSS names are
    /// case-insensitive, as in CSS; system names are spelled as in UIKit.
    static func css(for name: String) -> String? {
        if let hex = system[name] { return hex }
        let lower = name.lowercased()
        return css.contains(lower) ? lower : nil
    }
}

/// UIKit's system colours as the browser draws them, for the code front end
/// (`UIColor.systemBlue`): the same table `color=` reads.
public enum SystemColors {
    public static func css(for name: String) -> String? { ColorNames.system[name] }

    /// The system colour drawn as `css`, for code written back from a block.
    public static func name(for css: String) -> String? {
        ColorNames.system.sorted { $0.key < $1.key }.first { $0.value == css }?.key
    }
}
