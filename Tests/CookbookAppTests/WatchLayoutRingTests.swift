import Foundation
import Testing
import UICore
@testable import CookbookApp

/// The watch layout's focus colour is green everywhere focus shows: the grid's selection stroke
/// as well as the rating picker's and the controls' rings.
@Suite struct WatchLayoutRingTests {
    /// The colours of the 4-pt strokes (tiles' selection strokes) in a settled grid frame.
    static func selectionStrokes(watch: Bool) throws -> [Color] {
        let h = try Harness()
        if watch { h.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true) }
        let list = h.settle()
        return list.items.compactMap { item -> Color? in
            if case .stroke(_, _, let color, let width) = item, width == RecipeTile.selectionStrokeWidth, color.alpha > 0 { return color }
            return nil
        }
    }

    @Test func theGridsSelectionStrokeIsGreenInTheWatchLayout() throws {
        let watch = try Self.selectionStrokes(watch: true)
        #expect(!watch.isEmpty)
        #expect(watch.allSatisfy { $0 == .green }, "\(watch)")
        let tv = try Self.selectionStrokes(watch: false)
        #expect(!tv.isEmpty && !tv.contains(.green))
    }
}

