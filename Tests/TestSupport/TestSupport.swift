import UICore

/// Shared helpers for the test targets.
public enum TestSupport {
    /// Compares doubles within a tolerance.
    public static func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool { abs(a - b) <= tol }
}
