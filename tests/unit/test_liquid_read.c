/* The Liquid read hook (sp_liquid_render_options.read) that incremental builds record dependencies with
 * (src/site/incremental.c): which keys a render looks up and which hashes or arrays it hands on whole. The
 * expected events follow from the hook's contract in include/sitepub/liquid.h. */
#include "test_support.h"

#include "sitepub/liquid.h"
#include "sitepub/value.h"

typedef struct events {
    char log[2048]; /* "K:key " for a lookup, "W:h" / "W:a" for a whole hash / array */
} events;

static void on_read(void *ud, int kind, sp_value obj, sp_value key, sp_value val)
{
    events *e = ud;
    size_t n = strlen(e->log);
    if (kind == SP_LIQUID_READ_KEY) {
        if (key.type == SP_STRING)
            snprintf(e->log + n, sizeof e->log - n, "K:%.*s ", (int)key.u.s.len, key.u.s.ptr);
        else
            snprintf(e->log + n, sizeof e->log - n, "K:# ");
    } else {
        snprintf(e->log + n, sizeof e->log - n, "W:%s ", val.type == SP_HASH ? "h" : "a");
    }
    (void)obj;
}

static const char *render(const char *src)
{
    static events e;
    static char out[2400];
    memset(&e, 0, sizeof e);
    sp_arena *a = sp_arena_new(0);
    sp_value site = sp_hash_new(a, 2), posts = sp_array_new(a, 2), post = sp_hash_new(a, 2);
    sp_hash_setc(post, "title", SP_STR_LIT("T"));
    sp_hash_setc(post, "content", SP_STR_LIT("C"));
    sp_array_push(posts, post);
    sp_hash_setc(site, "posts", posts);
    sp_value globals = sp_hash_new(a, 2);
    sp_hash_setc(globals, "site", site);
    sp_liquid_render_options ro;
    memset(&ro, 0, sizeof ro);
    ro.globals = globals;
    ro.read = on_read;
    ro.read_ud = &e;
    sp_buf b = SP_BUF_INIT;
    sp_error err;
    assert_int_equal(sp_liquid_render_string("t", src, strlen(src), NULL, &ro, &b, &err), 0);
    snprintf(out, sizeof out, "%s|%s", sp_buf_cstr(&b), e.log);
    sp_buf_free(&b);
    sp_arena_free(a);
    return out;
}

static void test_lookups_are_keys(void **state)
{
    (void)state;
    /* site.posts.first.content: three lookups; the final string is no whole read */
    assert_string_equal(render("{{ site.posts.first.content }}"), "C|K:posts K:first K:content ");
}

static void test_loop_array_is_not_whole(void **state)
{
    (void)state;
    /* the loop's array is reached element by element: only the lookups on each element count */
    assert_string_equal(render("{% for p in site.posts %}{{ p.title }}{% endfor %}"), "T|K:posts K:title ");
}

static void test_loop_hash_reads_entries(void **state)
{
    (void)state;
    /* a hash's pairs reach its values (the content) without a lookup: each entry counts as one */
    assert_string_equal(render("{% for kv in site.posts.first %}{{ kv[0] }}{% endfor %}"),
                        "titlecontent|K:posts K:first K:title K:content K:# K:# ");
}

static void test_size_reads_the_length(void **state)
{
    (void)state;
    assert_string_equal(render("{{ site.posts | size }}"), "1|K:posts ");
}

static void test_filters_hand_elements_on(void **state)
{
    (void)state;
    /* first / reverse / slice hand on elements unread; printing the last value reads it whole */
    assert_string_equal(render("{{ site.posts | reverse | first | size }}"), "2|K:posts ");
    assert_string_equal(render("{{ site.posts | slice: 0, 1 | first }}"),
                        "{\"title\"=>\"T\", \"content\"=>\"C\"}|K:posts W:h ");
    /* a hash given to them is read entry by entry */
    assert_string_equal(render("{{ site.posts.first | first | size }}"), "2|K:posts K:first K:title K:content ");
}

static void test_property_filters_read_the_property(void **state)
{
    (void)state;
    assert_string_equal(render("{{ site.posts | map: 'title' | join }}"), "T|K:posts K:title W:a ");
    assert_string_equal(render("{{ site.posts | map: 'content' | size }}"), "1|K:posts K:content ");
    assert_string_equal(render("{{ site.posts | sort: 'title' | where: 'title', 'T' | size }}"),
                        "1|K:posts K:title K:title ");
    /* no property: sort compares the elements themselves */
    assert_string_equal(render("{{ site.posts | sort | size }}"), "1|K:posts W:a ");
    /* a hash: its entries, then the property of it and of each value; a dotted path: the key as written, then
     * each step (an array on the way is read whole) */
    assert_string_equal(render("{{ site | map: 'posts.size' | size }}"), "1|K:posts K:posts W:a W:a ");
}

static void test_other_filters_read_whole(void **state)
{
    (void)state;
    /* uniq without a property compares the elements themselves */
    assert_string_equal(render("{{ site.posts | uniq | size }}"), "1|K:posts W:a ");
    assert_string_equal(render("{{ site.posts | join | size }}"), "30|K:posts W:a ");
}

static void test_assign_binds_filters_read(void **state)
{
    (void)state;
    /* assign without filters only binds; the later whole print is reported */
    assert_string_equal(render("{% assign p = site.posts.first %}{{ p.title }}"), "T|K:posts K:first K:title ");
    assert_string_equal(render("{% assign n = site.posts | size %}{{ n }}"), "1|K:posts ");
    /* with filters too: what the filters read, then the later uses */
    assert_string_equal(render("{% assign p = site.posts | first %}{{ p.content }}"), "C|K:posts K:content ");
    assert_string_equal(render("{% assign p = site.posts | uniq %}"), "|K:posts W:a ");
}

static void test_truth_test_is_not_whole(void **state)
{
    (void)state;
    assert_string_equal(render("{% if site.posts.first %}y{% endif %}"), "y|K:posts K:first ");
    /* a comparison hands both sides on whole */
    assert_string_equal(render("{% if site.posts.first == site.posts.first %}y{% endif %}"),
                        "y|K:posts K:first W:h K:posts K:first W:h ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lookups_are_keys),
        cmocka_unit_test(test_loop_array_is_not_whole),
        cmocka_unit_test(test_loop_hash_reads_entries),
        cmocka_unit_test(test_size_reads_the_length),
        cmocka_unit_test(test_filters_hand_elements_on),
        cmocka_unit_test(test_property_filters_read_the_property),
        cmocka_unit_test(test_other_filters_read_whole),
        cmocka_unit_test(test_assign_binds_filters_read),
        cmocka_unit_test(test_truth_test_is_not_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
