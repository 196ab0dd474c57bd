/* HTML 4.01's named character references (html_entities.c). */
#ifndef SITEPUB_PLUGINS_HTML_ENTITIES_H
#define SITEPUB_PLUGINS_HTML_ENTITIES_H

#include <stddef.h>

typedef struct html_entity {
    const char *name;
    unsigned cp;
} html_entity;

extern const html_entity sp_html4_entities[];
extern const size_t sp_html4_entities_count;

#endif
