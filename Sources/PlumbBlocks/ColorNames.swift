/// The colours a `color=` may name: CSS's named colours, and UIKit's
/// system colours (light appearance), which CSS does not know and so are
/// written out as hex for the browser.
enum ColorNames {
    static let system: [String: String] = [
        "systemBlue": "#007aff", "systemRed": "#ff3b30", "systemGreen": "#34c759", "systemOrange": "#ff9500",
        "systemYellow": "#ffcc00", "systemPink": "#ff2d55", "systemPurple": "#af52de", "systemTeal": "#30b0c7",
        "systemIndigo": "#5856d6", "systemBrown": "#a2845e", "systemMint": "#00c7be", "systemCyan": "#32ade6",
        "systemGray": "#8e8e93", "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc", "systemGray4": "#d1d1d6",
        "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7", "systemBackground": "#ffffff",
        "secondarySystemBackground": "#f2f2f7", "clear": "transparent",
    ]

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
