#!/bin/sed -f
# Normalise a config file
/^#/d
/^$/d
s/[[:space:]]\+$//
s/^\([a-z_]*\) *= *\(.*\)$/\1="\2"/g
1,10s/foo/bar/gp
\,^/usr,s,/usr/local,/opt,w changes.txt
/start/,/end/ {
  s/\(x\|y\)/[&]/g
  y/abc/xyz/
}
$a\
appended line
3i\
inserted line
/^\[section\]/,/^\[/{
  /key=/c\
key=new
}
:loop
N
s/\n/ /
t loop
q 5
