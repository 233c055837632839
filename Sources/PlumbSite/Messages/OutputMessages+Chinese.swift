import Foundation
import PlumbDiagnostics

/// The output's and the build lock's messages in 简体中文, case for case
/// beside `EnglishOutputMessages`. Paths, options and file names stay as
/// written, quoted.
struct ChineseOutputMessages: OutputWords {
    private func shown(_ output: ShownOutput) -> String {
        "'\(output.path)'" + (output.linkTarget.map { "（指向 '\($0)' 的链接）" } ?? "")
    }

    /// The output as the subject of a sentence: a space between its quote
    /// and the Chinese after it, none after a full-width parenthesis.
    private func subject(_ output: ShownOutput) -> String { shown(output) + (output.linkTarget == nil ? " " : "") }

    private func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: "、") }

    private func folder(_ folder: ProtectedFolder) -> String {
        switch folder {
        case .content: return "内容文件夹"
        case .templates: return "模板文件夹"
        case .cache: return "缓存文件夹"
        }
    }

    private let ownFolder = "请用一个单独的文件夹，比如 'site'"

    func words(for finding: OutputFinding) -> String {
        switch finding {
        case .outputIsRoot: return "'--output' 是文件系统的根目录 '/'：Plumb 不会在那里构建网站"
        case .outputHoldsSite(let output, let isSiteFolder):
            return "'--output' 指定的 '\(output)' \(isSiteFolder ? "就是网站自己的文件夹" : "包含网站自己的文件夹")："
                + "在那里构建会替换页面本身；\(ownFolder)"
        case .outputOverlaps(let output, let protected, let path, let isThatFolder):
            let place = isThatFolder ? "就是\(folder(protected)) '\(path)'" : "与\(folder(protected)) '\(path)' 重叠（一个在另一个里面）"
            return "'--output' 指定的 '\(output)' \(place)：Plumb 不会往那里写；\(ownFolder)"
        case .linkNotUTF8(let output):
            return "'\(output)' 是 Plumb 读不了的符号链接（它的目标不是 UTF-8 文本）：让它指向一个名字是 UTF-8 文本的文件夹"
        case .linkToNothing(let output, let target):
            return "'\(output)' 是指向 '\(target)' 的符号链接，但目标不存在：创建那个文件夹，或者删掉这个链接，让 Plumb 来创建 '\(output)'"
        case .linkToLink(let output, let target):
            return "'\(output)' 是指向 '\(target)' 的符号链接，而目标本身也是链接（链接串成了链或环）：Plumb 只跟随一层链接；"
                + "让 '\(output)' 直接指向发布网站的文件夹"
        case .linkToNonFolder(let output, let target):
            return "'\(output)' 是指向 '\(target)' 的符号链接，但目标不是文件夹：让它指向发布网站的文件夹"
        case .outputIsFile(let output): return "\(subject(output))是文件，不是文件夹；Plumb 不会替换它"
        case .notMadeByPlumb(let output):
            return "\(subject(output))不是 Plumb 创建的（里面没有 '\(OutputDirectory.marker)' 文件），所以 Plumb 不会删除它："
                + "把它移走，或者用 '--output DIR' 构建到别处；如果想发布到这个文件夹并保留里面的一切，就用 '--adopt' 构建一次"
        case .holdsAuthorsFiles(let output, let names):
            let them = names.count == 1 ? "它" : "它们"
            return "\(subject(output))里有 \(quoted(names))，\(them)不是 Plumb 写的，但这次构建要写同名的文件："
                + "把\(them)移走（Plumb 从不替换不是它创建的文件）"
        case .swapFailed(let output, let error): return "无法把新网站换入 \(shown(output))：\(error.words(in: .chinese))"
        case .flushFailed(let error): return "无法把新网站写到磁盘上：\(error.words(in: .chinese))"
        case .writeFailed(let action, let path, let error):
            let fix: String
            switch error.code {
            case ENOSPC, EDQUOT: fix = "；在那个磁盘上腾出一些空间，再构建一次（这次构建写入的内容已经删除）"
            case EACCES, EPERM, EROFS: fix = "；让这个文件夹可写，再构建一次"
            default: fix = ""
            }
            return "无法\(words(for: action, path: path))：\(error.words(in: .chinese))\(fix)"
        case .previousSiteKept(let place, let names, let output):
            return "上一版网站保留在 '\(place)'，没有删除：其中的 \(quoted(names)) 是构建期间存进 '\(output)' 的，而新网站里同名的是别的内容；"
                + "取出你需要的文件，再删掉它"
        case .leftoverNotDeleted(let path):
            return "'\(path)' 没能完全删除（系统拒绝了，看看里面还剩什么），下次构建会再试；如果它一直都在，请自己删掉"
        }
    }

    /// What "无法" is followed by: the action with its path in place.
    private func words(for action: WriteAction, path: String) -> String {
        switch action {
        case .create: return "创建 '\(path)'"
        case .createFolder: return "创建文件夹 '\(path)'"
        case .createLink: return "创建链接 '\(path)'"
        case .write: return "写入 '\(path)'"
        case .read: return "读取 '\(path)'"
        case .readLink: return "读取链接 '\(path)'"
        case .link: return "创建硬链接 '\(path)'"
        case .open: return "打开 '\(path)'"
        case .flush: return "把 '\(path)' 写到磁盘上"
        case .touch: return "更新 '\(path)' 的修改时间"
        case .move(let from): return "把 '\(from)' 移动到 '\(path)'"
        }
    }

    func words(for finding: BuildLockFinding) -> String {
        switch finding {
        case .cacheIsFile(let path):
            return "'\(path)' 是一个文件，但 Plumb 要把缓存和构建锁放在同名的文件夹里：把这个文件移走（Plumb 从不删除不是它创建的东西）"
        case .cannotCreateFolder(let path, let error): return "无法为构建锁创建 '\(path)'：\(error.words(in: .chinese))"
        case .cannotOpen(let path, let error): return "无法打开构建锁 '\(path)'：\(error.words(in: .chinese))"
        case .cannotLock(let path, let error): return "无法锁定 '\(path)'：\(error.words(in: .chinese))"
        }
    }
}
