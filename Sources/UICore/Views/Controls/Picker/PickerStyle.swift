/// How a ``Picker`` shows its options (SwiftUI's `PickerStyle`), set with
/// ``View/pickerStyle(_:)`` on a picker or on a view holding pickers:
///
///     Picker("Units", selection: $units) {
///         Text("Metric").tag(Units.metric)
///         Text("Imperial").tag(Units.imperial)
///     }
///     .pickerStyle(.segmented)
public protocol PickerStyle: Sendable {
    /// The presentation the style asks for.
    var presentation: PickerPresentation { get }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's picker: on the 10-foot layout a row with the picker's title and the chosen
    /// option, whose choices open on a sheet (SwiftUI's `.automatic`).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side in a segmented control (SwiftUI's `.segmented`): for two to five
    /// short options.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The options in a menu opened from a button showing the chosen one (SwiftUI's `.menu`).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
