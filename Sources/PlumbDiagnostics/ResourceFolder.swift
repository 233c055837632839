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
/// `stat`. Each module keeps `Bundle.module` as the fallback for any other
/// layout, so nothing that worked before stops working.
public enum ResourceFolder {
    /// `name` (e.g. "Plumb_PlumbSite.resources") beside the executable, if it is a folder there.
    public static func besideExecutable(_ name: String) -> URL? {
        guard let executable = executablePath() else { return nil }
        let folder = (executable as NSString).deletingLastPathComponent + "/" + name
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return URL(fileURLWithPath: folder, isDirectory: true)
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
