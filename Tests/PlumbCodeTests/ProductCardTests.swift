import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// The seed's product card, written as tutorials write it: the view
/// controller removes its views and rebuilds the tree per trait collection.
/// Compact: the image above a vertical text stack (name, price, and a
/// third view, the buy button, hidden). Regular: both arranged in a
/// horizontal stack, the image at 0.4 of its width, the button shown. The
/// code runs once per size class and each class draws its own tree.
///
/// Frames by hand, canvas 375 x 340 (compact) and 820 x 340 (regular), no
/// safe-area insets:
/// - the card is the safe area less 16 each side: (16, 16, 343, 308) and
///   (16, 16, 788, 308);
/// - compact: the image 12 in from the card's top, leading and trailing,
///   343 − 24 = 319 wide and 0.6 × 319 = 191.4 tall; the text stack 12
///   below it, at (12, 12 + 191.4 + 12 = 215.4), as tall as name + 6 +
///   price (the hidden button takes no height and no spacing); no row;
/// - regular: the row 12 in from the card's top, leading and trailing,
///   (12, 12), 764 wide; the image arranged first, 0.4 × 764 = 305.6 wide
///   and 0.6 × 305.6 = 183.36 tall; the text stack after 16 of spacing, at
///   x 321.6, 764 − 321.6 = 442.4 wide, as tall as name + 6 + price + 6 +
///   button; top-aligned, the row is as tall as its tallest view.
///
/// Text sizes are the solver's measurements, so the text stack's height is
/// asserted as the sum the stack makes of them.
final class ProductCardTests: XCTestCase {
    static let anchorAPI = """
    class ProductCardViewController: UIViewController {
        private let cardView = UIView()
        private let imageView = UIImageView()
        private let nameLabel = UILabel()
        private let priceLabel = UILabel()
        private let buyButton = UIButton(type: .system)
        private let textStack = UIStackView()
        private let rowStack = UIStackView()
        private var activeConstraints: [NSLayoutConstraint] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            cardView.backgroundColor = .secondarySystemBackground
            cardView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(cardView)
            NSLayoutConstraint.activate([
                cardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                cardView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                cardView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                cardView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ])

            imageView.backgroundColor = .systemTeal
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.6).isActive = true

            nameLabel.text = "Travel mug"
            nameLabel.font = .systemFont(ofSize: 22)
            priceLabel.text = "€ 24"
            buyButton.setTitle("Add to cart", for: .normal)

            textStack.axis = .vertical
            textStack.spacing = 6
            textStack.translatesAutoresizingMaskIntoConstraints = false
            textStack.addArrangedSubview(nameLabel)
            textStack.addArrangedSubview(priceLabel)
            textStack.addArrangedSubview(buyButton)

            rowStack.axis = .horizontal
            rowStack.spacing = 16
            rowStack.alignment = .top
            rowStack.translatesAutoresizingMaskIntoConstraints = false

            configureLayout()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
                configureLayout()
            }
        }

        private func configureLayout() {
            NSLayoutConstraint.deactivate(activeConstraints)
            imageView.removeFromSuperview()
            textStack.removeFromSuperview()
            rowStack.removeFromSuperview()

            if traitCollection.horizontalSizeClass == .compact {
                buyButton.isHidden = true
                cardView.addSubview(imageView)
                cardView.addSubview(textStack)
                activeConstraints = [
                    imageView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 12),
                    imageView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 12),
                    imageView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -12),
                    textStack.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 12),
                    textStack.leadingAnchor.constraint(equalTo: imageView.leadingAnchor),
                ]
            } else {
                buyButton.isHidden = false
                rowStack.addArrangedSubview(imageView)
                rowStack.addArrangedSubview(textStack)
                cardView.addSubview(rowStack)
                activeConstraints = [
                    rowStack.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 12),
                    rowStack.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 12),
                    rowStack.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -12),
                    imageView.widthAnchor.constraint(equalTo: rowStack.widthAnchor, multiplier: 0.4),
                ]
            }
            NSLayoutConstraint.activate(activeConstraints)
        }
    }
    """

