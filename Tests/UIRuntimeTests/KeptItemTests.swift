import Testing
import UICore
@testable import UIRuntime

/// An album as SwiftUI sample code keeps one: the selected photo follows focus, and favourites.
private final class Album: ObservableModel {
    @Observed var selection = 0
    @Observed var favorites: Set<Int> = []
    /// Dimmed photos (read by an app's own modifier that declares no inputs).
    @Observed var dimmed: Set<Int> = []
    /// Photos that cannot be opened (`.disabled(_:)`, a modifier that applies one value).
    @Observed var locked: Set<Int> = []
}

/// A photo cell: a picture with the selection stroke, and its caption.
private struct PhotoTile: View {
    let number: Int
    let isSelected: Bool
    var body: some View {
        VStack(spacing: 8) {
            Shape(.roundedRect(cornerRadius: 12)).fill(isSelected ? Color.blue : Color.gray).frame(height: 120)
            Text("Photo \(number)")
        }
    }
}

private extension PhotoTile {
    /// The tile as a grid's cell: focusable, bound to the grid's focus, tapped to select, described.
    func cell(_ n: Int, album: Album, focus: FocusState<Int?>.Binding) -> some View {
        focusable()
            .focused(focus, equals: n)
            .onTapGesture { album.selection = n }
            .accessibilityLabel("Photo \(n)")
            .accessibilityValue(album.favorites.contains(n) ? "favorite" : "")
    }
}

/// The album's grid, written as Apple's focus and accessibility documentation writes a grid
/// of cells: the screen reads the selection, so its `body` runs on every move, and each cell is
/// a view with modifiers, the last an app's own.
private struct AlbumScreen: View {
    let album: Album
    /// Whether the app's own modifier declares its inputs (then every modifier of a cell does).
    let declaresOwnModifier: Bool
    @FocusState private var focused: Int?
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 220))], spacing: 20) {
                ForEach(0..<600, id: \.self) { n in
                    PhotoTile(number: n, isSelected: n == album.selection)
                        .cell(n, album: album, focus: $focused)
                        .dimmed(album.dimmed.contains(n), declared: declaresOwnModifier)
                        .disabled(album.locked.contains(n))
                        .id("photo-\(n)")
                }
            }
        }
        // Focus enters the grid at the selected photo: the screen reads the selection.
        .defaultFocus($focused, album.selection)
    }
}

private extension View {
    /// An app's own modifier, built on `modifyNode`: dims the view, declaring its input or not.
    func dimmed(_ dim: Bool, declared: Bool) -> ModifiedView<Self> {
        ModifiedView(self, inputs: declared ? ModifierInputs("dimmed", dim) : nil) { node, _ in
            node.effects.opacity = dim ? 0.5 : 1
            return node
        }
    }
}

/// A lazy container's items built of modifiers around a view: when the screen's `body` runs
/// again with equal inputs for an item, the item is not resolved or laid out again (SwiftUI
/// compares a modifier's stored properties as it compares a view's).
@MainActor
@Suite struct KeptItemTests {
    /// Moves focus `moves` times, down and right in turn, the selection following it as the
    /// app's model writes it.
    private func move(_ host: ViewHost<some View>, _ album: Album, clock: ManualClock, moves: Int) {
        for i in 0..<moves {
            press(host, i % 2 == 0 ? .downArrow : .rightArrow, clock: clock)
            if let id = host.context.focusedID?.description, let n = Int(id.dropFirst("photo-".count)) { album.selection = n }
            settle(host, clock)
        }
    }

    private func item(_ host: ViewHost<some View>, _ n: Int) -> Node? { host.root?.find(id: ViewID("photo-\(n)")) }

    /// The screen's `body` runs on every move (it reads the selection); the cells whose inputs
    /// did not change come back as laid out, and only the two whose selection changed are evaluated.
    @Test func cellsWithEqualInputsAreReusedLaidOutWhenTheScreenRunsAgain() {
        let clock = ManualClock(), album = Album()
        let host = countingHost(clock: clock) { AlbumScreen(album: album, declaresOwnModifier: true) }
        press(host, .rightArrow, clock: clock)
        host.evaluations.resetCounters()
        host.keptItemLayouts = 0
        let moves = 6
        move(host, album, clock: clock, moves: moves)
        let screens = host.evaluations.evaluationsByType["AlbumScreen"] ?? 0
        let tiles = host.evaluations.evaluationsByType["PhotoTile"] ?? 0
        #expect(screens >= moves, "the screen reads the selection: \(screens) runs")
        #expect(tiles <= 2 * moves + 2, "tiles evaluated \(tiles)")
        // A dozen cells show: all but the two that changed each move come back laid out.
        #expect(host.keptItemLayouts >= 8 * moves, "cells moved with their kept layout: \(host.keptItemLayouts)")
    }

