/* smart_quotes.rb: SQ_RULES tried in order at the position (one character before the quote, or the quote) */
#include "markdown/kramdown/kd.h"

#include <string.h>

#define SQ_PUNCT "[!\"#\\$\\%'()*+,\\-.\\/:;<=>?\\@\\[\\\\\\]\\^_`{|}~]"
#define SQ_CLOSE "[^\\ \\\\\\t\\r\\n\\[{(-]"
enum { LQ1 = -1, RQ1 = -2, LQ2 = -3, RQ2 = -4, LDQ = -5, LSQ = -6, RSQ = -7 };
static struct rule {
    kd_re re;
    int subst[3];
} rules[] = {
    {KD_RE_INIT("(\"|')(?=[_*]{1,2}\\S)", KD_M), {LQ1, 0, 0}},
    {KD_RE_INIT("(\"|')(?=" SQ_PUNCT "(?!\\.\\.)\\B)", KD_M), {RQ1, 0, 0}},
    {KD_RE_INIT("(\\s?)\"'(?=\\w)", KD_M), {1, LDQ, LSQ}},
    {KD_RE_INIT("(\\s?)'\"(?=\\w)", KD_M), {1, LSQ, LDQ}},
    {KD_RE_INIT("(\\s?)'(?=\\d\\ds)", KD_M), {1, RSQ, 0}},
    {KD_RE_INIT("(\\s)('|\")(?=\\w)", KD_M), {1, LQ2, 0}},
    {KD_RE_INIT("(" SQ_CLOSE ")('|\")", KD_M), {1, RQ2, 0}},
    {KD_RE_INIT("(\"|')(?=\\s|s\\b|$)", KD_M), {RQ1, 0, 0}},
    {KD_RE_INIT("(.?)'", KD_MS), {1, LSQ, 0}},
    {KD_RE_INIT("(.?)\"", KD_MS), {1, -8, 0}},
};

static bool is_q(char c) { return c == '"' || c == '\''; }
static bool is_s(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); } /* PCRE2's \s */

/* false when rule r cannot match at pos: what the first six rules need of the next three bytes (a quote, PCRE2's
 * ASCII \s, SQ_PUNCT) checked before their patterns are run; the other rules always run */
static bool may_match(size_t r, const char *s, size_t len, size_t pos)
{
    char c0 = s[pos], c1 = pos + 1 < len ? s[pos + 1] : 0, c2 = pos + 2 < len ? s[pos + 2] : 0;
    switch (r) {
    case 0: return is_q(c0) && (c1 == '_' || c1 == '*');
    case 1: return is_q(c0) && c1 > ' ' && c1 < 0x7f && !(c1 >= '0' && c1 <= '9') && !((c1 | 32) >= 'a' && (c1 | 32) <= 'z');
    case 2: return (c0 == '"' && c1 == '\'') || (is_s(c0) && c1 == '"' && c2 == '\'');
    case 3: return (c0 == '\'' && c1 == '"') || (is_s(c0) && c1 == '\'' && c2 == '"');
    case 4: return c0 == '\'' || (is_s(c0) && c1 == '\'');
    case 5: return is_s(c0) && is_q(c1);
    default: return true;
    }
}

int kd_parse_smart_quotes(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
        if (s->pos >= s->len || !may_match(r, s->s, s->len, s->pos) || !kd_scan(p, &rules[r].re)) {
            continue;
        }
        kd_m m = s->m;
        for (int k = 0; k < 3 && rules[r].subst[k]; k++) {
            int v = rules[r].subst[k];
            if (v > 0) {
                if (m.so[v] != (size_t)-1) {
                    kd_add_text(p, s->s + m.so[v], m.eo[v] - m.so[v], p->tree, p->text_type);
                }
                continue;
            }
            const char *name;
            if (v == LQ1 || v == RQ1 || v == LQ2 || v == RQ2) {
                int g = (v == LQ1 || v == RQ1) ? 1 : 2; /* subst.to_s[-1] is the group of the quote */
                bool dq = s->s[m.so[g]] == '"';
                bool left = v == LQ1 || v == LQ2;
                name = left ? (dq ? "ldquo" : "lsquo") : (dq ? "rdquo" : "rsquo");
            } else {
                name = v == LDQ || v == -8 ? "ldquo" : v == LSQ ? "lsquo" : "rsquo";
            }
            kd_el *e = kd_new(p, KD_SMART_QUOTE);
            e->line = line;
            e->name = name;
            e->cp = !strcmp(name, "ldquo") ? 8220 : !strcmp(name, "rdquo") ? 8221 : !strcmp(name, "lsquo") ? 8216 : 8217;
            kd_append(p->tree, e);
        }
        return 1;
    }
    return 0;
}
