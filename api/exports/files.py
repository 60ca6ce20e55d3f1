"""What an exporter returns, and how several files travel as one zip."""

import gc
import io
import zipfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Protocol

from api.exports.mapping import ExportBatch, ExportOptions, map_documents
from api.models.document import Document
from api.models.profile import Profile

XML = "application/xml"
CSV = "text/csv; charset=utf-8"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ZIP = "application/zip"
ZIP_NAME = "dokumentai.zip"
# A fixed timestamp inside zips keeps the same export byte-identical (golden files, caches).
_ZIP_TIME = (2020, 1, 1, 0, 0, 0)


@dataclass(frozen=True)
class ExportFile:
    name: str
    content: bytes
    media_type: str


Renderer = Callable[[ExportBatch], list[ExportFile]]


class Exporter(Protocol):
    def __call__(
        self,
        documents: Sequence[Document],
        profile: Profile,
        *,
        mode: str = "single",
        overrides: Mapping[int, str] | None = None,
        options: ExportOptions | None = None,
    ) -> list[ExportFile]: ...


@contextmanager
def collector_paused() -> Iterator[None]:
    """An export builds hundreds of thousands of small objects that all live until the file is
    written; the cyclic garbage collector would rescan them over and over (40 % of the time for
    workbooks). Reference counting still frees everything as usual."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def build(
    render: Renderer,
    documents: Sequence[Document],
    profile: Profile,
    *,
    mode: str = "single",
    overrides: Mapping[int, str] | None = None,
    options: ExportOptions | None = None,
) -> tuple[list[ExportFile], list[str]]:
    """Map and render in one go: the files and the warnings collected on the way."""
    with collector_paused():
        batch = map_documents(documents, profile, mode=mode, overrides=overrides, options=options)
        return render(batch), batch.warnings


def exporter(render: Renderer) -> Exporter:
    """The pure `export_<target>(documents, profile, *, mode, overrides)` function of a renderer."""

    def export(
        documents: Sequence[Document],
        profile: Profile,
        *,
        mode: str = "single",
        overrides: Mapping[int, str] | None = None,
        options: ExportOptions | None = None,
    ) -> list[ExportFile]:
        files, _ = build(render, documents, profile, mode=mode, overrides=overrides, options=options)
        return files

    return export


def zip_files(files: Sequence[ExportFile], name: str = ZIP_NAME) -> ExportFile:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in files:
            info = zipfile.ZipInfo(file.name, date_time=_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, file.content)
    return ExportFile(name, buffer.getvalue(), ZIP)


def one_file(files: Sequence[ExportFile]) -> ExportFile:
    """One file as it is; several as a zip (the spec's dokumentai.zip)."""
    return files[0] if len(files) == 1 else zip_files(files)
