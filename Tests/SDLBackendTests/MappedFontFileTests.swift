import Foundation
@testable import SDLBackend
import Testing

/// Faces read their font file's mapped bytes: a font removed or replaced while the app runs (a
/// package upgrade of fonts-dejavu) keeps drawing at sizes first asked for afterwards, and every
/// face of one file shares one mapping.
@Suite(.serialized) struct MappedFontFileTests {
    /// A fonts folder of its own holding copies of the assets' two faces.
    private static func copiedFonts() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in AssetLocator.requiredFonts {
            try FileManager.default.copyItem(at: Snapshot.assets().fonts.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        return dir
    }

    /// Removed after the first face opened, the file still gives faces at new sizes that
    /// measure text (opened by path, the new size found no file: nil, and no text).
    @Test func aFontRemovedWhileRunningStillOpensAtNewSizes() throws {
        let dir = try Self.copiedFonts()
        defer { try? FileManager.default.removeItem(at: dir) }
        try SDLSession.withLock {
            let fonts = FontLibrary(fontsDirectory: dir, emojiDirectories: [])
            let first = try #require(fonts.face(weight: .regular, pixels: 20))
            #expect(FontLibrary.measure(first, "Tiramisu").w > 0)
            try FileManager.default.removeItem(at: dir)
            let later = try #require(fonts.face(weight: .regular, pixels: 31), "a new size of a removed font did not open")
            let wide = FontLibrary.measure(later, "Tiramisu").w
            #expect(wide > FontLibrary.measure(first, "Tiramisu").w)
        }
    }

    /// The same file at one path is mapped once while held; a file rewritten at the path is
    /// mapped anew (its old mapping stays with whoever holds it).
    @Test func oneMappingPerFileWhileTheFileStaysTheSame() throws {
        let dir = try Self.copiedFonts()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("DejaVuSans.ttf").path
        let a = try #require(MappedFontFile.file(atPath: path))
        let b = try #require(MappedFontFile.file(atPath: path))
        #expect(a === b)
        // Another file now at the path (a different size, so a different file for certain).
        let bold = try Data(contentsOf: dir.appendingPathComponent("DejaVuSans-Bold.ttf"))
        try FileManager.default.removeItem(atPath: path)
        try bold.write(to: URL(fileURLWithPath: path))
        let c = try #require(MappedFontFile.file(atPath: path))
        #expect(c !== a)
        #expect(c.count == bold.count)
        #expect(a.count != c.count)
    }

    /// An empty or missing file is not mapped (the caller opens it by path, which says why).
    @Test func anEmptyOrMissingFileIsNotMapped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("Empty.ttf")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        #expect(MappedFontFile.file(atPath: empty.path) == nil)
        #expect(MappedFontFile.file(atPath: dir.appendingPathComponent("Missing.ttf").path) == nil)
    }
}
