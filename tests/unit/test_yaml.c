/* Unit tests for sp_yaml_load (src/value/value_yaml.c). The expected values were printed by Ruby 3.1 / Psych 4.0
 * loading each document as Jekyll 4.3 does (Psych.safe_load(yaml, permitted_classes: [Date, Time],
 * aliases: true)); tests/ruby/gen_yaml_cases.rb regenerates them. Each value is compared in a canonical form:
 * nil, true, false, i:<int>, f:<Float#to_s>, s:"<bytes>", d:<date>, t:<epoch>.<nsec>@<utc_offset>[ UTC when
 * Time#utc?], [..], {"k"=>..}
 * (keys as Ruby's to_s prints them); "ERR:<text>" means Ruby raised with that message text. */
#include "test_support.h"

#include <math.h>

#include "sitepub/date.h"
#include "sitepub/value.h"

typedef struct ycase {
    const char *yaml;
    const char *want;
} ycase;

static const ycase cases[] = {
    {"a: true", "{\"a\"=>true}"},
    {"a: false", "{\"a\"=>false}"},
    {"a: yes", "{\"a\"=>true}"},
    {"a: no", "{\"a\"=>false}"},
    {"a: on", "{\"a\"=>true}"},
    {"a: off", "{\"a\"=>false}"},
    {"a: True", "{\"a\"=>true}"},
    {"a: False", "{\"a\"=>false}"},
    {"a: Yes", "{\"a\"=>true}"},
    {"a: No", "{\"a\"=>false}"},
    {"a: On", "{\"a\"=>true}"},
    {"a: Off", "{\"a\"=>false}"},
    {"a: TRUE", "{\"a\"=>true}"},
    {"a: FALSE", "{\"a\"=>false}"},
    {"a: YES", "{\"a\"=>true}"},
    {"a: NO", "{\"a\"=>false}"},
    {"a: ON", "{\"a\"=>true}"},
    {"a: OFF", "{\"a\"=>false}"},
    {"a: tRUE", "{\"a\"=>true}"},
    {"a: yEs", "{\"a\"=>true}"},
    {"a: y", "{\"a\"=>s:\"y\"}"},
    {"a: n", "{\"a\"=>s:\"n\"}"},
    {"a: Y", "{\"a\"=>s:\"Y\"}"},
    {"a: N", "{\"a\"=>s:\"N\"}"},
    {"a: ~", "{\"a\"=>nil}"},
    {"a: null", "{\"a\"=>nil}"},
    {"a: Null", "{\"a\"=>nil}"},
    {"a: NULL", "{\"a\"=>nil}"},
    {"a: nUlL", "{\"a\"=>nil}"},
    {"a: 0", "{\"a\"=>i:0}"},
    {"a: 1", "{\"a\"=>i:1}"},
    {"a: -1", "{\"a\"=>i:-1}"},
    {"a: +1", "{\"a\"=>i:1}"},
    {"a: 42", "{\"a\"=>i:42}"},
    {"a: -42", "{\"a\"=>i:-42}"},
    {"a: 017", "{\"a\"=>i:15}"},
    {"a: -017", "{\"a\"=>i:-15}"},
    {"a: 08", "{\"a\"=>s:\"08\"}"},
    {"a: 09", "{\"a\"=>s:\"09\"}"},
    {"a: 0x1F", "{\"a\"=>i:31}"},
    {"a: 0x1f", "{\"a\"=>i:31}"},
    {"a: -0x1F", "{\"a\"=>i:-31}"},
    {"a: 0b101", "{\"a\"=>i:5}"},
    {"a: -0b101", "{\"a\"=>i:-5}"},
    {"a: 1,000", "{\"a\"=>i:1000}"},
    {"a: 1_000", "{\"a\"=>i:1000}"},
    {"a: 0o17", "{\"a\"=>s:\"0o17\"}"},
    {"a: 00", "{\"a\"=>i:0}"},
    {"a: 0_7", "{\"a\"=>i:7}"},
    {"a: 9223372036854775807", "{\"a\"=>i:9223372036854775807}"},
    {"a: -9223372036854775808", "{\"a\"=>i:-9223372036854775808}"},
    {"a: 18:30", "{\"a\"=>i:66600}"},
    {"a: 1:30:00", "{\"a\"=>i:5400}"},
    {"a: -1:30", "{\"a\"=>i:-1800}"},
    {"a: 1_0:30", "{\"a\"=>i:37800}"},
    {"a: 1:60", "{\"a\"=>s:\"1:60\"}"},
    {"a: 1:30.5", "{\"a\"=>f:5430.0}"},
    {"a: 190:20:30.15", "{\"a\"=>f:685230.15}"},
    {"a: 1.5", "{\"a\"=>f:1.5}"},
    {"a: -1.5", "{\"a\"=>f:-1.5}"},
    {"a: +1.5", "{\"a\"=>f:1.5}"},
    {"a: 1.", "{\"a\"=>f:1.0}"},
    {"a: .5", "{\"a\"=>f:0.5}"},
    {"a: -.5", "{\"a\"=>f:-0.5}"},
    {"a: +.5", "{\"a\"=>f:0.5}"},
    {"a: .", "{\"a\"=>s:\".\"}"},
    {"a: 1.0e+5", "{\"a\"=>f:100000.0}"},
    {"a: 1.5e-3", "{\"a\"=>f:0.0015}"},
    {"a: 1.0E+3", "{\"a\"=>f:1000.0}"},
    {"a: 1.e+5", "{\"a\"=>f:100000.0}"},
    {"a: 1_000.5", "{\"a\"=>f:1000.5}"},
    {"a: 1,000.5", "{\"a\"=>f:1000.5}"},
    {"a: 1.0e5", "{\"a\"=>s:\"1.0e5\"}"},
    {"a: 1e5", "{\"a\"=>s:\"1e5\"}"},
    {"a: 1e+5", "{\"a\"=>s:\"1e+5\"}"},
    {"a: .inf", "{\"a\"=>f:Infinity}"},
    {"a: .Inf", "{\"a\"=>f:Infinity}"},
    {"a: .INF", "{\"a\"=>f:Infinity}"},
    {"a: +.inf", "{\"a\"=>f:Infinity}"},
    {"a: -.inf", "{\"a\"=>f:-Infinity}"},
    {"a: -.Inf", "{\"a\"=>f:-Infinity}"},
    {"a: .nan", "{\"a\"=>f:NaN}"},
    {"a: .NaN", "{\"a\"=>f:NaN}"},
    {"a: .NAN", "{\"a\"=>f:NaN}"},
    {"a: 2017-08-17", "{\"a\"=>d:2017-08-17}"},
    {"a: 2017-8-7", "{\"a\"=>d:2017-08-07}"},
    {"a: 2017-02-29", "{\"a\"=>s:\"2017-02-29\"}"},
    {"a: 2016-02-29", "{\"a\"=>d:2016-02-29}"},
    {"a: 2017-02-30", "{\"a\"=>s:\"2017-02-30\"}"},
    {"a: 2017-13-01", "{\"a\"=>s:\"2017-13-01\"}"},
    {"a: 2017-00-10", "{\"a\"=>s:\"2017-00-10\"}"},
    {"a: 1999-12-31", "{\"a\"=>d:1999-12-31}"},
    {"a: 2017-08-17T12:00:00Z", "{\"a\"=>t:1502971200.000000000@0 UTC}"},
    {"a: 2017-08-17t12:00:00z", "{\"a\"=>s:\"2017-08-17t12:00:00z\"}"},
    {"a: 2017-08-17T12:00:00+02:00", "{\"a\"=>t:1502964000.000000000@7200}"},
    {"a: 2017-08-17T12:00:00.123456789Z", "{\"a\"=>t:1502971200.123456789@0 UTC}"},
    {"a: 2017-08-17T12:00:00.5-07:00", "{\"a\"=>t:1502996400.500000000@-25200}"},
    {"a: 2017-02-30T12:00:00Z", "{\"a\"=>t:1488456000.000000000@0 UTC}"},
    {"a: 2017-01-01T24:00:00Z", "{\"a\"=>t:1483315200.000000000@0 UTC}"},
    {"a: 2017-01-01T24:30:00Z", "{\"a\"=>s:\"2017-01-01T24:30:00Z\"}"},
    {"a: 2017-01-01T12:00:60Z", "{\"a\"=>t:1483272060.000000000@0 UTC}"},
    {"a: 2017-01-01T12:60:00Z", "{\"a\"=>s:\"2017-01-01T12:60:00Z\"}"},
    {"a: 2017-1-1T1:00:00Z", "{\"a\"=>t:1483232400.000000000@0 UTC}"},
    {"a: hello", "{\"a\"=>s:\"hello\"}"},
    {"a: hello_world", "{\"a\"=>s:\"hello_world\"}"},
    {"a: Hello", "{\"a\"=>s:\"Hello\"}"},
    {"a: 0xZZ", "{\"a\"=>s:\"0xZZ\"}"},
    {"a: 1.2.3", "{\"a\"=>s:\"1.2.3\"}"},
    {"a: 1a", "{\"a\"=>s:\"1a\"}"},
    {"a: a1", "{\"a\"=>s:\"a1\"}"},
    {"a: 1-2", "{\"a\"=>s:\"1-2\"}"},
    {"a: -a", "{\"a\"=>s:\"-a\"}"},
    {"a: @x", "ERR:found character that cannot start any token while scanning for the next token"},
    {"a: %x", "ERR:found character that cannot start any token while scanning for the next token"},
    {"a: !x", "{\"a\"=>nil}"},
    {"a: 0x", "{\"a\"=>s:\"0x\"}"},
    {"a: 0b", "{\"a\"=>s:\"0b\"}"},
    {"a: 0b_", "ERR:invalid value for Integer(): \"0b\""},
    {"a: :foo", "ERR:Tried to load unspecified class: Symbol"},
    {"a: :", "ERR:mapping values are not allowed in this context"},
    {"a: 2017-08-17 12:00:00 -0700", "{\"a\"=>t:1502996400.000000000@-25200}"},
    {"a: 2017-08-17 12:00:00 +0530", "{\"a\"=>t:1502951400.000000000@19800}"},
    {"a: 2017-08-17 12:00:00 -07:30", "{\"a\"=>t:1502998200.000000000@-27000}"},
    {"a: 2017-08-17 12:00:00 -7", "{\"a\"=>t:1502996400.000000000@-25200}"},
    {"a: 2017-08-17 12:00:00 +100", "{\"a\"=>t:1502935200.000000000@36000}"},
    {"a: 2017-08-17 12:00:00 +700", "{\"a\"=>s:\"2017-08-17 12:00:00 +700\"}"},
    {"a: 2017-08-17 12:00:00 -00:30", "{\"a\"=>t:1502969400.000000000@1800}"},
    {"a: 2017-08-17 12:00:00 Z", "{\"a\"=>t:1502971200.000000000@0 UTC}"},
    {"a: 2017-08-17 12:00:00", "{\"a\"=>t:1502971200.000000000@0}"},
    {"a: 2017-08-17   12:00:00.25", "{\"a\"=>t:1502971200.250000000@0}"},
    {"a: 2017-08-17 12:00:00.", "{\"a\"=>t:1502971200.000000000@0}"},
    {"a: 2017-08-17 12:00:00.123456789123 +05:30", "{\"a\"=>t:1502951400.123456789@19800}"},
    {"a: 1969-12-31 23:59:59.5 +00:00", "{\"a\"=>t:-1.500000000@0}"},
    {"a: 1900-01-01 00:00:00 +00:00", "{\"a\"=>t:-2208988800.000000000@0}"},
    {"a: 2017-08-17 12:00", "{\"a\"=>s:\"2017-08-17 12:00\"}"},
    {"a: 'yes'", "{\"a\"=>s:\"yes\"}"},
    {"a: \"123\"", "{\"a\"=>s:\"123\"}"},
    {"a: '2017-08-17'", "{\"a\"=>s:\"2017-08-17\"}"},
    {"a: \"~\"", "{\"a\"=>s:\"~\"}"},
    {"a: ''", "{\"a\"=>s:\"\"}"},
    {"a: \"\"", "{\"a\"=>s:\"\"}"},
    {"a: \"tab\\there \\u00e9 \\x41\"", "{\"a\"=>s:\"tab\\x09here \303\251 A\"}"},
    {"a: 'it''s'", "{\"a\"=>s:\"it's\"}"},
    {"a: !!str 12", "{\"a\"=>s:\"12\"}"},
    {"a: !!str yes", "{\"a\"=>s:\"yes\"}"},
    {"a: !!int '12'", "{\"a\"=>i:12}"},
    {"a: !!float 1", "{\"a\"=>f:1.0}"},
    {"a: !!float '1.5'", "{\"a\"=>f:1.5}"},
    {"a: !!float 1e5", "{\"a\"=>f:100000.0}"},
    {"a: !!float abc", "ERR:invalid value for Float(): \"abc\""},
    {"a: !!float ~", "ERR:can't convert nil into Float"},
    {"a: !!bool yes", "{\"a\"=>true}"},
    {"a: !!null ''", "{\"a\"=>nil}"},
    {"a: ! 12", "{\"a\"=>i:12}"},
    {"a: !foo 12", "{\"a\"=>i:12}"},
    {"a: !str 12", "{\"a\"=>s:\"12\"}"},
    {"a: !binary aGVsbG8=", "{\"a\"=>s:\"hello\"}"},
    {"a: !!binary |\n  aGVs\n  bG8=\n", "{\"a\"=>s:\"hello\"}"},
    {"a: !ruby/sym foo", "ERR:Tried to load unspecified class: Symbol"},
    {"a: !ruby/object:Foo {}", "ERR:Tried to load unspecified class: Foo"},
    {"a: !ruby/regexp /x/", "ERR:Tried to load unspecified class: Regexp"},
    {"a: !!set {a, b}", "ERR:Tried to load unspecified class: Psych::Set"},
    {"a: !ruby/object:Hash {x: 1}", "{\"a\"=>{\"x\"=>i:1}}"},
    {"a: !foo {x: 1}", "{\"a\"=>{\"x\"=>i:1}}"},
    {"a: !foo [1]", "{\"a\"=>[i:1]}"},
    {"a:", "{\"a\"=>nil}"},
    {"a: \nb: 1", "{\"a\"=>nil,\"b\"=>i:1}"},
    {"", "nil"},
    {"# only a comment\n", "nil"},
    {"---\n", "nil"},
    {"---\n...\n", "nil"},
    {"--- 5\n", "i:5"},
    {"--- |\n  text\n", "s:\"text\\x0A\""},
    {"- 1\n- two\n- 3.0\n-\n- [a, b]\n- {c: d}\n", "[i:1,s:\"two\",f:3.0,nil,[s:\"a\",s:\"b\"],{\"c\"=>s:\"d\"}]"},
    {"a: 1\na: 2\nb: 3\n", "{\"a\"=>i:2,\"b\"=>i:3}"},
    {"b: 1\na: 2\nb: 3\n", "{\"b\"=>i:3,\"a\"=>i:2}"},
    {"a: |\n  line 1\n  line 2\nb: >\n  folded\n  text\n\n  para\nc: |-\n  1\nd: |+\n  kept\n\ne: >-\n  x\n  y\n", "{\"a\"=>s:\"line 1\\x0Aline 2\\x0A\",\"b\"=>s:\"folded text\\x0Apara\\x0A\",\"c\"=>s:\"1\",\"d\"=>s:\"kept\\x0A\\x0A\",\"e\"=>s:\"x y\"}"},
    {"a: plain\n  continued\n  lines\n", "{\"a\"=>s:\"plain continued lines\"}"},
    {"a: plain\n\n  with blank\n", "{\"a\"=>s:\"plain\\x0Awith blank\"}"},
    {"a: &x 5\nb: *x\n", "{\"a\"=>i:5,\"b\"=>i:5}"},
    {"a: &x [1, 2]\nb: *x\nc: &y {k: v}\nd: *y\n", "{\"a\"=>[i:1,i:2],\"b\"=>[i:1,i:2],\"c\"=>{\"k\"=>s:\"v\"},\"d\"=>{\"k\"=>s:\"v\"}}"},
    {"a: &x 1\nb: &x 2\nc: *x\n", "{\"a\"=>i:1,\"b\"=>i:2,\"c\"=>i:2}"},
    {"a: *b", "ERR:Unknown alias: b"},
    {"- &a {x: 1, y: 2}\n- &b {y: 3, z: 4}\n- {<<: [*a, *b], w: 0}\n- {w: 0, x: 9, <<: *a}\n- {<<: *a, x: 9}\n- {'<<': *a}\n- {!!str '<<': *a}\n- {<<: 1}\n- {<<: [*a, 1]}\n- {<<: {p: 1}, q: 2}\n", "[{\"x\"=>i:1,\"y\"=>i:2},{\"y\"=>i:3,\"z\"=>i:4},{\"y\"=>i:2,\"z\"=>i:4,\"x\"=>i:1,\"w\"=>i:0},{\"w\"=>i:0,\"x\"=>i:1,\"y\"=>i:2},{\"x\"=>i:9,\"y\"=>i:2},{\"x\"=>i:1,\"y\"=>i:2},{\"<<\"=>{\"x\"=>i:1,\"y\"=>i:2}},{\"<<\"=>i:1},{\"<<\"=>[{\"x\"=>i:1,\"y\"=>i:2},i:1]},{\"p\"=>i:1,\"q\"=>i:2}]"},
    {"base: &base\n  adapter: postgres\n  host: localhost\ndev:\n  <<: *base\n  database: dev\n", "{\"base\"=>{\"adapter\"=>s:\"postgres\",\"host\"=>s:\"localhost\"},\"dev\"=>{\"adapter\"=>s:\"postgres\",\"host\"=>s:\"localhost\",\"database\"=>s:\"dev\"}}"},
    {"? [1, 2]\n: a\n? {b: 1}\n: c\n1: x\n1.5: y\n~: z\ntrue: w\n2017-01-01: d\n2017-01-01 10:00:00 +01:00: t\n-1: n\n0x10: h\n", "{\"[1, 2]\"=>s:\"a\",\"{\\\"b\\\"=>1}\"=>s:\"c\",\"1\"=>s:\"x\",\"1.5\"=>s:\"y\",\"\"=>s:\"z\",\"true\"=>s:\"w\",\"2017-01-01\"=>s:\"d\",\"2017-01-01 10:00:00 +0100\"=>s:\"t\",\"-1\"=>s:\"n\",\"16\"=>s:\"h\"}"},
    {"? |\n  block key\n: v\n", "{\"block key\\x0A\"=>s:\"v\"}"},
    {"title: Hello\ntags: [a, b]\ndate: 2017-08-17 10:00:00 +0200\npublished: true\nnested:\n  - name: x\n    n: 1\n", "{\"title\"=>s:\"Hello\",\"tags\"=>[s:\"a\",s:\"b\"],\"date\"=>t:1502956800.000000000@7200,\"published\"=>true,\"nested\"=>[{\"name\"=>s:\"x\",\"n\"=>i:1}]}"},
    {"{a: 1, b: [2, 3], c: {d: e}}", "{\"a\"=>i:1,\"b\"=>[i:2,i:3],\"c\"=>{\"d\"=>s:\"e\"}}"},
    {"[1, [2, [3, [4]]]]", "[i:1,[i:2,[i:3,[i:4]]]]"},
    {"a: \"\\u263A\"\nb: \303\251\nc: \346\227\245\346\234\254\n", "{\"a\"=>s:\"\342\230\272\",\"b\"=>s:\"\303\251\",\"c\"=>s:\"\346\227\245\346\234\254\"}"},
    {"a: b: c", "ERR:mapping values are not allowed in this context"},
    {"a: [1, 2\nb: 3", "ERR:did not find expected ',' or ']' while parsing a flow sequence"},
    {"a: 'unterminated\n", "ERR:found unexpected end of stream while scanning a quoted scalar"},
    {"- a\nb: c\n", "ERR:did not find expected '-' indicator while parsing a block collection"},
    {"a:\n  - 1\n - 2\n", "ERR:did not find expected key while parsing a block mapping"},
    {"a: \"\\q\"", "ERR:found unknown escape character while parsing a quoted scalar"},
    {"key: value\n\tbad: tab\n", "ERR:found a tab character that violates indentation while scanning a plain scalar"},
    {"a: @b", "ERR:found character that cannot start any token while scanning for the next token"},
    {"a: `b", "ERR:found character that cannot start any token while scanning for the next token"},
    {"a: %x", "ERR:found character that cannot start any token while scanning for the next token"},
    {"foo\n---\nbar: [\n", "s:\"foo\""},
    {"--- 1\n--- 2\n", "i:1"},
    {"# Site settings\ntitle: \"My Blog: notes\"\nemail: me@example.com\ndescription: >- # this means to ignore newlines until \"baseurl:\"\n  Write an awesome description for your new site here. You can edit this\n  line in _config.yml.\nbaseurl: \"\" # the subpath of your site, e.g. /blog\nurl: \"https://example.com\"\ntwitter_username: jekyllrb\ngithub_username:  jekyll\ntimezone: America/Los_Angeles\npermalink: /:categories/:year/:month/:day/:title:output_ext\nmarkdown: kramdown\nkramdown:\n  input: GFM\n  hard_wrap: false\n  syntax_highlighter_opts:\n    disable : true\ntheme: minima\nplugins:\n  - jekyll-feed\nexclude:\n  - Gemfile\n  - Gemfile.lock\n  - node_modules\n  - vendor/bundle/\ndefaults:\n  -\n    scope:\n      path: \"\"\n      type: \"posts\"\n    values:\n      layout: \"post\"\n      author: Jane\ncollections:\n  recipes:\n    output: true\n    permalink: /:collection/:name\npagination: {per_page: 10, enabled: yes}\nversion: 1.10\nbuild: 010\nwhen: 2017-08-17 10:00:00 +0200\nlist_of_numbers: [1, 2.5, -3, 1e3, 0.5e+3]\nempty_map: {}\nempty_list: []\nquoted: 'single ''quote'''\nmulti: \"line one\\nline two\"\nunicode: \"caf\\u00e9 \342\230\225\"\nkey with spaces: value with spaces\n\"quoted key\": 1\n? complex\n: value\n", "{\"title\"=>s:\"My Blog: notes\",\"email\"=>s:\"me@example.com\",\"description\"=>s:\"Write an awesome description for your new site here. You can edit this line in _config.yml.\",\"baseurl\"=>s:\"\",\"url\"=>s:\"https://example.com\",\"twitter_username\"=>s:\"jekyllrb\",\"github_username\"=>s:\"jekyll\",\"timezone\"=>s:\"America/Los_Angeles\",\"permalink\"=>s:\"/:categories/:year/:month/:day/:title:output_ext\",\"markdown\"=>s:\"kramdown\",\"kramdown\"=>{\"input\"=>s:\"GFM\",\"hard_wrap\"=>false,\"syntax_highlighter_opts\"=>{\"disable\"=>true}},\"theme\"=>s:\"minima\",\"plugins\"=>[s:\"jekyll-feed\"],\"exclude\"=>[s:\"Gemfile\",s:\"Gemfile.lock\",s:\"node_modules\",s:\"vendor/bundle/\"],\"defaults\"=>[{\"scope\"=>{\"path\"=>s:\"\",\"type\"=>s:\"posts\"},\"values\"=>{\"layout\"=>s:\"post\",\"author\"=>s:\"Jane\"}}],\"collections\"=>{\"recipes\"=>{\"output\"=>true,\"permalink\"=>s:\"/:collection/:name\"}},\"pagination\"=>{\"per_page\"=>i:10,\"enabled\"=>true},\"version\"=>f:1.1,\"build\"=>i:8,\"when\"=>t:1502956800.000000000@7200,\"list_of_numbers\"=>[i:1,f:2.5,i:-3,s:\"1e3\",f:500.0],\"empty_map\"=>{},\"empty_list\"=>[],\"quoted\"=>s:\"single 'quote'\",\"multi\"=>s:\"line one\\x0Aline two\",\"unicode\"=>s:\"caf\303\251 \342\230\225\",\"key with spaces\"=>s:\"value with spaces\",\"quoted key\"=>i:1,\"complex\"=>s:\"value\"}"},
};

