/// A control choosing one value among tagged options (SwiftUI's `Picker`), as tvOS shows one in
/// a settings list: a row with its title and the chosen option's label; Select opens the choices
/// on a sheet, the chosen one checked and focused, and choosing one sets the selection and closes
/// it (Back closes it unchanged). In the segmented style (``View/pickerStyle(_:)``,
/// ``SegmentedPickerStyle``) the options are the segments of one row instead; in the menu style
/// (``MenuPickerStyle``) they open as a menu beside the row.
///
///     Picker("Audio Language", selection: $language) {
///         Text("English").tag("en")
///         Text("Français").tag("fr")
///     }
///
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { flavor in Text(flavor.name) }   // tagged with each `id`
///     }
public struct Picker<SelectionValue: Hashable>: View {
    var title: Text
    var selection: Binding<SelectionValue>
    var options: [PickerOption]
    @State private var choosing = false
    @Environment(\.pickerPresentation) private var presentation

    /// A picker titled `titleKey` (localized) among the tagged views of `content`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> ViewGroup) {
        title = Text(titleKey); self.selection = selection
        options = PickerOption.options(in: content().views)
    }

    /// A picker titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> ViewGroup) {
        self.title = Text(title); self.selection = selection
        options = PickerOption.options(in: content().views)
    }

    /// The width of the choices' buttons on their sheet (tvOS 17's option lists, by eye).
    static var choiceWidth: Double { 700 }
    /// The gap between choices (the same screenshots).
    static var choiceSpacing: Double { 16 }

    /// The gap between segments (tvOS 17's segmented controls keep their segments' platters a
    /// few points apart, by eye).
    static var segmentSpacing: Double { 6 }

    public var body: some View {
        switch presentation {
        case .segmented: return AnyView(erasing: segments)
        case .menu: return AnyView(erasing: menu)
        case .automatic: return AnyView(erasing: row)
        }
    }

    /// Every option a segment: a button that chooses it, the chosen one on the accent platter.
    private var segments: some View {
        let chosen = AnyHashable(selection.wrappedValue)
        let options = options
        return HStack(spacing: Self.segmentSpacing) {
            ForEach(options.indices, id: \.self) { i in
                let option = options[i]
                Button { choose(option) } label: {
                    // Spacers either side: the segments share the row's width, their labels centred.
                    HStack(spacing: 0) {
                        Spacer(minLength: 0)
                        AnyView(erasing: option.label)
                        Spacer(minLength: 0)
                    }
                }
                .buttonStyle(option.value == chosen ? .borderedProminent : .bordered)
                .accessibilityAddTraits(option.value == chosen ? .isSelected : [])
            }
        }
    }

    /// The title and the chosen option's label on a menu's button, the options its items, the
    /// chosen one checked.
    private var menu: some View {
        let chosen = AnyHashable(selection.wrappedValue)
        let options = options
        return Menu {
            ForEach(options.indices, id: \.self) { i in
                let option = options[i]
                Button { choose(option) } label: { Self.choice(option, chosen: chosen) }
                    .accessibilityAddTraits(option.value == chosen ? .isSelected : [])
            }
        } label: {
            titleAndChoice
        }
    }

    /// The title and the chosen option's label in a row whose Select opens the choices on a sheet.
    private var row: some View {
        let chosen = AnyHashable(selection.wrappedValue)
        let options = options
        return Button { choosing = true } label: { titleAndChoice }
        .sheet(isPresented: $choosing) {
            VStack(spacing: Self.choiceSpacing) {
                title.font(.title3)
                ForEach(options.indices, id: \.self) { i in
                    let option = options[i]
                    Button {
                        choose(option)
                        choosing = false
                    } label: { Self.choice(option, chosen: chosen) }
                    .frame(width: Self.choiceWidth)
                    .prefersDefaultFocus(option.value == chosen)
                    .accessibilityAddTraits(option.value == chosen ? .isSelected : [])
                }
            }
        }
    }

    /// The picker's title with the chosen option's label at the trailing edge: the row's and the
    /// menu button's label.
    private var titleAndChoice: some View {
        let chosen = AnyHashable(selection.wrappedValue)
        let current = options.first { $0.value == chosen }
        return HStack {
            title
            Spacer()
            if let current { ChosenLabel(label: current.label) }
        }
    }

    /// Sets the selection to `option`'s value.
    private func choose(_ option: PickerOption) {
        if let value = option.value.base as? SelectionValue { selection.wrappedValue = value }
    }

    /// An option among the choices (on the sheet or in the menu): its label, checked when chosen.
    private static func choice(_ option: PickerOption, chosen: AnyHashable) -> some View {
        HStack {
            AnyView(erasing: option.label)
            Spacer()
            // Read as "Chocolate, Selected, button", as tvOS reads a checked choice.
            if option.value == chosen { Image(systemName: "checkmark").accessibilityLabel("Selected") }
        }
    }

    /// The chosen option in the row, secondary to the title on either platter: the light
    /// secondary label on the grey one, on the focused row's white the dark grey a focused
    /// toggle's value takes (a light grey vanished there).
    private struct ChosenLabel: View {
        var label: any View
        @Environment(\.isFocused) private var isFocused
        var body: some View {
            AnyView(erasing: label).foregroundStyle(isFocused ? Color(r: 60, g: 60, b: 67) : .secondaryLabel)
        }
    }
}
