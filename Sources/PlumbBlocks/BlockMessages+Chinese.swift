import PlumbDiagnostics
import PlumbLayout

/// The layout stage's diagnostics in 简体中文, as Chinese iOS articles word
/// them (约束, 优先级, 内容拥抱 / 抗压缩, 固有内容尺寸, 歧义, 冲突), each finding's
/// message, fix and notes beside `EnglishBlockMessages`, case for case.
/// Constraints and API names stay as written: a reader searches for them.
struct ChineseBlockMessages: BlockWords {
    let notation = BlockNotation.shared
    /// How the block's author writes a fix (a code block's own dialect).
    let statements: any LayoutNotation

    func words(for finding: LayoutFinding) -> DiagnosticWords {
        switch finding {
        case .broken(let b): return broken(b)
        case .ambiguous(let a): return a.scope == .scrollableContent ? ambiguousContent(a) : ambiguous(a)
        case .tie(let t): return tie(t)
        case .negativeSize(let view, let axis, let size, let width, let others):
            return DiagnosticWords("在宽度 \(width.compact) 下，'\(view)' 的\(axis == .horizontal ? "宽度" : "高度")是 \(size.compact)："
                                   + "UIKit 会保留这个负值，把视图画成空的",
                                   suggestion: "给它留出空间（降低挤压它的约束的优先级，或加一条 '>= 0' 的尺寸约束）",
                                   notes: others.map { "同样决定它的还有：\(describe($0))" })
        case .overflow(let view, let quantities, let width):
            return DiagnosticWords("在宽度 \(width.compact) 下，'\(view)' 的 \(list(quantities.map(coordinate))) 溢出到无穷大："
                                   + "沿着约束一路相乘的倍数超出了布局能容纳的范围",
                                   suggestion: "用更小的 'multiplier'，或减少连续相乘的约束")
        case .unsettled(let cause, let passes, let width): return unsettled(cause, passes: passes, width: width)
        case .solverFailure(let width, let error):
            return DiagnosticWords("Plumb 的求解器在宽度 \(width.compact) 下出现内部错误：\(error)",
                                   suggestion: "请报告这段布局；网站的其余部分已经生成")
        case .budget(let b): return budget(b)
        }
    }

    private func broken(_ b: BrokenLayoutConstraint) -> DiagnosticWords {
        DiagnosticWords("在宽度 \(b.width.compact) 下无法同时满足约束：\(describe(b.constraint)) 被打破（差 \(b.violation.compact) pt），"
                        + "因为它与另外 \(b.conflicts.count) 条必需约束冲突",
                        suggestion: "把其中一条的优先级降到 1000 以下，或者干脆删掉它",
                        notes: b.conflicts.map { "与" + spaced(describe($0)) + "冲突" })
    }

    private func ambiguous(_ a: AmbiguousFrame) -> DiagnosticWords {
        let why = a.isHarmless ? "没有视图的 frame 依赖它，所以画出来的东西不变，但 UIKit 的参考线在这里是任意的"
                               : "约束允许不止一个值，所以 UIKit 的结果是任意的"
        let wants = FrameQuantity.allCases.filter(a.quantities.contains).map(fix)
        return DiagnosticWords("在宽度 \(a.width.compact) 下，'\(a.item)' 的\(list(a.quantities.map(quantity)))有歧义：\(why)",
                               suggestion: "给 '\(a.item)' 加上\(wants.joined(separator: "和"))")
    }

    private func ambiguousContent(_ a: AmbiguousFrame) -> DiagnosticWords {
        let dimension = a.quantities.first ?? .width
        let what = quantity(dimension)
        let edges = dimension.axis == .horizontal ? "'leading' 和 'trailing'" : "'top' 和 'bottom'"
        return DiagnosticWords("在宽度 \(a.width.compact) 下，'\(a.item)' 的可滚动内容\(what)有歧义",
                               suggestion: "把内容的 \(edges) 边约束到 \(statements.guide(.content, ofNamed: a.item))，"
                               + "或把它的\(what)约束到 \(statements.guide(.frame, ofNamed: a.item))")
    }