/* Run with the local zone America/Los_Angeles (TZ=America/Los_Angeles ruby ... --local). */
static const ycase local_cases[] = {
    {"a: 2017-08-17 12:00:00", "{\"a\"=>t:1502971200.000000000@-25200}"},
    {"a: 2017-01-05 12:00:00.5", "{\"a\"=>t:1483617600.500000000@-28800}"},
    {"a: 2017-08-17 12:00:00 -0700", "{\"a\"=>t:1502996400.000000000@-25200}"},
    {"a: 2017-08-17", "{\"a\"=>d:2017-08-17}"},
    {"a: 2017-08-17T12:00:00Z", "{\"a\"=>t:1502971200.000000000@0 UTC}"},
};

static void esc(sp_buf *o, const char *s, size_t n)
{
    sp_buf_putc(o, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char b = (unsigned char)s[i];
        if (b == '\\')
            sp_buf_puts(o, "\\\\");
        else if (b == '"')
            sp_buf_puts(o, "\\\"");
        else if (b < 0x20 || b == 0x7f)
            sp_buf_printf(o, "\\x%02X", b);
        else
            sp_buf_putc(o, (char)b);
    }
    sp_buf_putc(o, '"');
}

static void dump(sp_buf *o, sp_value v)
{
    switch (v.type) {
    case SP_NIL: sp_buf_puts(o, "nil"); break;
    case SP_BOOL: sp_buf_puts(o, v.u.b ? "true" : "false"); break;
    case SP_INT: sp_buf_printf(o, "i:%lld", (long long)v.u.i); break;
    case SP_FLOAT:
        sp_buf_puts(o, "f:");
        sp_float_to_s(o, v.u.f);
        break;
    case SP_STRING:
        sp_buf_puts(o, "s:");
        esc(o, v.u.s.ptr, v.u.s.len);
        break;
    case SP_TIME:
        if (v.flags & SP_FLAG_DATE) {
            sp_buf_puts(o, "d:");
            sp_value_to_s(o, v);
        } else {
            sp_buf_printf(o, "t:%lld.%09d@%d%s", (long long)v.u.t.sec, (int)v.u.t.nsec, (int)v.u.t.utc_offset,
                          (v.flags & SP_FLAG_UTC) ? " UTC" : "");
        }
        break;
    case SP_RANGE: sp_buf_puts(o, "range?"); break;
    case SP_ARRAY:
        sp_buf_putc(o, '[');
        for (size_t i = 0; i < sp_array_len(v); i++) {
            if (i)
                sp_buf_putc(o, ',');
            dump(o, sp_array_get(v, (int64_t)i));
        }
        sp_buf_putc(o, ']');
        break;
    case SP_HASH:
        sp_buf_putc(o, '{');
        for (size_t i = 0; i < sp_hash_len(v); i++) {
            const char *k;
            size_t kl;
            sp_value x;
            sp_hash_entry(v, i, &k, &kl, &x);
            if (i)
                sp_buf_putc(o, ',');
            esc(o, k, kl);
            sp_buf_puts(o, "=>");
            dump(o, x);
        }
        sp_buf_putc(o, '}');
        break;
    }
}

