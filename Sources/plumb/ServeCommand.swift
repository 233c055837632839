import Foundation
import PlumbDiagnostics
import PlumbServe
import PlumbSite

/// `plumb serve`: the site built in memory, served on loopback, rebuilt on
/// every save, with open pages reloading themselves.
struct ServeCommand {
    var root = "."
    var content = "content"
    var drafts = false
    var port: UInt16 = 1313
    var portWasGiven = false
    var host = "127.0.0.1"
    var expose = false
    var poll = false
    var verbose = false

    static let spec = CommandSpec<ServeCommand>(
        name: "plumb serve",
        about: """
        builds the site in memory and serves it at http://127.0.0.1:1313/; every save under content/ or
        templates/, or to plumb.json, rebuilds what changed and reloads the open pages. A build with errors
        shows them in the browser, over the last good version. Nothing is written to site/. Ctrl-C stops.
        """,
        operand: nil,
        options: [
            .value("--port", "N", expected: "a port number from 1 to 65535 (0: any free port)",
                   help: "the port (default 1313; when that one is taken, the next free one up to 1333; 0: any free port)") { command, value in
                guard let n = UInt16(value) else { throw CommandSpec<ServeCommand>.InvalidValue(expected: "a port number from 1 to 65535 (0: any free port)") }
                command.port = n
                command.portWasGiven = true
            },
            .value("--bind", "ADDRESS", expected: "an IP address, such as 127.0.0.1",
                   help: "the IP address to listen on (default 127.0.0.1); any other than loopback needs --expose") {
                $0.host = $1 == "localhost" ? "127.0.0.1" : $1
            },
            .flag("--expose", help: "allow a --bind address that other machines can reach") { $0.expose = true },
            .value("--content", "DIR", expected: "a folder", help: "the Markdown pages (default content)") { $0.content = $1 },
            .flag("--drafts", help: "include pages whose front matter says draft: true") { $0.drafts = true },
            .flag("--poll", help: "watch for changes by polling every 0.3 s (for file systems that send no events)") { $0.poll = true },
            .flag("--verbose", help: "print the diagnostics the pages expect too") { $0.verbose = true },
        ])

    /// The command's own lines. English: plumb serve has no --language
    /// yet, and prints its diagnostics in English too.
    private let voice = CommandVoice(language: .english)

    static func parse(_ arguments: [String]) throws -> ServeCommand {
        let command = try spec.parse(arguments, into: ServeCommand())
        if !HTTPServer.isLoopback(command.host) && !command.expose {
            throw spec.failure(.rule("'\(command.host)' is not a loopback address: other machines could read the site, drafts included; "
                                     + "add --expose if that is what you want"))
        }
        return command
    }

    func run() throws -> Int32 {
        let rootURL = URL(fileURLWithPath: root)
        let contentURL = Site.folder(content, in: rootURL)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            voice.say(.noContentFolder(path: contentURL.path, command: "plumb serve"), as: .error)
            return 1
        }
        let live = LiveSite(root: rootURL, content: content, drafts: drafts, cacheFolder: rootURL.appendingPathComponent(".plumb-cache"))
        let server: HTTPServer
        do { server = try listen(live) } catch let failure as HTTPServer.Failure {
            voice.say(.cannotServe(reason: failure.description, addressInUse: failure.addressInUse), as: .error)
            return 1
        }
        let address = host.contains(":") ? "[\(host)]" : host
        live.baseURL = "http://\(address):\(server.port)/"
        let first = rebuild(live)
        voice.say(.serving(pages: first.pageCount, address: live.baseURL!))

        let folders = [contentURL.path, rootURL.appendingPathComponent("templates").path]
        let watcher = FileWatcher(folders: folders, files: [rootURL.appendingPathComponent(SiteConfig.fileName).path], forcePolling: poll) { changed in
            // An editor's temporary file (written, then renamed over the
            // page) is gone by now: name what is still there.
            let present = changed.filter { FileManager.default.fileExists(atPath: $0) }
            let names = (present.isEmpty ? changed : present).map { self.relative($0, to: rootURL.path) }
            let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            _ = self.rebuild(live, cause: unique.count == 1 ? .file(unique[0]) : .files(count: unique.count))
        }
        if watcher.mode == .polling && !poll {
            voice.say(.watchingByPolling, as: .note)
        }
        watcher.start()

        // Ctrl-C and `kill`: stop accepting, let the answers in flight go.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                // After the terminal's "^C", on a line of its own.
                FileHandle.standardError.write(Data(("\n" + voice.line(.stoppedServing)).utf8))
                watcher.stop()
                server.stop()
            }
            source.resume()
            sources.append(source)
        }
        server.run()
        withExtendedLifetime(sources) {}
        return 0
    }

    /// The first free port from `port` (unless the author chose it).
    private func listen(_ live: LiveSite) throws -> HTTPServer {
        var candidate = port
        while true {
            do {
                return try HTTPServer(host: host, port: candidate) { request in live.respond(to: request) }
            } catch let failure as HTTPServer.Failure where failure.addressInUse && !portWasGiven && candidate < port + 20 {
                candidate += 1
            }
        }
    }

    private func relative(_ path: String, to root: String) -> String {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// Rebuilds (under the site's build lock, so that a `plumb build` run
    /// meanwhile waits its turn) and tells the terminal what happened.
    @discardableResult
    private func rebuild(_ live: LiveSite, cause: RebuildSummary.Cause? = nil) -> LiveSite.Outcome {
        var lock: BuildLock?
        do {
            lock = try BuildLock.taken(in: URL(fileURLWithPath: root).appendingPathComponent(".plumb-cache"), language: voice.language)
        } catch {
            // The preview still rebuilds (it is only served, never written
            // into the site), but not silently unlocked: a `plumb build` run
            // meanwhile is not kept from the cache.
            voice.say(.rebuildingUnlocked(error.finding), as: .warning)
        }
        let outcome = live.rebuild()
        withExtendedLifetime(lock) {}
        let report = DiagnosticReport(verbose: verbose)
        report.print(outcome.diagnostics, sources: outcome.sources)
        let counts = DiagnosticCounts(outcome.diagnostics, verbose: verbose)
        voice.say(.rebuilt(RebuildSummary(cause: cause, isUpdated: counts.errors == 0, pages: outcome.pageCount,
                                          milliseconds: Int((outcome.seconds * 1000).rounded()), figures: outcome.blockCount,
                                          figuresFromCache: outcome.cachedBlocks, counts: counts)))
        return outcome
    }
}
