/// Where an input handler hands its ``RuntimeCommand``s: its host's `ViewHost.apply(_:)`, or
/// a recording host in a test. Called as a function (`apply(.toast("…"))`); a handler reads the
/// ``CommandOutcome`` only where its next step depends on it.
struct CommandSink {
    private let body: (RuntimeCommand) -> CommandOutcome

    init(_ body: @escaping (RuntimeCommand) -> CommandOutcome) { self.body = body }

    /// Hands `command` over and returns the host's answer.
    @discardableResult
    func callAsFunction(_ command: RuntimeCommand) -> CommandOutcome { body(command) }
}