    private func tie(_ t: TiedConstraints) -> DiagnosticWords {
        // UIKit's priorities are Floats: the tie is at the Float's value.
        let p = Float(t.priority)
        let priority = NumberText.priority(Double(p))
        var notes = t.constraints.dropFirst().map { "与" + spaced(describe($0)) + "打成平局" }
        if let choice = t.choice {
            notes.append("按 'tie' 一行的选择，画的是 \(list(choice.yielding.map { "'\($0)'" })) 让步；"
                         + "UIKit 也可能给出另一种结果" + (choice.drawsOtherOutcome ? "（用虚线画出）" : ""))
        }
        let sizes = t.constraints.compactMap { m -> (view: String, axis: Axis, hugging: Bool)? in
            if case .contentSize(let view, let axis, let hugging, _, _) = m { return (view, axis, hugging) }
            return nil
        }
        if sizes.count == t.constraints.count, let first = sizes.first {
            let what = first.hugging ? "内容拥抱" : "抗压缩"
            return DiagnosticWords("\(list(t.views.map { "'\($0)'" })) 的\(first.axis == .horizontal ? "水平" : "竖直")\(what)优先级相同（\(priority)），"
                                   + "在宽度 \(t.width.compact) 下相互竞争：UIKit 任意选一个\(first.hugging ? "拉伸" : "压缩")",
                                   suggestion: "写上 '" + statements.contentPrioritySetting(of: first.view, hugging: first.hugging, axis: first.axis,
                                                                             to: Double(p + 1)) + "'（或降低另一个的优先级）",
                                   notes: notes)
        }
        return DiagnosticWords("在宽度 \(t.width.compact) 下，优先级同为 \(priority) 的约束相互拉扯"
                               + "（\(t.constraints.map(describe).joined(separator: "、"))）：有几种同样好的布局，"
                               + "UIKit 任意选一种",
                               suggestion: "给其中一条换一个优先级", notes: notes)
    }

    private func unsettled(_ cause: UnsettledCause, passes: Int, width: Double) -> DiagnosticWords {
        let what: String
        let suggestion: String
        switch cause {
        case .safeArea(let owner):
            what = "'\(owner)' 的安全区域（以及从它算起的布局边距）依赖它的 frame，而 frame 又依赖这些参考线"
            suggestion = "把 '\(owner)' 约束到父视图的参考线而不是它自己的，或给它一个不依赖这些参考线的尺寸"
        case .preservedMargins(let owner):
            what = "'\(owner)' 的布局边距保留了父视图的边距，它依赖 '\(owner)' 的 frame，而 frame 又依赖这些参考线"
            suggestion = "把 '\(owner)' 约束到父视图的参考线而不是它自己的，或给它一个不依赖这些参考线的尺寸"
        case .wrapping(let label):
            what = "'\(label)' 换行后的行数改变了它的宽度，宽度又改变了它在哪里换行"
            suggestion = "给 '\(label)' 一个不依赖文字的宽度，或写 'lines=1'"
        case .baseline(let stack):
            what = "UIStackView '\(stack)' 里最高的视图（它按这个视图的基线对齐）随基线给出的高度而变化"
            suggestion = "让 '\(stack)' 不按基线对齐，或给它的视图固定高度"
        }
        return DiagnosticWords("在宽度 \(width.compact) 下布局无法稳定：\(what)；\(passes) 轮之后仍在变化，"
                               + "所以 UIKit 会一遍又一遍地重新布局", suggestion: suggestion)
    }

    private func budget(_ b: BudgetOverrun) -> DiagnosticWords {
        let stage: String
        switch b.slowest {
        case .readingText: stage = "读取这段布局的文字"
        case .buildingModel: stage = "建立布局模型"
        case .solving: stage = "求解"
        case .analysing: stage = "查找歧义和平局"
        case .readingFrames: stage = "读取各视图的 frame"
        }
        return DiagnosticWords("这段布局超出了 \(b.budget.compact) 秒的时间预算，只画出了计划的 \(b.planned) 个断点中的 \(b.solved) 个："
                               + "它有 \(b.items) 个视图和参考线、\(b.constraints) 条写出的约束，大部分时间花在\(stage)上",
                               suggestion: "把它拆成几段更小的布局，或在 plumb.json 里调高 'blockBudgetSeconds'（'plumb solve --budget SECONDS'）")
    }

    /// `text` set between Chinese words: a space only on a side where it
    /// meets Latin text or a quote ("与 'a == b' 冲突"), none beside Chinese
    /// ("与根视图的宽度（…）冲突"), as Chinese typesetting does.
    func spaced(_ text: String) -> String {
        func isWide(_ c: Character?) -> Bool { (c?.unicodeScalars.first?.value ?? 0) >= 0x2E80 }
        return (isWide(text.first) ? "" : " ") + text + (isWide(text.last) ? "" : " ")
    }

