import UICore

/// The focus state of a grid whose cells are bound to recipe names.
final class NamedGridModel: @unchecked Sendable {
    let focus = FocusState<String?>()
}
