import UICore

/// One category row: a tvOS list cell that turns white when focused.
struct CategoryRow: View {
    var category: RecipeCategory
    var isSelected: Bool
    var count: Int
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        HStack(spacing: 16) {
            Text(category.title).font(Font.callout.weight(isSelected ? .bold : .medium))
            Spacer()
            Text("\(count)").font(.caption).foregroundStyle(isFocused ? Color(r: 99, g: 99, b: 102) : .secondaryLabel)
        }
        .foregroundStyle(isFocused ? Color(r: 28, g: 28, b: 30) : .white)
        .padding(.horizontal, 28)
        .frame(maxWidth: .infinity, minHeight: 76)
        .background(isFocused ? .white : (isSelected ? Theme.platter(Color.white.opacity(0.12), contrast) : .clear), in: .roundedRect(cornerRadius: 14))
        .contentShape(.roundedRect(cornerRadius: 14))
    }
}
