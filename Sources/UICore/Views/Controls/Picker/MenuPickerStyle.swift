/// A picker whose options open as a menu (SwiftUI's `MenuPickerStyle`, `.menu`): a button shows
/// the picker's title and the chosen option, and choosing it (Select, Return, a click) shows the
/// options in the modal list a ``Menu`` shows beside its button, the chosen one checked; choosing
/// an option sets the selection and closes the list, Back closes it unchanged. Apple advises it
/// over `.segmented` for more than five options.
public struct MenuPickerStyle: PickerStyle, Equatable {
    public init() {}
    public var presentation: PickerPresentation { .menu }
}
