/// What a screen shows when it has nothing to show (SwiftUI's `ContentUnavailableView`): a large
/// symbol, a title and a line saying why, centred in the space offered, with actions under them.
///
///     if downloads.isEmpty {
///         ContentUnavailableView("No Downloads", systemImage: "film",
///                                description: Text("Movies you download appear here."))
///     }
///     ContentUnavailableView.search(text: query)   // a search that found nothing
///
/// The label is drawn as SwiftUI draws this view's: a ``Label``'s symbol large and dimmed above
/// its title, the title bold in the title font. The symbol comes from the built-in set ``Label``
/// draws (``SystemSymbol``); a name outside it shows the title and description alone. Its parts are held type-erased, so the view is one type
/// whatever it shows, where SwiftUI's is generic over them.
public struct ContentUnavailableView: View {
    let label: AnyView
    let description: AnyView?
    let actions: AnyView?

    /// Gap between the symbol, title, description and actions: tvOS 17's empty Up Next and
    /// search screens leave about 24 pt (measured from tvOS 17 screenshots).
    static let spacing = 24.0
    /// The symbol's size: about twice the title's on tvOS 17's empty screens (same screenshots).
    static let symbolFont = Font(size: 96, weight: .regular)
    /// Widest the description runs before it wraps: tvOS keeps such text to about half the
    /// 1920-pt screen (same screenshots).
    static let descriptionWidth = 960.0

    /// A view with the label, description and actions given, as SwiftUI's main initialiser.
    public init<L: View, D: View, A: View>(@ViewBuilder label: () -> L, @ViewBuilder description: () -> D = { EmptyView() },
                                           @ViewBuilder actions: () -> A = { EmptyView() }) {
        self.label = AnyView(label())
        let d = description(), a = actions()
        self.description = d is EmptyView ? nil : AnyView(d)
        self.actions = a is EmptyView ? nil : AnyView(a)
    }

    /// A title (a key looked up in the environment's catalogue) under a symbol, and a description.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: Label(titleKey, systemImage: systemImage), description: description)
    }

    /// A title shown as written under a symbol, and a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: Label(title, systemImage: systemImage), description: description)
    }

    private init(label: Label, description: Text?) {
        self.label = AnyView(label)
        self.description = description.map { AnyView($0.multilineTextAlignment(.center)) }
        actions = nil
    }

    /// A search that found nothing, SwiftUI's `ContentUnavailableView.search`.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// A search for `text` that found nothing, SwiftUI's `ContentUnavailableView.search(text:)`.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    public var body: some View {
        VStack(spacing: Self.spacing) {
            // A `Label` here draws its symbol large above its title (`Label`'s stacked form).
            label.environment(\.stacksLabelsAsUnavailableContent, true)
            if let description {
                description.font(.body).foregroundStyle(.secondary).frame(maxWidth: Self.descriptionWidth)
            }
            if let actions { actions }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
