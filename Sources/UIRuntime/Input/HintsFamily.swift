/// The glyphs the on-screen button hints show, as the trace's `hints` event names them: a pad
/// family's buttons, or the keyboard's keys (also for the mouse, which belongs to the desktop).
public enum HintsFamily: String, Sendable, CaseIterable {
    case xbox, playstation, nintendo, keyboard
}
