/// Presents a modal sheet over a view while a binding is true (SwiftUI's `.sheet(isPresented:)`).
///
/// The sheet is a focus scope: focus moves into it when it appears, cannot leave it while it is
/// shown, and returns where it was when it goes. Back (Escape, B, Menu) dismisses it, and so does
/// `@Environment(\.dismiss)` inside it (``DismissAction``).
public struct SheetModifier<Content: View, Sheet: View>: PrimitiveView {
    var content: Content
    var isPresented: Binding<Bool>
    /// The sheet's content; nil while a `sheet(item:)` has no item (nothing is presented then).
    var sheet: Sheet?

    // Sheet look: the modal scrim (``ModalLayer``, 60 % black) over the screen and a 40 pt-cornered
    // platter in the secondary background, as tvOS alerts and sheets (tuned against tvOS 17 screenshots).

    public func makeNode(in context: ResolveContext) -> Node {
        let base = context.resolve(content)
        guard isPresented.wrappedValue, let sheet else { return base }
        let env = context.environment
        var inner = context
        inner.pendingID = nil
        let binding = isPresented
        let dismiss = { binding.wrappedValue = false }
        // `@Environment(\.dismiss)` inside the sheet closes it, as Back does.
        inner.environment.dismiss = DismissAction.presenting(in: context, label: "sheet.dismiss", dismiss)
        let body = inner.resolve(sheet)
        let padded = Node(.padding(EdgeInsets(all: 60)), environment: env)
        padded.children = [body]
        let platter = Node(.background(.center), environment: env)
        platter.children = [padded, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: 40), fill: .color(.secondaryBackground))), environment: env)]
        platter.shadow = ShadowSpec(color: Color.black.opacity(0.5), radius: 40, x: 0, y: 20)
        var traits = FocusTraits()
        traits.isScope = true
        platter.focus = traits
        platter.id = SheetAttributes.id
        platter[SheetAttributes.DismissKey.self] = dismiss
        let scrim = ModalLayer.scrim(environment: env)
        // The scrim and the platter cover the window, wherever the presenting view sits (a
        // screen below a tab bar presents over the bar too, as tvOS does); they take no room
        // beside the view.
        let modal = Node(.zstack(.center), environment: env)
        modal.children = [scrim, platter]
        let layer = Node(.custom(CustomLayout(size: { _, _, _ in .zero }, place: { _, ctx, node in
            for child in node.children { LayoutEngine.place(child, in: Rect(origin: .zero, size: ctx.windowSize), ctx) }
        })), environment: env)
        layer.children = [modal]
        // Drawn above everything after it too (the rows below a list's picker), unclipped by
        // the scroll view holding it.
        layer[ModalLayer.WindowKey.self] = true
        let root = Node(.zstack(.center), environment: env)
        root.children = [base, layer]
        return root
    }
}

extension View {
    /// Presents `sheet` modally while `isPresented` is true.
    public consuming func sheet<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> S) -> SheetModifier<Self, S> {
        SheetModifier(content: self, isPresented: isPresented, sheet: content())
    }

    /// Presents a sheet for `item` while it is non-nil (SwiftUI's `.sheet(item:content:)`); Back
    /// sets it to nil. A different item replaces the sheet's content.
    public func sheet<Item: Identifiable, S: View>(item: Binding<Item?>,
                                                   @ViewBuilder content: (Item) -> S) -> SheetModifier<Self, S> {
        let shown = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return SheetModifier(content: self, isPresented: shown, sheet: item.wrappedValue.map(content))
    }
}

/// Node attribute keys of sheets.
public enum SheetAttributes {
    /// The id of a presented sheet's platter, named `sheet` in traces: a value of its own type,
    /// so no view of an app that calls itself "sheet" is taken for it.
    public static let id = ViewID(PlatterID())

    /// The value of ``id``.
    struct PlatterID: Hashable, CustomStringConvertible {
        var description: String { "sheet" }
    }

    /// On the sheet's platter (``id``): the closure that dismisses it (the runtime's Back).
    public enum DismissKey: ViewAttributeKey { public typealias Value = () -> Void }
}
