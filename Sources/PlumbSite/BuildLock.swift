import Foundation

/// One build of a site at a time: an exclusive `flock` on
/// `.plumb-cache/build.lock`, held until the process ends (the kernel drops
/// it on any exit, a kill included, so a lock is never left behind). A second
/// `plumb build`, `check` or `serve` of the same site waits for the first,
/// saying so, instead of interleaving its writes with the first's.
public final class BuildLock {
    private let descriptor: Int32

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `waiting` is called once, with the holder's pid when known, if another
    /// build holds the lock.
    public init(folder: URL, waiting: (Int32?) -> Void) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure(description: "'\(folder.path)' is a file, but Plumb keeps its cache and build lock in a folder of that name: "
                          + "move the file away (Plumb never deletes what it did not create)")
        }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot create '\(folder.path)' for the build lock: \(error.localizedDescription)")
        }
        let path = folder.appendingPathComponent("build.lock", isDirectory: false).path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open the build lock '\(path)': \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            var buffer = [UInt8](repeating: 0, count: 32)
            let n = pread(descriptor, &buffer, 31, 0)
            waiting(n > 0 ? Int32(String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) : nil)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let message = String(cString: strerror(errno))
                    close(descriptor)
                    throw Failure(description: "cannot lock '\(path)': \(message)")
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
