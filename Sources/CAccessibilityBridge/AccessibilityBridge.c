// The app's accessibility tree as ATK objects, served over AT-SPI by the at-spi2-atk bridge.
//
// Everything ATK, GLib and D-Bus happens on one thread, running GLib's default main context (the
// bridge attaches its D-Bus connections there). The app's thread only copies a tree into a slot
// (cab_publish) and reads atomics; the bridge's thread diffs each tree against the last one,
// keeping one object per element key so an assistive technology's references stay valid, and
// raises the events Orca follows (focus and other state changes, names, children added and
// removed, the window's activation).
#include <atk/atk.h>
#include <gio/gio.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CAccessibilityBridge.h"

// at-spi2-atk's entry point (atk-bridge.h, libatk-bridge-2.0), declared here so only ATK's and
// GLib's include paths are needed: it registers the application with the AT-SPI registry.
int atk_bridge_adaptor_init(int *argc, char **argv[]);

// ---------------------------------------------------------------------------------------------
// Shared between the app's thread and the bridge's

static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;

typedef struct {
    cab_element *elements;
    int32_t count;
    char *strings;
    char *title;
    int32_t window_x, window_y;
    int active;
} Snapshot;

static Snapshot *pending;          // the newest tree not yet applied (slot_lock)
static int apply_scheduled;        // an idle source will apply `pending` (slot_lock)

#define REQUESTS 32                // an AT asks one thing at a time; a burst beyond this is dropped
static struct { int kind; char *key; } requests[REQUESTS];
static int request_head, request_count; // (slot_lock)

static char status_reason[256];    // (slot_lock)
static atomic_int status = cab_status_off;
static atomic_int screen_reader;
static atomic_int started;
static void (*wake_app)(void);
static char *app_name, *toolkit_version;

static void set_status(int value, const char *reason) {
    pthread_mutex_lock(&slot_lock);
    snprintf(status_reason, sizeof status_reason, "%s", reason ? reason : "");
    pthread_mutex_unlock(&slot_lock);
    atomic_store(&status, value);
    if (wake_app) wake_app();
}

static void free_snapshot(Snapshot *s) {
    if (!s) return;
    free(s->elements); free(s->strings); free(s->title); free(s);
}

// ---------------------------------------------------------------------------------------------
// The ATK object of one element (also the application and the window)

#define MASK_ACTION 1u
#define MASK_TEXT 2u
#define MASK_VALUE 4u
#define MASK_WINDOW 8u
#define MASKS 16

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
    int defunct;
    int seen;                      // in the tree being applied
} FcObject;

typedef struct { AtkObjectClass parent_class; } FcObjectClass;

static GType fc_types[MASKS];
static GType fc_base_type(void);
#define FC(o) ((FcObject *)(o))
#define IS_FC(o) (G_TYPE_CHECK_INSTANCE_TYPE((o), fc_base_type()))

static FcObject *application, *window;
static double window_x, window_y;  // the window's origin on the screen (bridge thread)
static GHashTable *objects;        // key → FcObject* (bridge thread), the elements of the last tree

static const char *or_empty(const char *s) { return s ? s : ""; }

static const gchar *fc_get_name(AtkObject *o) { return or_empty(FC(o)->name); }
static const gchar *fc_get_description(AtkObject *o) { return or_empty(FC(o)->description); }
static AtkObject *fc_get_parent(AtkObject *o) { return FC(o)->up; }
static gint fc_get_n_children(AtkObject *o) { return (gint)FC(o)->children->len; }
static gint fc_get_index_in_parent(AtkObject *o) { return FC(o)->up ? FC(o)->index : -1; }

static AtkObject *fc_ref_child(AtkObject *o, gint i) {
    GPtrArray *c = FC(o)->children;
    if (i < 0 || (guint)i >= c->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(c, i)));
}

