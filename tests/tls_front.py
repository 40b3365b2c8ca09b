"""A real TLS front for the tests: Debian's nginx, started by the test itself on a free
loopback port with a throwaway self-signed certificate, passing requests on to
`companion serve --trusted-proxy 127.0.0.1` as the README's "Deploying bigger" says
(X-Forwarded-For, X-Forwarded-Proto, the browser's Host; upstream keepalive).

Without nginx or openssl the tests that need it are skipped with the reason, unless
CI=true (.ci/run installs both), where a missing one fails.
"""
import os
import shutil
import socket
import ssl
import subprocess
import tempfile
import time

from tests.pg import free_port

NGINX = "/usr/sbin/nginx"
CONFIG = """
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    upstream companion {{
        server 127.0.0.1:{upstream};
        keepalive 8;
    }}
    server {{
        listen 127.0.0.1:{port} ssl;
        ssl_certificate {dir}/cert.pem;
        ssl_certificate_key {dir}/key.pem;
        location / {{
            proxy_pass http://companion;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }}
    }}
}}
"""


def nginx_binary() -> str | None:
    return shutil.which("nginx") or (NGINX if os.access(NGINX, os.X_OK) else None)


def skip_reason() -> str | None:
    if nginx_binary() is None:
        return f"no nginx at {NGINX} (apt-get install nginx)"
    if shutil.which("openssl") is None:
        return "no openssl (apt-get install openssl)"
    return None


class TlsFront:
    """nginx on https://127.0.0.1:<port>, in front of the app on `upstream` (a port)."""

    def __init__(self, upstream: int):
        self.upstream = upstream
        self.port = None
        self.process = None
        self.dir = None

    @property
    def url(self) -> str:
        return f"https://127.0.0.1:{self.port}"

    def start(self, timeout=30.0):
        self.dir = tempfile.mkdtemp(prefix="companion-tls-")
        # nginx's workers run as another user when the tests run as root: they must
        # reach their temporary folders in here (the key stays the master's alone).
        os.chmod(self.dir, 0o755)
        self._certificate()
        self.port = free_port()
        conf = os.path.join(self.dir, "nginx.conf")
        with open(conf, "w") as out:
            out.write(CONFIG.format(dir=self.dir, upstream=self.upstream, port=self.port))
        self.process = subprocess.Popen(
            [nginx_binary(), "-e", os.path.join(self.dir, "error.log"), "-c", conf,
             "-p", self.dir, "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        self._wait(timeout)
        return self

    def _certificate(self):
        """A self-signed certificate for 127.0.0.1, valid for two days."""
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
             "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
             "-keyout", os.path.join(self.dir, "key.pem"),
             "-out", os.path.join(self.dir, "cert.pem")],
            check=True, capture_output=True, timeout=60)
        os.chmod(os.path.join(self.dir, "key.pem"), 0o600)

    def _wait(self, timeout):
        """Until the front answers a TLS handshake (or nginx has given up)."""
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"nginx exited ({self.process.returncode}):\n" + self.log())
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=2) as raw:
                    with context.wrap_socket(raw, server_hostname="127.0.0.1"):
                        return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("nginx did not answer within %.0f s:\n%s" % (timeout, self.log()))

    def log(self) -> str:
        try:
            with open(os.path.join(self.dir, "error.log"), errors="replace") as log:
                return log.read()[-4000:]
        except OSError:
            return ""

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: nginx's fast shutdown
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        if self.dir:
            shutil.rmtree(self.dir, ignore_errors=True)
            self.dir = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
