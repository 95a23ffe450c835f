/// Starts a widget extension before anything asks for it, so the first request finds the
/// process already running.
///
/// A fresh extension process spends tens of milliseconds before it can answer: the dynamic
/// loader, the runtime, its fonts and its store. A host that calls ``prestart()`` once it is up
/// (after its first frame, say) has that done in the background, on another core, while the
/// user is still elsewhere; the first ``launch()`` (the widget shown for the first time) takes
/// that process instead of starting one and waiting for it. A spare that stopped while it
/// waited is replaced rather than handed out, and later launches (a restart after a failure)
/// start a new process each.
///
/// ``discard()`` stops a spare that was never taken (the app quits without showing the widget).
/// Give ``launch()`` to a ``WidgetHostSession`` as its `launch`.
public final class PrestartedLauncher<Transport: WidgetTransport> {
    private let start: () throws -> Transport
    /// The process started ahead of need, until a launch takes it.
    private var spare: Transport?
    /// Whether ``prestart()`` or ``launch()`` ran: a spare is started at most once, and never
    /// after a session has its extension (a window opened on the widget screen launches before
    /// it prestarts).
    private var prestarted = false

    /// A launcher that starts each extension with `start`.
    public init(start: @escaping () throws -> Transport) {
        self.start = start
    }

    /// Whether a started process waits to be taken by ``launch()``.
    public var hasSpare: Bool { spare != nil }

    /// Starts one extension now, to be taken by the next ``launch()``; does nothing when it
    /// already did, or when an extension was already launched. A process that cannot start is
    /// not reported here: the launch that would have taken it starts one itself and reports the
    /// problem to the session.
    public func prestart() {
        guard !prestarted else { return }
        prestarted = true
        spare = try? start()
    }

    /// The extension for a session: the spare while it is alive, else a new one.
    public func launch() throws -> Transport {
        prestarted = true
        if let waiting = spare {
            spare = nil
            if waiting.isAlive { return waiting }
            waiting.terminate()
        }
        return try start()
    }

    /// Stops the spare, if one is still waiting.
    public func discard() {
        guard let waiting = spare else { return }
        spare = nil
        waiting.send(.shutdown)
        waiting.terminate()
    }
}
