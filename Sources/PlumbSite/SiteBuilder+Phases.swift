import Foundation
import PlumbCode
import PlumbFigure
import PlumbDiagnostics
import PlumbLayout

/// The phases of `SiteBuilder.build`, in the order it runs them.
extension SiteBuilder {
    /// What every phase reads: the pages, the last build's manifest and
    /// output, and each page's input key.
    struct BuildInputs {
        let pages: [SourcePage]
        let manifest: BuildCache.Manifest
        /// The files Plumb writes besides pages (the theme's, the index).
        let generated: Set<String>
        /// The settings every page's output depends on.
        let settings: [String]
        /// Per page: the hash of its path, text and the settings.
        let keys: [String]
        /// Per page: its text's hash and what the text names (kept in the
        /// manifest for the next build).
        let scans: [PageScan]
        /// Per page: the files its blocks include, read once for its key
        /// and for the fonts (their text is drawn).
        let included: [[String]]
        let previous: PreviousFiles
        var contentPrefix: String
        /// Where finished pages are written (`build`'s `writingPagesTo`).
        var scratch: OutputScratch? = nil
    }

    func prepare(_ previousOutput: PreviousOutput?) -> BuildInputs {
        let pages = site.pages
        cache.beginBuild()
        let manifest = cache.folder == nil ? BuildCache.Manifest() : cache.loadManifest()
        // Which files exist decides a page's asset diagnostics: a new image
        // re-renders the pages (their blocks still come from the cache).
        let generated = generatedFiles
        siteFiles = Set(pages.map(\.outputPath)).union(site.assets).union(generated)
        let settings = [site.config.breakpoints.map(HTML.number).joined(separator: ","), HTML.number(figureRenderer.column.width),
                        HTML.number(figureRenderer.column.narrowest),
                        BuildCache.binaryDigest, ContentHash.hex(site.assets), site.config.indexTerms.joined(separator: "\n"),
                        site.config.figureSource.rawValue]
        // A page's words (callout titles) and index terms are its language's;
        // a translation's links go to the pages its language has.
        let layout = translations.isMultilingual ? ContentHash.hex(pages.map(\.path)) : ""
        let perLanguage = Dictionary(uniqueKeysWithValues: translations.languages.map { tag in
            (tag, [strings(of: tag).digest, site.config.settings(for: tag).indexTerms.joined(separator: "\n"), layout])
        })
        let scans = pages.map { PageScan.of($0.source, identity: $0.identity, keeping: manifest.pages[$0.path]?.scan) }
        // The text enters the key through its hash (the same bytes, hashed once).
        let included = zip(pages, scans).map { includedTexts($0, $1.includes) }
        let keys = pages.indices.map { i in
            ContentHash.hex([pages[i].path, scans[i].sourceHash] + settings + (perLanguage[pages[i].language] ?? [])
                            + included[i] + pictures(pages[i], scans[i].pictures + includedPictures(scans[i].includes, included[i])))
        }
        return BuildInputs(pages: pages, manifest: manifest, generated: generated, settings: settings, keys: keys, scans: scans, included: included,
                           previous: PreviousFiles(described(previousOutput, by: manifest)), contentPrefix: site.contentFolder.lastPathComponent + "/")
    }

    /// The previous output, where it is the one the manifest's records
    /// describe: a folder the last build wrote. Any other (one an earlier
    /// build wrote before a build into another folder) holds pages older
    /// than the records say, and none of its files is reused.
    private func described(_ previous: PreviousOutput?, by manifest: BuildCache.Manifest) -> PreviousOutput? {
        guard case .folder(let url)? = previous else { return previous }
        guard !manifest.output.isEmpty, OutputDirectory.markIdentity(of: url) == manifest.output else { return nil }
        return previous
    }

    /// The text of every layout file the page includes (`names`, from its
    /// scan), or that it is missing: part of its cache key, so that a
    /// changed shared block rebuilds each page that shows it.
    func includedTexts(_ page: SourcePage, _ names: [String]) -> [String] {
        names.map { name in
            guard let relative = LinkChecker.resolve(name, from: page.path),
                  let data = FileManager.default.contents(atPath: site.contentFolder.appendingPathComponent(relative).path) else { return "missing \(name)" }
            return name + "\n" + String(decoding: data, as: UTF8.self)
        }
    }

