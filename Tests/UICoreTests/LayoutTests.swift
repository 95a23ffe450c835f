import Testing
@testable import UICore

/// Lays out a view in a window and returns the root node.
func layout(_ view: some View, width: Double = 1000, height: Double = 600, rtl: Bool = false) -> Node {
    var env = EnvironmentValues()
    env.layoutDirection = rtl ? .rightToLeft : .leftToRight
    let root = ResolveContext(environment: env).resolve(view)
    LayoutEngine.layout(root, in: Size(width: width, height: height),
                        context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: width, height: height)))
    return root
}

@Suite struct LayoutTests {
    @Test func hstackDividesSpaceAndSpacersTakeTheRest() {
        let root = layout(HStack(spacing: 10) {
            Color.red.frame(width: 100, height: 50).id("a")
            Spacer()
            Color.blue.frame(width: 200, height: 50).id("b")
        })
        #expect(root.find(id: "a")?.frame == Rect(x: 0, y: 275, width: 100, height: 50))
        #expect(root.find(id: "b")?.frame == Rect(x: 800, y: 275, width: 200, height: 50))
    }

    @Test func rightToLeftMirrorsStacksAndPadding() {
        let root = layout(HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).id("first")
            Spacer()
        }.padding(.leading, 20), rtl: true)
        #expect(root.find(id: "first")?.frame.maxX == 980)
    }

    @Test func vstackAlignsLeadingAndStacksDown() {
        let root = layout(VStack(alignment: .leading, spacing: 5) {
            Color.red.frame(width: 100, height: 40).id("a")
            Color.red.frame(width: 300, height: 60).id("b")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(root.find(id: "a")?.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(root.find(id: "b")?.frame == Rect(x: 0, y: 45, width: 300, height: 60))
    }

    @Test func textInARowThatFitsIsNeverTruncated() {
        let root = layout(HStack(spacing: 36) {
            Spacer()
            HStack(spacing: 10) {
                Text("Esc").font(Font.caption2.weight(.bold)).padding(.horizontal, 10).frame(minWidth: 36).id("pill")
                Text("Back").font(.caption2)
            }
        }, width: 1760, height: 44)
        // "Esc" at 23 pt is 38 pt wide with the approximate measurer, plus 20 pt padding.
        #expect(root.find(id: "pill")?.frame.width == 58)
    }

    @Test func flexibleFrameFillsProposal() {
        let root = layout(Text("Hi").frame(maxWidth: .infinity).id("t"))
        #expect(root.find(id: "t")?.frame.width == 1000)
    }

    @Test func textWrapsAndTruncates() {
        let text = Text("one two three four five six seven").font(.system(size: 20)).lineLimit(2)
        let root = layout(text.frame(width: 120).id("t"))
        let node = root.find(id: "t")!
        guard case .text(let t) = node.children[0].kind else { Issue.record("not text: \(node.kind) \(node.children.count)"); return }
        #expect(t.lines.count == 2)
        #expect(t.lines.last!.hasSuffix("…"))
    }

    @Test func adaptiveGridColumnsFitMinimumWidths() {
        let cols = GridItem.resolve([GridItem(.adaptive(minimum: 240), spacing: 20)], width: 1000)
        #expect(cols.count == 3)
        #expect(abs(cols[1].x - (cols[0].width + 20)) < 1e-9)
    }

    @Test func lazyGridMaterialisesOnlyVisibleRows() {
        let items = Array(0..<100_000)
        let root = layout(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10, prefetch: 0) {
                ForEach(items, id: \.self) { i in Color.red.frame(height: 90) }
            }
        }.id("scroll"), width: 400, height: 400)
        let lazy = root.children[0]
        #expect(lazy.lazyGeometry?.count == 100_000)
        #expect(lazy.children.count == 8) // 4 rows of 2 intersect 400 pt at 100 pt strides
        #expect(abs((lazy.lazyGeometry?.frame(ofItem: 99_999).minY ?? 0) - 4_999_900) < 1e-6)
    }

    @Test func scrollOffsetMovesContentAndReportsGeometry() {
        let ctx = LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: Size(width: 400, height: 400),
                                scrollOffsets: ["s": 250])
        let root = ResolveContext().resolve(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.red.frame(height: 100).id("row\(i)") } }
        }.id("s"))
        LayoutEngine.layout(root, in: Size(width: 400, height: 400), context: ctx)
        #expect(root.find(id: "row3")?.frame.minY == 50)
        #expect(ctx.scrollReports["s"]?.contentLength == 1000)
    }

    @Test func focusedIdSetsIsFocusedEnvironmentForButtons() {
        let ctx = ResolveContext(focusedID: "ok", focusPath: ["ok"])
        let node = ctx.resolve(Button("OK") {}.id("ok"))
        #expect(node.focus?.interactions == .activate)
        #expect(node.environment.foregroundColor != .white) // focused tvOS buttons use dark text
    }
}
