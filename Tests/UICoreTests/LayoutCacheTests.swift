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
}
