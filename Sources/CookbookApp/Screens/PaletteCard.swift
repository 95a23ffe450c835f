import UICore

/// One palette: its colours as vertical bands in a rounded card, with its name below them.
struct PaletteCard: View {
    var palette: Palette
    @Environment(\.colorSchemeContrast) private var contrast

    /// The first colour's hex under the name: systemGray (99/99/102), 5.4:1 on the caption bar;
    /// under Increase Contrast systemGray's accessible dark variant (58/58/60), 10:1.
    static func captionColor(_ contrast: ColorSchemeContrast) -> Color {
        contrast == .increased ? Color(r: 58, g: 58, b: 60) : Color(r: 99, g: 99, b: 102)
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(Array(palette.colors.enumerated()), id: \.offset) { item in
                    (Color(hex: item.element) ?? .gray).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            HStack {
                Text(palette.name).font(Font.callout.weight(.semibold)).foregroundStyle(Color(r: 28, g: 28, b: 30))
                Spacer()
                Text(palette.colors.first ?? "").font(.caption).foregroundStyle(Self.captionColor(contrast))
            }
            .padding(.horizontal, 28)
            // At least 84 pt; a name Larger Text wraps onto two lines makes the bar taller (the
            // bands give up the room) instead of being cut at its bottom edge.
            .padding(.vertical, 12)
            .frame(minHeight: 84)
            .background(Color(r: 242, g: 242, b: 247))
        }
        .clipShape(.roundedRect(cornerRadius: 24))
    }
}
