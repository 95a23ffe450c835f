import Widgets

/// Takes back a logged drink (the widget's Undo), in the extension's process.
/// It names the log entry it undoes — by the request key of the tap that logged it when the host
/// sent it before the reloaded entry arrived, else by the row the widget showed
/// as the last drink — so a retried request never removes a second one.
public struct UndoLastDrinkIntent: AppIntent, Equatable {
    public static let title = "Undo Last Drink"
    /// The row of the entry the widget showed as the last drink.
    public var rowID: Int64?
    /// The request key (``IntentRequest/key``) of the log intent to reverse.
    public var requestKey: String?

    public init(rowID: Int64) { self.rowID = rowID }
    public init(requestKey: String) { self.requestKey = requestKey }

    public var savedChange: String? { "caffeine undo" }

    public func perform() async throws -> IntentResult {
        let store = try WidgetExtensionContext.shared.current().store
        if let requestKey {
            try store.removeLoggedDrink(requestKey: requestKey)
        } else if let rowID {
            try store.removeLoggedDrink(rowID: rowID)
        }
        return .result()
    }
}
