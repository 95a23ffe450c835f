import UICore

/// An Apple TV app's frame: a `TabView` of three screens — a shelf of shows, a settings list and
/// a search field — written as Apple's `TabView` documentation and tvOS 18's `Tab` write it. Focus
/// on a tab selects it; Down enters its screen; Back returns to the bar; each screen keeps what
/// it had (the shelf's focused show, the settings' switches, the query) while another is shown.
struct TabsApp: View {
    enum Section: Hashable { case watchNow, settings, search }
    @State private var section = Section.watchNow

    var body: some View {
        TabView(selection: $section) {
            Tab("Watch Now", systemImage: "play", value: Section.watchNow) { WatchNowScreen() }
            Tab("Settings", systemImage: "gear", value: Section.settings) { SettingsScreen() }
            Tab("Search", systemImage: "magnifyingglass", value: Section.search) { SearchScreen() }
        }
    }
}

/// A shelf of shows, each a card button, and a count of plays.
private struct WatchNowScreen: View {
    @State private var played: [String] = []
    let shows = ["Severance", "Foundation", "Silo", "Ted Lasso", "For All Mankind", "Slow Horses"]

    var body: some View {
        VStack(alignment: .leading, spacing: 32) {
            Text(played.last.map { "Playing \($0)" } ?? "Up Next").font(.title3)
            ScrollView(.horizontal) {
                HStack(spacing: 40) {
                    ForEach(shows, id: \.self) { show in
                        Button { played.append(show) } label: {
                            VStack(alignment: .leading, spacing: 12) {
                                Color(hue: Double(show.count % 7) / 7, saturation: 0.45, brightness: 0.55)
                                    .frame(width: 300, height: 170)
                                Text(show).font(.caption).padding(.horizontal, 12).padding(.bottom, 12)
                            }
                        }
                        .buttonStyle(.card)
                    }
                }
                .padding(.vertical, 40)
            }
        }
        .padding(.horizontal, 80)
    }
}

/// A settings form, as tvOS settings list them: switches and a picker in sections.
private struct SettingsScreen: View {
    enum Quality: String, CaseIterable, Identifiable {
        case automatic = "Automatic", high = "High", dataSaver = "Data Saver"
        var id: Self { self }
    }
    @State private var subtitles = false
    @State private var autoplay = true
    @State private var quality = Quality.automatic

    var body: some View {
        Form {
            Section("Playback") {
                Toggle("Subtitles", isOn: $subtitles)
                Toggle("Autoplay Previews", isOn: $autoplay)
                Picker("Streaming Quality", selection: $quality) {
                    ForEach(Quality.allCases) { quality in Text(quality.rawValue) }
                }
            }
            Section {
                Button("Reset") { subtitles = false; autoplay = true; quality = .automatic }
            } footer: {
                Text("Resets every setting on this screen.")
            }
        }
        .frame(width: 900)
    }
}

/// A query field and what it finds.
private struct SearchScreen: View {
    @State private var query = ""
    let catalogue = ["Severance", "Foundation", "Silo", "Ted Lasso", "For All Mankind", "Slow Horses"]

    var body: some View {
        let found = catalogue.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        VStack(spacing: 24) {
            TextField("Shows", text: $query).frame(width: 800)
            Text(query.isEmpty ? "Type to search" : "\(found.count) found").font(.caption)
            HStack(spacing: 24) {
                ForEach(found, id: \.self) { title in Button(title) {} }
            }
        }
        .padding(.top, 40)
    }
}
