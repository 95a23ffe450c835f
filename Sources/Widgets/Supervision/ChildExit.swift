import Foundation

/// How a child process ended, in the few words the host's one-line report uses: "it exited with
/// status 2", "it was killed by SIGKILL".
public enum ChildExit {
    /// The words for a process that ended for `reason` with `status` (its exit status, or the
    /// number of the signal that killed it).
    public static func describe(reason: Process.TerminationReason, status: Int32) -> String {
        reason == .uncaughtSignal ? "it was killed by \(signalName(status))" : "it exited with status \(status)"
    }

    /// The C name of signal `number` ("SIGKILL"), or "signal N" for one without a usual name.
    public static func signalName(_ number: Int32) -> String {
        names[number] ?? "signal \(number)"
    }

    /// The signals a process is commonly killed by, with their C names.
    static let names: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
        SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
        SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGSYS: "SIGSYS",
    ]
}
