import PlumbDiagnostics

/// The sanitizer's and the template check's findings in 简体中文, case for
/// case beside the English. Tags, attributes and syntax stay as written.
extension ChineseSiteMessages {
    private func place(_ p: SanitizerPlace) -> String { p == .page ? "页面" : "SVG 文件" }

    private func scope(_ s: SanitizerScope) -> String {
        switch s {
        case .paragraph: return "所在段落"
        case .htmlBlock: return "所在的 HTML 块"
        case .page: return "页面"
        case .file: return "文件"
        }
    }

    func words(for finding: SanitizerFinding) -> DiagnosticWords {
        switch finding {
        case .doctypeInPage: return DiagnosticWords("已去掉 <!doctype>：页面的 <!doctype> 由模板提供", suggestion: "删掉它")
        case .commentNeverClosed(let line):
            return DiagnosticWords("这个注释没有结束（没有 '-->'），它后面直到第 \(line) 行的内容都被隐藏了", suggestion: "用 '-->' 结束它")
        case .tagNeverFinished(let name, let line):
            return DiagnosticWords("这个 <\(name)> 标签没有写完（没有 '>'），它连同后面直到第 \(line) 行的内容都已去掉",
                                   suggestion: "用 '>' 写完这个标签（并闭合它打开的引号）")
        case .neverClosed(let name, let end):
            return DiagnosticWords("这里打开的 <\(name)> 没有关闭，已在\(scope(end))末尾关闭它", suggestion: "在它应该结束的地方加上 </\(name)>")
        case .onlyText(let name, let parent):
            return DiagnosticWords("SVG 的 <\(parent)> 里不允许 <\(name)> 元素：只能写文字", suggestion: "把它写成文字")
        case .elementLeftOut(let name, let p, let reason):
            return DiagnosticWords("\(place(p))里不允许 <\(name)> 元素：\(self.reason(reason))；它连同内容一起去掉了",
                                   suggestion: reason == .animation ? "在图里画出来，或者改用图片" : "删掉它")
        case .tagLeftOut(let name, let p, let reason):
            let fix: String
            switch reason {
            case .notInSVGSubset: fix = "用路径、形状和文字画出来，或者改用图片"
            case .notInElements: fix = "改用 Markdown 或允许的元素"
            default: fix = "删掉这个标签"
            }
            return DiagnosticWords("\(place(p))里不允许 <\(name)> 标签：\(self.reason(reason))；其中的内容保留", suggestion: fix)
        case .inputLeftOut(let p):
            return DiagnosticWords("\(place(p))里不允许 <input> 标签：文档页面里不该有表单控件，任务列表的复选框除外；已去掉",
                                   suggestion: "写成任务列表项：'- [ ] task' 或 '- [x] done'")
        case .attributeLeftOut(let name, let element, let reason):
            let (why, fix) = words(for: reason)
            return DiagnosticWords("已去掉 <\(element)> 的属性 '\(name)'：\(why)", suggestion: fix)
        case .endTagClosesNothing(let name):
            return DiagnosticWords("结束标签 </\(name)> 没有可以关闭的元素（这段原始 HTML 里没有打开它）；已去掉",
                                   suggestion: "删掉它，或者在同一段落或同一个 HTML 块里打开这个元素")
        }
    }

