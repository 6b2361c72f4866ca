// The C half of Curtain's accessibility: one GObject type family of ATK objects whose answers come from Swift
// through a table of callbacks. GObject subclassing, ATK's interface vtables and its signals need
// macros and variadic functions that do not import into Swift; everything Swift calls here is plain C.
#ifndef CURTAIN_ATK_H
#define CURTAIN_ATK_H

#include <atk/atk.h>
#include <stdint.h>

/// The ATK interfaces an object implements, besides AtkObject itself.
enum {
    CURTAIN_ATK_COMPONENT = 1 << 0,
    CURTAIN_ATK_ACTION = 1 << 1,
    CURTAIN_ATK_TEXT = 1 << 2,
    CURTAIN_ATK_EDITABLE_TEXT = 1 << 3,
    CURTAIN_ATK_WINDOW = 1 << 4,
    CURTAIN_ATK_VALUE = 1 << 5,
    CURTAIN_ATK_SELECTION = 1 << 6,
};

/// Answers from Swift. `owner` is the pointer given to curtain_atk_object_new; callbacks are never called for an
/// object whose owner was detached. Strings returned are malloc'd and freed by the caller. Offsets are in
/// Unicode characters, as ATK counts them.
typedef struct {
    char *(*name)(void *owner);
    char *(*description)(void *owner);
    int (*child_count)(void *owner);
    AtkObject *(*child_at)(void *owner, int index);
    int (*index_in_parent)(void *owner);
    uint64_t (*states)(void *owner);
    void (*extents)(void *owner, int *x, int *y, int *width, int *height);
    int (*grab_focus)(void *owner);
    int (*do_action)(void *owner, int index);
    char *(*text)(void *owner);
    int (*caret_offset)(void *owner);
    int (*set_caret_offset)(void *owner, int offset);
    void (*selection)(void *owner, int *start, int *end);
    void (*insert_text)(void *owner, const char *text, int *position);
    void (*delete_text)(void *owner, int start, int end);
    void (*set_text)(void *owner, const char *text);
    /// AtkValue: writes the range and the current value; returns 0 when there is no current value (a busy,
    /// pulsating bar), whose current value then reads as the minimum.
    int (*value)(void *owner, double *current, double *minimum, double *maximum);
    /// AtkValue's setter: asks the view to take `value` as the user's change (a slider); returns 0 where the value
    /// cannot be set (a progress bar).
    int (*set_value)(void *owner, double value);
    /// AtkSelection, in child indices: how many children are selected, the child index of the `nth` selected
    /// one (-1 when out of range), whether a child is selected, (de)selecting one, and all of them.
    int (*selection_count)(void *owner);
    int (*selected_child)(void *owner, int nth);
    int (*is_child_selected)(void *owner, int child);
    int (*select_child)(void *owner, int child, int selected);
    int (*select_all)(void *owner, int selected);
} CurtainAtkCallbacks;

/// Installs the callbacks and makes `root` what atk_get_root() returns (the application object).
void curtain_atk_install(const CurtainAtkCallbacks *callbacks, AtkObject *root, const char *toolkit_version);

/// Loads atk-bridge (`dlopen`, not linked: it brings libatspi, libdbus and libsystemd's dependencies, which a
/// dialog nobody reads with a screen reader never needs) and starts it, as `atk_bridge_adaptor_init` does for
/// GTK. Returns 0 when atk-bridge (Debian package libatk-bridge2.0-0) is missing or would not start.
int curtain_atk_bridge_start(void);

/// A new object (one reference, owned by the caller) implementing `interfaces`, answering through `owner`.
AtkObject *curtain_atk_object_new(void *owner, AtkRole role, unsigned interfaces);

/// Stops every callback for `object` and marks it defunct; call before dropping the last reference.
void curtain_atk_object_detach(AtkObject *object);

/// Names the single action of an object implementing CURTAIN_ATK_ACTION ("click").
void curtain_atk_object_set_action(AtkObject *object, const char *name, const char *key_binding);

/// Signals, emitted the way GTK emits them, so atk-bridge forwards them to the accessibility bus.
void curtain_atk_emit_children_changed(AtkObject *object, int added, int index, AtkObject *child);
void curtain_atk_emit_text_inserted(AtkObject *object, int position, int length, const char *text);
void curtain_atk_emit_text_removed(AtkObject *object, int position, int length, const char *text);
void curtain_atk_emit_caret_moved(AtkObject *object, int offset);
void curtain_atk_emit_focus(AtkObject *object);
void curtain_atk_emit_window(AtkObject *object, const char *signal_name);
/// `object:property-change:accessible-value` (GTK 3's notify of `accessible-value`) for an AtkValue.
void curtain_atk_emit_value_changed(AtkObject *object);
/// `object:selection-changed` for an AtkSelection.
void curtain_atk_emit_selection_changed(AtkObject *object);
/// `object:property-change:accessible-name` or `accessible-description`.
void curtain_atk_emit_property_changed(AtkObject *object, const char *property);

/// Dispatches whatever is ready on the default GLib main context, then lists the file descriptors it waits on
/// (at most `capacity`) and how long it may sleep (-1: until a descriptor is ready). `wants_write` says that one
/// of them waits to be writable: the caller then wakes up again soon rather than polling for POLLOUT.
int curtain_glib_pump(int *fds, int capacity, int *timeout_ms, int *wants_write);

#endif
