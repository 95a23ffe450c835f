import Observation

/// Sets an environment value for a subtree (`.environment(\.layoutDirection, .rightToLeft)`).
public struct EnvironmentModifier<Content: View, Value>: PrimitiveView {
    var content: Content
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    public func makeNode(in context: ResolveContext) -> Node {
        var env = context.environment
        env[keyPath: keyPath] = value
        // A hierarchical foreground (`.secondary`) is a share of the foreground around it.
        if let color = value as? Color, color.level != nil, (keyPath as AnyKeyPath) == \EnvironmentValues.foregroundColor {
            env.foregroundColor = color.resolved(over: context.environment.foregroundColor)
        }
        return context.with(environment: env).resolve(content)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentModifier<Self, V> {
        EnvironmentModifier(content: self, keyPath: keyPath, value: value)
    }
    /// Puts an `@Observable` object in the environment of this view and its descendants, where
    /// `@Environment(T.self)` reads it (SwiftUI's `environment(_:)`); nil takes it away.
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> EnvironmentModifier<Self, T?> {
        EnvironmentModifier(content: self, keyPath: \EnvironmentValues.[observable: ObservableKey<T>()], value: object)
    }
    /// Puts an ``ObservableModel`` (an `ObservableObject`) in the environment of this view and its
    /// descendants, where `@EnvironmentObject` reads it (SwiftUI's `environmentObject(_:)`).
    public consuming func environmentObject<T: AnyObject & ObservableModel>(_ object: T) -> EnvironmentModifier<Self, T?> {
        EnvironmentModifier(content: self, keyPath: \EnvironmentValues.[model: ObservableKey<T>()], value: object)
    }
    /// Sets the font of text in this view.
    public consuming func font(_ font: Font) -> EnvironmentModifier<Self, Font> { environment(\.font, font) }
    /// Sets the colour of text and symbols in this view.
    public consuming func foregroundStyle(_ color: Color) -> EnvironmentModifier<Self, Color> { environment(\.foregroundColor, color) }
    /// The colour of text and shapes inside this view (SwiftUI's older spelling of
    /// ``foregroundStyle(_:)``).
    public consuming func foregroundColor(_ color: Color) -> EnvironmentModifier<Self, Color> { environment(\.foregroundColor, color) }
    /// Sets the hover effect that focused controls in this subtree show (tvOS 17).
    public consuming func defaultHoverEffect(_ effect: HoverEffect) -> EnvironmentModifier<Self, HoverEffect> {
        environment(\.defaultHoverEffect, effect)
    }
}
