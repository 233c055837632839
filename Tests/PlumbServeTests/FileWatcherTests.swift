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
}
