#pragma once
// By its SDL2/ path: the module map carries no pkg-config include flags (SDL's own headers
// include each other relative to this folder).
#include <SDL2/SDL.h>
