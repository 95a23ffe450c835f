import UICore

/// Focus memory per scene: returning to a scene restores its last focus.
extension FocusSystem {
    /// Remembers the current focus for a scene, before leaving it.
    public func rememberFocus(for scene: SceneID) {
        if let focusedID { remembered[scene] = focusedID } else { remembered.removeValue(forKey: scene) }
    }

    /// Restores the focus remembered for a scene, after ``update(tree:)`` has installed its tree. Returns true when the remembered view took focus; otherwise focus goes to
    /// the screen's default focus (F4) and the result is false.
    @discardableResult
    public func restoreFocus(for scene: SceneID) -> Bool {
        if let id = remembered[scene], focus(id: id) { return true }
        _ = resetFocus()
        return false
    }

    /// Forgets the focus remembered for a scene: it is entered at its default next time (a TV
    /// remote's Home).
    public func forgetFocus(for scene: SceneID) { remembered.removeValue(forKey: scene) }

    /// The id remembered for a scene, if any.
    public func rememberedFocus(for scene: SceneID) -> ViewID? { remembered[scene] }

    /// Forgets what a section or scope remembered (its last-focused child and whether it held focus).
    public func forgetRegion(_ id: ViewID) {
        lastFocusedInside.removeValue(forKey: id)
        regionsThatHeldFocus.remove(id)
    }
}
