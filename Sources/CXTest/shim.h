#pragma once
// X11 and its XTest extension: real X input for `make bench`'s `live:` rows.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
