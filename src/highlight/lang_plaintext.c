/* lang_plaintext.c: plain text (Rouge::Lexers::PlainText): the whole input as one Text token. */
#include "highlight/engine.h"

static void plaintext_stream(hl_lx *lx, const char *text, size_t len) { hl_token(lx, T_Text, text, len); }

static const char *const aliases[] = {"text", NULL};

const hl_lang hl_lang_plaintext = {
    .tag = "plaintext",
    .aliases = aliases,
    .stream = plaintext_stream,
};
