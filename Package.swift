// swift-tools-version:6.0
import PackageDescription

// Plumb: Markdown pages with solved Auto Layout figures, built into a static site.
// One module per pipeline stage; dependencies point one way (see docs/ARCHITECTURE.md).
let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
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
            // Exclusivity is still checked at compile time; the run-time
            // checks cost a quarter of a suggest+read on small systems.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Markdown through cmark: documents, fenced blocks and their source positions.
        .target(name: "PlumbMarkdown", dependencies: ["CCmark"]),
        .executableTarget(name: "plumb", dependencies: ["PlumbSolver", "PlumbMarkdown"]),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
        .testTarget(name: "PlumbMarkdownTests", dependencies: ["PlumbMarkdown"]),
        .testTarget(name: "plumbTests", dependencies: ["plumb"]),
    ]
)
