/// The platform's picker (SwiftUI's `DefaultPickerStyle`, `.automatic`): a row with the picker's
/// title and the chosen option; Select opens the choices on a sheet, as tvOS shows a picker in a
/// settings list.
public struct DefaultPickerStyle: PickerStyle, Equatable {
    public init() {}
    public var presentation: PickerPresentation { .automatic }
}
