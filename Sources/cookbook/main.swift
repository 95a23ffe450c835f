import ArgumentParser
import CookbookApp
import Foundation
import UIRuntime

// The `cookbook` executable: argument parsing and wiring only (docs/interfaces.md). Exit codes:
// 0 ok, 1 a check failed, 2 bad input (ArgumentParser's own usage errors are mapped to 2) or user
// data that could not be saved (already reported on stderr).
// Before anything else: SIGPIPE ignored (a vanished `--trace` reader is a failed write, not
// death), SIGTERM and SIGINT read by a thread that asks the running loop to quit (and saves what
// is pending) or ends a process still starting at once. A blocked disposition inherited from
// the parent (test runners and some shells pass one on) is undone first.
QuitSignals.install()
var quitSignals = sigset_t()
sigemptyset(&quitSignals)
for quit in [SIGTERM, SIGINT] { sigaddset(&quitSignals, quit) }
sigprocmask(SIG_UNBLOCK, &quitSignals, nil)
// A write past `ulimit -f` fails with EFBIG (reported as "file too large") instead of killing us.
signal(SIGXFSZ, SIG_IGN)

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    try ArgumentCheck.check(arguments)
    if let extensionRun = WidgetExtensionCommand.directRun(arguments) {
        try extensionRun()
    } else {
        var command = try Cookbook.parseAsRoot()
        try command.run()
    }
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
