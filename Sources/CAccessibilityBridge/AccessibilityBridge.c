// The app's accessibility tree as ATK objects (AccessibleObject.c, TreeDiff.c), served over
// AT-SPI by the at-spi2-atk bridge.
//
// Everything ATK, GLib and D-Bus happens on one thread, running GLib's default main context (the
// bridge attaches its D-Bus connections there). The app's thread only copies a tree into a slot
// (cab_publish), hands over key events and reads atomics; the bridge's thread applies each tree
// to the objects. This file is that thread: the slot, AtkUtil's hooks (the root, global event
// listeners, key snoopers), joining the accessibility bus, telling whether a screen reader runs,
// and the functions the app calls.
#include <atk/atk.h>
#include <gio/gio.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "Bridge.h"

// at-spi2-atk's entry point (atk-bridge.h, libatk-bridge-2.0), declared here so only ATK's and
// GLib's include paths are needed: it registers the application with the AT-SPI registry.
int atk_bridge_adaptor_init(int *argc, char **argv[]);

// ---------------------------------------------------------------------------------------------
// Shared between the app's thread and the bridge's

static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;

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

void cab_queue_request(int kind, const char *key) {
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

static gboolean apply_pending(gpointer data) {
    (void)data;
    pthread_mutex_lock(&slot_lock);
    Snapshot *s = pending;
    pending = NULL;
    apply_scheduled = 0;
    pthread_mutex_unlock(&slot_lock);
    if (s && atomic_load(&status) == cab_status_connected) cab_apply(s);
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

static AtkObject *util_get_root(void) { return ATK_OBJECT(cab_application); }
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

// libatspi's own GLib warnings ("dbind": couldn't connect to the accessibility bus): the app says
// the failure itself, in one line (the view host reports the status reason).
static void quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

static void connect_bridge(void) {
    if (bridge_up) return;
    bridge_up = 1;
    // Registers with the AT-SPI registry (synchronous D-Bus calls, here on the bridge's thread).
    g_log_set_handler("dbind", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE, quiet, NULL);
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
    cab_objects = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, g_object_unref);
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
    cab_application = cab_new_object(0, -1, "application");
    cab_set_string(&cab_application->name, app_name);
    cab_window = cab_new_object(MASK_WINDOW, cab_role_frame, "window");
    cab_window->up = ATK_OBJECT(cab_application);
    cab_window->states = cab_state_showing;
    g_ptr_array_add(cab_application->children, g_object_ref(cab_window));
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
