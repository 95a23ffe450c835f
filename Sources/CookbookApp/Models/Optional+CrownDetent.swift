extension Optional where Wrapped == Rating {
    /// The crown's detent below the first rating: no rating yet.
    static let unratedDetent = -1.0

    /// The seed's watchOS crown value for a rating (`.digitalCrownRotation($rating.crownDetent, …)`):
    /// the rating's index as a Double, ``unratedDetent`` for none. Set, it is rounded back into a
    /// rating; one step of turning from an unrated recipe gives the first rating, as one arrow
    /// press does, and turning back below it keeps that rating (the crown takes no rating away).
    var crownDetent: Double {
        get { Double(self?.rawValue ?? Int(Self.unratedDetent)) }
        set {
            guard newValue > Self.unratedDetent, let r = Rating(rawValue: Int(newValue.rounded())), r != self else { return }
            self = r
        }
    }
}
