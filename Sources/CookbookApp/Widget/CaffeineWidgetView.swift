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
    /// The caption's lighter brown, 6:1 on the cream; under Increase Contrast the espresso, 13:1.
    static func labelColor(_ contrast: ColorSchemeContrast) -> Color {
        contrast == .increased ? espresso : Color(r: 120, g: 90, b: 60)
    }
    /// The host's contrast (``TimelineProviderContext/colorSchemeContrast``, through the archiver).
    @Environment(\.colorSchemeContrast) private var contrast
    let entry: CaffeineEntry
    let drinks: [Drink]
    /// The smallest font size the host shows legibly (``TimelineProviderContext/minimumFontSize``).
    let minimumFontSize: Double
    /// The host's Larger Text factor (``TimelineProviderContext/textScale``; 1: none).
    let textScale: Double

    /// The widget for `entry`, with a button per drink, for a host that shows text legibly
    /// from `minimumFontSize` (widget points; 0: the designed sizes) with its text `textScale`
    /// times larger (Larger Text).
    public init(entry: CaffeineEntry, drinks: [Drink], minimumFontSize: Double = 0, textScale: Double = 1) {
        self.entry = entry; self.drinks = drinks; self.minimumFontSize = minimumFontSize; self.textScale = textScale
    }

    /// Whether the host's legible minimum or Larger Text grows the widget's text: then the last
    /// drink moves up beside the total, so the taller text still fits the card with room to spare.
    var isCompact: Bool { minimumFontSize > Font.caption.size || textScale > 1 }

    /// How many drinks have a button: four; three with Larger Text, whose four names no longer
    /// fit one row of the card at ×1.3 ("Double…") (a WidgetKit widget shows less at large
    /// sizes rather than cutting what it shows).
    var drinkButtons: Int { textScale > 1 ? 3 : 4 }

    public var body: some View {
        // 12 pt between rows (on the 4 pt grid): the designed layout's five rows then fit inside the
        // card's 36 pt padding (at 16 pt they ran 13 pt past it, leaving 23 pt below).
        VStack(alignment: .leading, spacing: 12) {
            Text("Total Caffeine").font(.caption).foregroundStyle(Self.labelColor(contrast))
            if isCompact {
                // The total's line has room to its right: one line fewer for the larger text.
                // 32 pt apart: about the card's 36 pt padding, on the 8 pt grid (tuned by eye at 800×600).
                HStack(alignment: .center, spacing: 32) {
                    total
                    lastDrink
                }
            } else {
                total
                lastDrink
            }
            HStack(spacing: 16) {
                ForEach(Array(drinks.filter { !entry.decafOnly || $0.caffeineMg <= CaffeineWidgetView.decafLimit }.prefix(drinkButtons))) { drink in
                    // Names only: with their emoji the four buttons would not fit the row.
                    Button(intent: LogDrinkIntent(drinkID: drink.id)) { Text(drink.name).lineLimit(1) }
                        .id("log-\(drink.id)")
                }
            }
            .font(.callout)
            // 24 pt (on the 8 pt grid): the 420 pt toggle lifts ×1.06 (12.6 pt past each side), so
            // lifted it keeps about the 9.5 pt a lifted drink button keeps from its neighbour 16 pt away.
            HStack(spacing: 24) {
                Toggle("Decaf only", isOn: entry.decafOnly, intent: SetDecafOnlyIntent(isOn: !entry.decafOnly))
                    .id("decaf-only")
                    // Wider with Larger Text, so its title keeps one line.
                    .frame(width: 420 * max(1, textScale))
                    // Controls draw light on dark (tvOS): the toggle sits on an espresso platter.
                    .background(Self.espresso, in: .roundedRect(cornerRadius: 12))
                if let row = entry.lastLog?.rowID {
                    Button(intent: UndoLastDrinkIntent(rowID: row)) { Text("↩ Undo").lineLimit(1) }
                        .accessibilityLabel("Undo last drink")
                        .id("undo-last-drink")
                }
            }
            .font(.callout)
        }
        .padding(36)
        // Centred vertically, so the padding is even in either layout (the compact one is a row shorter).
        .frame(width: Self.size.width, height: Self.size.height, alignment: .leading)
        // The seed's widget background colour, "cosmic latte" (#FFF8E7).
        .background(Color(r: 255, g: 248, b: 231), in: .roundedRect(cornerRadius: 44))
        // Buttons on the light widget: espresso-brown platters with light text until focused.
        .environment(\.accentColor, Self.espresso)
    }

    /// Today's total. Seed 003: the total rolls its digits (numeric text content transition).
    var total: some View {
        Text("\(entry.totalMg) mg").font(Font(size: 76, weight: .bold, monospacedDigits: true))
            .foregroundStyle(Self.espresso)
            .contentTransition(.numericText())
            .invalidatableContent()
            .id("total-caffeine")
    }

    /// The last drink. Seed 003: its identity is its log entry; a new one pushes in from the
    /// bottom with a short, gentle spring.
    var lastDrink: some View {
        (entry.lastDrink.map { Text(verbatim: "\($0.emoji)  \($0.name) · \($0.caffeineMg) mg") } ?? Text("No drinks yet")).font(.callout)
            .lineLimit(1)
            .foregroundStyle(Self.espresso)
            .transition(.push(from: .bottom))
            .animation(.spring(.gentle))
            .invalidatableContent()
            .id("last-drink-\(entry.lastLog?.rowID.map(String.init) ?? "none")")
    }

    /// A decaf drink has at most 15 mg of caffeine (a decaf espresso carries about 3–15 mg).
    static let decafLimit = 15
}
