/// The content of an alert (SwiftUI's `alert(_:isPresented:actions:message:)`): its title, its
/// message and its actions stacked below, on a sheet's platter. Any action dismisses it, as in
/// SwiftUI; with no actions it has an OK button.
public struct AlertPanel: PrimitiveView {
    /// The title; nil: none shown (a confirmation dialog with its title hidden).
    var title: Text?
    var message: ViewGroup?
    var actions: ViewGroup
    var isPresented: Binding<Bool>

    /// The panel's width: tvOS 17 alerts at 1080p are about 720 pt wide (by eye against screenshots).
    static let width = 720.0
    /// The gaps between title, message and actions, and between actions (the same screenshots).
    static let spacing = 28.0, actionSpacing = 16.0

    public func makeNode(in context: ResolveContext) -> Node {
        let hasActions = !actions.flattened.isEmpty
        let panel = VStack(spacing: Self.spacing) {
            if let title { title.font(Font.title3.bold()) }
            if let message {
                message.font(.callout).foregroundStyle(.secondaryLabel)
            }
            VStack(spacing: Self.actionSpacing) {
                if hasActions { actions } else { Button("OK") {} }
            }
        }
        .frame(width: Self.width)
        let node = context.resolve(panel)
        // Every action dismisses the alert after it runs.
        let binding = isPresented
        node.visit { n in
            n.markChangedAfterResolve()
            if let action = n.action { n.action = { action(); binding.wrappedValue = false } }
            return true
        }
        return node
    }
}

extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true, with `actions` as its
    /// buttons (`Button(role: .cancel)` is what Back presses) and `message` below its title.
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                      @ViewBuilder actions: () -> ViewGroup,
                      @ViewBuilder message: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert titled `titleKey` with `actions` while `isPresented` is true.
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                      @ViewBuilder actions: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a string shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>,
                                         @ViewBuilder actions: () -> ViewGroup,
                                         @ViewBuilder message: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        alert(Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert titled with a string shown as it is, with `actions`.
    @_disfavoredOverload
    public func alert<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>,
                                         @ViewBuilder actions: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        alert(Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    private consuming func alert(_ title: Text?, isPresented: Binding<Bool>, actions: ViewGroup, message: ViewGroup?) -> SheetModifier<Self, AlertPanel> {
        SheetModifier(content: self, isPresented: isPresented,
                      sheet: AlertPanel(title: title, message: message, actions: actions, isPresented: isPresented))
    }
}
