import Rasterizer
import CFontFallback
import CSDL2
import CSDL2TTF
import Foundation
import UICore

/// Opens and caches SDL_ttf faces: DejaVu Sans (book and bold) per pixel size, the colour emoji
/// face at its single bitmap size, and fallback faces — found through fontconfig — for the
/// characters DejaVu has no glyph for (Hangul, kana and kanji from Noto Sans CJK, …).
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
    /// The font files faces were opened from, mapped once and kept while the library is: every
    /// open face reads its file's mapped bytes (``MappedFontFile``).
    private var files: [String: MappedFontFile] = [:]

    private struct FaceKey: Hashable { let bold: Bool; let pixels: Int32; var script: TextRun.RightToLeftScript? = nil }
    private struct FallbackKey: Hashable { let file: FontFile; let bold: Bool; var script: TextRun.RightToLeftScript? = nil }
    /// Fallback faces by file, weight and script, one each whatever the size: the face is set to
    /// the size asked for each time it is handed out (`TTF_SetFontSize`, which draws the same
    /// pixels as a face opened at that size). A CJK face costs FreeType about 2.7 MB of tables,
    /// so one per size — as many as ``maxOpenFaces`` — grew a long session by over 100 MB (bold
    /// is the regular face emboldened by FreeType: the bold file of a fallback family is not
    /// looked for).
    private let fallbackFaces: LRUCache<FallbackKey, OpaquePointer>
    /// The pixel size each open fallback face is set to.
    private var fallbackSizes: [FallbackKey: Int32] = [:]
    /// How many fallback faces are open (tests).
    var openFallbackFaceCount: Int { fallbackFaces.count }
    /// The face each character outside DejaVu's coverage goes to (nil: no installed font has
    /// it), by its first scalar: one fontconfig query per character ever met.
    private var fallbackByScalar: [UInt32: FontFile?] = [:]
    /// A small DejaVu face for asking which characters it covers.
    private var coverageProbe: OpaquePointer?
    /// Characters below this are all in DejaVu Sans (Basic Latin through Latin Extended-B, IPA):
    /// they skip the coverage lookup.
    static let surelyCovered: UInt32 = 0x250

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
        fallbackFaces = LRUCache(capacity: Self.maxOpenFaces) { TTF_CloseFont($0) }
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
            fallbackFaces.removeAll()
            if let emojiFace { TTF_CloseFont(emojiFace) }
            if let coverageProbe { TTF_CloseFont(coverageProbe) }
        }
    }

    /// Whether the weight is drawn with the bold face (DejaVu ships book and bold only).
    static func isBold(_ weight: Font.Weight) -> Bool { weight.drawsBold }

    /// The text face for a weight at a pixel size (at least 1), or nil when no font file exists.
    func face(weight: Font.Weight, pixels: Int) -> OpaquePointer? {
        let key = FaceKey(bold: Self.isBold(weight), pixels: Int32(Swift.max(1, Swift.min(pixels, 2000))))
        if let f = faces[key] { return f }
        guard let path = key.bold ? boldPath : regularPath, let f = open(path, pixels: key.pixels) else { return nil }
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

    /// The face a (non-emoji) character is drawn with: DejaVu when it has the glyph (or no font
    /// does), else the font fontconfig offers for it.
    func face(for ch: Character) -> TextRun.Face {
        guard let scalar = ch.unicodeScalars.first else { return .primary }
        let value = scalar.value
        if value < Self.surelyCovered { return .primary }
        if let known = fallbackByScalar[value] { return known.map(TextRun.Face.fallback) ?? .primary }
        var chosen: FontFile?
        if !primaryCovers(value) { chosen = Self.fontconfigFile(for: value) }
        fallbackByScalar[value] = .some(chosen)
        return chosen.map(TextRun.Face.fallback) ?? .primary
    }

    /// Whether DejaVu Sans has a glyph for a scalar (true when there is no face to ask).
    private func primaryCovers(_ scalar: UInt32) -> Bool {
        if coverageProbe == nil, let regularPath { coverageProbe = open(regularPath, pixels: 16) }
        guard let coverageProbe else { return true }
        return TTF_GlyphIsProvided32(coverageProbe, scalar) != 0
    }

    /// The font file fontconfig offers for a scalar, nil when no installed font has it.
    static func fontconfigFile(for scalar: UInt32) -> FontFile? {
        var buffer = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        guard cookbook_font_for_char(scalar, &buffer, Int32(buffer.count), &index) != 0 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return FontFile(path: String(decoding: bytes, as: UTF8.self), index: Int(index))
    }

    /// A fallback face at a pixel size (at least 1), or nil when the file cannot be opened.
    func face(_ file: FontFile, bold: Bool, pixels: Int) -> OpaquePointer? {
        fallbackFace(FallbackKey(file: file, bold: bold), pixels: pixels) { f in
            TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
            if bold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        }
    }

    /// The open fallback face for `key` set to `pixels` (at least 1, at most 2000), opened and
    /// given its settings by `configure` when it is not open yet; nil when the file cannot be opened.
    private func fallbackFace(_ key: FallbackKey, pixels: Int, configure: (OpaquePointer) -> Void) -> OpaquePointer? {
        let px = Int32(Swift.max(1, Swift.min(pixels, 2000)))
        if let f = fallbackFaces[key] {
            if fallbackSizes[key] != px {
                guard TTF_SetFontSize(f, px) == 0 else { return nil }
                fallbackSizes[key] = px
            }
            return f
        }
        guard let f = open(key.file.path, pixels: px, index: key.file.index) else { return nil }
        configure(f)
        fallbackFaces.insert(f, for: key)
        fallbackSizes[key] = px
        return f
    }

    /// The face a plain run is drawn with at a weight and pixel size (DejaVu, or its fallback);
    /// a right-to-left run's face shapes right to left in its script (its own open copy).
    func face(of run: TextRun, weight: Font.Weight, pixels: Int) -> OpaquePointer? {
        if let script = run.rightToLeft { return rightToLeftFace(run, script: script, weight: weight, pixels: pixels) }
        switch run.face {
        case .primary, .emoji: return face(weight: weight, pixels: pixels)
        case .fallback(let file): return face(file, bold: Self.isBold(weight), pixels: pixels) ?? face(weight: weight, pixels: pixels)
        }
    }

    /// A face set to shape right to left in `script` (SDL_ttf's HarfBuzz direction and script).
    private func rightToLeftFace(_ run: TextRun, script: TextRun.RightToLeftScript, weight: Font.Weight, pixels: Int) -> OpaquePointer? {
        let px = Int32(Swift.max(1, Swift.min(pixels, 2000))), bold = Self.isBold(weight)
        func configure(_ f: OpaquePointer) -> OpaquePointer {
            TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
            _ = TTF_SetFontDirection(f, TTF_DIRECTION_RTL)
            _ = TTF_SetFontScriptName(f, script.rawValue)
            return f
        }
        switch run.face {
        case .fallback(let file):
            return fallbackFace(FallbackKey(file: file, bold: bold, script: script), pixels: Int(px)) { f in
                if bold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
                _ = configure(f)
            }
        case .primary, .emoji:
            let key = FaceKey(bold: bold, pixels: px, script: script)
            if let f = faces[key] { return f }
            guard let path = bold ? boldPath : regularPath, let f = open(path, pixels: px) else { return nil }
            faces.insert(configure(f), for: key)
            return f
        }
    }

    /// The colour emoji face at its bitmap strike, or nil when the font is not installed.
    var emoji: OpaquePointer? {
        if !emojiTried {
            emojiTried = true
            if let emojiPath { emojiFace = open(emojiPath, pixels: Self.emojiStrikeSize) }
        }
        return emojiFace
    }

    /// A face of the font file at `path` at `pixels` (collection member `index`), read from the
    /// file's mapping, which the library keeps from then on; opened by path when the file cannot
    /// be mapped. Nil when SDL_ttf cannot open it.
    private func open(_ path: String, pixels: Int32, index: Int = 0) -> OpaquePointer? {
        if files[path] == nil { files[path] = MappedFontFile.file(atPath: path) }
        if let file = files[path] { return file.openFace(pixels: pixels, index: index) }
        return TTF_OpenFontIndex(path, pixels, index)
    }

    /// The width and height in pixels of `text` in a face (0×0 on failure).
    static func measure(_ face: OpaquePointer, _ text: String) -> (w: Int, h: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(face, text, &w, &h) != 0 { return (0, 0) }
        return (Int(w), Int(h))
    }
}