    /// The pictures beside the page that its code blocks size with
    /// `UIImage(named:)` (the file found and its size): part of its cache
    /// key, so that a changed picture redraws the page's figures.
    func pictures(_ page: SourcePage, _ names: [String]) -> [String] {
        names.isEmpty ? [] : CodePictures.fingerprint(names: names, folder: pageFolder(page))
    }

    /// The pictures named by the code files a page's code blocks include
    /// (`include=view.swift`), from their texts as `includedTexts` read
    /// them: drawn from the page's folder like its own blocks' pictures.
    func includedPictures(_ names: [String], _ texts: [String]) -> [String] {
        var out: [String] = []
        for (name, text) in zip(names, texts) {
            guard let language = CodeLanguage(path: name), text.hasPrefix(name + "\n") else { continue }
            for picture in CodePictures.names(inCode: String(text.dropFirst(name.count + 1)), language: language) where !out.contains(picture) {
                out.append(picture)
            }
        }
        return out
    }

    /// The way from where the page is published to where its folder's
    /// pictures are (every file under content/ is published at its own
    /// path): "" for a page published beside its source, `../../guide/`
    /// for `guide/index.zh-Hans.md`, published as `zh-Hans/guide/index.html`.
    /// A code block's `UIImage(named:)` finds its picture beside the
    /// source, and its `src` must lead there from the published page.
    func pictureHref(_ page: SourcePage) -> String {
        let folder = page.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return String(AssetReferences.relative(from: page.outputPath, to: (folder.isEmpty ? "" : folder + "/") + "x").dropLast())
    }

    /// The page's folder, where a code block's `UIImage(named:)` looks.
    func pageFolder(_ page: SourcePage) -> String {
        site.contentFolder.appendingPathComponent(page.path).deletingLastPathComponent().path
    }

    /// Pages and figures, in parallel: a page whose key the manifest holds
    /// is not parsed again (its stored body and outline are read when
    /// `outlines` asks for them).
    func renderPages(_ inputs: BuildInputs, outlines: Bool, progress: (@Sendable (Int, Int) -> Void)?) -> [RenderedPage] {
        let pages = inputs.pages, keys = inputs.keys, manifest = inputs.manifest
        let slots = Slots(count: pages.count)
        // Pages in the site's own language first, translations after: a
        // translation's figures are mostly its original's (`SharedSolves`),
        // taken rather than solved when the original has been drawn.
        let order = pages.indices.sorted { a, b in
            (pages[a].language == site.config.language ? 0 : 1, a) < (pages[b].language == site.config.language ? 0 : 1, b)
        }
        DispatchQueue.concurrentPerform(iterations: pages.count) { n in
            let i = order[n]
            let page = pages[i]
            var rendered: RenderedPage
            let stored = outlines ? self.cache.load(page.path, blocks: false).flatMap { $0.inputKey == keys[i] ? $0 : nil } : nil
            if let record = manifest.pages[page.path], record.inputKey == keys[i], !outlines || stored != nil {
                rendered = RenderedPage(record: record, html: stored?.body, outline: stored?.outline, fromCache: true)
            } else {
                rendered = self.render(page, key: keys[i])
                // A streaming build keeps no more bodies and outlines until
                // templating than `HeldBodies` allows: the cache holds the
                // others on disk, and templating reads them back (a build's
                // anchors and links are `check`'s).
                if inputs.scratch != nil && self.cache.keepsEntries && !outlines && !rendered.held { rendered.html = nil; rendered.outline = nil }
            }
            // A scan that changed (if only the file's identity) is written
            // anew: the kept manifest line holds the old one.
            if rendered.record.scan != inputs.scans[i] { rendered.record.manifestLine = nil }
            rendered.record.scan = inputs.scans[i]
            slots.lock.lock()
            slots.pages[i] = rendered
            slots.done += 1
            let done = slots.done
            slots.lock.unlock()
            progress?(done, pages.count)
        }
        return slots.pages.map { $0! }
    }

