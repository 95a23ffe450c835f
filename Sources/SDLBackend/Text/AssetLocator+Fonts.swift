import CSDL2
import CSDL2TTF
import Foundation

extension AssetLocator {
    /// The text faces the app draws with, in the assets' `Fonts` folder.
    public static let requiredFonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
    /// The largest font file opened: DejaVu Sans is about 750 KB; 64 MiB is beyond any text face.
    static let maximumFontBytes = 64 << 20

    /// Checks that every required font opens and draws: an empty, truncated or corrupt face
    /// used to give no error and draw no text at all.
    ///
    /// - Throws: ``SDLError`` with one line naming the font file and the problem.
    public func checkFonts() throws(SDLError) {
        for name in Self.requiredFonts {
            if let problem = Self.fontProblem(atPath: fonts.appendingPathComponent(name).path) { throw SDLError(problem) }
        }
    }

    /// Why the font file at `path` cannot be used (`PATH: problem`), or nil when it opens, has the
    /// basic Latin glyphs and renders them.
    public static func fontProblem(atPath path: String) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, FileManager.default.isReadableFile(atPath: path) else {
            return "\(path): font file missing or unreadable"
        }
        guard size > 0 else { return "\(path): font file is empty" }
        guard size <= maximumFontBytes else { return "\(path): font file is too large (\(size) bytes)" }
        return SDLSession.withLock { () -> String? in
            SDLSession.ensureTTF()
            // 24 px: a size every TrueType face renders; FreeType rejects corrupt tables here.
            // Read as the app reads it (FontLibrary): from the file's mapping.
            let file = MappedFontFile.file(atPath: path)
            guard let face = file.map({ $0.openFace(pixels: 24) }) ?? TTF_OpenFont(path, 24) else {
                return "\(path): not a usable font (\(ttfError()))"
            }
            defer { TTF_CloseFont(face); withExtendedLifetime(file) {} }
            for glyph in "Ag" where TTF_GlyphIsProvided32(face, glyph.unicodeScalars.first!.value) == 0 {
                return "\(path): the font has no glyph for '\(glyph)' (truncated or not a text face?)"
            }
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(face, "Ag", &w, &h) == 0, w > 0, h > 0 else {
                return "\(path): the font measures no text (\(ttfError()))"
            }
            guard let surface = TTF_RenderUTF8_Blended(face, "Ag", SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
                return "\(path): the font draws no text (\(ttfError()))"
            }
            SDL_FreeSurface(surface)
            return nil
        }
    }

    private static func ttfError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "unknown error" : text
    }
}
