import Foundation

/// An intent packed for the wire: its type identifier and its parameters as JSON.
public struct IntentEnvelope: Hashable, Sendable, Codable {
    /// The intent type's ``AppIntent/typeIdentifier``.
    public var type: String
    /// The intent's parameters, JSON-encoded.
    public var payload: Data

    /// Packs an intent.
    public init<Intent: AppIntent>(_ intent: Intent) throws {
        type = Intent.typeIdentifier
        payload = try JSONEncoder().encode(intent)
    }

    /// An envelope from its parts (as decoded from a message).
    public init(type: String, payload: Data) {
        self.type = type; self.payload = payload
    }
}
