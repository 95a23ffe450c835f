/// A widget kind the extension serves: its timeline provider and how one entry becomes an archive.
///
/// The archive closure is where widget view code runs — in the extension, once per entry
/// (W3). It returns the entry's drawing, controls and values (see ``WidgetArchive``).
public struct WidgetDefinition: Sendable {
    /// The widget's kind (`"caffeine"`), the name hosts and ``WidgetCenter`` use.
    public let kind: String
    private let makeTimeline: @Sendable (TimelineProviderContext) async throws -> Timeline<WidgetArchive>

    /// A widget from a provider and an archiver for its entries.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider,
        archive: @escaping @Sendable (Provider.Entry, TimelineProviderContext) throws -> WidgetArchive
    ) {
        self.kind = kind
        makeTimeline = { context in
            let timeline = await provider.timeline(in: context)
            return try timeline.map { entry in
                var archived = try archive(entry, context)
                archived.date = entry.date
                return archived
            }
        }
    }

    /// The provider's timeline with every entry archived.
    public func archivedTimeline(in context: TimelineProviderContext) async throws -> Timeline<WidgetArchive> {
        try await makeTimeline(context)
    }
}
