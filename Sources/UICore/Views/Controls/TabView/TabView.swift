/// A view that switches between screens from a bar of tabs (SwiftUI's `TabView`, as tvOS draws it).
///
/// The bar sits across the top of the window, its tabs centred; it is a focus section, so moving
/// up from a screen lands on it, on the selected tab. As on tvOS, focusing a tab selects it and
/// shows its screen; Down enters the screen, and Back (Menu, Escape) from inside the screen —
/// once no navigation stack in it can pop — returns focus to the selected tab.
///
///     TabView(selection: $section) {
///         Tab("Watch Now", systemImage: "play", value: Section.watchNow) { WatchNow() }
///         Tab("Library", systemImage: "books.vertical", value: Section.library) { Library() }
///     }
///
///     TabView {
///         WatchNow().tabItem { Label("Watch Now", systemImage: "play") }
///         Library().tabItem { Text("Library") }
///     }
///
/// Each tab keeps its views' `@State` and `@FocusState` while another is shown, as SwiftUI's do;
/// its `onAppear` and `task` run again each time it is shown, and its `onDisappear` when it is
/// hidden.
public struct TabView<SelectionValue: Hashable>: View {
    var selection: Binding<SelectionValue>?
    var entries: [TabEntry]
    /// The selection when no binding holds it (or the binding's type cannot name a tab).
    @State private var ownSelection: AnyHashable?
    /// Which tab of the bar has focus.
    @FocusState private var focusedTab: AnyHashable?

    /// A tab view whose selected tab is `selection`'s value (a ``Tab``'s value or a view's `tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> ViewGroup) {
        self.selection = selection
        entries = TabEntry.entries(in: content().views)
    }

    /// The tab bar's height: tvOS 17's bar at 1080p (100 pt, measured from screenshots).
    static var barHeight: Double { 100 }
    /// The gap between tabs in the bar (the same screenshots).
    static var tabSpacing: Double { 8 }

    /// The value of the tab shown: the binding's, else the tab view's own, else the first tab's.
    var selectedValue: AnyHashable? {
        let values = entries.map(\.value)
        if let bound = selection.map({ AnyHashable($0.wrappedValue) }), values.contains(bound) { return bound }
        if let own = ownSelection, values.contains(own) { return own }
        return values.first
    }

    /// Shows the tab selected by `value`.
    func select(_ value: AnyHashable) {
        if let selection, let typed = value.base as? SelectionValue {
            selection.wrappedValue = typed
        } else {
            ownSelection = value
        }
    }

    public var body: some View {
        let selected = selectedValue
        let index = entries.firstIndex { $0.value == selected }
        VStack(spacing: 0) {
            HStack(spacing: Self.tabSpacing) {
                ForEach(TabSlot.slots(of: entries)) { slot in
                    let value = entries[slot.index].value
                    TabBarItem(label: entries[slot.index].label, isSelected: value == selected)
                        .focusable(interactions: .activate)
                        .focused($focusedTab, equals: value)
                        .prefersDefaultFocus(value == selected)
                        .contentShape(.capsule)
                        .focusEffectDisabled()
                        .onTapGesture { select(value) }
                        // "Library, selected, tab", as VoiceOver reads a tvOS tab bar.
                        .accessibilityAddTraits(value == selected ? [.isTab, .isSelected] : .isTab)
                }
            }
            .frame(maxWidth: .infinity, minHeight: Self.barHeight)
            // Entered at the selected tab, always (tvOS): not the tab nearest the view below.
            .focusSectionEnteredAtDefault()
            if let index {
                TabContent(entry: entries[index], values: entries.map(\.value)) { focusedTab = selected }
            }
        }
        // Focus on a tab selects it (tvOS): its screen shows while the bar keeps focus.
        .onChange(of: focusedTab) {
            if let tab = focusedTab, tab != selected { select(tab) }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting at the first tab.
    public init(@ViewBuilder content: () -> ViewGroup) {
        self.init(selection: nil, content: content)
    }
}
