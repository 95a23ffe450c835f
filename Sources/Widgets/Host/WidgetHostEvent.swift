/// Something the widget host reports to the app (its trace and stderr).
public enum WidgetHostEvent: Hashable, Sendable {
    /// An intent finished in the extension process `pid` (the trace's `intent` event).
    case intent(id: String, pid: Int32)
    /// A timeline of `kind` arrived with `entries` entries (the trace's `timeline` event).
    case timeline(kind: String, entries: Int)
    /// A problem, in one line, for stderr (each distinct problem once per extension run).
    case problem(String)
}
