import UICore

/// A `digitalCrownRotation` declaration on a view: the binding and the crown's configuration.
public struct CrownBinding {
    /// The node attribute key.
    public enum Key: ViewAttributeKey { public typealias Value = CrownBinding }
    public var value: Binding<Double>
    public var from: Double
    public var through: Double
    public var by: Double?
    public var sensitivity: DigitalCrownSensitivity
    public var isContinuous: Bool

    /// A crown model starting at the binding's current value.
    public func makeRotation(sensitivity override: DigitalCrownSensitivity? = nil) -> DigitalCrownRotation {
        DigitalCrownRotation(value: value.wrappedValue, from: from, through: through, by: by,
                             sensitivity: override ?? sensitivity, isContinuous: isContinuous)
    }
}

extension View {
    /// Lets the Digital Crown (the mouse wheel here) change a value while this view has focus
    /// (SwiftUI's `digitalCrownRotation(_:from:through:by:sensitivity:isContinuous:)`).
    public func digitalCrownRotation(_ value: Binding<Double>, from: Double, through: Double, by: Double? = nil,
                                     sensitivity: DigitalCrownSensitivity = .high, isContinuous: Bool = false) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node[CrownBinding.Key.self] = CrownBinding(value: value, from: from, through: through, by: by,
                                                             sensitivity: sensitivity, isContinuous: isContinuous)
            return node
        }
    }
}
