import Testing
import UICore
import ScrollEngine
@testable import UIRuntime

/// The getting-started grid of the UICore documentation, as printed there but with `count`
/// tiles: a `ScrollView` with no `.id`.
struct GettingStartedTile: View {
    let index: Int
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(Color(red: 0.25, green: 0.4, blue: 0.75))
            Text("\(index + 1)").font(.title2)
        }
        .frame(height: 180)
    }
}

struct GettingStartedGrid: View {
    var count = 240
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 40)], spacing: 40) {
                ForEach(0..<count) { i in
                    GettingStartedTile(index: i).focusable().hoverEffect(.lift).id("tile-\(i)")
                }
            }
        }
        .contentMargins(.all, 60)
    }
}

/// A focus state an app model keeps (a TV guide's "which poster").
final class ShelfModel: @unchecked Sendable {
    let focus = FocusState<String?>()
}

/// Shelves of posters: a vertical `ScrollView` of titled horizontal lazy shelves, none named.
struct Shelves: View {
    let model: ShelfModel
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 60) {
                ForEach(0..<8) { s in
                    VStack(alignment: .leading, spacing: 20) {
                        Text("Shelf \(s)").font(.title2)
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 40) {
                                ForEach(0..<30) { p in
                                    Text("Poster \(s)-\(p)")
                                        .frame(width: 250, height: 375)
                                        .focusable()
                                        .focused(model.focus, equals: "poster-\(s)-\(p)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Every scroll view is a scroll view, from a tvOS developer's report: a
/// `ScrollView` without `.id` never scrolled to the focused view (its layout called it `scroll`,
/// the focus tree `scroll-N`), and two unnamed ones shared one offset.
@MainActor
@Suite struct UnnamedScrollViewTests {
    static let tv = Size(width: 1920, height: 1080)

    /// The offsets of the window's scroll views, by name.
    static func offsets<V: View>(_ host: ViewHost<V>) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: host.scrolls.offsets(pixelsPerPoint: 1).map { ($0.key.description, $0.value) })
    }

    @Test func theGettingStartedGridScrollsToTheFocusedTile() throws {
        let clock = ManualClock()
        let host = identityHost(Self.tv, clock: clock) { GettingStartedGrid() }
        #expect(host.context.focusedID == "tile-0")
        press(host, .downArrow, clock: clock, times: 6)
        #expect(host.context.focusedID == "tile-36")
        let tile = try #require(host.root?.find(id: "tile-36"))
        #expect(tile.frame.maxY <= Self.tv.height, "the focused tile is in the window, not at y = \(tile.frame.minY)")
        #expect(tile.frame.minY >= 0)
        #expect((Self.offsets(host)["scroll-1"] ?? 0) > 0)
    }

    @Test func aFocusStateWriteForAPosterBelowTheFoldScrollsBothShelvesAndRightMovesAlongIt() throws {
        let clock = ManualClock(), model = ShelfModel()
        let host = identityHost(Self.tv, clock: clock) { Shelves(model: model) }
        #expect(host.context.focusedID?.description == "0/0")
        model.focus.wrappedValue = "poster-5-12"
        _ = host.frame()
        settle(host, clock)
        #expect(host.context.focusedID?.description == "5/12")
        let focused = try #require(host.context.focusedID)
        let poster = try #require(host.root?.find(id: focused))
        let window = Rect(x: 0, y: 0, width: Self.tv.width, height: Self.tv.height)
        #expect(window.contains(poster.frame), "poster at \(poster.frame)")
        let offsets = Self.offsets(host)
        #expect((offsets["scroll-1"] ?? 0) > 0, "the vertical scroll view moved down to shelf 5: \(offsets)")
        #expect((offsets["5/scroll-1"] ?? 0) > 0, "shelf 5 moved along to poster 12: \(offsets)")
        #expect(offsets["0/scroll-1"] == 0, "shelf 0 keeps its own offset: \(offsets)")
        press(host, .rightArrow, clock: clock)
        #expect(host.context.focusedID?.description == "5/13")
        #expect(model.focus.wrappedValue == "poster-5-13")
        press(host, .rightArrow, clock: clock, times: 3)
        #expect(host.context.focusedID?.description == "5/16")
        let focusedNow = try #require(host.context.focusedID)
        let moved = try #require(host.root?.find(id: focusedNow))
        #expect(window.contains(moved.frame), "poster at \(moved.frame)")
    }

    @Test func twoUnnamedScrollViewsKeepTheirOwnOffsets() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) {
            HStack(spacing: 40) {
                ScrollView { VStack(spacing: 20) { ForEach(0..<20) { i in Text("L\(i)").frame(width: 300, height: 100).focusable() } } }
                    .focusSection()
                ScrollView { VStack(spacing: 20) { ForEach(0..<20) { i in Text("R\(i)").frame(width: 300, height: 100).focusable() } } }
                    .focusSection()
            }
        }
        press(host, .downArrow, clock: clock, times: 8)
        let offsets = Self.offsets(host)
        #expect((offsets["scroll-1"] ?? 0) > 0, "\(offsets)")
        #expect(offsets["scroll-2"] == 0, "\(offsets)")
    }
}

/// Layout where it silently differed from SwiftUI.
@MainActor
@Suite struct ScrollLayoutParityTests {
    /// 100-point rows 8 points apart in a 330-point scroll view snapping to them, the
    /// `scrollTargetLayout()` stack wrapped by `wrap`.
    struct Rows: View {
        var lazy = true
        var padded = true
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 8) { ForEach(0..<30) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100).focusable() } }
                        .scrollTargetLayout()
                        .padding(.horizontal, padded ? 40 : 0)
                } else {
                    VStack(spacing: 8) { ForEach(0..<30) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100).focusable() } }
                        .scrollTargetLayout()
                        .padding(.horizontal, padded ? 40 : 0)
                }
            }
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 330)
            .id("rows")
        }
    }

    /// The distinct offsets the scroll view rests at while Down walks the rows.
    static func restingOffsets(_ view: Rows) -> [Double] {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) { view }
        var seen: [Double] = []
        for _ in 0..<8 {
            press(host, .downArrow, clock: clock)
            let o = host.scrolls.offsets(pixelsPerPoint: 1)["rows"] ?? 0
            if o > 0, seen.last != o { seen.append(o) }
        }
        return seen
    }

    @Test func paddingAroundTheTargetLayoutKeepsViewAlignedSnapping() {
        let offsets = Self.restingOffsets(Rows())
        #expect(!offsets.isEmpty)
        #expect(offsets.allSatisfy { $0.truncatingRemainder(dividingBy: 108) == 0 }, "\(offsets)")
        #expect(Array(offsets.prefix(4)) == [108, 216, 324, 432])
    }

    @Test func aTargetLayoutThatIsNotLazySnapsToItsChildren() {
        let offsets = Self.restingOffsets(Rows(lazy: false))
        #expect(Array(offsets.prefix(4)) == [108, 216, 324, 432], "\(offsets)")
    }

    @Test func aHorizontalScrollViewHugsItsContentsHeightInAVStack() throws {
        let host = identityHost(Size(width: 800, height: 600)) {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { HStack(spacing: 20) { ForEach(0..<10) { i in Text("\(i)").frame(width: 150, height: 120).focusable() } } }
                    .id("shelf")
                Text("Below").frame(maxHeight: .infinity).id("below")
            }
        }
        let shelf = try #require(host.root?.find(id: "shelf"))
        #expect(shelf.frame.height == 120)
        #expect(shelf.frame.width == 800)
        let below = try #require(host.root?.find(id: "below"))
        #expect(below.frame.minY == 120 && below.frame.height == 480)
    }

    @Test func aVerticalScrollViewHugsItsContentsWidthInAnHStack() throws {
        let host = identityHost(Size(width: 800, height: 600)) {
            HStack(spacing: 0) {
                ScrollView { VStack(spacing: 20) { ForEach(0..<10) { i in Text("\(i)").frame(width: 200, height: 100).focusable() } } }
                    .id("column")
                Text("Beside").frame(maxWidth: .infinity).id("beside")
            }
        }
        let column = try #require(host.root?.find(id: "column"))
        #expect(column.frame.width == 200)
        #expect(column.frame.height == 600)
    }
}

