/// What a ``Grid`` tells the row it is placing (``LayoutContext/grid``): its columns' widths,
/// the gap between them and how cells sit in their cells.
struct GridPlacement {
    var columns: [Double]
    var spacing: Double
    var alignment: Alignment
}
