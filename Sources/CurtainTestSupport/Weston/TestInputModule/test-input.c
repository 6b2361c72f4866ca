/*
 * curtain-test-input: a weston 10 module that gives headless weston a seat and serves the
 * `curtain_test_input` protocol (protocols/curtain-test-input.xml), so Curtain's integration tests
 * can click, type and look at what the compositor maps, and so that curtain-bench can read, on the
 * compositor's clock, when each client's surfaces commit their first buffer (`watch_frames`).
 *
 * Loaded with `weston --modules=/absolute/path/curtain-test-input.so`. Tests only.
 *
 * Lifetime: the compositor's destroy signal fires before client resources are destroyed, so the
 * module's state is never freed: on shutdown it only detaches pending repaint waits and stops
 * answering. Client resources destroyed later still find valid memory.
 */

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>

#include <wayland-server.h>
#include <xkbcommon/xkbcommon.h>
#include <libweston/libweston.h>
#include <libweston-desktop/libweston-desktop.h>

#include "curtain-test-input-server-protocol.h"

/*
 * Exported by libweston-10.so but declared only in weston's private headers (libweston/backend.h,
 * libweston-internal.h), which libweston-10-dev does not install. Signatures match weston 10.0.1.
 */
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec, const char *seat_name);
int weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
void weston_seat_update_keymap(struct weston_seat *seat, struct xkb_keymap *keymap);
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time, double x, double y);
void notify_button(struct weston_seat *seat, const struct timespec *time, int32_t button,
		   enum wl_pointer_button_state state);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
		enum wl_keyboard_key_state state, enum weston_key_state_update update_state);
void notify_pointer_frame(struct weston_seat *seat);

/* weston's own module entry point, looked up by name. */
int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[]);

/* The module: one seat, one global. */
struct test_input {
	struct weston_compositor *compositor;
	struct weston_seat seat;
	struct wl_global *global;
	struct wl_listener compositor_destroy;
	struct wl_list repaint_waits; /* struct repaint_wait::link */
	struct wl_list frame_watches; /* curtain_test_frame_watch resources (wl_resource_get_link) */
	struct wl_listener create_surface;
	bool is_shut_down;
};

/*
 * Watches one surface until its first commit with a buffer. Owned by the surface: freed when the
 * surface is destroyed, which may be after compositor shutdown (it then touches only itself).
 */
struct surface_watch {
	struct test_input *input;
	struct wl_listener commit;
	struct wl_listener destroy;
	bool has_reported;
};

/*
 * A `sync` or `list_views` request waiting for the next repaint. It rides the output's animation
 * list, which weston walks after it has rebuilt the view list, repicked and sent frame callbacks.
 * It is owned by its resource: destroying the resource frees it.
 */
struct repaint_wait {
	struct weston_animation animation; /* in weston_output::animation_list */
	struct wl_list link;               /* in test_input::repaint_waits */
	struct test_input *input;
	struct wl_resource *resource;      /* wl_callback or curtain_test_view_list */
	void (*complete)(struct repaint_wait *wait, const struct timespec *time);
};

/* MARK: - Waiting for a repaint */

static void
repaint_wait_detach(struct repaint_wait *wait)
{
	wl_list_remove(&wait->animation.link);
	wl_list_init(&wait->animation.link);
	wl_list_remove(&wait->link);
	wl_list_init(&wait->link);
}

static void
repaint_wait_handle_resource_destroy(struct wl_resource *resource)
{
	struct repaint_wait *wait = wl_resource_get_user_data(resource);

	repaint_wait_detach(wait);
	free(wait);
}

static void
repaint_wait_handle_frame(struct weston_animation *animation, struct weston_output *output,
			  const struct timespec *time)
{
	struct repaint_wait *wait = wl_container_of(animation, wait, animation);

	(void)output;
	repaint_wait_detach(wait);
	/* Sends the answer and destroys the resource, which frees `wait`. */
	wait->complete(wait, time);
}

static struct weston_output *
first_output(struct test_input *input)
{
	struct weston_output *output;

	wl_list_for_each(output, &input->compositor->output_list, link)
		return output;
	return NULL;
}

/* Answers a request of `request_resource` (`sync`, `list_views`) on the first repaint after it: creates
 * the answer's resource `id` and queues `complete` for that repaint; posts an error if that is impossible. */
