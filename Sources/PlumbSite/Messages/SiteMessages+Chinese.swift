import PlumbDiagnostics

/// The site's messages in 简体中文, case for case beside
/// `EnglishSiteMessages`. File names, keys and syntax stay as written.
struct ChineseSiteMessages: SiteWords {
    private func didYouMean(_ nearest: String?) -> String? { nearest.map { "是不是想写 '\($0)'？" } }

    func words(for finding: FrontMatterFinding) -> DiagnosticWords {
        switch finding {
        case .neverEnds: return DiagnosticWords("从这里开始的 front matter 没有结束", suggestion: "用一行三个短横线 --- 结束它")
        case .notKeyValue: return DiagnosticWords("front matter 里应该是 'key: value'")
        case .notWholeNumber(let key, let found): return DiagnosticWords("'\(key)' 必须是整数，这里是 '\(found)'")
        case .notBoolean(let key, let found): return DiagnosticWords("'\(key)' 必须是 true 或 false，这里是 '\(found)'")
        case .unknownKey(let key, let suggestion):
            let fix: String
            switch suggestion {
            case .near(let near): fix = "是不是想写 '\(near)'？"
            case .synonym(let same): fix = "是不是想写 '\(same)'？（Plumb 里 '\(key)' 叫这个名字）"
            case .keys(let keys): fix = "可用的键有 " + keys.joined(separator: "、")
            }
            return DiagnosticWords("未知的 front matter 键 '\(key)'", suggestion: fix)
        }
    }

    func words(for finding: IncludeFinding) -> DiagnosticWords {
        switch finding {
        case .unknownFenceOption(let word, let nearest):
            return DiagnosticWords("layout 代码块的围栏上有未知的选项 '\(word)'，已忽略",
                                   suggestion: nearest.map { "是不是想写 '\($0)=FILE'？" } ?? "唯一的选项是 include=FILE")
        case .headerAsFenceOption(let word, let line):
            return DiagnosticWords("'\(word)' 是代码块围栏上的选项；写在 layout 围栏上会被忽略",
                                   suggestion: "把它写成代码块里的一行：'\(line)'")
        case .includedTwice: return DiagnosticWords("这个代码块把同一个文件引入了两次：围栏上（include=）一次，这里又一次", suggestion: "只保留其中一个")
        case .notAlone(let path):
            return DiagnosticWords("'include' 必须是代码块里唯一的语句（它前面的注释行是图注）",
                                   suggestion: "把这些行放进 \(path)，或者不用 'include'，直接在这里写代码块")
        case .linesLost:
            return DiagnosticWords("带 include= 的代码块从文件里读取语句，这些行会被丢掉",
                                   suggestion: "把它们移到被引入的文件里，或者去掉围栏上的 include=")
        case .noContentFolder(let path):
            return DiagnosticWords("这里不能引入 '\(path)'：单独渲染的页面没有可以引入文件的内容文件夹")
        case .noFileName: return DiagnosticWords("'include' 后面应该是文件名", suggestion: "写成 include FILE.layout，路径相对于页面")
        case .outsideContent(let path):
            return DiagnosticWords("'\(path)' 在网站的内容文件夹之外，不能引入", suggestion: "把文件放到 content/ 下，用相对于页面的路径引用它")
        case .leadsOutside(let path):
            return DiagnosticWords("'\(path)' 指向网站的内容文件夹之外，不能引入", suggestion: "引入 content/ 里面的文件")
        case .unreadable(let path, let relative, let guess):
            return DiagnosticWords("无法读取 '\(path)'（content/\(relative)）",
                                   suggestion: didYouMean(guess) ?? "把代码块写到 content/\(relative) 里，或者改正文件名")
        case .missing(let path, let relative, let guess):
            return DiagnosticWords("文件 '\(path)' 不存在：没有 content/\(relative)",
                                   suggestion: didYouMean(guess) ?? "把代码块写到 content/\(relative) 里，或者改正文件名")
        case .notUTF8(let path): return DiagnosticWords("'\(path)' 不是 UTF-8 文本", suggestion: "把它存成 UTF-8")
        }
    }

