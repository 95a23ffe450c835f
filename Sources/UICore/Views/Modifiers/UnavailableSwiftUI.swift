/// SwiftUI spellings this library does not have, declared unavailable so the compiler's error
/// names what to use instead rather than a near miss (`.onAppear` on a view would otherwise
/// read as a missing member with no hint).
extension View {
    @available(*, unavailable, message: "views are values rebuilt every frame here: run code when a value first appears with onChange(of:initial: true), or on a schedule with TimelineView")
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { fatalError("unavailable") }

    @available(*, unavailable, message: "views are values rebuilt every frame here: there is no disappearance to observe; keep state in a model and react with onChange(of:)")
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { fatalError("unavailable") }

    @available(*, unavailable, message: "there is no navigation bar on this platform: put a Text title at the top of the screen")
    public func navigationTitle(_ title: String) -> Self { fatalError("unavailable") }
}
