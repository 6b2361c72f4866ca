#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* The base direction of UTF-8 text: that of its first strong character (PANGO_DIRECTION_LTR or _RTL), or
   PANGO_DIRECTION_NEUTRAL. Pango marks pango_find_base_dir deprecated since 1.44 without a replacement for
   plain text (layouts resolve it themselves); GTK still calls it, and so does Curtain, through this one
   wrapper, so that the deprecation note stays in this system header. */
static inline PangoDirection curtain_pango_find_base_dir(const char *text, int length) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    return pango_find_base_dir(text, length);
#pragma GCC diagnostic pop
}
