import UICore

extension SDLApp {
    /// One thing a headless run does (``SDLApp/runHeadless(canvas:inputs:shot:speak:trace:content:)``):
    /// the `--keys` and `--type` of the command line, in order.
    public enum HeadlessInput: Equatable, Sendable, CustomStringConvertible {
        /// Presses and releases a key (`--keys right,return`).
        case key(KeyChord)
        /// Types text into the focused text field, as a keyboard's text input does (`--type "Star"`).
        case text(String)

        /// How the step is printed: the key's name, or `type "TEXT"`.
        public var description: String {
            switch self {
            case .key(let chord): "\(chord)"
            case .text(let text): "type \"\(text)\""
            }
        }
    }

    /// Where a headless run stands after starting or after one input.
    public struct HeadlessStep: Equatable, Sendable {
        /// The input (nil for the start).
        public let input: HeadlessInput?
        /// The focused view (nil when nothing is focused).
        public let focus: ViewID?
        /// What spoken feedback said meanwhile (empty unless it is on).
        public let spoken: [String]
    }
}
