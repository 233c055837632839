import Foundation
import PlumbDiagnostics
import PlumbFigure

/// What `serve` adds to the pages it answers with, and nothing else does:
/// the built site holds no script (the brief's promise); a served page holds
/// one, which waits on `/__plumb/wait` and reloads the page when the site
/// was rebuilt. A build with errors adds a panel listing them, over the
/// last good version of the page.
enum ReloadInjection {
    static let waitPath = "/__plumb/wait"

    /// The script, for the site at `token` (`<instance>-<generation>`): a
    /// restarted server has a new instance, so a page open across a restart
    /// reloads too. An answer other than 200 (a 503 when too many pages
    /// wait at once) is not news: the page asks again a second later.
    static func script(token: String) -> String {
        """
        <script data-plumb-serve>/* plumb serve: reloads this page when the site is rebuilt (never in site/) */
        (function () {
          var token = "\(token)";
          function wait() {
            fetch("\(waitPath)?since=" + token, { cache: "no-store" })
              .then(function (r) { if (!r.ok) throw r; return r.text(); })
              .then(function (t) { if (t.trim() !== token) location.reload(); else wait(); })
              .catch(function () { setTimeout(wait, 1000); });
          }
          wait();
        })();
        </script>
        """
    }

    /// The errors as the terminal prints them, in a panel at the top.
    static func errorPanel(_ diagnostics: [(path: String, diagnostic: Diagnostic)], sources: [String: String], note: String) -> String {
        let renderer = DiagnosticRenderer(useColor: false)
        var lines: [String: QuotedSource] = [:]
        let text = diagnostics.map { d -> String in
            if lines[d.path] == nil, let source = sources[d.path] { lines[d.path] = QuotedSource(source) }
            return renderer.render(d.diagnostic, path: d.path, lines: lines[d.path])
        }.joined()
        let count = diagnostics.count
        return """
        <div id="plumb-serve-errors" role="alert"><style>\(panelStyle)</style>\
        <p>plumb serve: \(count) error\(count == 1 ? "" : "s"). \(HTML.escape(note))</p>\
        <pre>\(HTML.escape(text))</pre></div>
        """
    }

    /// The panel's colours, light and dark as the reader's system is, each
    /// text at least 4.5:1 against its background (WCAG AA). Set on the
    /// panel's own elements by its id, which outranks the theme's element
    /// rules: the theme's `pre` background once showed through, near-white
    /// under near-white text in light mode.
    static let panelStyle = """
        #plumb-serve-errors{position:fixed;inset:0 0 auto 0;z-index:2147483647;max-height:75vh;overflow:auto;box-sizing:border-box;\
        margin:0;padding:14px 18px;background:#fff4f2;color:#1c1c1e;border-bottom:4px solid #d70015;\
        font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 6px 24px rgba(0,0,0,.35);text-align:left}\
        #plumb-serve-errors p{margin:0 0 8px;padding:0;font:inherit;font-weight:bold;color:#b3261e;background:transparent}\
        #plumb-serve-errors pre{margin:0;padding:0;border:0;border-radius:0;font:inherit;white-space:pre-wrap;overflow-wrap:anywhere;\
        color:inherit;background:transparent;box-shadow:none}\
        @media (prefers-color-scheme: dark){#plumb-serve-errors{background:#1c1c1e;color:#f2f2f7;border-bottom-color:#ff453a}\
        #plumb-serve-errors p{color:#ff6961}}
        """

    /// The page with the script before `</body>` and the panel (if any)
    /// after `<body…>`; a page without those tags gets them at its ends.
    static func inject(into html: Data, script: String, panel: String?) -> Data {
        var text = String(decoding: html, as: UTF8.self)
        if let close = text.range(of: "</body>", options: [.caseInsensitive, .backwards]) {
            text.insert(contentsOf: script + "\n", at: close.lowerBound)
        } else {
            text += script
        }
        if let panel {
            if let open = text.range(of: "<body", options: .caseInsensitive), let end = text[open.upperBound...].firstIndex(of: ">") {
                text.insert(contentsOf: panel, at: text.index(after: end))
            } else {
                text = panel + text
            }
        }
        return Data(text.utf8)
    }
}
