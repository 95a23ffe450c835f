import Foundation
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// Every view focus can rest on, on every screen, reads as words: a non-empty label,
/// and the ones the issue names read as it says.
@Suite(.serialized) struct AccessibilityLabelTests {
    /// What each focusable view on the harness's current screen says, by id.
    static func descriptions(_ h: Harness) -> [String: String] {
        var out: [String: String] = [:]
        h.runtime.root?.visit { n in
            if let id = n.id, let focus = n.focus, focus.interactions != nil || focus.isTextField {
                out[id.description] = AccessibilityElement(node: n)?.spokenDescription ?? ""
            }
            return true
        }
        return out
    }

    /// The focusable views with no label, as "screen: id (description)".
    static func unlabelled(_ h: Harness, screen: String) -> [String] {
        var out: [String] = []
        h.runtime.root?.visit { n in
            if let id = n.id, let focus = n.focus, focus.interactions != nil || focus.isTextField {
                let label = AccessibilityElement(node: n)?.label ?? ""
                if label.isEmpty { out.append("\(screen): \(id)") }
            }
            return true
        }
        return out
    }

    @Test func everyFocusableViewOnEveryScreenHasALabel() throws {
        let h = try Harness()
        var missing: [String] = []
        var seen = 0
        for screen in Screen.allCases {
            if screen == .detail { h.model.open(recipe: "tiramisu") } else { h.model.show(screen) }
            h.settle()
            seen += Self.descriptions(h).count
            missing += Self.unlabelled(h, screen: screen.rawValue)
        }
        // The quit sheet over the tab bar, and the grocery confirmation sheet.
        h.model.asksToQuit = true
        h.settle()
        missing += Self.unlabelled(h, screen: "quit sheet")
        h.model.asksToQuit = false
        h.model.open(recipe: "tiramisu")
        h.settle()
        h.focus("add-to-grocery-list")
        h.key(.return)
        #expect(h.focused?.hasPrefix("sheet-") == true)
        missing += Self.unlabelled(h, screen: "grocery sheet")
        #expect(seen > 40)
        #expect(missing == [])
    }

    @Test func theScreensReadAsTheIssueSays() throws {
        let h = try Harness()
        h.model.show(.grid)
        h.settle()
        var d = Self.descriptions(h)
        #expect(d["tiramisu"] == "Tiramisu, 30 minutes, button")
        #expect(d["apple-pie"] == "Apple Pie, 1 hour 30 minutes, favorite, button")
        #expect(d["dessert"]?.hasPrefix("Dessert, ") == true)
        #expect(d["dessert"]?.hasSuffix(" recipes, selected, button") == true)
        // Tabs read as tabs, not buttons.
        #expect(d["tab-grid"] == "Recipes, selected, tab")
        #expect(d["tab-favorites"] == "Favorites, tab")
        h.model.open(recipe: "tiramisu")
        h.settle()
        h.model.ratings.set(.yummy, for: "tiramisu")
        h.settle()
        d = Self.descriptions(h)
        #expect(d["rating-picker"] == "Rating, yummy, adjustable")
        #expect(d["favorite"] == "Favorite, off, switch button")
        h.model.show(.settings)
        h.settle()
        d = Self.descriptions(h)
        #expect(d["setting-reduce-motion"] == "Reduce Motion, off, switch button")
        #expect(d["setting-crown-sensitivity"] == "Crown Sensitivity, high, button")
        h.model.show(.grocery)
        h.settle()
        d = Self.descriptions(h)
        #expect(d["grocery-1-name"] == "Item Name, Apples, text field")
        #expect(d["grocery-1-obtained"] == "Apples obtained, off, switch button")
        h.model.show(.gallery)
        h.settle()
        d = Self.descriptions(h)
        #expect(d["gallery-next"] == "Next palette, button")
    }

    @Test func theOnScreenKeyboardsKeysReadAsWords() throws {
        let h = try Harness(screen: .grocery)
        h.focus("grocery-1-name")
        h.pad(.a)
        #expect(h.runtime.root?.find(id: "osk") != nil)
        #expect(Self.unlabelled(h, screen: "on-screen keyboard") == [])
        let d = Self.descriptions(h)
        #expect(d["osk-delete"] == "delete, button")
        #expect(d["osk-a"] == "a, button")
        #expect(d["osk-space"] == "space, button")
    }
}
