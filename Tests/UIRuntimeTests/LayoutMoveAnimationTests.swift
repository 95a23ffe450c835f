import Observation
import Testing
import UICore
@testable import UIRuntime

/// A view that only moves animates to its new place when the change was made with an animation,
/// as Apple documents `withAnimation(_:_:)` ("changes to state … affect the view's layout … are
/// animated") and `View.animation(_:value:)`; with none it is at its new place at once. The
/// reuser's inbox inserted a message with `withAnimation(.snappy)` and its older rows jumped down
/// a row, where SwiftUI slides them.
@MainActor
@Suite struct LayoutMoveAnimationTests {
    /// How the inbox's insertion and animation are made.
    typealias Setup = AnimatedInbox.Setup

    /// How far message 1 moves down: the new row and its spacing (50 pt) grow the stack, which
    /// stays centred in the window, so the stack's top rises 25 pt and the row ends 25 pt lower.
    static let pushed = 25.0

    /// Where message 1 is drawn (its laid-out top plus the offset drawn on it) before the press,
    /// and `frames` frames after it, and where it is laid out then.
    func messageOneTop(_ setup: Setup, frames: Int) throws -> (before: Double, drawn: Double, laidOut: Double) {
        let clock = ManualClock()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { AnimatedInbox(setup: setup) }
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true)) }
        let before = try #require(host.root?.find(id: ViewID("m1"))).frame.minY
        pressReturn(on: ViewID("new"), in: host)
        for i in 0..<frames { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) }
        let root = try #require(host.root), node = try #require(root.find(id: ViewID("m1")))
        return (before, try #require(Self.drawnTop(of: ViewID("m1"), in: root)), node.frame.minY)
    }

    /// The top of the view `id` as drawn: its laid-out top moved by the offsets drawn on it and
    /// on the views around it.
    static func drawnTop(of id: ViewID, in node: Node, offset: Double = 0) -> Double? {
        let offset = offset + node.effects.offset.y
        if node.id == id { return node.frame.minY + offset }
        for child in node.children { if let top = drawnTop(of: id, in: child, offset: offset) { return top } }
        return nil
    }

    @Test func aRowPushedDownByAnInsertionWithAnimationSlidesThere() throws {
        let start = try messageOneTop(.withLinear, frames: 1)
        #expect(start.laidOut == start.before + Self.pushed, "the new row pushes it down")
        #expect(abs(start.drawn - start.before) < 1, "it starts where it was: \(start)")
        let half = try messageOneTop(.withLinear, frames: 30)
        // The frames after the press are 1/60 s apart; the move starts on the first.
        let p = 29.0 / 60
        #expect(abs(half.drawn - (half.before + Self.pushed * p)) < 0.5, "halfway down the linear second: \(half)")
        let end = try messageOneTop(.withLinear, frames: 70)
        #expect(end.drawn == end.laidOut, "at rest where it is laid out")
    }

    @Test func aRowALazyStackKeepsSlidesAndComesToRest() throws {
        // In a scroll view the row moves by the whole new row: its content does not re-centre.
        let start = try messageOneTop(.lazyWithLinear, frames: 1)
        #expect(start.laidOut == start.before + 50 && abs(start.drawn - start.before) < 1, "\(start)")
        let half = try messageOneTop(.lazyWithLinear, frames: 30)
        #expect(abs(half.drawn - (half.before + 50 * 29.0 / 60)) < 0.5, "\(half)")
        // Every frame of the slide draws the row over the same kept node: its offset must not pile up.
        for frames in [45, 61, 90] {
            let later = try messageOneTop(.lazyWithLinear, frames: frames)
            let p = min(1, Double(frames - 1) / 60)
            #expect(abs(later.drawn - (later.before + 50 * p)) < 0.5, "\(frames) frames: \(later)")
        }
    }

    @Test func withoutAnAnimationTheRowIsAtItsNewPlaceAtOnce() throws {
        for setup in [Setup.plain, .withNil, .scopedToOtherValue] {
            let moved = try messageOneTop(setup, frames: 1)
            #expect(moved.drawn == moved.laidOut && moved.laidOut == moved.before + Self.pushed, "\(setup): \(moved)")
        }
    }

    @Test func anAnimationForAValueThatChangedSlidesTheRow() throws {
        let half = try messageOneTop(.scopedToMessages, frames: 30)
        #expect(abs(half.drawn - (half.before + Self.pushed * 29.0 / 60)) < 0.5, "\(half)")
    }

    @Test(arguments: [Setup.withLinear, .lazyWithLinear])
    func theSlideIsDrawn(_ setup: Setup) throws {
        let clock = ManualClock()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { AnimatedInbox(setup: setup) }
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true)) }
        pressReturn(on: ViewID("new"), in: host)
        var tops: [Double] = []
        for i in 0..<70 {
            clock.advance(by: 1.0 / 60)
            let list = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true))
            // Message 1's text, wherever the frame draws it.
            let drawnTop = list.map { Self.top(of: "Message 1", in: $0) } ?? nil
            if let drawnTop { tops.append(drawnTop) }
        }
        #expect(tops.count > 30, "the slide draws a frame each step: \(tops.count)")
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 + 0.001 }, "it only moves down: \(tops)")
        #expect((tops.last ?? 0) - (tops.first ?? 0) > Self.pushed - 1, "over the whole way: \(tops)")
    }

    /// A model the test writes from outside the views, as a timer or a download would.
    @Observable final class Feed {
        var items = [1, 2, 3]
    }

    /// The feed's items as buttons, 60 pt high and 10 pt apart.
    struct FeedList: View {
        let feed: Feed
        var body: some View {
            VStack(spacing: 10) {
                ForEach(feed.items, id: \.self) { i in
                    Button("Item \(i)") {}.frame(width: 300, height: 60).id(ViewID("i\(i)"))
                }
            }
        }
    }

    /// A focused row that moves slides with its focus look: the lift's shadow and platter are
    /// drawn in the same moving layer as its title, every frame of the slide. The change is an
    /// `@Observable` model's, written inside `withAnimation` from outside the views.
    @Test func aFocusedRowSlidesWithItsFocusLook() throws {
        let clock = ManualClock()
        let feed = Feed()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { FeedList(feed: feed) }
        _ = host.context.focus(id: ViewID("i1"))
        settle(host, clock)
        withAnimation(.linear(duration: 1)) { feed.items.insert(0, at: 0) }
        var checked = 0, farthest = 0.0
        for i in 0..<40 {
            clock.advance(by: 1.0 / 60)
            guard let list = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) else { continue }
            // The title's translation, and that of the shadow drawn just before it in the row.
            // Translations only: the lift's own layer scales about the row's centre.
            var dy: [Double] = [0], shadowDY: Double?
            for item in list.items {
                switch item {
                case .pushLayer(let t, _): dy.append(dy.last! + (t.m11 == 1 && t.m22 == 1 ? t.m23 : 0))
                case .popLayer: dy.removeLast()
                case .shadow: shadowDY = dy.last!
                case .text("Item 1", _, _, _):
                    let shadow = try #require(shadowDY, "the focused row draws its lift's shadow")
                    #expect(abs(shadow - dy.last!) < 0.001, "frame \(i): shadow at \(shadow), title at \(dy.last!)")
                    checked += 1
                    farthest = max(farthest, abs(dy.last!))
                default: break
                }
            }
        }
        #expect(host.context.focusedID == ViewID("i1"), "focus stayed on the row")
        #expect(checked > 30)
        // The stack grows by a row (70 pt) and stays centred: the row slides 35 pt down.
        #expect(farthest > 30, "the row was drawn away from its new place: \(farthest) pt")
    }

    /// Where `string` is drawn in `list`: its text item's top, through the translations of the
    /// layers around it.
    static func top(of string: String, in list: DisplayList) -> Double? {
        var dy: [Double] = [0]
        for item in list.items {
            switch item {
            case .pushLayer(let t, _): dy.append(dy.last! + t.m23)
            case .popLayer: dy.removeLast()
            case .text(let s, _, _, let origin) where s == string: return origin.y + dy.last!
            default: break
            }
        }
        return nil
    }
}
