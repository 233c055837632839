import PlumbDiagnostics

/// The Markdown findings in 简体中文, case for case beside the English.
/// Markup and code stay as written.
enum ChineseMarkdownMessages {
    static func words(for finding: MarkdownFinding) -> DiagnosticWords {
        switch finding {
        case .pipeInCodeSpan(let span, let escaped):
            return DiagnosticWords("即使在代码片段 \(span) 里，这个 '|' 也会结束表格单元格：代码被切成两半，这一行也多出一个单元格",
                                   suggestion: "把它转义成 '\\|'：\(escaped)")
        case .strayBackticks(let ticks):
            return DiagnosticWords("这个 \(ticks) 没有开始代码片段：段落里它后面没有 \(ticks) 来结束它，所以它显示成反引号，后面的代码被当成正文",
                                   suggestion: "用 \(ticks) 结束代码片段（代码片段可以延续到下一行），或者写 \\` 表示反引号本身")
        case .sentenceCutByList(let marker):
            return DiagnosticWords("这一行以 '\(marker) ' 开头，所以成了只有一项的列表，把上一行的句子切成了两半",
                                   suggestion: "如果它接着上一句，就把 '\(marker)' 移到上一行末尾，或者写成 '\\\(marker)'；如果它是列表，就在它前面空一行")
        case .footnoteDefinedTwice(let label):
            return DiagnosticWords("脚注 [^\(label)] 定义了两次，这一处定义不会被用到", suggestion: "换一个标签，或者删掉它")
        case .footnoteNeverReferred(let label):
            return DiagnosticWords("脚注 [^\(label)] 从未被引用，所以不会显示", suggestion: "在正文里用 [^\(label)] 引用它，或者删掉它")
        case .nestedTooDeep(let maxDepth, let more):
            return DiagnosticWords("Markdown 嵌套超过了 \(maxDepth) 层：从这里开始的列表、引用、强调和链接都按平铺绘制（文字保留，嵌套不保留）"
                                   + (more > 0 ? "（页面后面还有 \(more) 处同样的情况）" : ""),
                                   suggestion: "减少嵌套层数；如果这是想显示的文字，就把它放进代码片段或围栏代码块")
        }
    }
}
