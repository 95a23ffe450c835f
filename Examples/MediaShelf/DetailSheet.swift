import UICore

/// A poster's detail sheet: its artwork beside its title and two buttons.
struct DetailSheet: View {
    let poster: Poster
    let close: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 48) {
            PosterArt(poster: poster)
            VStack(alignment: .leading, spacing: 24) {
                Text(poster.title).font(.title2)
                Text("Shelf \(poster.shelf + 1), poster \(poster.index + 1) of \(Shelf.count)").font(.callout)
                HStack(spacing: 24) {
                    Button("Play") {}.id("play")
                    Button("Close") { close() }.id("close")
                }
            }
        }
        .frame(width: 900)
    }
}
