/// Colours along a line, each at a location 0…1 (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where along it the colour is reached.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0 at the gradient's start, 1 at its end.
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Colours spread evenly from start to end (one colour: a plain fill).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? Double($0.offset) / Double(n - 1) : 0) }
    }

    /// Colours at the given locations (sorted by location; clamped to 0…1).
    public init(stops: [Stop]) {
        self.stops = stops.map { Stop(color: $0.color, location: Swift.min(1, Swift.max(0, $0.location))) }
            .sorted { $0.location < $1.location }
    }
}
