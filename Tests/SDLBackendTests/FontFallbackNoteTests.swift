import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing

/// Text drawn with the system's DejaVu Sans instead of the assets' says so (once, on stderr).
@Suite struct FontFallbackNoteTests {
    /// An assets folder's Fonts directory that needs not exist (the note only names it).
    static let fonts = FileManager.default.temporaryDirectory.appendingPathComponent("app/Assets/Fonts")

    @Test func theNoteNamesWhatIsMissingAndWhatStandsIn() {
        let system = FontLibrary.systemDejaVuDirectory + "/DejaVuSans.ttf"
        let none = FontLibrary.fallbackNote(fontsDirectory: nil, regular: system)
        #expect(none == "fonts: no assets folder with Fonts; drawing text with the system's DejaVu Sans (\(FontLibrary.systemDejaVuDirectory))")
        let empty = FontLibrary.fallbackNote(fontsDirectory: Self.fonts, regular: system)
        #expect(empty?.hasPrefix("fonts: no DejaVuSans.ttf in \(Self.fonts.path);") == true)
        #expect(FontLibrary.fallbackNote(fontsDirectory: nil, regular: nil)?.contains("text will not be drawn") == true)
    }

    @Test func theAssetsOwnFaceNeedsNoNote() {
        #expect(FontLibrary.fallbackNote(fontsDirectory: Self.fonts,
                                         regular: Self.fonts.appendingPathComponent("DejaVuSans.ttf").path) == nil)
    }
}
