#include "CX11Keys.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int cookbook_x11_key_event(const void *sdl_event, unsigned long *keysym, int *pressed) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *e = (const SDL_Event *)sdl_event;
    if (e->type != SDL_SYSWMEVENT || e->syswm.msg == NULL) return 0;
    const SDL_SysWMmsg *msg = e->syswm.msg;
    if (msg->subsystem != SDL_SYSWM_X11) return 0;
    XEvent x = msg->msg.x11.event;
    if (x.type != KeyPress && x.type != KeyRelease) return 0;
    *keysym = (unsigned long)XLookupKeysym(&x.xkey, 0);
    *pressed = x.type == KeyPress;
    return 1;
#else
    (void)sdl_event; (void)keysym; (void)pressed;
    return 0;
#endif
}

/* Keeps only X's key events among the window-manager events: every other X event (motion,
   properties, focus) would otherwise be queued twice and wake an idle window for nothing. */
static int keep_key_events(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT) return 1;
    unsigned long keysym;
    int pressed;
    return cookbook_x11_key_event(event, &keysym, &pressed);
}

void cookbook_enable_syswm_events(void) {
    SDL_SetEventFilter(keep_key_events, NULL);
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
}
