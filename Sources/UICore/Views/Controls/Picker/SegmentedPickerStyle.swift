/// A picker whose options are the segments of one row (SwiftUI's `SegmentedPickerStyle`,
/// `.segmented`), as tvOS and macOS draw a segmented control: each segment takes focus on its
/// own (the focused one turns white and lifts, as a button does), the chosen one keeps the
/// accent platter, and Select, Return or a click on a segment chooses it. The segments share
/// the row's width equally and the picker's title is not shown (as on iOS and tvOS); a segment
/// reads as its option, "Selected" when chosen. Apple advises it for two to five short options.
public struct SegmentedPickerStyle: PickerStyle, Equatable {
    public init() {}
    public var presentation: PickerPresentation { .segmented }
}
