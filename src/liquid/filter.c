/* Filter lookup and error reporting (src/liquid/filter.h). */
#include "liquid/filter.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

const char sp_filter_empty_literal[1] = "";
const char sp_filter_blank_literal[1] = "";

bool sp_filter_is_method_literal(sp_value v)
{
    return v.type == SP_STRING && (v.u.s.ptr == sp_filter_empty_literal || v.u.s.ptr == sp_filter_blank_literal);
}

int sp_filter_error(sp_filter_call *call, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sp_error_setv(call->err, SP_ERR_INPUT, NULL, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int sp_filter_ruby_error(sp_filter_call *call, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sp_error_setv(call->err, SP_ERR_INPUT, NULL, 0, 0, fmt, ap);
    va_end(ap);
    call->ruby_error = true;
    return -1;
}

static const sp_filter_def *find_in(const sp_filter_def *table, const char *name, size_t len)
{
    for (const sp_filter_def *d = table; d->name; d++)
        if (strlen(d->name) == len && memcmp(d->name, name, len) == 0)
            return d;
    return NULL;
}

/* The tables plugins added (sp_filter_register), newest last; read without a lock once published. */
static const sp_filter_def *_Atomic plugin_tables[16];
static _Atomic size_t nplugin_tables;
static pthread_mutex_t plugin_lock = PTHREAD_MUTEX_INITIALIZER;

void sp_filter_register(const sp_filter_def *table)
{
    pthread_mutex_lock(&plugin_lock);
    size_t n = atomic_load(&nplugin_tables);
    bool have = false;
    for (size_t i = 0; i < n; i++)
        have |= atomic_load(&plugin_tables[i]) == table;
    if (!have && n < sizeof plugin_tables / sizeof *plugin_tables) {
        atomic_store(&plugin_tables[n], table);
        atomic_store(&nplugin_tables, n + 1);
    }
    pthread_mutex_unlock(&plugin_lock);
}

const sp_filter_def *sp_filter_lookup(const char *name, size_t len)
{
    /* a plugin's filters override Jekyll's and Liquid's, and Jekyll's override Liquid's of the same name (sort,
     * where), in the order Jekyll registers them */
    for (size_t i = atomic_load(&nplugin_tables); i-- > 0;) {
        const sp_filter_def *d = find_in(atomic_load(&plugin_tables[i]), name, len);
        if (d)
            return d;
    }
    const sp_filter_def *d = find_in(sp_liquid_jekyll_filters, name, len);
    return d ? d : find_in(sp_liquid_standard_filters, name, len);
}

const sp_filter_def *sp_filter_lookup_liquid(const char *name, size_t len)
{
    return find_in(sp_liquid_standard_filters, name, len);
}

bool sp_filter_builtin(const sp_filter_def *d)
{
    const sp_filter_def *const tables[] = {sp_liquid_standard_filters, sp_liquid_jekyll_filters};
    for (size_t t = 0; d && t < 2; t++)
        for (const sp_filter_def *e = tables[t]; e->name; e++)
            if (e == d)
                return true;
    return false;
}
