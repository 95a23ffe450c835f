import Testing
import UICore
@testable import FocusEngine

/// The bridge from a laid-out UICore view tree to the engine: roles, sections, lazy regions, routing.
@Suite struct ViewTreeTests {
    static func laidOut(_ view: some View, focused: ViewID? = nil, width: Double = 1200, height: Double = 800) -> Node {
        let root = ResolveContext(focusedID: focused).resolve(view)
        LayoutEngine.layout(root, in: Size(width: width, height: height),
                            context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: width, height: height)))
        return root
    }

    @Test func buttonsBecomeActivateTargetsAndSectionsHandFocusOn() {
        // The seed's favourites case: a centred button below, outside the last favourite's beam.
        let view = VStack(spacing: 200) {
            HStack(spacing: 120) {
                Button("Apple Pie") {}.id("apple-pie")
                Button("Baklava") {}.id("baklava")
                Button("Crème Brûlée") {}.id("creme-brulee")
            }
            HStack {
                Spacer()
                Button("Add") {}.id("add")
                Spacer()
            }
            .focusSection()
            .id("row")
        }
        let root = Self.laidOut(view, width: 1920)
        let tree = FocusTreeBuilder.build(root, windowSize: Size(width: 1920, height: 800))
        let system = FocusSystem()
        system.update(tree: tree)
        #expect(system.focus(id: "creme-brulee"))
        #expect(system.move(.down).to == "add")
        #expect(system.ancestors(of: "add").contains("row"))
    }

    @Test func lazyGridItemsAreReachableBeforeTheyAreBuilt() {
        let items = Array(0..<10_000)
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 20, prefetch: 0) {
                ForEach(items, id: \.self) { i in Color.red.frame(height: 180).focusable().id("cell-\(i)") }
            }
        }.id("grid")
        let root = Self.laidOut(view, width: 800, height: 400)
        let system = FocusSystem()
        system.update(tree: FocusTreeBuilder.build(root, windowSize: Size(width: 800, height: 400)))
        #expect(system.focus(id: "cell-2"))
        // Row 2 (cells 4 and 5) lies below the 400-pt viewport and was never built.
        #expect(root.find(id: "cell-4") == nil)
        #expect(system.move(.down).to == "cell-4")
    }

    @Test func keyPressesBubbleFromTheFocusedViewToItsAncestors() {
        var log: [String] = []
        let view = VStack {
            Button("A") {}.id("a")
                .onKeyPress(.return) { log.append("a"); return .ignored }
        }
        .onKeyPress(.return) { log.append("stack"); return .handled }
        .id("stack")
        let root = Self.laidOut(view)
        let system = FocusSystem()
        system.update(tree: FocusTreeBuilder.build(root, windowSize: Size(width: 1200, height: 800)))
        #expect(system.focus(id: "a"))
        let chain = system.responderChain
        let outcome = KeyPressRouter(tree: root, chain: chain).route(KeyPress(key: .return), chain: chain)
        #expect(outcome.result == .handled && outcome.byID == "stack")
        #expect(log == ["a", "stack"])
    }

    /// A press goes to the focused view and then its ancestors only (Apple's `onKeyPress`: "the
    /// focused view … or one of its ancestors"): a chain that still names a view from before
    /// the tree changed — here one that is now a sibling of the focused view — does not reach it.
    @Test func aChainIdOffTheFocusedViewsAncestorsGetsNoPress() {
        var log: [String] = []
        let view = VStack {
            Button("A") {}.id("a")
            Button("B") {}.id("b")
                .onKeyPress(.return) { log.append("b"); return .handled }
        }
        .onKeyPress(.return) { log.append("stack"); return .handled }
        .id("stack")
        let root = Self.laidOut(view)
        // "b" stands where an ancestor was when the chain was taken.
        let chain: [ViewID] = ["a", "b", "stack"]
        let outcome = KeyPressRouter(tree: root, chain: chain).route(KeyPress(key: .return), chain: chain)
        #expect(outcome.byID == "stack")
        #expect(log == ["stack"])
    }

    /// A held direction can move focus onto a lazy item the grid has not built yet: the press
    /// still goes to the focused view's ancestors, innermost first, as they are in the tree.
    @Test func aPressForAnUnbuiltLazyItemGoesToItsAncestors() {
        var log: [String] = []
        let items = Array(0..<10_000)
        let view = VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()], spacing: 20, prefetch: 0) {
                    ForEach(items, id: \.self) { i in Color.red.frame(height: 180).focusable().id("cell-\(i)") }
                }
            }
            .onKeyPress(.return) { log.append("grid"); return .ignored }
            .id("grid")
        }
        .onKeyPress(.return) { log.append("screen"); return .handled }
        .id("screen")
        let root = Self.laidOut(view, width: 800, height: 400)
        let system = FocusSystem()
        system.update(tree: FocusTreeBuilder.build(root, windowSize: Size(width: 800, height: 400)))
        #expect(system.focus(id: "cell-2"))
        #expect(system.move(.down).to == "cell-4")
        #expect(root.find(id: "cell-4") == nil, "row 2 lies below the viewport, unbuilt")
        let chain = system.responderChain
        #expect(chain.first == "cell-4" && chain.contains("grid") && chain.contains("screen"))
        let outcome = KeyPressRouter(tree: root, chain: chain).route(KeyPress(key: .return), chain: chain)
        #expect(outcome.result == .handled && outcome.byID == "screen")
        #expect(log == ["grid", "screen"])
    }
}
