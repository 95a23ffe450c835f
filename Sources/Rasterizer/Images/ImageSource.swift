/// Where a ``PixelRenderer`` gets the images a display list names: a platform's image decoder
/// over an asset folder (SDLBackend's decodes `Assets/Images/NAME.png` with SDL_image).
public protocol ImageSource: AnyObject {
    /// The decoded image `name` (ARGB8888, straight alpha); nil when there is no such image or
    /// it cannot be read (the renderer then draws a placeholder).
    func image(named name: String) -> PixelRaster?
}
