import Testing
@testable import UICore

/// `Divider`, from Apple's page: "When contained in a stack, the divider extends across the minor
/// axis of the stack, or horizontally when not in a stack."
@Suite struct DividerTests {
    /// A section title over a recipe's notes, a divider between them, in a vertical stack.
    @Test func inAVerticalStackItIsALineAcrossTheStacksWidth() throws {
        let root = layout(VStack(spacing: 10) {
            Color.red.frame(width: 300, height: 40).id("title")
            Divider().id("line")
            Color.blue.frame(width: 200, height: 80).id("notes")
        }.frame(width: 400))
        let line = try #require(root.find(id: "line")?.frame)
        let title = try #require(root.find(id: "title")?.frame), notes = try #require(root.find(id: "notes")?.frame)
        #expect(line.width == 400)
        #expect(line.height == 1)
        #expect(line.minY == title.maxY + 10)
        #expect(notes.minY == line.maxY + 10)
    }

    /// Two toolbar groups side by side with a divider between them: upright, as tall as the row.
    @Test func inAHorizontalStackItStandsAcrossTheStacksHeight() throws {
        let root = layout(HStack(spacing: 12) {
            Color.red.frame(width: 100, height: 60).id("left")
            Divider().id("line")
            Color.blue.frame(width: 100, height: 30).id("right")
        }.frame(height: 60))
        let line = try #require(root.find(id: "line")?.frame)
        let left = try #require(root.find(id: "left")?.frame)
        #expect(line.width == 1)
        #expect(line.height == 60)
        #expect(line.minX == left.maxX + 12)
    }

    /// Outside any stack it is horizontal, as wide as it is offered.
    @Test func outsideAnyStackItIsHorizontal() throws {
        let root = layout(ZStack { Divider().id("line") }.frame(width: 500, height: 300))
        let line = try #require(root.find(id: "line")?.frame)
        #expect(line.width == 500)
        #expect(line.height == 1)
    }

    /// The nearest stack decides, through views of the app's own: a card (a `View` whose body
    /// is a vertical stack) inside a horizontal shelf gets a horizontal line, and a custom view
    /// wrapping a divider in a horizontal stack an upright one.
    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 160, height: 90)
                Divider().id("card-line")
                Color.gray.frame(width: 160, height: 30)
            }
            .frame(width: 160)
        }
    }
    struct Separator: View {
        var body: some View { Divider().id("shelf-line").padding(.horizontal, 4) }
    }

    @Test func theNearestStackDecidesThroughAnAppsOwnViews() throws {
        let root = layout(HStack(spacing: 0) {
            Card()
            Separator()
            Card()
        }.frame(height: 200))
        let card = try #require(root.find(id: "card-line")?.frame)
        #expect(card.width == 160)
        #expect(card.height == 1)
        let shelf = try #require(root.find(id: "shelf-line")?.frame)
        #expect(shelf.width == 1)
        #expect(shelf.height == 200)
    }

    /// The line is drawn in the separator colour, the foreground faded (white at 20 % on the
    /// dark background).
    @Test func itIsDrawnInTheSeparatorColour() throws {
        let root = layout(VStack { Divider().id("line") }.frame(width: 300))
        let line = try #require(root.find(id: "line"))
        guard case .shape(let shape) = line.children.first?.kind, case .color(let c) = shape.fill else {
            Issue.record("the divider draws no filled shape"); return
        }
        #expect(c == Color.white.opacity(0.2))
    }
}
