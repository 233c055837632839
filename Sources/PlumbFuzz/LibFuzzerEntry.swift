/// libFuzzer's side, present only in the fuzzing build (`scripts/fuzz.sh`:
/// `-sanitize=fuzzer,address -D PLUMB_FUZZING`).
///
/// SwiftPM links an executable's entry point under the name
/// `PlumbFuzz_main` and points `main` at it, which would hide libFuzzer's own
/// `main`; so this entry point hands the command line to libFuzzer's driver.
#if PLUMB_FUZZING
typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> CInt

@_cdecl("PlumbFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        FuzzHarness.run(UnsafeBufferPointer(start: data, count: size))
        return 0
    }
}
#endif
