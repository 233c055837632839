import Foundation
import PlumbBlocks

/// A picture beside the page, as `UIImage(named:)` finds it: `name.png`,
/// `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg` (or the name as
/// given, with its extension), and its size in points (pixels over the
/// `@Nx` scale), read from the file's header.
struct ImageFile {
    let fileName: String
    let width: Double
    let height: Double

    /// What is wrong with a file named like the picture: said instead of
    /// "no image", since the file is there.
    enum Problem: Hashable, Sendable {
        /// A FIFO, socket, device or folder: never opened.
        case notAFile
        /// No PNG, GIF or JPEG header with a size was found in it.
        case notAPicture
        /// Wider or taller than a layout's numbers go (1,000,000 points), or 0.
        case unusableSize(width: Double, height: Double)
    }

    /// The picture `UIImage(named:)` finds, or the first file named like it
    /// and what is wrong with it, or nothing.
    enum Lookup {
        case found(ImageFile)
        case unusable(fileName: String, Problem)
        case none
    }

    static func find(_ name: String, in folder: String) -> ImageFile? {
        if case .found(let file) = lookup(name, in: folder) { return file }
        return nil
    }

    static func lookup(_ name: String, in folder: String) -> Lookup {
        // A path, never a URL or a way out of the folder.
        guard ImagePath.isFilePath(name), !name.split(separator: "/").contains("..") else { return .none }
        var firstProblem: (String, Problem)?
        let candidates: [(String, Double)] = name.contains(".")
            ? [(name, 1)]
            : [(name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3), (name + ".jpg", 1), (name + ".jpeg", 1)]
        for (file, scale) in candidates {
            let path = (folder as NSString).appendingPathComponent(file)
            // Only a regular file (through a link): opening a FIFO named
            // `photo.png` waits for a writer for ever, and a device never ends.
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            guard status.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else {
                if firstProblem == nil { firstProblem = (file, .notAFile) }
                continue
            }
            defer { try? handle.close() }
            let head = [UInt8](handle.readData(ofLength: 64 * 1024))
            guard let (w, h) = pixelSize(head) else {
                if firstProblem == nil { firstProblem = (file, .notAPicture) }
                continue
            }
            // Sizes in points, held to what a layout's numbers may be.
            guard w > 0, h > 0, w / scale <= BlockLimits.largest, h / scale <= BlockLimits.largest else {
                if firstProblem == nil { firstProblem = (file, .unusableSize(width: w / scale, height: h / scale)) }
                continue
            }
            return .found(ImageFile(fileName: file, width: w / scale, height: h / scale))
        }
        return firstProblem.map { .unusable(fileName: $0.0, $0.1) } ?? .none
    }

    /// PNG's IHDR, GIF's screen descriptor, or a JPEG's first SOF marker.
    static func pixelSize(_ b: [UInt8]) -> (Double, Double)? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            return (Double(be32(16)), Double(be32(20)))
        }
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 {
            return (Double(Int(b[6]) | Int(b[7]) << 8), Double(Int(b[8]) | Int(b[9]) << 8))
        }
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be16(i + 2)
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                return (Double(be16(i + 7)), Double(be16(i + 5)))
            }
            i += 2 + length
        }
        return nil
    }
}
