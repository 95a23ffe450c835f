import Testing
@testable import UICore
@testable import UIRuntime

/// SwiftUI's `Menu` on tvOS, written from Apple's documentation of `Menu`: its "Actions" menu
/// with a "Copy" menu inside it, and its bookmark menu with a primary action.
@MainActor
@Suite struct MenuTests {
    final class Document { var chosen: [String] = [] }

    /// The documentation's first example, beside a second button.
    static func actions(_ doc: Document) -> some View {
        HStack(spacing: 40) {
            Menu("Actions") {
                Button("Duplicate") { doc.chosen.append("duplicate") }.id("duplicate")
                Button("Rename") { doc.chosen.append("rename") }.id("rename")
                Button("Delete…") { doc.chosen.append("delete") }.id("delete")
                Menu("Copy") {
                    Button("Copy") { doc.chosen.append("copy") }.id("copy")
                    Button("Copy Formatted") { doc.chosen.append("copy-formatted") }.id("copy-formatted")
                    Button("Copy Library Path") { doc.chosen.append("copy-path") }.id("copy-path")
                }
                .id("copy-menu")
            }
            .id("actions")
            Button("Share") {}.id("share")
        }
    }

    @Test func choosingAMenuShowsItsItemsAndChoosingAnItemRunsItAndClosesThem() {
        let doc = Document(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.actions(doc) }
        #expect(host.context.focusedID == "actions")
        press(host, .return, clock: clock)
        #expect(host.isContextMenuOpen)
        #expect(host.context.focusedID == "duplicate")
        #expect(doc.chosen.isEmpty, "choosing the menu runs nothing")
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(doc.chosen == ["rename"])
        #expect(!host.isContextMenuOpen)
        #expect(host.context.focusedID == "actions")
    }

    @Test func aMenuInAMenuOpensInItsPlaceAndBackReturnsToIt() {
        let doc = Document(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.actions(doc) }
        press(host, .return, clock: clock)
        press(host, .downArrow, clock: clock, times: 3)
        #expect(host.context.focusedID == "copy-menu")
        press(host, .return, clock: clock)
        #expect(host.isContextMenuOpen)
        #expect(host.context.focusedID == "copy")
        #expect(host.root?.find(id: "duplicate") == nil, "the Copy menu shows in the Actions menu's place")
        // Back: the Actions menu again, still open, focus on Copy; Back again closes it.
        pressBack(host, clock: clock)
        #expect(host.isContextMenuOpen)
        #expect(host.root?.find(id: "duplicate") != nil && host.root?.find(id: "copy") == nil)
        #expect(host.context.focusedID == "copy-menu")
        pressBack(host, clock: clock)
        #expect(!host.isContextMenuOpen)
        #expect(host.context.focusedID == "actions")
        // Into the Copy menu again, and an item there runs and closes both.
        press(host, .return, clock: clock)
        press(host, .downArrow, clock: clock, times: 3)
        press(host, .return, clock: clock)
        press(host, .downArrow, clock: clock)
        press(host, .return, clock: clock)
        #expect(doc.chosen == ["copy-formatted"])
        #expect(!host.isContextMenuOpen)
        #expect(host.context.focusedID == "actions")
    }

    @Test func aClickOnAMenuShowsItsItems() throws {
        let doc = Document(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.actions(doc) }
        let frame = try #require(host.root?.find(id: "actions")?.frame)
        let p = Point(x: frame.midX, y: frame.midY)
        host.handle(.pointerButton(p, pressed: true, clicks: 1))
        host.handle(.pointerButton(p, pressed: false, clicks: 1))
        settle(host, clock)
        #expect(host.isContextMenuOpen)
        #expect(doc.chosen.isEmpty)
    }

    final class Bookmarks { var added = 0, readingList = 0 }

    /// The documentation's menu with a primary action: choosing it adds a bookmark; a long
    /// press shows the other choices.
    @Test func aMenuWithAPrimaryActionRunsItAndShowsItsItemsOnALongPress() {
        let marks = Bookmarks(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            Menu {
                Button(action: { marks.readingList += 1 }) { Label("Add to Reading List", systemImage: "eyeglasses") }.id("reading-list")
                Button(action: {}) { Label("Add Bookmarks for All Tabs", systemImage: "book") }.id("all-tabs")
            } label: {
                Label("Add Bookmark", systemImage: "book")
            } primaryAction: {
                marks.added += 1
            }
            .id("bookmark")
        }
        press(host, .return, clock: clock)
        #expect(marks.added == 1)
        #expect(!host.isContextMenuOpen)
        _ = host.handle(.key(KeyPress(key: .return)))
        for _ in 0..<40 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        _ = host.handle(.key(KeyPress(key: .return, phase: .up)))
        settle(host, clock)
        #expect(host.isContextMenuOpen)
        #expect(host.context.focusedID == "reading-list")
        #expect(marks.added == 1)
        press(host, .return, clock: clock)
        #expect(marks.readingList == 1)
        #expect(!host.isContextMenuOpen)
    }
}
