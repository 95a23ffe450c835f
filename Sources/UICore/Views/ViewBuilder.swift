/// The result builder behind view bodies and container contents (SwiftUI's `ViewBuilder`).
///
/// It collects type-erased children into a ``ViewGroup``; containers flatten groups into their
/// own children, so `if`, `for` and `ForEach` read as they do in SwiftUI.
///
/// Each statement of a block is one place among its siblings, whatever it shows, as each is one
/// element of SwiftUI's `TupleView`: an `if` with nothing to show still holds its place, so the
/// views after it keep their identity — and their `@State` — when it appears or goes
/// (`VStack { if showsBanner { Banner() }; Form() }`: the form's state survives the banner).
/// The two branches of an `if`/`else` (and the cases of a `switch`) are views of their own, as
/// SwiftUI's `_ConditionalContent` makes them: switching branches starts the other branch's
/// views afresh, even when they are of the same type.
@resultBuilder
public enum ViewBuilder {
    /// Takes the view by move: an expression's value (a modifier chain) goes into its box
    /// without a copy of the chain.
    public static func buildExpression<V: View>(_ view: consuming V) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.map(place) }
    public static func buildOptional(_ part: [any View]?) -> [any View] { [ViewGroup(part ?? [])] }
    public static func buildEither(first part: [any View]) -> [any View] { [ViewGroup(part, branch: .first)] }
    public static func buildEither(second part: [any View]) -> [any View] { [ViewGroup(part, branch: .second)] }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { [ViewGroup(parts.map(place))] }
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { [place(part)] }
    public static func buildFinalResult(_ parts: [any View]) -> ViewGroup { ViewGroup(parts) }

    /// One statement's views as one place among its siblings: the view itself, or a group.
    private static func place(_ part: [any View]) -> any View { part.count == 1 ? part[0] : ViewGroup(part) }
}
