import XCTest
import Foundation

/// `plumb build` swaps a complete site in, or changes nothing: killed at any
/// moment, it leaves site/ either exactly as before or exactly the new build.
final class InterruptedBuildTests: XCTestCase {
    var plumb: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb") }

    private func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { out[path] = data }
        }
        return out
    }

    private func run(_ root: URL, killAfter delay: Double?) throws -> Int32 {
        let process = Process()
        process.executableURL = plumb
        process.arguments = ["build", "--no-cache"]
        process.currentDirectoryURL = root
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    func testKilledBuildLeavesTheOldSiteOrTheNewOneNeverAMix() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: plumb.path), "plumb binary at \(plumb.path)")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func writePages(_ width: Int) throws {
            for i in 0..<150 {
                let url = root.appendingPathComponent("content/p\(i).md")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("""
                # Page \(i)

                ```layout
                canvas 375x100
                breakpoints 320 375 768 1024
                label l "Label \(i)" lines=0
                view v intrinsic=\(width)x20
                l.leading == root.leading + 8
                v.leading == l.trailing + 8
                v.trailing <= root.trailing - 8
                l.top == root.top + 8
                v.top == l.top
                ```

                """.utf8).write(to: url)
            }
        }
        try writePages(40)
        XCTAssertEqual(try run(root, killAfter: nil), 0)
        let site = root.appendingPathComponent("site")
        let old = snapshot(site)
        XCTAssertGreaterThan(old.count, 150)
        var current = old
        var sawOld = false
        for (round, delay) in [0.02, 0.1, 0.25, 0.5, 0.8].enumerated() {
            let width = 60 + round
            try writePages(width)
            _ = try run(root, killAfter: delay)
            let now = snapshot(site)
            if now == current { sawOld = true; continue }
            // Not the previous site: then it must be the whole new one.
            XCTAssertEqual(now.count, current.count, "a partial site after a kill at \(delay) s")
            let pages = now.filter { $0.key.hasPrefix("p") && $0.key.hasSuffix(".html") }
            XCTAssertEqual(pages.count, 150)
            XCTAssertTrue(pages.values.allSatisfy { String(decoding: $0, as: UTF8.self).contains("calc(100cqw*\(width)/") },
                          "a mix of old and new pages after a kill at \(delay) s")
            current = now
        }
        XCTAssertTrue(sawOld, "no kill landed before the swap; the test did not test anything")
        // Nothing half-written stays behind once a build completes.
        XCTAssertEqual(try run(root, killAfter: nil), 0)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: root.path).contains { $0.hasPrefix(".plumb-build-") })
    }
}
