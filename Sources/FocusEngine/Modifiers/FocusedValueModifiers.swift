import UICore

/// The node attribute keys under which views publish focused values.
public enum FocusedValueAttributes {
    /// `focusedValue` publications of a node (a ``FocusedValues``).
    public static let values = "focus.focusedValues"
    /// `focusedSceneValue` publications of a node (a ``FocusedValues``).
    public static let sceneValues = "focus.focusedSceneValues"
}

extension View {
    /// Publishes a value while this view (or a view inside it) has focus (SwiftUI's `focusedValue`).
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> ModifiedView<Self> {
        publishing(keyPath, value, under: FocusedValueAttributes.values)
    }

    /// Publishes a value while focus is anywhere in the scene (SwiftUI's `focusedSceneValue`).
    public func focusedSceneValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> ModifiedView<Self> {
        publishing(keyPath, value, under: FocusedValueAttributes.sceneValues)
    }

    /// Adds a value to the node's published set under one attribute key.
    private func publishing<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V, under key: String) -> ModifiedView<Self> {
        modifyNode { node, _ in
            var values = node.attributes[key] as? FocusedValues ?? FocusedValues()
            values[keyPath: keyPath] = value
            node.attributes[key] = values
            return node
        }
    }
}

extension FocusedValueResolver {
    /// Collects every publication of a laid-out view tree (nodes without ids cannot publish).
    public init(tree: Node) {
        self.init()
        tree.visit { n in
            if let id = n.id {
                if let v = n.attributes[FocusedValueAttributes.values] as? FocusedValues { publish(values: v, from: id, scene: false) }
                if let v = n.attributes[FocusedValueAttributes.sceneValues] as? FocusedValues { publish(values: v, from: id, scene: true) }
            }
            return true
        }
    }
}