    func describe(_ mention: ConstraintMention) -> String {
        switch mention {
        case .written(let text, let identifier): return "'\(text)\(identifier.map { " #" + $0 } ?? "")'"
        case .rootWidth(let width): return "根视图的宽度（这个断点是 \(width.compact)）"
        case .canvasHeight(let h): return "画布高度（\(h.compact)）"
        case .fittingHeight: return "根视图高度上 'UILayoutFittingCompressedSize' 的拉力（优先级 50）"
        case .contentSize(let view, let axis, let hugging, let size, let priority):
            let what = axis == .horizontal ? "width" : "height"
            // Code has no shorthand for it: said in words where the block is code.
            if statements.implicitCode(mention) != nil {
                let dimension = axis == .horizontal ? "宽度" : "高度"
                return hugging ? "\(view) 的内容拥抱约束（优先级 \(priority.compact)，让\(dimension)不超过 \(size.compact)）"
                               : "\(view) 的抗压缩约束（优先级 \(priority.compact)，让\(dimension)不小于 \(size.compact)）"
            }
            return hugging ? "\(view) 的内容拥抱约束（'\(what) <= \(size.compact) @\(priority.compact)'）"
                           : "\(view) 的抗压缩约束（'\(what) >= \(size.compact) @\(priority.compact)'）"
        case .autoresizing(let view, _): return "\(view) 的 'translatesAutoresizingMaskIntoConstraints' 约束（固定的 frame）"
        case .guidePlacement(let guide, _): return "参考线 \(guide)"
        case .stack(let stack, let identifier, let text): return "\(stack) 的 '\(identifier ?? "UISV")' 约束 '\(text)'"
        case .tieChoice(let view): return "这段布局的 'tie' 一行（让 \(view) 保持固有内容尺寸）"
        }
    }

    func words(for finding: BlockFinding) -> DiagnosticWords {
        switch finding {
        case .expectationUnmet(let kind):
            return DiagnosticWords("这段布局预期有 '\(kind.rawValue)' 诊断，但所有断点都没有",
                                   suggestion: "如果布局已经修好，删掉 'expect \(kind.rawValue)'")
        case .liveLeftOut(let why, let lower, let upper): return liveLeftOut(why, span: "\(lower.compact)...\(upper.compact)")
        case .moreProblems(let count, let shown):
            return DiagnosticWords("这段布局还有 \(count) 个问题没有显示（上面是前 \(shown) 个）",
                                   suggestion: "先修这些；剩下的往往是同一个错误")
        case .baselineSystemSpacing:
            return DiagnosticWords("两条文字基线之间的系统间距，UIKit 是根据字体算的，官方没有公开规则；图里用的是 8 pt，可能和 UIKit 画出来的不一样",
                                   suggestion: "图必须准确的地方，用一个常量（比如基线间距 24）")
        }
    }

    private func liveLeftOut(_ why: SweepFailure, span: String) -> DiagnosticWords {
        let narrowOrOff = "用 'live MIN...MAX' 缩小范围，或用 'live off' 关掉它"
        switch why {
        case .budget:
            return DiagnosticWords("没有实时面板：算出 \(span) 每个宽度下的布局超出了这段布局的时间预算", suggestion: narrowOrOff)
        case .tooManyPieces:
            return DiagnosticWords("没有实时面板：\(span) \(sweepFailure(why))", suggestion: narrowOrOff)
        case .unsettled:
            return DiagnosticWords("没有实时面板：\(span) \(sweepFailure(why))",
                                   suggestion: "看这段布局的 'unsettled' 错误，或用 'live MIN...MAX' 缩小范围")
        case .solver, .overflow:
            return DiagnosticWords("没有实时面板：\(sweepFailure(why))", suggestion: "请报告这段布局；它的快照已经画出")
        }
    }

    func sweepFailure(_ failure: SweepFailure) -> String {
        switch failure {
        case .budget: return "扫描宽度时超出了这段布局的时间预算"
        case .solver(let what): return "扫描宽度时求解器失败（\(what)）"
        case .tooManyPieces(let n): return "范围内布局的性质变化超过 \(n) 次"
        case .overflow: return "有一个 frame 不是有限的数"
        case .unsettled: return "范围内有一个宽度下布局无法稳定"
        }
    }

    func inVariant(_ name: String) -> String { "在变体 '\(name)' 中：" }

    func alsoAt(_ widths: [String]) -> String { "（宽度 \(widths.joined(separator: "、")) 下也是）" }

    private func quantity(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "水平位置"
        case .width: return "宽度"
        case .verticalPosition: return "竖直位置"
        case .height: return "高度"
        }
    }

    /// A frame's coordinates keep their names: x and y are what a reader
    /// sees in a frame.
    private func coordinate(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "x"
        case .width: return "'width'"
        case .verticalPosition: return "y"
        case .height: return "'height'"
        }
    }

    private func fix(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "一条 'leading'、'trailing' 或 'centerX' 约束"
        case .width: return "宽度（或两条水平边的约束）"
        case .verticalPosition: return "一条 'top'、'bottom' 或 'centerY' 约束"
        case .height: return "高度（或两条竖直边的约束）"
        }
    }

    /// "a", "a 和 b", "a、b 和 c".
    func list(_ items: [String]) -> String {
        guard items.count > 2 else { return items.joined(separator: " 和 ") }
        return items.dropLast().joined(separator: "、") + " 和 " + items.last!
    }
}
