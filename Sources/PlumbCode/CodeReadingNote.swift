import PlumbDiagnostics

/// What the code reader notes about how a figure runs code differently from
/// UIKit, as data worded in the reader's language: these notes show in the
/// figures of the guide's pages, Chinese ones included (issue 31). The
/// reader's other findings are `CodeFinding`s, worded the same way.
enum CodeReadingNote: DiagnosticMessage, Hashable {
    /// A layout callback (`updateConstraints`, `viewDidLayoutSubviews`) the figure runs once.
    case layoutCallbackRunOnce(name: String)
    /// The root view's size is read, at each width the figure is solved at (the first given).
    case rootSizeRead(width: Double, height: Double)
    /// Read in a layout pass's hook, where UIKit gives the laid-out size.
    case rootSizeReadInLayoutPass(width: Double, height: Double)
    /// `UIView.animate`: the figure, a still, draws where the animation ends.
    case animationDrawnAtItsEnd
    /// An italic or monospaced system font: the figure measures and draws
    /// it in the upright proportional one Plumb ships.
    case fontDrawnUpright(name: String, monospaced: Bool)
    /// A weight Plumb does not ship, drawn in the nearer of regular and bold.
    /// `weight` as the code spells it (`.semibold`, `UIFontWeightSemibold`);
    /// `narrower`: the weight's own text is narrower than the face drawn
    /// (lighter than regular, or semibold drawn bold).
    case fontWeightDrawnNearest(weight: String, bold: Bool, narrower: Bool)

    func words(in language: Language) -> DiagnosticWords {
        switch (self, language) {
        case (.layoutCallbackRunOnce(let name), .english) where ProgramReader.constraintUpdateHooks.contains(name):
            // Not every pass: only one whose constraints were flagged.
            return DiagnosticWords("UIKit calls '\(name)' in each layout pass whose constraints were flagged for an update (the first one, and after every setNeedsUpdateConstraints()); the figure runs it once, where the first pass runs it, and again in a variant whose call flags the view",
                                   suggestion: "code here that adds views or constraints adds them again on each such pass in a real app; a variant with 'setNeedsUpdateConstraints()' in its call draws that")
        case (.layoutCallbackRunOnce(let name), .chinese) where ProgramReader.constraintUpdateHooks.contains(name):
            return DiagnosticWords("UIKit 在约束被标记需要更新的每一轮布局中调用 '\(name)'（第一轮，以及每次 'setNeedsUpdateConstraints()' 之后）；图只在第一轮布局调用它的地方运行一次，变体的调用标记了这个视图时再运行一次",
                                   suggestion: "在真实的 App 里，这里添加视图或约束的代码每一轮这样的布局都会再添加一次；在变体的调用里写 'setNeedsUpdateConstraints()' 就能把它画出来")
        case (.layoutCallbackRunOnce(let name), .english):
            return DiagnosticWords("UIKit calls '\(name)' on every layout pass; the figure runs it once, where the first pass runs it",
                                   suggestion: "code here that adds views or constraints adds them again on each pass in a real app")
        case (.layoutCallbackRunOnce(let name), .chinese):
            return DiagnosticWords("UIKit 在每一轮布局中都会调用 '\(name)'；图只在第一轮布局调用它的地方运行一次",
                                   suggestion: "在真实的 App 里，这里添加视图或约束的代码每一轮都会再添加一次")
        case (.rootSizeRead(let width, let height), .english):
            return DiagnosticWords("the root view's size is read here at each width the figure is solved at (\(NumberText.exact(width)) x \(NumberText.exact(height)) first); in a real app viewDidLoad sees the storyboard's size, not the device's",
                                   suggestion: "relate views to the root with constraints (multiplier:) for a size that follows the screen")
        case (.rootSizeReadInLayoutPass(let width, let height), .english):
            return DiagnosticWords("the root view's size is read here at each width the figure is solved at (\(NumberText.exact(width)) x \(NumberText.exact(height)) first), as UIKit gives it to a layout pass: it calls this again whenever the size changes")
        case (.rootSizeReadInLayoutPass(let width, let height), .chinese):
            return DiagnosticWords("这里读取了根视图的尺寸，图在求解的每个宽度下都读一次（先是 \(NumberText.exact(width)) × \(NumberText.exact(height))），和 UIKit 在布局时给出的一样：尺寸一变，UIKit 就会再调用这里")
        case (.animationDrawnAtItsEnd, .english):
            return DiagnosticWords("the figure draws where this animation ends: its closure runs at once",
                                   suggestion: "UIKit moves the views there over the duration, from where the last layout pass left them")
        case (.animationDrawnAtItsEnd, .chinese):
            return DiagnosticWords("图画的是这段动画结束时的样子：动画闭包会立即执行",
                                   suggestion: "UIKit 会在动画时长内把视图从上一轮布局的位置移到这里")
        case (.fontDrawnUpright(let name, let monospaced), .english):
            return DiagnosticWords("'\(name)' is measured and drawn in the upright, proportional system font: Plumb ships no italic or monospaced face",
                                   suggestion: "in UIKit that font's text has other widths\(monospaced ? " (monospaced is wider)" : ""), so a view sized by it differs from the drawing")
        case (.fontDrawnUpright(let name, let monospaced), .chinese):
            return DiagnosticWords("'\(name)' 按正体、非等宽的系统字体测量和绘制：Plumb 没有带斜体和等宽字体",
                                   suggestion: "在 UIKit 里这种字体的文字宽度不同\(monospaced ? "（等宽字体更宽）" : "")，由它撑开的视图和图里的不一样")
        case (.fontWeightDrawnNearest(let weight, let bold, let narrower), .english):
            return DiagnosticWords("the weight '\(weight)' is measured and drawn \(bold ? "bold" : "regular"): Plumb ships the regular and bold weights",
                                   suggestion: "in UIKit its text is a little \(narrower ? "narrower" : "wider") than drawn here, so a view sized by it differs slightly from the drawing")
        case (.fontWeightDrawnNearest(let weight, let bold, let narrower), .chinese):
            return DiagnosticWords("字重 '\(weight)' 按\(bold ? "粗体" : "常规字重")测量和绘制：Plumb 只带了常规和粗体两种字重",
                                   suggestion: "在 UIKit 里这种字重的文字比这里画的略\(narrower ? "窄" : "宽")，由它撑开的视图和图里的也略有差别")
        case (.rootSizeRead(let width, let height), .chinese):
            return DiagnosticWords("这里读取了根视图的尺寸，图在求解的每个宽度下都读一次（先是 \(NumberText.exact(width)) × \(NumberText.exact(height))）；在真实的 App 里，viewDidLoad 读到的是 storyboard 里的尺寸，而不是设备的",
                                   suggestion: "用约束（multiplier:）把视图和根视图关联起来，尺寸才会跟着屏幕变")
        }
    }
}
