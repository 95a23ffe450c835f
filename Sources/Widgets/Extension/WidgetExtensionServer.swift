import Foundation

/// The widget extension's side of the protocol: answers timeline requests with archives and
/// performs intents, in its own process (W3).
///
/// `cookbook widget-extension` builds one with the app's widgets and intents and calls
/// ``serve(input:output:)`` on its standard input and output.
public struct WidgetExtensionServer: Sendable {
    private let widgets: [String: WidgetDefinition]
    private let intents: IntentRegistry
    private let pid: Int32

    /// A server for `widgets`, performing intents known to `intents`.
    public init(widgets: [WidgetDefinition], intents: IntentRegistry, pid: Int32 = getpid()) {
        var byKind: [String: WidgetDefinition] = [:]
        for w in widgets { byKind[w.kind] = w }
        self.widgets = byKind
        self.intents = intents
        self.pid = pid
    }

    /// The answer to one message; nil for `shutdown`.
    public func respond(to message: HostMessage) async -> ExtensionMessage? {
        switch message {
        case .timeline(let kind, let context):
            guard let widget = widgets[kind] else { return .failed(request: nil, kind: kind, message: "unknown widget kind '\(kind)'") }
            if let problem = context.problem { return .failed(request: nil, kind: kind, message: "widget '\(kind)': \(problem)") }
            do {
                let timeline = try await widget.archivedTimeline(in: context)
                return .timeline(kind: kind, entries: timeline.entries, policy: timeline.policy)
            } catch {
                return .failed(request: nil, kind: kind, message: "widget '\(kind)' could not be archived: \(error)")
            }
        case .perform(let request, let session, let envelope):
            do {
                let intent = try intents.intent(from: envelope)
                _ = try await IntentRequest.$current.withValue(IntentRequest(number: request, session: session)) {
                    try await intent.perform()
                }
                return .performed(request: request, pid: pid)
            } catch {
                return .failed(request: request, kind: nil, message: "\(error)")
            }
        case .shutdown:
            return nil
        }
    }

    /// Reads framed host messages from `input` and writes answers to `output` until `shutdown`
    /// or the end of input. A frame that is not a message is answered with `failed`; a stream
    /// that cannot be framed ends the session.
    public func serve(input: FileHandle, output: FileHandle) async {
        write(.hello(pid: pid), to: output)
        var decoder = FrameDecoder()
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { return }
            decoder.append(chunk)
            do {
                while let payload = try decoder.next() {
                    let message: HostMessage
                    do { message = try MessageCoder.decode(HostMessage.self, from: payload) } catch {
                        write(.failed(request: nil, kind: nil, message: "\(error)"), to: output)
                        continue
                    }
                    guard let answer = await respond(to: message) else { return }
                    write(answer, to: output)
                }
            } catch {
                write(.failed(request: nil, kind: nil, message: "\(error)"), to: output)
                return
            }
        }
    }

    private func write(_ message: ExtensionMessage, to output: FileHandle) {
        guard let frame = try? MessageCoder.encode(message) else { return }
        // A host that went away is not an error worth trapping over: the next read ends the loop.
        try? output.write(contentsOf: frame)
    }
}
