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
            found.fingerprint = CodePictures.fingerprint(of: "UIImage(named: \"photo\")", language: .swift, folder: folder.path)
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
        let code = "UIImage(named: \"a\") UIImage(named:\"b\", in: nil, with: nil) UIImage(named: name)"
        XCTAssertEqual(CodePictures.fingerprint(of: code, language: .swift, folder: folder.path),
                       ["picture a: a@2x.png 120.0x80.0", "picture b: none"])
        let objc = "UIImageView *v = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@\"c\"]];"
        XCTAssertEqual(CodePictures.fingerprint(of: objc, language: .objectiveC, folder: folder.path), ["picture c: none"])
        try png(width: 100, height: 100).write(to: folder.appendingPathComponent("c.png"))
        XCTAssertEqual(CodePictures.fingerprint(of: objc, language: .objectiveC, folder: folder.path), ["picture c: c.png 100.0x100.0"])
        XCTAssertEqual(CodePictures.fingerprint(of: "let v = UIView()", language: .swift, folder: folder.path), [])
    }

    /// The red team's find: `UIImage.init(named: "p")` and `UIImage(named
    /// : "p")` draw the picture, but a pattern of its own missed them, and
    /// a cached build kept the old size. The names are found on the
    /// reader's tokens: every spelling it reads, comments and line breaks
    /// between, `named:` after another argument; not inside a string, a
    /// comment, or another call's arguments.
    func testEverySpellingTheReaderReadsNamesItsPicture() {
        let swift = """
        UIImage.init(named: "a")
        UIImage(named : "b")
        UIImage(
            named:
            "c")
        UIImage(/* x */ named: "d", in: nil, compatibleWith: nil)
        UIImage . init ( named : "e" )
        UIImage(named: "a")
        // UIImage(named: "comment")
        let s = "UIImage(named: \\"string\\")"
        UIImage(systemName: f(named: "inner"))
        """
        XCTAssertEqual(CodePictures.names(inCode: swift, language: .swift), ["a", "b", "c", "d", "e"])
        let objc = """
        [UIImage imageNamed:@"f"];
        [UIImage
            imageNamed : @"g"];
        [UIImage imageNamed:/* x */@"h"];
        """
        XCTAssertEqual(CodePictures.names(inCode: objc, language: .objectiveC), ["f", "g", "h"])
        XCTAssertEqual(CodePictures.names(inFences: [("swift layout", "UIImage.init(named: \"a\")"), ("swift", "UIImage(named: \"plain\")"),
                                                     ("objc layout canvas=100x100", "[UIImage imageNamed:@\"f\"]"), ("layout", "UIImage(named: \"x\")")]),
                       ["a", "f"])
    }

    /// The red team's find: a PNG header claiming 4294967295 x 2147483647
    /// pixels was drawn at that size though a layout's numbers go to
    /// 1,000,000; a `.jpg` with no size in its header, or a device named
    /// `zero.png`, got "no image 'bad.jpg' beside the page" though the
    /// file is there. Each is a warning at the name saying what is wrong
    /// with the file, and the image view has no intrinsic size.
    func testAPictureFileThatCannotBeDrawnSaysWhatIsWrongWithIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try png(width: 0xFFFF_FFFF, height: 0x7FFF_FFFF).write(to: folder.appendingPathComponent("big.png"))
        try png(width: 0, height: 10).write(to: folder.appendingPathComponent("empty.png"))
        try Data([0xFF, 0xD8] + Array(repeating: [UInt8]([0xFF, 0x01]), count: 300).flatMap { $0 }).write(to: folder.appendingPathComponent("bad.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
        // 2,000,002 pixels at @2x: 1,000,001 points.
        try png(width: 2_000_002, height: 10).write(to: folder.appendingPathComponent("wide@2x.png"))
        let expected = [
            "big.png": "the picture 'big.png' beside the page says it is 4294967295 × 2147483647 points, larger than the 1,000,000 a layout's numbers go to",
            "empty": "the picture 'empty.png' beside the page says it is 0 × 10 points, an empty picture",
            "bad.jpg": "the picture 'bad.jpg' beside the page has no PNG, GIF or JPEG header with a size",
            "zero": "the picture 'zero.png' beside the page is not a regular file (a folder, FIFO, socket or device), so it is not read",
            "wide": "the picture 'wide@2x.png' beside the page says it is 1000001 × 5 points, larger than the 1,000,000 a layout's numbers go to",
        ]
        for (name, message) in expected {
            let solved = CodeBlock.solve("let photo = UIImageView(image: UIImage(named: \"\(name)\"))\nview.addSubview(photo)\n", language: .swift,
                                         origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375], imageFolder: folder.path)
            let found = solved.allDiagnostics.filter { $0.kind == .unsupported }
            XCTAssertEqual(found.map { "\($0.severity.rawValue) \($0.location.line):\($0.location.column)" }, ["warning 1:32"], name)
            XCTAssertEqual(found.first?.message, message + ": the image view is drawn with no intrinsic size, as UIKit sizes one with no image", name)
            XCTAssertNil(solved.block.item(named: "photo")?.properties.imageSource, name)
        }
        // The cache key follows what is wrong: a file made good redraws.
        XCTAssertEqual(CodePictures.fingerprint(names: ["big.png"], folder: folder.path),
                       ["picture big.png: big.png unusable unusableSize(width: 4294967295.0, height: 2147483647.0)"])
    }

    /// The red team's find: `CGFloat.greatestFiniteMagnitude` was held to
    /// 1,000,000 without a word while `1e300` is an error: both are now
    /// the same error, at the value.
    func testGreatestFiniteMagnitudeIsRefusedAs1e300Is() {
        for value in ["CGFloat.greatestFiniteMagnitude", "1e300"] {
            let solved = CodeBlock.solve("""
            class Tag: UIView {
              override var intrinsicContentSize: CGSize { return CGSize(width: \(value), height: 20) }
            }
            let t = Tag()
            t.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(t)
            t.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            t.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
            let errors = solved.allDiagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map { "\($0.kind.rawValue) \($0.location.line):\($0.location.column)" }, ["bad-number 2:68"], value)
            XCTAssertTrue(errors.first?.message.hasSuffix("is not a number a layout can use") == true, "\(value): \(errors.map(\.message))")
        }
    }
}
