// The ATK object of one element of the app's tree (and of the application and its window): an
// AtkObject subclass whose name, description, states, children and extents come from the tree,
// with the interfaces its role calls for (action, text, value, window). Bridge thread only.
#include <atk/atk.h>
#include <stdio.h>
#include <string.h>
#include "Bridge.h"

typedef struct { AtkObjectClass parent_class; } FcObjectClass;

static GType fc_types[MASKS];

const char *cab_or_empty(const char *s) { return s ? s : ""; }

static const gchar *fc_get_name(AtkObject *o) { return cab_or_empty(FC(o)->name); }
static const gchar *fc_get_description(AtkObject *o) { return cab_or_empty(FC(o)->description); }
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

// AtkComponent: where it is (in window or screen coordinates) and taking focus.
static void fc_get_extents(AtkComponent *c, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
    FcObject *f = FC(c);
    double dx = 0, dy = 0;
    if (type == ATK_XY_SCREEN) { dx = cab_window_x; dy = cab_window_y; }
    else if (type == ATK_XY_PARENT && f->up && IS_FC(f->up)) { dx = -FC(f->up)->x; dy = -FC(f->up)->y; }
    if (x) *x = (gint)(f->x + dx + 0.5);
    if (y) *y = (gint)(f->y + dy + 0.5);
    if (width) *width = (gint)(f->width + 0.5);
    if (height) *height = (gint)(f->height + 0.5);
}

static gboolean fc_grab_focus(AtkComponent *c) {
    if (FC(c)->defunct || !(FC(c)->states & cab_state_focusable)) return FALSE;
    cab_queue_request(cab_request_focus, FC(c)->key);
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
    cab_queue_request(cab_request_activate, FC(a)->key);
    return TRUE;
}
static void fc_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fc_get_n_actions;
    iface->get_name = fc_action_name;
    iface->get_localized_name = fc_action_name;
    iface->do_action = fc_do_action;
}

// AtkText: a field's contents, or a label's words (what Orca's flat review and say-all read).
static const char *fc_text_of(FcObject *f) { return f->kind == cab_role_entry ? cab_or_empty(f->value) : cab_or_empty(f->name); }
static gint fc_character_count(AtkText *t) { return (gint)g_utf8_strlen(fc_text_of(FC(t)), -1); }
int cab_character_count(FcObject *f) { return (int)g_utf8_strlen(fc_text_of(f), -1); }
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
    const char *s = cab_or_empty(FC(v)->value);
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
GType cab_object_type(void) {
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
    if (mask == 0) return cab_object_type();
    if (fc_types[mask]) return fc_types[mask];
    GTypeInfo info = { sizeof(FcObjectClass), NULL, NULL, NULL, NULL, NULL, sizeof(FcObject), 0, NULL, NULL };
    char name[64];
    snprintf(name, sizeof name, "CookbookAccessible%u", mask);
    GType type = g_type_register_static(cab_object_type(), name, &info, 0);
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

uint32_t cab_mask_for(const cab_element *e) {
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

FcObject *cab_new_object(uint32_t mask, int32_t kind, const char *key) {
    FcObject *f = g_object_new(fc_type(mask), NULL);
    f->mask = mask;
    f->kind = kind;
    f->key = g_strdup(key);
    ATK_OBJECT(f)->role = atk_role(kind);
    return f;
}

static int same(const char *a, const char *b) { return g_strcmp0(a, b) == 0; }

// Sets a string field, returning whether it changed.
int cab_set_string(char **field, const char *value) {
    if (same(*field, value)) return 0;
    g_free(*field);
    *field = g_strdup(value);
    return 1;
}
