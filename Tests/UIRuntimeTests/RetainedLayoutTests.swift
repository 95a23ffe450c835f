import Testing
import UICore
@testable import UIRuntime

/// A recipe card as an app writes one: a title, a line of facts with a spacer, a description
/// that wraps, padded on a rounded background, no wider than 500 pt.
private struct RecipeCard: View {
    let title: String
    let minutes: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            HStack(spacing: 8) {
                Circle().fill(Color.accentColor).frame(width: 16, height: 16)
                Text("\(minutes) min").foregroundStyle(.secondary)
                Spacer()
                Text("★★★★☆")
            }
            Text("Layers of pastry and nuts soaked in syrup, baked until golden and left to rest overnight.")
        }
        .padding(16)
        .background(.secondaryBackground, in: .roundedRect(cornerRadius: 12))
        .frame(maxWidth: 500)
    }
}

/// A shelf of focusable cards that scrolls sideways as focus moves along it.
private struct RecipeShelf: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 24) {
                ForEach(0..<8, id: \.self) { i in
                    Button(action: {}) { RecipeCard(title: "Recipe \(i)", minutes: 10 * i) }.id("shelf-\(i)")
                }
            }
        }
    }
}

/// A screen whose state moves the cards: a paragraph above them that grows (the cards below
/// move down) and a label beside one that changes width (the card is offered another width).
private struct KitchenScreen: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Add") { count += 1 }.id("add")
            Text(String(repeating: "Step ", count: 1 + count * 14)).id("steps")
            HStack(alignment: .top) {
                Text(count % 2 == 0 ? "Dessert" : "A much longer category name").id("category")
                RecipeCard(title: "Baklava", minutes: 45)
            }
            RecipeCard(title: "Apple Pie", minutes: 60)
            RecipeShelf()
        }
        .padding(40)
    }
}

/// A banner a third as tall as its container, as `containerRelativeFrame` makes one: a layout
/// that reads from outside the view.
private struct ThirdWideBanner: View {
    var body: some View {
        Text("Today's pick").modifyNode { node, ctx in
            let banner = Node(.custom(CustomLayout(size: { _, layout, _ in
                Size(width: 300, height: layout.containerSize.height / 3)
            })), environment: ctx.environment)
            banner.children = [node]
            return banner
        }
    }
}

/// A card holding the banner and text of its own.
private struct PickCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ThirdWideBanner()
            Text("Chosen from the recipes cooked most this week, with the season's fruit.")
            Text("45 min").foregroundStyle(.secondary)
        }
        .padding(12)
    }
}

/// A counter above the card, whose text grows and leaves the card's scroll view less height.
private struct PickScreen: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }.id("add")
            Text(String(repeating: "Picked again. ", count: 1 + count * 30))
            ScrollView { PickCard() }
        }
    }
}

/// A view kept from the last frame brings its subtree's layout along: placed at the size it
/// had, it is moved rather than laid out again (SwiftUI lays a view out again only when its
/// proposal or its content changed), and lands exactly where a whole layout puts it.
@MainActor
@Suite struct RetainedLayoutTests {
    /// Every node's frame, and each text's broken lines, depth first.
    private func layout(_ host: ViewHost<some View>) -> [(Rect, [String])] {
        var out: [(Rect, [String])] = []
        host.root?.visit { n in
            if case .text(let t) = n.kind { out.append((n.frame, t.lines)) } else { out.append((n.frame, [])) }
            return true
        }
        return out
    }

