import Foundation

/// The head of an HTTP/1.x request: all `plumb serve` reads (it takes no
/// request bodies).
public struct HTTPRequest: Equatable, Sendable {
    public var method: String
    /// The path as sent, before percent-decoding, without query or fragment.
    public var path: String
    public var query: String
    public var headers: [String: String]
    /// `HTTP/1.1` or `HTTP/1.0` (which may leave out `Host:`).
    public var version = "HTTP/1.1"

    public enum ParseError: Error, Equatable {
        /// Not yet a whole head: read more.
        case incomplete
        case malformed(String)
        case tooLarge
    }

    /// The most a head may take: a browser's is well under 8 KiB.
    public static let maximumHeadSize = 16 * 1024

    /// Parses the bytes read so far: `.incomplete` until the blank line that
    /// ends the head arrives.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> HTTPRequest {
        guard let end = headEnd(bytes) else {
            throw bytes.count > maximumHeadSize ? .tooLarge : .incomplete
        }
        guard end <= maximumHeadSize else { throw .tooLarge }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        // RFC 9112 2.2: a server should ignore empty lines before the request line.
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.popFirst() else { throw .malformed("no request line") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }) else {
            throw .malformed("the request line is not 'METHOD TARGET HTTP/1.x'")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else { throw .malformed("only HTTP/1.0 and 1.1 are spoken") }
        var target = Substring(parts[1])
        // The absolute form (`GET http://host/path`), which proxies send.
        if target.hasPrefix("http://") || target.hasPrefix("https://") {
            let afterScheme = target[target.range(of: "//")!.upperBound...]
            target = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? "/"
        }
        guard target.hasPrefix("/") else { throw .malformed("the target is not a path") }
        if let hash = target.firstIndex(of: "#") { target = target[..<hash] }
        var query = ""
        if let mark = target.firstIndex(of: "?") {
            query = String(target[target.index(after: mark)...])
            target = target[..<mark]
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line has no ':'") }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { throw .malformed("a header name is empty or holds a space") }
            // RFC 9112 3.2: a request with more than one Host is answered
            // 400 (the last one won, so `Host: evil` then a good one passed).
            if name == "host", headers[name] != nil { throw .malformed("more than one Host header") }
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPRequest(method: String(parts[0]), path: String(target), query: query, headers: headers, version: String(parts[2]))
    }

    /// The index just before `\r\n\r\n`.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            return i
        }
        return nil
    }

    /// A query parameter's value (`since` in `?since=3`), undecoded.
    public func parameter(_ name: String) -> String? {
        for pair in query.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if kv.first == Substring(name) { return kv.count > 1 ? String(kv[1]) : "" }
        }
        return nil
    }
}
