import Foundation
import UICore
import Widgets

/// The caffeine widget as the extension serves it: its kind, provider, archiver and intents.
public enum CaffeineWidget {
    /// The widget's kind.
    public static let kind = "caffeine"

    /// The intents the extension performs.
    public static var intents: IntentRegistry {
        var r = IntentRegistry()
        r.register(LogDrinkIntent.self)
        r.register(SetDecafOnlyIntent.self)
        r.register(UndoLastDrinkIntent.self)
        return r
    }

    /// The widget over a store, rendering entries with `measurer`, its words translated from
    /// `strings` into the host's language.
    public static func definition(store: UserDataStore, drinks: [Drink], calendar: Calendar,
                                  now: @escaping @Sendable () -> Date, measurer: any TextMeasuring,
                                  strings: StringCatalog = .empty) -> WidgetDefinition {
        // The extension serves one request at a time, so the store and measurer are never shared.
        let box = UncheckedSendable((store, measurer))
        let provider = CaffeineTimelineProvider(
            drinks: drinks, calendar: calendar, now: now,
            log: { try box.value.0.caffeineLog(in: $0) }, decafOnly: { try box.value.0.widgetDecafOnly() })
        return WidgetDefinition(kind: kind, provider: provider) { entry, context in
            // The host's legible minimum grows the archive's text (and the view makes room for it).
            var environment = EnvironmentValues()
            environment.stringCatalog = strings
            let archiver = WidgetArchiver(measurer: box.value.1, context: context, environment: environment)
            let view = CaffeineWidgetView(entry: entry, drinks: drinks, minimumFontSize: context.minimumFontSize,
                                          textScale: context.textScale)
            return try archiver.archive(view, size: context.displaySize,
                                        date: entry.date, values: ["total-caffeine": Double(entry.totalMg)])
        }
    }
}

