import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PlumbServe

/// The real server on 127.0.0.1 at a free port, against the clients of
/// issue 26 §6: a page from another site reaching it by DNS rebinding,
/// connections that trickle a byte at a time, and a hundred open tabs each
/// holding a reload wait. Every loop is bounded in count and time.
final class ServerLimitsTests: XCTestCase {
    private var server: HTTPServer!
    /// Released at the end of each test: what the held reload waits sleep on.
    private let release = DispatchSemaphore(value: 0)
    private var held = 0

    override func setUpWithError() throws {
        let release = self.release
        server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
            if request.path == "/__plumb/wait" {
                _ = release.wait(timeout: .now() + 10)
                return .text(200, "token")
            }
            return .text(200, "a page")
        }
        let server = self.server!
        Thread { server.run() }.start()
    }

    override func tearDown() {
        for _ in 0..<held { release.signal() }
        server.stop()
    }

    private var host: String { "127.0.0.1:\(server.port)" }

    /// A connected socket whose reads give up after `seconds`.
    private func connection(readTimeout seconds: Int = 5) throws -> Int32 {
        guard let fd = loopbackConnection(port: server.port, readTimeout: seconds) else { throw NSError(domain: "connect", code: Int(errno)) }
        return fd
    }

    private func write(_ text: String, to fd: Int32) {
        _ = text.utf8CString.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes (or the read times out).
    private func readAll(_ fd: Int32) -> String {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<1000 {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            out += buffer[..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One request, its answer, and how long it took.
    private func exchange(_ request: String) throws -> (answer: String, seconds: Double) {
        let start = Date()
        let fd = try connection()
        defer { close(fd) }
        write(request, to: fd)
        return (readAll(fd), Date().timeIntervalSince(start))
    }

    func testARebindingHostIsRefusedAndThisMachinesIsServed() throws {
        let rebound = try exchange("GET / HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n\r\n").answer
        XCTAssertTrue(rebound.hasPrefix("HTTP/1.1 403 Forbidden"), String(rebound.prefix(80)))
        XCTAssertFalse(rebound.contains("a page"))
        XCTAssertTrue(rebound.contains("DNS rebinding"))
        XCTAssertTrue(try exchange("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n").answer.hasPrefix("HTTP/1.1 200"))
        XCTAssertTrue(try exchange("GET / HTTP/1.1\r\n\r\n").answer.hasPrefix("HTTP/1.1 400"))
    }

    /// 64 connections sending a byte every half second (the old per-read
    /// timeout never fired, and they held all 64 slots): a page request
    /// still gets its page within a few seconds.
    func testTricklingConnectionsDoNotHoldOffARequest() throws {
        var tricklers: [Int32] = []
        defer { tricklers.forEach { close($0) } }
        for _ in 0..<64 {
            let fd = try connection()
            write("G", to: fd)
            tricklers.append(fd)
        }
        let stop = Date().addingTimeInterval(6)
        let sockets = tricklers
        let trickle = Thread {
            for _ in 0..<12 where Date() < stop {
                for fd in sockets { _ = send(fd, "E", 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        trickle.start()
        Thread.sleep(forTimeInterval: 0.6)
        let (answer, seconds) = try exchange("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), String(answer.prefix(80)))
        XCTAssertLessThan(seconds, 3)
    }

    /// 100 open pages, each holding a reload wait: a page request still gets
    /// its page.
    func testAHundredReloadWaitsDoNotHoldOffARequest() throws {
        var waiters: [Int32] = []
        defer { waiters.forEach { close($0) } }
        for _ in 0..<100 {
            let fd = try connection()
            write("GET /__plumb/wait?since=token HTTP/1.1\r\nHost: \(host)\r\n\r\n", to: fd)
            waiters.append(fd)
        }
        held = 100
        Thread.sleep(forTimeInterval: 0.5)
        let (answer, seconds) = try exchange("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), String(answer.prefix(80)))
        XCTAssertLessThan(seconds, 3)
    }
}
