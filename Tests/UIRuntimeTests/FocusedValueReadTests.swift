import FocusEngine
import Testing
import UICore
@testable import UIRuntime

/// A shelf's chosen book, published to whatever reads the focused view's values.
private struct ChosenBookKey: FocusedValueKey { typealias Value = String }
/// A value the whole scene publishes (`focusedSceneValue`).
private struct ShelfNameKey: FocusedValueKey { typealias Value = String }

private extension FocusedValues {
    var chosenBook: String? {
        get { self[ChosenBookKey.self] }
        set { self[ChosenBookKey.self] = newValue }
    }
    var shelfName: String? {
        get { self[ShelfNameKey.self] }
        set { self[ShelfNameKey.self] = newValue }
    }
}

/// `ViewHost.focusedValue(_:)`: what the focused view and its ancestors publish (SwiftUI's
/// `@FocusedValue`), else what the scene publishes, read from the laid-out tree.
@MainActor
@Suite struct FocusedValueReadTests {
    static func shelf() -> some View {
        VStack {
            HStack {
                Button("Dune") {}.id("dune").focusedValue(\.chosenBook, "Dune")
                Button("Emma") {}.id("emma").focusedValue(\.chosenBook, "Emma")
            }.id("books")
            Button("Settings") {}.id("settings")
        }
        .id("shelf")
        .focusedSceneValue(\.shelfName, "Classics")
    }

    /// Reading focused values between frames (an app's hints do before every frame built
    /// whole) takes the publications gathered when the tree was decorated: the values are
    /// the same, and the tree is not walked for them.
    @Test func focusedValuesAreReadWithoutAWalkOfTheTree() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) { Self.shelf() }
        settle(host, clock)
        host.betweenFrameWalks = 0
        #expect(host.context.focusedID == "dune")
        #expect(host.focusedValue(\.chosenBook) == "Dune")
        press(host, .rightArrow, clock: clock)
        #expect(host.focusedValue(\.chosenBook) == "Emma")
        #expect(host.focusedValue(\.shelfName) == "Classics")
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "settings")
        #expect(host.focusedValue(\.chosenBook) == nil)
        #expect(host.focusedValue(\.shelfName) == "Classics")
        #expect(host.betweenFrameWalks == 0)
    }

    /// A directional move asks the views' `onMoveCommand` handlers first: they come from the
    /// same gathering, and the one on the focused row's container takes the moves it handles.
    @Test func moveCommandsAreAskedWithoutAWalkOfTheTree() {
        let clock = ManualClock()
        var heard: [MoveDirection] = []
        let host = identityHost(clock: clock) {
            VStack {
                HStack {
                    Button("A") {}.id("a")
                    Button("B") {}.id("b")
                }
                .id("row")
                .onMoveCommand { (d: MoveDirection) -> KeyPress.Result in
                    heard.append(d)
                    return d == .up ? .handled : .ignored
                }
                Button("Below") {}.id("below")
            }
        }
        settle(host, clock)
        host.betweenFrameWalks = 0
        press(host, .rightArrow, clock: clock)
        press(host, .upArrow, clock: clock)
        #expect(host.context.focusedID == "b")
        #expect(heard == [.right, .up])
        #expect(host.betweenFrameWalks == 0)
    }
}
