import Testing
import UICore
@testable import UIRuntime

/// `Grid` and `GridRow`, as Apple documents them: cells line up in columns as wide as their
/// widest cell and rows as tall as their tallest, a view outside a row spans every column, and
/// the grid's alignment places each cell in its cell. A details table written from Apple's page
/// did not compile.
@MainActor
@Suite struct GridTests {
    struct Table: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 40, verticalSpacing: 10) {
                GridRow {
                    Text("Title")
                    Text("Year")
                }
                Rectangle().fill(.gray).frame(height: 2).id("rule")
                GridRow {
                    Text("Late Film: The Harbour")
                    Text("2019")
                }
                GridRow {
                    Text("Up")
                    Text("2009")
                }
            }
        }
    }

    @Test func cellsLineUpInColumnsAsWideAsTheirWidestCell() throws {
        let host = identityHost { Table() }
        let title = try #require(textNode(host, "Title")), longest = try #require(textNode(host, "Late Film: The Harbour"))
        let up = try #require(textNode(host, "Up")), year = try #require(textNode(host, "Year"))
        let y2019 = try #require(textNode(host, "2019")), y2009 = try #require(textNode(host, "2009"))
        // The first column starts where the grid does, leading-aligned.
        #expect(title.frame.minX == longest.frame.minX && up.frame.minX == longest.frame.minX)
        // The second column starts past the widest first cell and the spacing, in every row.
        #expect(abs(year.frame.minX - (longest.frame.maxX + 40)) < 0.5)
        #expect(year.frame.minX == y2019.frame.minX && y2019.frame.minX == y2009.frame.minX)
        // Rows top to bottom, the rule between the first two.
        let rule = try #require(host.root?.find(id: "rule"))
        #expect(title.frame.maxY <= rule.frame.minY && rule.frame.maxY <= longest.frame.minY)
        #expect(longest.frame.maxY <= up.frame.minY)
        // The rule spans every column: from the first column's start to the last column's end.
        #expect(abs(rule.frame.minX - longest.frame.minX) < 0.5)
        #expect(abs(rule.frame.maxX - max(year.frame.maxX, y2019.frame.maxX, y2009.frame.maxX)) < 0.5)
        #expect(rule.frame.height == 2)
    }

    @Test func aCentredGridCentresEachCellInItsColumn() throws {
        let host = identityHost {
            Grid(horizontalSpacing: 20) {
                GridRow { Text("A"); Text("Wide second column") }
                GridRow { Text("Much wider first"); Text("B") }
            }
        }
        let a = try #require(textNode(host, "A")), wide = try #require(textNode(host, "Much wider first"))
        let b = try #require(textNode(host, "B")), second = try #require(textNode(host, "Wide second column"))
        #expect(abs(a.frame.center.x - wide.frame.center.x) < 0.5)
        #expect(abs(b.frame.center.x - second.frame.center.x) < 0.5)
    }

    @Test func rightToLeftTheFirstColumnIsOnTheRight() throws {
        let host = identityHost {
            Grid(horizontalSpacing: 20) {
                GridRow { Text("First"); Text("Second") }
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        let first = try #require(textNode(host, "First")), second = try #require(textNode(host, "Second"))
        #expect(first.frame.minX > second.frame.maxX)
    }
}
