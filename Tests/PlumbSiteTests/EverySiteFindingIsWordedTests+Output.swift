import Foundation
import XCTest
@testable import PlumbSite
import PlumbDiagnostics

/// What writing the output and taking the build lock find, in every
/// language: each case worded by each language itself, the English as the
/// command line printed it before it was data, no English prose left in
/// the Chinese. `listed` switches over each enum without a default, so a
/// new case stops the compiler here, and the counts then ask for a sample.
extension EverySiteFindingIsWordedTests {
    private static let site = ShownOutput(path: "/work/guide/site", linkTarget: nil)
    private static let linked = ShownOutput(path: "/work/guide/site", linkTarget: "/srv/www")

    private static let actions: [WriteAction] = [.create, .createFolder, .createLink, .write, .read, .readLink, .link, .open, .flush, .touch,
                                                 .move(from: "/work/guide/.plumb-cache/.plumb-build-1-2/index.html")]

    private var output: [OutputFinding] {
        let places: [OutputFinding] = [.outputIsRoot, .outputHoldsSite(output: "/work/guide", isSiteFolder: true),
                                       .outputHoldsSite(output: "/work", isSiteFolder: false)]
            + ProtectedFolder.allCases.flatMap { folder -> [OutputFinding] in
                [.outputOverlaps(output: "/work/guide/content", folder, path: "/work/guide/content", isThatFolder: true),
                 .outputOverlaps(output: "/work/guide/content/built", folder, path: "/work/guide/content", isThatFolder: false)]
            }
        let links: [OutputFinding] = [.linkNotUTF8(output: "/work/guide/site"), .linkToNothing(output: "/work/guide/site", target: "../gh-pages"),
                                      .linkToLink(output: "/work/guide/site", target: "pub"), .linkToNonFolder(output: "/work/guide/site", target: "CNAME")]
        let folder: [OutputFinding] = [.outputIsFile(Self.site), .outputIsFile(Self.linked), .notMadeByPlumb(Self.site), .notMadeByPlumb(Self.linked),
                                       .holdsAuthorsFiles(Self.site, names: ["about.html"]), .holdsAuthorsFiles(Self.linked, names: ["a.html", "guide"]),
                                       .swapFailed(Self.site, SystemError(EBUSY)), .flushFailed(SystemError(EIO))]
        // A full disk and a read-only folder have a fix; a code with no
        // Chinese name is quoted in the system's words.
        let writes = Self.actions.flatMap { action in
            [ENOSPC, EACCES, ENOEXEC].map { OutputFinding.writeFailed(action, path: "/work/guide/site/a\\xFF.html", SystemError($0)) }
        }
        let oldSites: [OutputFinding] = [
            .previousSiteKept(at: "/work/guide/site.kept-1700000000-42", holding: ["notes.txt", "draft\\xE9.md"], output: "/work/guide/site"),
            .leftoverNotDeleted(path: "/work/guide/.plumb-cache/.plumb-old-42-7"),
        ]
        return places + links + folder + writes + oldSites
    }

    private var buildLock: [BuildLockFinding] {
        [.cacheIsFile(path: "/work/guide/.plumb-cache"), .cannotCreateFolder(path: "/work/guide/.plumb-cache", SystemError(EROFS)),
         .cannotOpen(path: "/work/guide/.plumb-cache/build.lock", SystemError(EACCES)),
         .cannotLock(path: "/work/guide/.plumb-cache/build.lock", SystemError(ENOLCK))]
    }

    private func listed(_ f: OutputFinding) -> Bool {
        switch f {
        case .outputIsRoot, .outputHoldsSite, .outputOverlaps, .linkNotUTF8, .linkToNothing, .linkToLink, .linkToNonFolder, .outputIsFile,
             .notMadeByPlumb, .holdsAuthorsFiles, .swapFailed, .flushFailed, .writeFailed, .previousSiteKept, .leftoverNotDeleted: return true
        }
    }

    private func listed(_ a: WriteAction) -> Bool {
        switch a { case .create, .createFolder, .createLink, .write, .read, .readLink, .link, .open, .flush, .touch, .move: return true }
    }

    private func listed(_ f: BuildLockFinding) -> Bool {
        switch f { case .cacheIsFile, .cannotCreateFolder, .cannotOpen, .cannotLock: return true }
    }

    private func name(_ value: Any) -> String { Mirror(reflecting: value).children.first?.label ?? "\(value)" }

