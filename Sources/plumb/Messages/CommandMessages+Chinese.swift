import Foundation
import PlumbDiagnostics
import PlumbSite

/// The command line's own messages in 简体中文, case for case beside
/// `EnglishCommandMessages`, in the site's messages' vocabulary (网站,
/// 构建, 缓存, 图). Paths, options and commands stay as written, quoted;
/// words only the system or the HTTP server has (in English) are quoted
/// with double quotes, since they may hold single ones.
struct ChineseCommandMessages: CommandWords {
    private func seconds(_ s: Double) -> String { String(format: "%.2f", s) + " 秒" }

    func words(for message: CommandMessage) -> String {
        switch message {
        case .summary(let summary): return words(for: summary)
        case .noSitemap: return "没有生成 sitemap.xml：站点地图列出的是绝对地址；在 plumb.json 里设置 \"baseURL\" 就会生成"
        case .adopted(let output): return "'\(output)' 现在是 Plumb 的输出文件夹；里面原有的一切都作为你的文件保留"
        case .output(let finding): return finding.words(in: .chinese)
        case .siteNotWritten(let output, let finding): return "无法把网站写入 '\(output)'（它保持不变）：\(finding.words(in: .chinese))"
        case .siteNotWrittenBecause(let output, let reason): return "无法把网站写入 '\(output)'（它保持不变）：\"\(reason)\""
        case .noContentFolder(let path, let command): return "'\(path)' 处没有内容文件夹：在网站的文件夹里运行 '\(command)'，或者用 '--content DIR' 指定"
        case .buildLock(let finding): return finding.words(in: .chinese)
        case .waitingForBuild(let holder): return "正在等待这个网站的另一次构建\(holder.map { "（进程 \($0)）" } ?? "")结束"
        case .solving(let page, let total): return "求解并绘制：第 \(page) 页，共 \(total) 页"
        case .serving(let pages, let address): return "正在 \(address) 提供 \(pages) 个页面（按 'Ctrl-C' 停止）"
        case .cannotServe(let reason, let addressInUse): return "无法提供服务：\"\(reason)\"" + (addressInUse ? "；用 '--port N' 换一个端口" : "")
        case .watchingByPolling: return "这里用不了 'inotify'；改为每 0.3 秒轮询一次"
        case .rebuilt(let rebuild): return words(for: rebuild)
        case .rebuildingUnlocked(let finding):
            return "\(finding.words(in: .chinese))；不加锁重新构建，所以此时正在运行的 'plumb build' 不会等它"
        case .stoppedServing: return "已停止服务"
        case .folderNotEmpty(let folder): return "'\(folder)' 不是空的；'plumb init' 只会填充新建的或空的文件夹"
        }
    }

    private func words(for summary: BuildSummary) -> String {
        var text: String
        switch summary.outcome {
        case .built(let output): text = "已构建 \(summary.pages) 个页面，写入 \(output)/"
        case .notBuilt(let output): text = "没有构建：\(output)/ 保持不变"
        case .checked: text = "已检查 \(summary.pages) 个页面"
        }
        text += "，\(summary.figures) 张图（\(summary.figuresFromCache) 张来自缓存"
            + (summary.sharedSolves > 0 ? "，\(summary.sharedSolves) 张为两个页面只求解了一次）" : "）")
        if let rebuilt = summary.rebuiltPages { text += "，重新生成了 \(rebuilt) 个页面" }
        if let links = summary.links { text += "，\(links) 个链接" }
        text += "；" + counts(summary.counts) + "，用时 " + seconds(summary.seconds)
        let phases = summary.phases.map { name(of: $0.phase) + " " + seconds($0.seconds) }
        return "\(text)\n  （\(phases.joined(separator: "，"))）"
    }

    private func words(for rebuild: RebuildSummary) -> String {
        var line: String
        switch rebuild.cause {
        case .file(let name): line = "\(name) 已修改："
        case .files(let n): line = "\(n) 个文件已修改："
        case nil: line = ""
        }
        line += rebuild.isUpdated ? "已构建 \(rebuild.pages) 个页面，用时 \(rebuild.milliseconds) 毫秒"
            : "没有更新（浏览器在上一个正常的版本上显示这些错误）"
        line += "，\(rebuild.figures) 张图（\(rebuild.figuresFromCache) 张来自缓存）；"
        return line + counts(rebuild.counts)
    }

    func counts(_ c: DiagnosticCounts) -> String {
        var out = "\(c.errors) 个错误，\(c.warnings) 个警告"
        if c.expected > 0 { out += c.verbose ? "（其中 \(c.expected) 个在预期之中）" : "（其中 \(c.expected) 个在预期之中，没有显示：加 '--verbose' 可以显示）" }
        if c.notes > 0 { out += "，\(c.notes) 条提示" }
        return out
    }

    func name(of phase: BuildPhase) -> String {
        switch phase {
        case .reading: return "读取"
        case .pagesAndFigures: return "页面和图"
        case .templates: return "模板"
        case .assets: return "资源"
        case .writing: return "写入"
        }
    }
}
