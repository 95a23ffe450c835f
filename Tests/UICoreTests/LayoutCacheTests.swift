import Testing
@testable import UICore

/// What the resolver and layout keep between frames (text line breaking, which view types have
/// `@Environment` or `@State` properties) gives the same results as building afresh.
@Suite struct LayoutCacheTests {
    /// Approximate widths, counting measurements.
    final class CountingMeasurer: TextMeasuring {
        let inner = ApproximateTextMeasurer()
        var calls = 0
        func size(of text: String, font: Font) -> Size {
            calls += 1
            return inner.size(of: text, font: font)
        }
    }

    /// Lays `view` out at `width` with a shared text cache; the text node's lines.
    func lines(_ view: some View, width: Double, _ m: CountingMeasurer, _ cache: TextLayoutCache) -> [String] {
        let root = ResolveContext().resolve(view.frame(width: width).id("t"))
        LayoutEngine.layout(root, in: Size(width: 1000, height: 600),
                            context: LayoutContext(measurer: m, windowSize: Size(width: 1000, height: 600), textCache: cache))
        var found: [String] = []
        root.visit { node in
            if case .text(let t) = node.kind { found = t.lines }
            return true
        }
        return found
    }

    @Test func aTextLaidOutAgainIsNotRemeasuredButANewWidthOrLimitIs() {
        let m = CountingMeasurer(), cache = TextLayoutCache()
        let text = Text("one two three four five six seven").font(.system(size: 20))
        let wide = lines(text, width: 400, m, cache)
        let first = m.calls
        #expect(first > 0)
        #expect(lines(text, width: 400, m, cache) == wide)
        #expect(m.calls == first, "the second pass measured again")
        // Another width or line limit is another layout, the same as one without a cache.
        let narrow = lines(text, width: 120, m, cache)
        #expect(narrow == lines(text, width: 120, m, TextLayoutCache()))
        #expect(narrow.count > wide.count)
        #expect(lines(text.lineLimit(1), width: 120, m, cache) == lines(text.lineLimit(1), width: 120, m, TextLayoutCache()))
        #expect(lines(text.lineLimit(1), width: 120, m, cache).count == 1)
    }

    /// Shows the layout direction it reads from the environment.
    struct DirectionLabel: View {
        @Environment(\.layoutDirection) var direction
        var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
    }

    /// No properties to fill: resolved without reflection after the first time.
    struct PlainLabel: View {
        var body: some View { Text("plain") }
    }

    @Test func everyViewOfATypeReadsItsOwnEnvironmentNotOnlyTheFirst() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft, .leftToRight] {
            var env = EnvironmentValues()
            env.layoutDirection = direction
            let root = ResolveContext(environment: env).resolve(VStack { DirectionLabel(); PlainLabel() })
            var texts: [String] = []
            root.visit { node in
                if case .text(let t) = node.kind { texts.append(t.string) }
                return true
            }
            #expect(texts == [direction == .rightToLeft ? "rtl" : "ltr", "plain"])
        }
    }

    /// A text node's size for `p` in a fresh pass with a fresh text cache.
    func freshSize(_ text: Text, _ p: ProposedSize) -> Size {
        let node = ResolveContext().resolve(text)
        return LayoutEngine.size(node, p, LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600)))
    }

    @Test func aTextProbedAtAnotherHeightReusesItsWidthsSizeButNotAnotherWidths() {
        let text = Text("one two three four five six seven").font(.system(size: 20))
        let node = ResolveContext().resolve(text)
        let m = CountingMeasurer()
        let ctx = LayoutContext(measurer: m, windowSize: Size(width: 1000, height: 600))
        let proposals = [ProposedSize(width: 120, height: 0), ProposedSize(width: 120, height: nil),
                         ProposedSize(width: 120, height: .infinity), ProposedSize(width: 300, height: 0),
                         ProposedSize(width: nil, height: 0), ProposedSize(width: 300, height: 50), ProposedSize(width: nil, height: 9)]
        var calls: [Int] = []
        for p in proposals {
            #expect(LayoutEngine.size(node, p, ctx) == freshSize(text, p), "\(p)")
            calls.append(m.calls)
        }
        // Other heights at a width already measured measure nothing; a new width does.
        #expect(calls[0] > 0 && calls[1] == calls[0] && calls[2] == calls[0])
        #expect(calls[3] > calls[2] && calls[5] == calls[4] && calls[6] == calls[4])
    }

    @Test func aTextNodeChangedBetweenPassesIsSizedAgain() {
        let node = ResolveContext().resolve(Text("short").font(.system(size: 20)))
        let p = ProposedSize(width: 400, height: nil)
        let first = LayoutEngine.size(node, p, LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600)))
        let longer = Text("a much longer string than before").font(.system(size: 20))
        node.kind = ResolveContext().resolve(longer).kind
        let second = LayoutEngine.size(node, ProposedSize(width: 400, height: 0),
                                       LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600)))
        #expect(second == freshSize(longer, ProposedSize(width: 400, height: 0)))
        #expect(second.width > first.width)
    }

    @Test func aNodeAskedForMoreProposalsThanItKeepsInlineAnswersEachAndForgetsThemNextPass() {
        // Nine proposals: four kept in the node, the rest in its overflow.
        let proposals = [ProposedSize(width: 100, height: 10), ProposedSize(width: 100, height: nil),
                         ProposedSize(width: 0, height: 10), ProposedSize(width: nil, height: nil),
                         ProposedSize(width: 250, height: 10), ProposedSize(width: .infinity, height: 10),
                         ProposedSize(width: 60, height: 0), ProposedSize(width: 400, height: 400), ProposedSize(width: 30, height: nil)]
        func fresh(_ string: String, _ p: ProposedSize) -> Size {
            let node = ResolveContext().resolve(Text(string).font(.system(size: 20)).padding(7))
            return LayoutEngine.size(node, p, LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600)))
        }
        let node = ResolveContext().resolve(Text("one two three").font(.system(size: 20)).padding(7))
        let ctx = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600))
        for _ in 0..<2 {
            for p in proposals { #expect(LayoutEngine.size(node, p, ctx) == fresh("one two three", p), "\(p)") }
        }
        // The text changes between passes: a new pass sizes it again at every proposal.
        node.children[0].kind = ResolveContext().resolve(Text("one two three four five six").font(.system(size: 20))).kind
        let next = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 1000, height: 600))
        for p in proposals.reversed() {
            #expect(LayoutEngine.size(node, p, next) == fresh("one two three four five six", p), "\(p)")
        }
    }
}
