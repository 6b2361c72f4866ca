// ATK objects whose answers come from Swift: one GType per combination of interfaces, made on first use, so an
// object lists exactly the interfaces its view supports (a label has no EditableText).
#include "CurtainAtk.h"
#include "CurtainAtkPrivate.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    AtkObject parent;
    void *owner;
    char *action_name;
    char *key_binding;
    /// The last name and description Swift gave: ATK returns them as borrowed strings.
    char *name;
    char *description;
} CurtainAtkObject;

typedef struct {
    AtkObjectClass parent_class;
} CurtainAtkObjectClass;

const CurtainAtkCallbacks *curtain_atk_callbacks;
/// One registered type per combination of the seven interface flags, made on first use.
#define CURTAIN_ATK_TYPE_SLOTS 128
static GType curtain_atk_types[CURTAIN_ATK_TYPE_SLOTS];
static AtkObjectClass *curtain_atk_parent_class;

/// The Swift owner of `object`, or NULL when it is not ours or was detached.
///
/// Nothing derives from these types, so the instance's own type is compared with each slot: an integer
/// comparison, where a subtype check per slot would walk GType's ancestry for every one that is not it.
static void *owner_of(gpointer object) {
    if (!object) return NULL;
    GType type = G_TYPE_FROM_INSTANCE(object);
    for (int index = 0; index < CURTAIN_ATK_TYPE_SLOTS; index++) {
        if (curtain_atk_types[index] == type) {
            return curtain_atk_callbacks ? ((CurtainAtkObject *)object)->owner : NULL;
        }
    }
    return NULL;
}

/// Replaces `*slot` with Swift's answer (malloc'd, or NULL) and returns it.
static const gchar *cache_answer(char **slot, char *answer) {
    g_free(*slot);
    *slot = g_strdup(answer);
    free(answer);
    return *slot;
}

static const gchar *object_get_name(AtkObject *object) {
    void *owner = owner_of(object);
    if (!owner) return NULL;
    return cache_answer(&((CurtainAtkObject *)object)->name, curtain_atk_callbacks->name(owner));
}

static const gchar *object_get_description(AtkObject *object) {
    void *owner = owner_of(object);
    if (!owner) return NULL;
    return cache_answer(&((CurtainAtkObject *)object)->description, curtain_atk_callbacks->description(owner));
}

static gint object_get_n_children(AtkObject *object) { return CURTAIN_ATK_ASK(object, 0, child_count); }

static AtkObject *object_ref_child(AtkObject *object, gint index) {
    AtkObject *child = CURTAIN_ATK_ASK(object, NULL, child_at, index);
    return child ? g_object_ref(child) : NULL;
}

static gint object_get_index_in_parent(AtkObject *object) { return CURTAIN_ATK_ASK(object, -1, index_in_parent); }

static AtkStateSet *object_ref_state_set(AtkObject *object) {
    AtkStateSet *set = curtain_atk_parent_class->ref_state_set(object);
    void *owner = owner_of(object);
    if (!owner) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    uint64_t states = curtain_atk_callbacks->states(owner);
    for (int state = 0; state < 64 && state < ATK_STATE_LAST_DEFINED; state++) {
        if (states & ((uint64_t)1 << state)) atk_state_set_add_state(set, (AtkStateType)state);
    }
    return set;
}

static void object_finalize(GObject *gobject) {
    CurtainAtkObject *object = (CurtainAtkObject *)gobject;
    g_free(object->action_name);
    g_free(object->key_binding);
    g_free(object->name);
    g_free(object->description);
    G_OBJECT_CLASS(curtain_atk_parent_class)->finalize(gobject);
}

static void object_class_init(gpointer klass, gpointer data) {
    (void)data;
    AtkObjectClass *atk_class = ATK_OBJECT_CLASS(klass);
    curtain_atk_parent_class = g_type_class_peek_parent(klass);
    atk_class->get_name = object_get_name;
    atk_class->get_description = object_get_description;
    atk_class->get_n_children = object_get_n_children;
    atk_class->ref_child = object_ref_child;
    atk_class->get_index_in_parent = object_get_index_in_parent;
    atk_class->ref_state_set = object_ref_state_set;
    G_OBJECT_CLASS(klass)->finalize = object_finalize;
}

// MARK: - AtkComponent

static void component_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                  AtkCoordType coord_type) {
    void *owner = owner_of(component);
    *x = *y = *width = *height = 0;
    if (!owner) return;
    curtain_atk_callbacks->extents(owner, x, y, width, height);
    // Wayland gives clients no screen position: screen and window coordinates are both window-relative.
    if (coord_type == ATK_XY_PARENT) {
        AtkObject *parent = atk_object_get_parent(ATK_OBJECT(component));
        void *parent_owner = parent ? owner_of(parent) : NULL;
        if (parent_owner && ATK_IS_COMPONENT(parent)) {
            int px = 0, py = 0, pw = 0, ph = 0;
            curtain_atk_callbacks->extents(parent_owner, &px, &py, &pw, &ph);
            *x -= px;
            *y -= py;
        }
    }
}

