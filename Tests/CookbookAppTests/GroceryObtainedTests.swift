import Foundation
import Testing
import UICore
@testable import CookbookApp

/// An obtained grocery item's name is dimmed.
@Suite struct GroceryObtainedTests {
    /// The opacity the text `name` is drawn at in `list` (the product of the layers around it).
    static func opacity(of name: String, in list: DisplayList) -> Double? {
        var stack: [Double] = [1]
        for item in list.items {
            switch item {
            case .pushLayer(_, let o): stack.append(stack[stack.count - 1] * o)
            case .popLayer: if stack.count > 1 { stack.removeLast() }
            case .text(let s, _, let color, _) where s == name: return stack[stack.count - 1] * color.alpha
            default: break
            }
        }
        return nil
    }

    @Test func anObtainedItemsNameIsDimmed() throws {
        let h = try Harness(screen: .grocery)
        let id = try #require(h.model.grocery.add(named: "Saffron"))
        let before = try #require(Self.opacity(of: "Saffron", in: h.settle()))
        h.model.grocery.setObtained(id, true)
        let after = try #require(Self.opacity(of: "Saffron", in: h.settle()))
        #expect(after <= before * GroceryListScreen.obtainedOpacity + 1e-9, "\(before) → \(after)")
    }
}
