import CSDL2
import CSDL2TTF
import Rasterizer
import UICore

/// The text a `PixelRenderer` draws, from SDL_ttf: the app's faces (``FontLibrary``), the
/// fallback faces fontconfig offers for characters they lack, and the colour emoji face.
///
/// Not thread-safe: used from the renderer's thread, under ``SDLSession/withLock(_:)``.
final class SDLGlyphSource: GlyphSource {
    /// The faces text is drawn with.
    let fonts: FontLibrary
    /// The faces runs were drawn with, by the number a ``GlyphRun`` carries (0: the text face).
    private var faces: [FaceKey] = [FaceKey(face: .primary, rightToLeft: nil)]
    private var faceNumbers: [FaceKey: Int] = [FaceKey(face: .primary, rightToLeft: nil): 0]

    /// A run's face and the script it is shaped in.
    private struct FaceKey: Hashable {
        let face: TextRun.Face
        let rightToLeft: TextRun.RightToLeftScript?
    }

    /// Text from `fonts`.
    init(fonts: FontLibrary) { self.fonts = fonts }

    func runs(of string: String) -> [GlyphRun] {
        TextRun.split(string, fonts: fonts).map { run in
            let key = FaceKey(face: run.face, rightToLeft: run.rightToLeft)
            let number = faceNumbers[key] ?? {
                faces.append(key)
                faceNumbers[key] = faces.count - 1
                return faces.count - 1
            }()
            return GlyphRun(text: run.text, isEmoji: run.isEmoji, face: number)
        }
    }

    func raster(of run: GlyphRun, weight: Font.Weight, pixels: Int, rgb: UInt32) -> GlyphRaster? {
        guard faces.indices.contains(run.face), !run.isEmoji else { return nil }
        let key = faces[run.face]
        let textRun = TextRun(text: run.text, face: key.face, rightToLeft: key.rightToLeft)
        guard let face = fonts.face(of: textRun, weight: weight, pixels: pixels) else { return nil }
        // Every run sits on the text face's baseline (a fallback face has its own ascent).
        let base = fonts.face(weight: weight, pixels: pixels) ?? face
        let colour = SDL_Color(r: UInt8(rgb >> 16 & 0xFF), g: UInt8(rgb >> 8 & 0xFF), b: UInt8(rgb & 0xFF), a: 255)
        guard let surface = TTF_RenderUTF8_Blended(face, run.text, colour) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let raster = PixelRaster(surface: surface) else { return nil }
        return GlyphRaster(raster: raster, faceHeight: Double(TTF_FontHeight(base)),
                           drop: Double(TTF_FontAscent(base) - TTF_FontAscent(face)))
    }

    func emojiStrike(_ cluster: String) -> PixelRaster? {
        guard let face = fonts.emoji, let strike = TTF_RenderUTF8_Blended(face, cluster, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(strike) }
        return PixelRaster(surface: strike)
    }

    func emojiBox(_ cluster: String, fontSize: Double) -> Size {
        EmojiMetrics.box(cluster, fontSize: fontSize, fonts: fonts)
    }

    func plainWidth(_ string: String, weight: Font.Weight, pixels: Int) -> Int? {
        plainBox(string, weight: weight, pixels: pixels)?.width
    }

    /// SDL_ttf's size of the line (`TTF_SizeUTF8` works out the box `TTF_RenderUTF8_Blended`
    /// allocates: the face's height, grown where a glyph reaches past it) and the face's height.
    func plainBox(_ string: String, weight: Font.Weight, pixels: Int) -> PlainTextBox? {
        let runs = TextRun.split(string, fonts: fonts)
        guard runs.count == 1, runs[0].face == .primary, runs[0].rightToLeft == nil,
              let face = fonts.openFace(weight: weight, pixels: pixels) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(face, string, &w, &h) == 0 else { return nil }
        return PlainTextBox(width: Int(w), height: Int(h), faceHeight: Int(TTF_FontHeight(face)))
    }
}
