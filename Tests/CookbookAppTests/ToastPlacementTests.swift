import Testing
import UICore
@testable import CookbookApp
@testable import UIRuntime

/// A toast ("Removed Apple Pie from Favourites") covers neither the tab bar's tabs, nor the
/// focused view, nor the footer, at every window size and in right-to-left layouts; its text
/// stays legible and inside the window.
@MainActor
@Suite struct ToastPlacementTests {
    /// The banner's frame and text size as drawn: the last grey platter the toast fills, with its
    /// texts (lines) after it, which read `message`.
    static func banner(_ list: DisplayList, _ message: String) -> (box: Rect, font: Font)? {
        guard let i = list.items.lastIndex(where: { if case .fill(_, _, Color(r: 58, g: 58, b: 60)) = $0 { return true } else { return false } }),
              case .fill(_, let box, _) = list.items[i] else { return nil }
        let lines = list.items[(i + 1)...].compactMap { item -> (String, Font)? in
            if case .text(let s, let f, _, _) = item { return (s, f) } else { return nil }
        }
        guard let font = lines.first?.1, lines.map(\.0).joined(separator: " ") == message else { return nil }
        return (box, font)
    }

    /// The focused view's frame as drawn: grown by its lift and ring.
    static func focusedExtent(_ h: Harness) throws -> Rect {
        let id = try #require(h.focused)
        let frame = try #require(h.runtime.root?.find(named: id)).frame
        let d = PolishTests.decoration(h, id)
        let scale = max(1, d?.scale ?? 1), out = d?.ring.map { $0.width + 1 } ?? 0
        return Rect(x: frame.midX - frame.width * scale / 2 - out, y: frame.midY - frame.height * scale / 2 - out,
                    width: frame.width * scale + 2 * out, height: frame.height * scale + 2 * out)
    }

    /// The footer: the union of its hint labels' frames.
    static func footer(_ h: Harness) throws -> Rect {
        let hints = PolishTests.texts(in: h.runtime.root).filter { PolishTests.hintLabels.contains($0.0) }.map(\.1)
        let first = try #require(hints.first, "no footer hints")
        return hints.dropFirst().reduce(first) { $0.union($1) }
    }

    @Test(arguments: [(800.0, 600.0, false), (1280, 720, false), (1920, 1080, false), (1280, 720, true)])
    func aFavouriteToastCoversNeitherTheTabsNorTheFocusedTileNorTheFooter(width: Double, height: Double, rtl: Bool) throws {
        let h = try Harness(rtl: rtl)
        h.runtime.setWindowSize(pixels: Size(width: width, height: height))
        h.settle()
        let at = "\(Int(width))×\(Int(height))\(rtl ? " RTL" : "")"
        // The first row's tiles: the leading one, and the trailing one under where the banner used to sit.
        for slug in h.model.grid.recipes.prefix(3).map(\.slug) {
            h.focus(slug)
            h.key(.character("f"), .control)
            // The banner showing (an earlier tile's, while the ones after it wait) is placed for the focus now.
            let message = try #require(h.runtime.host.toasts.messages.first)
            let list = h.settle(0.3)
            let (box, font) = try #require(Self.banner(list, message), "\(at), \(slug): the toast '\(message)' is not drawn")
            let canvas = try #require(h.runtime.root).frame
            for tab in Screen.tabs {
                let frame = try #require(h.runtime.root?.find(named: "tab-\(tab.rawValue)")).frame
                #expect(!box.intersects(frame), "\(at), \(slug): the toast \(box) covers the \(tab.title) tab \(frame)")
            }
            let focused = try Self.focusedExtent(h)
            #expect(!box.intersects(focused), "\(at), \(slug): the toast \(box) covers the focused \(h.focused ?? "") \(focused)")
            let footer = try Self.footer(h)
            #expect(!box.intersects(footer), "\(at), \(slug): the toast \(box) covers the footer \(footer)")
            #expect(box.minX >= canvas.minX && box.maxX <= canvas.maxX && box.minY >= canvas.minY && box.maxY <= canvas.maxY,
                    "\(at), \(slug): the toast \(box) leaves the window \(canvas)")
            #expect(font.size * h.runtime.scale >= 14 - 1e-9, "\(at): toast text at \(font.size * h.runtime.scale) px")
            // Trailing: the right half left to right, the left half right to left.
            #expect(rtl ? box.midX < canvas.midX : box.midX > canvas.midX, "\(at), \(slug): the toast \(box) is not at the trailing side")
        }
    }

    @Test(arguments: [(800.0, 600.0, false), (1920, 1080, false), (1280, 720, true)])
    func onARecipeTheToastLeavesTheTitleAndTextReadable(width: Double, height: Double, rtl: Bool) throws {
        let h = try Harness(rtl: rtl)
        h.runtime.setWindowSize(pixels: Size(width: width, height: height))
        h.settle()
        let at = "\(Int(width))×\(Int(height))\(rtl ? " RTL" : "")"
        let recipe = try #require(h.model.grid.recipes.first)
        h.focus(recipe.slug)
        h.key(.return)
        h.settle(0.3)
        h.focus("favorite")
        h.key(.return)
        let message = try #require(h.runtime.host.toasts.messages.first)
        let list = h.settle(0.3)
        let (box, _) = try #require(Self.banner(list, message), "\(at): the toast '\(message)' is not drawn")
        // Every text of the screen but the toast's own lines stays uncovered (the spot above the footer is free).
        for (text, frame) in PolishTests.texts(in: h.runtime.root) where box.intersects(frame) {
            Issue.record("\(at): the toast \(box) covers '\(text)' \(frame)")
        }
    }
}
