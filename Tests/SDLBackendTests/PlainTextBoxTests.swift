import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// SDL_ttf measures a plain line in the box it draws it in, so the renderer can bound the
/// line's damage by that box before drawing it (``SDLGlyphSource/plainBox(_:weight:pixels:)``).
@Suite(.serialized)
struct PlainTextBoxTests {
    /// Lines with capitals carrying accents, descenders, stacked Vietnamese marks, tabular digits
    /// and punctuation, regular and bold, at the sizes a window draws: the box measured is the
    /// raster's size and its face box, whenever the line is one run of the text face.
    @Test func aPlainLineIsDrawnInTheBoxMeasuredForIt() {
        SDLSession.withLock {
            let glyphs = SDLGlyphSource(fonts: FontLibrary(fontsDirectory: Snapshot.assets().fonts))
            var compared = 0
            for text in ["Guide", "gjpqy Typography", "ÅÉÎ Ångström Ÿ", "Tiếng Việt Ệ Ỗ", "21:30", "…—‘’“” (f)"] {
                for px in [13, 29, 38, 57, 96] {
                    for weight in [Font.Weight.regular, .bold] {
                        let runs = glyphs.runs(of: text)
                        guard runs.count == 1, let drawn = glyphs.raster(of: runs[0], weight: weight, pixels: px, rgb: 0xFFFFFF) else {
                            Issue.record("\(text) at \(px) px is not one drawn run"); continue
                        }
                        let box = glyphs.plainBox(text, weight: weight, pixels: px)
                        #expect(box == PlainTextBox(width: drawn.raster.width, height: drawn.raster.height, faceHeight: Int(drawn.faceHeight)),
                                "\(text) at \(px) px, \(weight)")
                        compared += 1
                    }
                }
            }
            #expect(compared == 60)
        }
    }

    /// A line that needs another face (Korean) or has an emoji gets no box: its damage keeps
    /// the estimate.
    @Test func aLineOfSeveralFacesHasNoBox() {
        SDLSession.withLock {
            let glyphs = SDLGlyphSource(fonts: FontLibrary(fontsDirectory: Snapshot.assets().fonts))
            _ = glyphs.raster(of: glyphs.runs(of: "Guide")[0], weight: .regular, pixels: 30, rgb: 0xFFFFFF)
            #expect(glyphs.plainBox("Guide", weight: .regular, pixels: 30) != nil)
            #expect(glyphs.plainBox("Guide 가이드", weight: .regular, pixels: 30) == nil)
            #expect(glyphs.plainBox("Guide 🎬", weight: .regular, pixels: 30) == nil)
        }
    }

    /// With real glyphs, a header changing colour (once it has been drawn) is drawn again within
    /// a few pixels of its glyphs (its raster and the damage margin), and the frame is the frame
    /// drawn whole.
    @Test func aHeaderChangingColourIsDrawnAgainNearItsGlyphs() throws {
        func list(_ colour: Color) -> DisplayList {
            var l = DisplayList(size: Size(width: 600, height: 200), background: Color(red: 0.1, green: 0.1, blue: 0.12))
            l.append(.text("All · 50000 programmes", Font(size: 38, weight: .bold), colour, origin: Point(x: 40, y: 60)))
            return l
        }
        let target = try HeadlessTarget(canvas: Size(width: 600, height: 200), scale: 1, assets: Snapshot.assets())
        // The first frame bounds the line by estimate: its face is not open until it is drawn.
        target.render(list(.white))
        target.render(list(.yellow))
        target.render(list(.white))
        let damage = SDLSession.withLock { target.renderer.lastDamage }
        let fresh = try HeadlessTarget(canvas: Size(width: 600, height: 200), scale: 1, assets: Snapshot.assets())
        fresh.render(list(.white))
        #expect(target.image().bytes == fresh.image().bytes)
        // The line box is 48 points tall from y 60; DejaVu's face box at 38 px is 45 rows: with
        // the margin, no more than 62 rows (the estimate took 48 + 2 × 38 + 14 = 138).
        let d = try #require(damage)
        #expect(d.height <= 62 && d.minY >= 50 && d.maxY <= 118, "damage \(d)")
    }
}
