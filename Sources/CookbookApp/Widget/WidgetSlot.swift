import UICore

/// The caffeine widget's host as the root view holds it: one slot for the app's life, so the
/// root compares equal from frame to frame (an ``ObservableModel`` compares by identity) and is
/// kept while nothing it reads changes. The widget screen takes the host out; holding an object
/// whose changes no property notes, that screen is evaluated whenever a frame is built.
final class WidgetSlot: ObservableModel {
    /// The host (nil: no extension can be started, e.g. in unit tests).
    let host: CaffeineWidgetHost?

    init(_ host: CaffeineWidgetHost?) { self.host = host }
}
