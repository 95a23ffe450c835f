import UICore

/// What an assistive technology asked of an element through the platform's accessibility
/// service (``PlatformAccessibility``): the runtime does it at the next frame.
public enum AccessibilityRequest: Hashable, Sendable {
    /// Move focus to the view (AT-SPI's `grabFocus`).
    case focus(ViewID)
    /// Focus the view and do its action, as Return or the remote's Select would (AT-SPI's `doAction`).
    case activate(ViewID)
}
