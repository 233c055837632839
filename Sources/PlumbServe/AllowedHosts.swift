/// The `Host:` names `plumb serve` answers to.
///
/// A page on any web site can make the browser send requests to
/// 127.0.0.1 by pointing a name it owns there (DNS rebinding); the browser
/// then treats the answers as that site's own and lets its script read the
/// author's drafts. Such a request still carries the attacker's name in
/// `Host:`, so the server answers only the names that mean this machine, as
/// Vite and webpack-dev-server do: `localhost`, `127.0.0.1`, `[::1]` and the
/// address it listens on, each with the server's port (without one only
/// when the port is 80, where browsers leave it out). Anything else is 403.
struct AllowedHosts: Sendable {
    let port: UInt16
    /// The names accepted, lowercased; IPv6 addresses in brackets.
    let names: Set<String>

    init(boundHost: String, port: UInt16) {
        self.port = port
        let bound = boundHost.contains(":") ? "[\(boundHost)]" : boundHost
        names = ["localhost", "127.0.0.1", "[::1]", bound.lowercased()]
    }

    /// The answer to a request whose `Host:` is refused; nil to serve it.
    /// HTTP/1.1 requires the header (RFC 9112 3.2: 400 without it); an
    /// HTTP/1.0 client may leave it out.
    func refusal(for request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.headers["host"] else {
            guard request.version == "HTTP/1.0" else {
                return .text(400, "bad request: an HTTP/1.1 request needs a Host header (such as 'Host: 127.0.0.1:\(port)')")
            }
            return nil
        }
        if accepts(host) { return nil }
        let examples = ["127.0.0.1", "localhost", "[::1]"].map { "http://\($0):\(port)/" }.joined(separator: ", ")
        return .text(403, "plumb serve answers only requests addressed to this machine (\(examples)); "
                          + "this one was for '\(host.prefix(200))'. A page on another site may be trying to read your drafts "
                          + "(DNS rebinding); if you opened this address yourself, use one of those instead.")
    }

    /// Whether a `Host:` value names this server: a known name, and the port
    /// (or no port when the port is 80). Names are compared case-insensitively.
    func accepts(_ host: String) -> Bool {
        let value = host.lowercased()
        let name: Substring, portText: Substring?
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            name = value[...close]
            let rest = value[value.index(after: close)...]
            if rest.isEmpty { portText = nil }
            else if rest.hasPrefix(":") { portText = rest.dropFirst() }
            else { return false }
        } else {
            let parts = value.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return false }
            name = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
        }
        guard names.contains(String(name)) else { return false }
        guard let portText else { return port == 80 }
        return !portText.isEmpty && portText.allSatisfy { $0.isASCII && $0.isNumber } && UInt16(portText) == port
    }
}
