import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Every script draws. "김치 たまご 卵" typed into a grocery item was drawn as a
/// row of identical boxes (DejaVu Sans has no Hangul, kana or kanji); now each character the text
/// face lacks is drawn and measured with the font fontconfig offers for it (Noto Sans CJK, which
/// `make setup` installs).
let notoCJKInstalled = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

@Suite(.serialized, .enabled(if: notoCJKInstalled, "needs fonts-noto-cjk (make setup)"))
struct FontFallbackTests {
    /// One line drawn alone on a black canvas; `forceLeftToRight` draws each character alone,
    /// left to right (a right-to-left script unshaped, as the line was drawn before).
    static func draw(_ text: String, font: Font = Font(size: 40), forceLeftToRight: Bool = false) throws -> RGBImage {
        var list = DisplayList(size: Size(width: 400, height: 80))
        if forceLeftToRight {
            let m = SDLTextMeasurer(assets: Snapshot.assets())
            var x = 10.0
            for ch in text {
                list.append(.text(String(ch), font, .white, origin: Point(x: x, y: 10)))
                x += m.size(of: String(ch), font: font).width
            }
        } else {
            list.append(.text(text, font, .white, origin: Point(x: 10, y: 10)))
        }
        let target = try HeadlessTarget(canvas: list.size, scale: 1, assets: Snapshot.assets())
        target.render(list)
        return target.image()
    }

    /// The lit pixels of an image (any channel over half).
    static func ink(_ image: RGBImage) -> Int {
        stride(from: 0, to: image.bytes.count, by: 3).filter { image.bytes[$0] > 128 || image.bytes[$0 + 1] > 128 }.count
    }

    @Test func hangulKanaAndKanjiGoToAFontThatHasThem() {
        SDLSession.withLock {
            let fonts = FontLibrary(fontsDirectory: Snapshot.assets().fonts)
            #expect(fonts.face(for: "a") == .primary)
            #expect(fonts.face(for: "é") == .primary)
            for ch: Character in ["김", "치", "た", "ま", "卵"] {
                guard case .fallback(let file) = fonts.face(for: ch) else { Issue.record("\(ch) has no fallback face"); continue }
                #expect(file.path.contains("CJK"), "\(ch): \(file.path)")
            }
            let runs = TextRun.split("Käse 김치 たまご", fonts: fonts)
            #expect(runs.map(\.text) == ["Käse ", "김치", " ", "たまご"])
        }
    }

    /// Each character is its own glyph: drawn alone, "김" and "치" (and "た" and "卵") differ,
    /// where DejaVu drew the same missing-glyph box for all of them; a Latin word beside them
    /// draws as before.
    @Test func eachCharacterDrawsItsOwnGlyph() throws {
        try SDLSession.withLock {
            let kim = try Self.draw("김"), chi = try Self.draw("치"), ta = try Self.draw("た"), egg = try Self.draw("卵")
            #expect(kim.differingFraction(from: chi, tolerance: 8) > 0.005)
            #expect(ta.differingFraction(from: egg, tolerance: 8) > 0.005)
            #expect(Self.ink(kim) > 100 && Self.ink(egg) > 100)
        }
    }

    /// Measured widths are the fallback face's own (the caret after "김치" sits where its two
    /// glyphs end), and mixed text is as wide as its runs.
    @Test func widthsComeFromTheFaceThatDraws() throws {
        let m = SDLTextMeasurer(assets: Snapshot.assets())
        let font = Font(size: 40)
        let two = m.size(of: "김치", font: font).width
        let own: Double = try SDLSession.withLock {
            let fonts = FontLibrary(fontsDirectory: Snapshot.assets().fonts)
            guard case .fallback(let file) = fonts.face(for: "김") else { throw FallbackMissing() }
            let px = Int(40 * SDLTextMeasurer.referenceScale)
            let face = try #require(fonts.face(file, bold: false, pixels: px))
            return (Double(FontLibrary.measure(face, "김치").w) / SDLTextMeasurer.referenceScale).rounded(.up)
        }
        #expect(two == own, "measured \(two), the CJK face's own \(own)")
        #expect(two > 60, "two Hangul syllables are about two em: \(two)")
        let mixed = m.size(of: "Käse 김치", font: font).width
        let parts = m.size(of: "Käse ", font: font).width + two
        #expect(abs(mixed - parts) <= 2, "\(mixed) vs \(parts)")
    }

    struct FallbackMissing: Error {}
}

/// Right-to-left scripts. An Arabic or Hebrew phrase inside a line is a run of
/// its own (spaces between its words included), shaped right to left in its script by SDL_ttf's
/// HarfBuzz: its first letter drawn at the right, Arabic letters joined.
@Suite(.serialized)
struct RightToLeftTextTests {
    @Test func anArabicOrHebrewPhraseIsOneRightToLeftRun() {
        SDLSession.withLock {
            let fonts = FontLibrary(fontsDirectory: Snapshot.assets().fonts)
            let runs = TextRun.split("Buy سلام عليكم and שלום!", fonts: fonts)
            #expect(runs.map(\.text) == ["Buy ", "سلام عليكم", " and ", "שלום", "!"])
            #expect(runs.map(\.rightToLeft) == [nil, .arabic, nil, .hebrew, nil])
        }
    }

    /// שלום drawn as a right-to-left run puts ש (its first letter) at the right: the image is
    /// the left-to-right drawing of the reversed letters, not of the letters as stored.
    @Test func aHebrewWordIsDrawnRightToLeft() throws {
        try SDLSession.withLock {
            let word = "שלום"
            let rtl = try FontFallbackTests.draw(word)
            let reversed = try FontFallbackTests.draw(String(word.reversed()), forceLeftToRight: true)
            let stored = try FontFallbackTests.draw(word, forceLeftToRight: true)
            // Letter by letter the advances round a little differently: closer to the reversed
            // order by far, not equal to it.
            let toReversed = rtl.differingFraction(from: reversed, tolerance: 24)
            let toStored = rtl.differingFraction(from: stored, tolerance: 24)
            #expect(toReversed * 2 < toStored, "reversed \(toReversed), as stored \(toStored)")
        }
    }
}
