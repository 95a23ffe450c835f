// The libFuzzer target for the input parsers (`make fuzz`): every input must give a value or a
// one-line error (InputCheck); a violation traps, so libFuzzer keeps the input as a crash.
//
// Built with `-sanitize=fuzzer,address -parse-as-library -D FUZZING`. SwiftPM links an executable's
// `main` to `<module>_main`, so that entry point hands control to libFuzzer's driver.
// Without FUZZING it is a plain tool that re-runs saved inputs: `cookbook-fuzz PARSER FILE…`.
import Foundation
import InputChecks

#if FUZZING
/// The parser under test: `$FUZZ_PARSER`, or (unset) the first input byte picks one.
let fixedParser = ProcessInfo.processInfo.environment["FUZZ_PARSER"].flatMap(InputCheck.Parser.init(rawValue:))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let parser: InputCheck.Parser
    if let fixedParser { parser = fixedParser } else {
        guard let first = data.first else { return 0 }
        parser = InputCheck.Parser.allCases[Int(first) % InputCheck.Parser.allCases.count]
        data = data.dropFirst()
    }
    if let problem = InputCheck.violation(parser, data) { fatalError("\(parser.rawValue): \(problem)") }
    return 0
}

/// libFuzzer's entry for programs with their own `main` (compiler-rt FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The program's `main` (SwiftPM's name for it): runs libFuzzer with the command line.
@_cdecl("cookbook_fuzz_main")
public func cookbookFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in fuzzOneInput(bytes, count) }
}
#else
/// Without FUZZING: re-runs saved inputs (a crash libFuzzer kept, a corpus) through the checks.
@main
enum CookbookFuzz {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let parser = InputCheck.Parser(rawValue: name), arguments.count > 1 else {
            let names = InputCheck.Parser.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: cookbook-fuzz PARSER FILE… (parsers: \(names))\n".utf8))
            exit(2)
        }
        var failed = false
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { print("\(path): cannot read"); failed = true; continue }
            let problem = InputCheck.violation(parser, data)
            print("\(path): \(problem ?? "ok")")
            failed = failed || problem != nil
        }
        exit(failed ? 1 : 0)
    }
}
#endif
