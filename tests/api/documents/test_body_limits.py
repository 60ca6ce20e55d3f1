"""Request bodies are limited while they stream in: an upload over its batch or file limit, or any
other body over the JSON limit, is refused with 413 and a Lithuanian detail, and the client's stream
is not read on past the limit (nothing is spooled beyond it)."""

import httpx
import pytest

from api.core import texts
from api.core.body_limit import MB
from api.main import create_app
from tests.pipeline import api_client, register

CHUNK = 64 * 1024
BOUNDARY = "ribaribariba"


@pytest.fixture(scope="module")
async def small_app(settings):  # type: ignore[no-untyped-def]
    """The app with limits small enough to cross quickly: 3 MB a batch, 1 MB a file or JSON body."""
    limits = {"max_upload_bytes": 3 * MB, "max_file_bytes": MB, "max_body_bytes": MB}
    application = create_app(settings.model_copy(update=limits))
    async with application.router.lifespan_context(application):
        yield application


class Stream:
    """A multipart body made as it is read, with no Content-Length; counts what the server pulled."""

    def __init__(self, files: list[tuple[str, int]]) -> None:
        self.files = files
        self.pulled = 0

    async def __aiter__(self):  # type: ignore[no-untyped-def]
        for chunk in self._chunks():
            self.pulled += len(chunk)
            yield chunk

    def _chunks(self):  # type: ignore[no-untyped-def]
        yield f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="scan_type"\r\n\r\nsumiskai\r\n'.encode()
        for name, size in self.files:
            head = f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="{name}"\r\n'
            yield (head + "Content-Type: application/pdf\r\n\r\n").encode() + b"%PDF-1.4\n"
            for _ in range(size // CHUNK):
                yield b"0" * CHUNK
            yield b"\r\n"
        yield f"--{BOUNDARY}--\r\n".encode()


async def send(client: httpx.AsyncClient, stream: Stream, **headers: str) -> httpx.Response:
    return await client.post(
        "/api/scan/",
        content=stream,  # type: ignore[arg-type]
        headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}", **headers},
    )


async def test_a_streamed_batch_over_its_limit_is_cut_off_there(small_app):
    user = await register(small_app)
    stream = Stream([(f"dalis{n}.pdf", 900 * 1024) for n in range(5)])  # each under 1 MB, 4.4 MB in all

    response = await send(user.client, stream)

    assert response.status_code == 413
    assert response.json()["detail"] == texts.UPLOAD_TOO_LARGE.format(limit_mb=3)
    assert 3 * MB < stream.pulled <= 3 * MB + 2 * CHUNK


async def test_a_streamed_file_over_the_file_limit_is_refused_by_name_after_its_limit(small_app):
    user = await register(small_app)
    stream = Stream([("milzinas.pdf", 50 * MB)])

    response = await send(user.client, stream)

    assert response.status_code == 413
    assert response.json()["detail"] == texts.FILE_TOO_LARGE.format(name="milzinas.pdf", limit_mb=1)
    assert stream.pulled <= MB + 2 * CHUNK


async def test_a_declared_length_over_the_limit_is_refused_before_reading(small_app):
    client = api_client(small_app)
    stream = Stream([("didelis.pdf", 10 * MB)])

    response = await send(client, stream, **{"Content-Length": str(10 * MB)})

    assert response.status_code == 413
    assert response.json()["detail"] == texts.UPLOAD_TOO_LARGE.format(limit_mb=3)
    assert stream.pulled == 0


async def test_a_json_body_over_its_limit_is_refused(small_app):
    user = await register(small_app)
    names = [{"name": "x" * 1000, "code": str(n)} for n in range(1500)]

    response = await user.client.patch("/api/profile/", json={"purchase_defaults": names})

    assert response.status_code == 413
    assert response.json()["detail"] == texts.REQUEST_TOO_LARGE.format(limit_mb=1)


async def test_an_upload_within_the_limits_is_read_as_before(small_app):
    user = await register(small_app)
    response = await send(user.client, Stream([("mazas.pdf", 256 * 1024)]))
    # the limits let it through: the file checks answer (this "PDF" is only zeros)
    assert response.status_code == 422
    assert "„mazas.pdf“" in response.json()["detail"]
