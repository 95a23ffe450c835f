import UICore

/// A poster's artwork: its colour, its number and title, on a rounded card.
struct PosterArt: View {
    let poster: Poster

    /// Poster size in points: 2:3, as film posters are, small enough for three shelves and
    /// their lift on a 1080-point canvas.
    static let size = Size(width: 160, height: 240)

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(poster.colour)
            VStack(spacing: 8) {
                Text("\(poster.index + 1)").font(.title2)
                Text(poster.category).font(.caption)
            }
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
