#pragma once
/* Shared between the event filter (X11Keys.c) and the server-side copies (X11Copy.c). */
#include <SDL2/SDL.h>

/// The SDL id of the window whose X window `drawable` is, when copies were made on it
/// (`cookbook_x11_copy_area`); 0 for any other drawable.
Uint32 cookbook_x11_copied_window(unsigned long drawable);