    /// Two windows of the same screen, one laying everything out every frame.
    private func hosts(_ size: Size) -> (kept: ViewHost<ViewGroup>, whole: ViewHost<ViewGroup>, ManualClock) {
        let clock = ManualClock()
        let kept = identityHost(size, clock: clock) { KitchenScreen() }
        let whole = identityHost(size, clock: clock) { KitchenScreen() }
        whole.evaluations.bringsLayout = false
        for host in [kept, whole] { #expect(host.context.focus(id: "add")); _ = host.frame() }
        return (kept, whole, clock)
    }

    private func expectSameLayout(_ kept: ViewHost<some View>, _ whole: ViewHost<some View>, _ step: String) {
        let a = layout(kept), b = layout(whole)
        #expect(a.count == b.count, "\(step): \(a.count) nodes vs \(b.count)")
        for (i, (x, y)) in zip(a, b).enumerated() where x.0 != y.0 || x.1 != y.1 {
            Issue.record("\(step): node \(i) at \(x.0) \(x.1) kept, \(y.0) \(y.1) laid out whole")
            return
        }
    }

    @Test func aKeptViewIsMovedNotLaidOutAgainAndLandsWhereAWholeLayoutPutsIt() {
        let (kept, whole, clock) = hosts(Size(width: 1280, height: 720))
        kept.keptSubtreeLayouts = 0
        for step in 1...5 {
            press(kept, .return, clock: clock)
            press(whole, .return, clock: clock)
            expectSameLayout(kept, whole, "Add pressed \(step) times")
        }
        #expect(text(kept, "steps")?.hasPrefix("Step Step") == true)
        // Each press moves both cards' contents (the paragraph grows above them), and the one
        // beside the changing label is offered another width: moved where its size held.
        #expect(kept.keptSubtreeLayouts >= 5, "subtrees moved: \(kept.keptSubtreeLayouts)")
        #expect(whole.keptSubtreeLayouts == 0)
    }

    /// A kept view holding a scroll view brings along the layout of what does not depend on the
    /// scroll: the shelf scrolled along, then moved down by the paragraph, lands where a whole
    /// layout puts it.
    @Test func aKeptScrollViewSContentLandsWhereAWholeLayoutPutsIt() {
        let (kept, whole, clock) = hosts(Size(width: 1280, height: 720))
        for host in [kept, whole] {
            press(host, .return, clock: clock)
            #expect(host.context.focus(id: "shelf-0")); _ = host.frame()
            press(host, .rightArrow, clock: clock, times: 4)
            #expect(host.context.focusedID?.description == "shelf-4")
        }
        expectSameLayout(kept, whole, "shelf scrolled")
        kept.keptSubtreeLayouts = 0
        for host in [kept, whole] {
            #expect(host.context.focus(id: "add")); _ = host.frame()
            press(host, .return, clock: clock, times: 2)
        }
        expectSameLayout(kept, whole, "Add pressed with the shelf scrolled")
        #expect(kept.keptSubtreeLayouts > 0)
    }

    /// A window made narrower offers the cards less width: what changed size is laid out again,
    /// what kept its size is moved, and the whole agrees with a whole layout.
    @Test func aNarrowerWindowLaysOutWhatChangedSize() {
        let (kept, whole, clock) = hosts(Size(width: 1280, height: 720))
        press(kept, .return, clock: clock)
        press(whole, .return, clock: clock)
        for size in [Size(width: 700, height: 720), Size(width: 520, height: 900), Size(width: 1280, height: 720)] {
            _ = kept.windowDidResize(size); _ = kept.frame()
            _ = whole.windowDidResize(size); _ = whole.frame()
            expectSameLayout(kept, whole, "window \(size.width)×\(size.height)")
        }
    }

    /// A layout that read its container is laid out again when the container changes, though
    /// the view holding it is reused and its other parts are moved with their kept layout.
    @Test func aLayoutThatReadItsContainerIsLaidOutAgain() {
        let clock = ManualClock()
        let kept = identityHost(Size(width: 1200, height: 720), clock: clock) { PickScreen() }
        let whole = identityHost(Size(width: 1200, height: 720), clock: clock) { PickScreen() }
        whole.evaluations.bringsLayout = false
        for host in [kept, whole] { #expect(host.context.focus(id: "add")); _ = host.frame() }
        let before = bannerHeight(kept)
        kept.keptSubtreeLayouts = 0
        kept.evaluations.countsByType = true
        kept.evaluations.resetCounters()
        for host in [kept, whole] { press(host, .return, clock: clock) }
        expectSameLayout(kept, whole, "the text above grown")
        #expect(kept.evaluations.evaluationsByType["PickCard"] == nil, "the card is reused: \(kept.evaluations.evaluationsByType)")
        #expect(kept.keptSubtreeLayouts > 0, "its texts moved with their kept layout")
        #expect(bannerHeight(kept) < before - 10, "the banner follows its container: \(before) → \(bannerHeight(kept))")
    }

    private func bannerHeight(_ host: ViewHost<some View>) -> Double {
        var banner: Rect?
        host.root?.visit { n in if case .custom = n.kind { banner = n.frame }; return banner == nil }
        return banner?.height ?? 0
    }

    private func text(_ host: ViewHost<some View>, _ id: ViewID) -> String? {
        guard let node = host.root?.find(id: id), case .text(let t) = node.kind else { return nil }
        return t.string
    }
}
