import XCTest
import PlumbDiagnostics
@testable import PlumbSite

final class TemplateTests: XCTestCase {
    let context = TemplateValue.object([
        "site": .object(["title": .string("A <b>site</b>")]),
        "page": .object(["content": .string("<p>ok</p>"), "isHome": .bool(false)]),
        "nav": .list([.object(["title": .string("One"), "url": .string("one.html"), "current": .bool(true)]),
                      .object(["title": .string("Two"), "url": .string("two.html"), "current": .bool(false)])]),
    ])

    func testVariablesAreEscapedUnlessTriple() throws {
        let t = try Template(name: "t", source: "{{site.title}}|{{{page.content}}}")
        XCTAssertEqual(try t.render(context, partials: [:]), "A &lt;b&gt;site&lt;/b&gt;|<p>ok</p>")
    }

    func testSectionsLoopsInvertedAndPartials() throws {
        let item = try Template(name: "item", source: "<a href=\"{{url}}\"{{#current}} class=\"on\"{{/current}}>{{title}}</a>")
        let t = try Template(name: "t", source: "{{#nav}}{{> item}};{{/nav}}{{^page.isHome}}not home{{/page.isHome}}{{#prev}}never{{/prev}}{{! gone }}")
        XCTAssertEqual(try t.render(context, partials: ["item": item]),
                       "<a href=\"one.html\" class=\"on\">One</a>;<a href=\"two.html\">Two</a>;not home")
    }

    /// Errors name the template, line and column, and suggest a fix.
    func testErrorsArePinpointed() {
        func error(_ source: String, partials: [String: Template] = [:]) -> Diagnostic? {
            do {
                _ = try Template(name: "page.html", source: source).render(context, partials: partials)
                return nil
            } catch let e as Template.Error {
                XCTAssertEqual(e.template, "page.html")
                return e.diagnostic
            } catch { return nil }
        }
        XCTAssertEqual(error("a\n  {{#nav}}x")?.location, SourceLocation(line: 2, column: 3))
        XCTAssertTrue(error("a\n  {{#nav}}x")?.message.contains("never closed") ?? false)
        let mismatch = error("{{#nav}}{{/page}}")
        XCTAssertEqual(mismatch?.location, SourceLocation(line: 1, column: 9))
        let typo = error("x {{sitee.title}}")
        XCTAssertEqual(typo?.location, SourceLocation(line: 1, column: 3))
        XCTAssertEqual(typo?.suggestion, "did you mean 'site'?")
        XCTAssertEqual(error("{{> nva}}", partials: ["nav": try! Template(name: "nav", source: "")])?.suggestion, "did you mean 'nav'?")
        XCTAssertTrue(error("{{site.title")?.message.contains("never closed") ?? false)
    }
}
