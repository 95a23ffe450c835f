/// A drop shadow under a node's shape.
public struct ShadowSpec: Sendable, Equatable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}
