import UICore

/// A recipe card of ``LayoutBenchPage`` (`headless: layout:`): a title, a line of facts, a
/// description that wraps.
struct LayoutBenchCard: View {
    let index: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Recipe \(index)").font(.headline)
            HStack(spacing: 12) {
                Text("\(10 + index % 50) min").foregroundStyle(.secondary)
                Text(index % 3 == 0 ? "Vegetarian" : "Serves \(2 + index % 4)").foregroundStyle(.secondary)
                Spacer()
                Text("★★★★☆")
            }
            Text("Layers of pastry and nuts soaked in syrup, baked until golden, cooled and cut into diamonds; recipe \(index) of the collection.")
        }
        .padding(20)
        .background(.secondaryBackground, in: .roundedRect(cornerRadius: 16))
    }
}
