/// The ways a ``Picker`` can show its options: what a ``PickerStyle`` asks for.
public enum PickerPresentation: Sendable, Equatable {
    /// A row with the picker's title and the chosen option's label; Select opens the choices on
    /// a sheet (``DefaultPickerStyle``).
    case automatic
    /// Every option a segment of one row, the chosen one highlighted; Select on a segment
    /// chooses it (``SegmentedPickerStyle``).
    case segmented
    /// A button showing the title and the chosen option's label; Select opens the options as a
    /// menu beside it, the chosen one checked (``MenuPickerStyle``).
    case menu
}
