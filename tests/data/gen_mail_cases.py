# Generates tests/unit/mail_cases.h: expected values from Python 3 (the email.header / email.utils calls
# git-multimail makes, bytes.decode("utf-8", "replace"), str.splitlines, random.seed). Run with /usr/bin/python3.
from email.header import Header
from email.charset import Charset
from email.utils import getaddresses, formataddr
import random
def is_ascii(s): return all(ord(c) < 128 and ord(c) > 0 for c in s)
def header_encode(text, header_name=None):
    charset = 'ascii' if is_ascii(text) else 'utf-8'
    return Header(text, header_name=header_name, charset=Charset(charset)).encode()
def addr_header_encode(text, header_name=None):
    text = ', '.join(formataddr((header_encode(name), emailaddr)) for name, emailaddr in getaddresses([text]))
    charset = 'ascii' if is_ascii(text) else 'utf-8'
    return Header(text, header_name=header_name, charset=Charset(charset)).encode()
def c(s):
    b = s.encode('utf-8') if isinstance(s, str) else s
    out = '"'
    for ch in b:
        if ch == 0x22: out += '\\"'
        elif ch == 0x5c: out += '\\\\'
        elif ch == 10: out += '\\n'
        elif 32 <= ch < 127: out += chr(ch)
        else: out += '\\x%02x""' % ch
    return out + '"'
cases = [
 ("Subject", 0, "[repo] 01/02: Fix a, b, c and d; also do the thing that is very long and goes past seventy-eight columns for sure, twice over"),
 ("Subject", 0, "[repo] branch main updated: " + "x"*100 + " tail words here"),
 ("Subject", 0, "[repo] 01/02: " + "Ünïcödé wörds " * 12),
 ("Subject", 0, "[repo] 02/02: 日本語のコミットメッセージとその続きのとても長い件名です。さらに続きます。"),
 ("Subject", 0, "short"),
 ("Subject", 0, ""),
 ("X-Git-Refname", 0, "refs/heads/" + "long-branch-name-" * 6),
 ("To", 1, "Alice Example <alice@example.org>, Bob <bob@example.org>, Carol Long-Name <carol@example.org>, dave@example.org, eve@example.org"),
 ("Reply-To", 1, '"Doe, John" <jd@example.org>'),
 ("Reply-To", 1, "J. R. Doe <jrd@example.org>"),
 ("From", 1, "Zoë Ångström-Lönnqvist Ærøskøbing Østergaard Þórsdóttir <z@example.org>"),
 ("From", 1, "plain@example.org"),
]
print("static const struct hcase { const char *name; int addr; const char *value; const char *want; } HCASES[] = {")
for name, addr, value in cases:
    enc = addr_header_encode(value, name) if addr else header_encode(value, name)
    print("    {%s, %d, %s,\n     %s}," % (c(name), addr, c(value), c(name + ": " + enc + "\n")))
print("};")
bad = [b"caf\xe9 and", b"\xff\xfe", b"\xe2\x82", b"\xe2\x82x", b"\xf0\x9f\x98", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf4\x90\x80\x80", b"\xf5", b"\xe0\x80", b"ok \xc3\xa9 \xf0\x9f\x98\x80", b"\xf0\x9f\x98\x80\x80", b"\xc2"]
print("static const struct ucase { const char *in; size_t len; const char *want; } UCASES[] = {")
for b in bad:
    print("    {%s, %d, %s}," % (c(b), len(b), c(b.decode('utf-8', 'replace'))))
print("};")
texts = ["a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l", "no break", "tail\n", "\r\r\n\n", "x\x1fy\tz"]
print("static const struct scase { const char *in; size_t n_items; const char *items[16]; } SCASES[] = {")
for t in texts:
    items = t.splitlines(True)
    print("    {%s, %d, {%s}}," % (c(t), len(items), ", ".join(c(i) for i in items)))
print("};")
random.seed(0)
w = [random.getrandbits(32) for _ in range(6)]
random.seed(4242)
w2 = [random.getrandbits(32) for _ in range(3)]
random.seed(2**40 + 5)
w3 = [random.getrandbits(32) for _ in range(3)]
print("static const uint32_t MT_SEED0[] = {%s};" % ", ".join("0x%08xu" % x for x in w))
print("static const uint32_t MT_SEED4242[] = {%s};" % ", ".join("0x%08xu" % x for x in w2))
print("static const uint32_t MT_SEED_BIG[] = {%s}; /* seed 2**40 + 5 */" % ", ".join("0x%08xu" % x for x in w3))
