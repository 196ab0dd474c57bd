/* SHA-1 digests and git object ids, computed with OpenSSL's libcrypto (FIPS 180-4 SHA-1, its assembler code, through
 * SHA1_Init and SHA1_Update: no provider set-up).
 *
 * Plain SHA-1, not git's collision-detecting variant (sha1dc, which libgit2 uses for every id it computes and
 * which costs several times as much): sitepub hashes only what it writes itself (rendered pages, its trees, the
 * checksums of its packs) or what it reads from the source, and compares the ids with ones it computed the same
 * way, so a crafted collision could at most make a publish reuse an output it already had. The ids are those git
 * gives (`git hash-object`), so they name objects in any repository. Every function here is thread-safe. */
#ifndef SITEPUB_SHA1_H
#define SITEPUB_SHA1_H

#include <stdbool.h>
#include <stddef.h>

/* A running SHA-1 over bytes given in pieces. Opaque: made by sp_sha1_begin, freed by sp_sha1_end. */
typedef struct sp_sha1 sp_sha1;

/* Start a digest. Never returns NULL (aborts when OpenSSL cannot give SHA-1, which a Debian libcrypto always
 * can, or when memory runs out). */
sp_sha1 *sp_sha1_begin(void);

/* Add len bytes of data (data may be NULL when len is 0). */
void sp_sha1_add(sp_sha1 *s, const void *data, size_t len);

/* Write the 20-byte digest of everything added into out and free s. */
void sp_sha1_end(sp_sha1 *s, unsigned char out[20]);

/* The SHA-1 of len bytes of data, in one call (data may be NULL when len is 0). */
void sp_sha1_digest(const void *data, size_t len, unsigned char out[20]);

/* The git object id of an object of type ("blob", "tree", "commit" or "tag") holding len bytes of data: the
 * SHA-1 of "TYPE LEN\0" followed by the bytes, as `git hash-object -t TYPE` prints it (in binary, 20 bytes). */
void sp_git_object_id(const char *type, const void *data, size_t len, unsigned char out[20]);

/* sp_git_object_id for a blob: the id git gives a file of these bytes (`git hash-object FILE`). */
void sp_git_blob_id(const void *data, size_t len, unsigned char out[20]);

/* A 20-byte id (a digest, an object id) as 40 lower-case hex digits and a NUL in out, as git prints ids. */
void sp_sha1_hex(const unsigned char id[20], char out[41]);
/* The reverse: the 20 bytes of the 40 lower-case hex digits at hex (what sp_sha1_hex writes; the text may go on
 * after them) into out. false when one of the 40 is not a lower-case hex digit (the text may end early: reading
 * stops at its NUL). Safe from any thread. */
bool sp_sha1_unhex(const char *hex, unsigned char out[20]);

#endif
