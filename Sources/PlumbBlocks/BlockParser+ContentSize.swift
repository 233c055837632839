import PlumbDiagnostics
import PlumbLayout

/// `contentSize accessibilityExtraLarge` (or `contentSize AX3`): the
/// Dynamic Type category the block's text styles are sized at.
///
/// Read before the first pass, so that a `font=body` declared above the
/// header, or a variant that adds the header after the block's lines, sizes
/// its text at the category: the block is drawn at one category, as a view
/// controller's fonts from `preferredFont(forTextStyle:)` are made at the
/// category current when it loads. A header under `when` is pass 1's error.
extension BlockParser {
    func readContentSize() {
        for line in lines where !line.isBlank && !line.hasTabIndent && line.kind == .header && line.words.first?.text == "contentSize" {
            let args = Array(line.words.dropFirst())
            if let earlier = block.contentSizeLocation {
                error(.syntax, .header(.secondContentSize(firstLine: earlier.line)), at: line.location(at: 0), hint: .oneContentSize)
                continue
            }
            guard args.count == 1 else {
                error(.syntax, .header(.contentSizeSyntax), at: line.location(at: 0))
                continue
            }
            let at = line.location(at: args[0].offset)
            guard let category = ContentSizeCategory.named(args[0].text) else {
                error(.unknownName, .header(.unknownContentSize(args[0].text)), at: at,
                      hint: didYouMean(args[0].text, ContentSizeCategory.allNames) ?? .contentSizesAre(ContentSizeCategory.allNames))
                continue
            }
            block.contentSize = category
            block.contentSizeLocation = line.location(at: 0)
        }
    }
}
