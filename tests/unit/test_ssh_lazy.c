/* libssh2_init, which git_libgit2_init calls, waits for the first SSH session (src/publish/ssh_lazy.c): after
 * git_libgit2_init it is noted, not made (a local publish never starts libssh2); a shutdown forgets it; the first
 * session libgit2's ssh transport makes starts libssh2 for real first, and the connection then goes as far as it
 * would have (here: a server that does not speak SSH, so the handshake fails with libssh2's own error, as git's
 * `ssh` would stop there too). */
#include "test_support.h"

#include <arpa/inet.h>
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

    char dir[] = "/tmp/sitepub-ssh-lazy-XXXXXX";
    assert_non_null(mkdtemp(dir));
    git_libgit2_init();
    assert_true(sp_ssh_pending());
    git_repository *repo = NULL;
    assert_int_equal(git_repository_init(&repo, dir, 1), 0);
    char url[128];
    snprintf(url, sizeof url, "ssh://git@127.0.0.1:%d/site.git", ntohs(a.sin_port));
    git_remote *remote = NULL;
    assert_int_equal(git_remote_create_anonymous(&remote, repo, url), 0);
    int rc = git_remote_connect(remote, GIT_DIRECTION_FETCH, NULL, NULL, NULL);
    assert_true(rc < 0);
    /* libssh2 started for the session, and the handshake failed on the banner: libssh2's error, not a crash or a
     * session refused for want of libssh2_init */
    assert_false(sp_ssh_pending());
    const git_error *e = git_error_last();
    assert_non_null(e);
    assert_non_null(strstr(e->message, "failed to start SSH session"));
    git_remote_free(remote);
    git_repository_free(repo);
    git_libgit2_shutdown();
    pthread_join(th, NULL);
    close(g_listen);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_only_notes),
        cmocka_unit_test(test_first_session_starts_libssh2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
