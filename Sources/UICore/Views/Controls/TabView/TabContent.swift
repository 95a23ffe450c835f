/// The selected tab's screen in a ``TabView``, keeping the state of the tabs not shown.
///
/// A tab's views keep their `@State` and `@FocusState` while another tab is shown, as in
/// SwiftUI: the storage the tab's views used when it was last shown is kept alive, except their
/// appearance (so `onDisappear` runs when the tab is hidden, and `onAppear` and `task` when it is
/// shown again). Rows a lazy container inside it builds while laying out are not kept.
struct TabContent: PrimitiveView {
    var entry: TabEntry
    /// The values of every tab the view has now: a tab no longer among them keeps nothing.
    var values: [AnyHashable]
    /// What Back does from inside the screen: focus the selected tab.
    var returnToBar: () -> Void

    func makeNode(in context: ResolveContext) -> Node {
        // Each tab's screen has a place of its own, so its state is its own.
        let inner = context.descending(entry.value)
        let node: Node
        if let store = context.stateStore {
            let tabs = store.slot(StateKey(path: context.identityPath, label: "tabs")) { CoveredScreens<AnyHashable>() }
            node = tabs.resolve(entry.value, keeping: values.contains, in: store) { inner.resolve(entry.content) }
        } else {
            node = inner.resolve(entry.content)
        }
        // The screen is offered the space below the bar and centred in it, as SwiftUI places a
        // tab's view (a list or a scroll view fills it).
        let wrapper = Node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)), environment: context.environment)
        wrapper.children = [node]
        wrapper[TabViewAttributes.ReturnToBarKey.self] = returnToBar
        return wrapper
    }
}
