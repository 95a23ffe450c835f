import UICore

/// A context menu's items as tvOS shows them: one column of equal-width rows on a rounded
/// platter, a modal focus scope (``ContextMenuPresenter/panelID``). ``ContextMenuOverlay``
/// places it beside the view it belongs to.
struct ContextMenuPanel: View {
    var menu: ContextMenu
    /// The view's frame (canvas points).
    var anchor: Rect

    // Metrics on the 1920-point canvas. Width: room for "Add to Grocery List" at the button
    // font with the button's 40 pt padding on both sides (about 520 pt), rounded up — chosen,
    // not measured from tvOS. Rows 12 pt apart and 24 pt of platter padding: the sheet's
    // corner and spacing scaled down, as a menu is a smaller platter than a sheet. 30 pt between
    // the view and the menu clears the view's focus lift (a 1.1× scale of a 400-pt tile grows it
    // 20 pt per side). 60 pt from the screen's edges: the tvOS safe area (docs/design.md).
    static let width = 560.0
    static let rowSpacing = 12.0
    static let padding = 24.0
    static let cornerRadius = 24.0
    static let gap = 30.0
    static let margin = 60.0

    var body: some View {
        VStack(alignment: .leading, spacing: Self.rowSpacing) { menu.items() }
            .environment(\.buttonFillsWidth, true)
            .padding(Self.padding)
            .frame(width: Self.width)
            .background(Color.secondaryBackground, in: .roundedRect(cornerRadius: Self.cornerRadius))
            .shadow(color: Color.black.opacity(0.5), radius: 30, y: 15)
            .focusScope()
            .id(ContextMenuPresenter.PanelID())
    }

    /// Where a panel of `size` goes beside `anchor` inside `bounds`: after the view in reading
    /// order (right of it, left in right-to-left layouts) when it fits, else before it, else
    /// over its middle; top-aligned with the view; always inside the safe margins.
    static func origin(of size: Size, beside anchor: Rect, in bounds: Rect, rightToLeft: Bool) -> Point {
        let minX = bounds.minX + margin, maxX = Swift.max(minX, bounds.maxX - margin - size.width)
        let after = rightToLeft ? anchor.minX - gap - size.width : anchor.maxX + gap
        let before = rightToLeft ? anchor.maxX + gap : anchor.minX - gap - size.width
        var x: Double
        if after >= minX && after <= maxX {
            x = after
        } else if before >= minX && before <= maxX {
            x = before
        } else {
            x = anchor.midX - size.width / 2
        }
        x = Swift.max(minX, Swift.min(x, maxX))
        let minY = bounds.minY + margin, maxY = Swift.max(minY, bounds.maxY - margin - size.height)
        let y = Swift.max(minY, Swift.min(anchor.minY, maxY))
        return Point(x: x, y: y)
    }
}
