#pragma once
// By its SDL2/ path: the module map carries no pkg-config include flags.
#include <SDL2/SDL_ttf.h>
