// TVApps: seven small tvOS apps in the shapes Apple's documentation and WWDC samples give them,
// written against the SwiftUI API without knowing how the runtime works inside: a settings list
// with toggles and a picker, a search screen, a two-level shelf browser with nested scroll
// views, a form with sections and a confirmation sheet, a paged carousel, a library that
// fills itself from an asynchronous load, and an app's frame of tabs.
//
//     swift run tv-apps-example settings                     # a window (needs a display, or xvfb-run)
//     swift run tv-apps-example search --headless --type star --keys down --speak
import Foundation
import SDLBackend
import UICore

/// The apps, by the name the first argument gives.
let apps: [String: () -> AnyAppView] = [
    "settings": { AnyAppView(SettingsApp()) },
    "search": { AnyAppView(SearchApp()) },
    "shelves": { AnyAppView(ShelfBrowserApp()) },
    "form": { AnyAppView(FormApp()) },
    "carousel": { AnyAppView(CarouselApp()) },
    "tabs": { AnyAppView(TabsApp()) },
    "library": {
        // `--latency SECONDS`: the film service answers that late (a slow network).
        let latency = CommandLine.arguments.firstIndex(of: "--latency").flatMap { i in
            CommandLine.arguments.dropFirst(i + 1).first.flatMap(Double.init)
        } ?? 0
        return AnyAppView(LibraryApp().environment(FilmCatalog(latency: latency)))
    },
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let make = apps[name] else {
    FileHandle.standardError.write(Data("tv-apps-example: name an app: \(apps.keys.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
}
let root = make()
SDLApp.run(title: name, arguments: Array(arguments.dropFirst())) { root }