    static let snapKit = """
    import SnapKit

    final class ProductCardViewController: UIViewController {
        private let cardView = UIView()
        private let imageView = UIImageView()
        private let nameLabel = UILabel()
        private let priceLabel = UILabel()
        private let buyButton = UIButton(type: .system)

        private lazy var textStack: UIStackView = {
            let stack = UIStackView(arrangedSubviews: [nameLabel, priceLabel, buyButton])
            stack.axis = .vertical
            stack.spacing = 6
            return stack
        }()

        private lazy var rowStack: UIStackView = {
            let stack = UIStackView()
            stack.axis = .horizontal
            stack.spacing = 16
            stack.alignment = .top
            return stack
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            cardView.backgroundColor = .secondarySystemBackground
            view.addSubview(cardView)
            cardView.snp.makeConstraints { make in
                make.edges.equalTo(view.safeAreaLayoutGuide).inset(16)
            }
            nameLabel.text = "Travel mug"
            nameLabel.font = .systemFont(ofSize: 22)
            priceLabel.text = "€ 24"
            buyButton.setTitle("Add to cart", for: .normal)

            updateLayout(for: traitCollection)
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.updateLayout(for: self.traitCollection)
            }
        }

        private func updateLayout(for traits: UITraitCollection) {
            [imageView, textStack, rowStack].forEach { $0.removeFromSuperview() }

            switch traits.horizontalSizeClass {
            case .regular:
                buyButton.isHidden = false
                rowStack.addArrangedSubview(imageView)
                rowStack.addArrangedSubview(textStack)
                cardView.addSubview(rowStack)
                rowStack.snp.remakeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(12)
                }
                imageView.snp.remakeConstraints { make in
                    make.width.equalTo(rowStack).multipliedBy(0.4)
                    make.height.equalTo(imageView.snp.width).multipliedBy(0.6)
                }
            default:
                buyButton.isHidden = true
                cardView.addSubview(imageView)
                cardView.addSubview(textStack)
                imageView.snp.remakeConstraints { make in
                    make.top.leading.trailing.equalToSuperview().inset(12)
                    make.height.equalTo(imageView.snp.width).multipliedBy(0.6)
                }
                textStack.snp.remakeConstraints { make in
                    make.top.equalTo(imageView.snp.bottom).offset(12)
                    make.leading.equalTo(imageView)
                }
            }
        }
    }
    """

    private func solve(_ code: String, live: SolvedBlock.LiveRequest = .none) -> SolvedBlock {
        CodeBlock.solve(code, language: .swift, options: "canvas=375x340 breakpoints=375,820", optionsAt: SourceLocation(line: 1, column: 1),
                        origin: SourceLocation(line: 1, column: 1), line: 1, live: live)
    }

    private func parent(_ solved: SolvedBlock, _ name: String, at index: Int) -> String? {
        solved.breakpoints[index].frames[name]?.parent
    }

