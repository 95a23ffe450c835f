/// The kinds of interaction a focusable view supports (SwiftUI's `FocusInteractions`).
///
/// `.activate` views (buttons, pickers) are not focused by a click and are reached by Tab only
/// while keyboard navigation is on; `.edit` views (text fields, editable grids) take focus on
/// click and Tab. `.automatic` means both.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}
