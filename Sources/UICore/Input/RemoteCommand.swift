/// A TV remote's media command (tvOS's play/pause button and the transport keys of IR, HDMI-CEC
/// and Bluetooth remotes), delivered to the focused view's ``View/onRemoteCommand(_:perform:)``
/// handlers innermost first.
public enum RemoteCommand: String, CaseIterable, Hashable, Sendable {
    /// Play/Pause (SwiftUI's `onPlayPauseCommand`).
    case playPause = "play-pause"
    /// Stop.
    case stop
    /// Rewind (and the previous-track key).
    case rewind
    /// Fast-forward (and the next-track key).
    case fastForward = "fast-forward"
}
