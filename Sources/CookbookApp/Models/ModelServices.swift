import UICore
import UIRuntime

/// What the app model uses of the runtime it runs in: the clock, the trace, the toasts and
/// spoken feedback, handed to ``AppModel/init(catalog:store:services:)`` when the model is made.
///
/// ``AppRuntime`` makes the model with its host's; a model made alone (a test reading user data,
/// a benchmark without a window) gets ``detached``: a clock standing at 0 and nowhere for the
/// trace, toasts or speech to go.
public struct ModelServices {
    /// Where the footer's messages and the user data's debounces read the time.
    public let clock: any TimeSource
    /// Where the model's trace events go (`data`, `screen`, a control's `value`).
    let tracer: Tracer?
    /// The toasts over the UI.
    let toasts: ToastCenter?
    /// Spoken feedback.
    let speech: SpokenFeedback?

    /// Services over a runtime's clock, trace, toasts and spoken feedback.
    public init(clock: any TimeSource, tracer: Tracer?, toasts: ToastCenter?, speech: SpokenFeedback?) {
        self.clock = clock
        self.tracer = tracer
        self.toasts = toasts
        self.speech = speech
    }

    /// No runtime: the clock stands at 0 and what the model says goes nowhere.
    public static var detached: ModelServices {
        ModelServices(clock: ManualClock(), tracer: nil, toasts: nil, speech: nil)
    }

    /// Writes a trace event.
    func trace(_ event: TraceEvent) { tracer?.emit(event) }
    /// Shows a toast at once: the app's toasts answer what the user just did, never queued.
    func toast(_ text: String) { toasts?.showImmediately(text) }
    /// Speaks `text` when spoken feedback is on.
    func say(_ text: String) { speech?.announce(text) }
}
