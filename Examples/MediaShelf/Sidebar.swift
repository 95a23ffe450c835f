import UICore

/// The category list down the left edge: five buttons, the chosen one marked.
struct Sidebar: View {
    let categories: [String]
    let selected: Int
    let focus: FocusState<Int?>.Binding
    let choose: (Int) -> Void

    /// The sidebar's width in points.
    static let width = 420.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(0..<categories.count) { i in
                // The id and the focus binding go on the button itself, inside the frame that
                // widens it: a modifier after `.frame` would name the frame, not the button.
                Button(i == selected ? "● \(categories[i])" : categories[i]) { choose(i) }
                    .focused(focus, equals: i)
                    .id("category-\(i)")
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, 40)
        .padding(.top, 40)
        .frame(width: Self.width, alignment: .top)
        .frame(maxHeight: .infinity, alignment: .top)
        .focusSection()
        .id("sidebar")
    }
}
