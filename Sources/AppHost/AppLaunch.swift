import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime
import Widgets

/// The app wired for one run on a backend: the model set from the launch options, the runtime
/// with its trace, key map and controller mappings, and the host that drives it — built the
/// same way for the live window (``LiveApp``) and for `cookbook replay` (``ReplayRunner``), so
/// the two differ only in their backend, clock and widget transport.
final class AppLaunch {
    let model: AppModel
    let runtime: AppRuntime
    let host: UIRuntime.Host<AppRuntime>

    /// Wires a model of `boot`'s catalogue over `store` for a run with `options` on `backend`, reading time from
    /// `clock`; with `trace`, every trace event is written there. `prepare` sees the runtime
    /// before the host asks it for its first frame (a replay's frame mode, the live window's
    /// renderer event).
    init(boot: AppBootstrap, store: UserDataStore, options: LaunchOptions, backend: any PlatformBackend, clock: any TimeSource,
         measurer: any TextMeasuring, widgetExtension: (() throws -> any WidgetTransport)?, trace: TraceFile?,
         prepare: (AppRuntime) -> Void = { _ in }) {
        boot.loadControllerMappings()
        let runtime = AppRuntime(catalog: boot.catalog, store: store, clock: clock, measurer: measurer, widgetExtension: widgetExtension)
        let model = runtime.model
        // --rtl holds for this run only; it is not written into the user's settings.
        model.preferences.forcesRightToLeft = options.rtl
        // --speak likewise: spoken feedback for this run (a replay's words go to its trace only).
        model.preferences.forcesSpokenFeedback = options.speak
        // --language too; the system's locale is the live window's (a replay's is fixed).
        model.systemLocale = options.systemLocale
        model.preferences.forcedLanguage = options.language
        if let s = options.screen { model.show(s) }
        if let trace { runtime.traceSink = { trace.write($0) } }
        runtime.bindings = boot.loadBindings()
        prepare(runtime)
        self.model = model
        self.runtime = runtime
        host = UIRuntime.Host(app: runtime, backend: backend, clock: clock)
    }
}
