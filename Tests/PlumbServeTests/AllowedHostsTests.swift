import XCTest
@testable import PlumbServe

/// The `Host:` rule against DNS rebinding (issue 26 §6): each accepted and
/// each refused form, on a server at 127.0.0.1:1313 and one at port 80.
final class AllowedHostsTests: XCTestCase {
    private let server = AllowedHosts(boundHost: "127.0.0.1", port: 1313)

    private func request(host: String?, version: String = "HTTP/1.1") -> HTTPRequest {
        HTTPRequest(method: "GET", path: "/", query: "", headers: host.map { ["host": $0] } ?? [:], version: version)
    }

    func testTheNamesOfThisMachineWithItsPortAreAccepted() {
        for host in ["127.0.0.1:1313", "localhost:1313", "[::1]:1313", "LOCALHOST:1313", "LocalHost:1313"] {
            XCTAssertTrue(server.accepts(host), host)
            XCTAssertNil(server.refusal(for: request(host: host)), host)
        }
    }

    func testOtherNamesPortsAndShapesAreRefused() {
        for host in ["evil.example:1313", "evil.example", "127.0.0.1", "localhost", "[::1]", "localhost:1314", "127.0.0.1:80",
                     "localhost.:1313", "sub.localhost:1313", "127.0.0.2:1313", "::1:1313", "[::1]1313", "localhost:", "localhost:+1313",
                     "localhost:1313:1313", "", "127.0.0.1:1313@evil.example"] {
            XCTAssertFalse(server.accepts(host), host)
            let refusal = server.refusal(for: request(host: host))
            XCTAssertEqual(refusal?.status, 403, host)
            XCTAssertTrue(String(decoding: refusal?.body ?? Data(), as: UTF8.self).contains("http://127.0.0.1:1313/"), host)
        }
    }

    func testWithoutAPortOnlyAtPort80() {
        let standard = AllowedHosts(boundHost: "127.0.0.1", port: 80)
        for host in ["localhost", "127.0.0.1", "[::1]", "localhost:80"] { XCTAssertTrue(standard.accepts(host), host) }
        XCTAssertFalse(standard.accepts("localhost:1313"))
        XCTAssertFalse(standard.accepts("evil.example"))
    }

    func testTheBoundAddressIsAccepted() {
        let v6 = AllowedHosts(boundHost: "::1", port: 4000)
        XCTAssertTrue(v6.accepts("[::1]:4000"))
        let lan = AllowedHosts(boundHost: "192.168.1.20", port: 4000)
        XCTAssertTrue(lan.accepts("192.168.1.20:4000"))
        XCTAssertFalse(lan.accepts("192.168.1.21:4000"))
        XCTAssertFalse(server.accepts("192.168.1.20:1313"))
    }

    func testAMissingHostIs400OnHTTP11AndAllowedOnHTTP10() {
        XCTAssertEqual(server.refusal(for: request(host: nil))?.status, 400)
        XCTAssertNil(server.refusal(for: request(host: nil, version: "HTTP/1.0")))
        XCTAssertEqual(server.refusal(for: request(host: "evil.example", version: "HTTP/1.0"))?.status, 403)
    }

    func testTheParserKeepsTheVersion() throws {
        XCTAssertEqual(try HTTPRequest.parse(Array("GET / HTTP/1.0\r\n\r\n".utf8)).version, "HTTP/1.0")
        XCTAssertEqual(try HTTPRequest.parse(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)).version, "HTTP/1.1")
    }
}
