#!/usr/bin/python3
"""A TCP server on 127.0.0.1 that accepts every connection and never answers (tests of network timeouts).

usage: silent_server.py PORTFILE -- writes the port it listens on to PORTFILE, then accepts until killed."""
import socket
import sys

s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 0))
s.listen(64)
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(str(s.getsockname()[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
held = []
while True:
    c, _ = s.accept()
    held.append(c)  # keep it open, read nothing, send nothing
