import Foundation

/// Turns host and extension messages into frames and back.
public enum MessageCoder {
    /// A frame carrying one message.
    public static func encode<Message: Encodable>(_ message: Message) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return MessageFraming.frame(try encoder.encode(message))
    }

    /// The message in a frame's payload; a payload that is not one is an error naming its type.
    public static func decode<Message: Decodable>(_ type: Message.Type, from payload: Data) throws -> Message {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        do { return try decoder.decode(type, from: payload) } catch {
            throw ProtocolError("a \(payload.count)-byte message is not a valid \(type)")
        }
    }
}
