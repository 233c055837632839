// Without libFuzzer (an ordinary `swift build`): replays inputs, one file or
// every file of a folder, through the same harness. This is how a crashing
// input is reproduced under a debugger, and how the saved corpus runs as a
// regression suite (`plumb-fuzz Tests/Fuzz/regressions/block`). In the
// fuzzing build libFuzzer supplies `main`, so this one is left out.
#if !PLUMB_FUZZING
import Foundation

@main
enum Replay {
    static func main() {
        var files: [String] = []
        for argument in CommandLine.arguments.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("plumb-fuzz: no such file or folder: \(argument)\n".utf8))
                exit(2)
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files += names.sorted().filter { !$0.hasPrefix(".") }.map { argument + "/" + $0 }
            } else {
                files.append(argument)
            }
        }
        if files.isEmpty {
            FileHandle.standardError.write(Data("usage: PLUMB_FUZZ_TARGET=block|page plumb-fuzz FILE|FOLDER...\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            data.withUnsafeBytes { raw in FuzzHarness.run(raw.bindMemory(to: UInt8.self)) }
        }
        print("plumb-fuzz: \(files.count) input\(files.count == 1 ? "" : "s") replayed through the \(FuzzHarness.target.rawValue) harness, no broken promise")
    }
}
#endif
