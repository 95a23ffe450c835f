/// Which drawing path a live ``SDLWindow`` uses (`cookbook --renderer auto|gpu|software`).
///
/// - ``auto``: SDL's accelerated renderer where it is a real GPU; where it is a software
///   rasteriser behind an OpenGL name (Mesa's llvmpipe, softpipe or swrast, as under Xvfb or in
///   a virtual machine), or where no accelerated renderer exists, the ``software`` path.
/// - ``gpu``: SDL's accelerated renderer whatever it runs on (the software path when there is none).
/// - ``software``: our damage-tracked rasteriser drawing straight into the window's surface, each
///   frame presenting only the rectangle that changed (`SDL_UpdateWindowSurfaceRects`).
public enum RendererChoice: String, Sendable, CaseIterable {
    case auto
    case gpu
    case software
}
