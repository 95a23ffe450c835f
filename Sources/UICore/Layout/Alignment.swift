/// A two-axis alignment (SwiftUI's `Alignment`).
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child of `size` aligned inside `rect`, honouring the layout direction.
    public func origin(of size: Size, in rect: Rect, direction: LayoutDirection) -> Point {
        var h = horizontal
        if direction == .rightToLeft { h = h == .leading ? .trailing : (h == .trailing ? .leading : .center) }
        let x: Double
        switch h {
        case .leading: x = rect.minX
        case .center: x = rect.minX + (rect.width - size.width) / 2
        case .trailing: x = rect.maxX - size.width
        }
        let y: Double
        switch vertical {
        case .top: y = rect.minY
        case .center: y = rect.minY + (rect.height - size.height) / 2
        case .bottom: y = rect.maxY - size.height
        }
        return Point(x: x, y: y)
    }
}
