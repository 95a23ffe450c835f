#include "CX11Keys.h"
#include "X11Internal.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <string.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/XF86keysym.h>
#include <X11/keysym.h>
#include <X11/Xutil.h>

/* The key code a keysym gets, -1 for keysyms SDL handles itself. */
static int code_for(unsigned long keysym) {
    switch (keysym) {
    /* XF86XK_ChannelUp, ChannelDown and Info are _EVDEVK(KEY_…) = 0x10081000 + the kernel's
       code; the header undefines _EVDEVK after use, so their values are written out. */
    case 0x10081000 + 0x192: return COOKBOOK_PRIVATE_KEYCODE_BASE + 0;
    case 0x10081000 + 0x193: return COOKBOOK_PRIVATE_KEYCODE_BASE + 1;
    case 0x10081000 + 0x166: return COOKBOOK_PRIVATE_KEYCODE_BASE + 2;
    case XF86XK_Red: return COOKBOOK_PRIVATE_KEYCODE_BASE + 3;
    case XF86XK_Green: return COOKBOOK_PRIVATE_KEYCODE_BASE + 4;
    case XF86XK_Yellow: return COOKBOOK_PRIVATE_KEYCODE_BASE + 5;
    case XF86XK_Blue: return COOKBOOK_PRIVATE_KEYCODE_BASE + 6;
    case XF86XK_Select: case XK_Select: return SDLK_SELECT;
    default: return -1;
    }
}

static cookbook_x11_key_observer key_observer;

/* The code each X keycode went down with (0: up): a release is matched by keycode, because a
   tool that maps a spare keycode for one press (xdotool) may have unmapped it by then. */
static int held[256];

static int translate(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT) return 1;
    const SDL_SysWMmsg *msg = event->syswm.msg;
    if (msg == NULL || msg->subsystem != SDL_SYSWM_X11) return 0;
    XEvent x = msg->msg.x11.event;
    /* A server-side copy (X11Copy.c) whose source the server could not read: the window's
       pixels there are unknown, as after an expose, and are pushed whole. The last report of
       a copy (count 0) becomes SDL's window-exposed event; the others are dropped. */
    if (x.type == GraphicsExpose) {
        Uint32 id = cookbook_x11_copied_window(x.xgraphicsexpose.drawable);
        if (id == 0 || x.xgraphicsexpose.count != 0) return 0;
        SDL_Event exposed;
        memset(&exposed, 0, sizeof exposed);
        exposed.type = SDL_WINDOWEVENT;
        exposed.window.timestamp = event->common.timestamp;
        exposed.window.windowID = id;
        exposed.window.event = SDL_WINDOWEVENT_EXPOSED;
        *event = exposed;
        return 1;
    }
    if (x.type != KeyPress && x.type != KeyRelease) return 0;
    unsigned int keycode = x.xkey.keycode & 0xFF;
    int pressed = x.type == KeyPress;
    if (key_observer) {
        char text[16] = { 0 };
        KeySym keysym = 0;
        int length = XLookupString(&x.xkey, text, (int)sizeof text - 1, &keysym, NULL);
        text[length > 0 ? length : 0] = 0;
        key_observer(pressed, (unsigned long)keysym, keycode, x.xkey.state, (unsigned long)x.xkey.time, text);
    }
    int code = code_for((unsigned long)XLookupKeysym(&x.xkey, 0));
    if (!pressed && held[keycode] != 0) code = held[keycode];
    if (code < 0) return 0;
    int repeat = pressed && held[keycode] == code;
    held[keycode] = pressed ? code : 0;
    SDL_Event key;
    memset(&key, 0, sizeof key);
    key.type = pressed ? SDL_KEYDOWN : SDL_KEYUP;
    key.key.timestamp = event->common.timestamp;
    SDL_Window *focus = SDL_GetKeyboardFocus();
    key.key.windowID = focus ? SDL_GetWindowID(focus) : 0;
    key.key.state = pressed ? SDL_PRESSED : SDL_RELEASED;
    key.key.repeat = (Uint8)repeat;
    key.key.keysym.sym = code;
    key.key.keysym.scancode = SDL_SCANCODE_UNKNOWN;
    key.key.keysym.mod = (Uint16)SDL_GetModState();
    *event = key;
    return 1;
}
#endif

void cookbook_set_x11_key_observer(cookbook_x11_key_observer observer) {
#if defined(SDL_VIDEO_DRIVER_X11)
    key_observer = observer;
#else
    (void)observer;
#endif
}

void cookbook_enable_x11_remote_keys(void) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SetEventFilter(translate, NULL);
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
#endif
}
