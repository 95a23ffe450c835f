import Foundation
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The accessibility settings: each is saved in the store and read back, and each
/// changes what is drawn — larger text ×1.3 with the grid dropping a column, bold text,
/// increased contrast's opaque platters and borders — and spoken feedback turns the reader on.
@Suite(.serialized) struct AccessibilitySettingsTests {
    static var ids: [(String, WritableKeyPath<UserData.Settings, Bool>)] { [
        ("setting-spoken-feedback", \.spokenFeedback), ("setting-larger-text", \.largerText),
        ("setting-increase-contrast", \.increaseContrast), ("setting-bold-text", \.boldText),
    ] }

    @Test func eachRowFlipsItsSettingAndTheStoreKeepsIt() throws {
        let h = try Harness(screen: .settings)
        for (id, field) in Self.ids {
            #expect(h.model.settings[keyPath: field] == false)
            h.focus(id)
            #expect(h.focused == id)
            h.key(.return)
            #expect(h.model.settings[keyPath: field] == true, "\(id)")
            #expect(h.trace.contains { $0.contains("\"event\":\"data\"") && $0.contains("setting \(id)") })
        }
        // A new session on the same data folder reads them back.
        h.model.repository.commitAllPendingChanges()
        let again = try Harness(screen: .settings, dataDir: h.dataDir)
        for (id, field) in Self.ids { #expect(again.model.settings[keyPath: field] == true, "\(id)") }
    }

    /// The x positions of the grid's first row of tiles.
    static func firstRowColumns(_ h: Harness) -> Int {
        let grid = h.model.grid.recipes.map { ViewID($0.slug) }
        var frames: [Rect] = []
        h.runtime.root?.visit { n in
            if let id = n.id, grid.contains(id), n.focus != nil { frames.append(n.frame) }
            return true
        }
        guard let top = frames.map(\.minY).min() else { return 0 }
        return frames.filter { abs($0.minY - top) < 1 }.count
    }

    /// The font of the first text node reading `string`.
    static func font(of string: String, in h: Harness) -> Font? {
        var found: Font?
        h.runtime.root?.visit { n in
            if found == nil, case .text(let t) = n.kind, t.string == string { found = t.font }
            return found == nil
        }
        return found
    }

    @Test func largerTextGrowsTheTypeRampAndTheGridDropsAColumn() throws {
        let h = try Harness(screen: .grid)
        let columns = Self.firstRowColumns(h)
        let size = try #require(Self.font(of: "Categories", in: h)).size
        h.model.preferences.update(settings: { $0.largerText = true }, id: "setting-larger-text", value: true)
        h.settle()
        #expect(try #require(Self.font(of: "Categories", in: h)).size == size * Theme.largerTextScale)
        #expect(Self.firstRowColumns(h) == columns - 1)
        // Every tile title still fits its tile: the grid reflowed instead of cutting them.
        h.runtime.root?.visit { n in
            if case .text(let t) = n.kind, h.model.grid.recipes.contains(where: { $0.name == t.string }) {
                #expect(n.frame.width > 0)
            }
            return true
        }
    }

    /// Larger text on the detail screen: the actions stack instead of cutting "Add to Grocery List",
    /// and the Back button keeps clear of the wider tabs.
    @Test func largerTextStacksTheDetailActionsAndKeepsTheTabsClearOfBack() throws {
        let h = try Harness(screen: .grid)
        h.model.preferences.update(settings: { $0.largerText = true }, id: "setting-larger-text", value: true)
        h.model.open(recipe: "new-york-cheesecake")
        h.settle()
        let root = try #require(h.runtime.root)
        let favorite = try #require(root.find(id: "favorite")).frame
        let add = try #require(root.find(id: "add-to-grocery-list")).frame
        #expect(add.minY >= favorite.maxY)
        let scroll = try #require(root.find(id: "recipe-detail-scroll")).frame
        #expect(add.maxX <= scroll.maxX)
        let back = try #require(root.find(id: "detail-back")).frame
        let firstTab = try #require(root.find(named: "tab-grid")).frame
        #expect(back.maxX <= firstTab.minX)
        // The focus still reaches both: Down from the picker, then Down again.
        h.focus("rating-picker")
        h.key(.downArrow)
        #expect(h.focused == "favorite")
        h.key(.downArrow)
        #expect(h.focused == "add-to-grocery-list")
    }

    @Test func boldTextDrawsEveryTextBold() throws {
        let h = try Harness(screen: .settings)
        #expect(Self.font(of: "Reduce Motion", in: h)?.weight != .bold)
        h.model.preferences.update(settings: { $0.boldText = true }, id: "setting-bold-text", value: true)
        h.settle()
        #expect(Self.font(of: "Reduce Motion", in: h)?.weight == .bold)
        #expect(Self.font(of: "Settings", in: h)?.weight == .bold)
    }

    /// The fills drawn directly behind a toggle row's text: translucent by default, opaque with
    /// a border under increased contrast.
    @Test func increasedContrastMakesPlattersOpaqueAndBordered() throws {
        let h = try Harness(screen: .settings)
        func platter() -> ShapeContent? {
            guard let row = h.runtime.root?.find(id: "setting-watch-layout") else { return nil }
            for child in row.children { if case .shape(let s) = child.kind { return s } }
            return nil
        }
        guard case .color(let before)? = platter()?.fill else { Issue.record("no platter"); return }
        #expect(before.alpha < 1)
        #expect(platter()?.stroke == nil)
        h.model.preferences.update(settings: { $0.increaseContrast = true }, id: "setting-increase-contrast", value: true)
        h.settle()
        guard case .color(let after)? = platter()?.fill else { Issue.record("no platter"); return }
        #expect(after.alpha == 1)
        #expect(platter()?.stroke != nil)
        // The room left for the lifted tile's ring keeps the grid's columns.
        let contrasted = try Harness(screen: .grid)
        let columns = Self.firstRowColumns(contrasted)
        contrasted.model.preferences.update(settings: { $0.increaseContrast = true }, id: "setting-increase-contrast", value: true)
        contrasted.settle()
        #expect(Self.firstRowColumns(contrasted) == columns)
    }

    @Test func theSpokenFeedbackSettingTurnsTheReaderOn() throws {
        let h = try Harness(screen: .settings)
        h.focus("setting-spoken-feedback")
        #expect(!h.trace.contains { $0.contains("\"event\":\"speak\"") })
        h.key(.return)
        #expect(h.trace.contains { $0.contains("\"event\":\"speak\"") && $0.contains("Spoken feedback on") })
        #expect(h.trace.contains { $0.contains("\"event\":\"speak\"") && $0.contains("Spoken Feedback, on, switch button") })
        h.key(.return)
        #expect(h.trace.last { $0.contains("\"event\":\"speak\"") }?.contains("Spoken feedback off") == true)
    }

    struct NoDaemon: Error, CustomStringConvertible { var description: String { "no speech-dispatcher" } }

    @Test func theSpokenFeedbackRowSaysWhenSpeechIsUnavailable() throws {
        let h = try Harness(screen: .settings)
        h.runtime.speechOutput = { throw NoDaemon() }
        h.model.preferences.update(settings: { $0.spokenFeedback = true }, id: "setting-spoken-feedback", value: true)
        h.settle()
        #expect(h.model.preferences.speechProblem == "no speech-dispatcher")
        let note = try #require(h.runtime.root?.find(id: "setting-spoken-feedback-unavailable"))
        guard case .text(let t) = note.kind else { Issue.record("not a text"); return }
        #expect(t.string.hasPrefix("Speech is unavailable (no speech-dispatcher)"))
        // The words still go into the trace.
        #expect(h.trace.contains { $0.contains("\"event\":\"speak\"") })
    }
}
