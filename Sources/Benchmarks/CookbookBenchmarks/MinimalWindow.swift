import CSDL2
import Foundation

/// The `start:` baseline: the least an SDL program does to show a frame in the same window the
/// app opens (1920×1080, resizable, HiDPI-aware, accelerated vsynced renderer else software),
/// run as `cookbook-bench --minimal-window`, a process of its own.
enum MinimalWindow {
    /// The argument that turns `cookbook-bench` into the minimal program.
    static let argument = "--minimal-window"

    /// Opens the window, clears and presents one frame, says so on stdout, and exits.
    static func run() -> Never {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fail("SDL_Init") }
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        let centred = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        guard let window = SDL_CreateWindow("FocusCookbook", centred, centred, 1920, 1080, flags) else { fail("SDL_CreateWindow") }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else { fail("SDL_CreateRenderer") }
        SDL_SetRenderDrawColor(renderer, 30, 30, 30, 255)
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
        FileHandle.standardOutput.write(Data("minimal: first frame presented\n".utf8))
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
        exit(0)
    }

    /// Reports an SDL call that failed, with SDL's reason, as the baseline program `program`
    /// (``argument`` or ``MinimalLoop/argument``), and exits 2.
    static func fail(_ what: String, in program: String = argument) -> Never {
        FileHandle.standardError.write(Data("cookbook-bench \(program): \(what) failed: \(String(cString: SDL_GetError()))\n".utf8))
        exit(2)
    }
}
