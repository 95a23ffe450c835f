/// How far the crown turns per unit of value (SwiftUI's `DigitalCrownRotationalSensitivity`).
public enum DigitalCrownSensitivity: String, Hashable, Sendable, Codable, CaseIterable {
    case low, medium, high

    /// Value units per wheel notch at stride 1: low needs more turning.
    /// watchOS documents only the ordering; these ratios (1:2:4) are ours, tuned by feel.
    public var unitsPerNotch: Double {
        switch self { case .low: 0.25; case .medium: 0.5; case .high: 1 }
    }
}
