import Foundation
import Testing
import UICore
@testable import CookbookApp

/// The gallery's paddles: a disabled one looks disabled (dimmed, as tvOS dims), and the chevrons
/// are large enough to read from a sofa.
@Suite struct PaddleLookTests {
    @Test func theDisabledPaddleIsDimmedAndTheChevronsAreLarge() throws {
        let h = try Harness(screen: .gallery)
        let list = h.settle()
        var chevrons: [String: (Color, Font)] = [:]
        for item in list.items {
            if case .text(let s, let font, let color, _) = item, s == "❮" || s == "❯" { chevrons[s] = (color, font) }
        }
        let previous = try #require(chevrons["❮"], "no ‹ paddle drawn")
        let next = try #require(chevrons["❯"], "no › paddle drawn")
        // At the first palette "‹" cannot move the gallery: dimmed; "›" can: full strength.
        #expect(previous.0.alpha < 0.5)
        #expect(next.0.alpha == 1)
        // Legible at 3 m: at least the third title size (38 pt), bold.
        #expect(next.1.size >= Font.title3.size && next.1.weight == .bold)
    }
}
