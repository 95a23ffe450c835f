import UICore

/// Where a toast's banner goes on the canvas: as tvOS places such banners, at the trailing edge
/// just below the top chrome (the tab bar), or else just above the bottom chrome (the footer
/// legend), on the leading side when the trailing spots are taken; never over the chrome (views
/// marked ``View/toastsKeepClear()`` and legends, ``View/modalLegend()``) nor over the focused
/// view with its focus growth; among the spots left, the one that hides the least text and
/// imagery (a title, a label), so a banner never sits on a heading while an empty corner is
/// free. Trailing is the left edge in right-to-left layouts.
struct ToastPlacement {
    /// The canvas size (points).
    var canvas: Size
    /// Frames the banner never covers and sits beside: the app's bars and legends.
    var chrome: [Rect]
    /// The focused view as drawn (grown by its lift and ring), nil when nothing is focused.
    var focused: Rect?
    /// Whether the layout is right to left (the trailing edge is the left one).
    var rightToLeft: Bool
    /// Frames of what a person reads or looks at (texts and images): covered as little as
    /// the free spots allow.
    var content: [Rect]

    /// Distance from the canvas's edges: docs/design.md's safe area (80 pt sides, 60 pt top and bottom).
    static let inset = (x: 80.0, y: 60.0)
    /// Air between the banner and the chrome it sits beside: half the 40 pt inset screens keep
    /// below the tab bar (docs/design.md), so the banner reads as belonging to neither.
    static let gap = 20.0

    /// A placement from explicit frames.
    init(canvas: Size, chrome: [Rect], focused: Rect?, rightToLeft: Bool, content: [Rect] = []) {
        self.canvas = canvas; self.chrome = chrome; self.focused = focused; self.rightToLeft = rightToLeft
        self.content = content
    }

    /// The placement for a laid-out tree: its chrome's frames, and the focused view's frame grown
    /// as its focus decorations draw it (lift scale, ring).
    init(tree: Node, canvas: Size, focusedID: ViewID?, decorations: DisplayListBuilder.Decorations, rightToLeft: Bool) {
        var chrome: [Rect] = []
        var content: [Rect] = []
        tree.visit { node in
            if node[ModalLayer.LegendKey.self] == true || node[KeepClearKey.self] == true {
                chrome.append(node.frame)
                return false
            }
            switch node.kind {
            case .text, .image: content.append(node.frame)
            default: break
            }
            return true
        }
        var focused: Rect?
        tree.find(id: focusedID ?? "")?.visit { node in
            let d = decorations[ObjectIdentifier(node)]
            let f = node.frame
            let scale = max(1, d?.scale ?? 1)
            // The ring sits outside the view: its width plus the builder's 1 pt gap.
            let out = d?.ring.map { $0.width + 1 } ?? 0
            let grown = Rect(x: f.midX - f.width * scale / 2 - out, y: f.midY - f.height * scale / 2 - out,
                             width: f.width * scale + 2 * out, height: f.height * scale + 2 * out)
            focused = focused.map { $0.union(grown) } ?? grown
            return true
        }
        self.init(canvas: canvas, chrome: chrome, focused: focused, rightToLeft: rightToLeft, content: content)
    }

    /// The widest a banner may be: the canvas between the side insets.
    var maxWidth: Double { max(0, canvas.width - 2 * Self.inset.x) }

    /// The frame of a banner of `size`: of top-trailing, bottom-trailing, top-leading and
    /// bottom-leading, those that cover neither the chrome nor the focused view, and of them the one
    /// hiding the least ``content`` area, trailing before leading and top before bottom on a tie
    /// (top-trailing when none is free).
    func frame(for size: Size) -> Rect {
        let mid = canvas.height / 2
        // Below the chrome in the top half, above the chrome in the bottom half.
        let top = chrome.filter { $0.midY < mid }.map { $0.maxY + Self.gap }.reduce(Self.inset.y, max)
        let bottom = chrome.filter { $0.midY >= mid }.map { $0.minY - Self.gap }.reduce(canvas.height - Self.inset.y, min) - size.height
        let right = canvas.width - Self.inset.x - size.width
        let left = Self.inset.x
        let trailing = rightToLeft ? left : right
        let leading = rightToLeft ? right : left
        // Kept on the canvas (a canvas too small for the insets, or a banner wider than it, gets
        // the top-left-most position that fits, or the canvas's origin).
        let spots = [(trailing, top), (trailing, bottom), (leading, top), (leading, bottom)].map {
            Rect(x: min(max(0, $0.0), max(0, canvas.width - size.width)),
                 y: min(max(0, $0.1), max(0, canvas.height - size.height)), width: size.width, height: size.height)
        }
        let obstacles = chrome + (focused.map { [$0] } ?? [])
        // The trailing pair first: the leading side only when both trailing spots are taken.
        for side in [spots[0...1], spots[2...3]] {
            let free = side.filter { spot in !obstacles.contains { $0.intersects(spot) } }
            if let best = free.min(by: { covered(by: $0) < covered(by: $1) }) { return best }
        }
        return spots[0]
    }

    /// The content area (points²) a banner at `spot` hides; overlapping content counts each time.
    func covered(by spot: Rect) -> Double {
        content.reduce(0) { sum, r in
            guard let i = r.intersection(spot) else { return sum }
            return sum + i.width * i.height
        }
    }

    /// Marks a view toasts never cover (``View/toastsKeepClear()``).
    enum KeepClearKey: ViewAttributeKey { typealias Value = Bool }
}

extension View {
    /// Marks app chrome (a tab bar) that toasts never cover: their banner sits beside it instead.
    public consuming func toastsKeepClear() -> ModifiedView<Self> { attribute(ToastPlacement.KeepClearKey.self, true) }
}
