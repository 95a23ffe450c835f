import Testing
@testable import UICore
@testable import UIRuntime

/// Home and End on a keyboard: as a Mac scrolls a document to its start or end (AppKit binds
/// the keys to `scrollToBeginningOfDocument:` and `scrollToEndOfDocument:`) and Android's lists
/// move their selection to the first or last row, focus goes to the first or last view of the
/// scroll view holding it, which follows. Found by a person: on the recipe grid both keys did
/// nothing.
@MainActor
@Suite struct HomeEndKeyTests {
    final class Field { var text = "" }

    /// Whether the view is built and inside the window.
    static func onScreen(_ host: ViewHost<some View>, _ id: ViewID, height: Double = 600) -> Bool {
        guard let frame = host.root?.find(id: id)?.frame else { return false }
        return frame.minY >= -0.5 && frame.maxY <= height + 0.5
    }

    @Test func endAndHomeGoToTheLastAndFirstRowOfAScrollView() {
        let clock = ManualClock()
        let host = tabAboveScrolledRows(clock: clock)
        press(host, .downArrow, clock: clock, times: 2)
        #expect(host.context.focusedID == "row-1")
        press(host, .end, clock: clock)
        #expect(host.context.focusedID == "row-39")
        #expect(Self.onScreen(host, "row-39"), "the scroll view followed focus to its end")
        press(host, .home, clock: clock)
        // The scroll view's first row, not the tab above it.
        #expect(host.context.focusedID == "row-0")
        #expect(Self.onScreen(host, "row-0"))
    }

    /// A lazy list of 100 000 rows: End reaches the last row in one press, and only the rows
    /// around it are built.
    @Test func endReachesTheLastRowOfAHugeLazyList() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(0..<100_000, id: \.self) { i in Button("Row \(i)") {}.frame(height: 50).id(ViewID("r\(i)")) }
                }
            }
        }
        #expect(host.context.focusedID == "r0")
        _ = host.handle(.key(KeyPress(key: .end)))
        _ = host.handle(.key(KeyPress(key: .end, phase: .up)))
        // The list lands in about the spring's time, not in a spin through 100 000 rows.
        var frames = 0
        repeat { clock.advance(by: 1.0 / 60); _ = host.frame(); frames += 1 } while host.isAnimating && frames < 600
        #expect(frames <= 60, "settled after \(frames) frames")
        #expect(host.context.focusedID == "r99999")
        #expect(Self.onScreen(host, "r99999"))
        #expect(host.root?.find(id: "r50000") == nil, "the rows between were not built")
        press(host, .home, clock: clock)
        #expect(host.context.focusedID == "r0")
        #expect(Self.onScreen(host, "r0"))
    }

    /// In a grid the last view in reading order is the last row's trailing item.
    @Test func endInAGridGoesToTheLastItem() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 20) {
                    ForEach(0..<50, id: \.self) { i in Button("Item \(i)") {}.frame(height: 120).id(ViewID("g\(i)")) }
                }
            }
        }
        press(host, .rightArrow, clock: clock)
        #expect(host.context.focusedID == "g1")
        press(host, .end, clock: clock)
        #expect(host.context.focusedID == "g49")
        press(host, .home, clock: clock)
        #expect(host.context.focusedID == "g0")
    }

    /// Outside any scroll view the keys do nothing, and in a text field they move the caret.
    @Test func theKeysLeaveFocusAloneOutsideScrollViewsAndEditInTextFields() {
        let field = Field(), clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) {
            ScrollView {
                VStack(spacing: 20) {
                    TextField("Item", text: Binding(get: { field.text }, set: { field.text = $0 })).id("item")
                    ForEach(0..<20) { i in Button("Row \(i)") {}.frame(height: 100).id("row-\(i)") }
                }
            }
        }
        #expect(host.context.focusedID == "item")
        _ = host.handle(.text("abc"))
        _ = host.frame()
        press(host, .home, clock: clock)
        _ = host.handle(.text("X"))
        _ = host.frame()
        #expect(host.context.focusedID == "item")
        #expect(field.text == "Xabc")

        let plain = identityHost(Size(width: 800, height: 600), clock: clock) {
            HStack(spacing: 20) { Button("One") {}.id("one"); Button("Two") {}.id("two") }
        }
        press(plain, .end, clock: clock)
        #expect(plain.context.focusedID == "one")
    }
}
