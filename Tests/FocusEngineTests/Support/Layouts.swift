import FocusEngine
import UICore

/// The seed's layouts and small builders shared by the tests.
enum Layouts {
    static let window = Rect(x: 0, y: 0, width: 1920, height: 1080)

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// Seed 000, 10:03: a favourites row above the recipe image and a centred "Add to Grocery
    /// List" button below it, whose row is a full-width focus section or a plain container.
    static func favorites(buttonRowIsSection: Bool) -> FocusNode {
        let button = FocusNode.focusable("add-to-grocery-list", r(860, 660, 200, 80), interactions: .activate)
        let row = buttonRowIsSection
            ? FocusNode.section("add-row", r(0, 660, 1920, 80), children: [button])
            : FocusNode.container("add-row", r(860, 660, 200, 80), children: [button])
        return .container("screen", window, children: [
            .container("favorites", r(100, 100, 680, 80), children: [
                .focusable("apple-pie", r(100, 100, 200, 80), interactions: .activate),
                .focusable("baklava", r(340, 100, 200, 80), interactions: .activate),
                .focusable("creme-brulee", r(580, 100, 200, 80), interactions: .activate),
            ]),
            .container("recipe-image", r(100, 220, 680, 400), children: []),
            row,
        ])
    }

    /// Seed 000, 21:28: a short category list beside a two-column grid; the list is a
    /// full-height focus section (List + Spacer) or just as tall as its rows.
    static func categoriesAndGrid(listIsFullHeightSection: Bool) -> FocusNode {
        let names: [ViewID] = ["dessert", "pancake", "salad", "sandwich"]
        let rows = names.enumerated().map { i, name in
            FocusNode.focusable(name, r(40, 40 + Double(i) * 100, 300, 80))
        }
        let list = listIsFullHeightSection
            ? FocusNode.section("categories", r(40, 40, 300, 1000), children: rows)
            : FocusNode.container("categories", r(40, 40, 300, 380), children: rows)
        let cells = (0..<6).map { i in
            FocusNode.focusable("cell-\(i)", r(400 + Double(i % 2) * 440, 40 + Double(i / 2) * 340, 400, 300))
        }
        return .container("screen", window, children: [
            list,
            .section("recipe-grid", r(400, 40, 840, 1000), children: cells),
        ])
    }

    /// The same tree mirrored for a right-to-left layout (x' = width − maxX).
    static func mirrored(_ node: FocusNode, width: Double = 1920) -> FocusNode {
        var copy = node
        copy.frame = node.frame.mirrored(inWidth: width)
        copy.children = node.children.map { mirrored($0, width: width) }
        return copy
    }

    /// An engine that took a tree.
    static func system(_ root: FocusNode, rtl: Bool = false, keyboardNavigation: Bool = true) -> FocusSystem {
        let s = FocusSystem(layoutDirection: rtl ? .rightToLeft : .leftToRight, keyboardNavigation: keyboardNavigation)
        s.update(tree: root)
        return s
    }
}
