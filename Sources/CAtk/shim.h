#include <atk/atk.h>
