import UICore

/// Counts the tiles of lazy stacks and grids that a frame shows without their content: an item
/// whose place lies inside its scroll view's visible region on screen but that was not built, or
/// that was built but drew nothing there — no artwork where it has artwork, no title where it has
/// text. A held D-pad racing through a long list must never show one (`make bench`'s `live:` rows
/// count them in every presented frame of the million-recipe hold).
///
/// It reads what the frame really holds: the laid-out tree (which items exist, where) and the
/// display list drawn from it (what was painted), so a lazy region that failed to build the rows a
/// scroll reached, or a tile whose drawing went missing, is counted.
///
/// Instrumentation for the live present log the benchmarks read (`COOKBOOK_PRESENT_LOG`), so it is
/// this package's (`package`), not part of the library's API.
package enum BlankTiles {
    /// The number of blank tiles in the frame `list` drawn from the laid-out tree `root`.
    package static func count(in root: Node, list: DisplayList) -> Int {
        let drawn = Drawn(list)
        var blank = 0
        visit(root, viewport: Rect(origin: .zero, size: list.size), drawn: drawn, blank: &blank)
        return blank
    }

    /// What the display list painted, by kind: text origins and the rectangles of artwork
    /// (images, fills and gradients), in the coordinates the tree lays out in.
    struct Drawn {
        var texts: [Point] = []
        var art: [Rect] = []

        init(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .text(_, _, _, let origin): texts.append(origin)
                case .image(_, let r, _), .fill(_, let r, _), .gradient(_, let r, _, _, _, _): art.append(r)
                default: break
                }
            }
        }
    }

    static func visit(_ node: Node, viewport: Rect, drawn: Drawn, blank: inout Int) {
        var viewport = viewport
        if case .scroll = node.kind {
            guard let shown = viewport.intersection(node.frame) else { return }
            viewport = shown
        }
        if case .lazy = node.kind, let geometry = node.lazyGeometry {
            blank += blankItems(of: node, geometry: geometry, viewport: viewport, drawn: drawn)
        }
        for child in node.children { visit(child, viewport: viewport, drawn: drawn, blank: &blank) }
    }

    /// The blank items of one lazy node whose visible part on screen is `viewport`.
    static func blankItems(of node: Node, geometry: any LazyItemGeometry, viewport: Rect, drawn: Drawn) -> Int {
        let rtl = node.environment.layoutDirection == .rightToLeft
        var local = viewport.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
        if rtl { local = local.mirrored(inWidth: node.frame.width) }
        var blank = 0
        for index in geometry.items(intersecting: local) {
            var slot = geometry.frame(ofItem: index)
            if rtl { slot = slot.mirrored(inWidth: node.frame.width) }
            slot = slot.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            guard slot.intersects(viewport) else { continue }
            guard let k = node.lazyMaterialized.firstIndex(of: index), k < node.children.count else {
                blank += 1
                continue
            }
            if !isDrawn(node.children[k], drawn: drawn) { blank += 1 }
        }
        return blank
    }

    /// Whether the display list holds the built item's artwork and title: some artwork inside
    /// its frame when its subtree has a shape or image, some text starting inside its frame when
    /// it has text, and at least one of them.
    static func isDrawn(_ item: Node, drawn: Drawn) -> Bool {
        var hasText = false, hasArt = false
        item.visit { n in
            switch n.kind {
            case .text: hasText = true
            case .image, .shape: hasArt = true
            default: break
            }
            return !(hasText && hasArt)
        }
        let frame = item.frame
        let textDrawn = drawn.texts.contains { frame.contains($0) }
        let artDrawn = drawn.art.contains { $0.intersects(frame) }
        if hasText && !textDrawn { return false }
        if hasArt && !artDrawn { return false }
        return textDrawn || artDrawn
    }
}
