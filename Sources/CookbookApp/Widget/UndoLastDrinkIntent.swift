import Widgets

/// Takes back the last logged drink (the widget's Undo; issue 9 item 12), in the extension's
/// process. It names the log entry it undoes, so a retried request never removes a second one.
public struct UndoLastDrinkIntent: AppIntent, Equatable {
    public static let title = "Undo Last Drink"
    /// The row of the entry the widget showed as the last drink.
    public var rowID: Int64

    public init(rowID: Int64) { self.rowID = rowID }

    public var savedChange: String? { "caffeine undo" }

    public func perform() async throws -> IntentResult {
        try WidgetExtensionContext.shared.current().store.removeLoggedDrink(rowID: rowID)
        return .result()
    }
}
