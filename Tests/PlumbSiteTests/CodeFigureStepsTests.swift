import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbSite
import XCTest

/// A code figure's steps (`show=steps`) name the root as the code does:
/// `view` in Swift, `self.view` in Objective-C; a view's unknowns by the
/// code's own names.
final class CodeFigureStepsTests: XCTestCase {
    private func html(_ code: String, _ language: CodeLanguage) -> String {
        let solved = CodeBlock.solve(code, language: language, options: "canvas=375x120 breakpoints=375 show=steps",
                                     optionsAt: SourceLocation(line: 1, column: 1), origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        return FigureRenderer(column: Theme.column).render(solved)
    }

    /// A card 20 from each side: `card.trailing == view.trailing − 20` is
    /// card.minX + card.width = view.width − 20, and 375 − 40 = 335 wide.
    func testTheRootIsNamedAsTheCodeNamesIt() {
        let swift = html("""
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
        card.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        card.heightAnchor.constraint(equalToConstant: 60).isActive = true
        """, .swift)
        XCTAssertTrue(swift.contains("<code>card.minX + card.width = view.width − 20</code>"), swift)
        XCTAssertTrue(swift.contains("<code>view.width = 375</code>"))
        XCTAssertTrue(swift.contains("<code>card.width = 335</code>"))
        XCTAssertFalse(swift.contains("root."), "the code has no view named root")
        let objc = html("""
        UIView *card = [[UIView alloc] init];
        card.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:card];
        [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
        [card.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20].active = YES;
        [card.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        [card.heightAnchor constraintEqualToConstant:60].active = YES;
        """, .objectiveC)
        XCTAssertTrue(objc.contains("<code>card.minX + card.width = self.view.width − 20</code>"), objc)
    }
}
