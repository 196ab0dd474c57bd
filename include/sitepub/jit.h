/* sitepub/jit.h: whether PCRE2's JIT compiler may be used in this process.
 *
 * The highlighter and the kramdown parser JIT-compile their hot patterns. JIT code reads memory in ways valgrind
 * cannot follow (it reports conditional jumps on uninitialised values inside the generated code, frames shown as
 * `???`), so under valgrind both run PCRE2's interpreter instead: the same matches, only slower. */
#ifndef SITEPUB_JIT_H
#define SITEPUB_JIT_H

#include <stdbool.h>

/* true unless the process runs under valgrind (RUNNING_ON_VALGRIND, when <valgrind/valgrind.h> was there at
 * build time; always true without it). Cheap: a few instructions, no system call. */
bool sp_pcre2_jit_allowed(void);

#endif
