/// A container of settings rows grouped in sections (SwiftUI's `Form`), drawn as tvOS draws
/// one: a ``List`` of rows on platters, each ``Section``'s header above its rows.
public struct Form: View {
    var content: ViewGroup

    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> ViewGroup) { self.content = content() }

    public var body: some View {
        let content = content
        List { content }
    }
}
