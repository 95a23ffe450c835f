import Rasterizer
import Testing
import UICore

/// A text drawn again is cleared and redrawn in the box its raster covers, when the glyph source
/// knows that box before drawing (``GlyphSource/plainBox(_:weight:pixels:)``), not in an estimate
/// an em larger on every side: a guide's header reached 25 pixels into its scrolling list, which
/// every scrolled frame then drew again.
struct TextDamageBoundsTests {
    /// Solid block glyphs, 0.6 em a character, whose rasters reach `overhang` pixels below the
    /// face box (a descender past the face's own descent), with their box known before drawing.
    final class MeasuredBlocks: GlyphSource {
        let overhang: Int
        init(overhang: Int) { self.overhang = overhang }
        func runs(of string: String) -> [GlyphRun] { [GlyphRun(text: string, isEmoji: false, face: 0)] }
        func raster(of run: GlyphRun, weight: Font.Weight, pixels: Int, rgb: UInt32) -> GlyphRaster? {
            guard let box = plainBox(run.text, weight: weight, pixels: pixels) else { return nil }
            return GlyphRaster(raster: PixelRaster(pixels: [UInt32](repeating: 0xFF00_0000 | rgb, count: box.width * box.height),
                                                   width: box.width, height: box.height),
                               faceHeight: Double(box.faceHeight), drop: 0)
        }
        func emojiStrike(_ cluster: String) -> PixelRaster? { nil }
        func emojiBox(_ cluster: String, fontSize: Double) -> Size { Size(width: fontSize, height: fontSize) }
        func plainWidth(_ string: String, weight: Font.Weight, pixels: Int) -> Int? { plainBox(string, weight: weight, pixels: pixels)?.width }
        func plainBox(_ string: String, weight: Font.Weight, pixels: Int) -> PlainTextBox? {
            PlainTextBox(width: max(1, Int(Double(pixels) * 0.6)) * string.count, height: pixels + overhang, faceHeight: pixels)
        }
    }

    /// `lists` drawn in turn into 400 × 300 pixels, where each differs from the last; the pixels
    /// and the last frame's damage.
    static func draw(_ lists: [DisplayList], glyphs: any GlyphSource) -> (pixels: [UInt32], damage: Rect?) {
        renderFrames(lists, width: 400, height: 300, glyphs: glyphs, damageOnly: true)
    }

    static func line(_ text: String, _ colour: Color, at origin: Point, size: Double = 40) -> DisplayList {
        var list = DisplayList(size: Size(width: 400, height: 300), background: Color(red: 0.1, green: 0.1, blue: 0.12))
        list.append(.fill(.rect, Rect(x: 0, y: 0, width: 400, height: 30), .gray))
        list.append(.text(text, Font(size: size), colour, origin: origin))
        return list
    }

    /// A 40-point line (50-point line box, 40-pixel face box) changing colour is drawn again in
    /// its raster's 40 pixels and the damage margin (7 pixels each side) — 54 rows, where the
    /// estimate an em above and below the line box gave 144 — and the frame is the frame drawn whole.
    @Test func aTextChangingColourIsDrawnAgainInItsRastersBox() {
        let glyphs = MeasuredBlocks(overhang: 0)
        let from = Self.line("Guide", .white, at: Point(x: 100, y: 120)), to = Self.line("Guide", .yellow, at: Point(x: 100, y: 120))
        let patched = Self.draw([from, to], glyphs: glyphs), whole = Self.draw([to], glyphs: MeasuredBlocks(overhang: 0))
        #expect(patched.pixels == whole.pixels)
        let damage = patched.damage ?? Rect(x: 0, y: 0, width: 400, height: 300)
        // The raster: 5 × 24 pixels wide from x 100, 40 tall from y 120 + (50 − 40) / 2.
        #expect(damage == Rect(x: 93, y: 118, width: 134, height: 54), "damage \(damage)")
    }

    /// A raster reaching past its face box (a descender below the face's descent) is bounded
    /// where it is drawn: moving such a line leaves none of its old pixels behind, and the
    /// box drawn is its raster's, the overhang included.
    @Test func aRasterReachingPastItsFaceBoxIsBoundedWhereItIsDrawn() {
        let from = Self.line("gjpqy", .white, at: Point(x: 60, y: 100)), to = Self.line("gjpqy", .white, at: Point(x: 80, y: 180))
        let patched = Self.draw([from, to], glyphs: MeasuredBlocks(overhang: 12))
        let whole = Self.draw([to], glyphs: MeasuredBlocks(overhang: 12))
        #expect(patched.pixels == whole.pixels)
        let damage = patched.damage ?? Rect(x: 0, y: 0, width: 400, height: 300)
        // Old raster rows 105..<157 and new 185..<237 (52 tall each), both with the margin.
        #expect(damage.minY == 98 && damage.maxY == 244, "damage \(damage)")
    }

    /// A source that gives no box (only widths, as before) keeps the estimate: its text's height
    /// is bounded an em above and below the line box.
    @Test func aSourceWithoutBoxesKeepsTheEstimatedHeight() {
        final class WidthsOnly: GlyphSource {
            let blocks = MeasuredBlocks(overhang: 0)
            func runs(of string: String) -> [GlyphRun] { blocks.runs(of: string) }
            func raster(of run: GlyphRun, weight: Font.Weight, pixels: Int, rgb: UInt32) -> GlyphRaster? {
                blocks.raster(of: run, weight: weight, pixels: pixels, rgb: rgb)
            }
            func emojiStrike(_ cluster: String) -> PixelRaster? { nil }
            func emojiBox(_ cluster: String, fontSize: Double) -> Size { blocks.emojiBox(cluster, fontSize: fontSize) }
            func plainWidth(_ string: String, weight: Font.Weight, pixels: Int) -> Int? { blocks.plainWidth(string, weight: weight, pixels: pixels) }
        }
        let from = Self.line("Guide", .white, at: Point(x: 100, y: 120)), to = Self.line("Guide", .yellow, at: Point(x: 100, y: 120))
        let patched = Self.draw([from, to], glyphs: WidthsOnly()), whole = Self.draw([to], glyphs: WidthsOnly())
        #expect(patched.pixels == whole.pixels)
        // Line box 120..<170, an em (40) either side and the margin: rows 73..<217.
        #expect(patched.damage?.minY == 73 && patched.damage?.maxY == 217, "damage \(String(describing: patched.damage))")
    }
}
