import SDLBackend
import UICore

/// One tile: a rounded colour swatch with its number.
struct Tile: View {
    let index: Int
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(Color(red: 0.25, green: 0.4, blue: 0.75))
            Text("\(index + 1)").font(.title2)
        }
        .frame(height: 180)
    }
}

/// Twenty-four focusable tiles in an adaptive grid that scrolls.
struct TileGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 40)], spacing: 40) {
                ForEach(0..<24) { i in
                    Tile(index: i).focusable().hoverEffect(.lift).id("tile-\(i)")
                }
            }
        }
        .contentMargins(.all, 60)
    }
}

SDLApp.run(title: "Grid") { TileGrid() }
