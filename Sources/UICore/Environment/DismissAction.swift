/// Dismisses the presentation a view is shown in (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss)`): the sheet it is in, else the navigation level it was pushed as;
/// elsewhere it does nothing.
///
///     struct EpisodeDetail: View {
///         @Environment(\.dismiss) private var dismiss
///         var body: some View {
///             Button("Done") { dismiss() }
///         }
///     }
///
/// Two actions are equal when they dismiss the same presentation, so a view that reads one is
/// kept from frame to frame like any other (the presentation keeps its target while it shows).
public struct DismissAction: Equatable {
    /// What a presentation's dismiss runs, kept with the presentation's state and given its
    /// current action each frame the presentation is built.
    final class Target {
        var action: (() -> Void)?
    }

    let target: Target?

    /// Dismisses the presentation.
    public func callAsFunction() { target?.action?() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.target === b.target }

    /// The action of the presentation resolved with `context`, running `action`: its target is
    /// kept in the view state under `label`, so the action stays equal from frame to frame.
    static func presenting(in context: ResolveContext, label: String, _ action: @escaping () -> Void) -> DismissAction {
        let target = context.stateStore?.slot(StateKey(path: context.identityPath, label: label)) { Target() } ?? Target()
        target.action = action
        return DismissAction(target: target)
    }
}

/// The environment key of ``EnvironmentValues/dismiss``.
struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(target: nil) }
}

extension EnvironmentValues {
    /// Dismisses the sheet or navigation level this environment's views are shown in
    /// (``DismissAction``); the sheets and navigation stacks set it.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