static int run_cases(const ycase *cs, size_t n)
{
    int failed = 0;
    for (size_t i = 0; i < n; i++) {
        sp_arena *a = sp_arena_new(0);
        sp_value v;
        sp_error err;
        sp_error_clear(&err);
        sp_buf got = SP_BUF_INIT;
        if (sp_yaml_load(a, cs[i].yaml, strlen(cs[i].yaml), "t.yml", 0, &v, &err) == 0) {
            dump(&got, v);
            if (strcmp(sp_buf_cstr(&got), cs[i].want) != 0) {
                fprintf(stderr, "case %zu %s\n  want %s\n  got  %s\n", i, cs[i].yaml, cs[i].want, sp_buf_cstr(&got));
                failed++;
            }
        } else {
            bool ok = strncmp(cs[i].want, "ERR:", 4) == 0 && strstr(err.message, cs[i].want + 4) != NULL &&
                      err.code == SP_ERR_INPUT && strcmp(err.file, "t.yml") == 0 && err.line >= 1;
            if (!ok) {
                fprintf(stderr, "case %zu %s\n  want %s\n  got error %d:%d: %s\n", i, cs[i].yaml, cs[i].want,
                        err.line, err.column, err.message);
                failed++;
            }
        }
        sp_buf_free(&got);
        sp_arena_free(a);
    }
    return failed;
}

