import UICore

/// The focus states of a grid whose cells bind values the lookup learns from sample items: a
/// state bound by the rows between an unbound first and last row, and one whose values depend on
/// a setting outside the data.
final class SampledGridModel: @unchecked Sendable {
    /// Bound by every row but the first and the last, to the row's identity.
    let inner = FocusState<Int?>()
    /// Bound by the first and last rows only (a header and an "Add" row).
    let ends = FocusState<Int?>()
    /// Bound by every row, to its name or its slug as `byName` says.
    let named = FocusState<String?>()
    /// Whether rows bind `named` to their names (else to `slug-N`).
    var byName = false
}
