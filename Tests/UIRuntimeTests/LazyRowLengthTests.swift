import Testing
import UICore
@testable import UIRuntime

/// A feed's post: a title, and on every third post a photo under it (a row three times as tall).
private struct Post: View {
    let index: Int
    var body: some View {
        Button {} label: {
            VStack(alignment: .leading, spacing: 8) {
                Text("Post \(index)")
                if index % 3 == 1 { Color.gray.frame(width: 300, height: 160) }
            }
        }.id(ViewID("post\(index)"))
    }
}

/// Lazy stacks hold rows of different lengths as SwiftUI's do: a row is as tall (a `LazyHStack`'s
/// item as wide) as it measures when built, so rows never overlap or leave gaps, and the rows not
/// built yet are estimated from the first one. Before, every row was given the first row's
/// length: a taller row spilled over the rows after it.
@MainActor
@Suite struct LazyRowLengthTests {
    /// The frames of the posts the host's last tree built, by index.
    private func posts<V: View>(_ host: ViewHost<V>, _ range: Range<Int>) -> [Int: Rect] {
        var out: [Int: Rect] = [:]
        for i in range { if let f = host.root?.find(id: ViewID("post\(i)"))?.frame { out[i] = f } }
        return out
    }

    /// Apple's `LazyVStack` builds each row as it needs it and sizes it as a `VStack` would:
    /// every post a lazy feed built sits where the same feed in a plain stack puts it.
    @Test func rowsSitWhereAPlainStackPutsThem() {
        let size = Size(width: 960, height: 540)
        let lazy = identityHost(size) {
            ScrollView { LazyVStack(alignment: .leading, spacing: 12) { ForEach(0..<40, id: \.self) { Post(index: $0) } } }
        }
        let plain = identityHost(size) {
            ScrollView { VStack(alignment: .leading, spacing: 12) { ForEach(0..<40, id: \.self) { Post(index: $0) } } }
        }
        let built = posts(lazy, 0..<40), wanted = posts(plain, 0..<40)
        #expect(built.count >= 4, "the lazy feed built \(built.count) posts")
        #expect(built.count < 40, "the lazy feed built every post")
        for (i, f) in built.sorted(by: { $0.key < $1.key }) {
            guard let w = wanted[i] else { Issue.record("post \(i) missing from the plain stack"); continue }
            #expect(abs(f.minY - w.minY) < 1e-6 && abs(f.height - w.height) < 1e-6, "post \(i): lazy \(f), plain \(w)")
        }
    }

    /// Holding Down through a feed of short and tall posts: each focused post is shown whole and
    /// at its own height (the scroll reveals the row where it really is), and no two built rows
    /// overlap.
    @Test func focusWalksDownAFeedOfMixedRowsAndEachRowIsShownWhole() {
        let clock = ManualClock()
        let size = Size(width: 960, height: 540)
        let host = identityHost(size, clock: clock) {
            ScrollView { LazyVStack(spacing: 12) { ForEach(0..<200, id: \.self) { Post(index: $0) } } }
        }
        for step in 1...40 {
            press(host, .downArrow, clock: clock)
            let id = ViewID("post\(step)")
            #expect(host.context.focusedID == id, "after \(step) Down: \(String(describing: host.context.focusedID))")
            guard let f = host.root?.find(id: id)?.frame else { Issue.record("post \(step) not built"); continue }
            #expect(f.minY >= -1e-6 && f.maxY <= size.height + 1e-6, "post \(step) at \(f)")
            // A post with a photo is as tall as its photo and title, the others as their title.
            #expect(step % 3 == 1 ? f.height > 160 : f.height < 100, "post \(step) at \(f)")
            let rows = posts(host, 0..<200).sorted { $0.key < $1.key }.map(\.value)
            for (a, b) in zip(rows, rows.dropFirst()) {
                #expect(b.minY >= a.maxY + 12 - 1e-6, "rows overlap: \(a) then \(b)")
            }
        }
    }

    /// Focus sent from the end of a long feed to a post far above it, through rows never built:
    /// the post lands whole in view, however the rows above it measure against the estimate (the
    /// scroll view keeps the rows it shows, and the rows it will rest on, where they were as rows
    /// above them are measured). Jumping (Reduce Motion) and animated alike.
    @Test(arguments: [true, false])
    func focusSentUpIntoRowsNeverBuiltShowsThePostWhole(reduceMotion: Bool) {
        let clock = ManualClock()
        let size = Size(width: 960, height: 540)
        let host = identityHost(size, clock: clock) {
            ScrollView { LazyVStack(spacing: 12) { ForEach(0..<300, id: \.self) { Post(index: $0) } } }
        }
        host.environment.reduceMotion = reduceMotion
        for target in [299, 200, 120, 40] {
            let id = ViewID("post\(target)")
            #expect(host.context.focus(id: id), "post \(target) did not take focus")
            // The frames a window shows: each due one, until nothing moves or is due.
            for _ in 0..<600 {
                _ = host.frame()
                guard host.isAnimating || (host.nextDeadline.map { $0 <= clock.now } ?? false) else { break }
                clock.advance(by: 1.0 / 60)
            }
            guard let f = host.root?.find(id: id)?.frame else {
                Issue.record("post \(target) not built: the scroll stopped at \(String(describing: host.context.frame(of: id)))"); continue
            }
            #expect(f.minY >= -1e-6 && f.maxY <= size.height + 1e-6, "post \(target) at \(f)")
            #expect(target % 3 == 1 ? f.height > 160 : f.height < 100, "post \(target) at \(f)")
        }
    }

    /// A `LazyHStack` of posters and wide banners: each item as wide as it measures.
    @Test func aShelfHoldsItemsOfDifferentWidths() {
        let host = identityHost(Size(width: 1280, height: 720)) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 20) {
                    ForEach(0..<30, id: \.self) { i in
                        Button {} label: { Color.gray.frame(width: i % 4 == 2 ? 500 : 200, height: 300) }.id(ViewID("item\(i)"))
                    }
                }
            }
        }
        var frames: [Rect] = []
        for i in 0..<30 { if let f = host.root?.find(id: ViewID("item\(i)"))?.frame { frames.append(f) } }
        #expect(frames.count >= 4)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(abs(b.minX - (a.maxX + 20)) < 1e-6, "\(a) then \(b)")
        }
        #expect(frames.contains { $0.width > 400 })
    }

    /// Rows of one length measure no differences: the geometry stays the uniform one (no table),
    /// so long uniform lists keep O(1) frames.
    @Test func equalRowsStoreNoLengths() {
        let host = identityHost(Size(width: 960, height: 540)) {
            ScrollView { LazyVStack { ForEach(0..<1000, id: \.self) { i in Button("Row \(i)") {}.id(ViewID("r\(i)")) } } }
        }
        var tables: [LazyLengthTable] = []
        host.root?.visit { node in
            if let g = node.lazyGeometry as? LazyStackGeometry { tables.append(g.lengths) }
            return true
        }
        #expect(tables.count == 1)
        #expect(tables.allSatisfy { $0.isEmpty })
    }
}
