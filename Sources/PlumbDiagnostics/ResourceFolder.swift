import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where SwiftPM put a module's resources: the folder beside the running
/// executable (`.build/release/Plumb_PlumbSite.resources`), which is where
/// the generated `Bundle.module` looks first too.
///
/// Why not `Bundle.module` itself: on Linux, Foundation's first `Bundle`
/// costs about 15 M instructions (CFBundle's set-up and its directory
/// probing), a twentieth of rebuilding one page of a 1,000-page site, paid
/// by every command. Finding the folder takes one `readlink` and one
/// `stat`. Each module passes its `Bundle.module` lookup as the fallback
/// for any other layout, so nothing that worked before stops working.
public struct ResourceFolder: Sendable {
    /// The folder, if it is one, beside the executable.
    let folder: URL?

    /// `name` (e.g. "Plumb_PlumbSite.resources") beside the executable.
    public init(besideExecutable name: String) {
        var info = stat()
        if let executable = ResourceFolder.executablePath {
            let path = (executable as NSString).deletingLastPathComponent + "/" + name
            folder = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? URL(fileURLWithPath: path, isDirectory: true) : nil
        } else {
            folder = nil
        }
    }

    /// The file or folder `name` of the resources: in the folder when it is
    /// there, else where `bundle` (the module's `Bundle.module` lookup) finds it.
    public func url(_ name: String, orInBundle bundle: () -> URL?) -> URL? {
        if let folder {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return bundle()
    }

    /// The running program's file, links resolved (`/proc/self/exe`).
    public static let executablePath: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
