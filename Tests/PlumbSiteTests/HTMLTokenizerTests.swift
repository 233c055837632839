import XCTest
@testable import PlumbSite

/// The WHATWG tokenizer cases the sanitizer relies on (HTML §13.2.5): where
/// comments, tags, attribute values and raw text end, and how character
/// references and NUL are read. Each expectation is what the spec's state
/// machine gives (and html5lib, which implements it, agrees:
/// Tests/Browser/check_sanitizer.py).
final class HTMLTokenizerTests: XCTestCase {
    /// Tokens in a compact form: `<a href=x>`, `</a>`, `"text"`, `#comment`,
    /// `!doctype`; `/` marks a self-closing start tag.
    private func tokens(_ html: String, foreign: Bool = false, after rawElement: (String, HTMLTokenizer.TextMode)? = nil) -> [String] {
        var t = HTMLTokenizer(html)
        t.inForeignContent = foreign
        var out: [String] = []
        while let token = t.next() {
            switch token {
            case .startTag(let name, let attributes, let selfClosing, _):
                out.append("<" + ([name] + attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " ") + (selfClosing ? "/" : "") + ">")
                if let (raw, mode) = rawElement, raw == name { t.textMode = mode }
            case .endTag(let name, _): out.append("</\(name)>")
            case .text(let text, _):
                // Text may come in pieces; what matters is where it ends.
                if let last = out.last, last.hasPrefix("\"") { out[out.count - 1] = String(last.dropLast()) + text + "\"" }
                else { out.append("\"\(text)\"") }
            case .comment(let text, _): out.append("#\(text)")
            case .doctype(let text, _): out.append("!\(text)")
            }
        }
        return out
    }

    func testCommentsEndWhereTheSpecEndsThem() {
        // The red team's vector: the comment ends at the first `-->`, so the
        // quote that "hides" the img is inside the comment.
        XCTAssertEqual(tokens("<!-- <a title=\" --><img src=x onerror=\"y\"><!-- \" -->"),
                       ["# <a title=\" ", "<img src=x onerror=y>", "# \" "])
        XCTAssertEqual(tokens("<!-->a"), ["#", "\"a\""], "<!--> is a whole, empty comment")
        XCTAssertEqual(tokens("<!--->a"), ["#", "\"a\""], "<!---> too")
        XCTAssertEqual(tokens("<!-- x --!>a"), ["# x ", "\"a\""], "--!> ends a comment")
        XCTAssertEqual(tokens("<!-- x -- y -->a"), ["# x -- y ", "\"a\""])
        XCTAssertEqual(tokens("<!-- never closed <img onerror=x>"), ["# never closed <img onerror=x>"])
    }

    func testBogusCommentsAndDoctypes() {
        XCTAssertEqual(tokens("<?xml version=\"1.0\"?>a"), ["#?xml version=\"1.0\"?", "\"a\""])
        XCTAssertEqual(tokens("</ x>a"), ["# x", "\"a\""], "an end tag open followed by a space is a bogus comment")
        XCTAssertEqual(tokens("<!x <img>y"), ["#x <img", "\"y\""], "a bogus comment ends at the first >")
        XCTAssertEqual(tokens("</>a"), ["#", "\"a\""])
        XCTAssertEqual(tokens("<!DOCTYPE html>a"), ["! html", "\"a\""])
        XCTAssertEqual(tokens("a < b <3"), ["\"a < b <3\""], "a < that starts no tag is text")
    }

