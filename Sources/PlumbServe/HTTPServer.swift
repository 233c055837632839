import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on POSIX sockets: one thread per connection, one
/// request per connection, separate bounds for connections still sending
/// their request, requests being answered and reload waits
/// (`ConnectionSlots`), a deadline for each request's whole head and a time
/// limit on writing, so that clients that stall cannot hold the server; and
/// only requests addressed to this machine are answered (`AllowedHosts`).
public final class HTTPServer: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// The address was taken: the caller may try another port.
        public let addressInUse: Bool
    }

    public let host: String
    public let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Requests that wait for news rather than ask for a file (a page's
    /// reload wait): they count against their own bound.
    private let isWait: @Sendable (HTTPRequest) -> Bool
    private let slots: ConnectionSlots
    private let allowedHosts: AllowedHosts
    private let lock = NSLock()
    private var stopped = false

    /// Binds and listens; `port` 0 picks a free one (see ``port``).
    init(host: String, port: UInt16, limits: ConnectionSlots.Limits = .init(),
         isWait: @escaping @Sendable (HTTPRequest) -> Bool = { $0.path == ReloadInjection.waitPath },
         handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        self.host = host
        self.handler = handler
        self.isWait = isWait
        slots = ConnectionSlots(limits)
        // A browser that closes a tab mid-answer must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        var v4 = in_addr(), v6 = in6_addr()
        let family: Int32
        if inet_pton(AF_INET, host, &v4) == 1 { family = AF_INET }
        else if inet_pton(AF_INET6, host, &v6) == 1 { family = AF_INET6 }
        else { throw Failure(description: "'\(host)' is not an IP address (use 127.0.0.1 or ::1)", addressInUse: false) }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))", addressInUse: false) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr = v4
            result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = v6
            result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        }
        if result != 0 {
            let code = errno
            close(fd)
            throw Failure(description: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))", addressInUse: code == EADDRINUSE)
        }
        guard listen(fd, 128) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "cannot listen on \(host):\(port): \(message)", addressInUse: false)
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let boundPort = withUnsafePointer(to: &bound) { pointer -> UInt16 in
            family == AF_INET ? pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
                              : pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
        }
        self.port = boundPort
        allowedHosts = AllowedHosts(boundHost: host, port: boundPort)
        listener = fd
    }

    /// Binds and listens with the default bounds; `port` 0 picks a free one.
    public convenience init(host: String, port: UInt16, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        try self.init(host: host, port: port, limits: .init(), handler: handler)
    }

    /// Whether `host` is a loopback address: only those are served without
    /// the author saying otherwise.
    public static func isLoopback(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        if inet_pton(AF_INET6, host, &v6) == 1 { return host == "::1" || withUnsafeBytes(of: v6) { $0.dropLast().allSatisfy { $0 == 0 } && $0.last == 1 } }
        return false
    }

    /// Accepts connections until ``stop()``; returns then.
    public func run() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE {
                    if isStopped { return }
                    if errno == EMFILE || errno == ENFILE { usleep(50_000) }
                    continue
                }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            if isStopped {
                close(client)
                continue
            }
            let reader = slots.startReading(client)
            let thread = Thread { [self] in
                serve(client, reader: reader)
                close(client)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Stops accepting; connections being answered finish on their own.
    public func stop() {
        lock.lock()
        let first = !stopped
        stopped = true
        lock.unlock()
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve(_ client: Int32, reader: Int) {
        guard let request = readRequest(client) else {
            _ = slots.finishReading(reader, into: nil)
            return
        }
        if let refusal = allowedHosts.refusal(for: request) {
            _ = slots.finishReading(reader, into: nil)
            send(refusal.serialized(includeBody: request.method != "HEAD"), to: client)
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            _ = slots.finishReading(reader, into: nil)
            send(HTTPResponse.text(405, "plumb serve answers GET and HEAD only", headers: [("Allow", "GET, HEAD")]).serialized(includeBody: true),
                 to: client)
            return
        }
        let stage: ConnectionSlots.Stage = isWait(request) ? .waiting : .answering
        guard slots.finishReading(reader, into: stage) else {
            let what = stage == .waiting ? "too many open pages are waiting for a reload" : "too many requests at once"
            send(HTTPResponse.text(503, "plumb serve: \(what); try again", headers: [("Retry-After", "1")])
                    .serialized(includeBody: request.method != "HEAD"), to: client)
            return
        }
        defer { slots.release(stage) }
        send(handler(request).serialized(includeBody: request.method != "HEAD"), to: client)
    }

    /// Reads one request's head, which must arrive whole within
    /// `headSeconds` of the connection (a per-read timeout let a client
    /// sending a byte a second hold its slot for ever). Nil: the client went
    /// away, was let go for a newer one, or was told why not (408, 431, 400).
    private func readRequest(_ client: Int32) -> HTTPRequest? {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(slots.limits.headSeconds * 1e9)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = now >= deadline ? 0 : Glibc.poll(&descriptor, 1, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 && DispatchTime.now().uptimeNanoseconds < deadline { continue }
            if ready == 0 {
                if !bytes.isEmpty { send(HTTPResponse.text(408, "the request took too long to arrive").serialized(includeBody: true), to: client) }
                return nil
            }
            let n = recv(client, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            if n <= 0 { return nil }
            bytes += buffer[..<n]
            do {
                return try HTTPRequest.parse(bytes)
            } catch {
                switch error {
                case .incomplete:
                    continue
                case .tooLarge:
                    send(HTTPResponse.text(431, "the request's head is larger than \(HTTPRequest.maximumHeadSize) bytes").serialized(includeBody: true), to: client)
                    return nil
                case .malformed(let why):
                    send(HTTPResponse.text(400, "bad request: \(why)").serialized(includeBody: true), to: client)
                    return nil
                }
            }
        }
    }

    private func send(_ data: Data, to client: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}