    func testTheOutputSamplesCoverEveryCase() {
        XCTAssertTrue(output.allSatisfy(listed) && Self.actions.allSatisfy(listed) && buildLock.allSatisfy(listed))
        XCTAssertEqual(Set(output.map(name)).count, 15)
        XCTAssertEqual(Set(Self.actions.map(name)).count, 11)
        XCTAssertEqual(Set(buildLock.map(name)).count, 4)
    }

    func testChineseWordsEveryOutputCaseInChinese() {
        let pairs = output.map { ("\($0)", $0.words(in: .english), $0.words(in: .chinese)) }
            + buildLock.map { ("\($0)", $0.words(in: .english), $0.words(in: .chinese)) }
        for (f, english, chinese) in pairs {
            XCTAssertNotEqual(english, chinese, f)
            XCTAssertTrue(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(f): \(chinese)")
            XCTAssertEqual(Self.unquotedLatin(in: chinese), [], "\(f): \(chinese)")
            // Every argument in place: no placeholder or interpolation left.
            for text in [english, chinese] {
                XCTAssertFalse(text.isEmpty || text.contains("\\(") || text.contains("{") || text.contains("Optional("), "\(f): \(text)")
            }
        }
        // Each action words its own verb.
        let verbs = Self.actions.map { OutputFinding.writeFailed($0, path: "a", SystemError(EIO)) }
        XCTAssertEqual(Set(verbs.map { $0.words(in: .english) }).count, verbs.count)
        XCTAssertEqual(Set(verbs.map { $0.words(in: .chinese) }).count, verbs.count)
    }

    /// The English is what the command line printed when these were strings.
    func testTheOutputsEnglishIsAsBefore() {
        XCTAssertEqual(OutputFinding.notMadeByPlumb(Self.linked).words(in: .english),
                       "'/work/guide/site' (a link to '/srv/www') was not made by Plumb (it has no .plumb-site file), so Plumb will not delete it: "
                       + "move it away, build elsewhere with --output DIR, or, to publish into it and keep everything it holds, build once with --adopt")
        XCTAssertEqual(OutputFinding.outputOverlaps(output: "/w/content/built", .content, path: "/w/content", isThatFolder: false).words(in: .english),
                       "--output '/w/content/built' is inside or around the content folder '/w/content': Plumb will not write there; use a folder of its own, such as 'site'")
        XCTAssertEqual(OutputFinding.holdsAuthorsFiles(Self.site, names: ["a.html", "b"]).words(in: .english),
                       "'/work/guide/site' holds 'a.html', 'b', which Plumb did not write but this build would: move them away (Plumb never replaces a file it did not create)")
        XCTAssertEqual(OutputFinding.writeFailed(.write, path: "site/a.html", SystemError(ENOSPC)).words(in: .english),
                       "could not write 'site/a.html': No space left on device; free some space on that disk and build again (what this build wrote is removed)")
        XCTAssertEqual(OutputFinding.writeFailed(.move(from: "x/a"), path: "site/a", SystemError(EROFS)).words(in: .english),
                       "could not move 'x/a' to 'site/a': Read-only file system; make the folder writable and build again")
        XCTAssertEqual(OutputFinding.previousSiteKept(at: "/w/site.kept-1-2", holding: ["n.txt"], output: "/w/site").words(in: .english),
                       "the previous site is kept in '/w/site.kept-1-2', not deleted: it holds 'n.txt', saved into '/w/site' while a build ran, "
                       + "and the new site has something else by that name; take what you need from it, then delete it")
        XCTAssertEqual(BuildLockFinding.cannotLock(path: "/w/.plumb-cache/build.lock", SystemError(ENOLCK)).words(in: .english),
                       "cannot lock '/w/.plumb-cache/build.lock': No locks available")
    }

    func testTheChineseNamesTheSystemsReason() {
        XCTAssertEqual(OutputFinding.writeFailed(.write, path: "site/a.html", SystemError(ENOSPC)).words(in: .chinese),
                       "无法写入 'site/a.html'：磁盘空间已满；在那个磁盘上腾出一些空间，再构建一次（这次构建写入的内容已经删除）")
        XCTAssertEqual(OutputFinding.notMadeByPlumb(Self.site).words(in: .chinese),
                       "'/work/guide/site' 不是 Plumb 创建的（里面没有 '.plumb-site' 文件），所以 Plumb 不会删除它：把它移走，"
                       + "或者用 '--output DIR' 构建到别处；如果想发布到这个文件夹并保留里面的一切，就用 '--adopt' 构建一次")
        // A code without a Chinese name: the system's words, quoted.
        XCTAssertEqual(SystemError(ENOEXEC).words(in: .chinese), "系统错误 \(ENOEXEC)：'Exec format error'")
    }
}
