import XCTest
import Foundation
@testable import PlumbServe

/// The red team's find: `plumb serve` on a content folder with two links
/// back to itself (`a -> .`, `b -> .`, which the build reports as loops)
/// never answered a request: the watcher followed every link down every
/// path, 2^40 of them before the kernel's link limit. Each real folder is
/// now walked once, by inotify and by the polling walk alike. Each check
/// runs on another thread, so that a regression fails instead of hanging.
final class FileWatcherTests: XCTestCase {
    private func folderWithLoops() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("# A\n".utf8).write(to: root.appendingPathComponent("sub/page.md"))
        for name in ["a", "b", "sub/up"] {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path,
                                                       withDestinationPath: name == "sub/up" ? ".." : ".")
        }
        return root
    }

    private func watchSeesASave(polling: Bool) throws {
        let root = try folderWithLoops()
        defer { try? FileManager.default.removeItem(at: root) }
        let changed = DispatchSemaphore(value: 0), made = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var watcher: FileWatcher? }
        let box = Box()
        Thread.detachNewThread {
            box.watcher = FileWatcher(folders: [root.path], files: [], forcePolling: polling) { _ in changed.signal() }
            box.watcher?.pollInterval = 0.05
            box.watcher?.start()
            made.signal()
        }
        XCTAssertEqual(made.wait(timeout: .now() + 10), .success, "watching a folder with link loops hung (polling: \(polling))")
        defer { box.watcher?.stop() }
        Thread.sleep(forTimeInterval: 0.3)
        try Data("# A, saved\n".utf8).write(to: root.appendingPathComponent("sub/page.md"))
        XCTAssertEqual(changed.wait(timeout: .now() + 10), .success, "a save was not seen (polling: \(polling))")
    }

    func testLinkLoopsAreWalkedOnceWithInotify() throws { try watchSeesASave(polling: false) }

    func testLinkLoopsAreWalkedOnceWhenPolling() throws { try watchSeesASave(polling: true) }

    /// A reliability pass: `content/` deleted and made again (a `git
    /// checkout`, `rsync --delete`), or `templates/` made after serve
    /// started, was never watched: its edits went unseen until a restart.
    /// The watched folder itself, created, is watched again.
    func testAWatchedFolderMadeAgainIsWatched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content"), templates = root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("plumb.json"))
        try Data("# A\n".utf8).write(to: content.appendingPathComponent("a.md"))
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
            func add(_ p: [String]) { lock.lock(); paths += p; lock.unlock() }
            func contains(_ p: String) -> Bool { lock.lock(); defer { lock.unlock() }; return paths.contains(p) }
        }
        let seen = Seen()
        let watcher = FileWatcher(folders: [content.path, templates.path], files: [root.appendingPathComponent("plumb.json").path]) { seen.add($0) }
        watcher.start()
        defer { watcher.stop() }
        func waitFor(_ path: URL) -> Bool {
            for _ in 0..<100 where !seen.contains(path.path) { Thread.sleep(forTimeInterval: 0.05) }
            return seen.contains(path.path)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try FileManager.default.removeItem(at: content)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.5)
        try Data("# A, again\n".utf8).write(to: content.appendingPathComponent("a.md"))
        XCTAssertTrue(waitFor(content.appendingPathComponent("a.md")), "an edit in content/ made again: \(seen.paths)")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.5)
        try Data("<p></p>".utf8).write(to: templates.appendingPathComponent("page.html"))
        XCTAssertTrue(waitFor(templates.appendingPathComponent("page.html")), "an edit in templates/ made after the start: \(seen.paths)")
    }
}
