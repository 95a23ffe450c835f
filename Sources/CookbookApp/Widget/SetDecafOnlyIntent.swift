import Widgets

/// Sets the widget's "Decaf only" switch (the seed's widget toggle), in the extension's process.
public struct SetDecafOnlyIntent: AppIntent, Equatable {
    public static let title = "Decaf Only"
    public var isOn: Bool

    public init(isOn: Bool) { self.isOn = isOn }

    public func perform() async throws -> IntentResult {
        try WidgetExtensionContext.shared.current().store.setWidgetDecafOnly(isOn)
        return .result()
    }
}
