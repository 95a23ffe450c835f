#include "CX11Keys.h"
#include "X11Internal.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

/* Scrolling on the X server. The window's surface is a shared-memory image the server reads on
   every present; moving its pixels on the client as well writes lines the server's core has
   just read, which costs several times a plain memmove (measured: docs/performance.md). A copy
   on the server moves what it already shows, and the client pushes only the strips that
   scrolled into view and what changed besides. */

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>

/* The graphics context the copies use, made for one window of one connection; made again when
   SDL's window or connection changes (a window made again). One window at a time: the app has
   one, and a report of a lost copy is matched to the window the context was last made for. Each
   copy also brings a NoExpose event, which the event filter drops as SDL pumps (it reaches the
   queue with SDL's own XSync, so it wakes no wait of its own). */
static Display *gc_display;
static Window gc_window;
static Uint32 gc_window_id;
static GC gc;

int cookbook_x11_copy_area(SDL_Window *window, int src_x, int src_y, int width, int height, int dst_x, int dst_y) {
    if (window == NULL || width <= 0 || height <= 0) return 0;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = info.info.x11.display;
    Window xwindow = info.info.x11.window;
    if (display == NULL || xwindow == 0) return 0;
    if (gc == NULL || gc_display != display || gc_window != xwindow) {
        if (gc != NULL && gc_display == display) XFreeGC(display, gc);
        /* Exposures on: a source the server cannot read is reported (GraphicsExpose), and the
           event filter makes the report an expose of the window. */
        XGCValues values;
        values.graphics_exposures = True;
        values.subwindow_mode = ClipByChildren;
        gc = XCreateGC(display, xwindow, GCGraphicsExposures | GCSubwindowMode, &values);
        gc_display = display;
        gc_window = xwindow;
        gc_window_id = SDL_GetWindowID(window);
        if (gc == NULL) return 0;
    }
    XCopyArea(display, xwindow, xwindow, gc, src_x, src_y, (unsigned)width, (unsigned)height, dst_x, dst_y);
    return 1;
}

Uint32 cookbook_x11_copied_window(unsigned long drawable) {
    return gc != NULL && drawable == gc_window ? gc_window_id : 0;
}

int cookbook_x11_window(SDL_Window *window) {
    if (window == NULL) return 0;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    return SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL;
}
#else
int cookbook_x11_copy_area(SDL_Window *window, int src_x, int src_y, int width, int height, int dst_x, int dst_y) {
    (void)window; (void)src_x; (void)src_y; (void)width; (void)height; (void)dst_x; (void)dst_y;
    return 0;
}

Uint32 cookbook_x11_copied_window(unsigned long drawable) {
    (void)drawable;
    return 0;
}

int cookbook_x11_window(SDL_Window *window) {
    (void)window;
    return 0;
}
#endif