static void
repaint_wait_start(struct wl_resource *request_resource, uint32_t id, const struct wl_interface *interface,
		   void (*complete)(struct repaint_wait *, const struct timespec *))
{
	struct test_input *input = wl_resource_get_user_data(request_resource);
	struct wl_client *client = wl_resource_get_client(request_resource);
	struct weston_output *output = first_output(input);
	struct repaint_wait *wait;

	if (!output) {
		wl_resource_post_error(request_resource, CURTAIN_TEST_INPUT_ERROR_NO_OUTPUT,
				       "the compositor has no enabled output");
		return;
	}
	wait = calloc(1, sizeof *wait);
	if (!wait) {
		wl_client_post_no_memory(client);
		return;
	}
	wait->resource = wl_resource_create(client, interface, 1, id);
	if (!wait->resource) {
		free(wait);
		wl_client_post_no_memory(client);
		return;
	}
	wait->input = input;
	wait->complete = complete;
	wait->animation.frame = repaint_wait_handle_frame;
	/* The answers (wl_callback, curtain_test_view_list) have no requests. */
	wl_resource_set_implementation(wait->resource, NULL, wait, repaint_wait_handle_resource_destroy);
	wl_list_insert(output->animation_list.prev, &wait->animation.link);
	wl_list_insert(input->repaint_waits.prev, &wait->link);

	weston_compositor_wake(input->compositor);
	weston_output_schedule_repaint(output);
}

static uint32_t
milliseconds(const struct timespec *time)
{
	return (uint32_t)((int64_t)time->tv_sec * 1000 + time->tv_nsec / 1000000);
}

static void
sync_complete(struct repaint_wait *wait, const struct timespec *time)
{
	wl_callback_send_done(wait->resource, milliseconds(time));
	wl_resource_destroy(wait->resource);
}

/* MARK: - Listing views */

/* Copies at most size - 1 bytes of text into buffer, never splitting a UTF-8 sequence: a window's title may
 * be as long as a client could send, and the view event carries it with the app id and more, which must
 * stay within libwayland's 4096-byte message limit. */
static const char *
clip_utf8(const char *text, char *buffer, size_t size)
{
	size_t length;

	if (!text)
		return NULL;
	length = strlen(text);
	if (length < size)
		return text;
	length = size - 1;
	while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80)
		length--;
	memcpy(buffer, text, length);
	buffer[length] = '\0';
	return buffer;
}

static void
send_view(struct wl_resource *list, struct weston_view *view)
{
	char title_buffer[1024], app_id_buffer[1024];
	struct weston_surface *surface = view->surface;
	struct wl_client *client = wl_resource_get_client(surface->resource);
	const char *role = weston_surface_get_role(surface);
	const char *title = NULL;
	const char *app_id = NULL;
	float x, y;
	pid_t pid = 0;

	wl_client_get_credentials(client, &pid, NULL, NULL);
	weston_view_to_global_float(view, 0, 0, &x, &y);
	if (weston_surface_is_desktop_surface(surface)) {
		struct weston_desktop_surface *desktop = weston_surface_get_desktop_surface(surface);
		title = clip_utf8(weston_desktop_surface_get_title(desktop), title_buffer, sizeof title_buffer);
		app_id = clip_utf8(weston_desktop_surface_get_app_id(desktop), app_id_buffer, sizeof app_id_buffer);
	}
	curtain_test_view_list_send_view(list, (int32_t)x, (int32_t)y, surface->width, surface->height,
					 (int32_t)pid, role ? role : "", title, app_id);
}

static void
view_list_complete(struct repaint_wait *wait, const struct timespec *time)
{
	struct weston_view *view;

	(void)time;
	/* weston_compositor::view_list is in stacking order, topmost first, rebuilt at repaint. */
	wl_list_for_each(view, &wait->input->compositor->view_list, link) {
		if (view->surface->resource && weston_view_is_mapped(view))
			send_view(wait->resource, view);
	}
	curtain_test_view_list_send_done(wait->resource);
	wl_resource_destroy(wait->resource);
}

/* MARK: - First frames */

static void
surface_watch_stop_listening_to_commits(struct surface_watch *watch)
{
	wl_list_remove(&watch->commit.link);
	wl_list_init(&watch->commit.link);
}

static void
surface_watch_handle_commit(struct wl_listener *listener, void *data)
{
	struct surface_watch *watch = wl_container_of(listener, watch, commit);
	struct weston_surface *surface = data;
	struct test_input *input = watch->input;
	struct wl_resource *resource;
	struct timespec now;
	const char *role;
	pid_t pid = 0;

	/* weston emits commit_signal after applying the state: the buffer is now the surface's content. */
	if (watch->has_reported || !surface->buffer_ref.buffer || !surface->resource)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	watch->has_reported = true;
	surface_watch_stop_listening_to_commits(watch);
	if (input->is_shut_down)
		return;
	role = weston_surface_get_role(surface);
	wl_client_get_credentials(wl_resource_get_client(surface->resource), &pid, NULL, NULL);
	wl_resource_for_each(resource, &input->frame_watches)
		curtain_test_frame_watch_send_first_frame(resource, (int32_t)pid, role ? role : "",
							  surface->width, surface->height,
							  (uint32_t)now.tv_sec, (uint32_t)now.tv_nsec);
}

