import Foundation

/// The intent types a widget extension knows, so an envelope from the host becomes a value to perform.
public struct IntentRegistry: Sendable {
    /// Why an envelope could not be unpacked.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownType(String)
        case badPayload(type: String)

        public var description: String {
            switch self {
            case .unknownType(let t): "unknown intent type '\(t)'"
            case .badPayload(let t): "intent '\(t)' has unreadable parameters"
            }
        }
    }

    private var decoders: [String: @Sendable (Data) throws -> any AppIntent] = [:]

    public init() {}

    /// Teaches the registry an intent type.
    public mutating func register<Intent: AppIntent>(_ type: Intent.Type) {
        decoders[Intent.typeIdentifier] = { try JSONDecoder().decode(Intent.self, from: $0) }
    }

    /// The intent an envelope carries.
    public func intent(from envelope: IntentEnvelope) throws(Failure) -> any AppIntent {
        guard let decode = decoders[envelope.type] else { throw .unknownType(envelope.type) }
        do { return try decode(envelope.payload) } catch { throw .badPayload(type: envelope.type) }
    }
}
