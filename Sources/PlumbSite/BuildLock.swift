import Foundation
import PlumbDiagnostics

/// One build of a site at a time: an exclusive `flock` on
/// `.plumb-cache/build.lock`, held until the process ends (the kernel drops
/// it on any exit, a kill included, so a lock is never left behind). A second
/// `plumb build`, `check` or `serve` of the same site waits for the first,
/// saying so, instead of interleaving its writes with the first's.
public final class BuildLock {
    private let descriptor: Int32

    /// Why the lock cannot be had. The command line words `finding` in the
    /// language asked for; `description` is its English, for a log.
    public struct Failure: Error, CustomStringConvertible {
        public let finding: BuildLockFinding
        public var description: String { finding.words(in: .english) }
    }

    /// `waiting` is called once, with the holder's pid when known, if another
    /// build holds the lock. Throws only a `Failure`: a caller that goes on
    /// without the lock (`plumb serve`) has one thing to word.
    public init(folder: URL, waiting: (Int32?) -> Void) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure(finding: .cacheIsFile(path: folder.path))
        }
        // mkdir -p by RawPath rather than FileManager, whose error is a
        // sentence of Foundation's: this one is an errno, worded in the
        // language asked for.
        do { try RawPath(folder.path).makeFolders() } catch {
            throw Failure(finding: .cannotCreateFolder(path: folder.path, error.reason))
        }
        let path = folder.appendingPathComponent("build.lock", isDirectory: false).path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(finding: .cannotOpen(path: path, .last)) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            var buffer = [UInt8](repeating: 0, count: 32)
            let n = pread(descriptor, &buffer, 31, 0)
            waiting(n > 0 ? Int32(String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) : nil)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = SystemError.last
                    close(descriptor)
                    throw Failure(finding: .cannotLock(path: path, reason))
                }
            }
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.count, 0)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