static AtkStateSet *fc_ref_state_set(AtkObject *o) {
    FcObject *f = FC(o);
    AtkStateSet *set = atk_state_set_new();
    if (f->defunct) { atk_state_set_add_state(set, ATK_STATE_DEFUNCT); return set; }
    atk_state_set_add_state(set, ATK_STATE_ENABLED);
    atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    static const struct { uint32_t bit; AtkStateType state; } map[] = {
        { cab_state_focusable, ATK_STATE_FOCUSABLE }, { cab_state_focused, ATK_STATE_FOCUSED },
        { cab_state_selected, ATK_STATE_SELECTED }, { cab_state_checked, ATK_STATE_CHECKED },
        { cab_state_checkable, ATK_STATE_CHECKABLE }, { cab_state_editable, ATK_STATE_EDITABLE },
        { cab_state_showing, ATK_STATE_SHOWING }, { cab_state_showing, ATK_STATE_VISIBLE },
        { cab_state_modal, ATK_STATE_MODAL }, { cab_state_active, ATK_STATE_ACTIVE },
        { cab_state_selectable, ATK_STATE_SELECTABLE },
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (f->states & map[i].bit) atk_state_set_add_state(set, map[i].state);
    if (f->kind == cab_role_entry) atk_state_set_add_state(set, ATK_STATE_SINGLE_LINE);
    return set;
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, char *value) {
    AtkAttribute *a = g_new(AtkAttribute, 1);
    a->name = g_strdup(name);
    a->value = value;
    return g_slist_append(set, a);
}

// ARIA's position attributes, which Orca reads as "3 of 11", and value text; the toolkit.
static AtkAttributeSet *fc_get_attributes(AtkObject *o) {
    FcObject *f = FC(o);
    AtkAttributeSet *set = NULL;
    if (f->position > 0 && f->count > 0) {
        set = add_attribute(set, "posinset", g_strdup_printf("%d", f->position));
        set = add_attribute(set, "setsize", g_strdup_printf("%d", f->count));
    }
    // ARIA's value text, which Orca reads for a slider ("4 stars" rather than "4").
    if (f->value && (f->mask & MASK_VALUE)) set = add_attribute(set, "valuetext", g_strdup(f->value));
    return add_attribute(set, "toolkit", g_strdup("FocusCookbook"));
}

static void queue_request(int kind, const char *key) {
    if (!key) return;
    pthread_mutex_lock(&slot_lock);
    if (request_count < REQUESTS) {
        int at = (request_head + request_count) % REQUESTS;
        requests[at].kind = kind;
        requests[at].key = strdup(key);
        request_count++;
    }
    pthread_mutex_unlock(&slot_lock);
    if (wake_app) wake_app();
}

// AtkComponent: where it is (in window or screen coordinates) and taking focus.
static void fc_get_extents(AtkComponent *c, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
    FcObject *f = FC(c);
    double dx = 0, dy = 0;
    if (type == ATK_XY_SCREEN) { dx = window_x; dy = window_y; }
    else if (type == ATK_XY_PARENT && f->up && IS_FC(f->up)) { dx = -FC(f->up)->x; dy = -FC(f->up)->y; }
    if (x) *x = (gint)(f->x + dx + 0.5);
    if (y) *y = (gint)(f->y + dy + 0.5);
    if (width) *width = (gint)(f->width + 0.5);
    if (height) *height = (gint)(f->height + 0.5);
}

static gboolean fc_grab_focus(AtkComponent *c) {
    if (FC(c)->defunct || !(FC(c)->states & cab_state_focusable)) return FALSE;
    queue_request(cab_request_focus, FC(c)->key);
    return TRUE;
}

static AtkObject *fc_ref_accessible_at_point(AtkComponent *c, gint x, gint y, AtkCoordType type) {
    FcObject *f = FC(c);
    for (guint i = f->children->len; i-- > 0;) {
        FcObject *child = g_ptr_array_index(f->children, i);
        gint cx, cy, cw, ch;
        fc_get_extents(ATK_COMPONENT(child), &cx, &cy, &cw, &ch, type);
        if (x >= cx && y >= cy && x < cx + cw && y < cy + ch) {
            AtkObject *inner = fc_ref_accessible_at_point(ATK_COMPONENT(child), x, y, type);
            return inner ? inner : g_object_ref(ATK_OBJECT(child));
        }
    }
    return NULL;
}

static void fc_component_init(AtkComponentIface *iface) {
    iface->get_extents = fc_get_extents;
    iface->grab_focus = fc_grab_focus;
    iface->ref_accessible_at_point = fc_ref_accessible_at_point;
}

// AtkAction: one action, the one Return or the remote's Select does.
static gint fc_get_n_actions(AtkAction *a) { (void)a; return 1; }
static const gchar *fc_action_name(AtkAction *a, gint i) {
    if (i != 0) return NULL;
    switch (FC(a)->kind) {
    case cab_role_toggle_button: return "toggle";
    case cab_role_entry: return "activate";
    default: return "click";
    }
}
static gboolean fc_do_action(AtkAction *a, gint i) {
    if (i != 0 || FC(a)->defunct) return FALSE;
    queue_request(cab_request_activate, FC(a)->key);
    return TRUE;
}
static void fc_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fc_get_n_actions;
    iface->get_name = fc_action_name;
    iface->get_localized_name = fc_action_name;
    iface->do_action = fc_do_action;
}

