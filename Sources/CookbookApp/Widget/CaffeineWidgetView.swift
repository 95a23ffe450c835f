import UICore
import Widgets

/// The caffeine widget as the extension archives it (seed 003): today's total (stale while an
/// intent's reload is in flight), the last drink, a button per drink and the "Decaf only" toggle.
public struct CaffeineWidgetView: View {
    /// The widget's size on the 1920-point canvas.
    public static let size = Size(width: 1120, height: 420)
    let entry: CaffeineEntry
    let drinks: [Drink]

    public init(entry: CaffeineEntry, drinks: [Drink]) { self.entry = entry; self.drinks = drinks }

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Total Caffeine").font(.caption).foregroundStyle(Color(r: 120, g: 90, b: 60))
            Text("\(entry.totalMg) mg").font(Font(size: 76, weight: .bold, monospacedDigits: true))
                .foregroundStyle(Color(r: 60, g: 40, b: 25))
                .invalidatableContent()
                .id("total-caffeine")
            Text(entry.lastDrink.map { "\($0.emoji)  \($0.name)" } ?? "No drinks yet").font(.callout)
                .foregroundStyle(Color(r: 60, g: 40, b: 25))
                .invalidatableContent()
            HStack(spacing: 20) {
                ForEach(Array(drinks.filter { !entry.decafOnly || $0.caffeineMg <= CaffeineWidgetView.decafLimit }.prefix(4))) { drink in
                    Button(intent: LogDrinkIntent(drinkID: drink.id)) { Text("\(drink.emoji) \(drink.name)") }
                        .id("log-\(drink.id)")
                }
            }
            Toggle("Decaf only", isOn: entry.decafOnly, intent: SetDecafOnlyIntent(isOn: !entry.decafOnly))
                .id("decaf-only")
                .frame(width: 420)
        }
        .padding(40)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        // The seed's widget background colour, "cosmic latte" (#FFF8E7).
        .background(Color(r: 255, g: 248, b: 231), in: .roundedRect(cornerRadius: 44))
    }

    /// A decaf drink has at most 15 mg of caffeine (a decaf espresso carries about 3–15 mg).
    static let decafLimit = 15
}
