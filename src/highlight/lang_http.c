/* lang_http.c: HTTP, ported from Rouge 3.30 lexers (Rouge::Lexers::HTTP). */
#include "highlight/engine.h"

#include <string.h>
#include <strings.h>

typedef struct http_data {
    char content_type[128];
    const hl_lang *content_lexer;
} http_data;

/* start { @content_type = 'text/plain' } */
static void start(hl_lx *lx)
{
    http_data *d = lx->data;
    strcpy(d->content_type, "text/plain");
}

/* The MIME types of Rouge lexers sitepub has (each claimed by one Rouge lexer), for Lexer.guess_by_mimetype. */
static const struct { const char *mimetype; const hl_lang *lang; } mimetypes[] = {
    {"application/atom+xml", &hl_lang_xml},
    {"application/hal+json", &hl_lang_json},
    {"application/javascript", &hl_lang_javascript},
    {"application/json", &hl_lang_json},
    {"application/problem+json", &hl_lang_json},
    {"application/rss+xml", &hl_lang_xml},
    {"application/schema+json", &hl_lang_json},
    {"application/vnd.api+json", &hl_lang_json},
    {"application/x-erlang", &hl_lang_erlang},
    {"application/x-go", &hl_lang_go},
    {"application/x-javascript", &hl_lang_javascript},
    {"application/x-jsx", &hl_lang_jsx},
    {"application/x-julia", &hl_lang_julia},
    {"application/x-lua", &hl_lang_lua},
    {"application/x-perl", &hl_lang_perl},
    {"application/x-plist", &hl_lang_plist},
    {"application/x-python", &hl_lang_python},
    {"application/x-r", &hl_lang_r},
    {"application/x-ruby", &hl_lang_ruby},
    {"application/x-scala", &hl_lang_scala},
    {"application/x-sh", &hl_lang_shell},
    {"application/x-shellscript", &hl_lang_shell},
    {"application/xhtml+xml", &hl_lang_html},
    {"application/xml", &hl_lang_xml},
    {"image/svg+xml", &hl_lang_xml},
    {"text/coffeescript", &hl_lang_coffeescript},
    {"text/css", &hl_lang_css},
    {"text/html", &hl_lang_html},
    {"text/javascript", &hl_lang_javascript},
    {"text/plain", &hl_lang_plaintext},
    {"text/typescript", &hl_lang_typescript},
    {"text/x-R", &hl_lang_r},
    {"text/x-c++hdr", &hl_lang_cpp},
    {"text/x-c++src", &hl_lang_cpp},
    {"text/x-chdr", &hl_lang_c},
    {"text/x-cmake", &hl_lang_cmake},
    {"text/x-csharp", &hl_lang_csharp},
    {"text/x-csrc", &hl_lang_c},
    {"text/x-dart", &hl_lang_dart},
    {"text/x-diff", &hl_lang_diff},
    {"text/x-dockerfile-config", &hl_lang_docker},
    {"text/x-elm", &hl_lang_elm},
    {"text/x-erlang", &hl_lang_erlang},
    {"text/x-go", &hl_lang_go},
    {"text/x-gradle", &hl_lang_gradle},
    {"text/x-groovy", &hl_lang_groovy},
    {"text/x-haskell", &hl_lang_haskell},
    {"text/x-ini", &hl_lang_ini},
    {"text/x-java", &hl_lang_java},
    {"text/x-javascript", &hl_lang_javascript},
    {"text/x-jsx", &hl_lang_jsx},
    {"text/x-julia", &hl_lang_julia},
    {"text/x-kotlin", &hl_lang_kotlin},
    {"text/x-latex", &hl_lang_tex},
    {"text/x-llvm", &hl_lang_llvm},
    {"text/x-lua", &hl_lang_lua},
    {"text/x-makefile", &hl_lang_make},
    {"text/x-nginx-conf", &hl_lang_nginx},
    {"text/x-ocaml", &hl_lang_ocaml},
    {"text/x-patch", &hl_lang_diff},
    {"text/x-perl", &hl_lang_perl},
    {"text/x-php", &hl_lang_php},
    {"text/x-plist", &hl_lang_plist},
    {"text/x-powershell", &hl_lang_powershell},
    {"text/x-proto", &hl_lang_protobuf},
    {"text/x-python", &hl_lang_python},
    {"text/x-r-source", &hl_lang_r},
    {"text/x-ruby", &hl_lang_ruby},
    {"text/x-rust", &hl_lang_rust},
    {"text/x-sass", &hl_lang_sass},
    {"text/x-scala", &hl_lang_scala},
    {"text/x-scss", &hl_lang_scss},
    {"text/x-sh", &hl_lang_shell},
    {"text/x-shellscript", &hl_lang_shell},
    {"text/x-sql", &hl_lang_sql},
    {"text/x-tex", &hl_lang_tex},
    {"text/x-toml", &hl_lang_toml},
    {"text/x-yaml", &hl_lang_yaml},
    {"text/xml", &hl_lang_xml},
};

