import Observation
import UICore

/// A film library that fills itself from an asynchronous load when it appears (`.task`), as a tvOS app
/// fills its shelves from a network service: "Loading…" until the listing arrives on the main
/// actor, then a row of films. Refresh loads it again. The shape of Apple's "Managing model data
/// in your app" with the fetch of "Updating an app to use Swift concurrency": the model is
/// `@Observable`, put in the environment by the app and read with `@Environment`.
struct LibraryApp: View {
    @Environment(FilmCatalog.self) private var catalog

    var body: some View {
        VStack(alignment: .leading, spacing: 40) {
            Text(catalog.isLoading ? "Loading…" : "\(catalog.films.count) films, listing \(catalog.loads)").font(.title3)
            HStack(spacing: 40) {
                ForEach(catalog.films, id: \.self) { film in
                    Button {} label: {
                        VStack(alignment: .leading, spacing: 12) {
                            Color(hue: Double(film.count % 7) / 7, saturation: 0.5, brightness: 0.6).frame(width: 220, height: 320)
                            Text(film).font(.caption).padding(.horizontal, 12).padding(.bottom, 12)
                        }
                    }
                    .buttonStyle(.card)
                }
            }
            Button("Refresh") { catalog.reload() }
        }
        .padding(80)
        .task { await catalog.load() }
    }
}

/// The library's model: the films, and whether a load is under way. Only the main actor touches
/// it (bodies, actions and the load's `@MainActor` task), which `@unchecked Sendable` states.
@Observable final class FilmCatalog: @unchecked Sendable {
    var films: [String] = []
    var isLoading = true
    /// How many listings arrived (each refresh brings another).
    var loads = 0
    /// Seconds the service takes to answer (`--latency`; 0: at once).
    @ObservationIgnored let latency: Double

    init(latency: Double = 0) { self.latency = latency }

    /// Fetches the listing off the main actor and shows it when it arrives.
    @MainActor func load() async {
        isLoading = true
        films = await FilmService.listing(after: loads, latency: latency)
        loads += 1
        isLoading = false
    }

    /// Starts a load from an action (a button's, which is not async).
    func reload() {
        Task { @MainActor in await load() }
    }
}

/// Where the films come from (a real app awaits its network service here).
enum FilmService {
    static let films = ["Arrival", "Blade Runner", "Casablanca", "Dune", "Heat", "Vertigo"]

    /// The listing after `loads` earlier ones (the films, the newest first in each new listing),
    /// `latency` seconds after it was asked for, as a slow network would give it.
    @concurrent static func listing(after loads: Int, latency: Double) async -> [String] {
        if latency > 0 { try? await Task.sleep(for: .seconds(latency)) } else { await Task.yield() }
        let k = loads % films.count
        return Array(films[k...] + films[..<k])
    }
}
