/// What one lazy stack measured of its items, kept from frame to frame in the view's state: the
/// items whose length along the axis differs from the estimate (``LazyLengthTable``), for the
/// data count, estimate and cross length they were measured at.
///
/// A row is measured whenever it is built and sized, so a row whose content changes is measured
/// again; rows measured at another width (a resized window), against another estimate (the
/// first row changed) or for other data (a count that changed) are forgotten and measured again
/// as they are built.
final class LazyStackLengths {
    private(set) var table = LazyLengthTable()
    private var count = -1
    private var crossLength = -1.0
    private var estimate = -1.0

    /// The table for a stack of `count` items `crossLength` across whose unmeasured items are
    /// `estimate` long: empty unless the items were measured for those (a stack is sized under
    /// several proposals in a pass; only placing it measures).
    func table(count: Int, estimate: Double, crossLength: Double) -> LazyLengthTable {
        count == self.count && crossLength == self.crossLength && estimate == self.estimate ? table : LazyLengthTable()
    }

    /// Notes the lengths `sizes` give along `geometry`'s axis; returns the geometry with them when
    /// any differs from what it held.
    func remeasure(_ geometry: LazyStackGeometry, _ sizes: [(index: Int, size: Size)]) -> LazyStackGeometry? {
        if geometry.count != count || geometry.crossLength != crossLength || geometry.itemLength != estimate {
            (count, crossLength, estimate) = (geometry.count, geometry.crossLength, geometry.itemLength)
            table = LazyLengthTable()
        }
        for (index, size) in sizes where index >= 0 && index < geometry.count {
            let length = size[geometry.axis]
            guard length.isFinite else { continue }
            // Lengths within rounding of the estimate are the estimate: equal rows store nothing.
            let delta = length - geometry.itemLength
            table.set(abs(delta) < 1e-9 ? 0 : delta, at: index)
        }
        guard table != geometry.lengths else { return nil }
        var updated = geometry
        updated.lengths = table
        return updated
    }
}
