/// A value with its label before it (SwiftUI's `LabeledContent`), as a settings or details row
/// shows one: the label at the leading edge, the value at the trailing edge in the secondary
/// style.
///
///     LabeledContent("Version", value: "1.0")
///     LabeledContent("Resolution") { Text("4K HDR") }
///
/// Its parts are held type-erased, so the view is one type whatever it shows, where SwiftUI's is
/// generic over them. Readers hear the label, then the value.
public struct LabeledContent: View {
    let label: AnyView
    let content: AnyView

    /// Least gap between the label and the value (a tvOS settings row's, measured from tvOS 17
    /// Settings screenshots).
    static let minimumGap = 40.0

    /// A label (a key looked up in the environment's catalogue) and a value shown as written.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// A label shown as written and a value shown as written.
    @_disfavoredOverload
    public init<T: StringProtocol, S: StringProtocol>(_ title: T, value: S) {
        self.init(label: Text(title), content: Text(value))
    }

    /// A label (a key looked up in the environment's catalogue) and any content as the value.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) {
        self.init(label: Text(titleKey), content: content())
    }

    /// A label shown as written and any content as the value.
    @_disfavoredOverload
    public init<T: StringProtocol, C: View>(_ title: T, @ViewBuilder content: () -> C) {
        self.init(label: Text(title), content: content())
    }

    /// Any content as the value, any view as its label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) {
        self.init(label: label(), content: content())
    }

    private init<L: View, C: View>(label: L, content: C) {
        self.label = AnyView(label)
        self.content = AnyView(content)
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: Self.minimumGap)
            content.foregroundStyle(.secondary)
        }
    }
}
