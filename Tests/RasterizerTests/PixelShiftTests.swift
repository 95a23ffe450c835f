@testable import Rasterizer
import Testing
import UICore

/// ``DamageFrame/shift(since:pending:)``: a scroll view's content moved by whole device pixels is
/// a pixel move plus the strip that scrolled into view and whatever else changed; anything else
/// is left to the ordinary damage.
struct PixelShiftTests {
    /// A scroll view at (20, 10) 200 × 100 points whose content (three rows) is moved up by `up`
    /// points, with a badge drawn over the clip after it.
    static func list(up: Double, badge: Color = .white) -> DisplayList {
        let clip = Rect(x: 20, y: 10, width: 200, height: 100)
        var items: [DisplayItem] = [.pushClip(.rect, clip)]
        for row in 0..<3 {
            let y = 10 + Double(row) * 45 - up
            items += [.fill(.roundedRect(cornerRadius: 6), Rect(x: 30, y: y, width: 80, height: 40), Color(red: 0.4, green: 0.2, blue: 0.1)),
                      .text("Row \(row)", Font(size: 12), .white, origin: Point(x: 120, y: y + 10))]
        }
        items += [.popClip, .fill(.circle, Rect(x: 200, y: 14, width: 12, height: 12), badge)]
        var list = DisplayList(size: Size(width: 240, height: 130), background: .black, items: items)
        list.scrollContents = [ScrollContentPosition(clip: clip, translation: Point(x: 0, y: -up))]
        return list
    }

    static func frame(_ list: DisplayList, scale: Double = 2) -> DamageFrame {
        DamageFrame(list, scale: scale, cachesShapes: true, textOnFramebuffer: true, width: Int(240 * scale), height: Int(130 * scale))
    }

    @Test func contentMovedByWholePixelsIsAMove() throws {
        let shift = try #require(Self.frame(Self.list(up: 7)).shift(since: Self.frame(Self.list(up: 2))))
        #expect(shift.clip == DamageFrame.Box(x0: 40, y0: 20, x1: 440, y1: 220))
        #expect(shift.dx == 0 && shift.dy == -10)
        // The strip that scrolled into view (the clip's last 10 rows) is drawn again, and the
        // badge over the clip where the move took its pixels and where it is.
        #expect(shift.damage.contains { $0.contains(DamageFrame.Box(x0: 40, y0: 210, x1: 440, y1: 220)) })
        #expect(shift.damage.contains { $0.contains(DamageFrame.Box(x0: 400, y0: 28, x1: 424, y1: 52)) })
        #expect(!shift.damage.contains { $0.contains(shift.clip) })
    }

    @Test func aScrollViewReachingPastTheWindowMovesOnlyItsPixelsOnTheCanvas() throws {
        // The same scroll view, 60 points wider than the canvas, moved sideways by 4 points.
        func wide(left: Double) -> DisplayList {
            let clip = Rect(x: 20, y: 10, width: 280, height: 100)
            var list = DisplayList(size: Size(width: 240, height: 130), background: .black, items: [
                .pushClip(.rect, clip),
                .fill(.rect, Rect(x: 40 - left, y: 20, width: 50, height: 50), .white),
                .fill(.rect, Rect(x: 200 - left, y: 20, width: 50, height: 50), .gray),
                .popClip,
            ])
            list.scrollContents = [ScrollContentPosition(clip: clip, translation: Point(x: -left, y: 0))]
            return list
        }
        let shift = try #require(Self.frame(wide(left: 4)).shift(since: Self.frame(wide(left: 0))))
        #expect(shift.clip == DamageFrame.Box(x0: 40, y0: 20, x1: 480, y1: 220))
        #expect(shift.dx == -8)
        // What scrolled in at the window's right edge is drawn.
        #expect(shift.damage.contains { $0.contains(DamageFrame.Box(x0: 472, y0: 20, x1: 480, y1: 220)) })
    }

    @Test func aChangeBesidesTheMoveIsDrawnAgain() throws {
        let old = Self.frame(Self.list(up: 2)), new = Self.frame(Self.list(up: 7, badge: .gray))
        let shift = try #require(new.shift(since: old))
        #expect(shift.damage.contains { $0.contains(DamageFrame.Box(x0: 400, y0: 28, x1: 424, y1: 52)) })
    }

    @Test func aMoveByPartOfAPixelOrNoneIsNotOne() {
        // 0.25 points at 2 pixels a point: half a pixel.
        #expect(Self.frame(Self.list(up: 2.25)).shift(since: Self.frame(Self.list(up: 2))) == nil)
        #expect(Self.frame(Self.list(up: 2)).shift(since: Self.frame(Self.list(up: 2))) == nil)
    }

    @Test func contentThatIsNotTheLastMovedIsDrawnWhereItIs() throws {
        // The first row's fill changes colour as the content moves: its old pixels (moved) and
        // its new place are drawn again.
        var new = Self.list(up: 7)
        new.items[1] = .fill(.roundedRect(cornerRadius: 6), Rect(x: 30, y: 3, width: 80, height: 40), Color(red: 0.9, green: 0.2, blue: 0.1))
        let shift = try #require(Self.frame(new).shift(since: Self.frame(Self.list(up: 2))))
        #expect(shift.damage.contains { $0.contains(DamageFrame.Box(x0: 60, y0: 20, x1: 220, y1: 86)) })
    }

    /// A target whose screen moves scrolled pixels (``PixelRenderer/screenMovesScrolledPixels``)
    /// keeps the moved box marked stale while the frames after draw elsewhere, even through an
    /// item drawn offscreen first (a perspective tilt is drawn upright into pixels of its own,
    /// and swapping the target out and back used to forget the stale box: a backdrop could then
    /// read unmoved pixels). Told a whole read follows, the next frame draws every pixel.
    @Test func pixelsLeftToTheScreenStayStaleUntilTheFrameIsDrawnWhole() throws {
        let (w, h) = (480, 260)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        defer { pixels.deallocate() }
        let renderer = PixelRenderer(scale: 2, glyphs: nil, images: nil)
        renderer.drawsDamageOnly = true
        renderer.screenMovesScrolledPixels = true
        renderer.attachPixels(pixels, pitch: w, width: w, height: h)
        defer { renderer.detachPixels() }
        func tilted(_ list: DisplayList) -> DisplayList {
            var l = list
            let card = Rect(x: 150, y: 112, width: 60, height: 14)
            l.items += [.pushLayer(.perspective(tiltX: 0.2, tiltY: 0.1, about: card), opacity: 1),
                        .fill(.rect, card, Color(red: 0.2, green: 0.5, blue: 0.9)), .popLayer]
            return l
        }
        renderer.render(Self.list(up: 2))
        renderer.render(Self.list(up: 7))
        #expect(renderer.lastMove != nil, "the scroll was not drawn as a move")
        #expect(renderer.hasStaleMovedPixels)
        renderer.render(tilted(Self.list(up: 7)))
        #expect(renderer.lastDamage.map { $0.width > 0 } == true, "the tilted card was not drawn")
        #expect(renderer.hasStaleMovedPixels, "drawing the tilted card offscreen forgot the pixels left to the screen")
        renderer.willReadWholeTarget()
        renderer.render(tilted(Self.list(up: 9)))
        #expect(!renderer.hasStaleMovedPixels)
        #expect(renderer.lastMove == nil && renderer.lastDamage == nil, "the frame after willReadWholeTarget was not drawn whole")
    }
}
