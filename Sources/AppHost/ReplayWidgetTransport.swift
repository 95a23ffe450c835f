import Foundation
import UICore
import Widgets

/// The widget extension as `cookbook replay` sees it: the real process, with its answers
/// delivered on the virtual clock so a replay is deterministic.
///
/// Every request gets exactly one answer, in order. An answer is delivered at the first frame
/// whose virtual time is at least ``latency`` after its request was sent; that frame waits (in
/// real time) for the answer if the process has not sent it yet. The wait is bounded like the
/// live host's timeout, in real time, because a hang is a real-time event and the virtual clock
/// does not move while the frame waits: ``WidgetHostSession/startupTimeout`` until the process
/// says hello, then ``WidgetHostSession/responseTimeout`` per answer. A process that misses it is
/// killed and reported as hung; the session restarts it on the virtual clock.
final class ReplayWidgetTransport: WidgetTransport {
    /// The modelled round trip of one request: 200 ms of virtual time, so a tap's stale look
    /// (intent, then reload: two round trips) lasts a deterministic 0.4 s, long enough for a
    /// `shot` taken right after the input line (0.25 s later) to show it. Our choice: real round
    /// trips here take 5–50 ms and vary run to run.
    static let latency = 0.2
    /// The longest a frame waiting for an answer sleeps before it looks at the process again
    /// (seconds; our choice: a dead process is noticed within a frame of virtual time's worth).
    static let waitSlice = 0.01

    private let inner: ProcessWidgetTransport
    private let clock: ManualClock
    /// Send times of requests not yet answered, oldest first.
    private var sent: [Double] = []
    /// Messages read from the process and not yet delivered.
    private var arrived: [ExtensionMessage] = []
    private var saidHello = false
    private var hung: String?

    init(_ inner: ProcessWidgetTransport, clock: ManualClock) {
        self.inner = inner; self.clock = clock
    }

    func send(_ message: HostMessage) {
        if case .shutdown = message {} else { sent.append(clock.now) }
        inner.send(message)
    }

    func receive() -> [ExtensionMessage] {
        var out: [ExtensionMessage] = []
        pull()
        // The hello is not an answer: it passes at once.
        while let i = arrived.firstIndex(where: { if case .hello = $0 { true } else { false } }) {
            out.append(arrived.remove(at: i))
        }
        while hung == nil, let first = sent.first, clock.now + 1e-9 >= first + Self.latency {
            guard let answer = waitForAnswer() else { break }
            out.append(answer)
            sent.removeFirst()
        }
        return out
    }

    /// The next answer, waiting for it in real time within the timeout; nil when the process
    /// died or hung (then marked hung and killed).
    private func waitForAnswer() -> ExtensionMessage? {
        let limit = saidHello ? WidgetHostSession.responseTimeout : WidgetHostSession.startupTimeout
        let deadline = Date().addingTimeInterval(limit)
        while true {
            if let i = arrived.firstIndex(where: { if case .hello = $0 { false } else { true } }) {
                return arrived.remove(at: i)
            }
            guard inner.isAlive else { return nil }
            if Date() >= deadline {
                hung = saidHello ? "it did not answer within \(WidgetHostSession.responseTimeout) s"
                                 : "it did not start within \(WidgetHostSession.startupTimeout) s"
                inner.terminate()
                return nil
            }
            // Woken as the answer arrives (or the process's output ends); at most a slice at a
            // time, so a process that dies without closing its output is noticed.
            _ = inner.waitForMessage(until: min(deadline, Date().addingTimeInterval(Self.waitSlice)))
            pull()
        }
    }

    private func pull() {
        let new = inner.receive()
        if new.contains(where: { if case .hello = $0 { true } else { false } }) { saidHello = true }
        arrived += new
    }

    /// Alive while the process is, and while answers it sent before dying are still to be delivered.
    var isAlive: Bool {
        hung == nil && (inner.isAlive || arrived.contains { if case .hello = $0 { false } else { true } })
    }

    var problem: String? { hung ?? inner.problem }

    func terminate() { inner.terminate() }

    func finish(within grace: Double) { inner.finish(within: grace) }

    /// The process id.
    var pid: Int32 { inner.pid }
}
