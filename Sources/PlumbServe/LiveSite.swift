import Foundation
import PlumbDiagnostics
import PlumbSite

/// The site `serve` keeps built in memory, and the answers it gives.
///
/// Each rebuild goes through the same `SiteBuilder` as `plumb build`, with
/// the block cache warm: an unchanged page is neither parsed nor solved, an
/// unchanged block in a changed page is not solved. Nothing is written to
/// `site/`; the manifest that lets the next build skip pages stays in memory
/// (the one on disk describes `site/`).
public final class LiveSite: @unchecked Sendable {
    /// What one rebuild found, for the terminal.
    public struct Outcome {
        public var pageCount = 0
        public var blockCount = 0
        public var cachedBlocks = 0
        public var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        /// Files by path, for quoting source lines.
        public var sources: [String: String] = [:]
        public var seconds = 0.0
        public var errorCount: Int { diagnostics.filter { $0.diagnostic.severity == .error }.count }
    }

    public let root: URL
    public let content: String
    public let drafts: Bool
    /// The address pages are served at (`http://127.0.0.1:1313/`): the
    /// site's baseURL while serving, so that the 404 page's links work at
    /// any depth.
    public var baseURL: String?
    private let cache: BuildCache
    private let condition = NSCondition()
    /// The last build without errors.
    private var good: [String: Data] = [:]
    /// The last build, when it had errors: pages the good build lacks come
    /// from it, so a new page with a mistake still shows (with its errors).
    private var failed: [String: Data] = [:]
    private var errorPanel: String?
    private var generation = 0
    /// The theme that last passed the template check, in memory.
    private let templateChecks: TemplateCheckMemo
    /// Changes per process, so that a page open across a restart reloads.
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    public init(root: URL, content: String = "content", drafts: Bool = false, cacheFolder: URL?) {
        self.root = root
        self.content = content
        self.drafts = drafts
        cache = BuildCache(folder: cacheFolder)
        cache.keepsManifestInMemory = true
        templateChecks = TemplateCheckMemo(folder: nil)
    }

    /// `<instance>-<generation>`: what a served page's script waits to see change.
    public var token: String {
        condition.lock()
        defer { condition.unlock() }
        return "\(instance)-\(generation)"
    }

    /// Builds the site again and swaps it in (or, with errors, keeps the
    /// last good one and shows the errors over it); wakes every waiting page.
    @discardableResult
    public func rebuild() -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        var outcome = Outcome()
        var files: [String: Data]?
        do {
            let site = try Site(root: root, content: content, drafts: drafts, baseURL: baseURL)
            outcome.sources = site.sourceTexts()
            let folder = root.appendingPathComponent("templates")
            let theme = try Theme.load(from: FileManager.default.fileExists(atPath: folder.path) ? folder : nil, checks: templateChecks)
            let builder = SiteBuilder(site: site, theme: theme, cache: cache)
            // The last good build is what the in-memory manifest describes:
            // its unchanged pages are served again as they are.
            condition.lock()
            let previous = good
            condition.unlock()
            let report = try builder.build(previousOutput: previous.isEmpty ? nil : .files(previous), outlines: false)
            outcome.pageCount = report.pageCount
            outcome.blockCount = report.blockCount
            outcome.cachedBlocks = report.cachedBlocks
            outcome.diagnostics = report.diagnostics
            files = report.files
            if report.errorCount == 0 { builder.commit(report, output: nil) }
        } catch let e as Site.MissingContent {
            outcome.diagnostics = [(content, .error(.unsupported, e.description, at: SourceLocation(line: 1, column: 1)))]
        } catch let e as Theme.Failure {
            outcome.diagnostics = [(e.path, e.diagnostic)]
            if let text = try? String(contentsOf: root.appendingPathComponent(e.path), encoding: .utf8) { outcome.sources[e.path] = text }
        } catch {
            outcome.diagnostics = [("plumb", .error(.internal, "the site could not be built: \(error)", at: SourceLocation(line: 1, column: 1)))]
        }
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let errors = outcome.diagnostics.filter { $0.diagnostic.severity == .error }
        condition.lock()
        if errors.isEmpty, let files {
            good = files
            failed = [:]
            errorPanel = nil
        } else {
            failed = files ?? [:]
            let note = good.isEmpty ? "The site has not built yet; fix these and the page reloads."
                                    : "This is the last good version of the page; fix these and it reloads."
            errorPanel = ReloadInjection.errorPanel(errors, sources: outcome.sources, note: note)
        }
        generation += 1
        condition.broadcast()
        condition.unlock()
        return outcome
    }

    /// Waits (at most `timeout` seconds) until the token differs from
    /// `since`, and returns the token.
    func waitForChange(since: String, timeout: Double) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while "\(instance)-\(generation)" == since {
            if !condition.wait(until: deadline) { break }
        }
        return "\(instance)-\(generation)"
    }

    /// How long a page's wait is held open before it is answered with the
    /// same token (and asks again): under the idle timeouts of proxies.
    public var waitTimeout = 25.0

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.path == ReloadInjection.waitPath {
            let token = waitForChange(since: request.parameter("since") ?? "", timeout: waitTimeout)
            return .text(200, token)
        }
        condition.lock()
        let good = self.good, failed = self.failed, panel = errorPanel, token = "\(instance)-\(generation)"
        condition.unlock()
        func file(_ key: String) -> Data? { good[key] ?? failed[key] }
        switch SitePath.resolve(request.path, query: request.query, exists: { file($0) != nil }) {
        case .file(let key):
            return page(file(key)!, path: key, status: 200, token: token, panel: panel)
        case .redirect(let location):
            return HTTPResponse(status: 301, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
                                body: Data("moved to \(location)\n".utf8))
        case .notFound:
            // A missing page under a language's folder gets that language's 404 page.
            let folder = request.path.split(separator: "/").first.map { "\($0)/404.html" }
            let key = folder.flatMap { file($0) != nil ? $0 : nil } ?? "404.html"
            guard let notFound = file(key) else { return .text(404, "no page at \(request.path)") }
            return page(notFound, path: key, status: 404, token: token, panel: panel)
        case .bad(let why):
            return .text(400, "bad request: \(why)")
        }
    }

    private func page(_ data: Data, path: String, status: Int, token: String, panel: String?) -> HTTPResponse {
        let type = ContentType.of(path)
        guard type.hasPrefix("text/html") else { return HTTPResponse(status: status, headers: [("Content-Type", type)], body: data) }
        let body = ReloadInjection.inject(into: data, script: ReloadInjection.script(token: token), panel: panel)
        return HTTPResponse(status: status, headers: [("Content-Type", type)], body: body)
    }
}
