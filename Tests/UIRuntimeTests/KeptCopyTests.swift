import Testing
import UICore
@testable import UIRuntime

/// A screen's worth of static rows: a view that is kept whole from frame to frame.
private struct RecipeList: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<60, id: \.self) { i in
                HStack { Text("Recipe \(i)"); Spacer(); Text("\(10 + i) min") }
            }
        }
    }
}

/// A window around the rows whose own `@State` changes: its `body` runs again, the rows' does not.
private struct CountingWindow: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }.id("add")
            Text("Count \(count)").id("count")
            RecipeList()
        }
    }
}

/// A card that is focusable inside its padding, as `Text(…).focusable().padding()` writes it: an
/// identity given to the card from outside goes down its modifier chain to the focusable node.
private struct PaddedCard: View {
    let title: String
    var body: some View { Text(title).focusable().padding(20) }
}

/// Names its card from outside (`.id("card")`), as a `ForEach` or a screen names the views it holds.
private struct CardShelf: View {
    var body: some View {
        HStack {
            PaddedCard(title: "Soup").id("card")
            PaddedCard(title: "Salad")
        }
    }
}

/// A window whose own state changes while the shelf inside it is kept.
private struct ShelfWindow: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add \(count)") { count += 1 }.id("add")
            CardShelf()
        }
    }
}

/// A card whose identity is given before its padding and its focus, `.id(_:).padding().focusable()`:
/// the focus tree moves the identity out to the node that takes focus.
private struct TeaCard: View {
    var body: some View { Text("Tea").id("tea").padding(20).focusable() }
}

/// Two buttons no identity names: the focus tree numbers them in tree order.
private struct PlainPair: View {
    var body: some View {
        HStack {
            Button("Left") {}
            Button("Right") {}
        }
    }
}

/// A window that shows a new button above the kept views once its count is above zero.
private struct GrowingWindow: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }.id("add")
            if count > 0 { Button("New \(count)") {} }
            TeaCard()
            PlainPair()
        }
    }
}

/// What kept views hold of what they resolved (``RetainedEvaluations``): a view resolved again
/// copies the nodes it made itself and takes its kept children's subtrees by reference.
@MainActor
@Suite struct KeptCopyTests {
    private func nodes(_ root: Node?) -> Int {
        var n = 0
        root?.visit { _ in n += 1; return true }
        return n
    }

    /// SwiftUI keeps what a view's `body` returned and re-runs only the bodies whose inputs
    /// changed; a window whose `@State` changes re-runs its own `body` and keeps the 60 rows it
    /// holds. Before, its kept copy copied every node below it again (each view around a subtree
    /// copied it once more, the root view the whole window), each time it ran.
    @Test func aWindowResolvedAgainCopiesItsOwnNodesNotTheRowsItHolds() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { CountingWindow() }
        _ = host.context.focus(id: "add")
        _ = host.frame()
        let total = nodes(host.root)
        #expect(total > 200, "the window has \(total) nodes")
        host.evaluations.resetCounters()
        press(host, .return, clock: clock)
        #expect(host.evaluations.evaluationCount >= 1, "the window's body ran again")
        #expect(text(host, "count") == "Count 1")
        #expect(host.evaluations.keptNodesCopied < 40, "nodes copied for keeping: \(host.evaluations.keptNodesCopied) of \(total)")
    }

    /// An identity given from outside a kept view lands on the focusable node inside its padding;
    /// when the view around it is kept in turn and handed out again, the identity is still there
    /// (the path down to it is copied, not taken from the card's own copy, which never had it).
    @Test func anIdentityGivenDownAKeptViewsModifiersStaysWhenTheViewAroundItIsKept() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { ShelfWindow() }
        _ = host.context.focus(id: "add")
        _ = host.frame()
        #expect(host.root?.find(id: "card")?.focus?.interactions != nil)
        // The window runs again (its state changed): the shelf is kept and handed out again.
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        let card = host.root?.find(id: "card")
        #expect(card?.focus?.interactions != nil, "the card named from outside is still found and focusable")
        #expect(host.context.focus(id: "card"))
        _ = host.frame()
        #expect(host.context.focusedID == "card")
    }

    /// SwiftUI keeps a view's render nodes while nothing the view reads changes: after the
    /// window's `body` ran again, the rows it holds are the very nodes of the frame before (not
    /// copies made, laid out and freed again each frame), and they sit where a fresh layout of
    /// the whole window puts them.
    @Test func theRowsOfAKeptViewAreTheSameNodesInTheNextFrame() throws {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { CountingWindow() }
        _ = host.context.focus(id: "add")
        _ = host.frame()
        let before = try #require(textNode(host.root, "Recipe 7"))
        press(host, .return, clock: clock)
        #expect(text(host, "count") == "Count 1")
        let after = try #require(textNode(host.root, "Recipe 7"))
        #expect(after === before, "the row's text is the node of the frame before")
        let kept = after.frame
        host.evaluations.removeAll()
        _ = host.frame()
        let fresh = try #require(textNode(host.root, "Recipe 7"))
        #expect(fresh !== after)
        #expect(abs(kept.minX - fresh.frame.minX) < 0.01 && abs(kept.minY - fresh.frame.minY) < 0.01
                && abs(kept.width - fresh.frame.width) < 0.01, "kept \(kept), fresh \(fresh.frame)")
    }

    /// The identities the focus tree gives and moves after layout are its own changes to the
    /// tree: a kept view handed out again keeps none of last frame's. An identity given before
    /// `.padding().focusable()` still names the card, and buttons no identity names are numbered
    /// afresh in tree order when a button appears above them (one identity, one view).
    @Test func identitiesTheFocusTreeGaveAreGivenAgainToAKeptView() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { GrowingWindow() }
        _ = host.context.focus(id: "add")
        _ = host.frame()
        #expect(host.root?.find(id: "tea")?.focus?.interactions != nil)
        press(host, .return, clock: clock)
        press(host, .return, clock: clock)
        #expect(host.root?.find(id: "tea")?.focus?.interactions != nil, "the card is still named by its identity")
        var ids: [ViewID] = []
        host.root?.visit { n in
            if n.focus?.interactions != nil, let id = n.id { ids.append(id) }
            return true
        }
        #expect(ids.count == 5, "\(ids)")
        #expect(Set(ids).count == ids.count, "every focusable view has an identity of its own: \(ids)")
        #expect(host.context.focus(id: "tea"))
        _ = host.frame()
        #expect(host.context.focusedID == "tea")
    }

    private func textNode(_ root: Node?, _ string: String) -> Node? {
        var found: Node?
        root?.visit { n in
            if found == nil, case .text(let t) = n.kind, t.string == string { found = n }
            return found == nil
        }
        return found
    }
}
