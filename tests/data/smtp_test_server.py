"""A local SMTP server for tests/scripts/notify_smtp.sh (Debian's python3-aiosmtpd; run with /usr/bin/python3).

usage: smtp_test_server.py --mode plain|starttls|tls|hang --port-file F --out DIR
                           [--cert C --key K] [--auth USER:PASSWORD] [--refuse ADDR]
Writes the chosen port to F once listening; each message received goes to DIR/received.N (the DATA bytes as
received, dot-unstuffed) and DIR/envelope.N (MAIL FROM and RCPT TO lines). "hang" accepts connections and
never answers (for timeouts). Runs until killed.
"""
import argparse
import os
import socket
import ssl
import sys
import time


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", required=True)
    ap.add_argument("--port-file", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--cert")
    ap.add_argument("--key")
    ap.add_argument("--auth")
    ap.add_argument("--refuse", action="append", default=[])
    a = ap.parse_args()

    if a.mode == "hang":
        srv = socket.socket()
        srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        srv.bind(("127.0.0.1", 0))
        srv.listen(5)
        with open(a.port_file + ".tmp", "w") as f:
            f.write(str(srv.getsockname()[1]))
        os.rename(a.port_file + ".tmp", a.port_file)
        conns = []
        while True:
            c, _ = srv.accept()
            conns.append(c)  # never answer

    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult, LoginPassword

    counter = {"n": 0}

    class Handler:
        async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
            if address in a.refuse:
                return "550 5.1.1 <%s>: Recipient address rejected: no such user" % address
            envelope.rcpt_tos.append(address)
            return "250 OK"

        async def handle_DATA(self, server, session, envelope):
            counter["n"] += 1
            n = counter["n"]
            with open(os.path.join(a.out, "received.%d" % n), "wb") as f:
                f.write(envelope.original_content)
            with open(os.path.join(a.out, "envelope.%d" % n), "w") as f:
                f.write("MAIL FROM:%s\n" % envelope.mail_from)
                for r in envelope.rcpt_tos:
                    f.write("RCPT TO:%s\n" % r)
            return "250 Message accepted for delivery"

    def authenticator(server, session, envelope, mechanism, auth_data):
        if not a.auth or not isinstance(auth_data, LoginPassword):
            return AuthResult(success=False, handled=False)
        user, _, password = a.auth.partition(":")
        ok = auth_data.login == user.encode() and auth_data.password == password.encode()
        return AuthResult(success=ok, handled=False)

    ctx = None
    if a.cert:
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(a.cert, a.key)
    kw = dict(hostname="127.0.0.1", port=free_port())
    if a.auth:
        kw.update(authenticator=authenticator, auth_required=True, auth_require_tls=(a.mode != "plain"))
    if a.mode == "starttls":
        kw.update(tls_context=ctx, require_starttls=True)
    elif a.mode == "tls":
        kw.update(ssl_context=ctx)
    controller = Controller(Handler(), **kw)
    controller.start()
    with open(a.port_file + ".tmp", "w") as f:
        f.write(str(controller.port))
    os.rename(a.port_file + ".tmp", a.port_file)
    try:
        while True:
            time.sleep(3600)
    finally:
        controller.stop()


if __name__ == "__main__":
    sys.exit(main())
