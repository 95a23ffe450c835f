import Observation
import Testing
@testable import UICore
@testable import UIRuntime

/// A download whose progress an async task writes (Apple's "Managing model data in your app":
/// `@Observable` models held by plain `let` properties).
@Observable private final class Download: Identifiable {
    let id: Int
    var progress = 0
    init(id: Int) { self.id = id }
}

@Observable private final class Downloads {
    var items = (0..<40).map { Download(id: $0) }
    /// Read by no view.
    var unread = 0
}

/// An episode as the app's own model type (``ObservableModel``, ``Observed`` properties).
private final class Episode: ObservableModel, Identifiable {
    let id: Int
    @Observed var title: String
    init(id: Int) { self.id = id; title = "Episode \(id)" }
}

/// A lazy list whose rows are made in the `ForEach` closure from what it reads of each item,
/// with no view of their own to hold the read (how a tvOS developer writes a quick list).
private struct DownloadList: View {
    let downloads: Downloads
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(downloads.items) { d in
                    Button("Download \(d.id): \(d.progress)%") {}.id(ViewID("download\(d.id)"))
                }
            }
        }
    }
}

private struct QueueList: View {
    let episodes: [Episode]
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(episodes) { e in
                    Button(e.title) {}.id(ViewID("episode\(e.id)"))
                }
            }
        }
    }
}

/// What a lazy container's `ForEach` content closure reads is a dependency of the frame, as in
/// SwiftUI: a model written between frames by work outside the event path (an async download
/// reporting progress, with nobody touching the remote) shows on the rows the closure made when
/// the loop wakes. The closure runs as layout reaches each row, outside every `body`; its reads
/// were recorded nowhere, so the rows kept their old text until the next key press.
@Suite struct LazyContentReadTests {
    @Test func progressWrittenBetweenFramesShowsOnTheLazyRow() {
        let downloads = Downloads()
        let (host, backend) = runningHost { DownloadList(downloads: downloads) }
        #expect(host.app.text(of: "download1") == "Download 1: 0%")
        let presented = backend.presented
        downloads.items[1].progress = 50
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.text(of: "download1") == "Download 1: 50%")
        #expect(host.app.text(of: "download2") == "Download 2: 0%")
        #expect(backend.presented > presented)
    }

    @Test func anObservedWriteBetweenFramesShowsOnTheLazyRow() {
        let episodes = (0..<40).map { Episode(id: $0) }
        let (host, backend) = runningHost { QueueList(episodes: episodes) }
        #expect(host.app.text(of: "episode3") == "Episode 3")
        episodes[3].title = "Episode 3 (watched)"
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.text(of: "episode3") == "Episode 3 (watched)")
    }

    /// A wake after a write no row read builds nothing: the rows' reads are those of the rows.
    @Test func aWakeAfterAWriteNoRowReadBuildsNothing() {
        let downloads = Downloads()
        let (host, backend) = runningHost { DownloadList(downloads: downloads) }
        let presented = backend.presented, built = host.app.framesByWork[.rebuild, default: 0]
        downloads.unread = 3
        // An item far below the window: its row was never made, so nothing read its progress.
        downloads.items[39].progress = 10
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.framesByWork[.rebuild, default: 0] == built)
        #expect(backend.presented == presented)
    }
}