/// Focus stays where it can be seen when the wheel (the crown) scrolls: the
/// gallery's wheel scrolled silently and left focus on a card off screen, so the next arrow
/// jumped back.
@MainActor
@Suite struct FocusInSightTests {
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 8) { ForEach(0..<40) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100).focusable() } }
            }
            .frame(height: 330)
            .id("rows")
        }
    }

    struct Cards: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 40) {
                    ForEach(0..<12) { i in Text("Card \(i)").frame(width: 500, height: 300).focusable().accessibilityLabel("Card \(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .id("cards")
        }
    }

    @Test func aWheelTurnThatCarriesFocusOutOfSightMovesItToTheNearestViewInSight() throws {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) { Rows() }
        #expect(host.context.focusedID?.description == "rows/0")
        _ = host.handle(.wheel(dx: 0, dy: -12))
        _ = host.frame()
        settle(host, clock)
        let focused = try #require(host.context.focusedID)
        #expect(focused.description != "rows/0")
        let node = try #require(host.root?.find(id: focused))
        let sight = try #require(host.root?.find(id: "rows")).frame
        #expect(sight.contains(node.frame), "focus on \(focused) at \(node.frame), the list shows \(sight)")
        // The scroll went where the wheel sent it: focus moving did not pull it back.
        #expect((host.scrolls.offsets(pixelsPerPoint: 1)["rows"] ?? 0) > 300)
    }

    @Test func theCrownInAShelfOfCardsCarriesFocusAlongAndItIsSpoken() throws {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) { Cards() }
        host.speech.setEnabled(true)
        settle(host, clock)
        _ = host.speech.takeSpoken()
        for _ in 0..<3 {
            _ = host.handle(.wheel(dx: 0, dy: -1))
            _ = host.frame()
            settle(host, clock)
        }
        let focused = try #require(host.context.focusedID)
        let node = try #require(host.root?.find(id: focused))
        #expect(try #require(host.root?.find(id: "cards")).frame.contains(node.frame))
        #expect(focused.description != "0")
        #expect(host.speech.takeSpoken().map(\.text).contains { $0.hasPrefix("Card ") })
    }

    @Test func aWheelTurnThatKeepsFocusInSightLeavesIt() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) { Rows() }
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID?.description == "rows/1")
        _ = host.handle(.wheel(dx: 0, dy: -0.5))
        _ = host.frame()
        settle(host, clock)
        #expect(host.context.focusedID?.description == "rows/1")
    }
}
