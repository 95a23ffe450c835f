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

/// Moves `width` × `height` pixels of `window` from (`src_x`, `src_y`) to (`dst_x`, `dst_y`) on
/// the X server itself (`XCopyArea` of the window onto itself, as X toolkits scroll): the server
/// moves pixels it already shows, and the client pushes only what changed besides. The request
/// is queued on SDL's own connection, so SDL's next surface update sends it ahead of its pixels
/// and waits for both. A source the server could not read (covered by another window or off
/// the screen) is reported by X (`GraphicsExpose`); the event filter
/// `cookbook_enable_x11_remote_keys` installs turns the report into SDL's window-exposed event,
/// after which the whole surface is pushed. Returns 1 when queued, 0 when the window is not on X11 or no graphics
/// context could be made (the caller then pushes the moved pixels itself). Call under SDL's lock.
int cookbook_x11_copy_area(struct SDL_Window *window, int src_x, int src_y, int width, int height, int dst_x, int dst_y);


/// Whether `window` shows on an X server (SDL's X11 video driver), where
/// `cookbook_x11_copy_area` can move its pixels. Call under SDL's lock.
int cookbook_x11_window(struct SDL_Window *window);