    /// What the pages report: diagnostics, anchors and links (for
    /// `check`), how many blocks and pages came from the cache.
    func collectPageFacts(_ inputs: BuildInputs, _ rendered: [RenderedPage], into report: inout Report) {
        for d in site.diagnostics { report.diagnostics.append(d) }
        for d in stringDiagnostics { report.diagnostics.append(d) }
        for (i, page) in inputs.pages.enumerated() {
            let r = rendered[i].record
            report.blockCount += r.blocks
            if rendered[i].fromCache { report.cachedPages += 1 }
            for d in r.diagnostics { report.diagnostics.append((inputs.contentPrefix + page.path, d)) }
            let outline = rendered[i].outline
            report.anchors[page.outputPath] = Set((outline?.headings.map(\.id) ?? []) + r.figureIDs)
            for link in outline?.links ?? [] { report.links.append((page, link)) }
        }
    }

    /// Everything the navigation shows: while it is the same, an unchanged
    /// page keeps its previous output.
    func siteSignature(_ inputs: BuildInputs, _ rendered: [RenderedPage]) -> String {
        var parts = inputs.settings + [theme.digest, site.config.sourceDigest, site.config.title, site.config.description, site.config.language,
                                       site.config.baseURL ?? ""]
        for tag in translations.languages.dropFirst() {
            let config = site.config.settings(for: tag)
            parts += [tag, config.title, config.description]
        }
        for (i, page) in inputs.pages.enumerated() { parts += [page.path, rendered[i].record.title] }
        return ContentHash.hex(parts)
    }

    /// The sidebar, rendered once per folder depth rather than per page
    /// (see PageFlag), when nothing else in it depends on the page.
    /// Keyed by ``navigationKey(_:)``: a language's pages at one depth.
    func sharedNavigation(_ pages: [SourcePage], _ rendered: [RenderedPage]) -> [String: String] {
        var byRoot: [String: String] = [:]
        guard theme.page.uses("nav", partials: theme.partials), let nav = theme.partials["nav"], sharesNavigation(nav) else { return byRoot }
        // A large language's sidebar differs from page to page (it is
        // windowed around each): rendered with each page, and bounded.
        for page in pages where byRoot[navigationKey(page)] == nil
            && !NavigationWindow.isBounded(pages: translations.pages(in: page.language).count) {
            var fields = fieldsAt(root: page.root, language: page.language)
            fields["nav"] = navigation(pages, rendered, current: nil, root: page.root, language: page.language, flagged: true)
            if let html = try? nav.render(TemplateValue.object(fields), partials: theme.partials) { byRoot[navigationKey(page)] = html }
        }
        return byRoot
    }

    func navigationKey(_ page: SourcePage) -> String { page.language + "\n" + page.root }

