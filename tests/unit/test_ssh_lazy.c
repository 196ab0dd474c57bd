/* libssh2_init, which git_libgit2_init calls, waits for the first SSH session (src/publish/ssh_lazy.c): after
 * git_libgit2_init it is noted, not made (a local publish never starts libssh2); a shutdown forgets it; the first
 * session (libgit2's ssh transport makes one for every ssh:// connection) starts libssh2 for real first, and the
 * connection then goes as far as it would have (here: a server that does not speak SSH, so the handshake fails
 * with libssh2's own error, as git's `ssh` would stop there too). */
#include "test_support.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <libssh2.h>
#include <git2.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>

#include "publish/internal.h"

static void test_init_only_notes(void **state)
{
    (void)state;
    assert_false(sp_ssh_pending());
    git_libgit2_init();
    assert_true(sp_ssh_pending()); /* noted, not made */
    git_libgit2_shutdown();
    assert_false(sp_ssh_pending()); /* the shutdown's libssh2_exit forgot it */
}

/* a TCP server on 127.0.0.1 that answers one connection with a line that is not an SSH banner */
static int g_listen;
static void *serve_one(void *arg)
{
    (void)arg;
    int c = accept(g_listen, NULL, NULL);
    if (c >= 0) {
        static const char line[] = "HTTP/1.0 400 not ssh\r\n\r\n";
        ssize_t w = write(c, line, sizeof line - 1);
        (void)w;
        shutdown(c, SHUT_WR);
        char buf[256];
        while (read(c, buf, sizeof buf) > 0) {
        }
        close(c);
    }
    return NULL;
}

/* libssh2 is not linked into the tests (libgit2 brings it): its other functions are looked up */
static void *fn(const char *name)
{
    void *f = dlsym(RTLD_DEFAULT, name);
    assert_non_null(f);
    return f;
}

static void test_first_session_starts_libssh2(void **state)
{
    (void)state;
    g_listen = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(g_listen >= 0);
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(bind(g_listen, (struct sockaddr *)&a, sizeof a), 0);
    socklen_t al = sizeof a;
    assert_int_equal(getsockname(g_listen, (struct sockaddr *)&a, &al), 0);
    assert_int_equal(listen(g_listen, 1), 0);
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, serve_one, NULL), 0);

    git_libgit2_init();
    assert_true(sp_ssh_pending());
    /* the session libgit2's ssh transport makes first (libssh2_session_init is libssh2_session_init_ex, which
     * the executable defines): libssh2 starts, then the session is libssh2's own */
    LIBSSH2_SESSION *session = libssh2_session_init();
    assert_non_null(session);
    assert_false(sp_ssh_pending());
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    /* a server that does not speak SSH: the handshake fails on its banner, as git's `ssh` would stop there */
    int rc = ((int (*)(LIBSSH2_SESSION *, int))fn("libssh2_session_handshake"))(session, fd);
    assert_int_equal(rc, LIBSSH2_ERROR_BANNER_RECV);
    ((int (*)(LIBSSH2_SESSION *))fn("libssh2_session_free"))(session);
    close(fd);
    git_libgit2_shutdown(); /* libssh2_exit, for real now */
    assert_false(sp_ssh_pending());
    pthread_join(th, NULL);
    close(g_listen);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_only_notes),
        cmocka_unit_test(test_first_session_starts_libssh2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