static void test_ruby_cases(void **state)
{
    (void)state;
    int failed = run_cases(cases, sizeof cases / sizeof cases[0]);
    fprintf(stderr, "yaml: %zu cases, %d failed\n", sizeof cases / sizeof cases[0], failed);
    assert_int_equal(failed, 0);
}

static void test_local_zone(void **state)
{
    (void)state;
    const sp_tz *la;
    sp_error err;
    assert_int_equal(sp_tz_load("America/Los_Angeles", &la, &err), 0);
    sp_tz_set_local(la);
    int failed = run_cases(local_cases, sizeof local_cases / sizeof local_cases[0]);
    sp_tz_set_local(NULL);
    assert_int_equal(failed, 0);
}

static int load(sp_arena *a, const char *y, int line_offset, sp_value *v, sp_error *err)
{
    return sp_yaml_load(a, y, strlen(y), "_config.yml", line_offset, v, err);
}

static void test_error_positions(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    /* Ruby: "(<unknown>): mapping values are not allowed in this context at line 1 column 5" */
    assert_int_equal(load(a, "a: b: c", 0, &v, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_string_equal(err.file, "_config.yml");
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 5);
    /* front matter: the document starts after the `---` line */
    assert_int_equal(load(a, "title: x\na: b: c\n", 1, &v, &err), -1);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 5);
    /* "did not find expected key": the problem is on line 3 where " - 2" breaks the mapping */
    assert_int_equal(load(a, "a:\n  - 1\n - 2\n", 0, &v, &err), -1);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 2);
    /* Psych errors raised above libyaml carry the node's position too */
    assert_int_equal(load(a, "x: 1\ny: :sym\n", 10, &v, &err), -1);
    assert_int_equal(err.line, 12);
    assert_int_equal(err.column, 4);
    assert_non_null(strstr(err.message, "Symbol"));
    sp_arena_free(a);
}

