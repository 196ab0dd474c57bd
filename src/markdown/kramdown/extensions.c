/* extensions.rb: ALDs, block and span IALs, and the {::comment}, {::nomarkdown} and {::options} extensions */
#include "markdown/kramdown/kd.h"

#include <string.h>

#define EXT_START_STR "\\{::(\\w+)(?:\\s(" KD_ALD_ANY_CHARS "*?)|)(\\/)?\\}"
#define EXT_STOP_ANY "\\{:/(" KD_ALD_ID_NAME ")?\\}"
static kd_re re_ald_start = KD_RE_INIT("^" KD_OPT_SPACE "\\{:(" KD_ALD_ID_NAME "):(" KD_ALD_ANY_CHARS "+)\\}\\s*?\\n", KD_M);
static kd_re re_ext_block_start =
    KD_RE_INIT("^" KD_OPT_SPACE "(?:" EXT_START_STR "|" EXT_STOP_ANY ")\\s*?\\n", KD_M);
static kd_re re_ial_block_start = KD_RE_INIT(KD_IAL_BLOCK_START, KD_M);
static kd_re re_ext_span_start = KD_RE_INIT(EXT_START_STR "|" EXT_STOP_ANY, KD_M);
static kd_re re_ial_span_start = KD_RE_INIT("\\{:(" KD_ALD_ANY_CHARS "+)\\}", KD_M);

static void add_char(kd_parser *p)
{
    kd_src *s = p->src;
    size_t n = 1;
    while (s->pos + n < s->len && ((unsigned char)s->s[s->pos + n] & 0xC0) == 0x80) {
        n++;
    }
    kd_add_text(p, s->s + s->pos, n, p->tree, p->text_type);
    s->pos += n;
}

/* options the {::options} extension may set here (the others are accepted and ignored) */
static void set_option(kd_parser *p, const char *k, const char *v)
{
    if (!strcmp(k, "auto_ids")) {
        p->o.auto_ids = !strcmp(v, "true");
    } else if (!strcmp(k, "auto_id_prefix")) {
        snprintf(p->o.auto_id_prefix, sizeof p->o.auto_id_prefix, "%s", v);
    } else if (!strcmp(k, "footnote_nr")) {
        char *e;
        long n = strtol(v, &e, 10);
        if (*v && !*e) { /* Integer(v); anything else is ignored, as kramdown rescues the error */
            p->o.footnote_nr = (int)n;
        }
    } else if (!strcmp(k, "syntax_highlighter_opts")) {
        /* a YAML hash such as {default_lang: ruby}: default_lang and guess_lang are used */
        const char *d = strstr(v, "default_lang:");
        if (d) {
            d += 13;
            while (*d == ' ') {
                d++;
            }
            size_t n = strcspn(d, ",} \n");
            snprintf(p->o.default_lang, sizeof p->o.default_lang, "%.*s", (int)n, d);
        }
        const char *g = strstr(v, "guess_lang:");
        if (g) {
            g += 11;
            while (*g == ' ') {
                g++;
            }
            p->o.guess_lang = !strncmp(g, "true", 4);
        }
    } else if (!strcmp(k, "parse_block_html")) {
        p->o.parse_block_html = !strcmp(v, "true");
    } else if (!strcmp(k, "parse_span_html")) {
        p->o.parse_span_html = !strcmp(v, "true");
    } else if (!strcmp(k, "header_offset")) {
        p->o.header_offset = atoi(v);
    } else if (!strcmp(k, "footnote_backlink")) {
        snprintf(p->o.footnote_backlink, sizeof p->o.footnote_backlink, "%s", v);
    } else if (!strcmp(k, "entity_output")) {
        p->o.entity_output = !strcmp(v, "numeric")    ? SP_MD_ENTITY_NUMERIC
                             : !strcmp(v, "symbolic") ? SP_MD_ENTITY_SYMBOLIC
                             : !strcmp(v, "as_input") ? SP_MD_ENTITY_AS_INPUT
                                                      : SP_MD_ENTITY_AS_CHAR;
    }
}

/* parse_extension_start_tag: 1 handled, 0 not (the block parser declines; a span adds the `{` as text) */
static int ext_start(kd_parser *p, bool block)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    size_t saved = s->pos;
    int line = kd_line(s);
    s->pos = m.eo[0];
    bool bad = m.so[4] != (size_t)-1 || (m.eo[0] - m.so[0] == 4 && !memcmp(s->s + m.so[0], "{:/}", 4));
    if (!bad && m.so[1] == (size_t)-1) {
        bad = true;
    }
    if (bad) {
        s->pos = saved;
        if (!block) {
            add_char(p);
            return 1;
        }
        return 0;
    }
    char *ext = kd_strndup(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    md_attrs opts = {0};
    if (m.so[2] != (size_t)-1) {
        kd_parse_attribute_list(p, s->s + m.so[2], m.eo[2] - m.so[2], &opts);
    }
    const char *body = NULL;
    size_t blen = 0;
    if (m.so[3] == (size_t)-1) {
        char pat[256];
        if (block) {
            snprintf(pat, sizeof pat, "^" KD_OPT_SPACE "\\{:/(%s)?\\}\\s*?\\n", ext);
        } else {
            snprintf(pat, sizeof pat, "\\{:/(%s)?\\}", ext);
        }
        kd_re stop = KD_RE_TEMP(pat, KD_M);
        kd_m sm;
        bool ok = kd_match_at(p, &stop, s->s, s->len, s->pos, false, &sm);
        kd_re_free(&stop);
        if (!ok) {
            s->pos = saved;
            if (!block) {
                add_char(p);
                return 1;
            }
            return 0;
        }
        body = s->s + s->pos;
        blen = sm.so[0] - s->pos;
        if (block && blen && body[blen - 1] == '\n') {
            blen--;
        }
        s->pos = sm.eo[0];
    }
    if (!strcmp(ext, "comment")) {
        if (body) {
            kd_el *e = kd_new(p, KD_COMMENT);
            e->cat = block ? KD_CAT_BLOCK : KD_CAT_SPAN;
            e->line = line;
            e->has_val = true;
            sp_buf_append(&e->val, body, blen);
            kd_append(p->tree, e);
        }
        return 1;
    }
    if (!strcmp(ext, "nomarkdown")) {
        if (body) {
            kd_el *e = kd_new(p, KD_RAW);
            e->cat = block ? KD_CAT_BLOCK : KD_CAT_SPAN;
            e->line = line;
            e->has_val = true;
            sp_buf_append(&e->val, body, blen);
            const char *t = md_attrs_get(&opts, "type");
            e->nomd_type = t ? t : NULL;
            kd_append(p->tree, e);
        }
        return 1;
    }
    if (!strcmp(ext, "options")) {
        for (size_t i = 0; i < opts.n; i++) {
            set_option(p, opts.v[i].key, opts.v[i].val);
        }
        if (block) {
            kd_el *e = kd_new_block(p, KD_EOB);
            e->has_val = true;
            e->name = "extension";
            kd_append(p->tree, e);
        }
        return 1;
    }
    s->pos = saved;
    if (!block) {
        add_char(p);
        return 1;
    }
    return 0;
}