    private func assertBothClasses(_ solved: SolvedBlock, row: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(solved.breakpoints.count, 2, file: file, line: line)
        guard solved.breakpoints.count == 2 else { return }
        // Compact.
        XCTAssertEqual(frame(solved, "cardView", at: 0), [16, 16, 343, 308], file: file, line: line)
        XCTAssertEqual(frame(solved, "imageView", at: 0), [12, 12, 319, 191.4], file: file, line: line)
        XCTAssertEqual(parent(solved, "imageView", at: 0), "cardView", file: file, line: line)
        XCTAssertNil(frame(solved, row, at: 0), "the row is not in the compact tree", file: file, line: line)
        let stack = frame(solved, "textStack", at: 0)!, name = frame(solved, "nameLabel", at: 0)!, price = frame(solved, "priceLabel", at: 0)!
        XCTAssertEqual(Array(stack[0...1]), [12, 215.4], file: file, line: line)
        XCTAssertEqual(stack[3], name[3] + 6 + price[3], accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(frame(solved, "buyButton", at: 0)?[3], 0, "hidden when compact", file: file, line: line)
        // Regular.
        XCTAssertEqual(frame(solved, "cardView", at: 1), [16, 16, 788, 308], file: file, line: line)
        XCTAssertEqual(frame(solved, row, at: 1), [12, 12, 764, 183.36], file: file, line: line)
        XCTAssertEqual(frame(solved, "imageView", at: 1), [0, 0, 305.6, 183.36], file: file, line: line)
        XCTAssertEqual(parent(solved, "imageView", at: 1), row, file: file, line: line)
        XCTAssertEqual(parent(solved, "textStack", at: 1), row, file: file, line: line)
        let wide = frame(solved, "textStack", at: 1)!, button = frame(solved, "buyButton", at: 1)!
        XCTAssertEqual(Array(wide[0...2]), [321.6, 0, 442.4], file: file, line: line)
        XCTAssertGreaterThan(button[3], 0, "shown when regular", file: file, line: line)
        XCTAssertEqual(wide[3], frame(solved, "nameLabel", at: 1)![3] + 6 + frame(solved, "priceLabel", at: 1)![3] + 6 + button[3], accuracy: 0.01,
                       file: file, line: line)
        // Each class was drawn from a tree of its own.
        XCTAssertNil(solved.block(at: 0).item(named: row), file: file, line: line)
        XCTAssertEqual(solved.block(at: 1).item(named: row)?.viewKind, .stack, file: file, line: line)
    }

    /// The anchor API, `traitCollectionDidChange` calling the same rebuild
    /// (its `previousTraitCollection` is nil at the first pass, so the
    /// `!=` test holds), and an `if` on the class.
    func testTheAnchorAPICardDrawsEachClassTree() {
        let solved = solve(ProductCardTests.anchorAPI)
        XCTAssertEqual(summary(solved), ["note unsupported 48:19"])
        assertBothClasses(solved, row: "rowStack")
    }

    /// SnapKit, a `switch` on the class, and iOS 17's
    /// `registerForTraitChanges` handler (run once, with a note).
    func testTheSnapKitCardDrawsEachClassTree() {
        let solved = solve(ProductCardTests.snapKit)
        XCTAssertEqual(summary(solved), ["note unsupported 38:9"])
        assertBothClasses(solved, row: "rowStack")
    }

    /// The live panel snaps where the class changes: compact up to 694,
    /// regular from it, each swept with its own tree. At 500 the image is
    /// 500 − 32 − 24 = 444 wide; at 800 the row is 744 and the image
    /// 0.4 × 744 = 297.6.
    func testTheLivePanelSnapsAtTheClassChange() throws {
        let solved = solve(ProductCardTests.anchorAPI, live: .automatic)
        XCTAssertNil(solved.live)
        XCTAssertEqual(solved.liveVariants.map(\.variant.sizeClass), [.compact, .regular])
        guard solved.liveVariants.count == 2 else { return }
        let compact = try solved.liveVariants[0].live.get(), regular = try solved.liveVariants[1].live.get()
        XCTAssertEqual([compact.lower, compact.upper, regular.lower, regular.upper], [375, 694.0.nextDown, 694, 820])
        XCTAssertEqual(try XCTUnwrap(compact.piece(at: 500)?.frame("imageView", at: 500)).width, 444, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(regular.piece(at: 800)?.frame("imageView", at: 800)).width, 297.6, accuracy: 1e-6)
        XCTAssertNil(compact.piece(at: 500)?.frames["rowStack"])
    }

    /// What a branch assigns stays in its class: `activeConstraints` set in
    /// both branches and activated after the `if` activates the compact
    /// branch's constraints at 375 and the regular one's at 768, not the
    /// last one written (60 wide when compact, 200 when regular).
    func testWhatABranchAssignsStaysInItsClass() {
        let solved = solveCode("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        var active: [NSLayoutConstraint] = []
        if traitCollection.horizontalSizeClass == .compact {
            view.addSubview(box)
            active = [box.widthAnchor.constraint(equalToConstant: 60)]
        } else {
            view.addSubview(box)
            active = [box.widthAnchor.constraint(equalToConstant: 200)]
        }
        NSLayoutConstraint.activate(active + [
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        """, widths: [375, 768])
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box", at: 0), [0, 0, 60, 10])
        XCTAssertEqual(frame(solved, "box", at: 1), [0, 0, 200, 10])
    }
}

extension ProductCardTests {
    /// Code that reads the root's size is read again at each breakpoint;
    /// with a tree per class, each breakpoint is drawn with its own class's
    /// tree. Compact (375): `side` is in the root, 0.5 × 375 = 187.5 wide.
    /// Regular (820): it is inside `panel` (the root's top left, 400 x 100),
    /// 0.25 × 820 = 205 wide.
    func testATreePerClassThatReadsTheRootsSize() {
        let solved = solveCode("""
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let side = UIView()
        side.translatesAutoresizingMaskIntoConstraints = false
        var holder = view
        if traitCollection.horizontalSizeClass == .compact {
            view.addSubview(side)
            side.widthAnchor.constraint(equalToConstant: view.frame.width * 0.5).isActive = true
        } else {
            view.addSubview(panel)
            panel.addSubview(side)
            holder = panel
            side.widthAnchor.constraint(equalToConstant: view.frame.width * 0.25).isActive = true
        }
        side.topAnchor.constraint(equalTo: holder.topAnchor).isActive = true
        side.leadingAnchor.constraint(equalTo: holder.leadingAnchor).isActive = true
        side.heightAnchor.constraint(equalToConstant: 10).isActive = true
        """, widths: [375, 820])
        XCTAssertEqual(summary(solved).filter { !$0.hasPrefix("note") }, [])
        XCTAssertEqual(frame(solved, "side", at: 0), [0, 0, 187.5, 10])
        XCTAssertEqual(frame(solved, "side", at: 1), [0, 0, 205, 10])
        XCTAssertEqual(solved.breakpoints.last?.frames["side"]?.parent, "panel")
        XCTAssertNil(solved.block(at: 0).item(named: "panel"))
        XCTAssertNotNil(solved.block(at: 1).item(named: "panel"), "the regular breakpoint is drawn with the regular tree")
    }
}
