import XCTest
@testable import plumb

/// One declaration per command makes both its parser and its help: errors
/// are cases with the argument's position, every option takes `--name=value`
/// as well as `--name value`, and the help names exactly what is accepted.
final class CommandLineTests: XCTestCase {
    private func error(_ body: () throws -> Any) -> ArgumentError? {
        do { _ = try body(); return nil } catch let e as CommandLineError { return e.error } catch { return nil }
    }

    func testErrorsAreCasesWithPositions() {
        XCTAssertEqual(error { try SiteCommand.parse(["--drafts", "--nocache"], mode: .check) },
                       .unknownOption("--nocache", position: 2, suggestion: "--no-cache"))
        XCTAssertEqual(error { try SolveCommand.parse(["p.md", "--width"]) },
                       .missingValue(option: "--width", position: 2, expected: SolveCommand.widthRule))
        XCTAssertEqual(error { try SolveCommand.parse(["p.md", "--width=0"]) },
                       .invalidValue(option: "--width", value: "0", position: 2, expected: SolveCommand.widthRule))
        XCTAssertEqual(error { try SolveCommand.parse(["a.md", "b.md"]) },
                       .extraOperand("b.md", position: 2, command: "plumb solve", operand: "file"))
        XCTAssertEqual(error { try SolveCommand.parse(["--json"]) }, .missingOperand(command: "plumb solve", operand: "file"))
        XCTAssertEqual(error { try SiteCommand.parse(["--drafts=yes"], mode: .build) }, .unexpectedValue(option: "--drafts", position: 1))
        XCTAssertEqual(error { try ServeCommand.parse(["--port", "70000"]) },
                       .invalidValue(option: "--port", value: "70000", position: 1, expected: "a port number from 1 to 65535 (0: any free port)"))
        XCTAssertEqual(error { try InitCommand.parse([]) }, .missingOperand(command: "plumb init", operand: "folder"))
    }

    /// `check --no-cache` was accepted but not in check's help, and only
    /// `solve` took `--flag=value`: now every command takes both forms, and
    /// every option its help lists is accepted.
    func testEveryDocumentedOptionIsAcceptedInBothForms() throws {
        let site = try SiteCommand.parse(["--content=pages", "--no-cache", "--warnings-as-errors"], mode: .check)
        XCTAssertEqual(site.content, "pages")
        XCTAssertFalse(site.useCache)
        XCTAssertTrue(site.warningsAsErrors)
        XCTAssertTrue(SiteCommand.checkSpec.usage.contains("--no-cache"))
        let serve = try ServeCommand.parse(["--port=0", "--content", "x"])
        XCTAssertEqual(serve.port, 0)
        XCTAssertEqual(serve.content, "x")
        let solve = try SolveCommand.parse(["--width=320", "p.md", "--width", "375", "--budget=0"])
        XCTAssertEqual(solve.widths, [320, 375])
        XCTAssertEqual(solve.path, "p.md")
        XCTAssertEqual(solve.budget, 0)
        for spec in [SiteCommand.buildSpec, SiteCommand.checkSpec] {
            for option in spec.options {
                XCTAssertTrue(spec.usage.contains(option.name), "\(spec.name) help omits \(option.name)")
                // A value the option takes: any word, or a language Plumb words diagnostics in.
                let words = option.value == nil ? [option.name] : [option.name, option.name == "--language" ? "zh-Hans" : "x"]
                XCTAssertNoThrow(try spec.parse(words, into: SiteCommand(mode: .build)), "\(spec.name) \(words)")
            }
        }
    }

    func testTheMessageIsRenderedInOnePlace() {
        XCTAssertEqual(ArgumentError.unknownOption("--outptu", position: 3, suggestion: "--output").message,
                       "unknown option '--outptu' (argument 3); did you mean '--output'?")
        XCTAssertEqual(ArgumentError.unknownCommand("biuld", suggestion: "build").message, "unknown command 'biuld'; did you mean 'build'?")
    }
}
