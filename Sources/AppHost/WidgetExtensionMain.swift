import CookbookApp
import Foundation
import SDLBackend
import Widgets

/// `cookbook widget-extension`: the caffeine widget's own process (W3). It renders timeline
/// entries into archives and performs intents against the shared store, speaking the
/// length-prefixed protocol on its standard input and output until the host says `shutdown` or
/// closes the pipe.
public enum WidgetExtensionMain {
    /// Serves the host on stdin/stdout; returns when the session ends.
    public static func run(dataDirectory: URL?) throws {
        // What the widget needs of the app's start-up: the fonts it measures text with, the drinks
        // and the translations (not the recipes and palettes: this process's start is on the way
        // to the widget's first timeline).
        let assets = try AppBootstrap.locateAssets()
        try AppBootstrap.checkFonts(assets)
        let drinks = try Catalog.loadDrinks(from: assets.data)
        let strings = try Catalog.loadStrings(from: assets.data)
        // A store that cannot be opened (the app reports it, once) still serves timelines (an
        // empty log); intents then fail with the store's problem and the app shows that.
        let store = UserDataStore(directory: dataDirectory ?? LaunchOptions.defaultDataDirectory())
        let calendar = Calendar.current
        let now: @Sendable () -> Date = { Date() }
        WidgetExtensionContext.shared.install(store: store, drinks: drinks, calendar: calendar, now: now)
        let widget = CaffeineWidget.definition(store: store, drinks: drinks, calendar: calendar, now: now,
                                               measurer: SDLTextMeasurer(assets: assets), strings: strings)
        let server = WidgetExtensionServer(widgets: [widget], intents: CaffeineWidget.intents)
        // The command line is synchronous; the server is async (providers may await).
        let finished = DispatchSemaphore(value: 0)
        Task {
            await server.serve(input: .standardInput, output: .standardOutput)
            // Done with what the host sent: closing the output tells a quitting host so at once,
            // before this process closes its store and is torn down (``ProcessWidgetTransport/finish(within:)``).
            try? FileHandle.standardOutput.close()
            finished.signal()
        }
        finished.wait()
    }
}
