import Foundation
import UICore

/// One start-up step run on a thread of its own beside the main thread's work (the live window
/// opens the user data store while SDL creates the window), whose result the main thread waits for.
///
/// The result crosses threads once, after the step ended, and is only used on the main thread
/// from then on, so it travels in an unchecked box.
final class BackgroundStep<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?
    /// Whether the main thread has already waited for the step (read and written on it only).
    private var joined = false

    /// Starts `work` on a new thread.
    init(_ work: @escaping () throws -> Value) {
        let body = UncheckedSendable(work)
        let thread = Thread { [self] in
            result = Result { try body.value() }
            done.signal()
        }
        thread.start()
    }

    /// Waits for the step and returns its value, or throws its error.
    func value() throws -> Value {
        if !joined { done.wait(); joined = true }
        return try result!.get()
    }
}
