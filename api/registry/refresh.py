"""The register refresh: download every configured file first, then import them together in one
transaction (api.registry.importer.import_files). A failed download, an error answer, a file cut short
or one with an unknown header stops the refresh before the database is touched or rolls the import
back, so the last good copy keeps serving."""

import tempfile
from contextlib import ExitStack
from pathlib import Path

import httpx

from api.core.config import Settings
from api.registry.importer import ImportResult, import_files, open_text

# The JAR file of registered entities is about 60 MB; anything far larger is not a register file.
MAX_FILE_BYTES = 1024 * 1024 * 1024


class DownloadError(RuntimeError):
    pass


def refresh_register(settings: Settings) -> list[ImportResult]:
    urls = settings.register_urls.split()
    if not urls:
        return []
    with tempfile.TemporaryDirectory(prefix="register-") as folder, ExitStack() as files:
        paths = [Path(folder) / f"{n}.csv" for n in range(len(urls))]
        with httpx.Client(timeout=settings.register_timeout_seconds, follow_redirects=True) as client:
            for url, path in zip(urls, paths, strict=True):
                _download(client, url, path)
        streams = [files.enter_context(open_text(str(path))) for path in paths]
        return import_files(settings.database_url, streams)


def _download(client: httpx.Client, url: str, path: Path) -> None:
    """httpx raises when the body ends before its Content-Length: a cut-off file never reaches import."""
    size = 0
    with client.stream("GET", url) as response, path.open("wb") as out:
        if response.status_code != 200:
            raise DownloadError(f"{url}: HTTP {response.status_code}")
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                raise DownloadError(f"{url}: larger than {MAX_FILE_BYTES} bytes")
            out.write(chunk)
