#!/usr/bin/env python3
"""paste-site-rules.py GEN_OUTPUT: put the expected files printed by gen-site-rules.sh into
tests/unit/test_site_rules.c, in place of each {"PATH", "JEKYLL"} of the test that builds that site."""
import re, sys
gen = open(sys.argv[1]).read()
sites = {}
for block in gen.split("==== ")[1:]:
    name, _, rest = block.partition("\n")
    files = {}
    for m in re.finditer(r'  \{"([^"]+)",\n((?:   .*\n)+?)  \},\n', rest):
        files[m.group(1)] = m.group(2).rstrip("\n")
    sites[name.strip()] = files
p = "tests/unit/test_site_rules.c"
src = open(p).read()
out, pos = [], 0
for m in re.finditer(r'check_site\("([^"]+)"', src):
    start = src.rfind("static void test_", 0, m.start())
    seg = src[start:m.start()]
    files = sites.get(m.group(1), {})
    def rep(mm):
        path = mm.group(1)
        if path not in files:
            sys.exit("no output %s for site %s" % (path, m.group(1)))
        return '{"%s",\n%s}' % (path, files[path])
    out.append(src[pos:start]); out.append(re.sub(r'\{"([^"]+)", "JEKYLL"\}', rep, seg)); pos = m.start()
out.append(src[pos:])
open(p, "w").write("".join(out))
