import Testing
import UICore
@testable import UIRuntime

/// A list a tvOS developer writes: buttons sized with `.frame`, one per `ForEach` element, in a
/// lazy stack in a scroll view. The element's id named the frame around each button and the
/// button alike, and the frame became a focus container holding a button of the same id: the
/// lazy stack's items, looked up by that id, were containers, and nothing could take focus.
@MainActor
@Suite struct FramedItemFocusTests {
    @Test func aLazyListOfFramedButtonsTakesFocusAndMoves() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            ScrollView {
                LazyVStack(spacing: 20) {
                    ForEach(0..<50, id: \.self) { i in Button("Row \(i)") {}.frame(height: 80) }
                }
            }
        }
        settle(host, clock)
        #expect(host.context.focusedID?.description == "0")
        press(host, .downArrow, clock: clock, times: 2)
        #expect(host.context.focusedID?.description == "2")
    }

    @Test func aLazyShelfOfFramedPostersTakesFocusAndMoves() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 40) {
                    ForEach(0..<50, id: \.self) { i in Button("Poster \(i)") {}.frame(width: 300, height: 400) }
                }
            }
        }
        settle(host, clock)
        #expect(host.context.focusedID?.description == "0")
        press(host, .rightArrow, clock: clock, times: 3)
        #expect(host.context.focusedID?.description == "3")
    }
}
