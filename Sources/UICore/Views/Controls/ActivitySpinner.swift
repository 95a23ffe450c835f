/// An indeterminate ``ProgressView``: tvOS's activity indicator, a ring of spokes whose bright
/// end turns, with an optional title below. It moves a step at a time on a ``TimelineView``,
/// so a window showing it draws only at those steps.
struct ActivitySpinner: View {
    var title: String?

    /// Spokes in the ring, and steps a second it turns by one: tvOS's large activity indicator
    /// has 8 spokes turning about 12 steps a second (by eye against tvOS 17 screen recordings).
    static let spokes = 8, stepsPerSecond = 12.0
    /// The ring's diameter and a spoke's size, in points (tvOS's large indicator at 1080p).
    static let diameter = 64.0, spokeWidth = 7.0, spokeLength = 20.0
    /// The dimmest spoke's opacity (the tail of the turning ring).
    static let tailOpacity = 0.25
    /// The gap between the ring and its title.
    static let titleSpacing = 16.0

    var body: some View {
        VStack(spacing: Self.titleSpacing) {
            TimelineView(.periodic(from: 0, by: 1 / Self.stepsPerSecond)) { context in
                let step = Int((context.date * Self.stepsPerSecond).rounded(.down)) % Self.spokes
                ZStack {
                    ForEach(0..<Self.spokes, id: \.self) { i in
                        // Spoke `step` is the brightest; those behind it fade to the tail.
                        let behind = (step - i + Self.spokes) % Self.spokes
                        let opacity = 1 - (1 - Self.tailOpacity) * Double(behind) / Double(Self.spokes - 1)
                        Shape(.capsule).fill(Color.secondaryLabel)
                            .frame(width: Self.spokeWidth, height: Self.spokeLength)
                            .opacity(opacity)
                            .frame(width: Self.diameter, height: Self.diameter, alignment: .top)
                            .rotationEffect(radians: Double(i) * 2 * Double.pi / Double(Self.spokes))
                    }
                }
            }
            if let title { Text(title).foregroundStyle(.secondaryLabel) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title ?? "In progress")
    }
}
