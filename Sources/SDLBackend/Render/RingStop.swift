/// One ring of a shape's triangulation: an outline offset (points, + outward) and its alpha.
struct RingStop {
    var offset: Double
    var alpha: Double
}
