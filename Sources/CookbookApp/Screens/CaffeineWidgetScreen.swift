import Foundation
import UICore

/// The caffeine tracker widget (seed 003): today's total and the last drink, with buttons that
/// log a drink.
struct CaffeineWidgetScreen: View {
    let model: AppModel
    let now: Double

    var body: some View {
        let entries = model.caffeineEntries(onDayOf: now)
        let total = model.caffeineTotal(onDayOf: now)
        let last = entries.last.flatMap { e in model.catalog.drinks.first { $0.id == e.drinkID } }
        VStack(spacing: 48) {
            VStack(alignment: .leading, spacing: 20) {
                Text("Total Caffeine").font(.caption).foregroundStyle(Color(r: 120, g: 90, b: 60))
                // Seed 003: the total rolls its digits (numeric text content transition).
                Text("\(total) mg").font(Font(size: 76, weight: .bold, monospacedDigits: true))
                    .foregroundStyle(Color(r: 60, g: 40, b: 25))
                    .contentTransition(.numericText)
                    .id("total-caffeine")
                Rectangle().fill(Color(r: 120, g: 90, b: 60, a: 0.25)).frame(height: 2)
                // Seed 003: the last drink's identity is tied to the log; a new one pushes in from the
                // bottom with a short, gentle spring.
                Text(last.map { "\($0.emoji)  \($0.name)" } ?? "No drinks yet").font(.callout)
                    .foregroundStyle(Color(r: 60, g: 40, b: 25))
                    .transition(.push(from: .bottom))
                    .animation(.spring(.gentle))
                    .id("last-drink-\(entries.count)")
                    .clipShape(.rect)
            }
            .padding(40)
            .frame(width: 640, height: 360, alignment: .topLeading)
            // The seed's widget background colour, "cosmic latte" (#FFF8E7).
            .background(Color(r: 255, g: 248, b: 231), in: .roundedRect(cornerRadius: 44))
            .shadow(color: Color.black.opacity(0.4), radius: 30, y: 18)
            HStack(spacing: 28) {
                ForEach(Array(model.catalog.drinks.prefix(4))) { drink in
                    Button("\(drink.emoji) \(drink.name)") { model.log(drink: drink.id, at: now) }
                        .id("log-\(drink.id)")
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
