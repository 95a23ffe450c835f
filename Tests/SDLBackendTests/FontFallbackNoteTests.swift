import Foundation
@testable import SDLBackend
import Testing

/// Text drawn with the system's DejaVu Sans instead of the assets' says so (once, on stderr).
@Suite struct FontFallbackNoteTests {
    @Test func theNoteNamesWhatIsMissingAndWhatStandsIn() {
        let system = FontLibrary.systemDejaVuDirectory + "/DejaVuSans.ttf"
        let none = FontLibrary.fallbackNote(fontsDirectory: nil, regular: system)
        #expect(none == "fonts: no assets folder with Fonts; drawing text with the system's DejaVu Sans (\(FontLibrary.systemDejaVuDirectory))")
        let empty = FontLibrary.fallbackNote(fontsDirectory: URL(fileURLWithPath: "/tmp/app/Assets/Fonts"), regular: system)
        #expect(empty?.hasPrefix("fonts: no DejaVuSans.ttf in /tmp/app/Assets/Fonts;") == true)
        #expect(FontLibrary.fallbackNote(fontsDirectory: nil, regular: nil)?.contains("text will not be drawn") == true)
    }

    @Test func theAssetsOwnFaceNeedsNoNote() {
        #expect(FontLibrary.fallbackNote(fontsDirectory: URL(fileURLWithPath: "/tmp/app/Assets/Fonts"),
                                         regular: "/tmp/app/Assets/Fonts/DejaVuSans.ttf") == nil)
    }
}