int kd_parse_block_extensions(kd_parser *p)
{
    kd_src *s = p->src;
    if (kd_scan(p, &re_ald_start)) {
        if (p->pass != 2) { /* pass 2: pass 1 kept the ALDs */
            KD_PERSIST_BEGIN(p);
            char *name = kd_strndup(p, s->s + s->m.so[1], s->m.eo[1] - s->m.so[1]);
            md_attrs *ald = kd_map_get(&p->alds, name);
            if (!ald) {
                ald = sp_arena_calloc(p->a, 1, sizeof *ald);
                kd_map_put(p, &p->alds, name, ald);
            }
            kd_parse_attribute_list(p, s->s + s->m.so[2], s->m.eo[2] - s->m.so[2], ald);
            KD_PERSIST_END(p);
        }
        kd_el *e = kd_new_block(p, KD_EOB);
        e->has_val = true;
        e->name = "ald";
        kd_append(p->tree, e);
        return 1;
    } else if (kd_check(p, &re_ext_block_start)) {
        return ext_start(p, true);
    } else if (kd_scan(p, &re_ial_block_start)) {
        kd_m m = s->m;
        kd_el *l = p->tree->last;
        if (l && l->type != KD_BLANK &&
            (l->type != KD_EOB ||
             (l->name && (!strcmp(l->name, "link_def") || !strcmp(l->name, "abbrev_def") ||
                          !strcmp(l->name, "footnote_def"))))) {
            sp_arena *la = p->a;
            if (l->persist) { /* a definition's eob kept by pass 1 */
                p->a = p->pa;
            }
            if (!l->ial) {
                l->ial = sp_arena_calloc(p->a, 1, sizeof *l->ial);
            }
            kd_parse_attribute_list(p, s->s + m.so[1], m.eo[1] - m.so[1], l->ial);
            p->a = la;
            kd_m t;
            if (!kd_match_at(p, &re_ial_block_start, s->s, s->len, s->pos, true, &t)) {
                kd_el *e = kd_new_block(p, KD_EOB);
                e->has_val = true;
                e->name = "ial";
                kd_append(p->tree, e);
            }
        } else {
            if (!p->block_ial) {
                p->block_ial = sp_arena_calloc(p->a, 1, sizeof *p->block_ial);
            }
            kd_parse_attribute_list(p, s->s + m.so[1], m.eo[1] - m.so[1], p->block_ial);
        }
        return 1;
    }
    return 0;
}

/* where the next `}` is (an IAL's pattern runs to it): len when there is none; its distance counts as work */
static size_t next_rbrace(kd_parser *p)
{
    kd_src *s = p->src;
    if (!s->rb_at || s->rb_from > s->pos || s->rb_at < s->pos) {
        const char *r = memchr(s->s + s->pos, '}', s->len - s->pos);
        s->rb_from = s->pos;
        s->rb_at = r ? (size_t)(r - s->s) : s->len;
        if (!s->rb_at) {
            s->rb_at = s->len;
        }
    }
    if (s->rb_at < s->len) {
        p->work += (s->rb_at - s->pos) / 16;
    }
    return s->rb_at;
}

int kd_parse_span_extensions(kd_parser *p)
{
    kd_src *s = p->src;
    if (!kd_over_budget(p) && kd_check(p, &re_ext_span_start)) {
        return ext_start(p, false);
    } else if (!kd_over_budget(p) && next_rbrace(p) < s->len && kd_check(p, &re_ial_span_start)) {
        p->work += (s->m.eo[0] - s->pos) / 16;
        kd_el *l = p->tree->last;
        if (l && l->type != KD_TEXT) {
            kd_m m = s->m;
            s->pos = m.eo[0];
            md_attrs attr = {0};
            kd_parse_attribute_list(p, s->s + m.so[1], m.eo[1] - m.so[1], &attr);
            if (!l->ial) {
                l->ial = sp_arena_calloc(p->a, 1, sizeof *l->ial);
            }
            kd_update_ial_with_ial(p, l->ial, &attr);
            kd_update_attr_with_ial(p, &l->attr, &attr, 0);
        } else {
            add_char(p);
        }
        return 1;
    }
    add_char(p);
    return 1;
}