enum {
    S_root,
    S_headers,
    S_content,
};

/* http.rb:33
 *         rule %r(
 *           (#{HTTP.http_methods.join('|')})([ ]+) # method
 *           ([^ ]+)([ ]+)                          # path
 *           (HTTPS?)(/)(\d(?:\.\d)?)(\r?\n|$)      # http version
 *         )ox do
 *           groups(
 *             Name::Function, Text,
 *             Name::Namespace, Text,
 *             Keyword, Operator, Num, Text
 *           )
 * 
 *           push :headers
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Function, T_Text, T_Name_Namespace, T_Text, T_Keyword, T_Operator, T_Literal_Number, T_Text};
    for (int i = 0; i < 8; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_push(lx, S_headers);
}

/* http.rb:48
 *         rule %r(
 *           (HTTPS?)(/)(\d(?:\.\d))([ ]+)  # http version
 *           (\d{3})([ ]+)?                 # status
 *           ([^\r\n]*)?(\r?\n|$)           # status message
 *         )x do
 *           groups(
 *             Keyword, Operator, Num, Text,
 *             Num, Text,
 *             Name::Exception, Text
 *           )
 *           push :headers
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Keyword, T_Operator, T_Literal_Number, T_Text, T_Literal_Number, T_Text, T_Name_Exception, T_Text};
    for (int i = 0; i < 8; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_push(lx, S_headers);
}

/* http.rb:63
 *         rule %r/([^\s:]+)( *)(:)( *)([^\r\n]+)(\r?\n|$)/ do |m|
 *           key = m[1]
 *           value = m[5]
 *           if key.strip.casecmp('content-type').zero?
 *             @content_type = value.split(';')[0].downcase
 *           end
 * 
 *           groups Name::Attribute, Text, Punctuation, Text, Str, Text
 *         end
 */
static void cb_headers_0(hl_lx *lx, const hl_match *m)
{
    const char *k, *v;
    size_t kn, vn;
    hl_group(m, 1, &k, &kn);
    hl_group(m, 5, &v, &vn);
    if (kn == 12 && strncasecmp(k, "content-type", 12) == 0) {
        http_data *d = lx->data;
        const char *semi = memchr(v, ';', vn);
        size_t n = semi ? (size_t)(semi - v) : vn;
        if (n >= sizeof d->content_type)
            n = sizeof d->content_type - 1;
        for (size_t i = 0; i < n; i++)
            d->content_type[i] = (char)(v[i] >= 'A' && v[i] <= 'Z' ? v[i] + 32 : v[i]);
        d->content_type[n] = 0;
    }
    static const short toks[] = {T_Name_Attribute, T_Text, T_Punctuation, T_Text, T_Literal_String, T_Text};
    for (int i = 0; i < 6; i++)
        hl_token_m(lx, toks[i], m, i + 1);
}

/* http.rb:81
 *         rule %r/.+/m do
 *           delegate(content_lexer)
 *         end
 */
static void cb_content_0(hl_lx *lx, const hl_match *m)
{
    http_data *d = lx->data;
    if (!d->content_lexer) { /* @content_lexer ||= Lexer.guess_by_mimetype(@content_type) */
        d->content_lexer = &hl_lang_plaintext;
        for (size_t i = 0; i < sizeof mimetypes / sizeof mimetypes[0]; i++)
            if (strcmp(mimetypes[i].mimetype, d->content_type) == 0)
                d->content_lexer = mimetypes[i].lang;
    }
    hl_delegate_new(lx, d->content_lexer, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\n          (GET|POST|PUT|DELETE|HEAD|OPTIONS|TRACE|PATCH)([ ]+) # method\n          ([^ ]+)([ ]+)                          # path\n          (HTTPS?)(/)([0-9](?:\\.[0-9])?)(\\r?\\n|$)      # http version\n        ", .opts = HL_X, .cb = cb_root_0},
    {.re = "\n          (HTTPS?)(/)([0-9](?:\\.[0-9]))([ ]+)  # http version\n          ([0-9]{3})([ ]+)?                 # status\n          ([^\\r\\n]*)?(\\r?\\n|$)           # status message\n        ", .opts = HL_X, .cb = cb_root_1},
    HL_END,
};

static const hl_rule r_headers[] = {
    {.re = "([^\\t\\n\\x0b\\f\\r\\x20:]+)( *)(:)( *)([^\\r\\n]+)(\\r?\\n|$)", .opts = 0, .cb = cb_headers_0},
    {.re = "([^\\r\\n]+)(\\r?\\n|$)", .opts = 0, .ntok = 2, .tok = {T_Literal_String, T_Text}, .groups = 1},
    {.re = "\\r?\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_content},
    HL_END,
};

static const hl_rule r_content[] = {
    {.re = ".+", .opts = HL_M, .cb = cb_content_0},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"headers", r_headers},
    {"content", r_content},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_http = {
    .tag = "http",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(http_data),
    .start = start,
};