static void
surface_watch_handle_destroy(struct wl_listener *listener, void *data)
{
	struct surface_watch *watch = wl_container_of(listener, watch, destroy);

	(void)data;
	surface_watch_stop_listening_to_commits(watch);
	wl_list_remove(&watch->destroy.link);
	free(watch);
}

static void
test_input_handle_create_surface(struct wl_listener *listener, void *data)
{
	struct test_input *input = wl_container_of(listener, input, create_surface);
	struct weston_surface *surface = data;
	struct surface_watch *watch = calloc(1, sizeof *watch);

	if (!watch)
		return; /* this surface goes unreported; nothing else depends on it */
	watch->input = input;
	watch->commit.notify = surface_watch_handle_commit;
	wl_signal_add(&surface->commit_signal, &watch->commit);
	watch->destroy.notify = surface_watch_handle_destroy;
	wl_signal_add(&surface->destroy_signal, &watch->destroy);
}

/* The `destroy` request of both interfaces: the resource's destroy handler does the rest. */
static void
handle_destroy_request(struct wl_client *client, struct wl_resource *resource)
{
	(void)client;
	wl_resource_destroy(resource);
}

static void
frame_watch_handle_resource_destroy(struct wl_resource *resource)
{
	wl_list_remove(wl_resource_get_link(resource));
}

static const struct curtain_test_frame_watch_interface frame_watch_implementation = {
	.destroy = handle_destroy_request,
};

/* MARK: - Requests */

/* One input request, as weston's seat is to be told of it. */
struct input_event {
	enum { INPUT_MOTION, INPUT_BUTTON, INPUT_KEY } kind;
	double x, y;		/* INPUT_MOTION: global logical pixels */
	uint32_t code;		/* INPUT_BUTTON, INPUT_KEY: the evdev code */
	bool is_pressed;	/* INPUT_BUTTON, INPUT_KEY */
};

/* Tells the seat of `resource`'s module about `event`, stamped with the compositor's time now. Dropped
 * once the compositor is shutting down, when the seat may be gone. */
static void
deliver(struct wl_resource *resource, struct input_event event)
{
	struct test_input *input = wl_resource_get_user_data(resource);
	struct timespec time;

	if (input->is_shut_down)
		return;
	weston_compositor_get_time(&time);
	switch (event.kind) {
	case INPUT_MOTION:
		notify_motion_absolute(&input->seat, &time, event.x, event.y);
		notify_pointer_frame(&input->seat);
		break;
	case INPUT_BUTTON:
		notify_button(&input->seat, &time, (int32_t)event.code,
			      event.is_pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
		notify_pointer_frame(&input->seat);
		break;
	case INPUT_KEY:
		notify_key(&input->seat, &time, event.code,
			   event.is_pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
			   STATE_UPDATE_AUTOMATIC);
		break;
	}
}

static void
test_input_handle_move_pointer(struct wl_client *client, struct wl_resource *resource,
			       wl_fixed_t x, wl_fixed_t y)
{
	(void)client;
	deliver(resource, (struct input_event){
		.kind = INPUT_MOTION, .x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y) });
}

static void
test_input_handle_pointer_button(struct wl_client *client, struct wl_resource *resource,
				 uint32_t button, uint32_t state)
{
	(void)client;
	deliver(resource, (struct input_event){
		.kind = INPUT_BUTTON, .code = button, .is_pressed = state == CURTAIN_TEST_INPUT_STATE_PRESSED });
}

static void
test_input_handle_key(struct wl_client *client, struct wl_resource *resource, uint32_t key, uint32_t state)
{
	(void)client;
	deliver(resource, (struct input_event){
		.kind = INPUT_KEY, .code = key, .is_pressed = state == CURTAIN_TEST_INPUT_STATE_PRESSED });
}

static void
test_input_handle_sync(struct wl_client *client, struct wl_resource *resource, uint32_t callback)
{
	(void)client;
	repaint_wait_start(resource, callback, &wl_callback_interface, sync_complete);
}

static void
test_input_handle_list_views(struct wl_client *client, struct wl_resource *resource, uint32_t list)
{
	(void)client;
	repaint_wait_start(resource, list, &curtain_test_view_list_interface, view_list_complete);
}

