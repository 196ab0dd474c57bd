/* lang_j.c: J, ported from Rouge 3.30 lexers (Rouge::Lexers::J). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr,
    S_str,
    S_def_next,
    S_expl_def,
    S_q_expr,
    S_q_str,
    S_note,
    S_noun,
    S_code,
    S_delimiter,
};

static const char kw_control_words[][9] = {
    "assert", "break", "case", "catch", "catchd", "catcht",
    "continue", "do", "else", "elseif", "end", "fcase",
    "for", "if", "return", "select", "throw", "try",
    "while", "whilst",
};

static const char kw_control_words_id[][6] = {
    "for", "goto", "label",
};

/* J.primitive(char, inflection) for every ASCII char and each of inflection_list ('', . : .. .: :. ::):
 * token_map[primitive_table[char][i]] (generated from Rouge 3.30 j.rb; nil parts of speech are Error) */
static const short prim[128][7] = {
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 0 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 1 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 2 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 3 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 4 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 5 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 6 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 7 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 8 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 9 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 10 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 11 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 12 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 13 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 14 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 15 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 16 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 17 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 18 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 19 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 20 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 21 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 22 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 23 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 24 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 25 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 26 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 27 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 28 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 29 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 30 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 31 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 32 */
    {T_Name_Function, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 33 */
    {T_Operator, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 34 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 35 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 36 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 37 */
    {T_Operator, T_Operator, T_Operator, T_Error, T_Operator, T_Error, T_Error}, /* 38 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 39 */
    {T_Punctuation, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 40 */
    {T_Punctuation, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 41 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 42 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 43 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 44 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 45 */
    {T_Operator, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 46 */
    {T_Operator, T_Operator, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 47 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 48 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 49 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 50 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 51 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 52 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 53 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 54 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 55 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 56 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 57 */
    {T_Operator, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 58 */
    {T_Name_Function, T_Operator, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 59 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 60 */
    {T_Name_Function, T_Punctuation, T_Punctuation, T_Error, T_Error, T_Error, T_Error}, /* 61 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 62 */
    {T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 63 */
    {T_Operator, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 64 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 65 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 66 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 67 */
    {T_Name, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 68 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 69 */
    {T_Name, T_Operator, T_Operator, T_Operator, T_Operator, T_Operator, T_Operator}, /* 70 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 71 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 72 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 73 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 74 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 75 */
    {T_Name, T_Name_Function, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 76 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 77 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 78 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 79 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 80 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 81 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 82 */
    {T_Name, T_Error, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 83 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 84 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 85 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 86 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 87 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 88 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 89 */
    {T_Name, T_Error, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 90 */
    {T_Name_Function, T_Error, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 91 */
    {T_Operator, T_Operator, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 92 */
    {T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 93 */
    {T_Name_Function, T_Name_Function, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 94 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 95 */
    {T_Operator, T_Error, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 96 */
    {T_Name, T_Keyword_Constant, T_Keyword_Constant, T_Error, T_Error, T_Error, T_Error}, /* 97 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 98 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 99 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 100 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 101 */
    {T_Name, T_Operator, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 102 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 103 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 104 */
    {T_Name, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 105 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 106 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 107 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 108 */
    {T_Name_Builtin_Pseudo, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 109 */
    {T_Name_Builtin_Pseudo, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 110 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 111 */
    {T_Name, T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error}, /* 112 */
    {T_Name, T_Error, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 113 */
    {T_Name, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 114 */
    {T_Name, T_Error, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 115 */
    {T_Name, T_Operator, T_Operator, T_Error, T_Error, T_Error, T_Error}, /* 116 */
    {T_Name_Builtin_Pseudo, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 117 */
    {T_Name_Builtin_Pseudo, T_Name_Function, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 118 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 119 */
    {T_Name_Builtin_Pseudo, T_Error, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 120 */
    {T_Name_Builtin_Pseudo, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 121 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 122 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Name_Function}, /* 123 */
    {T_Name_Function, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 124 */
    {T_Operator, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Operator}, /* 125 */
    {T_Operator, T_Name_Function, T_Name_Function, T_Error, T_Error, T_Error, T_Error}, /* 126 */
    {T_Name, T_Error, T_Error, T_Error, T_Error, T_Error, T_Error}, /* 127 */
};

/* @note_next and @def_body (:noun or :code, as a state; 0 for nil) */
typedef struct j_data {
    int note_next;
    int def_body;
} j_data;

static int inflection_index(const char *p, size_t n)
{
    static const char list[][3] = {"", ".", ":", "..", ".:", ":.", "::"};
    for (int i = 0; i < 7; i++)
        if (strlen(list[i]) == n && memcmp(list[i], p, n) == 0)
            return i;
    return -1;
}

/* j.rb:139
 *         rule %r/\n/ do
 *           token Text
 *           if @note_next
 *             push :note
 *             @note_next = false
 *           end
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    j_data *d = lx->data;
    hl_token(lx, T_Text, m->s, m->ov[1]);
    if (d->note_next) {
        hl_push(lx, S_note);
        d->note_next = 0;
    }
}

/* j.rb:149
 *         rule %r/
 *           ([0-4]|13|adverb|conjunction|dyad|monad|noun|verb)([\ \t]+)
 *           (def(?:ine)?\b|:)(?![.:])([\ \t]*)
 *         /x do |m|
 *           groups Keyword::Pseudo, Text, Keyword::Pseudo, Text
 *           @def_body = (m[1] == '0' || m[1] == 'noun') ? :noun : :code
 *           if m[3] == 'define'
 *             # stack: [:root]
 *             #    or  [:root, ..., :def_next]
 *             pop! if stack.size > 1
 *             push @def_body
 *             push :def_next  # [:root, ..., @def_body, :def_next]
 *           else
 *             push :expl_def
 *           end
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    j_data *d = lx->data;
    hl_token_m(lx, T_Keyword_Pseudo, m, 1); hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Keyword_Pseudo, m, 3); hl_token_m(lx, T_Text, m, 4);
    d->def_body = (hl_group_eq(m, 1, "0") || hl_group_eq(m, 1, "noun")) ? S_noun : S_code;
    if (hl_group_eq(m, 3, "define")) {
        if (lx->depth > 1)
            hl_pop(lx, 1);
        hl_push(lx, d->def_body);
        hl_push(lx, S_def_next);
    } else {
        hl_push(lx, S_expl_def);
    }
}

/* j.rb:166
 *         rule %r/^([ \t]*)(Note\b(?![.:]))([ \t\r]*)(?!=[.:]|$)/ do
 *           groups Text, Name, Text
 *           @note_next = true
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    j_data *d = lx->data;
    hl_token_m(lx, T_Text, m, 1); hl_token_m(lx, T_Name, m, 2); hl_token_m(lx, T_Text, m, 3);
    d->note_next = 1;
}

/* j.rb:91
 *         rule %r'([!-&(-/:-@\[-^`{-~]|[A-Za-z]\b)([.:]*)' do |m|
 *           token J.primitive(m[1], m[2])
 *         end
 */
static void cb_expr_1(hl_lx *lx, const hl_match *m)
{
    const char *c, *f;
    size_t cn, fn;
    hl_group(m, 1, &c, &cn);
    hl_group(m, 2, &f, &fn);
    int i = inflection_index(f, fn);
    int t = i < 0 ? T_Error : (cn == 1 && (unsigned char)c[0] < 128) ? prim[(unsigned char)c[0]][i] : T_Name;
    hl_token(lx, t, m->s, m->ov[1]);
}

/* j.rb:95
 *         rule %r/(?:\d|_\d?):([.:]*)/ do |m|
 *           token m[1].empty? ? J.token_map[:verb] : Error
 *         end
 */
static void cb_expr_2(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_token(lx, n == 0 ? T_Name_Function : T_Error, m->s, m->ov[1]);
}

/* j.rb:99
 *         rule %r/[\d_][\w.]*([.:]*)/ do |m|
 *           token m[1].empty? ? Num : Error
 *         end
 */
static void cb_expr_3(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_token(lx, n == 0 ? T_Literal_Number : T_Error, m->s, m->ov[1]);
}

/* j.rb:107
 *         rule %r/([A-Za-z]\w*)([.:]*)/ do |m|
 *           if m[2] == '.'
 *             word, sep, id = m[1].partition '_'
 *             list = if sep.empty?
 *               J.control_words
 *             elsif not id.empty?
 *               J.control_words_id
 *             end
 *             if list and list.include? word
 *               token Keyword, word + sep
 *               token((word == 'for' ? Name : Name::Label), id)
 *               token Keyword, m[2]
 *             else
 *               token Error
 *             end
 *           else
 *             token m[2].empty? ? Name : Error
 *           end
 *         end
 */
static void cb_expr_6(hl_lx *lx, const hl_match *m)
{
    const char *w, *s2;
    size_t wn, s2n;
    hl_group(m, 1, &w, &wn);
    hl_group(m, 2, &s2, &s2n);
    if (s2n == 1 && s2[0] == '.') {
        /* word, sep, id = m[1].partition '_' */
        const char *us = memchr(w, '_', wn);
        size_t word_n = us ? (size_t)(us - w) : wn;
        size_t sep_n = us ? 1 : 0;
        const char *id = us ? us + 1 : w + wn;
        size_t id_n = us ? wn - word_n - 1 : 0;
        int ok;
        if (!sep_n)
            ok = HL_IN(kw_control_words, w, word_n);
        else if (id_n)
            ok = HL_IN(kw_control_words_id, w, word_n);
        else
            ok = 0;
        if (ok) {
            hl_token(lx, T_Keyword, w, word_n + sep_n);
            hl_token(lx, (word_n == 3 && !memcmp(w, "for", 3)) ? T_Name : T_Name_Label, id, id_n);
            hl_token(lx, T_Keyword, s2, s2n);
        } else {
            hl_token(lx, T_Error, m->s, m->ov[1]);
        }
    } else {
        hl_token(lx, s2n == 0 ? T_Name : T_Error, m->s, m->ov[1]);
    }
}

/* j.rb:181
 *         rule %r/0\b(?![.:])/ do
 *           token Keyword::Pseudo
 *           # stack: [:root, :expl_def]
 *           #    or  [:root, ..., :def_next, :expl_def]
 *           pop! if stack.size > 2
 *           goto @def_body
 *           push :def_next  # [:root, ..., @def_body, :def_next]
 *         end
 */
static void cb_expl_def_0(hl_lx *lx, const hl_match *m)
{
    j_data *d = lx->data;
    hl_token(lx, T_Keyword_Pseudo, m->s, m->ov[1]);
    if (lx->depth > 2)
        hl_pop(lx, 1);
    hl_goto(lx, d->def_body ? d->def_body : S_code); /* Rouge raises on goto nil */
    hl_push(lx, S_def_next);
}

/* j.rb:189
 *         rule %r/'/ do
 *           if @def_body == :noun
 *             token Str::Single
 *             goto :str
 *           else
 *             token Punctuation
 *             goto :q_expr
 *           end
 *         end
 */
static void cb_expl_def_1(hl_lx *lx, const hl_match *m)
{
    j_data *d = lx->data;
    if (d->def_body == S_noun) {
        hl_token(lx, T_Literal_String_Single, m->s, m->ov[1]);
        hl_goto(lx, S_str);
    } else {
        hl_token(lx, T_Punctuation, m->s, m->ov[1]);
        hl_goto(lx, S_q_expr);
    }
}

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .cb = cb_root_0},
    {.re = "\n          ([0-4]|13|adverb|conjunction|dyad|monad|noun|verb)([\\ \\t]+)\n          (def(?:ine)?\\b|:)(?![.:])([\\ \\t]*)\n        ", .opts = HL_X, .cb = cb_root_1},
    {.re = "^([ \\t]*)(Note\\b(?![.:]))([ \\t\\r]*)(?!=[.:]|$)", .opts = 0, .bol = 1, .cb = cb_root_2},
    {.re = "[mnuvxy]\\b(?![.:])", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_MIXIN(S_expr),
    HL_END,
};

static const hl_rule r_expr[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "([!-&(-/:-@\\[-^`{-~]|[A-Za-z]\\b)([.:]*)", .opts = 0, .cb = cb_expr_1},
    {.re = "(?:[0-9]|_[0-9]?):([.:]*)", .opts = 0, .cb = cb_expr_2},
    {.re = "[0-9_][A-Za-z0-9_.]*([.:]*)", .opts = 0, .cb = cb_expr_3},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_str},
    {.re = "NB\\.(?![.:]).*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "([A-Za-z][A-Za-z0-9_]*)([.:]*)", .opts = 0, .cb = cb_expr_6},
    HL_END,
};

static const hl_rule r_str[] = {
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'|$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_def_next[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_expl_def[] = {
    {.re = "0\\b(?![.:])", .opts = 0, .cb = cb_expl_def_0},
    {.re = "'", .opts = 0, .cb = cb_expl_def_1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_q_expr[] = {
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_q_str},
    {.re = "'|$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "NB\\.(?![.:])([^'\\n]|'')*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_expr),
    HL_END,
};

static const hl_rule r_q_str[] = {
    {.re = "''''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "'|$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    HL_END,
};

static const hl_rule r_note[] = {
    HL_MIXIN(S_delimiter),
    {.re = ".+\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_noun[] = {
    HL_MIXIN(S_delimiter),
    {.re = ".+\\n?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_END,
};

static const hl_rule r_code[] = {
    HL_MIXIN(S_delimiter),
    {.re = "^([ \\t]*)(:)([ \\t\\r]*)$", .opts = 0, .bol = 1, .ntok = 3, .tok = {T_Text, T_Punctuation, T_Text}, .groups = 1},
    HL_MIXIN(S_expr),
    HL_END,
};

static const hl_rule r_delimiter[] = {
    {.re = "^([ \\t]*)(\\))([ \\t\\r]*$\\n?)", .opts = 0, .bol = 1, .ntok = 3, .tok = {T_Text, T_Punctuation, T_Text}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expr", r_expr},
    {"str", r_str},
    {"def_next", r_def_next},
    {"expl_def", r_expl_def},
    {"q_expr", r_q_expr},
    {"q_str", r_q_str},
    {"note", r_note},
    {"noun", r_noun},
    {"code", r_code},
    {"delimiter", r_delimiter},
};

/* start: j.rb:134 (stmt @note_next = false)
 *       start do
 *         @note_next = false
 *       end
 */
static void start(hl_lx *lx) { ((j_data *)lx->data)->note_next = 0; }

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_j = {
    .tag = "j",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
    .data_size = sizeof(j_data),
};
