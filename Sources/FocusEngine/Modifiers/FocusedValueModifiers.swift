import UICore

/// The node attribute keys under which views publish focused values.
public enum FocusedValueAttributes {
    /// `focusedValue` publications of a node.
    public enum ValuesKey: ViewAttributeKey { public typealias Value = FocusedValues }
    /// `focusedSceneValue` publications of a node.
    public enum SceneValuesKey: ViewAttributeKey { public typealias Value = FocusedValues }
}

extension View {
    /// Publishes a value while this view (or a view inside it) has focus (SwiftUI's `focusedValue`).
    public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> ModifiedView<Self> {
        publishing(keyPath, value, under: FocusedValueAttributes.ValuesKey.self)
    }

    /// Publishes a value while focus is anywhere in the scene (SwiftUI's `focusedSceneValue`).
    public func focusedSceneValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> ModifiedView<Self> {
        publishing(keyPath, value, under: FocusedValueAttributes.SceneValuesKey.self)
    }

    /// Adds a value to the node's published set under one attribute key.
    private func publishing<V, Key: ViewAttributeKey>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V,
                                                      under key: Key.Type) -> ModifiedView<Self> where Key.Value == FocusedValues {
        modifyNode { node, _ in
            var values = node[key] ?? FocusedValues()
            values[keyPath: keyPath] = value
            node[key] = values
            return node
        }
    }
}

extension FocusedValueResolver {
    /// Collects every publication of a laid-out view tree (nodes without ids cannot publish).
    public init(tree: Node) {
        self.init()
        tree.visit { n in gather(n); return true }
    }

    /// Collects what one node of a laid-out tree publishes (`focusedValue`,
    /// `focusedSceneValue`), when it has an id: a walk of the tree that gathers more than focused
    /// values calls it for each node in order, as ``init(tree:)`` does.
    public mutating func gather(_ n: Node) {
        guard let id = n.id else { return }
        if let v = n[FocusedValueAttributes.ValuesKey.self] { publish(values: v, from: id, scene: false) }
        if let v = n[FocusedValueAttributes.SceneValuesKey.self] { publish(values: v, from: id, scene: true) }
    }
}
