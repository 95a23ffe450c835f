#pragma once
// The app's accessibility tree on AT-SPI, the Linux accessibility bus Orca and Accerciser read:
// ATK objects served by the at-spi2-atk bridge from a GLib main loop on a thread of its own.
// Plain C types only cross this header; nothing here ever waits on D-Bus.
#include <stddef.h>
#include <stdint.h>

/// An element's role (mapped to ATK's roles inside).
enum {
    cab_role_panel = 0, cab_role_frame, cab_role_dialog, cab_role_scroll_pane, cab_role_heading, cab_role_label,
    cab_role_push_button, cab_role_toggle_button, cab_role_page_tab, cab_role_entry, cab_role_image, cab_role_slider,
    cab_role_link, cab_role_menu, cab_role_menu_item, cab_role_progress_bar
};

/// An element's states, as bits (enabled and sensitive are always set).
enum {
    cab_state_focusable = 1 << 0, cab_state_focused = 1 << 1, cab_state_selected = 1 << 2, cab_state_checked = 1 << 3,
    cab_state_checkable = 1 << 4, cab_state_editable = 1 << 5, cab_state_showing = 1 << 6, cab_state_modal = 1 << 7,
    cab_state_active = 1 << 8, cab_state_selectable = 1 << 9
};

/// What an assistive technology asked of an element.
enum { cab_request_focus = 1, cab_request_activate = 2 };

/// Where the bridge stands.
enum { cab_status_off = 0, cab_status_waiting = 1, cab_status_connected = 2, cab_status_failed = 3 };

/// No string (a value the element does not have).
#define CAB_NO_STRING UINT32_MAX

/// One element of a published tree. Strings are byte offsets into the tree's string pool, each
/// NUL-terminated UTF-8. Elements come parents first; `parent` is an index into the same array,
/// -1 for an element directly in the window.
typedef struct {
    uint32_t key;          // identity across trees: an element keeps its AT-SPI object while its key stays
    uint32_t name;
    uint32_t description;
    uint32_t value;        // CAB_NO_STRING: none
    int32_t parent;
    int32_t role;
    uint32_t states;
    int32_t position;      // its place in a collection from 1 (0: not in one)
    int32_t count;         // the collection's size
    double x, y, width, height; // window coordinates
} cab_element;

/// Starts the bridge on a thread of its own and returns at once: it waits for the accessibility
/// bus (AT_SPI_BUS_ADDRESS, or `org.a11y.Bus` on the session bus) and stays off without one, or
/// with NO_AT_BRIDGE=1. `wake` is called (from that thread) when a request arrives or the status
/// or the screen reader's presence changes. Calling it again does nothing.
void cab_start(const char *application_name, const char *toolkit_version, void (*wake)(void));

/// Whether anyone can read a published tree (the bridge is connected): publishing is skipped otherwise.
int cab_status(void);

/// Why the bridge failed or is off, as one line (empty while it works); copied into `buffer`.
void cab_status_reason(char *buffer, size_t capacity);

/// Whether the session says a screen reader runs (`org.a11y.Status.ScreenReaderEnabled`).
int cab_screen_reader_running(void);

/// Hands the bridge a new tree (copied before this returns; the bridge's thread diffs it against
/// the last one and raises AT-SPI events for what changed). `window_title` names the frame;
/// `window_x`/`window_y` is the window's origin on the screen; `active` whether it has the
/// keyboard.
void cab_publish(const cab_element *elements, int32_t count, const char *strings, size_t strings_length,
                 const char *window_title, int32_t window_x, int32_t window_y, int active);

/// A key pressed or released in the window (X's keysym, hardware keycode, modifier state, time
/// in ms, the UTF-8 text it types): passed on to the assistive technologies listening for keys
/// (Orca echoes keys and reads its own commands from them). Never waits; dropped when none listen.
void cab_key_event(int pressed, unsigned long keysym, unsigned int keycode, unsigned int state, unsigned long time, const char *text);

/// Takes the oldest request an assistive technology made (focus or activate an element), writing
/// its element's key into `key` (NUL-terminated, at most `capacity` bytes); returns its kind, 0
/// when none waits.
int cab_take_request(char *key, size_t capacity);
