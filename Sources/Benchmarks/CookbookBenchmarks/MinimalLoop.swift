import CSDL2
import Foundation
import SDLBackend

/// The `live:` baseline: the least an SDL program does each frame in a window of the app's size
/// on the same drawing path — clear, fill 12 rectangles, present — run as
/// `cookbook-bench --minimal-loop WxH software|gpu FRAMES [paced]` on the benchmark's X server.
/// Prints `minimal: MEDIAN P99` (milliseconds a frame, from reading the event queue to the end
/// of the present) and exits.
///
/// `software` fills the window's own surface and pushes it whole (`SDL_UpdateWindowSurface`),
/// as the app's software path pushes what changed; `gpu` uses SDL's accelerated renderer (no
/// vsync: each frame's cost, not the display's pace).
///
/// `paced` starts a frame every 1/60 s and sleeps in between as the app does while it animates
/// (its animation frames are what the `live:` rows time): in one sleep until the last stretch
/// before the frame is due, then in short sleeps that check the event queue
/// (``SDLEventSource/fineWait``, ``SDLEventSource/fineStep``). That is how the app slept when
/// this baseline was chosen, and it is kept as chosen: on X11 the app now sleeps in one wait on
/// the display's connection (its fallback elsewhere still naps). Without it the frames run back to
/// back, each on a core and caches still warm from the last: on the benchmark machine such a
/// frame cost about two thirds of a paced one (1280×720, six runs each: 0.42–0.63 ms against
/// 0.73–0.81 ms), so only the paced program is the app's like.
enum MinimalLoop {
    /// The argument that turns `cookbook-bench` into the baseline program.
    static let argument = "--minimal-loop"

    static func run(_ arguments: [String]) -> Never {
        let size = arguments.first?.split(separator: "x").compactMap { Int32($0) } ?? []
        guard size.count == 2, arguments.count == 3 || (arguments.count == 4 && arguments[3] == "paced"),
              let frames = Int(arguments[2]), frames > 0, ["software", "gpu"].contains(arguments[1]) else {
            FileHandle.standardError.write(Data("usage: cookbook-bench \(argument) WxH software|gpu FRAMES [paced]\n".utf8))
            exit(2)
        }
        let paced = arguments.count == 4
        let software = arguments[1] == "software"
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fail("SDL_Init") }
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        let centred = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        guard let window = SDL_CreateWindow("minimal", centred, centred, size[0], size[1], flags) else { fail("SDL_CreateWindow") }
        var renderer: OpaquePointer?
        var surface: UnsafeMutablePointer<SDL_Surface>?
        if software {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            guard let s = SDL_GetWindowSurface(window) else { fail("SDL_GetWindowSurface") }
            surface = s
        } else {
            // No vsync: the loop measures what a frame costs, not the display's pace.
            guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else { fail("SDL_CreateRenderer") }
            renderer = r
        }
        // 12 rectangles in a 4×3 grid, as a screen of tiles.
        let w = size[0], h = size[1]
        let rects = (0..<12).map { i in
            SDL_Rect(x: w / 16 + Int32(i % 4) * w / 4, y: h / 12 + Int32(i / 4) * h / 3, w: w / 5, h: h / 4)
        }
        var times: [Double] = []
        var cpuStart = 0.0
        var event = SDL_Event()
        let first = DispatchTime.now().uptimeNanoseconds
        for i in 0..<(frames + 10) {
            if paced {
                // Frame i is due 1/60 s after frame i − 1 (a frame running late starts at once).
                let due = first + UInt64(Double(i) * Self.frameNanoseconds)
                // Asleep as the app's event source waits for a due frame: in one sleep but for the
                // last stretch, then in short sleeps that check the queue.
                let now = DispatchTime.now().uptimeNanoseconds, fine = UInt64(SDLEventSource.fineWait * 1e9)
                if due > now + fine { usleep(useconds_t((due - now - fine) / 1000)) }
                while DispatchTime.now().uptimeNanoseconds < due {
                    while SDL_PollEvent(&event) != 0 {}
                    usleep(useconds_t(SDLEventSource.fineStep * 1e6))
                }
            }
            if i == 10 { cpuStart = Sampling.cpuSeconds() }
            let start = DispatchTime.now().uptimeNanoseconds
            while SDL_PollEvent(&event) != 0 {}
            let shade = UInt8(30 + i % 2)
            if let surface {
                SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, shade, shade, shade))
                for var r in rects { SDL_FillRect(surface, &r, SDL_MapRGB(surface.pointee.format, 90, 90, 110)) }
                SDL_UpdateWindowSurface(window)
            } else if let renderer {
                SDL_SetRenderDrawColor(renderer, shade, shade, shade, 255)
                SDL_RenderClear(renderer)
                SDL_SetRenderDrawColor(renderer, 90, 90, 110, 255)
                for var r in rects { SDL_RenderFillRect(renderer, &r) }
                SDL_RenderPresent(renderer)
            }
            // The first 10 frames warm up (the server's shared-memory image, the GL pipeline).
            if i >= 10 { times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
        }
        // The CPU of the measured frames, all threads (the X client's and SDL's), per frame (ms).
        let cpuPerFrame = (Sampling.cpuSeconds() - cpuStart) * 1000 / Double(frames)
        print(String(format: "minimal: %.3f %.3f %.4f", Sampling.median(of: times), Sampling.percentile(times, 0.99), cpuPerFrame))
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(window)
        SDL_Quit()
        exit(0)
    }

    /// One frame of a 60 Hz display, in nanoseconds (the app's animation pace).
    static let frameNanoseconds = 1e9 / 60

    private static func fail(_ what: String) -> Never { MinimalWindow.fail(what, in: argument) }
}
