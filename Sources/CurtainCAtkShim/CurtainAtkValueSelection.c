// AtkValue (a progress bar's fraction, a slider's value) and AtkSelection (a list's chosen rows) over Swift answers. Selection
// indices are child indices, as ATK counts them: the list's Swift side maps them to rows.
#include "CurtainAtkPrivate.h"

// MARK: - AtkValue

/// Swift's answer: 1 with a current value, 0 without (busy), -1 when the object is gone.
static int value_read(gpointer object, double *current, double *minimum, double *maximum) {
    void *owner = curtain_atk_owner(object);
    *current = *minimum = *maximum = 0;
    if (!owner) return -1;
    int has_current = curtain_atk_callbacks->value(owner, current, minimum, maximum);
    if (!has_current) *current = *minimum;
    return has_current;
}

static void value_set_double(GValue *value, double number) {
    g_value_init(value, G_TYPE_DOUBLE);
    g_value_set_double(value, number);
}

static void value_get_current_value(AtkValue *object, GValue *value) {
    double current, minimum, maximum;
    if (value_read(object, &current, &minimum, &maximum) >= 0) value_set_double(value, current);
}

static void value_get_minimum_value(AtkValue *object, GValue *value) {
    double current, minimum, maximum;
    if (value_read(object, &current, &minimum, &maximum) >= 0) value_set_double(value, minimum);
}

static void value_get_maximum_value(AtkValue *object, GValue *value) {
    double current, minimum, maximum;
    if (value_read(object, &current, &minimum, &maximum) >= 0) value_set_double(value, maximum);
}

static void value_get_value_and_text(AtkValue *object, gdouble *value, gchar **text) {
    double current, minimum, maximum;
    int has_current = value_read(object, &current, &minimum, &maximum);
    if (value) *value = current;
    double span = maximum > minimum ? maximum - minimum : 1;
    if (text) *text = has_current > 0 ? g_strdup_printf("%.0f%%", 100 * (current - minimum) / span) : NULL;
}

static AtkRange *value_get_range(AtkValue *object) {
    double current, minimum, maximum;
    if (value_read(object, &current, &minimum, &maximum) < 0) return NULL;
    return atk_range_new(minimum, maximum, NULL);
}

/// A screen reader setting the value (Value.CurrentValue): the slider moves as if the user moved it.
static void value_set_value(AtkValue *object, const gdouble value) {
    void *owner = curtain_atk_owner(object);
    if (owner) curtain_atk_callbacks->set_value(owner, value);
}

const CurtainAtkInterface curtain_atk_value_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_VALUE, atk_value_get_type, AtkValueIface, {
        .get_current_value = value_get_current_value, .get_value_and_text = value_get_value_and_text,
        .get_minimum_value = value_get_minimum_value, .get_maximum_value = value_get_maximum_value,
        .get_range = value_get_range, .set_value = value_set_value,
    });

// MARK: - AtkSelection

static gboolean selection_add(AtkSelection *selection, gint child) {
    return CURTAIN_ATK_ASK(selection, FALSE, select_child, child, 1);
}

static gboolean selection_remove(AtkSelection *selection, gint nth) {
    void *owner = curtain_atk_owner(selection);
    if (!owner) return FALSE;
    int child = curtain_atk_callbacks->selected_child(owner, nth);
    return child >= 0 ? curtain_atk_callbacks->select_child(owner, child, 0) : FALSE;
}

static gboolean selection_clear(AtkSelection *selection) { return CURTAIN_ATK_ASK(selection, FALSE, select_all, 0); }

static gboolean selection_select_all(AtkSelection *selection) {
    return CURTAIN_ATK_ASK(selection, FALSE, select_all, 1);
}

static AtkObject *selection_ref(AtkSelection *selection, gint nth) {
    int child = CURTAIN_ATK_ASK(selection, -1, selected_child, nth);
    return child >= 0 ? atk_object_ref_accessible_child(ATK_OBJECT(selection), child) : NULL;
}

static gint selection_count(AtkSelection *selection) { return CURTAIN_ATK_ASK(selection, 0, selection_count); }

static gboolean selection_is_child_selected(AtkSelection *selection, gint child) {
    return CURTAIN_ATK_ASK(selection, FALSE, is_child_selected, child);
}

const CurtainAtkInterface curtain_atk_selection_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_SELECTION, atk_selection_get_type, AtkSelectionIface, {
        .add_selection = selection_add, .remove_selection = selection_remove,
        .clear_selection = selection_clear, .select_all_selection = selection_select_all,
        .ref_selection = selection_ref, .get_selection_count = selection_count,
        .is_child_selected = selection_is_child_selected,
    });
