import PlumbLayout

/// How each kind of view is drawn inside its frame, as iOS draws it: a
/// label is text with no fill, a button a tinted title, a field a rounded
/// border with its text or grey placeholder, a switch the pill, an image
/// view a picture (the author's, or a placeholder), an activity indicator
/// its spokes. Shared by the breakpoint panels and the live panel.
enum FigureControls {
    /// Classes beyond `plumb-view plumb-KIND`.
    static func classes(_ kind: ViewKind, _ p: ItemProperties) -> String {
        var out = ""
        if kind == .button && p.buttonStyle == .filled { out += " plumb-filled" }
        if kind == .image && p.imageSource != nil { out += " plumb-picture" }
        return out
    }

    /// The view's name as its frame shows it. A view without subviews has
    /// its name above the overlay's lines (`plumb-name-over`); a
    /// container's stays under its subviews, whose text it would otherwise
    /// cover.
    static func nameTag(_ item: LayoutItem, into out: inout Markup) {
        out.element("span", [.init("class", item.children.isEmpty ? "plumb-name plumb-name-over" : "plumb-name")], text: item.name)
    }

    /// Whether the view's name is drawn in its frame: not over a control
    /// that draws itself (a switch, a spinner, a picture) or over text.
    static func showsName(_ kind: ViewKind, _ p: ItemProperties) -> Bool {
        switch kind {
        case .view: return true
        case .image: return p.imageSource == nil
        default: return false
        }
    }

    /// Whether the control fills its frame with a drawing of its own (the
    /// switch's pill and knob, the spinner's spokes, the author's picture):
    /// an overlay label placed over it would hide both, so labels go
    /// around it, as they go around text.
    static func drawsItself(_ kind: ViewKind, _ p: ItemProperties) -> Bool {
        switch kind {
        case .switch, .activity: return true
        case .image: return p.imageSource != nil
        default: return false
        }
    }

    /// What the control draws beside its text and name: the switch's knob,
    /// the author's picture placed by `contentMode`. `length` turns points
    /// into a CSS length at the drawing's scale.
    static func decoration(_ kind: ViewKind, _ p: ItemProperties, length: (Double) -> String) -> Markup {
        var out = Markup()
        switch kind {
        case .switch:
            out.element("span", [.init("class", "plumb-knob")], text: "")
        case .image:
            guard let source = p.imageSource else { break }
            out.open("img", [.init("class", "plumb-image-file"), .init("src", source), .init("alt", ""), .init("style", imageStyle(p, length: length))])
        default:
            break
        }
        return out
    }

    /// The scaling modes are CSS's `object-fit` (aspect fill clipped to the
    /// frame, as with `clipsToBounds`); the others draw the picture at its
    /// size in points (the view's `intrinsic=`, which is the image's size),
    /// pinned to the centre or an edge, and, as UIImageView, not clipped.
    private static func imageStyle(_ p: ItemProperties, length: (Double) -> String) -> String {
        switch p.contentMode {
        case .scaleToFill: return "object-fit:fill"
        case .scaleAspectFit: return "object-fit:contain"
        case .scaleAspectFill: return "object-fit:cover"
        case .center, .top, .bottom, .left, .right:
            guard case .points(let w) = p.intrinsicWidth, case .points(let h) = p.intrinsicHeight else { return "object-fit:contain" }
            let x: String, y: String
            switch p.contentMode {
            case .left: x = "0"; y = "calc(50% - \(length(h / 2)))"
            case .right: x = "calc(100% - \(length(w)))"; y = "calc(50% - \(length(h / 2)))"
            case .top: x = "calc(50% - \(length(w / 2)))"; y = "0"
            case .bottom: x = "calc(50% - \(length(w / 2)))"; y = "calc(100% - \(length(h)))"
            default: x = "calc(50% - \(length(w / 2)))"; y = "calc(50% - \(length(h / 2)))"
            }
            return "object-fit:fill;inset:auto;left:\(x);top:\(y);width:\(length(w));height:\(length(h))"
        }
    }
}
