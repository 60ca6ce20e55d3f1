"""One decorator for long synchronous activities: heartbeat from a side thread while the step runs,
so Temporal notices a dead worker within the heartbeat timeout even when one library call (rendering,
OCR, extraction) takes long."""

import contextvars
import functools
import threading
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from temporalio import activity

BEAT_SECONDS = 2.0

P = ParamSpec("P")
R = TypeVar("R")


def heartbeating(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        if not activity.in_activity():
            return fn(*args, **kwargs)
        stop = threading.Event()
        # The heartbeat needs the activity's context, which lives in this thread's context variables.
        context = contextvars.copy_context()

        def beat() -> None:
            while not stop.wait(BEAT_SECONDS):
                context.run(activity.heartbeat)

        beater = threading.Thread(target=beat, name="heartbeat", daemon=True)
        beater.start()
        try:
            return fn(*args, **kwargs)
        finally:
            stop.set()

    return wrapper
