import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

extension FontFallbackTests {
    /// Korean at every size Larger Text and the window's scale ask for keeps one fallback face
    /// open per weight, resized as it is used: each Noto Sans CJK face costs FreeType about
    /// 2.7 MB of tables, and one face per size (up to 48 kept) grew a 100 000-input soak's
    /// process from 64 to 155 MiB. Before, this library held 48 faces (its cache's limit).
    @Test func oneFallbackFaceServesEverySize() throws {
        SDLSession.withLock {
            let fonts = FontLibrary(fontsDirectory: Snapshot.assets().fonts)
            let runs = TextRun.split("음성 피드백", fonts: fonts)
            guard let run = runs.first(where: { if case .fallback = $0.face { return true } else { return false } }) else {
                Issue.record("no fallback run in \(runs.map(\.text))"); return
            }
            for px in 12...60 { #expect(fonts.face(of: run, weight: .regular, pixels: px) != nil) }
            #expect(fonts.openFallbackFaceCount == 1)
            for px in 12...60 { _ = fonts.face(of: run, weight: .bold, pixels: px) }
            #expect(fonts.openFallbackFaceCount == 2)
        }
    }

    /// A face resized between uses draws what a face opened at the size draws: the same Korean
    /// line at 30 px, drawn after the face served 16 and 48 px, equals it drawn first by a fresh
    /// target, pixel for pixel, as do its measured widths.
    @Test func aResizedFallbackFaceDrawsAsAFreshOne() throws {
        try SDLSession.withLock {
            func list(_ size: Double) -> DisplayList {
                var l = DisplayList(size: Size(width: 400, height: 80))
                l.append(.text("음성 피드백 言語", Font(size: size), .white, origin: Point(x: 10, y: 10)))
                return l
            }
            let fresh = try HeadlessTarget(canvas: Size(width: 400, height: 80), scale: 1, assets: Snapshot.assets())
            fresh.render(list(30))
            let first = fresh.image()
            let reused = try HeadlessTarget(canvas: Size(width: 400, height: 80), scale: 1, assets: Snapshot.assets())
            for size in [16.0, 48.0, 22.0] { reused.render(list(size)) }
            reused.render(list(30))
            let again = reused.image()
            #expect(Self.ink(first) > 500, "the line drew")
            #expect(first.bytes == again.bytes, "differing fraction \(first.differingFraction(from: again, tolerance: 0))")
        }
        // Measured: the face opened at 48 pt, then resized to 30, measures as one opened at 30.
        let m = SDLTextMeasurer(assets: Snapshot.assets())
        _ = m.size(of: "음성 피드백", font: Font(size: 48))
        let resized = m.size(of: "음성 피드백", font: Font(size: 30)).width
        let fresh = SDLTextMeasurer(assets: Snapshot.assets()).size(of: "음성 피드백", font: Font(size: 30)).width
        #expect(resized == fresh && resized > 0)
    }
}
