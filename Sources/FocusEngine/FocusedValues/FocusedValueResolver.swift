import UICore

/// Answers focused-value reads (F5) from what views publish and where focus is.
///
/// `focusedValue` publications are visible while the publishing view or a view inside it is
/// focused: a reader looks at the focused view, then its ancestors, and gets nil when none
/// publishes the key. `focusedSceneValue` publications are visible while focus is anywhere in
/// the scene (the window): nearest on the responder chain first, else the earliest publisher.
public struct FocusedValueResolver {
    /// `focusedValue` publications by view id.
    public private(set) var values: [ViewID: FocusedValues] = [:]
    /// `focusedSceneValue` publications, in publishing order.
    public private(set) var sceneValues: [(id: ViewID, values: FocusedValues)] = []

    /// An empty resolver (rebuild it, or call ``removeAll()``, every frame).
    public init() {}

    /// A view publishes a value (`focusedValue(\.key, value)`; `scene: true` for `focusedSceneValue`).
    public mutating func publish<Key: FocusedValueKey>(_ key: Key.Type, _ value: Key.Value, from id: ViewID,
                                                       scene: Bool = false) {
        if scene {
            if let i = sceneValues.firstIndex(where: { $0.id == id }) {
                sceneValues[i].values[key] = value
            } else {
                var v = FocusedValues()
                v[key] = value
                sceneValues.append((id, v))
            }
        } else {
            values[id, default: FocusedValues()][key] = value
        }
    }

    /// Drops every publication.
    public mutating func removeAll() {
        values.removeAll()
        sceneValues.removeAll()
    }

    /// The value a reader sees for a key, given the responder chain (focused id first, then its
    /// ancestors; empty when nothing is focused, in which case only nil comes back).
    public func value<Key: FocusedValueKey>(_ key: Key.Type, chain: [ViewID]) -> Key.Value? {
        guard !chain.isEmpty else { return nil }
        for id in chain {
            if let v = values[id]?[key] { return v }
        }
        for id in chain {
            if let entry = sceneValues.first(where: { $0.id == id }), let v = entry.values[key] { return v }
        }
        for entry in sceneValues {
            if let v = entry.values[key] { return v }
        }
        return nil
    }

    /// A view publishes a whole set of values at once (what the `focusedValue(_:_:)` modifiers collect).
    public mutating func publish(values: FocusedValues, from id: ViewID, scene: Bool) {
        if scene {
            if let i = sceneValues.firstIndex(where: { $0.id == id }) {
                sceneValues[i].values = values.merged(withFallback: sceneValues[i].values)
            } else {
                sceneValues.append((id, values))
            }
        } else {
            self.values[id] = values.merged(withFallback: self.values[id] ?? FocusedValues())
        }
    }

    /// The value a reader sees for a key path (`@FocusedValue(\.selectedRecipe)`), by the same rules
    /// as ``value(_:chain:)``.
    ///
    /// `sceneWide` false (focus is inside a modal presentation: a sheet, the on-screen
    /// keyboard) limits scene values to those published on the responder chain: a modal is a
    /// scene of its own, as a sheet's window is on macOS, so the menu's commands cannot act on
    /// the screen beneath it.
    public func value<V>(_ keyPath: KeyPath<FocusedValues, V?>, chain: [ViewID], sceneWide: Bool = true) -> V? {
        guard !chain.isEmpty else { return nil }
        for id in chain {
            if let v = values[id]?[keyPath: keyPath] { return v }
        }
        for id in chain {
            if let entry = sceneValues.first(where: { $0.id == id }), let v = entry.values[keyPath: keyPath] { return v }
        }
        guard sceneWide else { return nil }
        for entry in sceneValues {
            if let v = entry.values[keyPath: keyPath] { return v }
        }
        return nil
    }
}
