import Foundation
import Testing
import UICore
@testable import CookbookApp

/// The crown sensitivity setting (low / medium / high) changes how much wheel turning one
/// rating step takes, and it is saved with the other settings.
@Suite struct CrownSensitivityTests {
    /// The rating after `notches` wheel notches on the rating picker (watch layout) from none.
    static func rating(after notches: Int, _ level: DigitalCrownSensitivity) throws -> Rating? {
        let h = try Harness()
        h.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        h.model.preferences.update(crownSensitivity: level)
        h.model.open(recipe: "baklava"); h.settle()
        h.focus("rating-picker")
        // One notch a frame (the host merges wheel events that arrive within one frame).
        for _ in 0..<notches { h.runtime.handle(.wheel(dx: 0, dy: 1)); h.settle(0.05) }
        h.settle()
        return h.model.ratings["baklava"]
    }

    @Test func eachLevelTakesADifferentAmountOfTurning() throws {
        // Per notch: low 0.25, medium 0.5, high 1 rating step (DigitalCrownSensitivity), from
        // "no rating" one step below the first; a value changes half-way to the next detent.
        #expect(try Self.rating(after: 1, .low) == nil)
        #expect(try Self.rating(after: 3, .low) == .meh)
        #expect(try Self.rating(after: 1, .medium) == .meh)
        #expect(try Self.rating(after: 2, .medium) == .meh)
        #expect(try Self.rating(after: 3, .medium) == .yummy)
        #expect(try Self.rating(after: 6, .medium) == .delicious)
    }

    @Test func oneNotchIsOneStepFromNoRating() throws {
        // High sensitivity (the default): the first notch gives the first rating, as the arrow
        // does, never skipping it; the next gives the second.
        #expect(try Self.rating(after: 1, .high) == .meh)
        #expect(try Self.rating(after: 2, .high) == .yummy)
        #expect(try Self.rating(after: 9, .high) == .delicious)
    }

    @Test func theSettingIsSavedAndCyclesFromTheSettingsScreen() throws {
        let h = try Harness(screen: .settings)
        #expect(h.model.settings.crownSensitivity == .high)
        h.focus("setting-crown-sensitivity")
        h.key(.return)
        #expect(h.model.settings.crownSensitivity == .low)
        #expect(h.trace.contains { $0.contains("\"id\":\"setting-crown-sensitivity\",\"value\":\"low\"") })
        h.model.repository.commitAllPendingChanges()
        let again = try Harness(dataDir: h.dataDir)
        #expect(again.model.settings.crownSensitivity == .low)
    }
}
