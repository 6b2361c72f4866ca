// AtkText and AtkEditableText over a Swift text field. Swift hands over the whole text (bullets for a secure
// field); ATK's character offsets are cut out of it here with GLib's UTF-8 helpers.
#include "CurtainAtkPrivate.h"
#include <stdlib.h>

/// The field's text as a GLib string (g_free it), or an empty one.
static gchar *text_of(void *owner) {
    char *text = owner ? curtain_atk_callbacks->text(owner) : NULL;
    gchar *copy = g_strdup(text ? text : "");
    free(text);
    return copy;
}

static gchar *text_get_text(AtkText *text, gint start, gint end) {
    gchar *whole = text_of(curtain_atk_owner(text));
    glong length = g_utf8_strlen(whole, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    gchar *part = g_utf8_substring(whole, start, end);
    g_free(whole);
    return part;
}

static gint text_get_character_count(AtkText *text) {
    gchar *whole = text_of(curtain_atk_owner(text));
    gint count = (gint)g_utf8_strlen(whole, -1);
    g_free(whole);
    return count;
}

static gunichar text_get_character_at_offset(AtkText *text, gint offset) {
    gchar *whole = text_of(curtain_atk_owner(text));
    gunichar character = 0;
    if (offset >= 0 && offset < g_utf8_strlen(whole, -1)) {
        character = g_utf8_get_char(g_utf8_offset_to_pointer(whole, offset));
    }
    g_free(whole);
    return character;
}

static gint text_get_caret_offset(AtkText *text) { return CURTAIN_ATK_ASK(text, -1, caret_offset); }

static gboolean text_set_caret_offset(AtkText *text, gint offset) {
    return CURTAIN_ATK_ASK(text, FALSE, set_caret_offset, offset);
}

static gint text_get_n_selections(AtkText *text) {
    void *owner = curtain_atk_owner(text);
    if (!owner) return 0;
    int start = 0, end = 0;
    curtain_atk_callbacks->selection(owner, &start, &end);
    return start != end ? 1 : 0;
}

static gchar *text_get_selection(AtkText *text, gint index, gint *start, gint *end) {
    void *owner = curtain_atk_owner(text);
    *start = *end = 0;
    if (!owner || index != 0) return NULL;
    curtain_atk_callbacks->selection(owner, start, end);
    return *start != *end ? text_get_text(text, *start, *end) : NULL;
}

const CurtainAtkInterface curtain_atk_text_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_TEXT, atk_text_get_type, AtkTextIface, {
        .get_text = text_get_text, .get_character_count = text_get_character_count,
        .get_character_at_offset = text_get_character_at_offset,
        .get_caret_offset = text_get_caret_offset, .set_caret_offset = text_set_caret_offset,
        .get_n_selections = text_get_n_selections, .get_selection = text_get_selection,
    });

// MARK: - AtkEditableText

static void editable_insert_text(AtkEditableText *text, const gchar *string, gint length, gint *position) {
    void *owner = curtain_atk_owner(text);
    if (!owner || !string) return;
    // ATK's length is in bytes, -1 for the whole string.
    gchar *copy = length < 0 ? g_strdup(string) : g_strndup(string, (gsize)length);
    curtain_atk_callbacks->insert_text(owner, copy, position);
    g_free(copy);
}

static void editable_delete_text(AtkEditableText *text, gint start, gint end) {
    void *owner = curtain_atk_owner(text);
    if (owner) curtain_atk_callbacks->delete_text(owner, start, end);
}

static void editable_set_text_contents(AtkEditableText *text, const gchar *string) {
    void *owner = curtain_atk_owner(text);
    if (owner) curtain_atk_callbacks->set_text(owner, string ? string : "");
}

const CurtainAtkInterface curtain_atk_editable_text_interface =
    CURTAIN_ATK_INTERFACE(CURTAIN_ATK_EDITABLE_TEXT, atk_editable_text_get_type, AtkEditableTextIface, {
        .insert_text = editable_insert_text, .delete_text = editable_delete_text,
        .set_text_contents = editable_set_text_contents,
    });
