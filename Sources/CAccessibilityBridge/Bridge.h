#pragma once
// What the bridge's three files share: the element object (AccessibleObject.c), the tree applied
// to those objects (TreeDiff.c), and the thread, the AtkUtil hooks and the app's side
// (AccessibilityBridge.c). Everything here is used on the bridge's thread only, but the request
// queue (cab_queue_request), which is locked.
#include <atk/atk.h>
#include <stdint.h>
#include "CAccessibilityBridge.h"

/// A tree handed over by the app (cab_publish), copied.
typedef struct {
    cab_element *elements;
    int32_t count;
    char *strings;
    char *title;
    int32_t window_x, window_y;
    int active;
} Snapshot;

/// Which interfaces beside AtkComponent an element's object offers (one GType per mix).
#define MASK_ACTION 1u
#define MASK_TEXT 2u
#define MASK_VALUE 4u
#define MASK_WINDOW 8u
#define MASKS 16

/// One element's object: what the last tree said of it, and its children.
typedef struct {
    AtkObject parent;
    char *key, *name, *description, *value;
    int32_t kind;                  // cab_role_*, or -1 for the application
    uint32_t states, mask;
    int32_t position, count;
    double x, y, width, height;
    GPtrArray *children;           // FcObject*, each referenced
    AtkObject *up;                 // the parent, not referenced (it outlives its children here)
    int index;
    int defunct;                   // gone from the tree (an AT's reference reads it so)
} FcObject;

#define FC(o) ((FcObject *)(o))
#define IS_FC(o) (G_TYPE_CHECK_INSTANCE_TYPE((o), cab_object_type()))

// AccessibleObject.c
/// The base type of the elements' objects (AtkObject with AtkComponent).
GType cab_object_type(void);
/// A new object offering the interfaces of `mask`, for an element of role `kind` (-1: the application).
FcObject *cab_new_object(uint32_t mask, int32_t kind, const char *key);
/// The interfaces an element's role and value call for.
uint32_t cab_mask_for(const cab_element *e);
/// `s`, or "" for NULL.
const char *cab_or_empty(const char *s);
/// Sets a string field to a copy of `value`, returning whether it changed.
int cab_set_string(char **field, const char *value);
/// The characters of a field's text (or a label's words).
int cab_character_count(FcObject *f);

// TreeDiff.c
/// The application object, its one window, and the elements of the last tree by key.
extern FcObject *cab_application, *cab_window;
extern GHashTable *cab_objects;
/// The window's origin on the screen (screen coordinates of the extents).
extern double cab_window_x, cab_window_y;
/// Makes the objects match a new tree, raising the events for what changed.
void cab_apply(Snapshot *s);

// AccessibilityBridge.c
/// Queues what an assistive technology asked of the element `key` and wakes the app.
void cab_queue_request(int kind, const char *key);
