/// Small random blocks in the shape of issue 26's reproducers: a few views
/// of every kind (stacks and scroll views with subviews), guides, written
/// constraints across them with multipliers, priorities and `when width`
/// conditions, sometimes a canvas or a root safe area. (Nested views are
/// placed in their superview's coordinates by the same lines: UIKit relates
/// them through the common ancestor.) Many do not parse (an
/// anchor of one kind related to another's); callers skip those.
struct RandomBlock {
    static let kinds = ["view", "label", "button", "image", "switch", "activity", "stack", "scroll", "field"]
    static let xAnchors = ["leading", "trailing", "centerX", "left", "right"]
    static let yAnchors = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"]
    static let sizes = ["width", "height"]
    static let texts = ["\"Hi\"", "\"Cancel\"", "\"A title that may wrap onto more lines\"", "\"Wraps at narrow widths, once or twice\""]

    static func make(_ rng: inout FuzzRandom) -> String {
        var lines: [String] = []
        if rng.next(3) == 0 { lines.append("canvas 375x\(["100", "600", "auto"][rng.next(3)])") }
        if rng.next(4) == 0 { lines.append("root.safe = \(rng.next(2) * 44),0,\(rng.next(2) * 34),0") }
        var names: [String] = []
        var containers: [(name: String, depth: Int)] = []
        for i in 0..<(1 + rng.next(5)) {
            let kind = kinds[rng.next(kinds.count)]
            let name = "v\(i)"
            var depth = 0
            if let parent = containers.last, rng.next(2) == 0 { depth = parent.depth + 1 }
            var line = String(repeating: " ", count: depth) + "\(kind) \(name)"
            if kind == "label" || kind == "button" {
                line += " " + texts[rng.next(texts.count)]
                if kind == "label", rng.next(2) == 0 { line += " lines=\([0, 2, 3][rng.next(3)])" }
            }
            if kind == "view", rng.next(3) == 0 { line += " intrinsic=\(10 * (1 + rng.next(6)))x\(10 * (1 + rng.next(4)))" }
            if kind == "stack" {
                if rng.next(2) == 0 { line += " axis=vertical" }
                if rng.next(2) == 0 { line += " distribution=\(["fill", "fillEqually", "fillProportionally", "equalSpacing"][rng.next(4)])" }
                if rng.next(2) == 0 { line += " alignment=\(["fill", "center", "firstBaseline", "leading"][rng.next(4)])" }
                if rng.next(2) == 0 { line += " spacing=\([-10, 0, 8, 20][rng.next(4)])" }
                if rng.next(3) == 0 { line += " relativeToMargins=true" }
            }
            if kind == "view" || kind == "stack" || kind == "scroll" { containers.append((name, depth)) }
            lines.append(line)
            names.append(name)
        }
        // Most views placed, so that the sweep has determined frames to
        // compare; the random lines below then pull against the placement.
        for name in names where rng.next(3) != 0 {
            lines.append("\(name).leading == root.leading + \([0, 8, 17][rng.next(3)])")
            lines.append("\(name).top == root.top + \([0, 10, 44][rng.next(3)])")
            if rng.next(2) == 0 { lines.append("\(name).trailing == root.trailing - \([0, 25][rng.next(2)])") }
        }
        let guides = ["", ".safe", ".margins", ".readable"]
        func item() -> String {
            rng.next(5) == 0 ? "root" + guides[rng.next(guides.count)] : names[rng.next(names.count)] + guides[rng.next(4) == 0 ? 1 + rng.next(3) : 0]
        }
        for _ in 0..<(1 + rng.next(4)) {
            let family = [xAnchors, yAnchors, sizes][rng.next(3)]
            var line = "\(item()).\(family[rng.next(family.count)]) \(["==", ">=", "<="][rng.next(3)]) "
            let other = family == sizes ? sizes : family
            line += "\(item()).\(other[rng.next(other.count)])"
            if rng.next(3) == 0 { line += " * \(["0.5", "2", "1.5", "0.25"][rng.next(4)])" }
            if rng.next(2) == 0 { line += " \(["+", "-"][rng.next(2)]) \([8, 17, 25, 44][rng.next(4)])" }
            if rng.next(3) == 0 { line += " @\([250, 750, 999, 251][rng.next(4)])" }
            if rng.next(4) == 0 {
                lines.append("when width \(["<", ">="][rng.next(2)]) \([400, 500, 700][rng.next(3)]):")
                line = " " + line
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