    func reason(_ r: ElementRefusal) -> String {
        switch r {
        case .script: return "网站承诺绝不运行脚本"
        case .styleSheet: return "样式表能改变整个页面的样式，还能加载 URL"
        case .frame: return "框架会加载另一个文档，而那个文档可以运行脚本"
        case .embeddedObject: return "嵌入的对象可以运行脚本或插件"
        case .applet: return "小程序会运行代码"
        case .noscript: return "它的内容是为运行脚本的页面准备的"
        case .noembed: return "它装的是给不支持插件的浏览器看的原始文本"
        case .noframes: return "它装的是给不支持框架的浏览器看的原始文本"
        case .xmp: return "它装的是原始文本，是已经废弃的元素"
        case .plaintext: return "它会把页面剩下的部分全变成文本"
        case .template: return "模板元素的内容是给脚本用的文档片段"
        case .formControl: return "文档页面里不该有表单控件"
        case .title: return "页面标题来自 front matter 或第一个标题"
        case .foreignObject: return "它把 HTML 放进 SVG，超出了页面允许的 SVG 范围"
        case .svgTextElement: return "浏览器会在 SVG 的 <title> 或 <desc> 里重新按 HTML 读取，超出了页面允许的 SVG 范围；改在 <svg> 上用 'aria-label' 给图命名"
        case .math: return "数学标记语言（MathML）超出了页面允许的范围"
        case .animation: return "动画可以把链接改写成脚本"
        case .svgTiming: return "SVG 的计时元素超出了页面允许的 SVG 范围"
        case .svgHandler: return "它是 SVG 的事件处理器"
        case .svgListener: return "它是 SVG 的事件监听器"
        case .svgImage: return "SVG 图片元素可以加载另一个 SVG 文档"
        case .svgFilterImage: return "SVG 滤镜图片可以加载另一个文档"
        case .svgFilter: return "SVG 滤镜超出了页面允许的 SVG 范围"
        case .head: return "页面的 <head> 由模板提供"
        case .base: return "它会改变页面上每个链接指向的地方"
        case .meta: return "它能让页面跳转，或者改变页面的读法"
        case .link: return "它会把样式表和其他文档加载进页面"
        case .form: return "表单会把读者输入的内容发送到别处"
        case .documentElement: return "页面的 <html>、<head> 和 <body> 元素由模板提供"
        case .svgLink: return "SVG 里的链接超出了页面允许的 SVG 范围"
        case .notInSVGSubset: return "它不在页面允许的 SVG 范围之内"
        case .notInElements: return "它不在页面允许的元素之列"
        }
    }

