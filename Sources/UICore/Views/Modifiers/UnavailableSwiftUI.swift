/// SwiftUI spellings this library does not have, declared unavailable so the compiler's error
/// names what to use instead rather than a near miss (`.navigationTitle` on a view would
/// otherwise read as a missing member with no hint).
extension View {
    @available(*, unavailable, message: "there is no navigation bar on this platform: put a Text title at the top of the screen")
    public func navigationTitle(_ title: String) -> Self { fatalError("unavailable") }
}
