import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbMarkdown

/// One page from its text to its HTML body, in memory, without a site
/// folder, a cache or a theme: the page fuzzer's way in (and a quick way to
/// see what a page becomes). `SiteBuilder` does the same work with caching.
public enum PageRendering {
    public static func render(_ source: String, defaults: [Double] = [375, 768], budget: Double? = nil,
                              renderer: FigureRenderer = FigureRenderer(column: Theme.column)) -> (html: String, headings: Int, diagnostics: [Diagnostic]) {
        let (_, lines, _, frontMatterProblems) = FrontMatter.parse(source)
        let page = SourcePage(path: "page.md", outputPath: "page.html", source: source, frontMatter: FrontMatter(),
                              diagnostics: frontMatterProblems, frontMatterLines: lines)
        let document = MarkdownDocument(parsing: page.markdown)
        let tree = document.tree
        var diagnostics = frontMatterProblems + document.diagnostics
        let body = PageBody(tree) { fence in
            let solved = FenceSolving.solve(fence, source: page.markdown, defaults: defaults, budget: budget, live: .automatic)
            diagnostics += fence.reported(solved.allDiagnostics)
            return renderer.render(solved, code: FigureCodeTabs.code(for: solved, words: renderer.words))
        }
        return (body.html, body.headings.count, diagnostics + body.problems)
    }
}
