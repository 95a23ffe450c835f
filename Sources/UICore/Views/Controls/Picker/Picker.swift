/// A control choosing one value among tagged options (SwiftUI's `Picker`), as tvOS shows one in
/// a settings list: a row with its title and the chosen option's label; Select opens the choices
/// on a sheet, the chosen one checked and focused, and choosing one sets the selection and closes
/// it (Back closes it unchanged).
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

    public var body: some View {
        let chosen = AnyHashable(selection.wrappedValue)
        let current = options.first { $0.value == chosen }
        let binding = selection
        let options = options
        Button { choosing = true } label: {
            HStack {
                title
                Spacer()
                if let current { AnyView(erasing: current.label).foregroundStyle(.secondaryLabel) }
            }
        }
        .sheet(isPresented: $choosing) {
            VStack(spacing: Self.choiceSpacing) {
                title.font(.title3)
                ForEach(options.indices, id: \.self) { i in
                    let option = options[i]
                    Button {
                        if let value = option.value.base as? SelectionValue { binding.wrappedValue = value }
                        choosing = false
                    } label: {
                        HStack {
                            AnyView(erasing: option.label)
                            Spacer()
                            // Read as "Chocolate, Selected, button", as tvOS reads a checked choice.
                            if option.value == chosen { Image(systemName: "checkmark").accessibilityLabel("Selected") }
                        }
                    }
                    .frame(width: Self.choiceWidth)
                    .prefersDefaultFocus(option.value == chosen)
                    .accessibilityAddTraits(option.value == chosen ? .isSelected : [])
                }
            }
        }
    }
}
