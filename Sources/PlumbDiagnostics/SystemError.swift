#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the system refused a call (a full disk, a read-only folder), kept as
/// its error number and worded only when read. English is the system's own
/// words (strerror), as Plumb always printed them. Chinese names the
/// failures an author can act on in Chinese, and quotes the system's words
/// for the rest: an English sentence in a Chinese message would read as
/// Plumb's, and the quoted words are what a search finds.
public struct SystemError: Hashable, Sendable {
    public let code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The error the last failed call left in errno: taken right after the
    /// call, before anything else can change it.
    public static var last: SystemError { SystemError(errno) }

    /// What the system says (strerror), in its own language.
    public var systemWords: String { String(cString: strerror(code)) }

    public func words(in language: Language) -> String {
        switch language {
        case .english: return systemWords
        case .chinese: return chineseWords
        }
    }

    private var chineseWords: String {
        switch code {
        case ENOSPC: return "磁盘空间已满"
        case EDQUOT: return "超出了磁盘配额"
        case EACCES: return "没有权限"
        case EPERM: return "不允许这个操作"
        case EROFS: return "文件系统是只读的"
        case ENOENT: return "文件或文件夹不存在"
        case EEXIST: return "已经存在同名的文件或文件夹"
        case ENOTDIR: return "路径中的一项不是文件夹"
        case EISDIR: return "它是文件夹"
        case ENOTEMPTY: return "文件夹不是空的"
        case ENAMETOOLONG: return "路径太长"
        case ELOOP: return "链接太多层（可能是循环链接）"
        case EXDEV: return "不能跨文件系统移动"
        case EIO: return "磁盘读写出错"
        case EBUSY: return "文件或设备正忙"
        case EMFILE, ENFILE: return "打开的文件太多"
        default: return "系统错误 \(code)：'\(systemWords)'"
        }
    }
}
