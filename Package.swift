// swift-tools-version:6.1
// FocusCookbook: the SwiftUI focus and scroll systems of tvOS, macOS and watchOS on SDL2.
import PackageDescription

/// Release builds of the libraries skip Swift's run-time exclusivity checks (debug builds, which
/// `make test` runs, keep them, so a conflicting access still fails there). Measured with
/// callgrind on 72 focus moves through the recipe grid replayed headless: the checks
/// (`swift_beginAccess`, `swift_endAccess` and their access set) were about 7 % of the
/// instructions of the frames' view work — reads of model properties, tree walks capturing
/// their state — the case Swift's documentation names for `-enforce-exclusivity=unchecked`.
let libraryRelease: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "FocusCookbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UICore", targets: ["UICore"]),
        .library(name: "FocusEngine", targets: ["FocusEngine"]),
        .library(name: "ScrollEngine", targets: ["ScrollEngine"]),
        .library(name: "UIRuntime", targets: ["UIRuntime"]),
        // The platform-free renderer: a display list into a framebuffer of pixels (no SDL).
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        // The SDL window and the headless target (the presenters of Rasterizer's renderer), SDL_ttf's
        // text and SDL_image's images for it, input and speech, with the C modules they need
        // (CSDL2, CSDL2TTF, CSDL2Image, CX11, CX11Keys, CFontFallback, CSpeechd, CAccessibilityBridge, CPixelBlend come along as its dependencies).
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `make docs`: the DocC catalogues of the six libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The system libraries' module maps link them by name and their shims include the
        // headers by their `SDL2/` or `X11/` path: no pkg-config flags, so a package depending
        // on this one builds without SwiftPM's "prohibited flag(s): -D_REENTRANT" warnings.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // Xlib, for the live window (is a window manager running?).
        .systemLibrary(name: "CX11", path: "Sources/CX11", providers: [.apt(["libx11-dev"])]),
        // X11's XTest extension, for the `live:` benchmarks' real X input (cookbook-bench only).
        .systemLibrary(name: "CXTest", path: "Sources/CXTest", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        // libspeechd, speech-dispatcher's client, for spoken feedback in the live window.
        .systemLibrary(name: "CSpeechd", path: "Sources/CSpeechd", providers: [.apt(["libspeechd-dev"])]),
        // ATK, GLib and GObject for the AT-SPI bridge: pkg-config "atk" gives include paths only
        // (no prohibited flags), so a package depending on this one builds without warnings.
        .systemLibrary(name: "CATK", path: "Sources/CATK", pkgConfig: "atk", providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        // The accessibility tree on AT-SPI (Orca, Accerciser): ATK objects the at-spi2-atk bridge
        // serves from a GLib loop on a thread of its own.
        .target(name: "CAccessibilityBridge", dependencies: ["CATK"],
                linkerSettings: [.linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("gio-2.0"),
                                 .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // SSE2 pixel loops for the software renderer's framebuffer (SDLRenderer+Framebuffer).
        .target(name: "CPixelBlend"),
        // The remote's keys SDL 2 drops, read from X (SDL_SYSWMEVENT); links Xlib for XLookupKeysym.
        // A font for a character the app's face lacks (Hangul, kana, kanji …), through fontconfig.
        .target(name: "CFontFallback", linkerSettings: [.linkedLibrary("fontconfig")]),
        .target(name: "CX11Keys", dependencies: ["CSDL2", "CX11"], linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("SDL2")]),
        .target(name: "UICore", swiftSettings: libraryRelease),
        .target(name: "FocusEngine", dependencies: ["UICore"], swiftSettings: libraryRelease),
        .target(name: "ScrollEngine", dependencies: ["UICore"], swiftSettings: libraryRelease),
        .target(name: "Widgets", dependencies: ["UICore"], swiftSettings: libraryRelease),
        // libdispatch's main-queue hooks, so the host loop runs main-actor jobs (UIRuntime's MainQueue).
        .target(name: "CMainQueue", linkerSettings: [.linkedLibrary("dispatch", .when(platforms: [.linux]))]),
        .target(name: "UIRuntime", dependencies: ["UICore", "FocusEngine", "ScrollEngine", "CMainQueue"], swiftSettings: libraryRelease),
        // The strict JSON reader the app's asset files and the debuggers' files are read with
        // (every problem named with its line); tooling, not a library a reuser needs.
        .target(name: "JSONReading", dependencies: ["UICore"]),
        // `focus-debug`'s layouts and `scroll-debug`'s scenarios: the command-line debuggers' file
        // formats and runs, on top of the engines (which carry no tooling of their own).
        .target(name: "Debuggers", dependencies: ["UICore", "FocusEngine", "ScrollEngine", "JSONReading"]),
        // The renderer (PixelRenderer): a display list into a framebuffer of 32-bit pixels, with
        // damage tracking, masks, caches and the SIMD blend; text and images come through
        // GlyphSource and ImageSource, which SDLBackend implements with SDL_ttf and SDL_image. No SDL.
        .target(name: "Rasterizer", dependencies: ["UICore", "CPixelBlend"], swiftSettings: libraryRelease),
        .target(name: "SDLBackend", dependencies: ["UICore", "UIRuntime", "Rasterizer", "CSDL2", "CSDL2TTF", "CSDL2Image", "CPixelBlend", "CX11", "CX11Keys", "CFontFallback", "CSpeechd", "CAccessibilityBridge"],
                swiftSettings: libraryRelease),
        .target(name: "CookbookApp", dependencies: [
            "UICore", "FocusEngine", "ScrollEngine", "UIRuntime", "Widgets", "JSONReading", .product(name: "GRDB", package: "GRDB.swift"),
        ], swiftSettings: libraryRelease),
        .target(name: "AppHost", dependencies: ["CookbookApp", "SDLBackend", "UICore", "UIRuntime", "Widgets"], swiftSettings: libraryRelease),
        .executableTarget(name: "cookbook", dependencies: [
            "AppHost", "CookbookApp", "FocusEngine", "ScrollEngine", "SDLBackend", "UIRuntime", "Debuggers",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "cookbook-bench", dependencies: ["CookbookApp", "UICore", "FocusEngine", "ScrollEngine", "UIRuntime", "SDLBackend", "Rasterizer", "CSDL2", "CXTest"],
                          path: "Sources/Benchmarks/CookbookBenchmarks"),
        .executableTarget(name: "focus-rectangles-example", dependencies: ["FocusEngine", "UICore"],
                          path: "Examples/FocusRectangles"),
        .executableTarget(name: "focus-grid-example", dependencies: ["SDLBackend", "UIRuntime", "UICore"],
                          path: "Examples/FocusGrid"),
        .executableTarget(name: "media-shelf-example", dependencies: ["SDLBackend", "UICore", "ScrollEngine"],
                          path: "Examples/MediaShelf"),
        // The DocC getting-started programs as printed (SDLBackend's and UICore's; UIRuntime's):
        // the tests build, compare and run them.
        .executableTarget(name: "getting-started-example", dependencies: ["SDLBackend", "UICore"],
                          path: "Examples/GettingStarted"),
        .executableTarget(name: "viewhost-getting-started-example", dependencies: ["SDLBackend", "UICore", "UIRuntime"],
                          path: "Examples/ViewHostGettingStarted"),
        // Five small tvOS apps written from Apple's documentation shapes; the tests run each headless.
        .executableTarget(name: "tv-apps-example", dependencies: ["SDLBackend", "UICore", "ScrollEngine"],
                          path: "Examples/TVApps"),
        .executableTarget(name: "tv-guide-example", dependencies: ["SDLBackend", "UICore"],
                          path: "Examples/TVGuide"),
        .target(name: "InputChecks", dependencies: ["CookbookApp", "FocusEngine", "ScrollEngine", "Debuggers"]),
        .executableTarget(name: "cookbook-fuzz", dependencies: ["InputChecks"], path: "Sources/CookbookFuzz"),
        .target(name: "TestSupport", dependencies: ["UICore"], path: "Tests/TestSupport"),
        .testTarget(name: "UICoreTests", dependencies: ["UICore", "TestSupport", "JSONReading"]),
        .testTarget(name: "FocusEngineTests", dependencies: ["FocusEngine", "UICore", "TestSupport", "Debuggers",
                                                             .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ScrollEngineTests", dependencies: ["ScrollEngine", "UICore", "TestSupport", "Debuggers"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "UICore"]),
        .testTarget(name: "RasterizerTests", dependencies: ["Rasterizer", "UICore"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "Rasterizer", "UICore", "UIRuntime", "TestSupport", "CPixelBlend"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "UIRuntimeTests", dependencies: ["UIRuntime", "UICore", "TestSupport"]),
        .testTarget(name: "CookbookAppTests",
                    dependencies: ["CookbookApp", "FocusEngine", "ScrollEngine", "TestSupport", "InputChecks", "Widgets", "SDLBackend", "Rasterizer",
                                   .product(name: "GRDB", package: "GRDB.swift"),
                                   .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "SDLBackend", "Widgets", .product(name: "GRDB", package: "GRDB.swift")], exclude: ["Scripts", "Layouts", "Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
