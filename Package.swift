// swift-tools-version:6.0
import PackageDescription

// Plumb: Markdown pages with solved Auto Layout figures, built into a static site.
// One module per pipeline stage; dependencies point one way (see docs/ARCHITECTURE.md).
let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-fuzz", targets: ["PlumbFuzz"]),
    ],
    targets: [
        // libcmark through pkg-config (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The constraint engine: knows nothing of views, anchors or HTML.
        .target(
            name: "PlumbSolver",
            dependencies: ["PlumbDiagnostics"],
            // Exclusivity is still checked at compile time; the run-time
            // checks cost a quarter of a suggest+read on small systems.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Markdown through cmark: documents, fenced blocks and their source positions.
        .target(name: "PlumbMarkdown", dependencies: ["CCmark", "PlumbDiagnostics"]),
        // file:line:col diagnostics and the one number formatter, shared by every stage.
        .target(name: "PlumbDiagnostics"),
        // UIKit's model: items, anchors, guides, intrinsic size, text metrics,
        // solving a block at its breakpoints. Knows the solver, not Markdown or HTML.
        .target(
            name: "PlumbLayout",
            dependencies: ["PlumbSolver", "PlumbDiagnostics"],
            exclude: ["Resources/README.md"],
            resources: [.copy("Resources/DejaVuSans-Plumb.ttf"), .copy("Resources/DejaVuSans-Bold-Plumb.ttf"), .copy("Resources/DejaVu-LICENSE.txt"),
                        .copy("Resources/DroidSansFallback.ttf"), .copy("Resources/DroidSansFallback-LICENSE.txt"),
                        .copy("Resources/PlumbHangul.ttf"), .copy("Resources/PlumbHangul-LICENSE.txt")]
        ),
        // The layout-block language: lexer, parser, VFL, diagnostics with positions.
        .target(name: "PlumbBlocks", dependencies: ["PlumbLayout", "PlumbSolver", "PlumbDiagnostics"]),
        // Swift and Objective-C layout code read into the same layout model a
        // layout block makes: lexers, statement readers, a UIKit program, its lowering.
        .target(name: "PlumbCode", dependencies: ["PlumbBlocks", "PlumbLayout", "PlumbSolver", "PlumbDiagnostics"]),
        // Drawing a solved block: HTML boxes, the SVG overlay, notes and tables.
        .target(name: "PlumbFigure", dependencies: ["PlumbBlocks", "PlumbLayout", "PlumbSolver", "PlumbDiagnostics"]),
        // The site: content, front matter, templates, navigation, links, the
        // build with its cache and its output swap, and `check`.
        .target(
            name: "PlumbSite",
            dependencies: ["PlumbMarkdown", "PlumbBlocks", "PlumbCode", "PlumbLayout", "PlumbFigure", "PlumbDiagnostics"],
            resources: [.copy("Theme"), .copy("Resources/Pinyin.txt")]
        ),
        // `plumb serve`: the site kept built in memory, an HTTP server on
        // loopback, a file watcher, and the reload script only it injects.
        .target(name: "PlumbServe", dependencies: ["PlumbSite", "PlumbFigure", "PlumbDiagnostics"]),
        .executableTarget(name: "plumb", dependencies: ["PlumbSolver", "PlumbMarkdown", "PlumbBlocks", "PlumbCode", "PlumbLayout", "PlumbDiagnostics", "PlumbFigure", "PlumbSite", "PlumbServe"]),
        // The fuzz harness: libFuzzer's entry point in the fuzzing build
        // (scripts/fuzz.sh), a replayer of saved inputs otherwise.
        .executableTarget(name: "PlumbFuzz", dependencies: ["PlumbBlocks", "PlumbCode", "PlumbDiagnostics", "PlumbFigure", "PlumbSite"]),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
        .testTarget(name: "PlumbMarkdownTests", dependencies: ["PlumbMarkdown"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbBlocks", "PlumbSolver", "PlumbDiagnostics"]),
        .testTarget(name: "PlumbDiagnosticsTests", dependencies: ["PlumbDiagnostics"]),
        .testTarget(name: "PlumbFigureTests", dependencies: ["PlumbFigure", "PlumbBlocks", "PlumbLayout", "PlumbDiagnostics"]),
        .testTarget(name: "PlumbSiteTests", dependencies: ["PlumbSite", "PlumbFigure", "PlumbLayout", "PlumbDiagnostics"]),
        .testTarget(name: "PlumbCodeTests", dependencies: ["PlumbCode", "PlumbBlocks", "PlumbLayout", "PlumbDiagnostics", "PlumbMarkdown"]),
        .testTarget(name: "PlumbBlocksTests", dependencies: ["PlumbBlocks", "PlumbLayout", "PlumbDiagnostics"]),
        .testTarget(name: "PlumbServeTests", dependencies: ["PlumbServe", "PlumbSite"]),
        .testTarget(name: "plumbTests", dependencies: ["plumb", "PlumbFuzz", "PlumbDiagnostics"]),
    ]
)
