import Foundation

/// Reassembles ``MessageFraming`` frames from bytes that arrive in arbitrary chunks.
public struct FrameDecoder: Sendable {
    /// A stream that cannot be a sequence of frames.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// A length prefix above ``MessageFraming/maximumPayload``.
        case oversized(Int)
        public var description: String {
            switch self {
            case .oversized(let n): "a message of \(n) bytes exceeds the \(MessageFraming.maximumPayload)-byte limit"
            }
        }
    }

    private var buffer = Data()

    public init() {}

    /// Bytes received and not yet returned as a frame.
    public var pendingByteCount: Int { buffer.count }

    /// Adds received bytes.
    public mutating func append(_ bytes: Data) { buffer.append(bytes) }

    /// The next complete payload, nil until one has fully arrived.
    public mutating func next() throws(Failure) -> Data? {
        guard buffer.count >= 4 else { return nil }
        let start = buffer.startIndex
        let length = buffer[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= MessageFraming.maximumPayload else { throw .oversized(length) }
        guard buffer.count >= 4 + length else { return nil }
        let payload = Data(buffer[start + 4..<start + 4 + length])
        buffer = Data(buffer[(start + 4 + length)...])
        return payload
    }
}
