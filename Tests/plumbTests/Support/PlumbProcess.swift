import Foundation
import XCTest

/// Runs the built `plumb` (or `plumb-fuzz`) binary, as a user would, in a
/// throwaway site folder.
struct PlumbProcess {
    static var binaries: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent() }
    static var plumb: URL { binaries.appendingPathComponent("plumb") }

    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL, binary: URL = plumb, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both before waiting, and at once: a full pipe would block the
        // child (a diagnostic quoting a 200 KB line fills stderr while this
        // side still reads stdout).
        nonisolated(unsafe) var errData = Data()
        let errorsRead = DispatchSemaphore(value: 0)
        Thread {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                      errors: String(decoding: errData, as: UTF8.self))
    }
}

/// A site folder in the temporary directory, removed at the end.
final class ScratchSite {
    let root: URL

    init(pages: [String: String] = ["index.md": "# Home\n\nHello.\n"]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        for (path, text) in pages { try write("content/" + path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    @discardableResult
    func plumb(_ arguments: String...) throws -> PlumbProcess.Result {
        try PlumbProcess.run(arguments, in: root)
    }

    @discardableResult
    func plumb(_ arguments: [String]) throws -> PlumbProcess.Result {
        try PlumbProcess.run(arguments, in: root)
    }

    /// Every file under `folder` with its bytes (links read through).
    func snapshot(_ folder: String = "") -> [String: Data] {
        let base = folder.isEmpty ? root : url(folder)
        var out: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: base.path)?.compactMap({ $0 as? String }) ?? [] {
            var isFolder: ObjCBool = false
            let full = base.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
               let data = FileManager.default.contents(atPath: full) {
                out[path] = data
            }
        }
        return out
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}
