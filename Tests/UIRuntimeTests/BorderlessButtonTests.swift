import Testing
@testable import UICore
@testable import UIRuntime

/// `.buttonStyle(.borderless)` on tvOS, as Apple introduced it in tvOS 17: a poster button whose
/// label is an image above its title draws no platter, and when focused its image lifts while
/// the title stays. A shelf written that way did not compile.
@MainActor
@Suite struct BorderlessButtonTests {
    struct Shelf: View {
        var body: some View {
            HStack(spacing: 40) {
                ForEach(0..<3, id: \.self) { i in
                    Button {} label: {
                        VStack(spacing: 12) {
                            Image("poster-\(i)").resizable().frame(width: 240, height: 360)
                            Text("Movie \(i)").id("title-\(i)")
                        }
                    }
                    .buttonStyle(.borderless)
                    .id("movie-\(i)")
                }
            }
        }
    }

    func scale(_ host: ViewHost<some View>, _ id: String) -> Double {
        guard let node = host.root?.find(named: id) else { return 1 }
        return host.effects.decorations[ObjectIdentifier(node)]?.scale ?? 1
    }

    /// The lift scale the last frame gave poster `i`'s image.
    func artScale(_ host: ViewHost<some View>, _ i: Int) -> Double {
        var image: Node?
        host.root?.find(named: "movie-\(i)")?.visit { n in
            if image == nil, case .image = n.kind { image = n }
            return image == nil
        }
        guard let image else { return 1 }
        return host.effects.decorations[ObjectIdentifier(image)]?.scale ?? 1
    }

    @Test func theFocusedPostersImageLiftsAndItsTitleStays() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Shelf() }
        settle(host, clock)
        let focused = try #require(host.context.focusedID?.description)
        #expect(focused == "movie-0")
        #expect(artScale(host, 0) > 1.05, "the artwork lifts as a poster does (a tile's larger lift)")
        #expect(scale(host, "title-0") == 1 && scale(host, "movie-0") == 1, "the title and the button stay")
        #expect(artScale(host, 1) == 1)
        press(host, .rightArrow, clock: clock)
        #expect(artScale(host, 1) > 1.05 && artScale(host, 0) == 1)
    }

    @Test func aSymbolImageLiftsAboveItsTitleToo() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            Button {} label: {
                VStack {
                    Image(systemName: "heart.fill").id("heart")
                    Text("Favourite").id("title")
                }
            }
            .buttonStyle(.borderless)
        }
        settle(host, clock)
        let heart = try #require(textNode(host, "♥"))
        #expect((host.effects.decorations[ObjectIdentifier(heart)]?.scale ?? 1) > 1.01)
        let title = try #require(textNode(host, "Favourite"))
        #expect(host.effects.decorations[ObjectIdentifier(title)]?.scale == nil)
    }

    @Test func noPlatterIsDrawnBehindTheLabel() {
        let host = identityHost { Shelf() }
        var shapes = 0
        host.root?.visit { n in
            if case .shape = n.kind { shapes += 1 }
            return true
        }
        #expect(shapes == 0, "a bordered button would add a platter a button")
    }
}
