import UICore

/// Three focusable tiles (art over a title, ids `t0`…`t2`) in a row, laid out on a 1000 × 600
/// canvas: the smallest tree in which focus effects lift, raise and settle tiles.
public enum FocusableTiles {
    /// The canvas the tiles are laid out on.
    public static let size = Size(width: 1000, height: 600)

    /// The tiles laid out (inside a rounded clip when `clipped`).
    public static func layOut(clipped: Bool = false) -> Node {
        let row = HStack(spacing: 20) {
            ForEach(0..<3) { i in tile(i) }
        }
        let root = clipped ? ResolveContext(environment: EnvironmentValues()).resolve(row.clipShape(RoundedRectangle(cornerRadius: 12)))
            : ResolveContext(environment: EnvironmentValues()).resolve(row)
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: size))
        return root
    }

    /// Tile `i`: a `width` × `height` art rectangle over its title ("Tile i"), focusable, id `t<i>`.
    public static func tile(_ i: Int, width: Double = 200, height: Double = 120) -> some View {
        VStack(spacing: 8) {
            Color.blue.frame(width: width, height: height)
            Text("Tile \(i)")
        }
        .focusable()
        .id("t\(i)")
    }
}
