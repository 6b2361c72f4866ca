// Shared between the shim's C files only.
#ifndef CURTAIN_ATK_PRIVATE_H
#define CURTAIN_ATK_PRIVATE_H
#include "CurtainAtk.h"
#include <stdio.h>

extern const CurtainAtkCallbacks *curtain_atk_callbacks;
/// The Swift owner of an object of ours, or NULL (not ours, or detached).
void *curtain_atk_owner(gpointer object);

/// One ATK interface as the shim implements it. `methods` is a vtable of the interface's own type
/// (`AtkTextIface`, …) written with designated initialisers; its NULL slots keep ATK's defaults. Every ATK
/// interface vtable is a `GTypeInterface` header followed by function pointers only, which is what lets one
/// `interface_init` (CurtainAtkObject.c) copy any of them.
typedef struct {
    unsigned flag;         // CURTAIN_ATK_TEXT, …
    GType (*type)(void);   // atk_text_get_type, …
    const void *methods;   // NULL for an interface with no methods (AtkWindow)
    size_t size;           // sizeof the vtable behind `methods`
} CurtainAtkInterface;

/// A CurtainAtkInterface whose methods are the designated initialisers after its vtable type, for example
/// `CURTAIN_ATK_INTERFACE(CURTAIN_ATK_VALUE, atk_value_get_type, AtkValueIface, { .get_range = value_get_range })`.
#define CURTAIN_ATK_INTERFACE(flag, get_type, Vtable, ...) \
    { (flag), (get_type), &(const Vtable)__VA_ARGS__, sizeof(Vtable) }

extern const CurtainAtkInterface curtain_atk_text_interface;
extern const CurtainAtkInterface curtain_atk_editable_text_interface;
extern const CurtainAtkInterface curtain_atk_value_interface;
extern const CurtainAtkInterface curtain_atk_selection_interface;

/// Asks Swift's `callback` about `object`'s owner (the owner goes first, then the other arguments), or gives
/// `detached` when the object is not ours or Swift has let it go: the shape of most ATK methods here.
#define CURTAIN_ATK_ASK(object, detached, callback, ...) ({ \
    void *owner_ = curtain_atk_owner(object); \
    owner_ ? curtain_atk_callbacks->callback(owner_, ##__VA_ARGS__) : (detached); \
})
#endif
