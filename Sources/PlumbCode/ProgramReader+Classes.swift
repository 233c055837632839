import PlumbDiagnostics
import PlumbLayout

/// Where the code starts running: a view controller's life cycle, a view
/// subclass laid out on its own, or a snippet's statements in order.
extension ProgramReader {
    /// UIKit's callbacks of the first layout pass, in the order it calls
    /// them; each runs once, with a note that UIKit runs it again later.
    static let layoutCallbacks = ["updateViewConstraints", "updateConstraints", "viewWillLayoutSubviews", "layoutSubviews",
                                  "viewDidLayoutSubviews", "traitCollectionDidChange"]
    /// The callbacks of every layout pass, where the root's bounds are the
    /// laid-out size.
    static let layoutPassHooks: Set<String> = ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"]
    /// The callbacks of a pass whose constraints were flagged for an update.
    static let constraintUpdateHooks: Set<String> = ["updateViewConstraints", "updateConstraints"]

    func runProgram(_ statements: [Stmt]) {
        for case .classDecl(let decl) in statements { collect(decl) }
        let loose = statements.filter {
            switch $0 {
            case .classDecl, .understoodNoOp, .unreadable: return false
            default: return true
            }
        }
        if let controller = classes.values.sorted(by: { $0.location < $1.location }).first(where: isViewController) {
            for s in loose {
                warning(.unsupported, .program(.statementOutsideController), at: s.location)
            }
            runViewController(inheriting(controller))
        } else if loose.isEmpty, let viewClass = classes.values.sorted(by: { $0.location < $1.location }).first(where: { isViewClass($0) }) {
            // A view laid out on its own: its body with `self` the root.
            let root = inheriting(viewClass)
            do {
                try runBody(of: root, as: .item(UIKitProgram.root), at: root.location,
                            afterwards: { self.runVariantCall(methods: root.methods) })
            } catch {}
        } else {
            // A snippet: its functions see its locals, so a variant's call
            // runs before the snippet's scope closes.
            run(statements, afterwards: { self.runVariantCall(methods: []) })
        }
    }

    /// A named variant's call (`variants=`, `CodeVariantsOption`), after
    /// the code as written has run: a method of the view controller, or a
    /// function the snippet defines. The lines of the constraints it makes
    /// are the variant's, which the figure marks.
    func runVariantCall(methods: [FunctionDecl]) {
        guard let call = variantCall else { return }
        let candidates = methods + snippetFunctions
        guard let f = candidates.first(where: { $0.name == call.name }) else {
            let nearest = nearest(call.name, candidates.map(\.name).filter { !$0.hasPrefix(ProgramReader.superPrefix) })
            diagnostics.append(Diagnostic(.error, .unknownName, CodeFinding.syntax(.variantFunctionNotFound(call.name, nearest: nearest)),
                                          at: call.location))
            return
        }
        let before = program.constraints.count
        // A tap handler's sender, as a method UIKit calls: nil.
        inVariantCall = true
        runMethod(f, passingNil: true)
        inVariantCall = false
        runConstraintUpdates()
        settleIntrinsicSizes()
        variantMarkedLines = Set(program.constraints[before...].map { $0.made.location.line })
    }

    private func collect(_ decl: ClassDecl) {
        if decl.superclass == "extension", var existing = classes[decl.name] {
            existing.properties += decl.properties
            existing.methods += decl.methods
            classes[decl.name] = existing
            return
        }
        // The class after an extension of it: the extension's members join it.
        if let earlier = classes[decl.name], earlier.superclass == "extension" {
            var merged = decl
            merged.properties += earlier.properties
            merged.methods += earlier.methods
            classes[decl.name] = merged
            return
        }
        classes[decl.name] = decl
    }

    private func isViewController(_ decl: ClassDecl) -> Bool {
        // Only a view controller has viewDidLoad (an Objective-C class
        // extension, `@interface ViewController ()`, names no superclass).
        if decl.methods.contains(where: { $0.name == "viewDidLoad" }) { return true }
        var s = decl.superclass
        var seen = Set<String>()
        while let name = s, !seen.contains(name) {
            if name.hasSuffix("ViewController") && classes[name] == nil { return true }
            seen.insert(name)
            s = classes[name]?.superclass
        }
        return false
    }

    private func isViewClass(_ decl: ClassDecl) -> Bool {
        var s = decl.superclass
        var seen = Set<String>()
        while let name = s, !seen.contains(name) {
            if ProgramReader.viewClasses[name] != nil { return true }
            seen.insert(name)
            s = classes[name]?.superclass
        }
        return false
    }

    /// Stored properties, then viewDidLoad (and what it calls), then the
    /// first layout pass's callbacks.
    private func runViewController(_ decl: ClassDecl) {
        let context = ObjectContext(decl: decl, selfValue: .viewController)
        contexts.append(context)
        defer { contexts.removeLast() }
        do { try storeProperties(of: decl, in: context) } catch {}
        for name in ["loadView", "viewDidLoad", "viewWillAppear"] {
            if let f = decl.methods.first(where: { $0.name == name }) { runMethod(f) }
        }
        runLayoutCallbacks(of: decl)
        if let f = decl.methods.first(where: { $0.name == "viewDidAppear" }) { runMethod(f) }
        runVariantCall(methods: decl.methods)
    }

    /// UIKit's first-pass callbacks the class overrides, once each, with a note.
    func runLayoutCallbacks(of decl: ClassDecl) {
        for name in ProgramReader.layoutCallbacks {
            guard let f = decl.methods.first(where: { $0.name == name }) else { continue }
            diagnostics.append(Diagnostic(.note, .unsupported, CodeReadingNote.layoutCallbackRunOnce(name: name), at: f.location))
            if ProgramReader.layoutPassHooks.contains(name) { layoutPassHook = name }
            // UIKit's first call passes nil for the trait collection before.
            runMethod(f, passingNil: true)
            layoutPassHook = nil
        }
        runTraitChangeHandlers()
    }

    /// `f` run as UIKit calls it (`passingNil`: a handler's or a hook's parameters nil); what fails was reported.
    func runMethod(_ f: FunctionDecl, passingNil: Bool = false) {
        let nils = passingNil ? f.parameters.map { _ in Argument(label: nil, value: .nilLiteral(f.location), location: f.location) } : []
        do { _ = try invoke(f, nils, at: f.location) } catch {}
    }
}
