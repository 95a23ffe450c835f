/// Compares two values field by field (through `Mirror`), numbers within a tolerance: what a
/// frame drawn by moving the last layout's scrolled content must match in a whole build, where
/// the same positions come out of a different order of additions and differ by a few ulps.
enum ApproximateEquality {
    /// Relative difference two doubles may have and still count as equal (1e-9: ulps of
    /// window coordinates, many orders below a pixel).
    static let tolerance = 1e-9

    /// Whether `a` and `b` have the same shape and values, doubles within ``tolerance``; the
    /// path of the first difference otherwise.
    static func difference(_ a: Any, _ b: Any, path: String = "") -> String? {
        if let x = a as? Double, let y = b as? Double {
            return x == y || abs(x - y) <= tolerance * max(1, abs(x), abs(y)) ? nil : "\(path): \(x) vs \(y)"
        }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        if ma.children.isEmpty || mb.children.isEmpty {
            let (sa, sb) = (String(describing: a), String(describing: b))
            return sa == sb && ma.children.count == mb.children.count ? nil : "\(path): \(sa) vs \(sb)"
        }
        guard ma.displayStyle == mb.displayStyle, ma.children.count == mb.children.count else {
            return "\(path): \(ma.children.count) vs \(mb.children.count) parts"
        }
        for (i, (ca, cb)) in zip(ma.children, mb.children).enumerated() {
            guard ca.label == cb.label else { return "\(path): \(ca.label ?? "?") vs \(cb.label ?? "?")" }
            if let d = difference(ca.value, cb.value, path: "\(path).\(ca.label ?? String(i))") { return d }
        }
        return nil
    }
}
