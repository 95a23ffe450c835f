import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The footer's hints follow focus to a recipe the grid had not built when focus reached it.
/// Found live: End in 10^6 recipes focused the last one, the grid scrolled to it and built it,
/// but the footer went on without "Select" and "Menu" (worked out while the recipe was not
/// built, and the frames after, drawn from the last layout, never asked again).
@MainActor
@Suite struct HintsAfterFarFocusTests {
    /// The footer's labels in the last tree built.
    static func labels(_ h: Harness) throws -> Set<String> {
        Set(try FooterOverModalTests.footerTexts(h).map(\.0))
    }

    @Test func endOnAHugeGridLeavesTheSelectHintOnTheLastRecipe() throws {
        let h = try Harness(catalogSize: 100_000)
        let before = try Self.labels(h)
        #expect(before.contains("Select"), "\(before)")
        // As the live window and replay step frames: the one after input is invalidated, the
        // animation's frames after it are due by time alone.
        h.runtime.handle(.key(KeyPress(key: .end)))
        h.runtime.handle(.key(KeyPress(key: .end, phase: .up)))
        _ = h.runtime.frame(FrameRequest())
        for _ in 0..<120 {
            h.clock.advance(by: 1.0 / 60)
            _ = h.runtime.frame(FrameRequest(isInvalidated: false))
        }
        #expect(h.focused?.hasSuffix("99999") == true, "\(h.focused ?? "nil")")
        #expect(h.runtime.host.focusedPath.last?.id == h.runtime.context.focusedID, "the grid built the recipe")
        let after = try Self.labels(h)
        #expect(after.contains("Select"), "\(after)")
    }
}
