#ifndef PLUMB_CCMARK_SHIM_H
#define PLUMB_CCMARK_SHIM_H
#include <cmark.h>
#endif
