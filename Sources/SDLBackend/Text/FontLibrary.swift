import CSDL2
import CSDL2TTF
import Foundation
import UICore

/// Opens and caches SDL_ttf faces: DejaVu Sans (book and bold) per pixel size, and the colour
/// emoji face at its single bitmap size.
///
/// Not thread-safe on its own: use it inside ``SDLSession/withLock(_:)`` or from one thread.
final class FontLibrary {
    /// Noto Color Emoji carries one bitmap strike (136×128 px) that SDL_ttf selects at size 109
    /// (SDL_NOTES.md, measured on this machine).
    static let emojiStrikeSize: Int32 = 109
    /// Where Debian's fonts-noto-color-emoji installs the face.
    static let systemEmojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// Where Debian's fonts-dejavu-core installs the faces (used when the assets lack them).
    static let systemDejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    /// How many sized faces stay open (animated scale changes open a few sizes in a row).
    static let maxOpenFaces = 48

    private let regularPath: String?
    private let boldPath: String?
    private let emojiPath: String?
    private let faces: LRUCache<FaceKey, OpaquePointer>
    private var emojiFace: OpaquePointer?
    private var emojiTried = false

    private struct FaceKey: Hashable { let bold: Bool; let pixels: Int32 }

    /// Faces from an assets directory, falling back to the system copies; `emojiDirectories`
    /// overrides where the emoji face is looked for (an empty list means "no emoji face").
    init(fontsDirectory: URL?, emojiDirectories: [String]? = nil) {
        SDLSession.ensureTTF()
        func pick(_ name: String, _ dirs: [String?]) -> String? {
            for case let dir? in dirs {
                let p = (dir as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: p) { return p }
            }
            return nil
        }
        let dirs: [String?] = [fontsDirectory?.path, Self.systemDejaVuDirectory]
        regularPath = pick("DejaVuSans.ttf", dirs)
        boldPath = pick("DejaVuSans-Bold.ttf", dirs) ?? regularPath
        if let note = Self.fallbackNote(fontsDirectory: fontsDirectory, regular: regularPath) {
            SDLSession.withLock {
                guard !Self.saidFallback else { return }
                Self.saidFallback = true
                FileHandle.standardError.write(Data((note + "\n").utf8))
            }
        }
        emojiPath = pick("NotoColorEmoji.ttf", emojiDirectories
                            ?? [fontsDirectory?.path, (Self.systemEmojiPath as NSString).deletingLastPathComponent])
        faces = LRUCache(capacity: Self.maxOpenFaces) { TTF_CloseFont($0) }
    }

    /// Whether the fallback note was printed (once per process; read and written under
    /// ``SDLSession/withLock(_:)``).
    nonisolated(unsafe) private static var saidFallback = false

    /// What to tell the user when the text face does not come from the assets' `Fonts` folder:
    /// the system's DejaVu Sans stands in, or no text face exists at all; nil when the assets
    /// have it.
    static func fallbackNote(fontsDirectory: URL?, regular: String?) -> String? {
        let missing = fontsDirectory.map { "no DejaVuSans.ttf in \($0.path)" } ?? "no assets folder with Fonts"
        guard let regular else {
            return "fonts: \(missing) and none in \(systemDejaVuDirectory): text will not be drawn (install fonts-dejavu-core)"
        }
        guard regular.hasPrefix(systemDejaVuDirectory) else { return nil }
        return "fonts: \(missing); drawing text with the system's DejaVu Sans (\(systemDejaVuDirectory))"
    }

    deinit {
        // FreeType needs opening and closing faces serialised: a library released on another
        // thread (a test suite running beside others) closes its faces under SDL's lock.
        SDLSession.withLock {
            faces.removeAll()
            if let emojiFace { TTF_CloseFont(emojiFace) }
        }
    }

    /// Whether the weight is drawn with the bold face (DejaVu ships book and bold only).
    static func isBold(_ weight: Font.Weight) -> Bool { weight == .semibold || weight == .bold }

    /// The text face for a weight at a pixel size (at least 1), or nil when no font file exists.
    func face(weight: Font.Weight, pixels: Int) -> OpaquePointer? {
        let key = FaceKey(bold: Self.isBold(weight), pixels: Int32(Swift.max(1, Swift.min(pixels, 2000))))
        if let f = faces[key] { return f }
        guard let path = key.bold ? boldPath : regularPath, let f = TTF_OpenFont(path, key.pixels) else { return nil }
        // Light hinting keeps advances close to the outline's, so measured and drawn widths agree.
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        faces.insert(f, for: key)
        return f
    }

    /// The text face for a weight at a pixel size when it is open already, nil otherwise (no
    /// file is opened, and the faces kept are not reordered).
    func openFace(weight: Font.Weight, pixels: Int) -> OpaquePointer? {
        faces.peek(FaceKey(bold: Self.isBold(weight), pixels: Int32(Swift.max(1, Swift.min(pixels, 2000)))))
    }

    /// The colour emoji face at its bitmap strike, or nil when the font is not installed.
    var emoji: OpaquePointer? {
        if !emojiTried {
            emojiTried = true
            if let emojiPath { emojiFace = TTF_OpenFont(emojiPath, Self.emojiStrikeSize) }
        }
        return emojiFace
    }

    /// The width and height in pixels of `text` in a face (0×0 on failure).
    static func measure(_ face: OpaquePointer, _ text: String) -> (w: Int, h: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(face, text, &w, &h) != 0 { return (0, 0) }
        return (Int(w), Int(h))
    }
}
