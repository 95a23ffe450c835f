import Foundation
import UICore

/// Stamps trace events with the clock's time since the tracer started and hands the JSON lines
/// to a sink (a replay's trace file, a test's array).
public final class Tracer {
    /// Receives each trace line (JSON, docs/interfaces.md); nil drops them.
    public var sink: ((String) -> Void)?
    private let clock: any TimeSource
    private let origin: Double

    /// A tracer whose times count from the clock's current reading.
    public init(clock: any TimeSource) {
        self.clock = clock
        origin = clock.now
    }

    /// Writes one event, stamped in whole milliseconds since the start.
    public func emit(_ event: TraceEvent) {
        guard let sink else { return }
        sink(event.jsonLine(milliseconds: Int(((clock.now - origin) * 1000).rounded())))
    }

    /// Reports a problem with the app's input to the user (bad scroll requests and the like):
    /// one line on standard error, prefixed with the program's name.
    public func warn(_ message: String) {
        FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    }
}