    private func words(for r: AttributeRefusal) -> (reason: String, fix: String) {
        let urlFix = "改用相对路径，或 http:、https:、mailto: URL"
        let local = "用 id 引用这个 SVG 里的元素"
        switch r {
        case .eventHandler: return ("事件处理器会运行脚本", "删掉它")
        case .style(let inSVG):
            return ("CSS 可以加载 URL、盖住整个页面，而 Plumb 不读 CSS，无从检查",
                    inSVG ? "改用 SVG 的呈现属性（'fill'、'stroke'、'opacity'…）" : "改用 'class'，或者 Markdown")
        case .wholeDocument: return ("它装着一整个文档，而文档可以运行脚本", "删掉它")
        case .oddName: return ("它的名字里有属性名不该有的字符", "只用字母、数字和 '-' 拼写")
        case .notOn(let element): return ("页面里的 <\(element)> 不能有这个属性", "删掉它")
        case .scheme(let scheme, let inSourceSet):
            return ("不允许使用 \(scheme): URL（页面只允许相对路径以及 http:、https: 和 mailto: URL）",
                    scheme == "data" && !inSourceSet ? "把数据存成页面旁边的文件，再链接到那个文件" : urlFix)
        case .svgReferenceNotLocal: return ("SVG 引用必须指向页面之内（'#id'）", local)
        case .urlFunctionNotLocal: return ("url() 只能指向页面之内（'url(#id)'）", local)
        case .cssFunction(let name):
            return ("CSS 函数 '\(name)()' 不在 SVG 属性值可用的范围内（有些函数会加载别的文件，比如 'image-set()'）",
                    "用颜色、数字，或者指向这个 SVG 里元素的 url(#id)")
        case .character(let c):
            let shown = c == "\\" ? "反斜杠（CSS 转义，能拼出 url()）" : "'\(c)'"
            return ("它含有\(shown)，SVG 属性值用不到", "只用字母、数字和 . , - + % # ( ) 写这个值")
        case .svgNamespace: return ("它必须是 SVG 的命名空间", "写成 xmlns=\"http://www.w3.org/2000/svg\"")
        case .xlinkNamespace: return ("它必须是 'XLink' 的命名空间", "写成 xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        }
    }

    func words(for refusal: TemplateRefusal) -> DiagnosticWords {
        let found: String
        switch refusal.found {
        case .element(let name): found = "<\(name)>"
        case .attribute(let name, let value, let element): found = "<\(element)> 上的 \(name)=\"\(value)\""
        case .attributeName(let name, let element): found = "<\(element)> 上的 '\(name)'"
        case .unescapedValue(let tag): found = "{{{\(tag)}}}"
        case .valueInTagName: found = "标签名里的值"
        case .contentInTitleOrComment: found = "标题或注释里的 {{{page.content}}}"
        case .section(let tag): found = "区块 {{\(tag)}}"
        case .markAfterBrace: found = "和旁边字符连成一体的花括号"
        case .value: found = "那里的值 {{…}}"
        case .wholeTemplate: found = "展开局部模板后的整个模板"
        }
        let (why, fix) = words(for: refusal.reason)
        return DiagnosticWords("主题模板里有 \(found)：\(why)", suggestion: fix)
    }

    private func words(for r: TemplateReason) -> (reason: String, fix: String) {
        let noScript = "删掉它；Plumb 的网站不带任何脚本"
        switch r {
        case .styleElement:
            return ("主题的 CSS 应该写在样式表里", "把它移到 templates/static/，再用 <link rel=\"stylesheet\"> 链接")
        case .inlineSVG:
            return ("模板里的内联 SVG 不受检查", "把图片放进 templates/static/（那里的 SVG 文件会被精简到允许的范围），再用 <img> 显示")
        case .element(let refusal): return (reason(refusal), noScript)
        case .notTemplateElement: return ("模板里不能有这种元素（docs/site.md 列出了可用的元素）", "删掉它，或者改用列表里的元素")
        case .eventHandler: return ("事件处理器会运行脚本", noScript)
        case .styleAttribute: return ("主题的 CSS 应该写在样式表里", "改用 'class'，在 templates/static/ 里写它的样式")
        case .notTemplateAttribute(let element): return ("模板里的 <\(element)> 不能有这个属性", noScript)
        case .scheme(let scheme): return ("'\(scheme):' URL：只允许 http、https、mailto 和相对路径的 URL", noScript)
        case .linkRelation(let rel, let allowed):
            return ("主题不能有 rel 为 '\(rel)' 的链接（可用的有 \(allowed.map { "'\($0)'" }.joined(separator: "、"))）："
                    + "'preload'、'modulepreload' 和 'prefetch' 可以加载脚本", noScript)
        case .inputType: return ("模板里的输入控件只能是纯 CSS 开关用的复选框和单选按钮", "用 type=\"checkbox\" 或 type=\"radio\"")
        case .unescapedValue(let tag):
            return ("不转义写出的值可能含有标记，甚至脚本；只有已精简到页面允许范围的 {{{page.content}}} 可以原样写出", "写成 {{\(tag)}}，转义输出")
        case .valueMakesTag: return ("值拼出的标签可能是 <script>", "把标签名直接写出来")
        case .contentEndsIt:
            return ("页面的 HTML 在那里可能提前结束它，被当成标记读取", "把 {{{page.content}}} 写在标签之间，标题里用 {{page.title}}")
        case .unquotedValue:
            return ("值没有加引号：其中的空格或 '=' 会开始另一个属性，也可能是事件处理器", "给属性值加上引号：name=\"{{…}}\"")
        case .contentInAttribute: return ("属性里有页面的 HTML：其文本里的 '\"' 会结束这个值", "把 {{{page.content}}} 写在标签之间")
        case .sectionSplitsMarkup:
            return ("它在标签、属性值、注释或标题里开始或结束，或紧跟在 '<' 后面：省略、重复或为空时，周围的标记会拼成别的标记，也可能是 <script>",
                    "在区块里放完整的元素，或者放在空格后的完整属性")
        case .charset:
            return ("页面用 UTF-8 编码；换成别的字符集，页面文字就能改变其余部分的读法（ISO-2022-JP 的转义序列能拼出标记）",
                    "写成 <meta charset=\"utf-8\">")
        case .markAfterBrace:
            return ("模板解析器会把花括号和旁边的组合符号或前置字符读成一个字符，那里的标签就不是检查过的那些", "删掉这个字符，或者写成字符引用（&#x301;）")
        case .tooLarge: return ("模板太大（超过 4 Mi 个字符），无法检查", "少用或精简局部模板")
        case .valueFinishesReference:
            return ("紧跟在 '&' 后面的值可能补全一个字符引用：'&#' 加上标题 '106;avascript:' 就成了 'javascript:' 链接",
                    "字面的 & 写成 &amp;")
        case .strayEndTag:
            return ("那里没有打开的同名元素：在页面内容之后，它可能关掉内容留下的元素，后面的标记就会被换一种方式读取", "删掉它，或者先打开这个元素")
        case .partialsTooDeep(let limit):
            return ("局部模板互相包含超过 \(limit) 层，超出了渲染和检查的深度", "把最深一层局部模板的标记并入上一层")
        case .duplicateAttribute: return ("这是元素上第二个同名属性：只有第一个受检查，而省略第一个的区块会让第二个生效", "这个属性只写一次")
        case .valueMakesScheme(let names):
            return ("URL 的协议可能由值拼出（比如页面标题是 'javascript'）：只有构建自己的 URL（\(names.map { "'\($0)'" }.joined(separator: "、"))）可以开头",
                    "用其中一个开头，或者把协议直接写出来（https://…）")
        }
    }
}
