import XCTest
import Foundation

/// `plumb build` never loses or publishes what it should not (issue 13):
/// outputs that would swallow the author's folders are refused, files the
/// author put into site/ survive every build, links that leave the site and
/// pages that cannot be read are diagnostics, and two builds never interleave.
final class SiteSafetyTests: XCTestCase {
    let figurePage = """
    ---
    title: A figure
    ---
    # A figure

    ```layout
    canvas 200x60
    view a
    a.edges == root.edges
    ```
    """

    // MARK: Where the output may go

    /// Each refused before anything is written: the content, the content of
    /// which it would be a part, the templates, the site's own folder, a
    /// folder above it, the file system's root, and Plumb's cache.
    func testOutputsThatWouldSwallowTheAuthorsFoldersAreRefused() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        try site.write("templates/README.md", "mine\n")
        let before = site.snapshot()
        for output in ["content", "content/built", "templates", ".", "..", "/", ".plumb-cache", site.root.path + "/./content/../content"] {
            let result = try site.plumb("build", "--output", output)
            XCTAssertEqual(result.status, 1, output)
            XCTAssertTrue(result.errors.contains("plumb: error: --output"), "\(output): \(result.errors)")
            XCTAssertTrue(result.errors.contains("will not") || result.errors.contains("own folder"), result.errors)
            XCTAssertEqual(site.snapshot(), before, "\(output) touched the site")
        }
    }

    /// A folder with files Plumb did not make (no mark) is not replaced.
    func testAFolderPlumbDidNotMakeIsNotReplaced() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        try site.write("public/notes.txt", "keep me\n")
        let result = try site.plumb("build", "--output", "public")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("was not made by Plumb"), result.errors)
        XCTAssertEqual(site.read("public/notes.txt"), "keep me\n")
        XCTAssertFalse(site.exists("public/index.html"))
    }

    // MARK: The author's files in site/

    /// A `CNAME` and a `.git/` (a gh-pages worktree) put into a Plumb-made
    /// site/ are the author's: carried into every later build, byte for byte.
    /// A page whose output would replace one of them is refused by name.
    func testTheAuthorsFilesInTheSiteAreKept() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        XCTAssertEqual(try site.plumb("build").status, 0)
        try site.write("site/CNAME", "docs.example.org\n")
        try site.write("site/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try site.write("site/extra/notes.html", "<p>mine</p>\n")
        for round in 0..<3 {
            try site.write("content/index.md", figurePage + "\nRound \(round).\n")
            let result = try site.plumb("build")
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertTrue(site.read("site/index.html")?.contains("Round \(round).") ?? false)
            XCTAssertEqual(site.read("site/CNAME"), "docs.example.org\n")
            XCTAssertEqual(site.read("site/.git/HEAD"), "ref: refs/heads/gh-pages\n")
            XCTAssertEqual(site.read("site/extra/notes.html"), "<p>mine</p>\n")
        }
        // The mark lists what Plumb wrote, and none of the author's files.
        let mark = site.read("site/.plumb-site") ?? ""
        XCTAssertTrue(mark.contains("\nindex.html\n"))
        XCTAssertFalse(mark.contains("CNAME"))
        // A page that would overwrite the author's file: refused, by name.
        try site.write("site/about.html", "<p>my own about page</p>\n")
        try site.write("content/about.md", "# About\n")
        let clash = try site.plumb("build")
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.errors.contains("'about.html'"), clash.errors)
        XCTAssertEqual(site.read("site/about.html"), "<p>my own about page</p>\n")
    }

    // MARK: What the content folder holds

    /// `content/passwd.md -> /etc/passwd` would publish a file from outside
    /// the site; `content/loop -> .` once made 205 pages out of 5. Both are
    /// errors naming the link, and nothing is built.
    func testLinksThatLeaveTheSiteOrLoopAreErrors() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        try FileManager.default.createSymbolicLink(atPath: site.url("content/passwd.md").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: site.url("content/loop").path, withDestinationPath: ".")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("content/passwd.md:1:1: error: this link leads outside the site's folder"), result.errors)
        XCTAssertTrue(result.errors.contains("content/loop:1:1: error: this link makes a loop"), result.errors)
        XCTAssertFalse(site.exists("site"))
        // A link that stays inside the site is followed.
        try FileManager.default.removeItem(at: site.url("content/passwd.md"))
        try FileManager.default.removeItem(at: site.url("content/loop"))
        try site.write("shared/glossary.md", "# Glossary\n")
        try FileManager.default.createSymbolicLink(atPath: site.url("content/glossary.md").path, withDestinationPath: "../shared/glossary.md")
        XCTAssertEqual(try site.plumb("build").status, 0)
        XCTAssertTrue(site.read("site/glossary.html")?.contains("Glossary") ?? false)
    }

    /// The red team's find: `content/mirror -> ../site` was followed into
    /// the built site, and each of its pages was refused as "an HTML file"
    /// to "convert to a Markdown page" (seven errors, none naming the
    /// mistake). A link into a folder Plumb built is one error that says so,
    /// whether it leads to the folder or to a file in it.
    func testALinkIntoTheBuiltSiteIsOneClearError() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        XCTAssertEqual(try site.plumb("build").status, 0)
        try FileManager.default.createSymbolicLink(atPath: site.url("content/mirror").path, withDestinationPath: "../site")
        try FileManager.default.createSymbolicLink(atPath: site.url("content/style.css.txt").path, withDestinationPath: "../site/assets/site.css")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.map { String($0.prefix { $0 != ":" }) }, ["content/mirror", "content/style.css.txt"], result.errors)
        XCTAssertTrue(errors.allSatisfy { $0.contains("this link leads into 'site', a site Plumb built") }, result.errors)
    }

    /// A link to nothing and a FIFO named like a page were skipped with exit
    /// 0 ("built 5 pages"); reading the FIFO would have hung the build.
    func testPagesThatCannotBeReadAreErrorsNotOmissions() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        try FileManager.default.createSymbolicLink(atPath: site.url("content/gone.md").path, withDestinationPath: "nowhere.md")
        XCTAssertEqual(mkfifo(site.url("content/pipe.md").path, 0o644), 0)
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("content/gone.md:1:1: error: this page is a link to nothing"), result.errors)
        XCTAssertTrue(result.errors.contains("content/pipe.md:1:1: error: this page is not a regular file"), result.errors)
    }

    /// A reliability pass: a folder too deep for the system's paths (or one
    /// that may be listed but not entered) took its pages with it, with
    /// "built 2 pages" and no word. It is an error naming the folder. The
    /// deep folders are made one level at a time, each relative to the last
    /// (a whole path that long cannot be named).
    func testAFolderTooDeepToReadIsAnErrorNotAnOmission() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        let component = String(repeating: "d", count: 200)
        var descriptor = open(site.url("content").path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        for _ in 0..<25 {
            XCTAssertEqual(mkdirat(descriptor, component, 0o755), 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let page = openat(descriptor, "deep.md", O_WRONLY | O_CREAT, 0o644)
        XCTAssertEqual(write(page, "# Deep\n", 7), 7)
        close(page)
        close(descriptor)
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains(": error: cannot look into this (File name too long), so the pages in it, if any, are not built"), result.errors)
        // The test's own clean-up: rm walks the tree one level at a time.
        let remove = Process()
        remove.executableURL = URL(fileURLWithPath: "/bin/rm")
        remove.arguments = ["-rf", site.url("content/" + component).path]
        try remove.run()
        remove.waitUntilExit()
    }

    /// Not UTF-8: once built with U+FFFD and no word. Now an error at the bad
    /// byte: line 3, column 5 (after "abc" and the é, a valid two-byte
    /// character), byte offset 12.
    func testAPageThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        var bytes = Array("# Bad\n\nabc\u{E9}".utf8)
        bytes.append(0xFF)
        bytes += Array(" rest\n".utf8)
        try site.write("content/bad.md", Data(bytes))
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("content/bad.md:3:5: error: the file is not UTF-8 text: byte 0xFF at byte offset 12"), result.errors)
    }

    /// Names are bytes on Linux. A page in a folder whose name is not UTF-8
    /// was left out with exit 0; a page whose own name is not UTF-8 reported
    /// "No such file or directory". Both are errors naming the path, the bad
    /// bytes shown as \xNN, and nothing is built.
    func testPagesWithNamesThatAreNotUTF8AreErrorsNamingThem() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        let content = Array(site.url("content").path.utf8)
        RawTree.makeFolder(content + Array("/".utf8) + [0xFF])
        RawTree.write(content + Array("/".utf8) + [0xFF] + Array("/page.md".utf8), "# In a Latin-1 folder\n")
        RawTree.write(content + Array("/caf".utf8) + [0xE9] + Array(".md".utf8), "# Caf\u{E9} in Latin-1\n")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("content/\\xFF/page.md:1:1: error: this page is in a folder whose name is not UTF-8"), result.errors)
        XCTAssertTrue(result.errors.contains("content/caf\\xE9.md:1:1: error: this page's name is not UTF-8"), result.errors)
        XCTAssertFalse(result.errors.contains("No such file"), result.errors)
        XCTAssertFalse(site.exists("site"))
    }

    /// A byte-order mark once hid the front matter (its title and order
    /// became page text); it is skipped, as editors skip it.
    func testAByteOrderMarkDoesNotHideTheFrontMatter() throws {
        let site = try ScratchSite(pages: ["index.md": "# Home\n"])
        try site.write("content/bom.md", Data([0xEF, 0xBB, 0xBF]) + Data("---\ntitle: Marked\n---\nBody.\n".utf8))
        XCTAssertEqual(try site.plumb("build").status, 0)
        let html = site.read("site/bom.html") ?? ""
        XCTAssertTrue(html.contains("<title>Marked"), html)
        XCTAssertFalse(html.contains("title: Marked"))
    }

    /// The site promises no script: `javascript:` and `data:` URLs (any
    /// case, with spaces) are errors at their place, and never written.
    func testScriptURLsAreRefused() throws {
        let page = "# Links\n\n[run](javascript:alert(1)) and [data]( DATA:text/html,<b>x</b>)\n\n![pic](JavaScript:x)\n"
        let site = try ScratchSite(pages: ["index.md": page])
        let result = try site.plumb("check")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("content/index.md:3:1: error: javascript: URLs are not allowed"), result.errors)
        XCTAssertTrue(result.errors.contains("content/index.md:3:32: error: data: URLs are not allowed"), result.errors)
        XCTAssertTrue(result.errors.contains("content/index.md:5:1: error: javascript: URLs are not allowed"), result.errors)
        XCTAssertFalse(result.errors.contains("does not exist"), "check once misreported them as missing pages")
    }

    /// File names with `#` or `?` once made hrefs that pointed at a
    /// fragment or a query; a newline made a broken one. Names are
    /// percent-encoded in every href; control characters are refused.
    func testPageNamesAreEncodedInLinksAndControlCharactersRefused() throws {
        let site = try ScratchSite(pages: ["index.md": "# Home\n", "a#b.md": "# Hash\n", "why?.md": "# Why\n", "Ünïcode page.md": "# U\n"])
        XCTAssertEqual(try site.plumb("build").status, 0)
        let home = site.read("site/index.html") ?? ""
        XCTAssertTrue(home.contains("href=\"a%23b.html\""), home)
        XCTAssertTrue(home.contains("href=\"why%3F.html\""))
        XCTAssertTrue(home.contains("href=\"%C3%9Cn%C3%AFcode%20page.html\""))
        XCTAssertTrue(site.exists("site/a#b.html"))
        try site.write("content/new\nline.md", "# Broken\n")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("content/new\u{240A}line.md:1:1: error: this name holds a control character"), result.errors)
    }

    /// Front-matter problems were printed and counted twice.
    func testFrontMatterProblemsArePrintedOnce() throws {
        let site = try ScratchSite(pages: ["index.md": "---\ntitle Home\n---\n# Home\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.components(separatedBy: "expected 'key: value' in the front matter").count - 1, 1, result.errors)
        XCTAssertTrue(result.errors.contains("1 error"), result.errors)
    }

    // MARK: The cache and the lock

    /// `.plumb-cache` as a file once gave a raw `NSCocoaErrorDomain Code=516`.
    func testACacheThatIsAFileIsAClearError() throws {
        let site = try ScratchSite()
        try site.write(".plumb-cache", "not a folder\n")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("'.plumb-cache' is a file") || result.errors.contains(".plumb-cache' is a file"), result.errors)
        XCTAssertFalse(result.errors.contains("NSCocoaErrorDomain"))
        XCTAssertEqual(site.read(".plumb-cache"), "not a folder\n")
    }

    /// A flipped byte in a cached page body once reached site/. Each cache
    /// file carries a SHA-256 of itself: a damaged one is ignored, and the
    /// page is rendered again, identical to a build without the cache.
    func testADamagedCacheFileNeverReachesTheSite() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage, "b.md": "# B\n\nSecond page.\n"])
        XCTAssertEqual(try site.plumb("build").status, 0)
        // The cache is pack files (`.plumb-cache/packs`): flip a byte of the
        // page's cached body wherever a pack holds it.
        let folder = site.url(".plumb-cache/packs")
        var damaged = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".pack") {
            let url = folder.appendingPathComponent(name)
            var data = try Data(contentsOf: url)
            guard let at = data.lastRange(of: Data("Second page.".utf8)) else { continue }
            data[at.lowerBound] ^= 0x01
            try data.write(to: url)
            damaged += 1
        }
        XCTAssertGreaterThan(damaged, 0, "a pack holds the page's body")
        // A new page changes the navigation, so every page is put into the
        // theme again from its cached body.
        try site.write("content/c.md", "# C\n")
        XCTAssertEqual(try site.plumb("build").status, 0)
        XCTAssertTrue(site.read("site/b.html")?.contains("Second page.") ?? false)
        XCTAssertEqual(try site.plumb("build", "--no-cache", "--output", "fresh").status, 0)
        XCTAssertEqual(site.read("site/b.html"), site.read("fresh/b.html"))
    }

    /// A red-team pass: a FIFO in the place of the cache's index, of a pack,
    /// or of the output's mark held the build for ever (opened for reading,
    /// a FIFO waits for a writer). Plumb's own files are opened without
    /// blocking and read only when regular: a FIFO index or pack is a
    /// damaged cache (a miss), and the build's output equals a build
    /// without the cache; a FIFO mark is not Plumb's mark, so the output is
    /// refused as a folder Plumb did not make. Run under `timeout`, so that
    /// a regression fails instead of hanging the suite.
    func testAFIFOInPlumbsOwnFilesNeverHoldsTheBuild() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage, "b.md": "# B\n\nSecond page.\n"])
        func build(_ arguments: String...) throws -> PlumbProcess.Result {
            try PlumbProcess.run(["30", PlumbProcess.plumb.path] + arguments, in: site.root, binary: URL(fileURLWithPath: "/usr/bin/timeout"))
        }
        XCTAssertEqual(try build("build").status, 0)
        let packs = site.url(".plumb-cache/packs")
        let pack = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: packs.path).first { $0.hasSuffix(".pack") })
        for name in ["index.tsv", pack] {
            try FileManager.default.removeItem(at: packs.appendingPathComponent(name))
            XCTAssertEqual(mkfifo(packs.appendingPathComponent(name).path, 0o644), 0)
        }
        try site.write("content/c.md", "# C\n")
        let rebuilt = try build("build")
        XCTAssertEqual(rebuilt.status, 0, rebuilt.errors)
        XCTAssertEqual(try build("build", "--no-cache", "--output", "fresh").status, 0)
        XCTAssertEqual(site.read("site/b.html"), site.read("fresh/b.html"))
        try FileManager.default.removeItem(at: site.url("site/.plumb-site"))
        XCTAssertEqual(mkfifo(site.url("site/.plumb-site").path, 0o644), 0)
        let refused = try build("build")
        XCTAssertEqual(refused.status, 1, "refused, not held: \(refused.errors)")
        XCTAssertTrue(refused.errors.contains("was not made by Plumb") || refused.errors.contains("not made by Plumb"), refused.errors)
    }

    /// While one build holds the lock, a second says it waits, does wait, and
    /// finishes once the first lets go. The lock is held here by the test
    /// itself, so the timing is the test's, not the machine's.
    func testASecondBuildWaitsForTheFirst() throws {
        let site = try ScratchSite(pages: ["index.md": figurePage])
        try FileManager.default.createDirectory(at: site.url(".plumb-cache"), withIntermediateDirectories: true)
        let fd = open(site.url(".plumb-cache/build.lock").path, O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(flock(fd, LOCK_EX), 0)
        let process = Process()
        process.executableURL = PlumbProcess.plumb
        process.arguments = ["build"]
        process.currentDirectoryURL = site.root
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        XCTAssertTrue(process.isRunning, "the second build did not wait")
        XCTAssertFalse(site.exists("site/index.html"))
        flock(fd, LOCK_UN)
        close(fd)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errors)
        XCTAssertTrue(errors.contains("plumb: waiting for another build of this site"), errors)
        XCTAssertTrue(site.exists("site/index.html"))
    }

    // MARK: Determinism

    /// Two builds in two processes (each with its own hash seed, so any
    /// dictionary-order dependence shows) write the same bytes.
    func testTwoProcessesBuildTheSameBytes() throws {
        var pages = ["index.md": figurePage]
        for i in 0..<12 {
            pages["guide/p\(i).md"] = "---\norder: \(12 - i)\n---\n# Page \(i)\n\n[home](../index.md)\n\n```layout\nbreakpoints 320 768\nlabel t \"Title \(i)\"\nview b\nt.leading == root.leading + \(i)\nt.top == root.top\nb.top == t.bottom + 8\nb.leading == t.leading\nb.size == 40x\(i + 10)\nb.width == 60 @\(250 + i)\n```\n"
        }
        let site = try ScratchSite(pages: pages)
        XCTAssertEqual(try site.plumb("build", "--no-cache", "--output", "one").status, 0)
        XCTAssertEqual(try site.plumb("build", "--no-cache", "--output", "two").status, 0)
        let one = site.snapshot("one"), two = site.snapshot("two")
        XCTAssertGreaterThan(one.count, 14)
        XCTAssertEqual(one.keys.sorted(), two.keys.sorted())
        for (path, data) in one { XCTAssertEqual(data, two[path], path) }
    }
}
