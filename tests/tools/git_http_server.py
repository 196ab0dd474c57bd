#!/usr/bin/python3
"""Smart-HTTP git server for the publish tests: `git http-backend` as a CGI behind a small HTTP server bound to
127.0.0.1 only.

usage: git_http_server.py PROJECT_ROOT PORT_FILE LOG_FILE [TOKEN]

Writes the port it listens on to PORT_FILE. With TOKEN, every request needs HTTP Basic auth whose password is
TOKEN (401 otherwise). Each request is logged to LOG_FILE as "METHOD PATH auth=none|good|bad status".
With $GIT_HTTP_SERVER_TLS set to "CERT.pem:KEY.pem" it serves HTTPS with that certificate.
"""
import base64
import http.server
import os
import subprocess
import sys

root, port_file, log_file = sys.argv[1], sys.argv[2], sys.argv[3]
token = sys.argv[4] if len(sys.argv) > 4 else None


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def note(self, auth, status):
        with open(log_file, "a") as f:
            f.write("%s %s auth=%s %s\n" % (self.command, self.path.split("?")[0], auth, status))

    def body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = b""
            while True:
                line = self.rfile.readline().strip()
                n = int(line.split(b";")[0], 16)
                if n == 0:
                    while self.rfile.readline().strip():
                        pass
                    return data
                data += self.rfile.read(n)
                self.rfile.readline()
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def handle_any(self):
        data = self.body() if self.command == "POST" else b""
        auth = "none"
        h = self.headers.get("Authorization")
        if h and h[:6].lower() == "basic ":  # the scheme is case-insensitive (actions/checkout sends "basic")
            user, _, pw = base64.b64decode(h[6:]).decode().partition(":")
            auth = "good" if token is not None and pw == token else "bad"
        if token is not None and auth != "good":
            self.note(auth, 401)
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="git"')
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        path, _, query = self.path.partition("?")
        env = dict(os.environ)
        env.update({
            "GIT_PROJECT_ROOT": root,
            "GIT_HTTP_EXPORT_ALL": "1",
            "PATH_INFO": path,
            "QUERY_STRING": query,
            "REQUEST_METHOD": self.command,
            "CONTENT_TYPE": self.headers.get("Content-Type", ""),
            "CONTENT_LENGTH": str(len(data)),
            "REMOTE_USER": "publisher",
            "REMOTE_ADDR": "127.0.0.1",
        })
        p = subprocess.run(["git", "http-backend"], input=data, env=env, capture_output=True)
        head, _, out = p.stdout.partition(b"\r\n\r\n")
        status = 200
        headers = []
        for line in head.split(b"\r\n"):
            k, _, v = line.decode().partition(":")
            if k.lower() == "status":
                status = int(v.strip().split()[0])
            elif k:
                headers.append((k, v.strip()))
        self.note(auth, status)
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    do_GET = handle_any
    do_POST = handle_any


srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
if os.environ.get("GIT_HTTP_SERVER_TLS"):
    import ssl
    cert, _, key = os.environ["GIT_HTTP_SERVER_TLS"].partition(":")
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
with open(port_file + ".tmp", "w") as f:
    f.write(str(srv.server_address[1]))
os.rename(port_file + ".tmp", port_file)
srv.serve_forever()