/* Each syntax error keeps Psych's message (Ruby 3.1, Psych.safe_load; quoted in the comments, where Ruby's
 * line and column are of the document alone) and adds what to do; the location is file:line:column. */
static void test_error_advice(void **state)
{
    (void)state;
    static const struct {
        const char *yaml;
        int line_offset, line, column;
        const char *message;
    } cs[] = {
        /* (<unknown>): found unexpected end of stream while scanning a quoted scalar at line 1 column 8 */
        {"title: \"unterminated\nfoo: 1\n", 0, 3, 1,
         "found unexpected end of stream while scanning a quoted scalar at line 1 column 8; close the quoted "
         "string that starts there"},
        /* front matter: the same document after a `---` line */
        {"title: \"unterminated\nfoo: 1\n", 1, 4, 1,
         "found unexpected end of stream while scanning a quoted scalar at line 2 column 8; close the quoted "
         "string that starts there"},
        /* (<unknown>): did not find expected ',' or ']' while parsing a flow sequence at line 1 column 4 */
        {"a: [1, 2\nb: 3", 0, 2, 2,
         "did not find expected ',' or ']' while parsing a flow sequence at line 1 column 4; close the [ ] list "
         "that starts there and separate its items with commas"},
        /* (<unknown>): found a tab character that violates indentation while scanning a plain scalar at line 1
         * column 6 */
        {"key: value\n\tbad: tab\n", 0, 2, 1,
         "found a tab character that violates indentation while scanning a plain scalar at line 1 column 6; indent "
         "with spaces; YAML does not allow tabs for indentation"},
        /* (<unknown>): mapping values are not allowed in this context at line 1 column 5 */
        {"a: b: c", 0, 1, 5,
         "mapping values are not allowed in this context at line 1 column 5; quote a value that contains ': ', or indent a nested "
         "mapping under its key"},
        /* Tried to load unspecified class: Foo */
        {"a: !ruby/object:Foo {}", 0, 1, 4,
         "Tried to load unspecified class: Foo (Jekyll loads YAML safely: remove the !tag, or quote the value to "
         "keep it a string)"},
    };
    sp_arena *a = sp_arena_new(0);
    for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        sp_value v;
        sp_error err;
        sp_error_clear(&err);
        assert_int_equal(load(a, cs[i].yaml, cs[i].line_offset, &v, &err), -1);
        assert_int_equal(err.code, SP_ERR_INPUT);
        assert_string_equal(err.file, "_config.yml");
        assert_int_equal(err.line, cs[i].line);
        assert_int_equal(err.column, cs[i].column);
        assert_string_equal(err.message, cs[i].message);
    }
    sp_arena_free(a);
}

