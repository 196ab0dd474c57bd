/* The atomic file writer (include/sitepub/atomic_file.h): a file written in parts replaces the old one whole, or
 * not at all. */
#include "test_support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sitepub/atomic_file.h"

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* the folder holds only the one file (no temporary file left behind) */
static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
    if (d)
        closedir(d);
    return n;
}

static void test_parts_replace_whole(void **state)
{
    (void)state;
    char dir[] = "/tmp/sitepub-atomic-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char file[256];
    snprintf(file, sizeof file, "%s/incremental-fm", dir);
    assert_true(sp_file_write_atomic(file, "old", 3));
    assert_string_equal(slurp(file), "old");

    sp_atomic_file af;
    assert_true(sp_atomic_file_begin(&af, file));
    assert_true(sp_atomic_file_write(&af, "part one, ", 10));
    assert_true(sp_atomic_file_write(&af, "", 0));
    assert_true(sp_atomic_file_write(&af, "part two", 8));
    assert_string_equal(slurp(file), "old"); /* not replaced before end */
    assert_true(sp_atomic_file_end(&af, true));
    assert_string_equal(slurp(file), "part one, part two");
    assert_int_equal(entries(dir), 1);

    /* end without keep: the file stays as it was, the temporary file is removed */
    assert_true(sp_atomic_file_begin(&af, file));
    assert_true(sp_atomic_file_write(&af, "half", 4));
    assert_false(sp_atomic_file_end(&af, false));
    assert_string_equal(slurp(file), "part one, part two");
    assert_int_equal(entries(dir), 1);

    /* a folder that is not there: begin fails, nothing to end */
    char missing[300];
    snprintf(missing, sizeof missing, "%s/no/such/file", dir);
    assert_false(sp_atomic_file_begin(&af, missing));
    assert_false(sp_file_write_atomic(missing, "x", 1));

    unlink(file);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parts_replace_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