// AtkText: a field's contents, or a label's words (what Orca's flat review and say-all read).
static const char *fc_text_of(FcObject *f) { return f->kind == cab_role_entry ? or_empty(f->value) : or_empty(f->name); }
static gint fc_character_count(AtkText *t) { return (gint)g_utf8_strlen(fc_text_of(FC(t)), -1); }
static gchar *fc_get_text(AtkText *t, gint start, gint end) {
    const char *s = fc_text_of(FC(t));
    glong length = g_utf8_strlen(s, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    return g_utf8_substring(s, start, end);
}
static gint fc_caret_offset(AtkText *t) { return FC(t)->kind == cab_role_entry ? fc_character_count(t) : 0; }
static gunichar fc_character_at_offset(AtkText *t, gint offset) {
    const char *s = fc_text_of(FC(t));
    if (offset < 0 || offset >= g_utf8_strlen(s, -1)) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(s, offset));
}
static void fc_text_init(AtkTextIface *iface) {
    iface->get_text = fc_get_text;
    iface->get_character_count = fc_character_count;
    iface->get_caret_offset = fc_caret_offset;
    iface->get_character_at_offset = fc_character_at_offset;
}

// AtkValue: the element's value as words ("4 stars", "30 minutes"), and as a number when it starts with one.
static void fc_value_and_text(AtkValue *v, gdouble *value, gchar **text) {
    const char *s = or_empty(FC(v)->value);
    if (value) *value = g_ascii_strtod(s, NULL);
    if (text) *text = g_strdup(s);
}
static void fc_current_value(AtkValue *v, GValue *out) {
    gdouble d = 0;
    fc_value_and_text(v, &d, NULL);
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, d);
}
static void fc_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = fc_value_and_text;
    iface->get_current_value = fc_current_value;
}

static void fc_window_init(AtkWindowIface *iface) { (void)iface; }

static GObjectClass *atk_object_class; // AtkObject's, the base type's parent

static void fc_finalize(GObject *o) {
    FcObject *f = FC(o);
    g_free(f->key); g_free(f->name); g_free(f->description); g_free(f->value);
    g_ptr_array_unref(f->children);
    atk_object_class->finalize(o);
}

static void fc_base_class_init(gpointer klass, gpointer data) {
    (void)data;
    atk_object_class = G_OBJECT_CLASS(g_type_class_peek_parent(klass));
    G_OBJECT_CLASS(klass)->finalize = fc_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = fc_get_name;
    atk->get_description = fc_get_description;
    atk->get_parent = fc_get_parent;
    atk->get_n_children = fc_get_n_children;
    atk->ref_child = fc_ref_child;
    atk->get_index_in_parent = fc_get_index_in_parent;
    atk->ref_state_set = fc_ref_state_set;
    atk->get_attributes = fc_get_attributes;
}

static void fc_instance_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    FC(instance)->children = g_ptr_array_new_with_free_func(g_object_unref);
}

// The base type has AtkComponent; one subtype per mix of the other interfaces, so an element
// offers only the interfaces that mean something for it.
static GType fc_base_type(void) {
    static GType type;
    if (!type) {
        GTypeInfo info = { sizeof(FcObjectClass), NULL, NULL, fc_base_class_init, NULL, NULL, sizeof(FcObject), 0, fc_instance_init, NULL };
        type = g_type_register_static(ATK_TYPE_OBJECT, "CookbookAccessible", &info, 0);
        GInterfaceInfo component = { (GInterfaceInitFunc)fc_component_init, NULL, NULL };
        g_type_add_interface_static(type, ATK_TYPE_COMPONENT, &component);
    }
    return type;
}

static GType fc_type(uint32_t mask) {
    if (mask == 0) return fc_base_type();
    if (fc_types[mask]) return fc_types[mask];
    GTypeInfo info = { sizeof(FcObjectClass), NULL, NULL, NULL, NULL, NULL, sizeof(FcObject), 0, NULL, NULL };
    char name[64];
    snprintf(name, sizeof name, "CookbookAccessible%u", mask);
    GType type = g_type_register_static(fc_base_type(), name, &info, 0);
    static const struct { uint32_t bit; GInterfaceInitFunc init; GType (*iface)(void); } ifaces[] = {
        { MASK_ACTION, (GInterfaceInitFunc)fc_action_init, atk_action_get_type },
        { MASK_TEXT, (GInterfaceInitFunc)fc_text_init, atk_text_get_type },
        { MASK_VALUE, (GInterfaceInitFunc)fc_value_init, atk_value_get_type },
        { MASK_WINDOW, (GInterfaceInitFunc)fc_window_init, atk_window_get_type },
    };
    for (size_t i = 0; i < sizeof ifaces / sizeof ifaces[0]; i++) {
        if (!(mask & ifaces[i].bit)) continue;
        GInterfaceInfo iface = { ifaces[i].init, NULL, NULL };
        g_type_add_interface_static(type, ifaces[i].iface(), &iface);
    }
    fc_types[mask] = type;
    return type;
}

