// Shared between the shim's C files only.
#ifndef CURTAIN_ATK_PRIVATE_H
#define CURTAIN_ATK_PRIVATE_H
#include "CurtainAtk.h"
#include <stdio.h>

extern const CurtainAtkCallbacks *curtain_atk_callbacks;
/// The Swift owner of an object of ours, or NULL (not ours, or detached).
void *curtain_atk_owner(gpointer object);
void curtain_atk_text_init(gpointer iface, gpointer data);
void curtain_atk_editable_text_init(gpointer iface, gpointer data);
void curtain_atk_value_init(gpointer iface, gpointer data);
void curtain_atk_selection_init(gpointer iface, gpointer data);
#endif
