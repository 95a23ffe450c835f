import UICore

/// The guide: channel groups on the left, the programmes on the right.
struct GuideApp: View {
    let programmes: [Programme]
    static let groups = ["All", "Films", "Series", "Sport", "News", "Kids"]

    @State private var group = "All"
    @State private var playing: String?

    var body: some View {
        HStack(alignment: .top, spacing: 60) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Guide").font(.title2)
                ForEach(Self.groups, id: \.self) { name in
                    Button(name) { group = name }
                }
            }
            .frame(width: 280)
            .focusSection()
            VStack(alignment: .leading, spacing: 20) {
                Text(playing.map { "Playing \($0)" } ?? "\(group) · \(programmes.count) programmes")
                    .font(.headline)
                ScrollView {
                    LazyVStack(spacing: 12) {
                        ForEach(programmes) { programme in
                            ProgrammeRow(programme: programme) { playing = programme.title }
                        }
                    }
                }
            }
        }
        .padding(60)
    }
}
