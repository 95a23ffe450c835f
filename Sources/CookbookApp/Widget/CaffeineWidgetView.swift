import UICore
import Widgets

/// The caffeine widget as the extension archives it (seed 003): today's total (rolling its
/// digits, stale while an intent's reload is in flight), the last drink (pushed in from the
/// bottom, its identity tied to its log entry), a button per drink, Undo and "Decaf only".
public struct CaffeineWidgetView: View {
    /// The widget's size on the 1920-point canvas.
    public static let size = Size(width: 1320, height: 420)
    /// The seed's espresso brown, for the widget's text.
    static let espresso = Color(r: 60, g: 40, b: 25)
    let entry: CaffeineEntry
    let drinks: [Drink]

    public init(entry: CaffeineEntry, drinks: [Drink]) { self.entry = entry; self.drinks = drinks }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Total Caffeine").font(.caption).foregroundStyle(Color(r: 120, g: 90, b: 60))
            // Seed 003: the total rolls its digits (numeric text content transition).
            Text("\(entry.totalMg) mg").font(Font(size: 76, weight: .bold, monospacedDigits: true))
                .foregroundStyle(Self.espresso)
                .contentTransition(.numericText)
                .invalidatableContent()
                .id("total-caffeine")
            // Seed 003: the last drink's identity is its log entry; a new one pushes in from the
            // bottom with a short, gentle spring.
            Text(entry.lastDrink.map { "\($0.emoji)  \($0.name) · \($0.caffeineMg) mg" } ?? "No drinks yet").font(.callout)
                .foregroundStyle(Self.espresso)
                .transition(.push(from: .bottom))
                .animation(.spring(.gentle))
                .invalidatableContent()
                .id("last-drink-\(entry.lastLog?.rowID.map(String.init) ?? "none")")
            HStack(spacing: 16) {
                ForEach(Array(drinks.filter { !entry.decafOnly || $0.caffeineMg <= CaffeineWidgetView.decafLimit }.prefix(4))) { drink in
                    // Names only: with their emoji the four buttons would not fit the row.
                    Button(intent: LogDrinkIntent(drinkID: drink.id)) { Text(drink.name).lineLimit(1) }
                        .id("log-\(drink.id)")
                }
            }
            .font(.callout)
            HStack(spacing: 16) {
                Toggle("Decaf only", isOn: entry.decafOnly, intent: SetDecafOnlyIntent(isOn: !entry.decafOnly))
                    .id("decaf-only")
                    .frame(width: 420)
                    // Controls draw light on dark (tvOS): the toggle sits on an espresso platter.
                    .background(Self.espresso, in: .roundedRect(cornerRadius: 12))
                if let row = entry.lastLog?.rowID {
                    Button(intent: UndoLastDrinkIntent(rowID: row)) { Text("↩ Undo").lineLimit(1) }
                        .id("undo-last-drink")
                }
            }
            .font(.callout)
        }
        .padding(36)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        // The seed's widget background colour, "cosmic latte" (#FFF8E7).
        .background(Color(r: 255, g: 248, b: 231), in: .roundedRect(cornerRadius: 44))
        // Buttons on the light widget: espresso-brown platters with light text until focused.
        .environment(\.accentColor, Self.espresso)
    }

    /// A decaf drink has at most 15 mg of caffeine (a decaf espresso carries about 3–15 mg).
    static let decafLimit = 15
}
