import UICore

/// A button that performs an intent in the widget extension (WidgetKit's `Button(intent:)`).
///
/// Give it an id (`.id("log-espresso")`): the host focuses, hit-tests and traces the control by
/// it. The action never runs in the host; a tap sends the intent to the extension. Widget
/// buttons are tinted (`.borderedProminent`, in the environment's accent colour) as WidgetKit's
/// are, so they read on a light widget background.
public func Button<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> ViewGroup) -> some View {
    let look = UICore.Button(action: {}, label: label).buttonStyle(.borderedProminent)
    return look.attribute(WidgetAttributes.IntentKey.self, .init(intent)).attribute(WidgetAttributes.ButtonLookKey.self, look)
}

/// A button titled with a key in the environment's catalogue that performs an intent.
public func Button<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) -> some View {
    Button(intent: intent) { Text(titleKey).lineLimit(1) }
}

/// A button titled with a string shown as it is that performs an intent.
@_disfavoredOverload
public func Button<Intent: AppIntent, S: StringProtocol>(_ title: S, intent: Intent) -> some View {
    Button(intent: intent) { Text(title).lineLimit(1) }
}

/// A toggle that performs an intent when flipped (WidgetKit's `Toggle(isOn:intent:)`).
///
/// Both of its states are drawn when the entry is archived, so the host flips it the moment it
/// is tapped, before the intent has run (W4). Its title is a key in the environment's
/// catalogue (a literal); `Text(verbatim:)`-like titles go through `LocalizedStringKey(_:)`'s
/// string, which is shown as it is when the catalogue has no entry.
public func Toggle<Intent: AppIntent>(_ title: LocalizedStringKey, isOn: Bool, intent: Intent) -> some View {
    let state: @Sendable (Bool) -> any View = { on in UICore.Toggle(title, isOn: .constant(on)) }
    return UICore.Toggle(title, isOn: .constant(isOn))
        .attribute(WidgetAttributes.IntentKey.self, .init(intent))
        .attribute(WidgetAttributes.ToggleStateKey.self, state)
}

extension View {
    /// Marks content that shows data an intent may change (WidgetKit's `invalidatableContent()`):
    /// from a tap until the reloaded entry arrives, the host draws it stale (W4).
    public consuming func invalidatableContent() -> ModifiedView<Self> {
        attribute(WidgetAttributes.InvalidatableKey.self, true)
    }
}

/// A toggle whose intent sets the toggle's value (WidgetKit's `Toggle(isOn:intent:)` with a
/// `SetValueIntent`): each tap sends the intent with the state the toggle shows after the tap.
public func Toggle<Intent: SetValueIntent>(_ title: LocalizedStringKey, isOn: Bool, intent: Intent) -> some View {
    let state: @Sendable (Bool) -> any View = { on in UICore.Toggle(title, isOn: .constant(on)) }
    return UICore.Toggle(title, isOn: .constant(isOn))
        .attribute(WidgetAttributes.IntentKey.self, .init(settingValueWith: intent))
        .attribute(WidgetAttributes.ToggleStateKey.self, state)
}
