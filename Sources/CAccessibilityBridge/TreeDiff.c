// Applying a tree the app published to the ATK objects: one object per element key, kept while
// the key stays, so an assistive technology's references stay valid; the events Orca follows are
// raised for what changed (names, descriptions, values and text, children added and removed,
// states with focus leaving before it lands, the window's activation). Bridge thread only.
#include <atk/atk.h>
#include <string.h>
#include "Bridge.h"

FcObject *cab_application, *cab_window;
GHashTable *cab_objects;
double cab_window_x, cab_window_y;


static void notify_states(FcObject *f, uint32_t before, uint32_t after) {
    static const struct { uint32_t bit; AtkStateType state; } watched[] = {
        { cab_state_focused, ATK_STATE_FOCUSED }, { cab_state_checked, ATK_STATE_CHECKED },
        { cab_state_selected, ATK_STATE_SELECTED }, { cab_state_showing, ATK_STATE_SHOWING },
        { cab_state_active, ATK_STATE_ACTIVE },
    };
    for (size_t i = 0; i < sizeof watched / sizeof watched[0]; i++) {
        uint32_t bit = watched[i].bit;
        if ((before ^ after) & bit) atk_object_notify_state_change(ATK_OBJECT(f), watched[i].state, (after & bit) != 0);
    }
}

// Replaces a parent's children, raising children-changed for each one removed and added.
static void set_children(FcObject *parent, GPtrArray *next) {
    GPtrArray *old = parent->children;
    int changed = old->len != next->len;
    for (guint i = 0; !changed && i < old->len; i++) changed = g_ptr_array_index(old, i) != g_ptr_array_index(next, i);
    if (!changed) { g_ptr_array_unref(next); return; }
    parent->children = next;
    for (guint i = 0; i < next->len; i++) {
        FcObject *c = g_ptr_array_index(next, i);
        c->up = ATK_OBJECT(parent);
        c->index = (int)i;
    }
    for (guint i = old->len; i-- > 0;) {
        FcObject *c = g_ptr_array_index(old, i);
        guint at;
        if (!g_ptr_array_find(next, c, &at)) g_signal_emit_by_name(parent, "children-changed::remove", i, c);
    }
    for (guint i = 0; i < next->len; i++) {
        FcObject *c = g_ptr_array_index(next, i);
        guint at;
        if (!g_ptr_array_find(old, c, &at)) g_signal_emit_by_name(parent, "children-changed::add", i, c);
    }
    g_ptr_array_unref(old);
}

// A field's text went from `before` to `after`: what was taken out and put in between their
// common start and end is raised with its text (what Orca echoes as typed or deleted), then the
// caret, which stands after what was put in.
static void text_changed(FcObject *f, const char *before, const char *after) {
    glong old_length = g_utf8_strlen(before, -1), new_length = g_utf8_strlen(after, -1);
    glong start = 0;
    const char *a = before, *b = after;
    while (start < old_length && start < new_length && g_utf8_get_char(a) == g_utf8_get_char(b)) {
        a = g_utf8_next_char(a); b = g_utf8_next_char(b); start++;
    }
    glong end = 0; // characters in common at the end, after `start`
    while (end < old_length - start && end < new_length - start
           && g_utf8_get_char(g_utf8_offset_to_pointer(before, old_length - 1 - end))
              == g_utf8_get_char(g_utf8_offset_to_pointer(after, new_length - 1 - end))) end++;
    glong removed = old_length - start - end, added = new_length - start - end;
    if (removed > 0) {
        gchar *text = g_utf8_substring(before, start, start + removed);
        g_signal_emit_by_name(f, "text-remove", (gint)start, (gint)removed, text);
        g_free(text);
    }
    if (added > 0) {
        gchar *text = g_utf8_substring(after, start, start + added);
        g_signal_emit_by_name(f, "text-insert", (gint)start, (gint)added, text);
        g_free(text);
    }
    g_signal_emit_by_name(f, "text-caret-moved", (gint)(start + added));
}

