extension View {
    /// Whether clicks, hover and the wheel can find this view and its subtree (SwiftUI's
    /// `allowsHitTesting`): decoration drawn over content (a fade strip, a badge) passes `false`
    /// so the pointer reaches the content under it.
    public consuming func allowsHitTesting(_ enabled: Bool) -> ModifiedView<Self> { attribute(HitTestingDisabled.self, !enabled) }
}

/// The attribute key of a view that pointer hit-testing passes through (`allowsHitTesting(false)`).
public enum HitTestingDisabled: ViewAttributeKey { public typealias Value = Bool }
