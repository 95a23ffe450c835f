/// Something the widget host reports to the app (its trace and stderr).
public enum WidgetHostEvent: Hashable, Sendable {
    /// An intent finished in the extension process `pid` (the trace's `intent` event).
    case intent(id: String, pid: Int32)
    /// A timeline of `kind` arrived with `entries` entries (the trace's `timeline` event).
    case timeline(kind: String, entries: Int)
    /// The extension failed (crashed, hung, broke the protocol or failed a timeline), in one
    /// line, for stderr; the last good archive stays on screen marked stale.
    case problem(String)
    /// An intent could not be performed (the control's id and why): nothing was changed, and
    /// the timeline is reloaded to show the data as it is.
    case intentFailed(id: String, message: String)
}
