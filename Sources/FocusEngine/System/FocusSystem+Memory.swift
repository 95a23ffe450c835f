import UICore

/// Focus memory per screen: returning to a screen restores its last focus.
extension FocusSystem {
    /// Remembers the current focus under a key (a screen's name), before leaving that screen.
    public func rememberFocus(forKey key: String) {
        if let focusedID { remembered[key] = focusedID } else { remembered.removeValue(forKey: key) }
    }

    /// Restores the focus remembered under a key, after ``update(tree:)`` has installed that
    /// screen's tree. Returns true when the remembered view took focus; otherwise focus goes to
    /// the screen's default focus (F4) and the result is false.
    @discardableResult
    public func restoreFocus(forKey key: String) -> Bool {
        if let id = remembered[key], focus(id: id) { return true }
        _ = resetFocus()
        return false
    }

    /// Forgets the focus remembered under a key: the screen is entered at its default next time
    /// (a TV remote's Home).
    public func forgetFocus(forKey key: String) { remembered.removeValue(forKey: key) }

    /// The id remembered under a key, if any.
    public func rememberedFocus(forKey key: String) -> ViewID? { remembered[key] }

    /// Forgets what a section or scope remembered (its last-focused child and whether it held focus).
    public func forgetRegion(_ id: ViewID) {
        lastFocusedInside.removeValue(forKey: id)
        regionsThatHeldFocus.remove(id)
    }
}