static AtkRole atk_role(int32_t kind) {
    switch (kind) {
    case cab_role_frame: return ATK_ROLE_FRAME;
    case cab_role_dialog: return ATK_ROLE_DIALOG;
    case cab_role_scroll_pane: return ATK_ROLE_SCROLL_PANE;
    case cab_role_heading: return ATK_ROLE_HEADING;
    case cab_role_label: return ATK_ROLE_LABEL;
    case cab_role_push_button: return ATK_ROLE_PUSH_BUTTON;
    case cab_role_toggle_button: return ATK_ROLE_TOGGLE_BUTTON;
    case cab_role_page_tab: return ATK_ROLE_PAGE_TAB;
    case cab_role_entry: return ATK_ROLE_ENTRY;
    case cab_role_image: return ATK_ROLE_IMAGE;
    case cab_role_slider: return ATK_ROLE_SLIDER;
    case cab_role_link: return ATK_ROLE_LINK;
    case cab_role_menu: return ATK_ROLE_MENU;
    case cab_role_menu_item: return ATK_ROLE_MENU_ITEM;
    case cab_role_progress_bar: return ATK_ROLE_PROGRESS_BAR;
    case -1: return ATK_ROLE_APPLICATION;
    default: return ATK_ROLE_PANEL;
    }
}

static uint32_t mask_for(const cab_element *e) {
    uint32_t mask = 0;
    switch (e->role) {
    case cab_role_push_button: case cab_role_toggle_button: case cab_role_page_tab: case cab_role_link:
    case cab_role_menu_item: case cab_role_slider: mask |= MASK_ACTION; break;
    case cab_role_entry: mask |= MASK_ACTION | MASK_TEXT; break;
    case cab_role_label: case cab_role_heading: mask |= MASK_TEXT; break;
    default: break;
    }
    if (e->value != CAB_NO_STRING && e->role != cab_role_entry && e->role != cab_role_toggle_button) mask |= MASK_VALUE;
    return mask;
}

static FcObject *new_object(uint32_t mask, int32_t kind, const char *key) {
    FcObject *f = g_object_new(fc_type(mask), NULL);
    f->mask = mask;
    f->kind = kind;
    f->key = g_strdup(key);
    ATK_OBJECT(f)->role = atk_role(kind);
    return f;
}

static int same(const char *a, const char *b) { return g_strcmp0(a, b) == 0; }

// Sets a string field, returning whether it changed.
static int set_string(char **field, const char *value) {
    if (same(*field, value)) return 0;
    g_free(*field);
    *field = g_strdup(value);
    return 1;
}

// ---------------------------------------------------------------------------------------------
// Applying a tree (bridge thread)

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

