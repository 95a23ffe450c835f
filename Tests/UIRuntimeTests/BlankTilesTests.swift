import Testing
@testable import UICore
@testable import UIRuntime

/// `BlankTiles`: the tiles of a lazy grid on screen without their content in a frame.
@MainActor
@Suite struct BlankTilesTests {
    /// A 4-column grid of 300 cells (a title over a coloured tile) in a 400 pt tall scroll view.
    static func makeHost(clock: ManualClock) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 4), spacing: 20) {
                        ForEach(0..<300, id: \.self) { i in
                            VStack {
                                Rectangle().fill(Color.blue).frame(height: 70)
                                Text("Cell \(i)")
                            }
                            .focusable()
                            .id("cell-\(i)")
                        }
                    }
                }
                .frame(height: 400)
                .id("grid")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    @Test func everyTileOnScreenIsDrawnWhileScrolling() throws {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock)
        var list = host.frame()
        let root = try #require(host.root)
        #expect(BlankTiles.count(in: root, list: list) == 0)
        // Down held through the grid: every frame shows every tile it reaches.
        for _ in 0..<40 {
            host.handle(.key(KeyPress(key: .downArrow)))
            host.handle(.key(KeyPress(key: .downArrow, phase: .up)))
            for _ in 0..<6 {
                clock.advance(by: 1.0 / 60)
                list = host.frame()
                #expect(BlankTiles.count(in: try #require(host.root), list: list) == 0)
            }
        }
        #expect(host.context.focusedID != "cell-0")
    }

    @Test func tilesMissingTheirTitleOrArtOrNotBuiltAreCounted() throws {
        let clock = ManualClock()
        let host = Self.makeHost(clock: clock)
        let list = host.frame()
        let root = try #require(host.root)
        // The tiles on screen: the built cells inside the 400 pt scroll view.
        let grid = try #require(Self.lazyNode(in: root))
        let viewport = try #require(root.find(id: "grid")).frame
        let onScreen = grid.children.filter { $0.frame.intersects(viewport) }.count
        #expect(onScreen >= 12)
        var noText = list
        noText.items.removeAll { if case .text = $0 { return true } else { return false } }
        #expect(BlankTiles.count(in: root, list: noText) == onScreen)
        var noArt = list
        noArt.items.removeAll { if case .fill(_, let r, _) = $0 { return r.height == 70 } else { return false } }
        #expect(BlankTiles.count(in: root, list: noArt) == onScreen)
        // A lazy grid that lost its built items: every slot on screen is blank.
        let built = grid.children
        grid.children = []
        grid.lazyMaterialized = []
        #expect(BlankTiles.count(in: root, list: list) == onScreen)
        grid.children = built
    }

    static func lazyNode(in root: Node) -> Node? {
        var found: Node?
        root.visit { n in
            if case .lazy = n.kind { found = n; return false }
            return found == nil
        }
        return found
    }
}