    func testAttributes() {
        XCTAssertEqual(tokens("<IMG SRC=a Alt=\"B\">"), ["<img src=a alt=B>"], "names are lowercased, values are not")
        XCTAssertEqual(tokens("<input disabled value='x'>"), ["<input disabled= value=x>"], "an attribute without a value")
        XCTAssertEqual(tokens("<a href=1 HREF=2 href='3'>"), ["<a href=1>"], "the first of duplicate attributes wins")
        XCTAssertEqual(tokens("<img/src=x/onerror=y>"), ["<img src=x/onerror=y>"], "a / separates attributes, but not inside an unquoted value")
        XCTAssertEqual(tokens("<img/onerror=y>"), ["<img onerror=y>"])
        XCTAssertEqual(tokens("<a title=\"t\"onclick=\"x\">"), ["<a title=t onclick=x>"], "no space needed after a quoted value")
        XCTAssertEqual(tokens("<a =x>"), ["<a =x=>"], "a leading = is part of the name")
        XCTAssertEqual(tokens("<a b = \"c\" d>"), ["<a b=c d=>"])
        XCTAssertEqual(tokens("<br/>"), ["<br/>"])
        XCTAssertEqual(tokens("<br / >"), ["<br>"], "only /> right before > is self-closing")
        XCTAssertEqual(tokens("<a \"x=1>"), ["<a \"x=1>"], "a quote in a name is part of it")
        XCTAssertEqual(tokens("<img src=x onerror=y"), ["#"], "a tag cut off by the end is dropped")
    }

    func testNUL() {
        XCTAssertEqual(tokens("a\0b<x\0y a\0=\"\0\">"), ["\"ab\"", "<x\u{FFFD}y a\u{FFFD}=\u{FFFD}>"])
        XCTAssertEqual(tokens("<!--a\0-->"), ["#a\u{FFFD}"])
    }

    func testCDATAOnlyInForeignContent() {
        XCTAssertEqual(tokens("<![CDATA[<img onerror=x>]]>a", foreign: true), ["\"<img onerror=x>a\""])
        XCTAssertEqual(tokens("<![CDATA[<img onerror=x>]]>a"), ["#[CDATA[<img onerror=x", "\"]]>a\""])
    }

    func testRawTextAndRCDATA() {
        let style = ("style", HTMLTokenizer.TextMode.rawText("style"))
        XCTAssertEqual(tokens("<style><!-- <a title=\" --></STYLE foo><img onerror=x>", after: style),
                       ["<style>", "\"<!-- <a title=\" -->\"", "</style>", "<img onerror=x>"],
                       "the end tag in any case, with junk after its name")
        XCTAssertEqual(tokens("<style></styles></style>", after: style), ["<style>", "\"</styles>\"", "</style>"])
        XCTAssertEqual(tokens("<style>a &amp; b", after: style), ["<style>", "\"a &amp; b\""], "no references in raw text")
        let textarea = ("textarea", HTMLTokenizer.TextMode.rcdata("textarea"))
        XCTAssertEqual(tokens("<textarea><b>&amp;</textarea><i>", after: textarea), ["<textarea>", "\"<b>&\"", "</textarea>", "<i>"],
                       "RCDATA decodes references and ends at its own end tag")
        let plaintext = ("plaintext", HTMLTokenizer.TextMode.plaintext)
        XCTAssertEqual(tokens("<plaintext></plaintext><b>", after: plaintext), ["<plaintext>", "\"</plaintext><b>\""])
    }

    func testCharacterReferences() {
        XCTAssertEqual(tokens("&amp;&lt;&gt;&quot;&copy;&hellip;&colon;"), ["\"&<>\"©…:\""])
        XCTAssertEqual(tokens("&amp &copy x &notit &notin;"), ["\"& © x ¬it &notin;\""],
                       "legacy names without ;, longest match; a whole name with ; this table lacks stays literal")
        XCTAssertEqual(tokens("&#106;&#x6A;&#X6a&#0;&#x110000;&#xD800;&#128;&#99999999999999;&#;&#x;"),
                       ["\"jjj\u{FFFD}\u{FFFD}\u{FFFD}€\u{FFFD}&#;&#x;\""])
        XCTAssertEqual(tokens("<a href=\"?a=1&copy=2&copy;&#106;avascript&colon;\">"), ["<a href=?a=1&copy=2©javascript:>"],
                       "in an attribute a legacy name followed by = stays literal")
        XCTAssertEqual(tokens("&unknownname;"), ["\"&unknownname;\""])
    }
}
