import ArgumentParser
import CookbookApp
import Foundation

// The `cookbook` executable: argument parsing and wiring only (docs/interfaces.md). Exit codes:
// 0 ok, 1 a check failed, 2 bad input (ArgumentParser's own usage errors are mapped to 2) or user
// data that could not be saved (already reported on stderr).
// SIGTERM and SIGINT must reach SDL's handler, which turns them into a quit request (a replay
// then fails naming the line it stopped at): undo a blocked or ignored disposition inherited
// from the parent (test runners and some shells pass one on).
var quitSignals = sigset_t()
sigemptyset(&quitSignals)
for quit in [SIGTERM, SIGINT] {
    sigaddset(&quitSignals, quit)
    signal(quit, SIG_DFL)
}
sigprocmask(SIG_UNBLOCK, &quitSignals, nil)
// A write past `ulimit -f` fails with EFBIG (reported as "file too large") instead of killing us.
signal(SIGXFSZ, SIG_IGN)

do {
    try ArgumentCheck.check(Array(CommandLine.arguments.dropFirst()))
    var command = try Cookbook.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let reported as ReportedFailure {
    Foundation.exit(reported.status)
} catch let failure as CheckFailed {
    // Messages already name their file (and line): `SCRIPT:LINE: …`, `LAYOUT.json: …`.
    FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
    Foundation.exit(1)
} catch let bad as AppError {
    FileHandle.standardError.write(Data("\(bad.message)\n".utf8))
    Foundation.exit(2)
} catch {
    let code = Cookbook.exitCode(for: error)
    if code == .success {
        print(Cookbook.fullMessage(for: error))
        Foundation.exit(0)
    }
    // Usage errors in one line (the full usage is one `--help` away).
    let message = Cookbook.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    FileHandle.standardError.write(Data("cookbook: \(message) (see --help)\n".utf8))
    Foundation.exit(2)
}
