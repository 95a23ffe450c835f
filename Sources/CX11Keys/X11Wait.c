#define _GNU_SOURCE
#include "CX11Keys.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <errno.h>
#include <poll.h>
#include <time.h>

/* Sleeping on SDL's X connection itself. SDL_WaitEventTimeout pumps every event source twice
   before it sleeps (an X read, the joystick hot-plug monitors); with joysticks open it pumps every
   millisecond instead of sleeping. A poll on the connection's socket, the wake descriptor and the
   joysticks' device files sleeps until one of them has something, and costs nothing before. */
int cookbook_x11_wait(SDL_Window *window, const int *extra, int extra_count, long long timeout_ns) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (window == NULL || extra_count < 0 || extra_count > 60) return -1;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    Display *display = info.info.x11.display;
    if (display == NULL) return -1;
    /* Events Xlib already read (a reply's read takes the events before it along). */
    if (XEventsQueued(display, QueuedAlready) > 0) return 1;
    /* Requests still buffered must reach the server before sleeping on its answers. */
    XFlush(display);
    if (XEventsQueued(display, QueuedAlready) > 0) return 1;
    struct pollfd fds[61];
    fds[0].fd = ConnectionNumber(display);
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    for (int i = 0; i < extra_count; i++) {
        fds[i + 1].fd = extra[i];
        fds[i + 1].events = POLLIN;
        fds[i + 1].revents = 0;
    }
    if (timeout_ns < 0) timeout_ns = 0;
    struct timespec ts = { (time_t)(timeout_ns / 1000000000LL), (long)(timeout_ns % 1000000000LL) };
    int r = ppoll(fds, (nfds_t)(extra_count + 1), &ts, NULL);
    if (r > 0) {
        if (fds[0].revents != 0) return 1;
        for (int i = 0; i < extra_count; i++) if (fds[i + 1].revents != 0) return 2 + i;
        return 1;
    }
    if (r == 0) return 0;
    /* A signal (a quit request) wakes the loop to look. */
    return errno == EINTR ? 1 : -1;
#else
    (void)window; (void)extra; (void)extra_count; (void)timeout_ns;
    return -1;
#endif
}
