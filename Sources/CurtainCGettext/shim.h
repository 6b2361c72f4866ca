// gettext as glibc provides it: bindtextdomain, bind_textdomain_codeset, dgettext and dngettext. With the
// program's setlocale(LC_ALL, ""), glibc picks the catalog from LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
#ifndef CURTAIN_GETTEXT_SHIM_H
#define CURTAIN_GETTEXT_SHIM_H

#include <libintl.h>
#include <locale.h>

#endif
