#pragma once
// What SDL 2 does not do for us on X11: the remote's keys it drops because it has no code for
// them (XF86Info, XF86Red, XF86ChannelUp …), read from X's own key events, and a wait on the X
// connection that does not pump every event source first. Only plain types cross this header,
// so Swift never sees Xlib's or SDL_syswm's declarations twice.

/// The first of the key codes given to those keys: SDL's scancode mask with scancode 480 and up,
/// which SDL 2 never assigns (its last scancode is 290). In order from it: Channel up, Channel
/// down, Info, red, green, yellow, blue (SDLBackend's `KeyMap` reads them back).
enum { COOKBOOK_PRIVATE_KEYCODE_BASE = (1 << 30) | 480 };

/// Asks SDL for X's events (SDL_SYSWMEVENT, which it drops by default) and installs an event
/// filter that turns a key event of one of those keys into an ordinary SDL_KEYDOWN/SDL_KEYUP
/// with its key code above (Select as SDLK_SELECT), in the order X delivered it, with a second
/// press before a release marked a repeat; every other window-manager event is dropped before
/// it is queued. Call once SDL's video is up, under SDL's lock.
void cookbook_enable_x11_remote_keys(void);

/// Receives every key press and release X delivers to the window, before SDL sees it: `pressed`,
/// X's keysym, hardware keycode, modifier state and time, and the text it types (UTF-8, empty for
/// none). The accessibility bridge forwards them to AT-SPI (Orca's key echo and commands).
typedef void (*cookbook_x11_key_observer)(int pressed, unsigned long keysym, unsigned int keycode, unsigned int state,
                                          unsigned long time, const char *text);

/// Sets the key observer (NULL: none). Call under SDL's lock.
void cookbook_set_x11_key_observer(cookbook_x11_key_observer observer);

struct SDL_Window;

/// Sleeps until SDL's X connection of `window`, or one of the `extra_count` (at most 60)
/// descriptors in `extra`, has something to read, or `timeout_ns` nanoseconds pass, without
/// pumping SDL's event sources (buffered requests are flushed first). Returns 1 when the X
/// connection has something (or Xlib had already read events, or a signal came), 2 + i when
/// `extra[i]` has, 0 on timeout, -1 when the window is not on X11 (the caller then waits through
/// SDL). Call under SDL's lock.
int cookbook_x11_wait(struct SDL_Window *window, const int *extra, int extra_count, long long timeout_ns);
