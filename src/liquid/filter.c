/* Filter lookup and error reporting (src/liquid/filter.h). */
#include "liquid/filter.h"

#include <stdarg.h>
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

static const sp_filter_def *find_in(const sp_filter_def *table, const char *name, size_t len)
{
    for (const sp_filter_def *d = table; d->name; d++)
        if (strlen(d->name) == len && memcmp(d->name, name, len) == 0)
            return d;
    return NULL;
}

const sp_filter_def *sp_filter_lookup(const char *name, size_t len)
{
    /* Jekyll's filters override Liquid's of the same name (sort, where), as Jekyll registers them later. */
    const sp_filter_def *d = find_in(sp_liquid_jekyll_filters, name, len);
    return d ? d : find_in(sp_liquid_standard_filters, name, len);
}

const sp_filter_def *sp_filter_lookup_liquid(const char *name, size_t len)
{
    return find_in(sp_liquid_standard_filters, name, len);
}
