#pragma once
// Xlib, for what SDL does not tell: whether a window manager runs on the window's X server.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
