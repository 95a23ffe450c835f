import Testing
import UICore
@testable import UIRuntime

/// `ContentUnavailableView` and `LabeledContent`, as Apple documents them: the empty mailbox
/// (a symbol, "No Mail", and why, centred in the space offered), a search that found nothing,
/// and a details row ("Version" at the leading edge, its value at the trailing edge, dimmed).
/// A tvOS app written from Apple's pages did not compile: neither existed.
@MainActor
@Suite struct PlaceholderViewTests {
    /// Whether the text node draws in the secondary style (Apple's secondaryLabel: 60 % of the
    /// foreground on the dark background).
    func isDimmed(_ node: Node?) -> Bool {
        guard let node, case .text(let t) = node.kind else { return false }
        return abs(t.color.alpha - 0.6) < 0.01
    }

    @Test func anEmptyMailboxShowsItsSymbolTitleAndReasonCentred() throws {
        let size = Size(width: 1280, height: 720)
        let host = identityHost(size) {
            ContentUnavailableView("No Mail", systemImage: "envelope",
                                   description: Text("New mails you receive will appear here."))
        }
        #expect(drawnTexts(host) == ["✉", "No Mail", "New mails you receive will appear here."])
        let title = try #require(textNode(host, "No Mail")), symbol = try #require(textNode(host, "✉"))
        let reason = try #require(textNode(host, "New mails you receive will appear here."))
        #expect(abs(title.frame.center.x - size.width / 2) < 1, "centred across")
        #expect(symbol.frame.maxY <= title.frame.minY && title.frame.maxY <= reason.frame.minY, "symbol, title, reason, top to bottom")
        let middle = (symbol.frame.minY + reason.frame.maxY) / 2
        #expect(abs(middle - size.height / 2) < 1, "centred down the space offered")
        #expect(isDimmed(reason))
        #expect(!isDimmed(title))
    }

    @Test func theBuilderFormShowsItsLabelDescriptionAndActions() throws {
        let host = identityHost {
            ContentUnavailableView {
                Label("No Mail", systemImage: "envelope")
            } description: {
                Text("New mails you receive will appear here.")
            } actions: {
                Button("Refresh") {}.id("refresh")
            }
        }
        #expect(drawnTexts(host) == ["✉", "No Mail", "New mails you receive will appear here.", "Refresh"])
        #expect(host.context.focusedID == "refresh", "its action takes focus")
        // The `Label` drawn as this view draws its label: the symbol above the title, not beside it.
        let symbol = try #require(textNode(host, "✉")), title = try #require(textNode(host, "No Mail"))
        #expect(symbol.frame.maxY <= title.frame.minY)
        #expect(abs(symbol.frame.center.x - title.frame.center.x) < 1)
    }

    @Test func aSearchThatFoundNothingSaysSo() {
        let host = identityHost { ContentUnavailableView.search(text: "Harbour") }
        #expect(drawnTexts(host) == ["🔍", "No Results for “Harbour”", "Check the spelling or try a new search."])
        let plain = identityHost { ContentUnavailableView.search }
        #expect(drawnTexts(plain).contains("No Results"))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdgeDimmed() throws {
        let host = identityHost(Size(width: 1280, height: 720)) {
            VStack {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Resolution") { Text("4K HDR") }
            }
            .frame(width: 600)
        }
        let label = try #require(textNode(host, "Version")), value = try #require(textNode(host, "1.0"))
        let other = try #require(textNode(host, "4K HDR"))
        #expect(abs(label.frame.minX - 340) < 1, "the label at the row's leading edge")
        #expect(abs(value.frame.maxX - 940) < 1 && abs(other.frame.maxX - 940) < 1, "values at its trailing edge")
        #expect(isDimmed(value) && isDimmed(other))
        #expect(!isDimmed(label))
    }
}
