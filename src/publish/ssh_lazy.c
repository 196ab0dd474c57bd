/* libssh2 starts when the first SSH session is made, not when libgit2 starts.
 *
 * git_libgit2_init calls libssh2_init (its SSH transport's global set-up), which with Debian's libssh2 (built on
 * OpenSSL) loads OpenSSL's algorithms and built-in engines: about 0.5 ms of every sitepub run that opens a
 * repository (a tvm-site publish takes 20), though only a push or fetch over ssh:// ever uses libssh2. As
 * tls_lazy.c does for mbedTLS, the executable defines the three libssh2 functions involved, which take precedence
 * over libssh2's for libgit2's calls (the dynamic loader looks in the executable first; the linker exports them
 * because libgit2 uses them):
 *   - libssh2_init only notes the call (and its flags) while libssh2 has not started, and succeeds;
 *   - libssh2_session_init_ex, which makes every session (libgit2's ssh transport, libcurl's scp/sftp), first
 *     makes the noted calls of libssh2_init for real (found with dlsym(RTLD_NEXT)), in order, so libssh2 is set
 *     up exactly as libgit2's init would have left it before any session exists; a failure there fails that
 *     session (NULL, as libssh2 reports a session it cannot make);
 *   - libssh2_exit forgets one noted call while libssh2 has not started (libgit2's shutdown), so the real
 *     libssh2_exit only ever balances a real libssh2_init.
 * Once started, every call goes to libssh2 itself. */
#include <dlfcn.h>
#include <libssh2.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "publish/internal.h"

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static bool g_live;     /* libssh2 has started: every call goes to it */
static int g_pending;   /* calls of libssh2_init noted, not made yet */
static int g_flags;     /* their flags (libssh2 ORs them in too) */

typedef int (*init_fn)(int);
typedef void (*exit_fn)(void);
typedef LIBSSH2_SESSION *(*session_fn)(LIBSSH2_ALLOC_FUNC((*)), LIBSSH2_FREE_FUNC((*)), LIBSSH2_REALLOC_FUNC((*)),
                                       void *);

static void *real(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f)
        abort(); /* libgit2 calls these only where it links libssh2 */
    return f;
}

void sp_ssh_lazy_link(void) {}

bool sp_ssh_pending(void)
{
    pthread_mutex_lock(&g_lock);
    bool p = !g_live && g_pending > 0;
    pthread_mutex_unlock(&g_lock);
    return p;
}

int libssh2_init(int flags)
{
    pthread_mutex_lock(&g_lock);
    if (!g_live) {
        g_pending++;
        g_flags |= flags;
        pthread_mutex_unlock(&g_lock);
        return 0;
    }
    pthread_mutex_unlock(&g_lock);
    return ((init_fn)real("libssh2_init"))(flags);
}

void libssh2_exit(void)
{
    pthread_mutex_lock(&g_lock);
    if (!g_live) {
        if (g_pending > 0)
            g_pending--;
        pthread_mutex_unlock(&g_lock);
        return;
    }
    pthread_mutex_unlock(&g_lock);
    ((exit_fn)real("libssh2_exit"))();
}

LIBSSH2_SESSION *libssh2_session_init_ex(LIBSSH2_ALLOC_FUNC((*my_alloc)), LIBSSH2_FREE_FUNC((*my_free)),
                                         LIBSSH2_REALLOC_FUNC((*my_realloc)), void *abstract)
{
    int rc = 0;
    pthread_mutex_lock(&g_lock);
    if (!g_live) {
        init_fn init = (init_fn)real("libssh2_init");
        for (; g_pending > 0 && rc == 0; g_pending--)
            rc = init(g_flags);
        g_live = rc == 0;
    }
    pthread_mutex_unlock(&g_lock);
    if (rc != 0)
        return NULL;
    return ((session_fn)real("libssh2_session_init_ex"))(my_alloc, my_free, my_realloc, abstract);
}