static void test_recursive_alias_is_an_error(void **state)
{
    (void)state;
    /* Ruby builds a recursive array ([[...]]); sitepub values cannot hold cycles, so this is an error. */
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(load(a, "a: &a [1, *a]\n", 0, &v, &err), -1);
    assert_non_null(strstr(err.message, "recursive"));
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 11);
    sp_arena_free(a);
}

static void test_alias_bomb(void **state)
{
    (void)state;
    /* "billion laughs": 10 levels of 10 aliases each would expand to 10^10 nodes */
    sp_buf y = SP_BUF_INIT;
    sp_buf_puts(&y, "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (int i = 1; i < 10; i++) {
        sp_buf_printf(&y, "l%d: &l%d [", i, i);
        for (int k = 0; k < 10; k++)
            sp_buf_printf(&y, "%s*l%d", k ? ", " : "", i - 1);
        sp_buf_puts(&y, "]\n");
    }
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(sp_yaml_load(a, y.data, y.len, "bomb.yml", 0, &v, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_non_null(strstr(err.message, "alias"));
    /* a few levels are fine and share the anchored node (as Ruby shares the object) */
    sp_buf_clear(&y);
    sp_buf_puts(&y, "a: &a [1, 2]\nb: [*a, *a]\n");
    assert_int_equal(sp_yaml_load(a, y.data, y.len, "ok.yml", 0, &v, &err), 0);
    assert_int_equal(sp_array_len(sp_hash_at(v, "b")), 2);
    assert_int_equal(sp_array_get(sp_array_get(sp_hash_at(v, "b"), 1), 1).u.i, 2);
    sp_buf_free(&y);
    sp_arena_free(a);
}

static void test_deep_nesting(void **state)
{
    (void)state;
    sp_buf y = SP_BUF_INIT;
    for (int i = 0; i < 100000; i++)
        sp_buf_putc(&y, '[');
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(sp_yaml_load(a, y.data, y.len, "deep.yml", 0, &v, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    sp_buf_clear(&y);
    for (int i = 0; i < 50; i++)
        sp_buf_putc(&y, '[');
    for (int i = 0; i < 50; i++)
        sp_buf_putc(&y, ']');
    assert_int_equal(sp_yaml_load(a, y.data, y.len, "deep.yml", 0, &v, &err), 0);
    assert_int_equal(v.type, SP_ARRAY);
    sp_buf_free(&y);
    sp_arena_free(a);
}

static void test_bignum_is_kept_as_digits(void **state)
{
    (void)state;
    /* Ruby gives the Integer 99999999999999999999 (a bignum); sitepub has 64-bit integers, so a decimal literal
     * that does not fit is kept as its digits: it prints exactly as Ruby prints the Integer. */
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(load(a, "a: 99_999_999_999_999_999_999\nb: +18446744073709551616\n", 0, &v, &err), 0);
    sp_value x = sp_hash_at(v, "a");
    assert_int_equal(x.type, SP_STRING);
    assert_string_equal(x.u.s.ptr, "99999999999999999999");
    assert_string_equal(sp_hash_at(v, "b").u.s.ptr, "18446744073709551616");
    sp_arena_free(a);
}

/* Deterministic mutations of a realistic document: every result is either a value or an SP_INPUT error with a
 * position, and nothing crashes (the sanitizer build runs this too). */
/* 13,000 random plain scalars (tests/data/yaml/scalars.txt, from tests/ruby/gen_random_corpora.rb) against Psych. */
static void test_scalar_corpus(void **state)
{
    (void)state;
    FILE *f = fopen("tests/data/yaml/scalars.txt", "r");
    assert_non_null(f);
    char line[1024];
    int n = 0, bad = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\n")] = 0;
        char *tab = strrchr(line, '\t');
        assert_non_null(tab);
        *tab = 0;
        const char *want = tab + 1;
        char doc[1100];
        snprintf(doc, sizeof doc, "a: %s\n", line);
        sp_arena *a = sp_arena_new(0);
        sp_value v;
        sp_error err;
        sp_buf got = SP_BUF_INIT;
        if (sp_yaml_load(a, doc, strlen(doc), "s.yml", 0, &v, &err) == 0)
            dump(&got, v);
        else
            sp_buf_puts(&got, strcmp(want, "SYNERR") == 0 || strcmp(want, "ERR") == 0 ? want : "(error)");
        n++;
        if (strcmp(sp_buf_cstr(&got), want) != 0 && bad++ < 10)
            fprintf(stderr, "scalar [%s]: want %s, got %s\n", line, want, sp_buf_cstr(&got));
        sp_buf_free(&got);
        sp_arena_free(a);
    }
    fclose(f);
    fprintf(stderr, "scalar corpus: %d scalars, %d differ from Ruby\n", n, bad);
    assert_true(n > 10000);
    assert_int_equal(bad, 0);
}

static void test_mutated_documents(void **state)
{
    (void)state;
    static const char doc[] = "title: \"Hello\"\ndate: 2017-08-17 12:00:00 -0700\ntags: [a, b, 'c']\n"
                              "base: &b {x: 1, y: [1, 2]}\nmerged:\n  <<: *b\n  z: |\n    text\n"
                              "list:\n  - 0x1F\n  - 18:30\n  - .inf\n  - ~\n  - !!str 5\n";
    static const char bytes[] = ":-[]{}&*!|>'\"#%@ \n\t,?<0123456789xyzabc~.";
    unsigned long long x = 0x9E3779B97F4A7C15ULL;
    int ok = 0, errors = 0;
    for (int iter = 0; iter < 3000; iter++) {
        char s[sizeof doc];
        memcpy(s, doc, sizeof doc);
        int muts = 1 + iter % 4;
        for (int k = 0; k < muts; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            s[x % (sizeof doc - 1)] = bytes[(x >> 20) % (sizeof bytes - 1)];
        }
        sp_arena *a = sp_arena_new(0);
        sp_value v;
        sp_error err;
        sp_error_clear(&err);
        if (sp_yaml_load(a, s, sizeof doc - 1, "m.yml", 0, &v, &err) == 0) {
            ok++;
        } else {
            assert_int_equal(err.code, SP_ERR_INPUT);
            assert_true(err.message[0] != 0);
            errors++;
        }
        sp_arena_free(a);
    }
    assert_true(ok > 0 && errors > 0);
}

static void test_embedded_nul_and_length(void **state)
{
    (void)state;
    /* only len bytes are read: the rest of the buffer is not YAML */
    const char *y = "a: 1\nb: [oops";
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(sp_yaml_load(a, y, 5, "t.yml", 0, &v, &err), 0);
    assert_int_equal(sp_hash_len(v), 1);
    assert_int_equal(sp_hash_at(v, "a").u.i, 1);
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ruby_cases),
        cmocka_unit_test(test_local_zone),
        cmocka_unit_test(test_error_positions),
        cmocka_unit_test(test_error_advice),
        cmocka_unit_test(test_recursive_alias_is_an_error),
        cmocka_unit_test(test_alias_bomb),
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_bignum_is_kept_as_digits),
        cmocka_unit_test(test_scalar_corpus),
        cmocka_unit_test(test_mutated_documents),
        cmocka_unit_test(test_embedded_nul_and_length),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
