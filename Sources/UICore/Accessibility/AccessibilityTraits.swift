/// What kind of thing an accessibility element is and what state it is in (SwiftUI's
/// `AccessibilityTraits`): a reader speaks them after the element's label and value.
///
/// Controls add their own (a `Button` and any view with an action is `.isButton`, a `Toggle`
/// `.isToggle`, a text field `.isTextField`); views add more with
/// ``View/accessibilityAddTraits(_:)`` and take some away with ``View/accessibilityRemoveTraits(_:)``.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activating it does something.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// It is the selected one of a set (the current tab, the selected category).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 1)
    /// It titles the content after it.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 2)
    /// It switches something on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 3)
    /// It is a picture.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// It is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// It opens something elsewhere.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 6)
    /// It keeps the reader inside itself while shown (a sheet).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
    /// Its value steps up and down with left and right (UIKit's `.adjustable`; SwiftUI gives it
    /// to views with an `accessibilityAdjustableAction`).
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 8)
    /// Text is typed into it (SwiftUI says so of a `TextField` without naming a trait).
    public static let isTextField = AccessibilityTraits(rawValue: 1 << 9)
    /// A text field that searches (SwiftUI's `.isSearchField`): read "search field", not "text field".
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 10)
    /// A tab of a tab bar (UIKit's `.tabBar` member; VoiceOver says "tab", not "button").
    public static let isTab = AccessibilityTraits(rawValue: 1 << 11)

    /// The traits in the order a reader speaks them, with the words it speaks (VoiceOver's).
    public static let spokenOrder: [(AccessibilityTraits, String)] = [
        (.isSelected, "selected"), (.isHeader, "heading"), (.isToggle, "switch"), (.isTab, "tab"), (.isButton, "button"),
        (.isLink, "link"), (.isSearchField, "search field"), (.isTextField, "text field"), (.isAdjustable, "adjustable"), (.isImage, "image"),
    ]

    /// The words of these traits, in spoken order (`isStaticText` and `isModal` are not spoken).
    public var spokenNames: [String] {
        // A search field is said as one, not also as a text field; a tab, not also as a button.
        var traits = contains(.isSearchField) ? subtracting(.isTextField) : self
        if traits.contains(.isTab) { traits.remove(.isButton) }
        return Self.spokenOrder.filter { traits.contains($0.0) }.map(\.1)
    }
}
