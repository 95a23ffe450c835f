import UICore

/// The focus state of a grid whose cells are bound to recipe names.
final class NamedGridModel: @unchecked Sendable {
    let focus = FocusState<String?>()
    /// How many cell views the grid has made (each build of a cell makes its view once).
    var cellsMade = 0
}
