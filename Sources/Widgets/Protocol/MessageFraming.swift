import Foundation

/// The length-prefixed framing of messages between the host and the widget extension.
///
/// A frame is a 4-byte big-endian payload length followed by the payload (one JSON-encoded
/// message). Pipes deliver bytes in arbitrary chunks; ``FrameDecoder`` reassembles them.
public enum MessageFraming {
    /// The largest payload accepted: 32 MiB. A 1920×1080 widget archive with both toggle states
    /// is a few hundred KiB of JSON; anything near this bound is garbage from a broken peer, and
    /// refusing it keeps a bad length from making the host allocate gigabytes (our limit).
    public static let maximumPayload = 32 << 20

    /// One frame around a payload.
    public static func frame(_ payload: Data) -> Data {
        var length = UInt32(payload.count).bigEndian
        var out = Data(bytes: &length, count: 4)
        out.append(payload)
        return out
    }
}