static void apply(Snapshot *s) {
    window_x = s->window_x;
    window_y = s->window_y;
    if (set_string(&window->name, s->title)) g_object_notify(G_OBJECT(window), "accessible-name");
    uint32_t window_states = cab_state_showing | (s->active ? cab_state_active : 0);
    uint32_t window_before = window->states;
    window->states = window_states;
    if ((window_before ^ window_states) & cab_state_active)
        g_signal_emit_by_name(window, s->active ? "activate" : "deactivate");
    notify_states(window, window_before, window_states);

    GHashTable *next = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, g_object_unref);
    FcObject **made = g_new0(FcObject *, s->count > 0 ? s->count : 1);
    uint32_t *before = g_new0(uint32_t, s->count > 0 ? s->count : 1);
    int *fresh = g_new0(int, s->count > 0 ? s->count : 1);
    GPtrArray **kids = g_new0(GPtrArray *, s->count + 1); // [0]: the window's, [i + 1]: element i's
    kids[0] = g_ptr_array_new_with_free_func(g_object_unref);
    for (int32_t i = 0; i < s->count; i++) {
        const cab_element *e = &s->elements[i];
        const char *key = s->strings + e->key;
        uint32_t mask = mask_for(e);
        FcObject *f = g_hash_table_lookup(objects, key);
        // An element that changed what it is becomes a new object (its interfaces differ).
        if (f && (f->mask != mask || f->kind != e->role || g_hash_table_contains(next, key))) f = NULL;
        if (f) { g_object_ref(f); g_hash_table_steal(objects, key); g_object_unref(f); }
        else { f = new_object(mask, e->role, key); fresh[i] = 1; }
        made[i] = f;
        g_hash_table_insert(next, f->key, f);
        before[i] = fresh[i] ? 0 : f->states;
        int renamed = set_string(&f->name, s->strings + e->name);
        int described = set_string(&f->description, e->description == CAB_NO_STRING ? NULL : s->strings + e->description);
        char *old_text = f->kind == cab_role_entry && !fresh[i] ? g_strdup(or_empty(f->value)) : NULL;
        int revalued = set_string(&f->value, e->value == CAB_NO_STRING ? NULL : s->strings + e->value);
        f->states = e->states;
        f->position = e->position; f->count = e->count;
        f->x = e->x; f->y = e->y; f->width = e->width; f->height = e->height;
        if (!fresh[i]) {
            if (renamed) g_object_notify(G_OBJECT(f), "accessible-name");
            if (described) g_object_notify(G_OBJECT(f), "accessible-description");
            if (revalued && (mask & MASK_VALUE)) g_object_notify(G_OBJECT(f), "accessible-value");
            if (revalued && old_text) text_changed(f, old_text, or_empty(f->value));
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
    g_hash_table_iter_init(&it, objects);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        FcObject *gone = v;
        // (Focus leaving it is not raised: it is gone, and focus landing elsewhere says enough.)
        gone->states = 0;
        gone->defunct = 1; // (a reference an AT still holds reads as defunct; its removal was raised on its parent)
    }
    set_children(window, kids[0]);
    for (int32_t i = 0; i < s->count; i++) set_children(made[i], kids[i + 1]);
    g_hash_table_iter_init(&it, objects);
    while (g_hash_table_iter_next(&it, &k, &v)) {
        FcObject *gone = v;
        g_ptr_array_set_size(gone->children, 0);
        gone->up = NULL;
    }
    g_hash_table_unref(objects);
    objects = next;
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

static gboolean apply_pending(gpointer data) {
    (void)data;
    pthread_mutex_lock(&slot_lock);
    Snapshot *s = pending;
    pending = NULL;
    apply_scheduled = 0;
    pthread_mutex_unlock(&slot_lock);
    if (s && atomic_load(&status) == cab_status_connected) apply(s);
    free_snapshot(s);
    return G_SOURCE_REMOVE;
}

// ---------------------------------------------------------------------------------------------
// AtkUtil: the root, the toolkit's name, and global event listeners as signal emission hooks
// (as GTK does: "Gtk:AtkObject:state-change" hooks AtkObject's state-change signal,
// "window:activate" AtkWindow's activate).

static GHashTable *listeners;      // listener id → signal id (bridge thread)
static GHashTable *hooks;          // listener id → emission hook id
static guint last_listener;

// Key snoopers the bridge added (it forwards key events to the registry, where Orca listens).
typedef struct { AtkKeySnoopFunc listener; gpointer data; guint id; } KeySnooper;
static GArray *key_snoopers;       // KeySnooper (bridge thread)
static guint last_key_snooper;
static atomic_int key_snoopers_count;

static guint util_add_key_listener(AtkKeySnoopFunc listener, gpointer data) {
    KeySnooper k = { listener, data, ++last_key_snooper };
    g_array_append_val(key_snoopers, k);
    atomic_store(&key_snoopers_count, (int)key_snoopers->len);
    return k.id;
}

static void util_remove_key_listener(guint id) {
    for (guint i = 0; i < key_snoopers->len; i++)
        if (g_array_index(key_snoopers, KeySnooper, i).id == id) { g_array_remove_index(key_snoopers, i); break; }
    atomic_store(&key_snoopers_count, (int)key_snoopers->len);
}

static gboolean deliver_key(gpointer data) {
    AtkKeyEventStruct *event = data;
    // (Whether a listener consumed the key is not waited for: the app never waits on D-Bus, so
    // an Orca command key also reaches the app, where those keys mean nothing.)
    for (guint i = 0; i < key_snoopers->len; i++) {
        KeySnooper k = g_array_index(key_snoopers, KeySnooper, i);
        k.listener(event, k.data);
    }
    g_free(event->string);
    g_free(event);
    return G_SOURCE_REMOVE;
}

static AtkObject *util_get_root(void) { return ATK_OBJECT(application); }
static const gchar *util_toolkit_name(void) { return "FocusCookbook"; }
static const gchar *util_toolkit_version(void) { return toolkit_version; }

static guint util_add_listener(GSignalEmissionHook listener, const gchar *event_type) {
    gchar **parts = g_strsplit(event_type, ":", 3);
    guint id = 0;
    const char *type_name = NULL, *signal = NULL;
    if (parts[0] && parts[1] && parts[2]) { type_name = parts[1]; signal = parts[2]; }
    else if (parts[0] && parts[1] && g_str_equal(parts[0], "window")) { type_name = "AtkWindow"; signal = parts[1]; }
    GType type = type_name ? g_type_from_name(type_name) : 0;
    if (type) {
        gpointer klass = G_TYPE_IS_INTERFACE(type) ? g_type_default_interface_ref(type) : g_type_class_ref(type);
        guint signal_id = g_signal_lookup(signal, type);
        if (signal_id) {
            gulong hook = g_signal_add_emission_hook(signal_id, 0, listener, g_strdup(event_type), g_free);
            id = ++last_listener;
            g_hash_table_insert(listeners, GUINT_TO_POINTER(id), GUINT_TO_POINTER(signal_id));
            g_hash_table_insert(hooks, GUINT_TO_POINTER(id), GSIZE_TO_POINTER(hook));
        }
        (void)klass; // kept: the class must stay alive while its signals are hooked
    }
    g_strfreev(parts);
    return id;
}

static void util_remove_listener(guint id) {
    gpointer signal_id, hook;
    if (!g_hash_table_lookup_extended(listeners, GUINT_TO_POINTER(id), NULL, &signal_id)) return;
    g_hash_table_lookup_extended(hooks, GUINT_TO_POINTER(id), NULL, &hook);
    g_signal_remove_emission_hook(GPOINTER_TO_UINT(signal_id), GPOINTER_TO_SIZE(hook));
    g_hash_table_remove(listeners, GUINT_TO_POINTER(id));
    g_hash_table_remove(hooks, GUINT_TO_POINTER(id));
}

// ---------------------------------------------------------------------------------------------
// The bridge's thread

static int bridge_up;

// Whether a screen reader runs, from either of two signs: the session's switch
// (org.a11y.Status.ScreenReaderEnabled, which GNOME's screen reader setting sets) and a screen
// reader's process listening on the accessibility bus (Orca started by hand or from a script sets
// no switch).
static int switch_says, listener_says;

static void update_screen_reader(void) {
    int on = switch_says || listener_says;
    if (atomic_exchange(&screen_reader, on) != on && wake_app) wake_app();
}

static void screen_reader_changed(GDBusProxy *proxy, GVariant *changed, GStrv invalidated, gpointer data) {
    (void)changed; (void)invalidated; (void)data;
    GVariant *v = g_dbus_proxy_get_cached_property(proxy, "ScreenReaderEnabled");
    switch_says = v && g_variant_is_of_type(v, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(v);
    if (v) g_variant_unref(v);
    update_screen_reader();
}

// The accessibility bus, for the registry's list of event listeners (the bridge's own
// connection is inside at-spi2-atk).
static GDBusConnection *a11y_bus;

// Whether the process behind a bus name is a screen reader: Orca (or Odilia), by its command name.
static int is_screen_reader(const char *bus_name) {
    GVariant *r = g_dbus_connection_call_sync(a11y_bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                              "GetConnectionUnixProcessID", g_variant_new("(s)", bus_name), G_VARIANT_TYPE("(u)"),
                                              G_DBUS_CALL_FLAGS_NONE, 1000, NULL, NULL);
    if (!r) return 0;
    guint32 pid = 0;
    g_variant_get(r, "(u)", &pid);
    g_variant_unref(r);
    char path[64], comm[64] = { 0 };
    snprintf(path, sizeof path, "/proc/%u/comm", pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    if (!fgets(comm, sizeof comm, f)) comm[0] = 0;
    fclose(f);
    comm[strcspn(comm, "\n")] = 0;
    return g_str_equal(comm, "orca") || g_str_equal(comm, "odilia");
}

// Reads who listens for focus events: a screen reader among them is running.
static void listeners_read(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source; (void)data;
    GVariant *r = g_dbus_connection_call_finish(a11y_bus, result, NULL);
    if (!r) return;
    GVariantIter *it;
    const char *bus_name, *event;
    GHashTable *asked = g_hash_table_new(g_str_hash, g_str_equal);
    int found = 0;
    g_variant_get(r, "(a(ss))", &it);
    while (!found && g_variant_iter_loop(it, "(&s&s)", &bus_name, &event)) {
        // The registry names events the D-Bus way: "Focus::", "Object:StateChanged:Focused".
        if (!strstr(event, "Focus") && !strstr(event, "StateChanged")) continue;
        if (g_hash_table_contains(asked, bus_name)) continue;
        g_hash_table_add(asked, (gpointer)bus_name);
        found = is_screen_reader(bus_name);
    }
    g_variant_iter_free(it);
    g_hash_table_unref(asked);
    g_variant_unref(r);
    listener_says = found;
    update_screen_reader();
}

static void read_listeners(void) {
    g_dbus_connection_call(a11y_bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                           "GetRegisteredEvents", NULL, G_VARIANT_TYPE("(a(ss))"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, listeners_read, NULL);
}

static void listeners_changed(GDBusConnection *c, const gchar *sender, const gchar *path, const gchar *iface, const gchar *signal,
                              GVariant *parameters, gpointer data) {
    (void)c; (void)sender; (void)path; (void)iface; (void)signal; (void)parameters; (void)data;
    read_listeners();
}

static void a11y_bus_ready(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source; (void)data;
    a11y_bus = g_dbus_connection_new_for_address_finish(result, NULL);
    if (!a11y_bus) return;
    // A listener added or removed, or a client leaving the bus (Orca quitting): read the list again.
    g_dbus_connection_signal_subscribe(a11y_bus, NULL, "org.a11y.atspi.Registry", NULL, "/org/a11y/atspi/registry", NULL,
                                       G_DBUS_SIGNAL_FLAGS_NONE, listeners_changed, NULL, NULL);
    g_dbus_connection_signal_subscribe(a11y_bus, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameOwnerChanged",
                                       "/org/freedesktop/DBus", NULL, G_DBUS_SIGNAL_FLAGS_NONE, listeners_changed, NULL, NULL);
    read_listeners();
}

static void watch_listeners(const char *address) {
    g_dbus_connection_new_for_address(address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                      NULL, NULL, a11y_bus_ready, NULL);
}

static void a11y_address_read(GObject *source, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *r = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (!r) return;
    const char *address;
    g_variant_get(r, "(&s)", &address);
    watch_listeners(address);
    g_variant_unref(r);
}

static void status_proxy_ready(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source; (void)data;
    GDBusProxy *proxy = g_dbus_proxy_new_for_bus_finish(result, NULL);
    if (!proxy) return; // no org.a11y.Status: no screen reader can be told apart; spoken feedback stays as set
    g_signal_connect(proxy, "g-properties-changed", G_CALLBACK(screen_reader_changed), NULL);
    screen_reader_changed(proxy, NULL, NULL, NULL); // (the proxy lives as long as the process)
}

static void connect_bridge(void) {
    if (bridge_up) return;
    bridge_up = 1;
    // Registers with the AT-SPI registry (synchronous D-Bus calls, here on the bridge's thread).
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) { set_status(cab_status_failed, "the AT-SPI bridge could not reach the accessibility bus"); return; }
    set_status(cab_status_connected, NULL);
}

static void bus_appeared(GDBusConnection *c, const gchar *name, const gchar *owner, gpointer data) {
    (void)name; (void)owner; (void)data;
    connect_bridge();
    if (!a11y_bus)
        g_dbus_connection_call(c, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL, G_VARIANT_TYPE("(s)"),
                               G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, NULL, a11y_address_read, NULL);
    g_dbus_proxy_new_for_bus(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, NULL, "org.a11y.Bus", "/org/a11y/bus",
                             "org.a11y.Status", NULL, status_proxy_ready, NULL);
}

static void bus_vanished(GDBusConnection *c, const gchar *name, gpointer data) {
    (void)name; (void)data;
    if (!c) { set_status(cab_status_off, "no session bus"); return; }
    if (!bridge_up) set_status(cab_status_waiting, "no accessibility bus is running");
    switch_says = 0;
    update_screen_reader();
}

static void *bridge_main(void *data) {
    (void)data;
    GMainContext *context = g_main_context_default();
    if (!g_main_context_acquire(context)) { set_status(cab_status_failed, "GLib's main context belongs to another thread"); return NULL; }
    objects = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, g_object_unref);
    listeners = g_hash_table_new(g_direct_hash, g_direct_equal);
    key_snoopers = g_array_new(FALSE, FALSE, sizeof(KeySnooper));
    hooks = g_hash_table_new(g_direct_hash, g_direct_equal);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = util_get_root;
    util->get_toolkit_name = util_toolkit_name;
    util->get_toolkit_version = util_toolkit_version;
    util->add_global_event_listener = util_add_listener;
    util->remove_global_event_listener = util_remove_listener;
    util->add_key_event_listener = util_add_key_listener;
    util->remove_key_event_listener = util_remove_key_listener;
    application = new_object(0, -1, "application");
    set_string(&application->name, app_name);
    window = new_object(MASK_WINDOW, cab_role_frame, "window");
    window->up = ATK_OBJECT(application);
    window->states = cab_state_showing;
    g_ptr_array_add(application->children, g_object_ref(window));
    if (getenv("AT_SPI_BUS_ADDRESS")) { connect_bridge(); watch_listeners(getenv("AT_SPI_BUS_ADDRESS")); }
    else g_bus_watch_name(G_BUS_TYPE_SESSION, "org.a11y.Bus", G_BUS_NAME_WATCHER_FLAGS_NONE, bus_appeared, bus_vanished, NULL, NULL);
    GMainLoop *loop = g_main_loop_new(context, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

// ---------------------------------------------------------------------------------------------
// The app's side

void cab_start(const char *application_name, const char *version, void (*wake)(void)) {
    if (atomic_exchange(&started, 1)) return;
    const char *no = getenv("NO_AT_BRIDGE");
    if (no && g_str_equal(no, "1")) { set_status(cab_status_off, "NO_AT_BRIDGE=1"); return; }
    if (!getenv("AT_SPI_BUS_ADDRESS") && !getenv("DBUS_SESSION_BUS_ADDRESS")) { set_status(cab_status_off, "no session bus"); return; }
    app_name = strdup(application_name ? application_name : "app");
    toolkit_version = strdup(version ? version : "1");
    wake_app = wake;
    atomic_store(&status, cab_status_waiting);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED); // never joined: quitting never waits on D-Bus
    if (pthread_create(&thread, &attributes, bridge_main, NULL) != 0) set_status(cab_status_failed, "no thread for the AT-SPI bridge");
    pthread_attr_destroy(&attributes);
}

int cab_status(void) { return atomic_load(&status); }

void cab_status_reason(char *buffer, size_t capacity) {
    if (!buffer || capacity == 0) return;
    pthread_mutex_lock(&slot_lock);
    snprintf(buffer, capacity, "%s", status_reason);
    pthread_mutex_unlock(&slot_lock);
}

int cab_screen_reader_running(void) { return atomic_load(&screen_reader); }

void cab_publish(const cab_element *elements, int32_t count, const char *strings, size_t strings_length,
                 const char *window_title, int32_t x, int32_t y, int active) {
    if (atomic_load(&status) != cab_status_connected || count < 0) return;
    Snapshot *s = calloc(1, sizeof *s);
    if (!s) return;
    s->elements = malloc(sizeof(cab_element) * (size_t)(count > 0 ? count : 1));
    s->strings = malloc(strings_length + 1);
    s->title = strdup(window_title ? window_title : "");
    if (!s->elements || !s->strings || !s->title) { free_snapshot(s); return; }
    if (count > 0) memcpy(s->elements, elements, sizeof(cab_element) * (size_t)count);
    if (strings_length > 0) memcpy(s->strings, strings, strings_length);
    s->strings[strings_length] = 0;
    s->count = count;
    s->window_x = x; s->window_y = y; s->active = active;
    // Offsets outside the pool or parents after their children would be read out of bounds: dropped.
    for (int32_t i = 0; i < count; i++) {
        const cab_element *e = &s->elements[i];
        uint32_t offsets[] = { e->key, e->name, e->description, e->value };
        for (int j = 0; j < 4; j++)
            if (offsets[j] != CAB_NO_STRING && offsets[j] >= strings_length) { free_snapshot(s); return; }
        if (e->parent >= i) { free_snapshot(s); return; }
    }
    pthread_mutex_lock(&slot_lock);
    Snapshot *old = pending;
    pending = s;
    int schedule = !apply_scheduled;
    apply_scheduled = 1;
    pthread_mutex_unlock(&slot_lock);
    free_snapshot(old);
    if (schedule) {
        // An idle source on the default context always runs on the bridge's thread, which owns it
        // (g_main_context_invoke could run it here, on the app's thread).
        GSource *source = g_idle_source_new();
        g_source_set_callback(source, apply_pending, NULL, NULL);
        g_source_attach(source, g_main_context_default());
        g_source_unref(source);
    }
}

void cab_key_event(int pressed, unsigned long keysym, unsigned int keycode, unsigned int state, unsigned long time, const char *text) {
    if (atomic_load(&status) != cab_status_connected || atomic_load(&key_snoopers_count) == 0) return;
    AtkKeyEventStruct *event = g_new0(AtkKeyEventStruct, 1);
    event->type = pressed ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE;
    event->state = state;
    event->keyval = (guint)keysym;
    event->string = g_strdup(text ? text : "");
    event->length = (gint)strlen(event->string);
    event->keycode = (guint16)keycode;
    event->timestamp = (guint32)time;
    GSource *source = g_idle_source_new();
    g_source_set_callback(source, deliver_key, event, NULL);
    g_source_attach(source, g_main_context_default());
    g_source_unref(source);
}

int cab_take_request(char *key, size_t capacity) {
    int kind = 0;
    pthread_mutex_lock(&slot_lock);
    if (request_count > 0) {
        kind = requests[request_head].kind;
        if (key && capacity > 0) snprintf(key, capacity, "%s", requests[request_head].key);
        free(requests[request_head].key);
        request_head = (request_head + 1) % REQUESTS;
        request_count--;
    }
    pthread_mutex_unlock(&slot_lock);
    return kind;
}