static gboolean component_grab_focus(AtkComponent *component) {
    return CURTAIN_ATK_ASK(component, FALSE, grab_focus);
}

static const CurtainAtkInterface component_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_COMPONENT, atk_component_get_type, AtkComponentIface, {
        .get_extents = component_get_extents, .grab_focus = component_grab_focus,
    });

// MARK: - AtkAction

static gint action_get_n_actions(AtkAction *action) {
    return owner_of(action) && ((CurtainAtkObject *)action)->action_name ? 1 : 0;
}

static gboolean action_do_action(AtkAction *action, gint index) {
    void *owner = owner_of(action);
    return owner && index == 0 ? curtain_atk_callbacks->do_action(owner, index) : FALSE;
}

static const gchar *action_get_name(AtkAction *action, gint index) {
    return index == 0 && owner_of(action) ? ((CurtainAtkObject *)action)->action_name : NULL;
}

static const gchar *action_get_keybinding(AtkAction *action, gint index) {
    return index == 0 && owner_of(action) ? ((CurtainAtkObject *)action)->key_binding : NULL;
}

static const CurtainAtkInterface action_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_ACTION, atk_action_get_type, AtkActionIface, {
        .get_n_actions = action_get_n_actions, .do_action = action_do_action,
        .get_name = action_get_name, .get_localized_name = action_get_name, .get_keybinding = action_get_keybinding,
    });

/// AtkWindow has no methods: implementing it is what makes a frame a window to the registry.
static const CurtainAtkInterface window_interface = { CURTAIN_ATK_WINDOW, atk_window_get_type, NULL, 0 };

// MARK: - Types and objects

/// The `interface_init` of every interface we add: copies the methods `data` (a CurtainAtkInterface) sets into
/// the vtable GLib made for our type, past its `GTypeInterface` header, keeping ATK's defaults elsewhere.
static void implement(gpointer vtable, gpointer data) {
    typedef void (*Method)(void);
    const CurtainAtkInterface *interface = data;
    for (size_t at = sizeof(GTypeInterface); interface->methods && at + sizeof(Method) <= interface->size;
         at += sizeof(Method)) {
        Method method;
        memcpy(&method, (const char *)interface->methods + at, sizeof method);
        if (method) memcpy((char *)vtable + at, &method, sizeof method);
    }
}

/// The type implementing exactly `interfaces`, registered the first time it is asked for.
static GType type_for(unsigned interfaces) {
    interfaces &= CURTAIN_ATK_TYPE_SLOTS - 1;
    if (curtain_atk_types[interfaces]) return curtain_atk_types[interfaces];
    GTypeInfo info = {
        .class_size = sizeof(CurtainAtkObjectClass),
        .class_init = object_class_init,
        .instance_size = sizeof(CurtainAtkObject),
    };
    char name[48];
    snprintf(name, sizeof name, "CurtainAccessible%u", interfaces);
    GType type = g_type_register_static(ATK_TYPE_OBJECT, name, &info, 0);
    const CurtainAtkInterface *const implemented[] = {
        &component_interface, &action_interface, &curtain_atk_text_interface,
        &curtain_atk_editable_text_interface, &window_interface, &curtain_atk_value_interface,
        &curtain_atk_selection_interface,
    };
    for (size_t index = 0; index < sizeof implemented / sizeof implemented[0]; index++) {
        if (!(interfaces & implemented[index]->flag)) continue;
        GInterfaceInfo interface_info = { .interface_init = implement, .interface_data = (gpointer)implemented[index] };
        g_type_add_interface_static(type, implemented[index]->type(), &interface_info);
    }
    curtain_atk_types[interfaces] = type;
    return type;
}

AtkObject *curtain_atk_object_new(void *owner, AtkRole role, unsigned interfaces) {
    CurtainAtkObject *object = g_object_new(type_for(interfaces), NULL);
    object->owner = owner;
    atk_object_initialize(ATK_OBJECT(object), NULL);
    atk_object_set_role(ATK_OBJECT(object), role);
    return ATK_OBJECT(object);
}

void curtain_atk_object_detach(AtkObject *object) {
    if (!owner_of(object)) return;
    ((CurtainAtkObject *)object)->owner = NULL;
    atk_object_notify_state_change(object, ATK_STATE_DEFUNCT, TRUE);
}

void curtain_atk_object_set_action(AtkObject *object, const char *name, const char *key_binding) {
    if (!owner_of(object)) return;
    CurtainAtkObject *ours = (CurtainAtkObject *)object;
    g_free(ours->action_name);
    g_free(ours->key_binding);
    ours->action_name = g_strdup(name);
    ours->key_binding = g_strdup(key_binding);
}

void *curtain_atk_owner(gpointer object) { return owner_of(object); }
