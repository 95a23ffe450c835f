import CSDL2TTF
import Foundation
import UICore

/// Measures text with SDL_ttf (DejaVu Sans) and the colour emoji face, for layout.
///
/// Widths are measured at ``referenceScale`` pixels per point and converted back, so layout
/// does not depend on the window size (a replay at another `--size` lays out the same way);
/// the result is rounded up to whole points so drawn text never overflows its frame.
/// Thread-safe: every call holds ``SDLSession``'s lock.
public final class SDLTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// Pixels per point used for measuring: a 2× raster gives sub-point precision and hints
    /// like the HiDPI renderer does.
    public static let referenceScale = 2.0

    private let fonts: FontLibrary
    private var cache: [CacheKey: Size] = [:]
    /// Measured strings kept; the cache is cleared when it grows past this (labels repeat a lot).
    private static let cacheLimit = 4096
    /// Longest text cached, in UTF-8 bytes: labels are short, and 4096 cached megabyte-long
    /// strings (a huge grocery name measured while truncating) took gigabytes.
    private static let cachedTextLimit = 512

    private struct CacheKey: Hashable { let text: String; let font: Font }

    /// A measurer using the fonts in `assets` (falling back to the system DejaVu).
    public init(assets: AssetLocator? = try? AssetLocator()) {
        fonts = SDLSession.withLock { FontLibrary(fontsDirectory: assets?.fonts) }
    }

    /// The size of one line of `text` in `font`, in points (height = the font's line height).
    public func size(of text: String, font: Font) -> Size {
        SDLSession.withLock {
            let key = CacheKey(text: text, font: font)
            if let hit = cache[key] { return hit }
            let px = Swift.max(1, Int((font.size * Self.referenceScale).rounded()))
            let unitsPerPoint = Double(px) / font.size
            var width = 0.0
            for run in TextRun.split(text, fonts: fonts) {
                if run.isEmoji {
                    width += EmojiMetrics.box(run.text, fontSize: font.size, fonts: fonts).width
                } else if let face = fonts.face(of: run, weight: font.weight, pixels: px) {
                    width += Double(FontLibrary.measure(face, run.text).w) / unitsPerPoint
                } else {
                    // No font file at all: DejaVu's average advance (TextMeasuring's fallback).
                    width += Double(run.text.count) * font.size * 0.55
                }
            }
            let result = Size(width: width.rounded(.up), height: font.lineHeight)
            guard text.utf8.count <= Self.cachedTextLimit else { return result }
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = result
            return result
        }
    }

    /// The emoji advance for a font size, in points (about 1.2 em; measured from the emoji face).
    public func emojiAdvance(fontSize: Double) -> Double {
        SDLSession.withLock { EmojiMetrics.box("😀", fontSize: fontSize, fonts: fonts).width }
    }

    /// Whether the colour emoji face was found (otherwise emoji draw as placeholders).
    public var hasEmojiFont: Bool { SDLSession.withLock { fonts.emoji != nil } }
}