static void
test_input_handle_watch_frames(struct wl_client *client, struct wl_resource *resource, uint32_t id)
{
	struct test_input *input = wl_resource_get_user_data(resource);
	struct wl_resource *watch = wl_resource_create(client, &curtain_test_frame_watch_interface, 1, id);

	if (!watch) {
		wl_client_post_no_memory(client);
		return;
	}
	wl_resource_set_implementation(watch, &frame_watch_implementation, input,
				       frame_watch_handle_resource_destroy);
	wl_list_insert(input->frame_watches.prev, wl_resource_get_link(watch));
}

static const char *
nonempty(const char *name)
{
	return name && name[0] ? name : NULL;
}

static void
test_input_handle_set_keymap(struct wl_client *client, struct wl_resource *resource,
			     const char *rules, const char *model, const char *layout,
			     const char *variant, const char *options)
{
	struct test_input *input = wl_resource_get_user_data(resource);
	struct xkb_rule_names names = {
		.rules = nonempty(rules),
		.model = nonempty(model),
		.layout = nonempty(layout),
		.variant = nonempty(variant),
		.options = nonempty(options),
	};
	struct xkb_keymap *keymap;

	(void)client;
	if (input->is_shut_down)
		return;
	keymap = xkb_keymap_new_from_names(input->compositor->xkb_context, &names, 0);
	if (!keymap) {
		wl_resource_post_error(resource, CURTAIN_TEST_INPUT_ERROR_INVALID_KEYMAP,
				       "xkbcommon cannot compile rules '%s' model '%s' layout '%s' "
				       "variant '%s' options '%s'",
				       rules ? rules : "", model ? model : "", layout ? layout : "",
				       variant ? variant : "", options ? options : "");
		return;
	}
	/* Takes its own reference and sends wl_keyboard.keymap to every bound keyboard. */
	weston_seat_update_keymap(&input->seat, keymap);
	xkb_keymap_unref(keymap);
}

static const struct curtain_test_input_interface test_input_implementation = {
	.destroy = handle_destroy_request,
	.move_pointer = test_input_handle_move_pointer,
	.pointer_button = test_input_handle_pointer_button,
	.key = test_input_handle_key,
	.sync = test_input_handle_sync,
	.list_views = test_input_handle_list_views,
	.set_keymap = test_input_handle_set_keymap,
	.watch_frames = test_input_handle_watch_frames,
};

static void
test_input_bind(struct wl_client *client, void *data, uint32_t version, uint32_t id)
{
	struct wl_resource *resource = wl_resource_create(client, &curtain_test_input_interface,
							  (int)version, id);

	if (!resource) {
		wl_client_post_no_memory(client);
		return;
	}
	wl_resource_set_implementation(resource, &test_input_implementation, data, NULL);
}

/* MARK: - Set-up and shutdown */

static void
test_input_handle_compositor_destroy(struct wl_listener *listener, void *data)
{
	struct test_input *input = wl_container_of(listener, input, compositor_destroy);
	struct repaint_wait *wait, *next;

	(void)data;
	/* Outputs go away next; unanswered waits must not stay linked into their animation lists. */
	wl_list_for_each_safe(wait, next, &input->repaint_waits, link)
		repaint_wait_detach(wait);
	wl_list_remove(&input->create_surface.link);
	wl_list_init(&input->create_surface.link);
	wl_global_destroy(input->global);
	input->global = NULL;
	input->is_shut_down = true;
	/* `input` (and the seat inside it) is deliberately not freed: see the file comment. */
}

WL_EXPORT int
wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[])
{
	struct test_input *input;

	(void)argc;
	(void)argv;
	input = calloc(1, sizeof *input);
	if (!input)
		return -1;
	input->compositor = compositor;
	wl_list_init(&input->repaint_waits);
	wl_list_init(&input->frame_watches);

	/* A seat as a backend would make one for a mouse and a keyboard; NULL: weston.ini's keymap. */
	weston_seat_init(&input->seat, compositor, "curtain-test");
	if (weston_seat_init_pointer(&input->seat) < 0 ||
	    weston_seat_init_keyboard(&input->seat, NULL) < 0) {
		weston_log("curtain-test-input: cannot give the seat a pointer and a keyboard\n");
		return -1;
	}

	input->global = wl_global_create(compositor->wl_display, &curtain_test_input_interface, 1,
					 input, test_input_bind);
	if (!input->global) {
		weston_log("curtain-test-input: cannot create the curtain_test_input global\n");
		return -1;
	}
	if (!weston_compositor_add_destroy_listener_once(compositor, &input->compositor_destroy,
							 test_input_handle_compositor_destroy)) {
		weston_log("curtain-test-input: loaded twice\n");
		return -1;
	}
	input->create_surface.notify = test_input_handle_create_surface;
	wl_signal_add(&compositor->create_surface_signal, &input->create_surface);
	weston_log("curtain-test-input: seat \"curtain-test\" and curtain_test_input v1 ready\n");
	return 0;
}
