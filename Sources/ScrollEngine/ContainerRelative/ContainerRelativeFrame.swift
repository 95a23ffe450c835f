import UICore

/// Sizes from the nearest container (SwiftUI's `containerRelativeFrame`, S4).
///
/// Along each chosen axis the length is `(container − spacing·(count − 1)) / count · span +
/// spacing · (span − 1)`: the container is split into `count` equal columns separated by
/// `spacing`, and the view covers `span` of them including the gaps between them.
public enum ContainerRelativeFrame {
    /// The length of `span` of `count` columns across `container` with `spacing` between them.
    /// Counts below 1 count as 1, spans below 1 as 1; non-finite or negative inputs give 0.
    public static func length(container: Double, count: Int, span: Int = 1, spacing: Double = 0) -> Double {
        guard container.isFinite, container > 0, spacing.isFinite else { return 0 }
        let n = Double(Swift.max(1, count)), s = Double(Swift.max(1, span)), gap = Swift.max(0, spacing)
        let column = (container - gap * (n - 1)) / n
        return Swift.max(0, column * s + gap * (s - 1))
    }

    /// The size for a view in a `container`: lengths along `axes` are container-relative, the
    /// others keep `original`.
    public static func size(in container: Size, axes: AxisSet, count: Int, span: Int = 1, spacing: Double = 0,
                            original: Size) -> Size {
        var result = original
        for axis in axes.scrollAxes {
            result[axis] = length(container: container[axis], count: count, span: span, spacing: spacing)
        }
        return result
    }

    /// The height of a view `width` wide with `aspectRatio` (width ÷ height), as `aspectRatio(_:contentMode:)` gives.
    public static func height(forWidth width: Double, aspectRatio: Double) -> Double {
        guard width.isFinite, width > 0, aspectRatio.isFinite, aspectRatio > 0 else { return 0 }
        return width / aspectRatio
    }

    /// The gallery's column count per size class (the session: two on iPad, one on iPhone).
    public static func galleryCount(for sizeClass: UserInterfaceSizeClass) -> Int { sizeClass == .regular ? 2 : 1 }
}
