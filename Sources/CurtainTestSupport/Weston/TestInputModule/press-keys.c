/*
 * press-keys: answers a dialog through the curtain-test-input weston module, for tests that run a
 * program where the Swift harness cannot go (scripts/test-package runs the installed package inside a
 * Debian root that has no Swift toolchain).
 *
 *   press-keys PID KEY...      KEY: enter, escape, tab, or an evdev code (KEY_ENTER = 28)
 *
 * Connects to $WAYLAND_DISPLAY (an absolute socket path works from outside a chroot), waits until
 * weston maps a subsurface of the process PID (the alert is presented, as CurtainProcess.answer waits
 * in the Swift tests), then taps each key on the module's seat and waits for the next repaint, so every
 * key has reached the client when it exits. Exits 0 when the keys went out, 1 on a timeout or a lost
 * connection, 2 on bad usage. Built by scripts/test-package with the module's protocol XML.
 */

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wayland-client.h>

#include "curtain-test-input-client-protocol.h"

/* How long the dialog may take to appear: a deadline for a hang, as the Swift harness's. */
static const int deadline_seconds = 15;

struct state {
	struct curtain_test_input *input;
	int32_t pid;
	bool has_alert;   /* the current view list holds a subsurface of PID: the alert in its window */
	bool is_listed;   /* the current view list is complete */
	bool is_synced;   /* the sync callback fired */
};

/* MARK: - Registry */

static void
registry_handle_global(void *data, struct wl_registry *registry, uint32_t name,
		       const char *interface, uint32_t version)
{
	struct state *state = data;

	(void)version;
	if (strcmp(interface, curtain_test_input_interface.name) == 0)
		state->input = wl_registry_bind(registry, name, &curtain_test_input_interface, 1);
}

static void
registry_handle_global_remove(void *data, struct wl_registry *registry, uint32_t name)
{
	(void)data, (void)registry, (void)name;
}

static const struct wl_registry_listener registry_listener = {
	.global = registry_handle_global,
	.global_remove = registry_handle_global_remove,
};

/* MARK: - View list: is the alert presented? */

static void
view_list_handle_view(void *data, struct curtain_test_view_list *list, int32_t x, int32_t y,
		      int32_t width, int32_t height, int32_t pid, const char *role, const char *title,
		      const char *app_id)
{
	struct state *state = data;

	(void)list, (void)x, (void)y, (void)width, (void)height, (void)title, (void)app_id;
	if (pid == state->pid && strcmp(role, "wl_subsurface") == 0)
		state->has_alert = true;
}

static void
view_list_handle_done(void *data, struct curtain_test_view_list *list)
{
	struct state *state = data;

	/* A destructor event: the compositor has destroyed its side. */
	curtain_test_view_list_destroy(list);
	state->is_listed = true;
}

static const struct curtain_test_view_list_listener view_list_listener = {
	.view = view_list_handle_view,
	.done = view_list_handle_done,
};

/* MARK: - Sync: every request so far has been repainted */

static void
sync_handle_done(void *data, struct wl_callback *callback, uint32_t time)
{
	struct state *state = data;

	(void)time;
	wl_callback_destroy(callback);
	state->is_synced = true;
}

static const struct wl_callback_listener sync_listener = { .done = sync_handle_done };

/* MARK: - Main */

static bool
is_past(const struct timespec *deadline)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec > deadline->tv_sec ||
	       (now.tv_sec == deadline->tv_sec && now.tv_nsec >= deadline->tv_nsec);
}

/* Dispatches until *flag is set; false when the connection fails. Each wait ends at a repaint. */
static bool
dispatch_until(struct wl_display *display, const bool *flag)
{
	while (!*flag)
		if (wl_display_dispatch(display) < 0)
			return false;
	return true;
}

static bool
sync(struct wl_display *display, struct state *state)
{
	state->is_synced = false;
	wl_callback_add_listener(curtain_test_input_sync(state->input), &sync_listener, state);
	return dispatch_until(display, &state->is_synced);
}

static long
parse_key(const char *name)
{
	char *end;
	long code;

	if (strcmp(name, "enter") == 0)
		return 28;
	if (strcmp(name, "escape") == 0)
		return 1;
	if (strcmp(name, "tab") == 0)
		return 15;
	errno = 0;
	code = strtol(name, &end, 10);
	return errno == 0 && *end == '\0' && end != name && code > 0 && code < 0x300 ? code : -1;
}

int
main(int argc, char *argv[])
{
	struct state state = { 0 };
	struct timespec deadline;
	struct wl_display *display;
	struct wl_registry *registry;
	long keys[64];
	int key_count = argc - 2;

	if (argc < 3 || key_count > 64 || (state.pid = atoi(argv[1])) <= 0) {
		fprintf(stderr, "usage: press-keys PID KEY... (KEY: enter, escape, tab or an evdev code)\n");
		return 2;
	}
	for (int i = 0; i < key_count; i++) {
		if ((keys[i] = parse_key(argv[i + 2])) < 0) {
			fprintf(stderr, "press-keys: '%s' is not a key (enter, escape, tab or an evdev code)\n", argv[i + 2]);
			return 2;
		}
	}

	display = wl_display_connect(NULL);
	if (!display) {
		fprintf(stderr, "press-keys: cannot connect to the Wayland display '%s'\n", getenv("WAYLAND_DISPLAY"));
		return 1;
	}
	registry = wl_display_get_registry(display);
	wl_registry_add_listener(registry, &registry_listener, &state);
	wl_display_roundtrip(display);
	if (!state.input) {
		fprintf(stderr, "press-keys: the compositor offers no curtain_test_input (weston --modules=curtain-test-input.so)\n");
		return 1;
	}

	/* Each list answers after the next repaint (~25 ms on headless weston), so this loop waits, not spins. */
	clock_gettime(CLOCK_MONOTONIC, &deadline);
	deadline.tv_sec += deadline_seconds;
	while (!state.has_alert) {
		struct curtain_test_view_list *list;

		if (is_past(&deadline)) {
			fprintf(stderr, "press-keys: process %d presented no alert within %d s\n", state.pid, deadline_seconds);
			return 1;
		}
		state.is_listed = false;
		list = curtain_test_input_list_views(state.input);
		curtain_test_view_list_add_listener(list, &view_list_listener, &state);
		if (!dispatch_until(display, &state.is_listed)) {
			fprintf(stderr, "press-keys: lost the connection to the compositor\n");
			return 1;
		}
	}

	/* As CurtainProcess.answer: a repaint after the alert maps, the taps, then a repaint after them. */
	if (!sync(display, &state))
		return 1;
	for (int i = 0; i < key_count; i++) {
		curtain_test_input_key(state.input, (uint32_t)keys[i], CURTAIN_TEST_INPUT_STATE_PRESSED);
		curtain_test_input_key(state.input, (uint32_t)keys[i], CURTAIN_TEST_INPUT_STATE_RELEASED);
	}
	if (!sync(display, &state)) {
		fprintf(stderr, "press-keys: lost the connection to the compositor\n");
		return 1;
	}

	curtain_test_input_destroy(state.input);
	wl_registry_destroy(registry);
	wl_display_disconnect(display);
	return 0;
}
