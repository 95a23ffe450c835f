import Foundation
import Widgets

/// Logs a drink (the seed's widget button), in the widget extension's process.
public struct LogDrinkIntent: AppIntent, Equatable {
    public static let title = "Log a Drink"
    public var drinkID: String

    public init(drinkID: String) { self.drinkID = drinkID }

    public var savedChange: String? { "caffeine \(drinkID)" }

    public func perform() async throws -> IntentResult {
        let context = try WidgetExtensionContext.shared.current()
        guard let drink = context.drinks.first(where: { $0.id == drinkID }) else { throw AppError("unknown drink '\(drinkID)'") }
        let date = context.now()
        // UTC time plus the offset in force, so "today" can be recomputed wherever the log is read.
        let offset = context.calendar.timeZone.secondsFromGMT(for: date)
        try context.store.logDrink(CaffeineLogEntry(drinkID: drink.id, caffeineMg: drink.caffeineMg, time: date.timeIntervalSince1970),
                                   utcOffset: offset, requestKey: IntentRequest.current?.key)
        return .result()
    }
}