void cab_apply(Snapshot *s) {
    cab_window_x = s->window_x;
    cab_window_y = s->window_y;
    if (cab_set_string(&cab_window->name, s->title)) g_object_notify(G_OBJECT(cab_window), "accessible-name");
    uint32_t window_states = cab_state_showing | (s->active ? cab_state_active : 0);
    uint32_t window_before = cab_window->states;
    cab_window->states = window_states;
    if ((window_before ^ window_states) & cab_state_active)
        g_signal_emit_by_name(cab_window, s->active ? "activate" : "deactivate");
    notify_states(cab_window, window_before, window_states);

    GHashTable *next = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, g_object_unref);
    FcObject **made = g_new0(FcObject *, s->count > 0 ? s->count : 1);
    uint32_t *before = g_new0(uint32_t, s->count > 0 ? s->count : 1);
    int *fresh = g_new0(int, s->count > 0 ? s->count : 1);
    GPtrArray **kids = g_new0(GPtrArray *, s->count + 1); // [0]: the window's, [i + 1]: element i's
    kids[0] = g_ptr_array_new_with_free_func(g_object_unref);
    for (int32_t i = 0; i < s->count; i++) {
        const cab_element *e = &s->elements[i];
        const char *key = s->strings + e->key;
        uint32_t mask = cab_mask_for(e);
        FcObject *f = g_hash_table_lookup(cab_objects, key);
        // An element that changed what it is becomes a new object (its interfaces differ).
        if (f && (f->mask != mask || f->kind != e->role || g_hash_table_contains(next, key))) f = NULL;
        if (f) { g_object_ref(f); g_hash_table_steal(cab_objects, key); g_object_unref(f); }
        else { f = cab_new_object(mask, e->role, key); fresh[i] = 1; }
        made[i] = f;
        g_hash_table_insert(next, f->key, f);
        before[i] = fresh[i] ? 0 : f->states;
        int renamed = cab_set_string(&f->name, s->strings + e->name);
        int described = cab_set_string(&f->description, e->description == CAB_NO_STRING ? NULL : s->strings + e->description);
        char *old_text = f->kind == cab_role_entry && !fresh[i] ? g_strdup(cab_or_empty(f->value)) : NULL;
        int revalued = cab_set_string(&f->value, e->value == CAB_NO_STRING ? NULL : s->strings + e->value);
        f->states = e->states;
        f->position = e->position; f->count = e->count;
        f->x = e->x; f->y = e->y; f->width = e->width; f->height = e->height;
        if (!fresh[i]) {
            if (renamed) g_object_notify(G_OBJECT(f), "accessible-name");
            if (described) g_object_notify(G_OBJECT(f), "accessible-description");
            if (revalued && (mask & MASK_VALUE)) g_object_notify(G_OBJECT(f), "accessible-value");
            if (revalued && old_text) text_changed(f, old_text, cab_or_empty(f->value));
        }
        g_free(old_text);
        kids[i + 1] = g_ptr_array_new_with_free_func(g_object_unref);
        int32_t p = e->parent;
        GPtrArray *into = (p >= 0 && p < i) ? kids[p + 1] : kids[0];
        g_ptr_array_add(into, g_object_ref(f));
    }
    // What is left of the last tree is gone: defunct, out of its parent (children-changed::remove).
    GHashTableIter it;
    gpointer k, v;
    g_hash_table_iter_init(&it, cab_objects);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        FcObject *gone = v;
        // (Focus leaving it is not raised: it is gone, and focus landing elsewhere says enough.)
        gone->states = 0;
        gone->defunct = 1; // (a reference an AT still holds reads as defunct; its removal was raised on its parent)
    }
    set_children(cab_window, kids[0]);
    for (int32_t i = 0; i < s->count; i++) set_children(made[i], kids[i + 1]);
    g_hash_table_iter_init(&it, cab_objects);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        FcObject *gone = v;
        g_ptr_array_set_size(gone->children, 0);
        gone->up = NULL;
    }
    g_hash_table_unref(cab_objects);
    cab_objects = next;
    // States last, losses first: focus leaves one element before it lands on the next. A new
    // element raises only its focus (its other states are read with it).
    for (int pass = 0; pass < 2; pass++)
        for (int32_t i = 0; i < s->count; i++) {
            uint32_t now = made[i]->states, was = before[i];
            if (fresh[i]) now &= cab_state_focused;
            if (pass == 0) notify_states(made[i], was, was & now);
            else notify_states(made[i], was & now, now);
        }
    g_free(made); g_free(before); g_free(fresh); g_free(kids);
}

