extension View {
    /// Presents a confirmation dialog while `isPresented` is true (SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`): as tvOS shows one,
    /// a sheet of the title, message and actions, like an alert; any action dismisses it.
    public func confirmationDialog(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                   titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> ViewGroup,
                                   @ViewBuilder message: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        dialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog of `actions` while `isPresented` is true.
    public func confirmationDialog(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                   titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        dialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog titled with a string shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic,
                                                      @ViewBuilder actions: () -> ViewGroup,
                                                      @ViewBuilder message: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        dialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog of `actions`, titled with a string shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic,
                                                      @ViewBuilder actions: () -> ViewGroup) -> SheetModifier<Self, AlertPanel> {
        dialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    private func dialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                        actions: ViewGroup, message: ViewGroup?) -> SheetModifier<Self, AlertPanel> {
        // tvOS titles a dialog when asked to, or when it has a message to explain.
        let shown = titleVisibility == .visible || (titleVisibility == .automatic && message != nil)
        // A dialog always offers a way out: Cancel, unless the app gave a cancel action of its own.
        let cancels = actions.flattened.contains { ($0 as? Button)?.role == .cancel }
        let all = cancels ? actions : ViewGroup(actions.views + [Button("Cancel", role: .cancel) {}])
        return SheetModifier(content: self, isPresented: isPresented,
                             sheet: AlertPanel(title: shown ? title : nil, message: message, actions: all, isPresented: isPresented))
    }
}
