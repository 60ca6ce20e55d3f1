"""The API's Prometheus metrics on their own port: the app's port is public behind the ingress."""

from collections.abc import Iterator
from contextlib import contextmanager

from prometheus_client import start_http_server


@contextmanager
def metrics_server(port: int, address: str) -> Iterator[None]:
    """Serve /metrics on `address:port` while the block runs; port 0 serves nothing."""
    if not port:
        yield
        return
    server, thread = start_http_server(port, address)
    try:
        yield
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