    /// A cell still shows what changed, kept (every modifier declared) or not (the app's own
    /// modifier declares nothing): a declared input (the accessibility value), the app's own
    /// modifier's and the tile's selection.
    @Test(arguments: [true, false])
    func aCellShowsItsChangedInputs(declared: Bool) {
        let clock = ManualClock(), album = Album()
        let host = countingHost(clock: clock) { AlbumScreen(album: album, declaresOwnModifier: declared) }
        press(host, .rightArrow, clock: clock)
        #expect(item(host, 2)?.accessibilityTarget.accessibility.value == "")
        album.favorites.insert(2)
        settle(host, clock)
        #expect(item(host, 2)?.accessibilityTarget.accessibility.value == "favorite")
        #expect(item(host, 3)?.accessibilityTarget.accessibility.value == "")
        album.dimmed.insert(3)
        settle(host, clock)
        #expect(item(host, 3)?.effects.opacity == 0.5)
        #expect(item(host, 2)?.effects.opacity == 1)
        // Selection moves: the old cell and the new one show it.
        album.selection = 4
        settle(host, clock)
        #expect(fillColor(item(host, 4)) == .color(.blue))
        #expect(fillColor(item(host, 0)) == .color(.gray))
    }

    /// `disabled(_:)` "adds a condition that controls whether users can interact with this
    /// view" (Apple): a kept cell whose condition changed is not the same cell. Locking a photo
    /// disables it and unlocking enables it again, while its neighbours, unchanged, stay kept.
    @Test func aCellsDisabledConditionIsAnInputOfTheCell() {
        let clock = ManualClock(), album = Album()
        let host = countingHost(clock: clock) { AlbumScreen(album: album, declaresOwnModifier: true) }
        press(host, .rightArrow, clock: clock)
        #expect(item(host, 5)?.environment.isEnabled == true)
        album.locked.insert(5)
        settle(host, clock)
        #expect(item(host, 5)?.environment.isEnabled == false, "a locked photo is disabled")
        #expect(item(host, 4)?.environment.isEnabled == true)
        album.locked.remove(5)
        settle(host, clock)
        #expect(item(host, 5)?.environment.isEnabled == true, "an unlocked photo is enabled again")
    }

    /// The same declared cells with the framework's keeping off (`COOKBOOK_RETAIN_VIEWS=0`'s
    /// setting): the same tree, node for node where it is shown.
    @Test func keptCellsMatchCellsResolvedAfresh() {
        let clock = ManualClock(), album = Album()
        let host = countingHost(clock: clock) { AlbumScreen(album: album, declaresOwnModifier: true) }
        press(host, .rightArrow, clock: clock)
        move(host, album, clock: clock, moves: 4)
        album.favorites.insert(3)
        settle(host, clock)
        let kept = (0..<12).map { describe(item(host, $0)) }
        host.evaluations.isEnabled = false
        host.evaluations.removeAll()
        _ = host.frame()
        let fresh = (0..<12).map { describe(item(host, $0)) }
        #expect(kept == fresh)
    }

    private func fillColor(_ node: Node?) -> Paint? {
        var found: Paint?
        node?.visit { n in
            if found == nil, case .shape(let s) = n.kind { found = s.fill }
            return found == nil
        }
        return found
    }

    /// What a cell shows and where: its frame, accessibility, opacity and its shapes' and texts' frames.
    private func describe(_ node: Node?) -> String {
        guard let node else { return "missing" }
        var out = "\(node.frame) \(node.accessibilityTarget.accessibility.label ?? "-") \(node.accessibilityTarget.accessibility.value ?? "-") \(node.effects.opacity)"
        node.visit { n in
            switch n.kind {
            case .text(let t): out += " text \(t.string) \(n.frame)"
            case .shape(let s): out += " shape \(String(describing: s.fill)) \(n.frame)"
            default: break
            }
            return true
        }
        return out
    }
}
