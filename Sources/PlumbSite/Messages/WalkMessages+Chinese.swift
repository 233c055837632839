import PlumbDiagnostics

/// What walking the content folder finds, in 简体中文, case for case beside
/// the English.
extension ChineseSiteMessages {
    func words(for finding: WalkFinding) -> DiagnosticWords {
        let utf8Fix = "用 UTF-8 文本（字母、数字、'-' 和 '_'）给它改名"
        switch finding {
        case .linkLoop: return DiagnosticWords("这个链接构成了循环：它指回包含它的文件夹", suggestion: "删掉这个链接")
        case .folderUnreadable(let reason): return DiagnosticWords("无法读取这个文件夹：\(reason)", suggestion: "让它可读，或者把它移走")
        case .entryUnreadable(let reason):
            return DiagnosticWords("无法查看它（\(reason)），所以其中的页面（如果有）都不会构建",
                                   suggestion: "让它所在的文件夹可以进入（'chmod +x'），缩短系统无法处理的过长路径，或者把它移走")
        case .controlCharacterInName:
            return DiagnosticWords("这个名字里有控制字符（换行符、制表符），任何链接都带不了它", suggestion: "只用字母、数字、'-' 和 '_' 给它改名")
        case .pageLinksToNothing(let destination):
            return DiagnosticWords("这个页面是指向不存在目标的链接（'\(destination)' 不存在）", suggestion: "修正或删掉这个链接")
        case .linkLeadsToNothing(let destination):
            return DiagnosticWords("这个链接指向的目标不存在（'\(destination)' 不存在）", suggestion: "修正或删掉这个链接")
        case .linkLeavesSite(let resolved):
            return DiagnosticWords("这个链接指向网站文件夹之外的 '\(resolved)'；Plumb 只发布网站文件夹里的内容",
                                   suggestion: "把文件复制到内容文件夹里，不要用链接")
        case .linkIntoBuiltSite(let built):
            return DiagnosticWords("这个链接指向 '\(built)'，那是 Plumb 生成的网站，每次构建都会替换它", suggestion: "改为链接到内容文件夹里的文件")
        case .pageNotRegular:
            return DiagnosticWords("这个页面不是普通文件（而是 FIFO、套接字或设备），无法当作页面读取", suggestion: "换成一个普通文件")
        case .fileNotRegular:
            return DiagnosticWords("这不是普通文件（而是 FIFO、套接字或设备），所以不会发布", suggestion: "换成一个普通文件，或者把它移走")
        case .pageNameNotUTF8:
            return DiagnosticWords("这个页面的名字不是 UTF-8 文本（无效字节显示为 \\xNN），没有可以发布它的地址", suggestion: utf8Fix)
        case .fileNameNotUTF8:
            return DiagnosticWords("这个文件的名字不是 UTF-8 文本（无效字节显示为 \\xNN），所以不会发布", suggestion: utf8Fix)
        case .pageInFolderNotUTF8:
            return DiagnosticWords("这个页面所在文件夹的名字不是 UTF-8 文本（无效字节显示为 \\xNN），没有可以发布它的地址",
                                   suggestion: "用 UTF-8 文本（字母、数字、'-' 和 '_'）给文件夹改名")
        case .folderNameNotUTF8:
            return DiagnosticWords("这个文件夹的名字不是 UTF-8 文本（无效字节显示为 \\xNN），其中的内容都不会发布", suggestion: utf8Fix)
        }
    }
}
