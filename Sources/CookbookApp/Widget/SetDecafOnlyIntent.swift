import Widgets

/// Sets the widget's "Decaf only" switch (the seed's widget toggle), in the extension's process.
public struct SetDecafOnlyIntent: SetValueIntent, Equatable {
    public static let title = "Decaf Only"
    public var isOn: Bool
    /// The toggle's state after the tap (``isOn``, the name on the wire).
    public var value: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    public init(isOn: Bool) { self.isOn = isOn }

    public func perform() async throws -> IntentResult {
        try WidgetExtensionContext.shared.current().store.setWidgetDecafOnly(isOn)
        return .result()
    }
}
