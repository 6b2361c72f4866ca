// What a toolkit gives atk-bridge besides its objects: the root (AtkUtil's get_root), a way to listen to every
// object's signals (AtkUtil's add_global_event_listener, through GLib emission hooks, as GTK does), the signals
// themselves, and a way to run the GLib main context from Curtain's own poll loop. Whether anyone wants the tree
// (org.a11y.Status) is asked with libdbus on a thread of Curtain's (CurtainDBus's AccessibilityStatusMonitor).
#include "CurtainAtkPrivate.h"
#include <dlfcn.h>

static AtkObject *curtain_atk_root;
static gchar *curtain_atk_version;

static AtkObject *util_get_root(void) { return curtain_atk_root; }
static const gchar *util_get_toolkit_name(void) { return "Curtain"; }
static const gchar *util_get_toolkit_version(void) { return curtain_atk_version; }

/// Listener ids handed to atk-bridge, each an emission hook on one signal.
static GArray *listener_signals;
static GArray *listener_hooks;

/// `event_type` is "Toolkit:Type:signal" ("Gtk:AtkObject:state-change", "Atk:AtkWindow:activate").
static guint util_add_global_event_listener(GSignalEmissionHook listener, const gchar *event_type) {
    gchar **parts = g_strsplit(event_type, ":", 3);
    guint id = 0;
    if (g_strv_length(parts) == 3) {
        GType type = g_type_from_name(parts[1]);
        if (type && G_TYPE_IS_INTERFACE(type)) g_type_default_interface_ref(type);
        else if (type && G_TYPE_IS_CLASSED(type)) g_type_class_ref(type);
        guint signal = type ? g_signal_lookup(parts[2], type) : 0;
        if (signal) {
            gulong hook = g_signal_add_emission_hook(signal, 0, listener, NULL, NULL);
            g_array_append_val(listener_signals, signal);
            g_array_append_val(listener_hooks, hook);
            id = listener_signals->len;
        }
    }
    g_strfreev(parts);
    return id;
}

static void util_remove_global_event_listener(guint id) {
    if (id == 0 || id > listener_signals->len) return;
    guint signal = g_array_index(listener_signals, guint, id - 1);
    gulong hook = g_array_index(listener_hooks, gulong, id - 1);
    if (signal && hook) g_signal_remove_emission_hook(signal, hook);
    g_array_index(listener_signals, guint, id - 1) = 0;
}

void curtain_atk_install(const CurtainAtkCallbacks *callbacks, AtkObject *root, const char *toolkit_version) {
    curtain_atk_callbacks = callbacks;
    curtain_atk_root = root;
    curtain_atk_version = g_strdup(toolkit_version);
    listener_signals = g_array_new(FALSE, TRUE, sizeof(guint));
    listener_hooks = g_array_new(FALSE, TRUE, sizeof(gulong));
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = util_get_root;
    util->get_toolkit_name = util_get_toolkit_name;
    util->get_toolkit_version = util_get_toolkit_version;
    util->add_global_event_listener = util_add_global_event_listener;
    util->remove_global_event_listener = util_remove_global_event_listener;
}

int curtain_atk_bridge_start(void) {
    // RTLD_GLOBAL, as if linked: atk-bridge's own modules and libatspi look each other up by name.
    void *bridge = dlopen("libatk-bridge-2.0.so.0", RTLD_NOW | RTLD_GLOBAL);
    if (!bridge) return 0;
    int (*adaptor_init)(gint *, gchar ***) = (int (*)(gint *, gchar ***))dlsym(bridge, "atk_bridge_adaptor_init");
    return adaptor_init && adaptor_init(NULL, NULL) == 0;
}

// MARK: - Signals

void curtain_atk_emit_children_changed(AtkObject *object, int added, int index, AtkObject *child) {
    g_signal_emit_by_name(object, added ? "children-changed::add" : "children-changed::remove", index, child);
}

void curtain_atk_emit_text_inserted(AtkObject *object, int position, int length, const char *text) {
    g_signal_emit_by_name(object, "text-insert::system", position, length, text);
}

void curtain_atk_emit_text_removed(AtkObject *object, int position, int length, const char *text) {
    g_signal_emit_by_name(object, "text-remove::system", position, length, text);
}

void curtain_atk_emit_caret_moved(AtkObject *object, int offset) {
    g_signal_emit_by_name(object, "text-caret-moved", offset);
}

void curtain_atk_emit_focus(AtkObject *object) {
    atk_object_notify_state_change(object, ATK_STATE_FOCUSED, TRUE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    atk_focus_tracker_notify(object);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void curtain_atk_emit_window(AtkObject *object, const char *signal_name) {
    g_signal_emit_by_name(object, signal_name);
}

void curtain_atk_emit_value_changed(AtkObject *object) {
    g_object_notify(G_OBJECT(object), "accessible-value");
}

void curtain_atk_emit_selection_changed(AtkObject *object) {
    g_signal_emit_by_name(object, "selection-changed");
}

void curtain_atk_emit_property_changed(AtkObject *object, const char *property) {
    g_object_notify(G_OBJECT(object), property);
}

// MARK: - The GLib main context inside Curtain's loop

// GLib's own cycle, with Curtain's poll in the middle: prepare and query, then (at the next pump, once a
// descriptor is ready or the timeout passed) check and dispatch. The context must stay "polling" between
// query and check: only then do other threads (atk-bridge's and libatspi's) wake it through its wake-up descriptor.
static GPollFD pump_polls[32];
static gint pump_count;
static gint pump_priority;
static gboolean pump_is_polling;

/// Finishes the cycle begun by the last query: collects readiness without blocking, then dispatches.
static void pump_finish_cycle(GMainContext *context) {
    if (!pump_is_polling) return;
    pump_is_polling = FALSE;
    g_poll(pump_polls, (guint)pump_count, 0);
    if (g_main_context_check(context, pump_priority, pump_polls, pump_count)) g_main_context_dispatch(context);
}

/// Begins a cycle: prepares the sources and lists the descriptors to poll and the timeout; the context is
/// "polling" from here until the next `pump_finish_cycle`.
static void pump_begin_cycle(GMainContext *context, int *timeout_ms) {
    g_main_context_prepare(context, &pump_priority);
    pump_count = g_main_context_query(context, pump_priority, timeout_ms, pump_polls, 32);
    if (pump_count > 32) pump_count = 32;
    pump_is_polling = TRUE;
}

int curtain_glib_pump(int *fds, int capacity, int *timeout_ms, int *wants_write) {
    GMainContext *context = g_main_context_default();
    static gboolean is_owner;
    // Curtain's thread owns the default context for good: nothing else iterates it.
    if (!is_owner && !(is_owner = g_main_context_acquire(context))) return 0;
    pump_finish_cycle(context);
    // Sources ready before any polling are dispatched at once, a bounded number of times.
    for (int round = 0; round < 16; round++) {
        pump_begin_cycle(context, timeout_ms);
        if (*timeout_ms != 0) break;
        pump_finish_cycle(context);
    }
    if (!pump_is_polling) {
        // Still busy after the last round: come back on the next loop iteration.
        pump_begin_cycle(context, timeout_ms);
    }
    *wants_write = 0;
    int listed = 0;
    for (gint index = 0; index < pump_count; index++) {
        if (pump_polls[index].events & G_IO_OUT) *wants_write = 1;
        if (listed < capacity) fds[listed++] = pump_polls[index].fd;
    }
    return listed;
}
