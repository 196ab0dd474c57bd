/* Whether PCRE2's JIT may be used (include/sitepub/jit.h). */
#include "sitepub/jit.h"

#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define SP_ON_VALGRIND() RUNNING_ON_VALGRIND
#endif
#endif
#ifndef SP_ON_VALGRIND
#define SP_ON_VALGRIND() 0
#endif

bool sp_pcre2_jit_allowed(void) { return !SP_ON_VALGRIND(); }
