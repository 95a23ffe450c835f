// FocusRectangles: the focus engine alone, on plain rectangles, with no view system.
//
// It builds the seed's favourites screen (000 "Focus sections") as `FocusNode`s — a row of three
// recipe buttons and, below the first one only, an "Add to Grocery List" button — and shows the
// tvOS beam rule and what a focus section changes: from "creme-brulee", Down finds nothing in the
// beam; wrap the button in a full-width section and Down reaches it. Then Tab walks the controls.
//
//     swift run focus-rectangles-example
import FocusEngine
import UICore

/// A 240×160 button at (x, y), the size of the seed's favourite tiles scaled to our canvas.
func button(_ id: ViewID, x: Double, y: Double) -> FocusNode {
    .focusable(id, Rect(x: x, y: y, width: 240, height: 160))
}

/// The favourites row, and the grocery button either bare or inside a full-width focus section.
func favouritesScreen(sectioned: Bool) -> FocusNode {
    let row = FocusNode.container("favorites", Rect(x: 100, y: 100, width: 1000, height: 160), children: [
        button("apple-pie", x: 100, y: 100),
        button("baklava", x: 440, y: 100),
        button("creme-brulee", x: 780, y: 100),
    ])
    let add = button("add-to-grocery-list", x: 100, y: 400)
    let below = sectioned
        ? FocusNode.section("grocery-section", Rect(x: 100, y: 400, width: 1000, height: 160), children: [add])
        : add
    return .scope("screen", Rect(x: 0, y: 0, width: 1280, height: 720), modal: false, children: [row, below])
}

/// Prints one move the way `cookbook focus-debug` does: from, to, and the engine's reason.
func show(_ result: MoveResult) {
    let to = result.to ?? "nothing"
    print("  \(result.move.rawValue): \(result.from ?? "nothing") -> \(to) (\(result.reason))")
}

for sectioned in [false, true] {
    let focus = FocusSystem()
    focus.update(tree: favouritesScreen(sectioned: sectioned))
    focus.focus(id: "creme-brulee")
    print(sectioned ? "With a focus section below the row:" : "Without a focus section:")
    show(focus.move(.down))
}

let focus = FocusSystem()
focus.update(tree: favouritesScreen(sectioned: true))
print("Tab order: \(focus.tabOrder.map(\.description).joined(separator: ", "))")
// Frames are screen positions; in a right-to-left reading order the rightmost control comes first.
focus.layoutDirection = .rightToLeft
focus.update(tree: favouritesScreen(sectioned: true))
print("Tab order, right to left: \(focus.tabOrder.map(\.description).joined(separator: ", "))")
