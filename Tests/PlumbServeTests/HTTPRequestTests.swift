import XCTest
@testable import PlumbServe

final class HTTPRequestTests: XCTestCase {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testParsesABrowsersRequest() throws {
        let r = try HTTPRequest.parse(bytes("GET /guide/anchors.html?x=1#top HTTP/1.1\r\nHost: 127.0.0.1:1313\r\nAccept:  text/html \r\n\r\n"))
        XCTAssertEqual(r.method, "GET")
        XCTAssertEqual(r.path, "/guide/anchors.html")
        XCTAssertEqual(r.query, "x=1")
        XCTAssertEqual(r.headers["host"], "127.0.0.1:1313")
        XCTAssertEqual(r.headers["accept"], "text/html")
        XCTAssertEqual(r.parameter("x"), "1")
        XCTAssertNil(r.parameter("y"))
    }

    func testWaitsForTheWholeHead() {
        XCTAssertThrowsError(try HTTPRequest.parse(bytes("GET / HTTP/1.1\r\nHost: x\r\n"))) { XCTAssertEqual($0 as? HTTPRequest.ParseError, .incomplete) }
    }

    func testAbsoluteFormTargetsBecomePaths() throws {
        XCTAssertEqual(try HTTPRequest.parse(bytes("GET http://localhost:1313/a/b.html HTTP/1.0\r\n\r\n")).path, "/a/b.html")
        XCTAssertEqual(try HTTPRequest.parse(bytes("HEAD http://localhost HTTP/1.1\r\n\r\n")).path, "/")
    }

    func testRefusesWhatIsNotHTTP() {
        for bad in ["GET /\r\n\r\n", "get / HTTP/1.1\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET relative HTTP/1.1\r\n\r\n",
                    "GET / HTTP/1.1\r\nno colon here\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
                    // Two Host headers (RFC 9112 3.2): the last one once won, so a
                    // rebinding host followed by a good one was answered.
                    "GET / HTTP/1.1\r\nHost: evil.com\r\nhost: 127.0.0.1:1313\r\n\r\n"] {
            XCTAssertThrowsError(try HTTPRequest.parse(bytes(bad)), bad) { error in
                guard case .malformed = error as? HTTPRequest.ParseError else { return XCTFail("\(bad): \(error)") }
            }
        }
    }

    func testAHeadLargerThanTheLimitIsRefused() {
        let huge = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.maximumHeadSize) + "\r\n"
        XCTAssertThrowsError(try HTTPRequest.parse(bytes(huge))) { XCTAssertEqual($0 as? HTTPRequest.ParseError, .tooLarge) }
    }
}

final class SitePathTests: XCTestCase {
    let files: Set<String> = ["index.html", "guide/index.html", "guide/anchors.html", "assets/site.css", "été/a b.html"]

    private func resolve(_ path: String, query: String = "") -> SitePath {
        SitePath.resolve(path, query: query, exists: files.contains)
    }

    func testFilesFoldersAndRedirects() {
        XCTAssertEqual(resolve("/"), .file("index.html"))
        XCTAssertEqual(resolve("/guide/"), .file("guide/index.html"))
        XCTAssertEqual(resolve("/guide/anchors.html"), .file("guide/anchors.html"))
        // Without the slash, the index's relative links would resolve one level up.
        XCTAssertEqual(resolve("/guide", query: "a=1"), .redirect("/guide/?a=1"))
        XCTAssertEqual(resolve("/%C3%A9t%C3%A9/a%20b.html"), .file("été/a b.html"))
        XCTAssertEqual(resolve("/missing.html"), .notFound)
        XCTAssertEqual(resolve("/assets/"), .notFound)
    }

    func testNothingOutsideTheSiteIsReachable() {
        // Dot segments are refused whether written or escaped; an absolute
        // path after decoding is still a key into the site, never a file.
        for attack in ["/../etc/passwd", "/guide/../../etc/passwd", "/%2e%2e/etc/passwd", "/./index.html", "/guide/%2E%2E/%2E%2E/x"] {
            guard case .bad = resolve(attack) else { return XCTFail("\(attack) was not refused") }
        }
        XCTAssertEqual(resolve("//etc/passwd"), .notFound)
        guard case .bad = resolve("/index.html%00.png") else { return XCTFail("NUL was not refused") }
        guard case .bad = resolve("/%zz") else { return XCTFail("a malformed escape was not refused") }
        guard case .bad = resolve("/%ff") else { return XCTFail("bytes that are not UTF-8 were not refused") }
    }

    /// The red team's find: `http://127.0.0.1:1313//guide` answered
    /// `Location: //guide/`, which a browser reads as another host
    /// (`http://guide/`): a redirect must stay on this server, whatever
    /// slashes the request doubled.
    func testARedirectStaysOnThisServer() {
        XCTAssertEqual(resolve("//guide"), .redirect("/guide/"))
        XCTAssertEqual(resolve("///guide", query: "a=1"), .redirect("/guide/?a=1"))
        XCTAssertEqual(resolve("/%2Fguide"), .redirect("/guide/"))
        XCTAssertEqual(resolve("/%C3%A9t%C3%A9//"), .notFound)
        let withSpace: Set<String> = ["a b/index.html", "c\\d/index.html"]
        XCTAssertEqual(SitePath.resolve("//a%20b", exists: withSpace.contains), .redirect("/a%20b/"))
        XCTAssertEqual(SitePath.resolve("/c%5Cd", exists: withSpace.contains), .redirect("/c%5Cd/"))
    }

    func testContentTypes() {
        XCTAssertEqual(ContentType.of("guide/a.html"), "text/html; charset=utf-8")
        XCTAssertEqual(ContentType.of("assets/site.css"), "text/css; charset=utf-8")
        XCTAssertEqual(ContentType.of("assets/fonts/x.woff2"), "font/woff2")
        XCTAssertEqual(ContentType.of("guide/photo.PNG"), "image/png")
        XCTAssertEqual(ContentType.of("sitemap.xml"), "application/xml; charset=utf-8")
        XCTAssertEqual(ContentType.of("LICENSE"), "application/octet-stream")
    }

    func testLoopbackAddresses() {
        XCTAssertTrue(HTTPServer.isLoopback("127.0.0.1"))
        XCTAssertTrue(HTTPServer.isLoopback("127.1.2.3"))
        XCTAssertTrue(HTTPServer.isLoopback("::1"))
        XCTAssertFalse(HTTPServer.isLoopback("0.0.0.0"))
        XCTAssertFalse(HTTPServer.isLoopback("192.168.1.10"))
        XCTAssertFalse(HTTPServer.isLoopback("::"))
        XCTAssertFalse(HTTPServer.isLoopback("localhost"))
    }
}
