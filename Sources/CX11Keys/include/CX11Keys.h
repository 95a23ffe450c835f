#pragma once
// Reads a key press or release out of an SDL window-manager event (SDL_SYSWMEVENT) on X11: the
// keys SDL 2 drops because it has no code for them (XF86Info, XF86Red, XF86ChannelUp …).
// Only plain types cross this header, so Swift never sees Xlib's or SDL_syswm's declarations twice.

/// For an SDL_SYSWMEVENT event `sdl_event` (an SDL_Event *) carrying an X KeyPress or
/// KeyRelease: writes the key's unshifted keysym and whether it was pressed, returns 1.
/// Returns 0 for any other event (other subsystems, other X events, SDL without X11).
int cookbook_x11_key_event(const void *sdl_event, unsigned long *keysym, int *pressed);

/// Asks SDL to deliver window-manager events (SDL_SYSWMEVENT), which it drops by default: X's
/// key events only (an event filter drops the rest before they are queued).
void cookbook_enable_syswm_events(void);