    /// Each page put into the theme's `page.html`, in parallel; an unchanged
    /// page in an unchanged site reuses its previous output.
    func applyTemplates(_ inputs: BuildInputs, _ rendered: [RenderedPage], navigationUnchanged: Bool, into report: inout Report) {
        let pages = inputs.pages, keys = inputs.keys, previous = inputs.previous
        let showsNavigation = theme.page.uses("nav", partials: theme.partials)
        let shared = sharedNavigation(pages, rendered)
        let outputs = Outputs(count: pages.count)
        // Decided once, so that the summary counts exactly the pages put
        // into the theme again (all of them after a template change, though
        // none was parsed again).
        let reusable = pages.indices.map { navigationUnchanged && rendered[$0].fromCache ? previous.result(for: pages[$0].outputPath) : nil }
        report.rebuiltPages = reusable.filter { $0 == nil }.count
        DispatchQueue.concurrentPerform(iterations: pages.count) { i in
            let page = pages[i]
            if let old = reusable[i] {
                outputs.set(i, old)
                return
            }
            var current = rendered[i]
            if current.html == nil || current.outline == nil {
                if let stored = self.cache.load(page.path, blocks: false), stored.inputKey == keys[i] { current.html = stored.body; current.outline = stored.outline }
                else { current = self.render(page, key: keys[i]) }
            }
            var partials = self.theme.partials
            let nav = shared[self.navigationKey(page)]
            if let nav { partials["nav"] = Template(name: "partials/nav.html", literal: PageFlag.resolve(nav, page: i)) }
            let context = self.context(for: i, pages: pages, rendered: rendered, body: current.html ?? "",
                                       headings: current.outline?.headings ?? [], navigation: showsNavigation && nav == nil)
            do {
                let data = Data(try self.theme.page.render(context, partials: partials).utf8)
                if let scratch = inputs.scratch {
                    scratch.write(data, at: page.outputPath)
                    outputs.set(i, .streamed)
                } else {
                    outputs.set(i, .written(data))
                }
            } catch let e as Template.Error {
                outputs.set(i, .failed(e))
            } catch {
                // Never a page silently missing from the site.
                outputs.set(i, .failed(Template.Error(template: "templates/page.html", diagnostic: .error(
                    .internal, "page '\(page.path)' could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1)))))
            }
        }
        for (i, page) in pages.enumerated() {
            switch outputs.results[i] {
            case let result?: report.add(result, at: page.outputPath)
            case nil:
                report.diagnostics.append((inputs.contentPrefix + page.path, .error(
                    .internal, "internal error: page '\(page.path)' produced no output", at: SourceLocation(line: 1, column: 1))))
            }
        }
    }

    /// The 404 page (and a large section's list of pages) shows only what
    /// the signature covers; the index also the pages' terms, which most
    /// edits leave as they were.
    func addNotFoundAndIndex(_ inputs: BuildInputs, _ rendered: [RenderedPage], navigationUnchanged: Bool, into report: inout Report) {
        let pages = inputs.pages
        let termsUnchanged = pages.indices.allSatisfy {
            rendered[$0].fromCache || inputs.manifest.pages[pages[$0].path]?.encodedTerms.elementsEqual(rendered[$0].record.encodedTerms) == true
        }
        for language in translations.languages {
            let notFound = translations.folder(of: language) + "404.html"
            let notFoundIsPage = pages.contains { $0.outputPath == notFound }
            if navigationUnchanged, !notFoundIsPage, let old = inputs.previous.result(for: notFound) {
                report.add(old, at: notFound)
            } else {
                renderNotFound(pages, rendered, language: language, into: &report)
            }
            let index = translations.folder(of: language) + SiteIndex.outputPath
            if navigationUnchanged, termsUnchanged, !pages.contains(where: { $0.outputPath == index }),
               let old = inputs.previous.result(for: index) {
                report.add(old, at: index)
                // Only `plumb check` reads anchors, and it never reuses a
                // previous site: the kept index needs only its heading's.
                report.anchors[index] = [SiteIndex.headingID]
            } else {
                renderIndex(pages, rendered, language: language, into: &report)
            }
            addSectionContents(inputs, rendered, language: language, navigationUnchanged: navigationUnchanged, into: &report)
        }
    }

    /// The files beside the pages, published as they are unless a page or
    /// Plumb itself takes their place; the figures' and the theme's styles.
    func addAssets(_ inputs: BuildInputs, into report: inout Report) {
        let pagePaths = Dictionary(inputs.pages.map { ($0.outputPath, $0.path) }, uniquingKeysWith: { a, _ in a })
        let prefix = inputs.contentPrefix
        for asset in site.assets {
            let at = SourceLocation(line: 1, column: 1)
            if let page = pagePaths[asset] {
                report.diagnostics.append((prefix + asset, Diagnostic(.error, .duplicateName, SiteFinding.asset(.atPagePath(asset, page: page)), at: at)))
            } else if inputs.generated.contains(asset) || asset.hasPrefix("assets/fonts/") {
                report.diagnostics.append((prefix + asset, Diagnostic(.error, .duplicateName, SiteFinding.asset(.atGeneratedPath(asset)), at: at)))
            } else if let data = FileManager.default.contents(atPath: site.contentFolder.appendingPathComponent(asset, isDirectory: false).path) {
                // What a browser could run is reduced to its allowlist or refused.
                switch ActiveAssets.check(asset, data) {
                case .publish(let published, let warnings):
                    report.files[asset] = published
                    for w in warnings { report.diagnostics.append((prefix + asset, w)) }
                case .refuse(let problem):
                    report.diagnostics.append((prefix + asset, problem))
                }
            } else {
                report.diagnostics.append((prefix + asset, Diagnostic(.error, .unsupported, SiteFinding.asset(.unreadable), at: at)))
            }
        }
        report.files["assets/plumb-figure.css"] = Data(FigureStyles.css.utf8)
        for (name, data) in theme.staticFiles { report.files["assets/\(name)"] = data }
        report.diagnostics += theme.staticProblems
    }

    /// The fonts, cut down to the characters the pages use (any page's
    /// text, a superset of the figures', so the set is cheap to find).
    /// Cutting them reads megabytes: the last build's subsets serve while
    /// the characters are the same. Returns the key the manifest keeps.
    func addFonts(_ inputs: BuildInputs, into report: inout Report) -> String {
        var characters = FigureStyles.overlayCharacters
        // ASCII always ships: only pages with other bytes (their scans say
        // which) are decoded.
        for (i, (page, scan)) in zip(inputs.pages, inputs.scans).enumerated() {
            if !scan.isASCII {
                for scalar in page.source.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
            }
            // What a figure includes is drawn too (a label's "龍鳳" from a
            // `.layout` file was measured in the CJK font, and the font
            // shipped without it: a reliability pass).
            for text in inputs.included[i] {
                for scalar in text.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
            }
            // And the section's name, which the navigation shows.
            for scalar in page.section.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
        }
        // And the words Plumb writes around them, in every language: "索引"
        // in the header must not be boxes on a machine without CJK fonts.
        for language in translations.languages {
            let config = site.config.settings(for: language), words = strings(of: language)
            for text in ThemeStrings.keys.map({ words[$0] }) + [config.title, config.description] + Array(config.sectionTitles.values) {
                for scalar in text.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
            }
        }
        // And the diagnostics a figure shows, in each language the site's
        // pages are in: "相互竞争" is no key of the strings.
        let languages = Set(translations.languages.compactMap(Language.init(tag:))).subtracting([.english])
        // Not a translation's "older than its original" note: it comes from
        // the cache's history and shows in the build's log only, and with its
        // words a rebuild's fonts differed from a fresh clone's.
        for (_, d) in report.diagnostics where d.kind != .outdated {
            for language in languages {
                let words = d.words(in: language)
                for text in [words.message, words.suggestion ?? ""] + words.notes {
                    for scalar in text.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
                }
            }
        }
        let fontKey = ContentHash.hex([BuildCache.binaryDigest] + characters.map(\.value).sorted().map { String($0, radix: 16) })
        let fontPaths = ShippedFont.siteFileNames.map { "assets/fonts/" + $0 }
        let previousFonts = fontKey == inputs.manifest.fontKey ? fontPaths.compactMap { inputs.previous.result(for: $0) } : []
        do {
            if previousFonts.count == fontPaths.count {
                for (path, old) in zip(fontPaths, previousFonts) { report.add(old, at: path) }
            } else {
                for file in try ShippedFont.siteFiles(for: characters) { report.files["assets/fonts/\(file.path)"] = file.data }
            }
        } catch {
            report.diagnostics.append((SiteConfig.fileName, .error(.internal, "internal error: Plumb's fonts could not be subset: \(error)",
                                                                   at: SourceLocation(line: 1, column: 1))))
        }
        return fontKey
    }

    /// What the next build may rely on once this one is written.
    func nextManifest(_ inputs: BuildInputs, _ rendered: [RenderedPage], signature: String, fontKey: String) -> BuildCache.Manifest {
        var next = BuildCache.Manifest()
        next.siteSignature = signature
        next.fontKey = fontKey
        for (i, page) in inputs.pages.enumerated() { next.pages[page.path] = rendered[i].record }
        return next
    }
}
