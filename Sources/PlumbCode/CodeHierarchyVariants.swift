import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Code that rebuilds its view tree per trait collection (the seed's
/// product card: `removeFromSuperview()`, then `addSubview` or
/// `addArrangedSubview` inside `if traitCollection.horizontalSizeClass ==
/// .compact { … } else { … }`, from `viewDidLoad` and
/// `traitCollectionDidChange` or a `registerForTraitChanges` handler).
///
/// Such code is run once per size class, its branches taking that class's
/// side as on a device, and each run is lowered onto a whole `LayoutBlock`:
/// the same per-class variants (`HierarchyVariant`) a layout block with
/// views declared under `when compact:` / `when regular:` is read into, so
/// the figure draws each class's tree and the live panel snaps where the
/// class changes. Running the code, rather than putting conditions on its
/// statements, keeps what a branch assigns (`activeConstraints = [...]`,
/// activated after the `if`) to its own class.
enum CodeHierarchyVariants {
    static func read(_ reading: CodeReading, directions: [LayoutDirection]) -> ParsedBlock {
        var variants: [(variant: HierarchyVariant, parsed: ParsedBlock)] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        // A direction does not change what the code does, but each variant
        // gets a block of its own, as the solver expects.
        for direction in directions.isEmpty ? [.ltr] : directions {
            for sizeClass in SizeClass.allCases {
                let parsed = reading.run(assuming: sizeClass).lowered()
                // Most statements run in both classes: each problem once.
                for d in parsed.diagnostics where seen.insert("\(d.location)|\(d.kind)|\(d.message)").inserted { diagnostics.append(d) }
                variants.append((HierarchyVariant(sizeClass: sizeClass, direction: direction), parsed))
            }
        }
        var parsed = ParsedBlock(block: variants[0].parsed.block, diagnostics: diagnostics)
        parsed.variants = variants
        parsed.notation = variants[0].parsed.notation
        return parsed
    }
}
