import Testing
import UICore
@testable import UIRuntime

/// A view's insertion transition ends with the view where it rests, in the window that draws
/// every frame from the last layout once nothing moves: SwiftUI's transition animates the view
/// from its inserted state to its identity, and a spring's last moments are part of it, not a
/// place to stop. The live window drew the last frame built while the spring still ran — a
/// text pushed in from the bottom rested a fraction of its height low, a pixel row off on the
/// caffeine widget — until something else rebuilt it; a replay, which builds the frame it shows,
/// showed it in place.
@MainActor
@Suite struct TransitionSettleTests {
    /// A button that reveals a line of text pushing in from the bottom on a gentle spring (the
    /// caffeine widget's last-drink line, seed 003), and a numeric total that rolls its digits.
    struct Reveal: View {
        @State private var shown = false
        @State private var total = 8
        var body: some View {
            VStack(spacing: 20) {
                Button("Show") { shown = true; total = 196 }.id(ViewID("show"))
                if shown {
                    Text("Hello").font(.callout)
                        .transition(.push(from: .bottom))
                        .animation(.spring(.gentle))
                        .id(ViewID("hello"))
                }
                Text("\(total) mg").font(.title)
                    .contentTransition(.numericText())
                    .animation(.spring(.gentle))
                    .id(ViewID("total"))
            }
        }
    }

    /// Return on the button, then frames drawn as the live window draws them (seen, 60 a
    /// second) until well after every animation settled: the last one is, item for item, what
    /// building the window again now draws.
    @Test func anInsertionOnASpringEndsWhereTheViewRests() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { Reveal() }
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = host.frame(FrameRequest(isInvalidated: false, isDrawn: true)) }
        pressReturn(on: ViewID("show"), in: host)
        var last: DisplayList?
        for i in 0..<180 {
            clock.advance(by: 1.0 / 60)
            if let list = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) { last = list }
        }
        #expect(text(host, ViewID("hello")) == "Hello", "the text was revealed")
        #expect(!host.isAnimating, "every animation settled")
        clock.advance(by: 1.0 / 60)
        let rebuilt = host.frame(FrameRequest(isInvalidated: true, isDrawn: true))
        #expect(last != nil && rebuilt != nil)
        let drawn = Self.texts(last), fresh = Self.texts(rebuilt)
        #expect(drawn == fresh, "the settled frame drew \(drawn), building it again draws \(fresh)")
        let a = last?.items ?? [], b = rebuilt?.items ?? []
        let differing = zip(a, b).filter { $0 != $1 }.map { "\($0.0) ≠ \($0.1)" }
        #expect(a.count == b.count && differing.isEmpty, "\(a.count) items against \(b.count): \(differing.prefix(3))")
    }

    /// The texts a list draws with where they start, in drawing order.
    static func texts(_ list: DisplayList?) -> [String] {
        (list?.items ?? []).compactMap { item in
            guard case .text(let s, _, _, let origin) = item else { return nil }
            return "\(s)@\(origin.x),\(origin.y)"
        }
    }
}
