/// What an element of an ``AccessibilityTree`` is, as a desktop accessibility service names it
/// (AT-SPI's and ATK's roles): worked out from the element's traits and the view it came from.
public enum AccessibilityRole: Int, Sendable, CaseIterable {
    /// A group of elements (a focus section).
    case panel
    /// A sheet: a modal dialog.
    case dialog
    /// A scroll view's visible part.
    case scrollPane
    /// A heading (`.isHeader`).
    case heading
    /// Text, or an element that is neither a control nor a picture.
    case label
    /// A button (`.isButton`, a view with an action).
    case button
    /// A switch (`.isToggle`): its state says on or off.
    case toggle
    /// A tab of a tab bar (`.isTab`).
    case tab
    /// A text or search field.
    case textField
    /// A picture with a label (`.isImage`).
    case image
    /// A control whose value steps up and down (`.isAdjustable`).
    case slider
    /// A link (`.isLink`).
    case link
    /// A context menu.
    case menu
    /// An item of a context menu.
    case menuItem
}
