import CSDL2

/// A one-line error from the SDL backend, naming what failed and SDL's own reason.
public struct SDLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The whole message, suitable for printing on one line.
    public let message: String

    /// An error with a message of its own.
    public init(_ message: String) { self.message = message }

    /// An error for a failed SDL call, with `SDL_GetError()` appended when it says anything.
    public static func sdl(_ what: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(reason.isEmpty ? what : "\(what): \(reason)")
    }

    public var description: String { message }
}
