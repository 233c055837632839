import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// One reading of a code block: its options, tokens and statements, run by
/// a `ProgramReader` (for one size class, or for both with `when`
/// conditions), ready to be lowered onto its own `LayoutBlock`.
struct CodeReading {
    let code: String
    let language: CodeLanguage
    let options: String
    let optionsAt: SourceLocation?
    let origin: SourceLocation
    let rootWidth: Double?
    let imageFolder: String?
    /// What goes before a picture's name in its `src` (`CodeFence`'s `imageHref`).
    var imageHref = ""
    /// Which entry of the `variants` option this reading runs (the code as
    /// written, then that entry's call); nil: the code as written.
    var variantIndex: Int? = nil
    /// When reading stops: the block's budget covers its reading.
    var deadline = Deadline.never
    var budgetSeconds = 0.0

    /// What one run left: the block with the fence's options, the
    /// diagnostics of reading, and the reader with its program.
    struct Run {
        let block: LayoutBlock
        let diagnostics: [Diagnostic]
        let reader: ProgramReader
        /// The fence's (or a `// plumb:` comment's) `variants` option.
        var variants: CodeVariantsOption? = nil
        /// The code's tokens, for `CodeBlock.sharingKey`.
        var lexer: CodeLexer? = nil

        /// The program lowered onto the block, with every diagnostic.
        func lowered() -> ParsedBlock {
            var diagnostics = self.diagnostics
            diagnostics += ProgramLowering.lower(reader.program, into: block)
            var parsed = ParsedBlock(block: block, diagnostics: diagnostics)
            parsed.notation = CodeNotation(language: reader.language, program: reader.program)
            return parsed
        }
    }

    /// Runs the code; `sizeClass` fixes the class its branches read (nil:
    /// each branch runs under its `when` condition).
    func run(assuming sizeClass: SizeClass?) -> Run {
        let block = LayoutBlock(location: origin)
        var diagnostics: [Diagnostic] = []
        var variants: CodeVariantsOption?
        if let optionsAt, !options.isEmpty { diagnostics += CodeFenceOptions.read(options, at: optionsAt, into: block, variants: &variants) }
        let lexer = language == .swift ? SwiftLexer.tokens(code, origin: origin) : ObjCLexer.tokens(code, origin: origin)
        diagnostics += lexer.problems
        for comment in lexer.options {
            diagnostics += CodeFenceOptions.read(comment.text, at: comment.location, into: block, variants: &variants)
        }
        // A variant's own category (`AX3: contentSize=AX3`) overrides the fence's.
        let entry = variantIndex.flatMap { k in variants?.entries.indices.contains(k) == true ? variants?.entries[k] : nil }
        // The code as written's own `expect=` (a first entry without a call) is its tab's alone.
        let settings = entry?.settings ?? (variantIndex == nil ? variants?.baseSettings ?? [] : [])
        for setting in settings {
            var ignored: CodeVariantsOption?
            diagnostics += CodeFenceOptions.read(setting.text, at: setting.location, into: block, variants: &ignored)
        }
        let (statements, problems) = language == .swift ? SwiftReader.read(lexer.tokens) : ObjCReader.read(lexer.tokens)
        diagnostics += problems
        let width = rootWidth ?? block.breakpoints.first?.width ?? block.canvasWidth ?? 375
        let height: Double
        if case .points(let h)? = block.canvasHeight { height = h } else { height = 667 }
        let reader = ProgramReader(language: language, rootSize: (width, height))
        reader.imageFolder = imageFolder
        reader.imageHref = imageHref
        reader.deadline = deadline
        reader.budgetSeconds = budgetSeconds
        reader.assumedSizeClass = sizeClass
        reader.contentSize = block.contentSize
        reader.variantFunctions = Set(variants?.entries.compactMap(\.call) ?? [])
        if let entry, let call = entry.call { reader.variantCall = (call, entry.callLocation) }
        reader.runProgram(statements)
        block.imageSources += reader.imageSources
        diagnostics += reader.diagnostics
        if let at = reader.readRootSizeBeforeLayout {
            diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.rootSizeRead(width: width, height: height), at: at))
        } else if let at = reader.readRootSize {
            diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.rootSizeReadInLayoutPass(width: width, height: height), at: at))
        }
        return Run(block: block, diagnostics: diagnostics, reader: reader, variants: variants, lexer: lexer)
    }
}
