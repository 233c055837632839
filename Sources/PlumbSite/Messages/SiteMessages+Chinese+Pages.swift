import PlumbDiagnostics

/// The Chinese words of what the site finds in pages, the theme and assets.
extension ChineseSiteMessages {
    func words(for finding: PageFinding) -> DiagnosticWords {
        switch finding {
        case .imageWithoutAlt(let name, let source):
            return DiagnosticWords("图片 '\(name)' 没有替代文本（alt）：读屏软件会读出它的文件名，或者直接跳过",
                                   suggestion: "在方括号里写出图片的内容：![图片内容](\(source))")
        case .headingSkipsLevel(let level, let previous, let title):
            return DiagnosticWords("这个 \(level) 级标题跟在 \(previous) 级标题后面，跳过了第 \(previous + 1) 级：按标题浏览的读者会以为少了一节",
                                   suggestion: "改成 '\(String(repeating: "#", count: previous + 1)) \(title)'，或者补上它所属的 \(previous + 1) 级标题")
        case .defaultLanguageSuffix(let tag, let outputPath, let fileName):
            return DiagnosticWords("'\(tag)' 是网站的默认语言，默认语言的页面文件名不带后缀；这个页面会发布为 '\(outputPath)'，而不是译文",
                                   suggestion: "把它改名为 '\(fileName).md'")
        case .undeclaredLanguage(let tag, let declared, let outputPath, let fileName):
            return DiagnosticWords("'\(tag)' 不是这个网站的语言（\(declared.joined(separator: "、"))）；"
                                   + "这个页面会发布为 '\(outputPath)'，而不是 '\(fileName).md' 的译文",
                                   suggestion: "在 plumb.json 的 \"languages\" 里加上 \"\(tag)\": {}，或者去掉文件名里的 '.\(tag)'")
        case .translationOlder(let original):
            return DiagnosticWords("这篇译文比原文旧：这个页面上次编辑之后，'\(original)' 又改过了",
                                   suggestion: "更新译文（对译文的任何编辑都会记下原文当时的样子）")
        case .unreadable(let reason):
            return DiagnosticWords("无法读取这个页面：\(reason ?? "读取失败")", suggestion: "让它可读，或者把它移出内容文件夹")
        case .samePublishedPath(let outputPath, let first, let language):
            return DiagnosticWords("这个页面会发布到 '\(outputPath)'，而那里已经是由 '\(first)' 生成的页面",
                                   suggestion: "给其中一个改名，或者把译文移出 '\(language)' 文件夹")
        case .atGeneratedPage(let outputPath, let page):
            let what: String
            switch page {
            case .index: what = "网站的索引页"
            case .sectionContents: what = "本节的全部页面列表"
            case .notFound: what = "地址不存在时显示的 404 页面（来自主题的模板）"
            }
            return DiagnosticWords("这个页面会发布到 '\(outputPath)'，而 Plumb 在那里生成\(what)", suggestion: "给这个页面改名")
        case .publishedNameTooLong(let name, let bytes, let limit):
            return DiagnosticWords("这个页面会发布为 '\(name)'，这个名字有 \(bytes) 字节，超过了文件系统允许的 \(limit) 字节",
                                   suggestion: "缩短页面的文件名，让发布后的名字不超过 \(limit) 字节")
        case .idTaken(let id):
            return DiagnosticWords("这个页面上已经有 id '\(id)'（标题、图、脚注、主题或前面的元素用了它）：指向 '#\(id)' 的链接只能到达其中一个",
                                   suggestion: "给这个元素换一个 id，比如 '\(id)-1'")
        case .idTakesHeadingSlug(let id, let heading):
            return DiagnosticWords("id '\(id)' 也是后面标题 '\(heading)' 的锚点，那个标题只好改用带编号的锚点",
                                   suggestion: "给这个元素换一个 id，比如 '\(id)-1'，让标题保留 '#\(id)'")
        }
    }

    func words(for finding: ThemeFinding) -> DiagnosticWords {
        switch finding {
        case .stringsNotObject(let file):
            return DiagnosticWords("\(file) 不是一个值为字符串的 JSON 对象", suggestion: "写成 { \"onThisPage\": \"…\", \"pages\": \"…\" }")
        case .unknownString(let key, let nearest): return DiagnosticWords("未知的字符串 '\(key)'", suggestion: nearest.map { "是不是想写 '\($0)'？" })
        case .stringNotText(let key): return DiagnosticWords("字符串 '\(key)' 必须是文本")
        case .stringLeavesOut(let key, let placeholder, let english):
            return DiagnosticWords("字符串 '\(key)' 漏掉了 \(placeholder)，这是 Plumb 要填入的内容",
                                   suggestion: "在数字的位置保留 \(placeholder)，就像 \"\(english)\" 那样")
        case .missingString(let key, let english, let file):
            return DiagnosticWords("缺少字符串 '\(key)'：这种语言的页面会显示英文 \"\(english)\"", suggestion: "在 \(file) 里加上 \"\(key)\": \"…\"")
        case .noStrings(let tag):
            return DiagnosticWords("语言 '\(tag)' 没有字符串文件：它的页面会用英文显示 Plumb 的文字（\"On this page\"、索引、提示框标题）",
                                   suggestion: "添加 templates/strings/\(tag).json，内容是 Plumb 的 en.json 的 \(tag) 译文")
        case .missingTemplate: return DiagnosticWords("缺少模板")
        case .unreadableTemplate: return DiagnosticWords("无法读取这个模板", suggestion: "把它改成可读的文件，或者删掉它，改用内置主题的模板")
        case .unreadableStrings: return DiagnosticWords("无法读取这个文案文件", suggestion: "把它改成可读的文件，或者删掉它，改用内置的文案")
        case .staticNotAFile(let path, let isFolderLink):
            let what = isFolderLink ? "一个指向文件夹的链接（不会跟随）" : "一个无法读取的文件"
            return DiagnosticWords("这个主题文件是\(what)，所以不能发布为 assets/\(path)", suggestion: "换成可读的文件（或真正的文件夹），或者删掉它")
        case .staticNameNotUTF8(let isFolder):
            return DiagnosticWords(isFolder ? "这个主题文件夹的名字不是 UTF-8 文本（无效字节显示为 \\xNN），其中的内容都不会发布到 assets/ 下"
                                            : "这个主题文件的名字不是 UTF-8 文本（无效字节显示为 \\xNN），所以不会发布到 assets/ 下",
                                   suggestion: "用 UTF-8 文本（字母、数字、'-' 和 '_'）给它改名")
        case .remoteStyleReference(let address, let isImport):
            return DiagnosticWords("这个样式表会从别的网站\(isImport ? "导入" : "获取") '\(address)'：网站本应不从别处获取任何内容（离线和从 'file://' 打开都能用），"
                                   + "而浏览器会把每位读者的地址发给那个网站",
                                   suggestion: "把文件复制到 templates/static/，用相对路径引用它")
        case .linkLeavesTheme:
            return DiagnosticWords("这个主题文件是指向 templates/ 之外文件的链接：它不会被读取，主题之外的内容不会进入网站", suggestion: "把文件复制进 templates/，不要用链接")
        case .unknownVariable(let path, let guess):
            return DiagnosticWords("未知的变量 '\(path)'", suggestion: guess.map { "是不是想写 '\($0)'？" } ?? "模板能用的名字见 docs/site.md")
        case .unknownPartial(let name, let nearest):
            return DiagnosticWords("未知的 partial '\(name)'", suggestion: nearest.map { "是不是想写 '\($0)'？" } ?? "partial 放在 templates/partials/NAME.html")
        case .partialsRecurse: return DiagnosticWords("partial 之间无休止地互相引用")
        case .closesUnopened(let name): return DiagnosticWords("'{{/\(name)}}' 结束的 section 从未开始过")
        case .tagNeverClosed(let opener, let closer): return DiagnosticWords("'\(opener)' 没有闭合", suggestion: "补上 '\(closer)'")
        case .emptyTag: return DiagnosticWords("空的标签")
        case .notVariableName(let name): return DiagnosticWords("'\(name)' 不是变量名")
        case .sectionsTooDeep(let limit): return DiagnosticWords("这里的 section 嵌套超过 \(limit) 层", suggestion: "先结束一些 section，再开始这一个")
        case .sectionNeverClosed(let name): return DiagnosticWords("section '\(name)' 没有结束", suggestion: "补上 '{{/\(name)}}'")
        case .closesOther(let close, let open, let openedAt):
            return DiagnosticWords("'{{/\(close)}}' 结束的是在 \(openedAt) 开始的 '\(open)'", suggestion: "写成 '{{/\(open)}}'")
        }
    }

    func words(for finding: AssetFinding) -> DiagnosticWords {
        switch finding {
        case .textLooksLikeMarkup:
            return DiagnosticWords("这个文件以 '<' 开头，像一个网页：根据内容猜测文件类型的浏览器可能会把它当网页渲染",
                                   suggestion: "删掉开头的标记，或者把文本放进页面的围栏代码块里")
        case .hostHeader(let name, let allowed):
            return DiagnosticWords("响应头 '\(name)' 可能改变主机提供文件的方式（比如当网页提供）或把读者带到别处；"
                                   + "'_headers' 只能设置 \(allowed.map { "'\($0)'" }.joined(separator: "、"))",
                                   suggestion: "删掉这一行，或者在主机自己的设置里设置这个响应头")
        case .frontMatter:
            return DiagnosticWords("这个文件以前置元数据的 '---' 行开头，或者是 Jekyll 的配置文件：GitHub Pages 会用 Jekyll 处理网站，把它变成一个页面（可能运行脚本）",
                                   suggestion: "删掉开头的 '---' 行（或删掉这个配置文件）")
        case .hostRewrite(let status):
            return DiagnosticWords("状态为 \(status) 的规则会在本站地址下提供别的文件或别的网站；"
                                   + "'_redirects' 只能重定向（301、302、303、307、308），或者把本站的页面作为 404、410 提供",
                                   suggestion: "改用 301 或 302 重定向，或者删掉这条规则")
        case .htmlFile(let stem):
            return DiagnosticWords("HTML 文件不会原样发布：它可能运行脚本，而页面是用 Markdown 写的",
                                   suggestion: "把它转成 Markdown 页面（\(stem).md），其中的 HTML 会被精简到页面允许的范围")
        case .scriptFile:
            return DiagnosticWords("脚本文件不会发布：这个网站不运行任何脚本", suggestion: "删掉它；要展示代码，就放进页面的围栏代码块里")
        case .compressedSVG:
            return DiagnosticWords("压缩的 SVG 不会发布：不解压的话 Plumb 无法检查它的内容",
                                   suggestion: "存成未压缩的 .svg；之后它会被精简到页面允许的 SVG 范围")
        case .xmlFile:
            return DiagnosticWords("XML 文件不会发布：浏览器会把 XML 当文档渲染，而让它运行脚本的写法（命名空间、样式表）只有完整的 XML 解析器才能全部识别",
                                   suggestion: "数据用 .json 或 .csv 发布，图片用 .svg（会被精简到页面允许的范围）")
        case .otherKind(let ext):
            return DiagnosticWords("\(ext.map { "'.\($0)' 文件" } ?? "没有扩展名的文件")不会发布：Plumb 只发布浏览器不会运行的类型"
                                   + "（图片、字体、音频、视频、PDF、压缩包、纯文本和源代码，以及处理过的安全 SVG）",
                                   suggestion: "如果它属于其中一种，就用那种类型的扩展名（纯文本用 .txt）；否则把它移出内容文件夹")
        case .unsafeSVG(.declaresEntities):
            return DiagnosticWords("这个 SVG 无法安全地精简：它的文档类型声明（<!DOCTYPE>）里声明了实体（内部子集），而 Plumb 不展开实体", suggestion: "重新导出一份不带 DTD 的，或者改用图来画")
        case .svgWithoutRoot: return DiagnosticWords("这个 SVG 没有可以发布的 <svg> 根元素", suggestion: "检查一下这个文件是不是 SVG 图片")
        case .atPagePath(let asset, let page):
            return DiagnosticWords("这个文件会发布到 '\(asset)'，而那里已经是由 '\(page)' 生成的页面", suggestion: "给其中一个改名")
        case .atGeneratedPath(let asset):
            return DiagnosticWords("这个文件会发布到 '\(asset)'，而那是 Plumb 自己生成的文件",
                                   suggestion: "给它改名；要修改主题的文件，请编辑 templates/static/")
        case .unreadable:
            return DiagnosticWords("无法读取这个文件，所以不能发布", suggestion: "让它可读，或者把它移出内容文件夹")
        }
    }
}
