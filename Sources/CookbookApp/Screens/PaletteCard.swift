import UICore

/// One palette: its colours as vertical bands in a rounded card, with its name below them.
struct PaletteCard: View {
    var palette: Palette

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
                Text(palette.colors.first ?? "").font(.caption).foregroundStyle(Color(r: 99, g: 99, b: 102))
            }
            .padding(.horizontal, 28)
            .frame(height: 84)
            .background(Color(r: 242, g: 242, b: 247))
        }
        .clipShape(.roundedRect(cornerRadius: 24))
    }
}
