extension EnvironmentValues {
    /// Whether every value here equals the one in `other`: a view kept from the last frame
    /// (``RetainedEvaluations``) is reused only in the environment it was evaluated in.
    ///
    /// Custom values compare with `==` when their type is `Equatable` and by identity when they
    /// are objects; any other custom value (a closure) never counts as the same.
    func isSame(as other: EnvironmentValues) -> Bool {
        guard layoutDirection == other.layoutDirection, isFocused == other.isFocused,
              containsFocus == other.containsFocus, horizontalSizeClass == other.horizontalSizeClass,
              accentColor == other.accentColor, font == other.font, minimumFontSize == other.minimumFontSize,
              textScale == other.textScale, legibilityWeight == other.legibilityWeight,
              colorSchemeContrast == other.colorSchemeContrast, foregroundColor == other.foregroundColor,
              isEnabled == other.isEnabled, defaultHoverEffect == other.defaultHoverEffect,
              isWatchLayout == other.isWatchLayout, crownSensitivity == other.crownSensitivity,
              reduceMotion == other.reduceMotion, keyboardNavigation == other.keyboardNavigation,
              storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let theirs = other.storage[key], Self.same(value, theirs) else { return false }
        }
        return true
    }

    /// Whether two custom values are the same: equal, or one object.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    /// `a == b` when `b` has `a`'s type.
    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
