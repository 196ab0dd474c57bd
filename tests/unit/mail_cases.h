/* Expected values from Python 3.11 (Debian 12), made by tests/data/gen_mail_cases.py: git-multimail's header_encode /
 * addr_header_encode, bytes.decode('utf-8', 'replace'), str.splitlines(True), random.seed(N) + getrandbits(32). */
static const struct hcase { const char *name; int addr; const char *value; const char *want; } HCASES[] = {
    {"Subject", 0, "[repo] 01/02: Fix a, b, c and d; also do the thing that is very long and goes past seventy-eight columns for sure, twice over",
     "Subject: [repo] 01/02: Fix a, b, c and d;\n also do the thing that is very long and goes past seventy-eight columns for\n sure, twice over\n"},
    {"Subject", 0, "[repo] branch main updated: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx tail words here",
     "Subject: [repo] branch main updated:\n xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n tail words here\n"},
    {"Subject", 0, "[repo] 01/02: \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds \xc3""\x9c""n\xc3""\xaf""c\xc3""\xb6""d\xc3""\xa9"" w\xc3""\xb6""rds ",
     "Subject: =?utf-8?b?W3JlcG9dIDAxLzAyOiDDnG7Dr2PDtmTDqSB3w7ZyZHMgw5xuw69jw7Zk?=\n =?utf-8?b?w6kgd8O2cmRzIMOcbsOvY8O2ZMOpIHfDtnJkcyDDnG7Dr2PDtmTDqSB3w7ZyZHMg?=\n =?utf-8?b?w5xuw69jw7Zkw6kgd8O2cmRzIMOcbsOvY8O2ZMOpIHfDtnJkcyDDnG7Dr2PDtmQ=?=\n =?utf-8?b?w6kgd8O2cmRzIMOcbsOvY8O2ZMOpIHfDtnJkcyDDnG7Dr2PDtmTDqSB3w7ZyZHMg?=\n =?utf-8?b?w5xuw69jw7Zkw6kgd8O2cmRzIMOcbsOvY8O2ZMOpIHfDtnJkcyDDnG7Dr2PDtmQ=?=\n =?utf-8?b?w6kgd8O2cmRzIA==?=\n"},
    {"Subject", 0, "[repo] 02/02: \xe6""\x97""\xa5""\xe6""\x9c""\xac""\xe8""\xaa""\x9e""\xe3""\x81""\xae""\xe3""\x82""\xb3""\xe3""\x83""\x9f""\xe3""\x83""\x83""\xe3""\x83""\x88""\xe3""\x83""\xa1""\xe3""\x83""\x83""\xe3""\x82""\xbb""\xe3""\x83""\xbc""\xe3""\x82""\xb8""\xe3""\x81""\xa8""\xe3""\x81""\x9d""\xe3""\x81""\xae""\xe7""\xb6""\x9a""\xe3""\x81""\x8d""\xe3""\x81""\xae""\xe3""\x81""\xa8""\xe3""\x81""\xa6""\xe3""\x82""\x82""\xe9""\x95""\xb7""\xe3""\x81""\x84""\xe4""\xbb""\xb6""\xe5""\x90""\x8d""\xe3""\x81""\xa7""\xe3""\x81""\x99""\xe3""\x80""\x82""\xe3""\x81""\x95""\xe3""\x82""\x89""\xe3""\x81""\xab""\xe7""\xb6""\x9a""\xe3""\x81""\x8d""\xe3""\x81""\xbe""\xe3""\x81""\x99""\xe3""\x80""\x82""",
     "Subject: =?utf-8?b?W3JlcG9dIDAyLzAyOiDml6XmnKzoqp7jga7jgrPjg5/jg4Pjg4jjg6E=?=\n =?utf-8?b?44OD44K744O844K444Go44Gd44Gu57aa44GN44Gu44Go44Gm44KC6ZW344GE5Lu2?=\n =?utf-8?b?5ZCN44Gn44GZ44CC44GV44KJ44Gr57aa44GN44G+44GZ44CC?=\n"},
    {"Subject", 0, "short",
     "Subject: short\n"},
    {"Subject", 0, "",
     "Subject: \n"},
    {"X-Git-Refname", 0, "refs/heads/long-branch-name-long-branch-name-long-branch-name-long-branch-name-long-branch-name-long-branch-name-",
     "X-Git-Refname: \n refs/heads/long-branch-name-long-branch-name-long-branch-name-long-branch-name-long-branch-name-long-branch-name-\n"},
    {"To", 1, "Alice Example <alice@example.org>, Bob <bob@example.org>, Carol Long-Name <carol@example.org>, dave@example.org, eve@example.org",
     "To: Alice Example <alice@example.org>, Bob <bob@example.org>,\n Carol Long-Name <carol@example.org>, dave@example.org, eve@example.org\n"},
    {"Reply-To", 1, "\"Doe, John\" <jd@example.org>",
     "Reply-To: \"Doe, John\" <jd@example.org>\n"},
    {"Reply-To", 1, "J. R. Doe <jrd@example.org>",
     "Reply-To: \"J. R. Doe\" <jrd@example.org>\n"},
    {"From", 1, "Zo\xc3""\xab"" \xc3""\x85""ngstr\xc3""\xb6""m-L\xc3""\xb6""nnqvist \xc3""\x86""r\xc3""\xb8""sk\xc3""\xb8""bing \xc3""\x98""stergaard \xc3""\x9e""\xc3""\xb3""rsd\xc3""\xb3""ttir <z@example.org>",
     "From: \n =?utf-8?b?Wm/DqyDDhW5nc3Ryw7ZtLUzDtm5ucXZpc3Qgw4Zyw7hza8O4YmluZyDDmHN0ZXJn?=\n =?utf-8?b?YWFyZCDDnsOzcnNkw7N0dGly?= <z@example.org>\n"},
    {"From", 1, "plain@example.org",
     "From: plain@example.org\n"},
};
static const struct ucase { const char *in; size_t len; const char *want; } UCASES[] = {
    {"caf\xe9"" and", 8, "caf\xef""\xbf""\xbd"" and"},
    {"\xff""\xfe""", 2, "\xef""\xbf""\xbd""\xef""\xbf""\xbd"""},
    {"\xe2""\x82""", 2, "\xef""\xbf""\xbd"""},
    {"\xe2""\x82""x", 3, "\xef""\xbf""\xbd""x"},
    {"\xf0""\x9f""\x98""", 3, "\xef""\xbf""\xbd"""},
    {"\xed""\xa0""\x80""", 3, "\xef""\xbf""\xbd""\xef""\xbf""\xbd""\xef""\xbf""\xbd"""},
    {"\xc0""\xaf""", 2, "\xef""\xbf""\xbd""\xef""\xbf""\xbd"""},
    {"\xf4""\x90""\x80""\x80""", 4, "\xef""\xbf""\xbd""\xef""\xbf""\xbd""\xef""\xbf""\xbd""\xef""\xbf""\xbd"""},
    {"\xf5""", 1, "\xef""\xbf""\xbd"""},
    {"\xe0""\x80""", 2, "\xef""\xbf""\xbd""\xef""\xbf""\xbd"""},
    {"ok \xc3""\xa9"" \xf0""\x9f""\x98""\x80""", 10, "ok \xc3""\xa9"" \xf0""\x9f""\x98""\x80"""},
    {"\xf0""\x9f""\x98""\x80""\x80""", 5, "\xf0""\x9f""\x98""\x80""\xef""\xbf""\xbd"""},
    {"\xc2""", 1, "\xef""\xbf""\xbd"""},
};
static const struct scase { const char *in; size_t n_items; const char *items[16]; } SCASES[] = {
    {"a\nb\x0d""c\x0d""\nd\x0b""e\x0c""f\x1c""g\x1d""h\x1e""i\xc2""\x85""j\xe2""\x80""\xa8""k\xe2""\x80""\xa9""l", 12, {"a\n", "b\x0d""", "c\x0d""\n", "d\x0b""", "e\x0c""", "f\x1c""", "g\x1d""", "h\x1e""", "i\xc2""\x85""", "j\xe2""\x80""\xa8""", "k\xe2""\x80""\xa9""", "l"}},
    {"no break", 1, {"no break"}},
    {"tail\n", 1, {"tail\n"}},
    {"\x0d""\x0d""\n\n", 3, {"\x0d""", "\x0d""\n", "\n"}},
    {"x\x1f""y\x09""z", 1, {"x\x1f""y\x09""z"}},
};
static const uint32_t MT_SEED0[] = {0xd82c07cdu, 0x629f6fbeu, 0xc2094cacu, 0xe3e70682u, 0x6baa9455u, 0x0a5d2f34u};
static const uint32_t MT_SEED4242[] = {0xdcc99396u, 0xf2ed66ffu, 0x6a6ae768u};
static const uint32_t MT_SEED_BIG[] = {0x811f1124u, 0x8454f73cu, 0x44c342a9u}; /* seed 2**40 + 5 */