    func words(for finding: LinkFinding) -> DiagnosticWords {
        switch finding {
        case .leavesSite(let destination): return DiagnosticWords("链接 '\(destination)' 指向了网站之外")
        case .missingPage(let destination, let guess):
            return DiagnosticWords("链接 '\(destination)' 指向的页面不存在", suggestion: didYouMean(guess))
        case .missingFragment(let destination, let fragment, let target, let nearest):
            return DiagnosticWords("链接 '\(destination)' 指向 '#\(fragment)'，但 \(target) 里没有这个锚点",
                                   suggestion: nearest.map { "是不是想写 '#\($0)'？" })
        case .assetOutsideSite(let destination, let isImage):
            return DiagnosticWords("\(isImage ? "图片" : "文件") '\(destination)' 在网站之外", suggestion: "把文件放到 content/ 下，和页面放在一起")
        case .assetMissing(let destination, let isImage, let resolved, let guess):
            return DiagnosticWords("\(isImage ? "图片" : "文件") '\(destination)' 不存在：没有 content/\(resolved)",
                                   suggestion: didYouMean(guess) ?? "把文件放到 content/\(resolved)，和页面放在一起（那里的文件会原样发布）")
        case .schemeNotAllowed(let scheme, let isImage):
            return DiagnosticWords("不允许使用 \(scheme): URL（页面只允许相对路径以及 http:、https: 和 mailto: URL，并且不运行任何脚本）；"
                                   + "这个\(isImage ? "图片" : "链接")会去掉它再显示",
                                   suggestion: scheme == "data" ? "把数据存成页面旁边的文件，再链接到那个文件" : "改用相对路径，或 http:、https:、mailto: URL")
        }
    }

    func value(_ v: ConfigValue) -> String {
        switch v {
        case .string: return "字符串"
        case .languageTag: return "语言标签，比如 \"en\" 或 \"zh-Hans\""
        case .absoluteURL: return "以 http(s) 开头的绝对 URL：主机名，再接路径，路径里不能有空段、反斜杠、查询或片段（https://example.org/guide/）"
        case .breakpoints: return "以点（pt）为单位的宽度列表，比如 [375, 768, 1024]"
        case .budgetSeconds: return "秒数，从 0（不限时）到 86400"
        case .indexTerms: return "词语或短语的列表，比如 [\"抗压缩\", \"安全区域\"]"
        case .figureSource: return "\"closed\"（默认）、\"open\" 或 \"hidden\""
        case .sectionTitles: return "以文件夹为键、标题为值的对象，比如 {\"guide\": \"指南\"}"
        case .languages: return "以语言标签为键的对象，比如 {\"zh-Hans\": {\"title\": \"…\"}}"
        }
    }

    func words(for finding: ConfigFinding) -> DiagnosticWords {
        switch finding {
        case .unreadable(let why):
            let reason: String
            switch why {
            case .folder: reason = "它是文件夹，不是文件"
            case .permissionDenied: reason = "没有读取权限"
            case .notRegular: reason = "它不是普通文件（而是 FIFO、套接字或设备）"
            case .system(let words): reason = words
            }
            return DiagnosticWords("无法读取 plumb.json：\(reason)", suggestion: "把 plumb.json 改成可读的文件，或者删掉它，按默认设置构建")
        case .notObject:
            return DiagnosticWords("plumb.json 不是一个 JSON 对象", suggestion: "写成 { \"title\": \"...\", \"breakpoints\": [375, 768] }")
        case .badValue(let key, let v): return DiagnosticWords("'\(key)' 必须是\(value(v))")
        case .unknownSetting(let key, let nearest, let settings):
            return DiagnosticWords("未知的设置 '\(key)'", suggestion: didYouMean(nearest) ?? "可用的设置有 " + settings.joined(separator: "、"))
        case .notLanguageTag(let tag, let nearest, let isDefault):
            return DiagnosticWords("'\(tag)' 不是语言标签",
                                   suggestion: didYouMean(nearest) ?? "写一个 BCP 47 标签，比如 \(isDefault ? "\"en\" 或 " : "")\"zh-Hans\"")
        case .languageNotObject(let tag):
            return DiagnosticWords("'\(tag)' 必须是一个对象，写出它要覆盖的设置，比如 {\"title\": \"…\"}（不覆盖就写 {}）")
        case .unknownLanguageSetting(let key, let tag, let nearest, let settings):
            return DiagnosticWords("语言 '\(tag)' 没有设置 '\(key)'",
                                   suggestion: didYouMean(nearest) ?? "一种语言可以设置 " + settings.joined(separator: "、"))
        case .languageSettingNotString(let key, let tag): return DiagnosticWords("'\(tag)' 的 '\(key)' 必须是字符串")
        case .languageIndexTermsNotList(let tag): return DiagnosticWords("'\(tag)' 的 'indexTerms' 必须是词语或短语的列表")
        case .sectionWithoutPages(let folder, let tag, let nearest, let sections):
            return DiagnosticWords("\(tag.map { "'\($0)' 的 " } ?? "")'sectionTitles' 写了 '\(folder)'，但没有页面在这个文件夹里，这个标题用不上",
                                   suggestion: didYouMean(nearest) ?? (sections.isEmpty ? "还没有页面放在文件夹里" : "有页面的文件夹：" + sections.joined(separator: "、")))
        }
    }
}
