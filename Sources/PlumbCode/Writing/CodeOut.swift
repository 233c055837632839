import PlumbDiagnostics
import PlumbBlocks

/// "Code out": a block's layout written back as the code readers copy, in
/// every dialect that can say it exactly. Written from the model (never
/// from the block's text), so a layout block and a code block alike offer
/// it; each dialect that cannot is withheld with its reason.
public enum CodeOut {
    public static func offer(for parsed: ParsedBlock, language: Language = .english) -> CodeOffer {
        var offer = CodeOffer()
        guard parsed.isSolvable else { return offer }
        if parsed.isReadPerWidth {
            offer.withheld = CodeDialect.allCases.map { ($0, .readsRootSize) }
            return offer
        }
        var plan: CodePlan
        switch CodePlan.make(parsed) {
        case .success(let p):
            plan = p
            plan.language = language
        case .failure(let refusal):
            offer.withheld = CodeDialect.allCases.map { ($0, refusal) }
            return offer
        }
        for dialect in CodeDialect.allCases {
            do {
                let code = dialect == .objectiveC ? try ObjCWriter.write(plan) : try SwiftWriter.write(plan, dialect: dialect)
                offer.snippets.append(CodeSnippet(dialect: dialect, code: code))
            } catch let refusal as CodePlanRefusal {
                offer.withheld.append((dialect, refusal))
            } catch {
                offer.withheld.append((dialect, .unexpected("\(error)")))
            }
        }
        return offer
    }
}
