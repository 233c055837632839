import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// `UIImage(named:)` finds the picture beside the page and sizes the image
/// view by it, in points (`@2x` pixels halved).
final class ImageFileTests: XCTestCase {
    /// A PNG's signature and IHDR chunk: all the reader needs.
    private func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    func testAnAt2xPictureBesideThePageSizesTheImageView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try png(width: 240, height: 160).write(to: folder.appendingPathComponent("photo@2x.png"))
        // 240 x 160 pixels at @2x: 120 x 80 points, at the top left.
        let solved = CodeBlock.solve("""
        let photo = UIImageView(image: UIImage(named: "photo"))
        photo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(photo)
        photo.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        photo.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375], imageFolder: folder.path)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "photo"), [0, 0, 120, 80])
        XCTAssertEqual(solved.block.item(named: "photo")?.properties.imageSource, "photo@2x.png")
        XCTAssertEqual(solved.block.imageSources.map(\.path), ["photo@2x.png"])
    }

    func testAMissingPictureIsAWarning() {
        let solved = CodeBlock.solve("let photo = UIImageView(image: UIImage(named: \"nowhere\"))\nview.addSubview(photo)\n", language: .swift,
                                     origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375], imageFolder: "/nonexistent")
        XCTAssertEqual(summary(solved), ["warning unsupported 1:32"])
    }

    /// The red team's find: a FIFO named like a picture (`photo.png`, made
    /// by a tool or a careless `mkfifo`) hung the build for ever, opened to
    /// read its header. Only a regular file is read; a FIFO is no picture,
    /// and the next candidate (`photo@2x.png`) is found. Run on another
    /// thread, so that a regression fails here instead of hanging the suite.
    func testAFIFONamedLikeAPictureIsNotOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("photo.png").path, 0o600), 0)
        try png(width: 240, height: 160).write(to: folder.appendingPathComponent("photo@2x.png"))
        let done = DispatchSemaphore(value: 0)
        final class Found: @unchecked Sendable { var fingerprint: [String] = [] }
        let found = Found()
        Thread.detachNewThread {
            found.fingerprint = CodePictures.fingerprint(of: "UIImage(named: \"photo\")", folder: folder.path)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "reading a FIFO named photo.png hung")
        XCTAssertEqual(found.fingerprint, ["picture photo: photo@2x.png 120.0x80.0"])
    }

    /// The cache key's part for pictures: each name written as a string
    /// literal in either language, the file found and its size in points,
    /// or none; a name in a variable is not found by this quick look.
    func testThePicturesFingerprintFollowsTheFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try png(width: 240, height: 160).write(to: folder.appendingPathComponent("a@2x.png"))
        let code = "UIImage(named: \"a\") UIImage(named:\"b\", in: nil, with: nil) [UIImage imageNamed:@\"c\"] UIImage(named: name)"
        XCTAssertEqual(CodePictures.fingerprint(of: code, folder: folder.path),
                       ["picture a: a@2x.png 120.0x80.0", "picture b: none", "picture c: none"])
        try png(width: 100, height: 100).write(to: folder.appendingPathComponent("c.png"))
        XCTAssertEqual(CodePictures.fingerprint(of: code, folder: folder.path).last, "picture c: c.png 100.0x100.0")
        XCTAssertEqual(CodePictures.fingerprint(of: "let v = UIView()", folder: folder.path), [])
    }
}
