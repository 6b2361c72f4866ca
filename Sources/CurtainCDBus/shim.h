// libdbus, loaded with dlopen when the first connection opens rather than linked: a dialog that never reaches a
// bus (or reaches it on a thread of its own, as the settings portal does) does not pay, before its first frame,
// for loading and relocating libdbus with libsystemd and its compression and crypto libraries.
//
// Declared here, not taken from <dbus/dbus.h>: reaching those headers needs pkg-config's include flags, and a
// SwiftPM system library that asks pkg-config for them links the library too. These are libdbus-1.so.3's stable
// ABI (unchanged since 1.0), only the part Curtain calls; LibDBusTests checks it against the installed library.
#ifndef CURTAIN_DBUS_SHIM_H
#define CURTAIN_DBUS_SHIM_H

#include <dlfcn.h>
#include <stdint.h>

typedef uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

/// An error's name and message; the rest is libdbus's.
typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1, dummy2 : 1, dummy3 : 1, dummy4 : 1, dummy5 : 1;
    void *padding1;
} DBusError;

/// A position in a message being read or written; libdbus's alone (72 bytes on 64-bit systems).
typedef struct DBusMessageIter {
    void *dummy1, *dummy2;
    uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11, pad1;
    void *pad2, *pad3;
} DBusMessageIter;

#define DBUS_MESSAGE_TYPE_INVALID 0
#define DBUS_MESSAGE_TYPE_METHOD_CALL 1
#define DBUS_MESSAGE_TYPE_METHOD_RETURN 2
#define DBUS_MESSAGE_TYPE_ERROR 3
#define DBUS_MESSAGE_TYPE_SIGNAL 4
#define DBUS_NAME_FLAG_DO_NOT_QUEUE 0x4
#define DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER 1

/// Every libdbus function Curtain calls, with its type.
#define CURTAIN_DBUS_FUNCTIONS(X) \
    X(dbus_bool_t, dbus_threads_init_default, (void)) \
    X(void, dbus_free, (void *memory)) \
    X(void, dbus_error_init, (DBusError *error)) \
    X(void, dbus_error_free, (DBusError *error)) \
    X(dbus_bool_t, dbus_error_is_set, (const DBusError *error)) \
    X(dbus_bool_t, dbus_bus_register, (DBusConnection *connection, DBusError *error)) \
    X(const char *, dbus_bus_get_unique_name, (DBusConnection *connection)) \
    X(DBusConnection *, dbus_connection_open_private, (const char *address, DBusError *error)) \
    X(void, dbus_connection_close, (DBusConnection *connection)) \
    X(void, dbus_connection_unref, (DBusConnection *connection)) \
    X(void, dbus_connection_flush, (DBusConnection *connection)) \
    X(dbus_bool_t, dbus_connection_get_is_connected, (DBusConnection *connection)) \
    X(void, dbus_connection_set_exit_on_disconnect, (DBusConnection *connection, dbus_bool_t exit_on_disconnect)) \
    X(dbus_bool_t, dbus_connection_send, (DBusConnection *connection, DBusMessage *message, uint32_t *serial)) \
    X(DBusMessage *, dbus_connection_send_with_reply_and_block, \
      (DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error)) \
    X(DBusMessage *, dbus_connection_pop_message, (DBusConnection *connection)) \
    X(dbus_bool_t, dbus_connection_read_write, (DBusConnection *connection, int timeout_milliseconds)) \
    X(dbus_bool_t, dbus_connection_get_unix_fd, (DBusConnection *connection, int *fd)) \
    X(DBusMessage *, dbus_message_new_method_call, \
      (const char *destination, const char *path, const char *interface, const char *method)) \
    X(DBusMessage *, dbus_message_new_method_return, (DBusMessage *method_call)) \
    X(DBusMessage *, dbus_message_new_error, (DBusMessage *reply_to, const char *name, const char *message)) \
    X(DBusMessage *, dbus_message_new_signal, (const char *path, const char *interface, const char *name)) \
    X(void, dbus_message_unref, (DBusMessage *message)) \
    X(void, dbus_message_set_auto_start, (DBusMessage *message, dbus_bool_t auto_start)) \
    X(int, dbus_message_get_type, (DBusMessage *message)) \
    X(const char *, dbus_message_get_path, (DBusMessage *message)) \
    X(const char *, dbus_message_get_interface, (DBusMessage *message)) \
    X(const char *, dbus_message_get_member, (DBusMessage *message)) \
    X(const char *, dbus_message_get_sender, (DBusMessage *message)) \
    X(const char *, dbus_message_get_error_name, (DBusMessage *message)) \
    X(dbus_bool_t, dbus_message_iter_init, (DBusMessage *message, DBusMessageIter *iter)) \
    X(void, dbus_message_iter_init_append, (DBusMessage *message, DBusMessageIter *iter)) \
    X(dbus_bool_t, dbus_message_iter_next, (DBusMessageIter *iter)) \
    X(int, dbus_message_iter_get_arg_type, (DBusMessageIter *iter)) \
    X(void, dbus_message_iter_get_basic, (DBusMessageIter *iter, void *value)) \
    X(char *, dbus_message_iter_get_signature, (DBusMessageIter *iter)) \
    X(void, dbus_message_iter_recurse, (DBusMessageIter *iter, DBusMessageIter *sub)) \
    X(dbus_bool_t, dbus_message_iter_append_basic, (DBusMessageIter *iter, int type, const void *value)) \
    X(dbus_bool_t, dbus_message_iter_open_container, \
      (DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub)) \
    X(dbus_bool_t, dbus_message_iter_close_container, (DBusMessageIter *iter, DBusMessageIter *sub)) \
    X(void, dbus_message_iter_abandon_container, (DBusMessageIter *iter, DBusMessageIter *sub))

/// libdbus's functions, one field each, named as the function.
typedef struct {
#define CURTAIN_DBUS_FIELD(result, name, parameters) result (*name) parameters;
    CURTAIN_DBUS_FUNCTIONS(CURTAIN_DBUS_FIELD)
#undef CURTAIN_DBUS_FIELD
} CurtainDBusLibrary;

/// Loads libdbus and fills `library`; returns 0 when libdbus or one of its functions is missing.
static inline int curtain_dbus_load(CurtainDBusLibrary *library) {
    void *handle = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!handle) return 0;
#define CURTAIN_DBUS_RESOLVE(result, name, parameters) \
    if (!(library->name = (result (*) parameters)dlsym(handle, #name))) return 0;
    CURTAIN_DBUS_FUNCTIONS(CURTAIN_DBUS_RESOLVE)
#undef CURTAIN_DBUS_RESOLVE
    return 1;
}

#endif
