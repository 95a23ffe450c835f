import Foundation
import Synchronization

/// Where each `xvfb-run -a` of this test process starts looking for a free X display.
///
/// `xvfb-run -a` checks for a free display number and then starts its server on it; two suites
/// starting servers at the same moment from the default (99) can both pick one number, and the
/// loser's script then talks to the other suite's server (the likely cause of a fresh-clone run
/// that read no window geometry). Each call gives a different starting number, spread by the process id
/// so two test runs on one machine start apart too; `-a` still moves on past a taken one.
enum XvfbServerNumbers {
    private static let issued = Mutex(0)

    /// The next starting display number (100 and up).
    static func next() -> Int {
        let n = issued.withLock { count -> Int in
            count += 1
            return count
        }
        // Twenty numbers per process, fifty process slots: 100…1099.
        return 100 + Int(getpid() % 50) * 20 + n % 20
    }

    /// `xvfb-run`'s arguments for an automatic server number starting at ``next()``.
    static func arguments() -> [String] { ["-a", "-n", String(next())] }
}
