import XCTest
@testable import PlumbSite

/// The hash's values are pinned: `.plumb-cache/translations.tsv` keeps
/// them from build to build, and a changed function would silently forget
/// which translations are older than their originals. (Expected values from
/// an independent implementation of the same steps.)
final class ContentHashTests: XCTestCase {
    func testValuesArePinned() {
        XCTAssertEqual(ContentHash.hex([]), "a73cec6897395a329e24b2c811e1eed5")
        XCTAssertEqual(ContentHash.hex([""]), "b3520905646784368497e15a20e9c760")
        XCTAssertEqual(ContentHash.hex(["a"]), "88f272ad744c41133a6fdf5f6655544a")
        XCTAssertEqual(ContentHash.hex(["abcdefgh"]), "01fae1273d8b8703b51eac5516811bfa")
        XCTAssertEqual(ContentHash.hex(["abcdefghi", "é中"]), "374c3433b29ccf42cdbf14e580ea8025")
    }

    /// Where the parts break is part of what is hashed.
    func testPartBoundariesCount() {
        XCTAssertEqual(ContentHash.hex(["ab", "c"]), "f5479319d54cb1e23a72689040695330")
        XCTAssertEqual(ContentHash.hex(["a", "bc"]), "93786d1ef8d9f250a8ffc7cc2582446b")
    }
}
