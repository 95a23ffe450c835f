/// Gamepad buttons, named by position as SDL's game controller API names them.
public enum PadButton: String, Hashable, Sendable, CaseIterable {
    case a, b, x, y, back, guide, start, leftShoulder, rightShoulder
    case dpadUp = "dpad-up", dpadDown = "dpad-down", dpadLeft = "dpad-left", dpadRight = "dpad-right"
    /// The TV remote's Menu button: Start on a gamepad.
    public static let menu = PadButton.start
}
