/// Environment key: how the pickers inside a view show their options (``View/pickerStyle(_:)``).
public enum PickerPresentationKey: EnvironmentKey {
    public static let defaultValue = PickerPresentation.automatic
}

extension EnvironmentValues {
    /// How the pickers inside show their options (``PickerPresentationKey``).
    public var pickerPresentation: PickerPresentation {
        get { self[PickerPresentationKey.self] }
        set { self[PickerPresentationKey.self] = newValue }
    }
}

extension View {
    /// Shows the pickers in this view, itself included, in `style` (SwiftUI's `pickerStyle(_:)`).
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> EnvironmentModifier<Self, PickerPresentation> {
        environment(\.pickerPresentation, style.presentation)
    }
}
