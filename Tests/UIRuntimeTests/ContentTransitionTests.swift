import Testing
import UICore
@testable import UIRuntime

/// A text's content transitions as Apple documents `ContentTransition`: `numericText(countsDown:)`
/// rolls the changed digits as a count going up, or down when `countsDown`; `numericText(value:)`
/// takes the direction from the value growing or shrinking; `opacity` fades the old content out
/// while the new fades in; `identity` replaces it at once. A reuser writing
/// `.contentTransition(.numericText())`, as SwiftUI's documentation does, could not compile it
/// before (the member was a case without arguments).
@MainActor
@Suite struct ContentTransitionTests {
    enum Kind { case up, countsDown, byValue, opacity, interpolate, identity }

    /// A count with a button raising it and one lowering it, drawn with the transition `kind`
    /// names on a one-second linear animation (so half a second in is halfway).
    struct Counter: View {
        let kind: Kind
        @State private var count = 5
        var transition: ContentTransition {
            switch kind {
            case .up: .numericText()
            case .countsDown: .numericText(countsDown: true)
            case .byValue: .numericText(value: Double(count))
            case .opacity: .opacity
            case .interpolate: .interpolate
            case .identity: .identity
            }
        }
        var body: some View {
            VStack(spacing: 20) {
                Button("More") { count += 1 }.id(ViewID("more"))
                Button("Less") { count -= 1 }.id(ViewID("less"))
                Text("\(count)").font(.title)
                    .contentTransition(transition)
                    .animation(.linear(duration: 1))
                    .id(ViewID("count"))
            }
        }
    }

    /// A text drawn: its string, the y it starts at and its colour's opacity.
    struct Drawn: Equatable { var string: String; var y: Double; var alpha: Double }

    /// The texts drawn half a second after pressing `button` in a fresh `Counter(kind)`, and the
    /// y the count's text rests at before the press.
    func halfway(_ kind: Kind, pressing button: String) -> (rest: Double, drawn: [Drawn]) {
        let clock = ManualClock()
        let host = identityHost(Size(width: 960, height: 540), clock: clock) { Counter(kind: kind) }
        var list: DisplayList?
        func frames(_ n: Int, invalidated: Bool = false) {
            for i in 0..<n {
                clock.advance(by: 1.0 / 60)
                if let l = host.frame(FrameRequest(isInvalidated: invalidated && i == 0, isDrawn: true)) { list = l }
            }
        }
        frames(10)
        let rest = Self.texts(list).first { $0.string == "5" }?.y ?? .nan
        pressReturn(on: ViewID(button), in: host)
        frames(30, invalidated: true)
        return (rest, Self.texts(list).filter { $0.string.allSatisfy(\.isNumber) })
    }

    static func texts(_ list: DisplayList?) -> [Drawn] {
        (list?.items ?? []).compactMap { item in
            guard case .text(let s, _, let color, let origin) = item else { return nil }
            return Drawn(string: s, y: origin.y, alpha: color.alpha)
        }
    }

    @Test func numericTextCountsUpByDefault() {
        let (rest, drawn) = halfway(.up, pressing: "more")
        let old = drawn.first { $0.string == "5" }, new = drawn.first { $0.string == "6" }
        #expect(old != nil && new != nil, "both digits drawn halfway: \(drawn)")
        #expect((old?.y ?? .infinity) < rest, "the old digit leaves upward: \(drawn), rest \(rest)")
        #expect((new?.y ?? -.infinity) > rest, "the new digit comes in from below: \(drawn), rest \(rest)")
    }

    @Test func numericTextCountingDownRollsTheOtherWay() {
        let (rest, drawn) = halfway(.countsDown, pressing: "more")
        let old = drawn.first { $0.string == "5" }, new = drawn.first { $0.string == "6" }
        #expect((old?.y ?? -.infinity) > rest, "the old digit leaves downward: \(drawn), rest \(rest)")
        #expect((new?.y ?? .infinity) < rest, "the new digit comes in from above: \(drawn), rest \(rest)")
    }

    @Test func numericTextOfAValueRollsAsTheValueMoves() {
        let (restUp, up) = halfway(.byValue, pressing: "more")
        #expect((up.first { $0.string == "6" }?.y ?? -.infinity) > restUp, "5 → 6 rolls up: \(up)")
        let (restDown, down) = halfway(.byValue, pressing: "less")
        #expect((down.first { $0.string == "4" }?.y ?? .infinity) < restDown, "5 → 4 rolls down: \(down)")
        #expect((down.first { $0.string == "5" }?.y ?? -.infinity) > restDown, "the 5 leaves downward: \(down)")
    }

    @Test(arguments: [Kind.opacity, .interpolate])
    func opacityFadesTheOldTextIntoTheNew(_ kind: Kind) {
        let (rest, drawn) = halfway(kind, pressing: "more")
        let old = drawn.first { $0.string == "5" }, new = drawn.first { $0.string == "6" }
        #expect(old?.y == rest && new?.y == rest, "both stay where the text rests: \(drawn), rest \(rest)")
        #expect(abs((old?.alpha ?? 0) - 0.5) < 0.05 && abs((new?.alpha ?? 0) - 0.5) < 0.05, "each half seen halfway: \(drawn)")
    }

    @Test func identityReplacesTheTextAtOnce() {
        let (rest, drawn) = halfway(.identity, pressing: "more")
        #expect(drawn == [Drawn(string: "6", y: rest, alpha: 1)], "\(drawn)")
    }
}
