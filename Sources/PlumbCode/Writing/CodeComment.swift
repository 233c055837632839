import PlumbDiagnostics

/// A comment the code a figure offers carries where the figure shows
/// something the code cannot set, as data until the writer puts it in the
/// page's language (a Chinese page's code speaks Chinese in its comments,
/// as its authors' own code does).
enum CodeComment {
    /// `text` on a view that shows none (a plain view, a guide).
    case textNotShown(view: String, literal: String, className: String?)
    /// A CSS colour UIKit has no name for.
    case unnamedColour(view: String, css: String, objectiveC: Bool)
    /// A `when width …` group: the figure's width, an app's own question.
    case widthCondition(condition: String, objectiveC: Bool)

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.textNotShown(let v, let literal, let cls), .english):
            return "// \(v) shows \(literal) in the figure; a \(cls ?? "guide") has no text"
        case (.textNotShown(let v, let literal, let cls), .chinese):
            return "// \(v) 在图里显示 \(literal)；\(cls ?? "参考线")没有文字"
        case (.unnamedColour(let v, let css, false), .english):
            return "// \(v) is drawn \(css): a CSS colour UIKit has no name for (set backgroundColor to your own)"
        case (.unnamedColour(let v, let css, true), .english):
            return "// \(v) is drawn \(css): set its backgroundColor to your own colour"
        case (.unnamedColour(let v, let css, _), .chinese):
            return "// \(v) 在图里画成 \(css)：UIKit 没有这个 CSS 颜色的名字（把 backgroundColor 设成你自己的颜色）"
        case (.widthCondition(let c, let objC), .english):
            return "// 'when \(c)' reads the width the figure is drawn at; an app asks in \(CodeComment.transitionHook(objC))"
        case (.widthCondition(let c, let objC), .chinese):
            return "// 'when \(c)' 读的是图所画的宽度；App 里要在 \(CodeComment.transitionHook(objC)) 里判断"
        }
    }

    private static func transitionHook(_ objectiveC: Bool) -> String {
        objectiveC ? "viewWillTransitionToSize:withTransitionCoordinator:" : "viewWillTransition(to:with:)"
    }
}
