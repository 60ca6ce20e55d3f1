"""Test data built with PyMuPDF while the session's in-process worker renders in its threads: the
builders hold the same process-wide lock as the product (workflows/mupdf_lock.py)."""

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from workflows.mupdf_lock import MUPDF

P = ParamSpec("P")
R = TypeVar("R")


def holding_mupdf(build: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(build)
    def locked(*args: P.args, **kwargs: P.kwargs) -> R:
        with MUPDF:
            return build(*args, **kwargs)

    return locked
