import Foundation

/// What a page's file was when its text was read (device, inode, size,
/// modification and change times in nanoseconds): while all of these are
/// the same, the text is the same, so the next build reuses the text's
/// hash and scan instead of hashing every page again (the hashing was
/// 20 M of a one-page rebuild's 280 M instructions at 1,000 pages).
///
/// Any write changes the change time, which no one can set back; an editor
/// that saves by renaming changes the inode. The one way to miss an edit
/// is two writes within one tick of the file system's clock, the second
/// after the text was read: so, as git does for its "racy" entries, a file
/// changed within `racySeconds` of the read has no identity, and is hashed
/// on every build until it is older.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    /// How recent a change must be for the file's times not to be trusted.
    static let racySeconds: Int64 = 2

    /// The identity of the file `status` describes, read at `now`
    /// (nanoseconds since 1970); nil when it changed too recently to trust.
    init?(_ status: stat, now: Int64) {
        let modified = FileIdentity.nanoseconds(status.st_mtim), changed = FileIdentity.nanoseconds(status.st_ctim)
        guard max(modified, changed) < now - FileIdentity.racySeconds * 1_000_000_000 else { return nil }
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modified: modified, changed: changed)
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// A file time in nanoseconds since 1970.
    static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

    /// The wall clock in nanoseconds since 1970, as file times count.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// As the manifest keeps it: five decimal numbers joined by `,`.
    var manifestField: String { "\(device),\(inode),\(size),\(modified),\(changed)" }

    /// Read back from ``manifestField``; nil when it is not five numbers.
    /// Digits are read as bytes: through `String` and `Int(_:)` this cost
    /// 7 K instructions a page, a quarter of reading the manifest.
    init?(manifestField field: ArraySlice<UInt8>) {
        var numbers: [UInt64] = []
        var value: UInt64 = 0, digits = 0, negative = false
        for byte in field {
            if byte == UInt8(ascii: ",") {
                guard digits > 0 else { return nil }
                numbers.append(negative ? 0 &- value : value)
                (value, digits, negative) = (0, 0, false)
            } else if byte == UInt8(ascii: "-") && digits == 0 && !negative {
                negative = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && digits < 20 {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow && !carry else { return nil }
                (value, digits) = (sum, digits + 1)
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        numbers.append(negative ? 0 &- value : value)
        guard numbers.count == 5 else { return nil }
        // Sizes and times are signed (a time before 1970 is negative): a
        // leading `-` is read as the two's complement, as written.
        self.init(device: numbers[0], inode: numbers[1], size: Int64(bitPattern: numbers[2]),
                  modified: Int64(bitPattern: numbers[3]), changed: Int64(bitPattern: numbers[4]))
    }

    /// The file's bytes and identity, read through one descriptor: the
    /// status is taken before the bytes, so a write between the two leaves
    /// an identity the next build finds changed, never new bytes under an
    /// old identity. nil (with errno set) when the file cannot be read.
    static func read(_ path: String, now: Int64) -> (data: Data, identity: FileIdentity?)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, let data = readAll(descriptor, expecting: Int(status.st_size)) else { return nil }
        return (data, FileIdentity(status, now: now))
    }

    /// Every byte to the end of the file, read into one buffer of the size
    /// `fstat` gave (grown if the file grew meanwhile) and handed to `Data`
    /// as it is: FileHandle's `readToEnd` cost 3 K instructions a page
    /// more, and a zeroed array copied into `Data` 8 K.
    private static func readAll(_ descriptor: Int32, expecting size: Int) -> Data? {
        var capacity = max(size, 0) + 1
        guard var buffer = malloc(capacity) else { return nil }
        var count = 0
        while true {
            if count == capacity {
                capacity *= 2
                guard let grown = realloc(buffer, capacity) else { free(buffer); return nil }
                buffer = grown
            }
            let got = Glibc.read(descriptor, buffer + count, capacity - count)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { free(buffer); return nil }
            if got == 0 { return Data(bytesNoCopy: buffer, count: count, deallocator: .free) }
            count += got
        }
    }
}
