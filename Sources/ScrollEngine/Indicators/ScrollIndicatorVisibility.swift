/// Whether a scroll view shows its indicators (SwiftUI's `ScrollIndicatorVisibility`, S5).
public enum ScrollIndicatorVisibility: String, Hashable, Sendable, CaseIterable {
    /// The default: hidden for flexible input (touch, trackpad, remote, gamepad), shown while a mouse is in use.
    case automatic
    /// Always shown while scrolling (and fading after), whatever the input device.
    case visible
    /// Hidden when possible — but still shown while a mouse is in use, as the session shows on the Mac.
    case hidden
    /// Never shown, whatever the input device.
    case never
}
