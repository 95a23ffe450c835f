import Foundation
import UICore

/// The caffeine log kept with the user data: logging a drink from the app's own model (the
/// widget logs through its intents in the extension process instead) and the day's entries and
/// total, as the widget shows them.
public final class CaffeineLogModel: ObservableModel {
    private let context: FeatureContext

    init(_ context: FeatureContext) {
        self.context = context
    }

    /// Logs a drink at wall-clock `time` (seconds since 1970); one whose amount or time is out
    /// of range is not logged, and the footer says so.
    public func log(drink id: String, at time: Double) {
        guard let d = context.catalog.drinks.first(where: { $0.id == id }) else { return }
        guard UserDataLimits.caffeineMg.contains(d.caffeineMg), UserDataLimits.logTime.contains(time) else {
            context.app?.footer.text = "\(d.name): \(d.caffeineMg) mg is not a caffeine amount that can be logged"
            return
        }
        context.change("caffeine \(id)") { $0.caffeineLog.append(CaffeineLogEntry(drinkID: id, caffeineMg: d.caffeineMg, time: time)) }
        context.emit(.value(id: "total-caffeine", value: .number(Double(total(onDayOf: time)))))
    }

    /// Milligrams of caffeine logged on the local day (in `calendar`'s time zone) containing
    /// wall-clock `time`. Saturates at `Int.max` rather than overflow (entries are range-checked
    /// when read, but a total must never be able to crash the widget).
    public func total(onDayOf time: Double, calendar: Calendar = .current) -> Int {
        CaffeineDay.total(entries(onDayOf: time, calendar: calendar))
    }

    /// The drinks logged on the local day containing wall-clock `time`, oldest first.
    public func entries(onDayOf time: Double, calendar: Calendar = .current) -> [CaffeineLogEntry] {
        let day = CaffeineDay.interval(containing: Date(timeIntervalSince1970: time), calendar: calendar)
        return context.userData.caffeineLog.filter { $0.time >= day.start.timeIntervalSince1970 && $0.time < day.end.timeIntervalSince1970 }
    }
}
