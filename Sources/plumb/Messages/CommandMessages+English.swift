import Foundation
import PlumbDiagnostics
import PlumbSite

/// The command line's own messages in English: the words it printed before
/// they were data, unchanged.
struct EnglishCommandMessages: CommandWords {
    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private func seconds(_ s: Double) -> String { String(format: "%.2f", s) + " s" }

    func words(for message: CommandMessage) -> String {
        switch message {
        case .summary(let summary): return words(for: summary)
        case .noSitemap: return "no sitemap.xml: a sitemap lists absolute addresses; set \"baseURL\" in plumb.json to have one"
        case .adopted(let output): return "'\(output)' is now Plumb's output; everything that was in it is kept as yours"
        case .output(let finding): return finding.words(in: .english)
        case .siteNotWritten(let output, let finding): return "could not write the site into '\(output)' (it is unchanged): \(finding.words(in: .english))"
        case .siteNotWrittenBecause(let output, let reason): return "could not write the site into '\(output)' (it is unchanged): \(reason)"
        case .noContentFolder(let path, let command): return "no content folder at '\(path)': run \(command) in the site's folder, or pass --content DIR"
        case .buildLock(let finding): return finding.words(in: .english)
        case .waitingForBuild(let holder): return "waiting for another build of this site\(holder.map { " (pid \($0))" } ?? "") to finish"
        case .solving(let page, let total): return "solving and drawing: page \(page) of \(total)"
        case .serving(let pages, let address): return "serving \(count(pages, "page")) at \(address) (Ctrl-C to stop)"
        case .cannotServe(let reason, let addressInUse): return reason + (addressInUse ? "; choose another with --port N" : "")
        case .watchingByPolling: return "inotify is not available here; watching by polling every 0.3 s"
        case .rebuilt(let rebuild): return words(for: rebuild)
        case .rebuildingUnlocked(let finding):
            return "\(finding.words(in: .english)); rebuilding without the lock, so a 'plumb build' of this site running now is not kept waiting"
        case .stoppedServing: return "stopped serving"
        case .folderNotEmpty(let folder): return "'\(folder)' is not empty; plumb init only fills a new or empty folder"
        }
    }

    private func words(for summary: BuildSummary) -> String {
        var text: String
        switch summary.outcome {
        case .built(let output): text = "built \(count(summary.pages, "page")) into \(output)/"
        case .notBuilt(let output): text = "not built: \(output)/ is unchanged"
        case .checked: text = "checked \(count(summary.pages, "page"))"
        }
        text += ", \(count(summary.figures, "figure")) (\(summary.figuresFromCache) from the cache"
            + (summary.sharedSolves > 0 ? ", \(summary.sharedSolves) solved once for two pages)" : ")")
        if let rebuilt = summary.rebuiltPages { text += ", \(count(rebuilt, "page")) rebuilt" }
        if let links = summary.links { text += ", \(count(links, "link"))" }
        text += "; " + counts(summary.counts) + " in " + seconds(summary.seconds)
        let phases = summary.phases.map { name(of: $0.phase) + " " + seconds($0.seconds) }
        return "\(text)\n  (\(phases.joined(separator: ", ")))"
    }

    private func words(for rebuild: RebuildSummary) -> String {
        var line: String
        switch rebuild.cause {
        case .file(let name): line = "\(name) changed: "
        case .files(let n): line = "\(n) files changed: "
        case nil: line = ""
        }
        line += rebuild.isUpdated ? "built \(count(rebuild.pages, "page")) in \(rebuild.milliseconds) ms"
            : "not updated (the browser shows the errors over the last good version)"
        line += ", \(count(rebuild.figures, "figure")) (\(rebuild.figuresFromCache) from the cache); "
        return line + counts(rebuild.counts)
    }

    func counts(_ c: DiagnosticCounts) -> String {
        var out = "\(count(c.errors, "error")), \(count(c.warnings, "warning"))"
        if c.expected > 0 { out += c.verbose ? " (\(c.expected) expected)" : " (\(c.expected) expected, not shown: --verbose prints them)" }
        if c.notes > 0 { out += ", \(count(c.notes, "note"))" }
        return out
    }

    func name(of phase: BuildPhase) -> String {
        switch phase {
        case .reading: return "reading"
        case .pagesAndFigures: return "pages and figures"
        case .templates: return "templates"
        case .assets: return "assets"
        case .writing: return "writing"
        }
    }
}
