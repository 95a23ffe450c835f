import Testing
import UICore
@testable import CookbookApp

/// The app's views hold its models, not the time: a frame built while nothing they read changed
/// evaluates none of them (SwiftUI runs a `body` only when something it read changed).
@Suite struct AppEvaluationTests {
    /// Before, the root view took each frame's time (for the widget's fade) and its footer's
    /// timeline read the time, so the root ran in every frame built.
    @Test func framesBuiltWithNothingChangedEvaluateNoView() throws {
        for screen in [Screen.grid, .grocery, .settings] {
            let h = try Harness(screen: screen)
            let evaluations = h.runtime.host.evaluations
            evaluations.countsByType = true
            evaluations.resetCounters()
            h.settle(0.5)
            #expect(evaluations.evaluationCount == 0, "\(screen): \(evaluations.evaluationsByType)")
            // A focus move runs no body of the window around what it changed (the footer's
            // hints, which follow focus, are read by the footer alone).
            h.key(.downArrow)
            #expect((evaluations.evaluationsByType["AppRootView"] ?? 0) == 0, "\(screen): \(evaluations.evaluationsByType)")
        }
    }

    /// The footer's hints follow focus: a move from a recipe tile (which offers Favorite) to the
    /// category list (which does not) changes them. Only the footer, which reads them, runs
    /// again — as SwiftUI re-runs only the bodies that read a changed property — not the root
    /// view holding the whole window (which ran on every such move before).
    @Test func aFocusMoveThatChangesTheHintsEvaluatesTheFooterNotTheWindow() throws {
        let h = try Harness(screen: .grid)
        let evaluations = h.runtime.host.evaluations
        evaluations.countsByType = true
        h.focus("apple-pie")
        h.settle()
        #expect(Self.shows("Favorite", h), "a tile offers Favorite")
        evaluations.resetCounters()
        h.runtime.handle(.key(KeyPress(key: .leftArrow)))
        h.runtime.handle(.key(KeyPress(key: .leftArrow, phase: .up)))
        // The frame that shows the new focus shows its hints.
        _ = h.runtime.frame()
        #expect(!Self.shows("Favorite", h), "the category list offers no Favorite (focus: \(h.focused ?? "none"))")
        h.settle()
        #expect((evaluations.evaluationsByType["AppRootView"] ?? 0) == 0, "\(evaluations.evaluationsByType)")
        #expect((evaluations.evaluationsByType["ButtonHints"] ?? 0) >= 1, "\(evaluations.evaluationsByType)")
    }

    /// The grid's screen reads the selection, which follows focus, so its `body` runs on every
    /// move, as the seed's does; the tiles come back from the last frame, laid out, all but the
    /// two whose selection changed (their modifiers declare their inputs).
    @Test func aFocusMoveInTheGridLaysOutOnlyTheTilesItChanged() throws {
        let h = try Harness(screen: .grid)
        let host = h.runtime.host
        host.evaluations.countsByType = true
        h.focus("apple-pie")
        h.settle()
        host.evaluations.resetCounters()
        host.keptItemLayouts = 0
        let moves = 4
        for key in [Key.rightArrow, .downArrow, .rightArrow, .downArrow] {
            h.key(key)
        }
        let tiles = host.evaluations.evaluationsByType["RecipeTile"] ?? 0
        #expect(tiles <= 2 * moves, "\(host.evaluations.evaluationsByType)")
        #expect(host.keptItemLayouts >= 6 * moves, "tiles moved with their kept layout: \(host.keptItemLayouts)")
    }

    /// Whether a text node of the window says `string`.
    static func shows(_ string: String, _ h: Harness) -> Bool {
        var found = false
        h.runtime.root?.visit { n in
            if case .text(let t) = n.kind, t.string == string { found = true }
            return !found
        }
        return found
    }
}
