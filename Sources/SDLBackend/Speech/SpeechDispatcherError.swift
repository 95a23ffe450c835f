/// Why speech-dispatcher could not be reached, as one line (libspeechd's own words when it gave some).
public struct SpeechDispatcherError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
