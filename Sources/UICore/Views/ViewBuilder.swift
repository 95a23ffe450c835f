/// The result builder behind view bodies and container contents (SwiftUI's `ViewBuilder`).
///
/// It collects type-erased children into a ``ViewGroup``; containers flatten groups into their
/// own children, so `if`, `for` and `ForEach` read as they do in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first part: [any View]) -> [any View] { part }
    public static func buildEither(second part: [any View]) -> [any View] { part }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
    public static func buildFinalResult(_ parts: [any View]) -> ViewGroup { ViewGroup(parts) }
}
