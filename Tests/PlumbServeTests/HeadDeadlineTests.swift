import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PlumbServe

/// A request's head has a deadline from accept, whatever the trickle: a
/// connection sending a byte every 0.2 s is told 408 at its deadline (here
/// 1 s), where a per-read timeout would have waited for ever.
final class HeadDeadlineTests: XCTestCase {
    func testATricklingHeadIsCutOffAtItsDeadline() throws {
        var limits = ConnectionSlots.Limits()
        limits.headSeconds = 1
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { _ in .text(200, "a page") }
        Thread { server.run() }.start()
        defer { server.stop() }
        let fd = try XCTUnwrap(loopbackConnection(port: server.port))
        defer { close(fd) }
        let start = Date()
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        // A byte every 0.2 s for at most 4 s, reading what comes back.
        for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8).prefix(20) {
            if send(fd, [byte], 1, Int32(MSG_NOSIGNAL)) <= 0 { break }
            Thread.sleep(forTimeInterval: 0.2)
            let n = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if n > 0 { answer += buffer[..<n] }
            if n == 0 || !answer.isEmpty { break }
        }
        let seconds = Date().timeIntervalSince(start)
        XCTAssertTrue(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408"), String(decoding: answer, as: UTF8.self))
        XCTAssertLessThan(seconds, 2)
    }
}
